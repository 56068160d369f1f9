import { Form, NavLink } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { headerNavigation } from '#app/content/navigation.ts';
import { ownerNavigation, type OwnerNavLink } from '#app/content/owner-navigation.ts';
import { cn } from '#app/lib/cn.ts';
import { NavTargetLink } from './nav-target-link.tsx';
import { desktopLinkClass, mobileLinkClass, SiteHeader } from './site-header.tsx';

/**
 * The header of a signed-in owner: their inbox, settings and restaurants, and sign out; the marketing links stay in
 * the phone menu, under theirs, and in the footer. site-layout.tsx loads this module only for a signed-in owner, so a
 * visitor's page carries none of it.
 */
export default function OwnerHeader({ email }: { email: string }) {
  return (
    <SiteHeader
      owner={{
        nav: <OwnerDesktopNav />,
        menu: (closeMenu) => <OwnerMobileMenu email={email} onChoose={closeMenu} />,
      }}
    />
  );
}

function OwnerLink({ link, className, onChoose }: { link: OwnerNavLink; className: string; onChoose?: () => void }) {
  return (
    // NavLink marks the current page with aria-current="page", which the menus style.
    <NavLink to={link.to} end={link.end} className={className} onClick={() => onChoose?.()}>
      {link.label}
    </NavLink>
  );
}

/** Sign out: a POST (the same-site check of server/http/security-headers.ts refuses it from another site). */
function SignOut({ className, onChoose }: { className: string; onChoose?: () => void }) {
  return (
    <Form method="post" action="/sign-out" onSubmit={() => onChoose?.()}>
      <button type="submit" className={className}>
        {ownerNavigation.signOut}
      </button>
    </Form>
  );
}

/** From md up: the owner's places in the middle of the header, sign out at its right. */
function OwnerDesktopNav() {
  return (
    <div className="hidden flex-1 items-center gap-4 md:flex">
      <nav aria-label={ownerNavigation.label} className="mx-auto flex items-center gap-1">
        {ownerNavigation.links.map((link) => (
          <OwnerLink key={link.id} link={link} className={desktopLinkClass} />
        ))}
      </nav>
      <SignOut className={buttonVariants({ variant: 'outline', size: 'sm' })} />
    </div>
  );
}

/** The phone menu: who is signed in, their places, sign out, then the marketing links, smaller. */
function OwnerMobileMenu({ email, onChoose }: { email: string; onChoose: () => void }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-3 pb-5 sm:px-6">
      <p className="truncate px-3 pb-2 text-sm text-muted-foreground">{ownerNavigation.signedInAs(email)}</p>
      <ul className="flex flex-col gap-1">
        {ownerNavigation.links.map((link) => (
          <li key={link.id}>
            <OwnerLink link={link} className={mobileLinkClass} onChoose={onChoose} />
          </li>
        ))}
        <li className="pt-2">
          <SignOut className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')} onChoose={onChoose} />
        </li>
      </ul>
      <p className="mt-5 border-t border-border px-3 pt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {ownerNavigation.siteLinks}
      </p>
      <ul className="mt-1 flex flex-col">
        {headerNavigation.items.map((link) => (
          <li key={link.id}>
            <NavTargetLink
              link={link}
              mobile
              onChoose={onChoose}
              className="flex w-full items-center rounded-md px-3 py-2.5 text-left text-sm text-foreground/80 hover:bg-muted hover:text-foreground aria-[current=page]:text-primary"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
