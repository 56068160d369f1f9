import { ownerRestaurantEnrollments, sendClockOf } from '#server/features/owners/index.ts';
import type { OwnerRestaurant } from '#contracts/accounts.ts';
import { googleLineOf } from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { enrolledOnOf } from './anchor.ts';
import { addDays, BLITZ_DAYS, enrollmentDate, localDate } from './schedule.ts';

/** Which day of the 7-day blitz `today` is (1–7, the enrollment's own date counted as 1), or null once it is past. */
export function blitzDay(startedOn: string, today: string): number | null {
  for (let day = 0; day < BLITZ_DAYS; day += 1) if (addDays(startedOn, day) === today) return day + 1;
  return null;
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
