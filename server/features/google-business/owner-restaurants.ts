import {
  type Enrollment,
  sendClockOf,
  normalizeEmail,
  ownerRestaurantEnrollments,
} from '#server/features/owners/index.ts';
import type { OwnerRestaurant } from '#contracts/accounts.ts';
import { secretKeyring } from '#server/config.ts';
import { enrolledOnOf } from '#server/features/blitz/anchor.ts';
import { addDays, BLITZ_DAYS, enrollmentDate, localDate } from '#server/features/blitz/schedule.ts';
import type { ServerContext } from '#server/server-context.ts';
import { disconnectPath } from './connect-links.ts';
import { canConnect, sessionConnectPath } from './connect-start.ts';
import { connectionsOfOwner, isGoogleConnectEnabled } from './google-connections.ts';

/** Which day of the 7-day blitz `today` is (1–7, the enrollment's own date counted as 1), or null once it is past. */
export function blitzDay(startedOn: string, today: string): number | null {
  for (let day = 0; day < BLITZ_DAYS; day += 1) if (addDays(startedOn, day) === today) return day + 1;
  return null;
}

/**
 * The restaurant's Google Business Profile line for its signed-in owner (account page, settings, inbox): connected
 * (with the signed disconnect link), broken or not connected with the session's connect path (`/connect/google?place=`:
 * no emailed link needed), for as long as the restaurant's emails go on; unavailable without Google OAuth configured.
 */
export async function googleLineOf(
  ctx: ServerContext,
  enrollment: Pick<Enrollment, 'email' | 'placeId' | 'restaurantName' | 'status'>,
): Promise<OwnerRestaurant['google']> {
  if (!isGoogleConnectEnabled(ctx)) return { state: 'unavailable' };
  const keyring = secretKeyring(ctx.config);
  const now = ctx.now();
  const owner = { email: normalizeEmail(enrollment.email), placeId: enrollment.placeId };
  const rows = await connectionsOfOwner(ctx, owner);
  const connection = rows.find((row) => row.status === 'active') ?? rows[0];
  const connectPath = canConnect(enrollment) ? sessionConnectPath(enrollment.placeId) : null;
  if (connection?.status === 'active') {
    return {
      state: 'connected',
      locationTitle: connection.locationTitle ?? enrollment.restaurantName,
      disconnectPath: disconnectPath(owner, keyring, now),
    };
  }
  if (connection && connectPath) {
    return { state: 'broken', connectPath, disconnectPath: disconnectPath(owner, keyring, now) };
  }
  return { state: 'not-connected', connectPath };
}

/**
 * The signed-in owner's restaurants: one per place they started a blitz for (the newest blitz), with its Google
 * connection and the links that manage it.
 */
export async function ownerRestaurants(ctx: ServerContext, email: string): Promise<OwnerRestaurant[]> {
  const now = ctx.now();
  const restaurants: OwnerRestaurant[] = [];
  for (const enrollment of await ownerRestaurantEnrollments(ctx, email)) {
    const active = enrollment.status === 'active';
    // Dates in the enrollment's send clock's zone, as its mornings are counted.
    const clock = sendClockOf(enrollment);
    const startedOn = enrollmentDate(await enrolledOnOf(ctx.database, enrollment), clock);
    const today = localDate(now, clock.timeZone);
    restaurants.push({
      placeId: enrollment.placeId,
      restaurantName: enrollment.restaurantName,
      blitz: { status: active ? 'active' : 'ended', day: active ? blitzDay(startedOn, today) : null, startedOn },
      google: await googleLineOf(ctx, enrollment),
    });
  }
  return restaurants;
}
