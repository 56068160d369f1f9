import { enrollmentsOf } from '#server/features/owners/index.ts';
import type { OwnerPlacesServices, OwnerPlaceTab, PlaceChoice } from '#contracts/owner-places.ts';
import { currentOwner } from '#server/features/accounts/index.ts';
import { activelyConnectedEnrollments } from '#server/features/google-business/index.ts';
import { readSiteCookie, setSiteCookie } from '#server/http/cookies.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * Which of the signed-in owner's restaurants a page opens (docs/inbox.md, "Which restaurant a page opens"): the one
 * asked for, else the one last used in this browser, else the one connected to Google, else the newest.
 *
 * The last used place is kept in a cookie, not in the database: it is a view preference of one device (a manager's
 * phone at one restaurant and the owner's laptop each keep their own), it holds nothing personal (a public place id,
 * only ever honoured when it is one of the signed-in owner's own restaurants), so there is nothing to export, erase
 * or keep, and opening a page writes nothing the owner would see.
 */

/** Longer than any place id we issue (Google's are about 27 characters, ours at most 50). */
const PLACE_ID_MAX_LENGTH = 512;

/** The owner's restaurants, newest blitz first, each once, with whether its Google profile is connected. */
export async function ownerPlaceTabs(ctx: ServerContext, email: string): Promise<OwnerPlaceTab[]> {
  const enrollments = await enrollmentsOf(ctx, email);
  const connected = await activelyConnectedEnrollments(
    ctx,
    enrollments.map((enrollment) => enrollment.id),
  );
  const connectedPlaces = new Set(enrollments.filter((row) => connected.has(row.id)).map((row) => row.placeId));
  const tabs: OwnerPlaceTab[] = [];
  for (const { placeId, restaurantName: name } of enrollments) {
    if (!tabs.some((tab) => tab.placeId === placeId)) {
      tabs.push({ placeId, name, connected: connectedPlaces.has(placeId) });
    }
  }
  return tabs;
}

/**
 * The place a page opens among `tabs` (pure): `requested` when it is one of them (a place that is not is null: a
 * 404, never a silent fallback to another restaurant), else `lastUsed` when it is one of them, else the first
 * connected one, else the first (the newest).
 */
export function pickPlace(
  tabs: readonly OwnerPlaceTab[],
  requested: string | null,
  lastUsed: string | null,
): string | null {
  const own = (placeId: string | null) => (placeId ? tabs.find((tab) => tab.placeId === placeId) : undefined);
  if (requested !== null && requested !== '') return own(requested)?.placeId ?? null;
  return (own(lastUsed) ?? tabs.find((tab) => tab.connected) ?? tabs[0])?.placeId ?? null;
}

export async function choosePlace(
  ctx: ServerContext,
  owner: { email: string },
  requested: string | null,
  cookieHeader: string | null,
): Promise<PlaceChoice | null> {
  if (requested !== null && requested.length > PLACE_ID_MAX_LENGTH) return null;
  const tabs = await ownerPlaceTabs(ctx, owner.email);
  const lastUsed = readSiteCookie(ctx, cookieHeader, 'lastPlace');
  const placeId = pickPlace(tabs, requested, lastUsed);
  if (placeId === null) return null;
  // Remembered only when the owner picked it (a tab, a link) and it is not already what the cookie says.
  const chosen = requested !== null && requested !== '' && lastUsed !== placeId;
  return {
    placeId,
    restaurants: tabs,
    setCookie: chosen ? setSiteCookie(ctx, 'lastPlace', placeId) : null,
  };
}

/** The load-context services of contracts/owner-places.ts. */
export function createOwnerPlacesServices(ctx: ServerContext): OwnerPlacesServices {
  return {
    async header(cookieHeader) {
      try {
        const owner = await currentOwner(ctx, cookieHeader);
        return owner ? { email: owner.email } : null;
      } catch (error) {
        // The header is drawn signed out rather than failing a public page; the page's own loader decides the rest.
        ctx.logger.error({ err: error }, 'reading the owner session for the site header failed');
        return null;
      }
    },
    choose: (owner, requested, cookieHeader) => choosePlace(ctx, owner, requested, cookieHeader),
  };
}
