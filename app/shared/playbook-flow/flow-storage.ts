import type { BrandProfile } from '#contracts/brand.ts';

/**
 * What the browser keeps between pages. currentRestaurantId is the key the product has always used; the confirmed profile is kept so
 * "Try a different format" on /thank-you can bring the card back with the restaurant restored.
 */
const CURRENT_RESTAURANT_KEY = 'currentRestaurantId';
const LAST_PLAYBOOK_KEY = 'replybook:lastPlaybook';

/** Navigation state that /thank-you's "Try a different format" link sets (step 4 with the restaurant restored). */
export type PlaybookCardState = { tryDifferentFormat?: boolean; scrollToPlaybook?: boolean };

export type SavedPlaybookDraft = {
  restaurantId: string | null;
  brandProfileId: string | null;
  placeId: string | null;
  blitzOptIn: boolean;
  profile: BrandProfile;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policies): the flow still works, only restoring does not
  }
}

export function readCurrentRestaurantId(): string | null {
  const value = storage()?.getItem(CURRENT_RESTAURANT_KEY) ?? null;
  return value && /^[a-z0-9-]{1,60}$/.test(value) ? value : null;
}

export function writeCurrentRestaurantId(id: string): void {
  try {
    storage()?.setItem(CURRENT_RESTAURANT_KEY, id);
  } catch {
    // quota or policy: nothing else depends on it succeeding
  }
}

export function writeLastPlaybook(draft: SavedPlaybookDraft): void {
  try {
    storage()?.setItem(LAST_PLAYBOOK_KEY, JSON.stringify(draft));
  } catch {
    // as above
  }
}

function parseLastPlaybook(text: string | null): SavedPlaybookDraft | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const draft = value as Partial<SavedPlaybookDraft>;
    const profile = draft.profile;
    if (
      !profile ||
      typeof profile.name !== 'string' ||
      typeof profile.ownerName !== 'string' ||
      typeof profile.contactEmail !== 'string'
    ) {
      return null;
    }
    return {
      restaurantId: typeof draft.restaurantId === 'string' ? draft.restaurantId : null,
      brandProfileId: typeof draft.brandProfileId === 'string' ? draft.brandProfileId : null,
      placeId: typeof draft.placeId === 'string' ? draft.placeId : null,
      blitzOptIn: draft.blitzOptIn === true,
      profile,
    };
  } catch {
    return null;
  }
}

export function readLastPlaybook(): SavedPlaybookDraft | null {
  return parseLastPlaybook(storage()?.getItem(LAST_PLAYBOOK_KEY) ?? null);
}

/**
 * The /thank-you "Connect Google Business Profile" button's signed link, from the generate answer. Session storage:
 * it belongs to this tab's visit, and the link itself only connects the blitz that this generation started.
 */
const GOOGLE_CONNECT_KEY = 'replybook:googleConnect';
const CONNECT_PATH = /^\/connect\/google\?t=[A-Za-z0-9._~%-]{1,2048}$/;

export type GoogleConnectHandoff = { path: string; restaurantId: string | null };

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function writeGoogleConnect(handoff: GoogleConnectHandoff | null): void {
  try {
    if (handoff && CONNECT_PATH.test(handoff.path))
      sessionStore()?.setItem(GOOGLE_CONNECT_KEY, JSON.stringify(handoff));
    else sessionStore()?.removeItem(GOOGLE_CONNECT_KEY);
  } catch {
    // as above
  }
}

export function parseGoogleConnect(text: string | null): GoogleConnectHandoff | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<GoogleConnectHandoff> | null;
    if (!value || typeof value.path !== 'string' || !CONNECT_PATH.test(value.path)) return null;
    return { path: value.path, restaurantId: typeof value.restaurantId === 'string' ? value.restaurantId : null };
  } catch {
    return null;
  }
}

export function readGoogleConnect(): GoogleConnectHandoff | null {
  return parseGoogleConnect(sessionStore()?.getItem(GOOGLE_CONNECT_KEY) ?? null);
}
