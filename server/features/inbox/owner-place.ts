import { enrollmentsOf, normalizeEmail, type Enrollment } from '#server/features/owners/index.ts';
import { sentReviewKeysOf } from '#server/features/blitz/index.ts';
import { connectionsOfOwner } from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';

/** One of the signed-in owner's restaurants, as the inbox works on it. */
export interface OwnerPlace {
  email: string;
  placeId: string;
  /** The newest blitz of the place: its name, its owner's name, and whether it still runs. */
  enrollment: Enrollment;
  /** Every blitz of this address for the place: whatever any of their emails suggested counts. */
  enrollmentIds: string[];
  /** The place's working Google connection, or null (not connected, or broken: the public reviews are shown). */
  connectionId: string | null;
}

/**
 * The owner's restaurant named by `placeId`; null when the address holds no blitz for that place (or none is named),
 * so another owner's place is never opened. Which place a page opens when none is named is place-choice.ts's rule.
 */
export async function ownerPlace(
  ctx: ServerContext,
  email: string,
  placeId: string | null,
): Promise<OwnerPlace | null> {
  if (!placeId) return null;
  const address = normalizeEmail(email);
  const ofPlace = await enrollmentsOf(ctx, address, placeId);
  const newest = ofPlace[0];
  if (!newest) return null;
  const connection = (await connectionsOfOwner(ctx, { email: address, placeId })).find(
    (row) => row.status === 'active',
  );
  return {
    email: address,
    placeId,
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
  const keys = await sentReviewKeysOf(ctx.database, place.enrollmentIds);
  return new Set(keys.map((key) => key.replace(/@[^@]*$/, '')));
}
