import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/database.ts';
import { normalizeEmail, sameAddress } from './email-address.ts';
import { blitzEnrollments, enrollmentRecipients } from './owner-tables.ts';

/**
 * An enrollment's extra addresses as the owner manages them (owner settings): asked for, confirmed by their own link,
 * removed. Only the SHA-256 of a confirmation link's token is stored.
 */
export type ExtraRecipient = typeof enrollmentRecipients.$inferSelect;

/** Every extra address of an enrollment, confirmed or waiting, oldest first. */
export async function extraRecipientsOf(database: DatabaseHandle, enrollmentId: string): Promise<ExtraRecipient[]> {
  return database.db
    .select()
    .from(enrollmentRecipients)
    .where(eq(enrollmentRecipients.enrollmentId, enrollmentId))
    .orderBy(asc(enrollmentRecipients.requestedAt));
}

/** Asks for an address again (a new link): its previous link no longer confirms. */
export async function renewRecipientLink(
  database: DatabaseHandle,
  id: string,
  tokenHash: string,
  requestedAt: Date,
): Promise<void> {
  await database.db.update(enrollmentRecipients).set({ tokenHash, requestedAt }).where(eq(enrollmentRecipients.id, id));
}

/** A new extra address of an enrollment, waiting for its confirmation. */
export async function insertExtraRecipient(
  database: DatabaseHandle,
  values: Pick<ExtraRecipient, 'id' | 'enrollmentId' | 'email' | 'tokenHash' | 'requestedAt'>,
): Promise<void> {
  await database.db.insert(enrollmentRecipients).values({ ...values, email: normalizeEmail(values.email) });
}

/** Removes an address from an enrollment's list; false when it was not on it. */
export async function removeExtraRecipient(
  database: DatabaseHandle,
  enrollmentId: string,
  address: string,
): Promise<boolean> {
  const removed = await database.db
    .delete(enrollmentRecipients)
    .where(and(eq(enrollmentRecipients.enrollmentId, enrollmentId), sameAddress(enrollmentRecipients.email, address)))
    .returning({ id: enrollmentRecipients.id });
  return removed.length > 0;
}

/** The extra address a confirmation link is for, with its restaurant's name; null when no link has this hash. */
export async function extraRecipientByTokenHash(database: DatabaseHandle, tokenHash: string) {
  const [row] = await database.db
    .select({
      email: enrollmentRecipients.email,
      requestedAt: enrollmentRecipients.requestedAt,
      confirmedAt: enrollmentRecipients.confirmedAt,
      restaurantName: blitzEnrollments.restaurantName,
    })
    .from(enrollmentRecipients)
    .innerJoin(blitzEnrollments, eq(blitzEnrollments.id, enrollmentRecipients.enrollmentId))
    .where(eq(enrollmentRecipients.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Confirms the address of a link not yet used and asked for after `requestedAfter`, once; null when there is none
 * (a second confirmation changes nothing).
 */
export async function confirmExtraRecipient(
  database: DatabaseHandle,
  tokenHash: string,
  now: Date,
  requestedAfter: Date,
): Promise<{ email: string; enrollmentId: string } | null> {
  const [row] = await database.db
    .update(enrollmentRecipients)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(enrollmentRecipients.tokenHash, tokenHash),
        isNull(enrollmentRecipients.confirmedAt),
        sql`${enrollmentRecipients.requestedAt} > ${requestedAfter.toISOString()}`,
      ),
    )
    .returning({ email: enrollmentRecipients.email, enrollmentId: enrollmentRecipients.enrollmentId });
  return row ?? null;
}
