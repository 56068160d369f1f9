import { OWNER_RESULTS_PATH } from '#contracts/owner-results-constants.ts';

/**
 * The site header for a signed-in owner (app/components/layout/owner-nav.tsx): their places first, the marketing
 * links after them in the phone menu. Loaded only with that header, never for a visitor.
 */

export interface OwnerNavLink {
  id: 'inbox' | 'results' | 'settings' | 'restaurants';
  label: string;
  /** Where it goes; a page that needs a restaurant opens the one the owner used last. */
  to: string;
  /** Current only on this exact path (the inbox is not current on its settings page). */
  end: boolean;
}

export const ownerNavigation = {
  label: 'Your Replybook',
  links: [
    { id: 'inbox', label: 'Inbox', to: '/inbox', end: true },
    { id: 'results', label: 'Results', to: OWNER_RESULTS_PATH, end: true },
    { id: 'settings', label: 'Settings', to: '/inbox/settings', end: false },
    { id: 'restaurants', label: 'Your restaurants', to: '/account', end: true },
  ] satisfies OwnerNavLink[],
  signOut: 'Sign out',
  signedInAs: (email: string) => `Signed in as ${email}`,
  /** Heading of the marketing links in the phone menu, under the owner's own. */
  siteLinks: 'Replybook',
} as const;
