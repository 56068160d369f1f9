import { MenuIcon, SparklesIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { headerNavigation } from '#app/content/navigation.ts';
import { site } from '#app/content/site.ts';
import { cn } from '#app/lib/cn.ts';
import { isAtHome, scrollToTop, useSiteNavigation } from '#app/lib/scroll.ts';
import { BrandMark } from './brand-mark.tsx';
import { desktopLinkClass, mobileLinkClass } from './nav-classes.ts';
import { NavTargetLink } from './nav-target-link.tsx';
import { useSignedInOwner } from './root-data.ts';

// A signed-in owner's header is its own chunk, fetched only when the page was drawn for one: a visitor's page loads
// none of it. Server-rendered like the rest, so its links and sign-out work before (and without) JavaScript.
const ownerNav = () => import('./owner-nav.tsx');
const OwnerDesktopNav = lazy(() => ownerNav().then((module) => ({ default: module.OwnerDesktopNav })));
const OwnerHeaderActions = lazy(() => ownerNav().then((module) => ({ default: module.OwnerHeaderActions })));
const OwnerMobileMenu = lazy(() => ownerNav().then((module) => ({ default: module.OwnerMobileMenu })));

/** The phone menu of a visitor: the marketing links and the playbook call to action. */
function VisitorMenu({ onChoose }: { onChoose: () => void }) {
  const { primaryAction } = headerNavigation;
  return (
    <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pt-3 pb-5 sm:px-6">
      {headerNavigation.items.map((link) => (
        <li key={link.id}>
          <NavTargetLink link={link} mobile className={mobileLinkClass} onChoose={onChoose} />
        </li>
      ))}
      <li className="pt-3">
        <NavTargetLink
          link={primaryAction}
          mobile
          onChoose={onChoose}
          className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
        >
          <SparklesIcon aria-hidden="true" />
          {primaryAction.mobileLabel ?? primaryAction.label}
        </NavTargetLink>
      </li>
    </ul>
  );
}

/**
 * Fixed on small screens, sticky from md up, 64 px tall; the mobile menu closes after any
 * choice (and on Escape, and when the route changes). A signed-in owner gets their places instead of the marketing
 * links (owner-nav.tsx).
 */
export function SiteHeader() {
  const owner = useSignedInOwner();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { scrollToPlaybookForm } = useSiteNavigation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const { primaryAction } = headerNavigation;

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border/80 bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 md:sticky">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            aria-label={headerNavigation.homeLabel}
            className="-ml-1 flex items-center gap-2.5 rounded-md px-1 py-1"
            onClick={(event) => {
              closeMenu();
              // Already home: glide back to the top instead of re-rendering the same page.
              if (event.button === 0 && isAtHome() && !event.metaKey && !event.ctrlKey) {
                event.preventDefault();
                scrollToTop();
              }
            }}
          >
            <BrandMark />
            <span className="font-display text-xl font-semibold tracking-tight text-foreground">{site.brandName}</span>
          </Link>

          {owner ? (
            <Suspense fallback={null}>
              <OwnerDesktopNav />
            </Suspense>
          ) : (
            <nav aria-label="Primary" className="hidden items-center gap-1 md:flex">
              {headerNavigation.items.map((link) => (
                <NavTargetLink key={link.id} link={link} className={desktopLinkClass} />
              ))}
            </nav>
          )}

          <div className="flex items-center gap-2">
            {owner ? (
              <Suspense fallback={null}>
                <OwnerHeaderActions />
              </Suspense>
            ) : (
              <button
                type="button"
                className={cn(buttonVariants({ size: 'default' }), 'max-sm:hidden')}
                onClick={scrollToPlaybookForm}
              >
                <SparklesIcon aria-hidden="true" />
                {primaryAction.label}
              </button>
            )}
            <button
              ref={toggleRef}
              type="button"
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? headerNavigation.closeMenuLabel : headerNavigation.openMenuLabel}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <XIcon className="size-6" aria-hidden="true" />
              ) : (
                <MenuIcon className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>

        {/* Rendered always (hidden when closed) so aria-controls always names an element. */}
        <nav
          id={menuId}
          aria-label={headerNavigation.mobileMenuLabel}
          hidden={!menuOpen}
          className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lg md:hidden"
        >
          {owner ? (
            <Suspense fallback={null}>
              <OwnerMobileMenu email={owner.email} onChoose={closeMenu} />
            </Suspense>
          ) : (
            <VisitorMenu onChoose={closeMenu} />
          )}
        </nav>
      </header>
      {/* The header is fixed below md: keep the page from starting underneath it. */}
      <div aria-hidden="true" className="h-header md:hidden" />
      {menuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 top-header z-30 bg-forest-950/30 md:hidden"
          onClick={closeMenu}
        />
      )}
    </>
  );
}
