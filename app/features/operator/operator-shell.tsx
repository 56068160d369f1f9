import { LogOutIcon } from 'lucide-react';
import type * as React from 'react';
import { Form, NavLink } from 'react-router';
import { BrandMark } from '#app/components/layout/brand-mark.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { site } from '#app/content/site.ts';
import { operatorNavigation } from './operator-nav.ts';

/**
 * The console's frame: a header with who is signed in and how to leave, the sections as a row of tabs (scrolling
 * sideways on a phone), and the page. Sign-out forms carry the session's CSRF token.
 */
export function OperatorShell({
  email,
  csrfToken,
  children,
}: {
  email: string;
  csrfToken: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#operator-main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-b border-primary-hover bg-primary text-primary-foreground">
        <ConsoleBar email={email} csrfToken={csrfToken} />
        <ConsoleSections />
      </header>
      <main
        id="operator-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
      <ConsoleFooter email={email} csrfToken={csrfToken} />
    </div>
  );
}

/** Sign out of this browser, or of every session the operator has. */
function SignOutForm({
  csrfToken,
  scope,
  children,
}: {
  csrfToken: string;
  scope: 'this' | 'everywhere';
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action="/operator/sign-out" reloadDocument>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="scope" value={scope} />
      {children}
    </Form>
  );
}

/** The header's top row: the console's name (a link home), who is signed in, and sign-out. */
function ConsoleBar({ email, csrfToken }: { email: string; csrfToken: string }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
      <a
        href="/operator"
        className="flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-amber"
      >
        <BrandMark />
        <span className="text-base font-semibold tracking-tight">{site.brandName}</span>
        <span className="rounded-full bg-amber px-2 py-0.5 text-xs font-semibold text-amber-foreground">Operator</span>
      </a>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        <span className="hidden max-w-64 truncate text-sm text-primary-foreground/85 sm:inline" title={email}>
          {email}
        </span>
        <SignOutForm csrfToken={csrfToken} scope="this">
          <Button type="submit" size="sm" variant="amber">
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Button>
        </SignOutForm>
      </div>
    </div>
  );
}

/** The sections as tabs; the current one is underlined. */
function ConsoleSections() {
  return (
    <nav aria-label="Console sections" className="mx-auto max-w-7xl px-2 sm:px-4">
      <ul className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {operatorNavigation.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              prefetch="none"
              className={({ isActive }) =>
                cn(
                  'block border-b-[3px] px-3 py-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:bg-primary-hover focus-visible:underline',
                  isActive
                    ? 'border-amber text-primary-foreground'
                    : 'border-transparent text-primary-foreground/80 hover:border-primary-foreground/40 hover:text-primary-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ConsoleFooter({ email, csrfToken }: { email: string; csrfToken: string }) {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-muted-foreground sm:px-6">
        <span>
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </span>
        <SignOutForm csrfToken={csrfToken} scope="everywhere">
          <Button type="submit" size="sm" variant="outline">
            Sign out everywhere
          </Button>
        </SignOutForm>
      </div>
    </footer>
  );
}

/** A page's heading row: title, one line of context, and optional actions on the right. */
export function OperatorPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
