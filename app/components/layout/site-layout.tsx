import { lazy, Suspense, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { footerNavigation } from '#app/content/navigation.ts';
import { useHomeArrivalScroll } from '#app/lib/scroll.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import type { RootData } from './root-data.ts';

// A signed-in owner's header is its own chunk, fetched only when the page was drawn for one: a visitor's page loads
// none of it. Server-rendered like the rest, so its links and sign-out work before (and without) JavaScript.
const OwnerHeader = lazy(() => import('./owner-nav.tsx'));

/** Header (the visitor's, or a signed-in owner's), main content and footer for every page route and error page. */
export function SiteLayout({ children, mainClassName }: { children: ReactNode; mainClassName?: string }) {
  // Arriving on / with #section or from a playbook call to action elsewhere: scroll once the page is there.
  useHomeArrivalScroll();
  // The owner the page was drawn for (root.tsx); none on a prerendered page or an error before the root loader.
  const owner = (useRouteLoaderData('root') as RootData | undefined)?.owner;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {footerNavigation.skipToContentLabel}
      </a>
      {owner ? (
        <Suspense fallback={null}>
          <OwnerHeader email={owner.email} />
        </Suspense>
      ) : (
        <SiteHeader />
      )}
      <main id="main-content" tabIndex={-1} className={cn('flex-1 outline-none', mainClassName)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
