import { MenuIcon, SparklesIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { headerNavigation } from '#app/content/navigation.ts';
import { site } from '#app/content/site.ts';
import { cn } from '#app/lib/cn.ts';
import { isAtHome, scrollToTop, useSiteNavigation } from '#app/lib/scroll.ts';
import { BrandMark } from './brand-mark.tsx';
import { NavTargetLink } from './nav-target-link.tsx';

/** Link styles of the header, the owner's too (owner-nav.tsx). */
export const desktopLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[6px]';

export const mobileLinkClass =
  'flex w-full items-center rounded-lg px-3 py-3 text-left text-base font-medium text-foreground transition-colors hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

/** What a signed-in owner's header (owner-nav.tsx) puts in place of the visitor's links, button and phone menu. */
export interface OwnerHeaderParts {
  /** From md up: their places and sign-out. */
  nav: ReactNode;
  menu: (closeMenu: () => void) => ReactNode;
}

/** The phone menu's state: it closes on Escape (focus back on its toggle) and when the route changes. */
function useMobileMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);

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

  return { menuOpen, menuId, toggleRef, closeMenu, toggleMenu };
}

/**
 * Fixed on small screens, sticky from md up, 64 px tall; the mobile menu closes after any
 * choice (and on Escape, and when the route changes). The visitor's has the marketing links and the playbook call to
 * action; a signed-in owner's (`owner`, from owner-nav.tsx) their places instead.
 */
export function SiteHeader({ owner }: { owner?: OwnerHeaderParts }) {
  const { menuOpen, menuId, toggleRef, closeMenu, toggleMenu } = useMobileMenu();
  const { scrollToPlaybookForm } = useSiteNavigation();
  const { primaryAction } = headerNavigation;

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border/80 bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 md:sticky">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <HomeLink onChoose={closeMenu} />

          {owner ? (
            owner.nav
          ) : (
            <nav aria-label="Primary" className="hidden items-center gap-1 md:flex">
              {headerNavigation.items.map((link) => (
                <NavTargetLink key={link.id} link={link} className={desktopLinkClass} />
              ))}
            </nav>
          )}

          <div className="flex items-center gap-2">
            {!owner && (
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
              onClick={toggleMenu}
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
          {owner ? owner.menu(closeMenu) : <VisitorMenu closeMenu={closeMenu} />}
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

/** The brand, linking home; already home, it glides back to the top instead of re-rendering the same page. */
function HomeLink({ onChoose }: { onChoose: () => void }) {
  return (
    <Link
      to="/"
      aria-label={headerNavigation.homeLabel}
      className="-ml-1 flex items-center gap-2.5 rounded-md px-1 py-1"
      onClick={(event) => {
        onChoose();
        if (event.button === 0 && isAtHome() && !event.metaKey && !event.ctrlKey) {
          event.preventDefault();
          scrollToTop();
        }
      }}
    >
      <BrandMark />
      <span className="font-display text-xl font-semibold tracking-tight text-foreground">{site.brandName}</span>
    </Link>
  );
}

/** The visitor's phone menu: the marketing links, then the playbook call to action. */
function VisitorMenu({ closeMenu }: { closeMenu: () => void }) {
  const { primaryAction } = headerNavigation;
  return (
    <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pt-3 pb-5 sm:px-6">
      {headerNavigation.items.map((link) => (
        <li key={link.id}>
          <NavTargetLink link={link} mobile className={mobileLinkClass} onChoose={closeMenu} />
        </li>
      ))}
      <li className="pt-3">
        <NavTargetLink
          link={primaryAction}
          mobile
          onChoose={closeMenu}
          className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
        >
          <SparklesIcon aria-hidden="true" />
          {primaryAction.mobileLabel ?? primaryAction.label}
        </NavTargetLink>
      </li>
    </ul>
  );
}
