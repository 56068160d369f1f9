import type * as React from 'react';
import { cn } from '#app/lib/cn.ts';
import { footerNavigation } from '#app/content/navigation.ts';
import { useHomeArrivalScroll } from '#app/lib/scroll.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, main content and footer for every page route (and the error boundary). */
export function SiteLayout({ children, mainClassName }: { children: React.ReactNode; mainClassName?: string }) {
  // Arriving on / with #section or from a playbook call to action elsewhere: scroll once the page is there.
  useHomeArrivalScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {footerNavigation.skipToContentLabel}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={cn('flex-1 outline-none', mainClassName)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
