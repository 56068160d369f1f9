import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Scroll behaviours of the header, footer and calls to action.
const MOBILE_BREAKPOINT_PX = 768;
const PLAYBOOK_FORM_OFFSET_PX = 140;
/** Wait on / before scrolling on mobile: lets the mobile menu close first. */
const HOME_MOBILE_SCROLL_DELAY_MS = 100;
/** Wait after arriving on / from another route, so the landing page has laid out. */
const CROSS_ROUTE_SCROLL_DELAY_MS = 100;
const CROSS_ROUTE_MOBILE_FORM_DELAY_MS = 300;

const HERO_SECTION_ID = 'hero-section';
const PLAYBOOK_FORM_ID = 'playbook-form';

export type ScrollPlan = {
  /** Element to bring into view; null means the top of the page. */
  targetId: string | null;
  /** Pixels kept clear above the target; undefined leaves it to the document's scroll-padding (the header). */
  offsetPx?: number;
  /** How long to wait before scrolling. */
  delayMs: number;
};

export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX;
}

/**
 * Where "AI Playbook (FREE)" and every other playbook call to action goes: under 768 px the form itself,
 * 140 px below the top; otherwise the hero.
 */
export function playbookScrollPlan(viewportWidth: number, arrivingFromOtherRoute: boolean): ScrollPlan {
  if (isMobileWidth(viewportWidth)) {
    return {
      targetId: PLAYBOOK_FORM_ID,
      offsetPx: PLAYBOOK_FORM_OFFSET_PX,
      delayMs: arrivingFromOtherRoute ? CROSS_ROUTE_MOBILE_FORM_DELAY_MS : HOME_MOBILE_SCROLL_DELAY_MS,
    };
  }
  return {
    targetId: HERO_SECTION_ID,
    delayMs: arrivingFromOtherRoute ? CROSS_ROUTE_SCROLL_DELAY_MS : 0,
  };
}

/** Document scroll position that puts an element `offsetPx` below the viewport top (never negative). */
export function scrollTopFor(elementViewportTop: number, currentScrollY: number, offsetPx: number): number {
  return Math.max(0, Math.round(elementViewportTop + currentScrollY - offsetPx));
}

/** Reads a section id from a hash such as `#pricing`; null for an empty or unsafe hash. */
export function sectionIdFromHash(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null; // malformed percent-encoding
  }
  return /^[A-Za-z][\w-]*$/.test(id) ? id : null;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function behavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/**
 * Blocks below the first screen skip rendering until they come near the viewport (render-near-viewport in app.css)
 * and stand in with an estimated height until then. A smooth scroll computes its destination when it starts, and
 * the blocks it passes would take their real heights on the way, leaving it short of or past the section. So
 * before the first scripted scroll to a section the whole page is rendered, once: one layout of the page on a click,
 * after which the browser remembers every block's real size.
 */
function renderWholePage(): void {
  document.documentElement.dataset['renderAll'] = '';
}

/**
 * Scrolls smoothly (instantly under reduced motion) to an element. Without an offset the element's own
 * scroll-margin and the document's scroll-padding (the header) apply. Returns false when the id is not on the page.
 */
function scrollToId(id: string, offsetPx?: number): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  renderWholePage();
  if (offsetPx === undefined) {
    element.scrollIntoView({ behavior: behavior(), block: 'start' });
  } else {
    const top = scrollTopFor(element.getBoundingClientRect().top, window.scrollY, offsetPx);
    window.scrollTo({ top, behavior: behavior() });
  }
  return true;
}

export function scrollToTop(): void {
  // The top is at 0 whatever the heights of the blocks below it: nothing to render first.
  window.scrollTo({ top: 0, behavior: behavior() });
}

/** Runs a plan: the target if present, else the top of the page ("otherwise to the hero or the top"). */
function runScrollPlan(plan: ScrollPlan): () => void {
  const go = () => {
    if (plan.targetId === null || !scrollToId(plan.targetId, plan.offsetPx)) scrollToTop();
  };
  if (plan.delayMs <= 0) {
    go();
    return () => {};
  }
  const timer = window.setTimeout(go, plan.delayMs);
  return () => window.clearTimeout(timer);
}

/** Navigation state the shell leaves when it sends a visitor home to scroll to the playbook form. */
type HomeScrollState = { scrollToPlaybook?: boolean };

function wantsPlaybookScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as HomeScrollState).scrollToPlaybook === true;
}

/**
 * Whether the browser is at / right now. Click handlers ask this rather than the rendered location: React Router
 * moves the address first and renders the next page in a transition, so for a moment the shell of the page being
 * left is still on screen with its old location, and a click then must follow the address, not the picture.
 */
export function isAtHome(): boolean {
  return window.location.pathname === '/';
}

export type SiteNavigation = {
  /** At /, scrolls to the section and returns true (the caller prevents the link's navigation); elsewhere false. */
  scrollToSectionOnHome: (id: string) => boolean;
  /** The playbook call to action: scroll at /, or go home and scroll once there. */
  scrollToPlaybookForm: () => void;
};

export function useSiteNavigation(): SiteNavigation {
  const navigate = useNavigate();

  const scrollToSectionOnHome = useCallback((id: string) => {
    if (!isAtHome()) return false;
    // Keep the URL shareable without adding a history entry per click.
    window.history.replaceState(window.history.state, '', `#${id}`);
    if (!scrollToId(id)) scrollToTop();
    return true;
  }, []);

  const scrollToPlaybookForm = useCallback(() => {
    if (isAtHome()) {
      runScrollPlan(playbookScrollPlan(window.innerWidth, false));
      return;
    }
    // The scroll happens on arrival (useHomeArrivalScroll) so the delay counts from when / is on screen.
    void navigate('/', { state: { scrollToPlaybook: true } satisfies HomeScrollState });
  }, [navigate]);

  return { scrollToSectionOnHome, scrollToPlaybookForm };
}

/**
 * On /, after hydration or a client navigation: scrolls to the hash's section (`/#pricing`) or, when sent by
 * the playbook call to action from another route, to the playbook form — each after its delay.
 */
export function useHomeArrivalScroll(): void {
  const location = useLocation();
  const isHome = location.pathname === '/';
  const playbook = wantsPlaybookScroll(location.state);

  useEffect(() => {
    if (!isHome) return;
    if (playbook) return runScrollPlan(playbookScrollPlan(window.innerWidth, true));
    const id = sectionIdFromHash(location.hash);
    if (id === null) return;
    return runScrollPlan({ targetId: id, delayMs: CROSS_ROUTE_SCROLL_DELAY_MS });
    // Keyed on the navigation (location.key), so following the same link again scrolls again.
  }, [isHome, playbook, location.key, location.hash]);
}
