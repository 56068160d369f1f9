import { desc, inArray, sql } from 'drizzle-orm';
import { blitzEnrollments, blitzSentReviews } from '#server/features/blitz/blitz-tables.ts';
import type { BlitzEnrollment } from '#server/features/blitz/enrollment.ts';
import { normalizeEmail } from '#server/features/email/queue-email.ts';
import { connectionsOfOwner } from '#server/features/google-business/google-connections.ts';
import type { ServerContext } from '#server/server-context.ts';

/** One of the signed-in owner's restaurants, as the inbox works on it. */
export interface OwnerPlace {
  email: string;
  restaurants: { placeId: string; name: string }[];
  placeId: string;
  /** The newest blitz of the place: its name, its owner's name, and whether it still runs. */
  enrollment: BlitzEnrollment;
  /** Every blitz of this address for the place: whatever any of their emails suggested counts. */
  enrollmentIds: string[];
  /** The place's working Google connection, or null (not connected, or broken: the public reviews are shown). */
  connectionId: string | null;
}

/**
 * The owner's restaurant named by `placeId` (the first, newest, when none is asked for); null when the address
 * holds no blitz for that place, so another owner's place is never opened.
 */
export async function ownerPlace(
  ctx: ServerContext,
  email: string,
  placeId: string | null,
): Promise<OwnerPlace | null> {
  const address = normalizeEmail(email);
  const enrollments = await ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(sql`lower(${blitzEnrollments.email}) = ${address}`)
    .orderBy(desc(blitzEnrollments.enrolledAt));
  const restaurants: OwnerPlace['restaurants'] = [];
  for (const enrollment of enrollments) {
    if (!restaurants.some((r) => r.placeId === enrollment.placeId)) {
      restaurants.push({ placeId: enrollment.placeId, name: enrollment.restaurantName });
    }
  }
  const chosen = placeId ?? restaurants[0]?.placeId;
  const ofPlace = enrollments.filter((enrollment) => enrollment.placeId === chosen);
  const newest = ofPlace[0];
  if (!chosen || !newest) return null;
  const connection = (await connectionsOfOwner(ctx, { email: address, placeId: chosen })).find(
    (row) => row.status === 'active',
  );
  return {
    email: address,
    restaurants,
    placeId: chosen,
    enrollment: newest,
    enrollmentIds: ofPlace.map((enrollment) => enrollment.id),
    connectionId: connection?.id ?? null,
  };
}

/**
 * The reviews an email already suggested a reply to, by key (`gbp:<name>` for a connected review, whatever version
 * was offered; `catalogue:<id>`, `google:<name>` for public ones).
 */
export async function suggestedKeys(ctx: ServerContext, place: OwnerPlace): Promise<Set<string>> {
  const rows = await ctx.database.db
    .select({ key: blitzSentReviews.reviewKey })
    .from(blitzSentReviews)
    .where(inArray(blitzSentReviews.enrollmentId, place.enrollmentIds));
  return new Set(rows.map((row) => row.key.replace(/@[^@]*$/, '')));
}
