import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { addressOf, ERASED, sameAddress } from './email-address.ts';
import { blitzEnrollments, enrollmentRecipients } from './owner-tables.ts';

/**
 * The owners' part of a data-rights request and of the retention of contact information: an address's enrollments
 * (which lose the address and the owner's name; the restaurant and the days sent stay) and the extra addresses.
 */

/** The ids of every enrollment of the address. */
export async function enrollmentIdsOfAddress(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: blitzEnrollments.id })
    .from(blitzEnrollments)
    .where(sameAddress(blitzEnrollments.email, email));
  return rows.map((row) => row.id);
}

export async function enrollmentRowsOf(db: Database, enrollmentIds: readonly string[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .select()
    .from(blitzEnrollments)
    .where(inArray(blitzEnrollments.id, [...enrollmentIds]));
}

/** Extra addresses of the person's enrollments, and the rows where the person is another owner's extra address. */
export function recipientRowsOfSubject(db: Database, email: string, enrollmentIds: readonly string[]) {
  const asRecipient = sameAddress(enrollmentRecipients.email, email);
  return db
    .select()
    .from(enrollmentRecipients)
    .where(
      enrollmentIds.length
        ? or(inArray(enrollmentRecipients.enrollmentId, [...enrollmentIds]), asRecipient)
        : asRecipient,
    );
}

/**
 * Erases the enrollments (inside the caller's transaction): the address and the owner's name go, and an active or
 * completed one ends as unsubscribed now, so no more blitz or Free Forever mail.
 */
export async function eraseEnrollments(db: Database, enrollmentIds: readonly string[], now: Date): Promise<void> {
  if (enrollmentIds.length === 0) return;
  const ids = [...enrollmentIds];
  await db
    .update(blitzEnrollments)
    .set({ email: ERASED, ownerName: '', replySignature: null })
    .where(inArray(blitzEnrollments.id, ids));
  // No more blitz mail: an active enrollment ends as unsubscribed.
  await db
    .update(blitzEnrollments)
    .set({ status: 'unsubscribed', completedAt: now })
    .where(and(inArray(blitzEnrollments.id, ids), eq(blitzEnrollments.status, 'active')));
  // Nor Free Forever: a completed blitz ends as unsubscribed, today.
  await db
    .update(blitzEnrollments)
    .set({ status: 'unsubscribed', completedAt: now })
    .where(and(inArray(blitzEnrollments.id, ids), eq(blitzEnrollments.status, 'completed')));
}

export async function deleteRecipientRows(db: Database, recipientIds: readonly string[]): Promise<void> {
  if (recipientIds.length === 0) return;
  await db.delete(enrollmentRecipients).where(inArray(enrollmentRecipients.id, [...recipientIds]));
}

/**
 * Retention: erases the ended enrollments of the address (lower-cased, as compared; an active one still needs its
 * address to send its days) and the extra addresses added to them, inside the caller's transaction; returns how many.
 */
export async function eraseEndedEnrollmentsOf(db: Database, address: string): Promise<number> {
  const enrollments = await db
    .update(blitzEnrollments)
    .set({ email: ERASED, ownerName: '', replySignature: null })
    .where(
      and(
        eq(addressOf(blitzEnrollments.email), address),
        ne(blitzEnrollments.email, ERASED),
        ne(blitzEnrollments.status, 'active'),
      ),
    )
    .returning({ id: blitzEnrollments.id });
  if (enrollments.length > 0) {
    await db.delete(enrollmentRecipients).where(
      inArray(
        enrollmentRecipients.enrollmentId,
        enrollments.map((row) => row.id),
      ),
    );
  }
  return enrollments.length;
}

/** SQL: an enrollment of the address (lower-cased, as SQL) ended, or started while still active, at or after `since`. */
export function enrolledSinceSql(address: SQL, since: string): SQL {
  return sql`exists (select 1 from ${blitzEnrollments}
      where ${addressOf(blitzEnrollments.email)} = ${address}
        and coalesce(${blitzEnrollments.completedAt}, ${blitzEnrollments.enrolledAt}) >= ${since}::timestamptz)`;
}

/** SQL: `select address`, the lower-cased addresses of the enrollments (not erased) that ended before `before`. */
export function endedBeforeAddressesSql(before: string): SQL {
  return sql`select ${addressOf(blitzEnrollments.email)} as address from ${blitzEnrollments}
      where ${blitzEnrollments.email} <> ${ERASED} and ${blitzEnrollments.status} <> 'active'
        and coalesce(${blitzEnrollments.completedAt}, ${blitzEnrollments.enrolledAt}) < ${before}::timestamptz`;
}
