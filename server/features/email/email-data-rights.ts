import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { ERASED, sameAddress } from '#server/features/owners/index.ts';
import { emailMessages, suppressions, type StoredEmailPayload } from './email-tables.ts';
import { suppressionDigests } from './suppression-digest.ts';

/**
 * Email's part of a data-rights request: the messages sent to an address and its place on the do-not-email list,
 * where an erased address stays as a keyed hash only.
 */

const EMPTY_EMAIL_PAYLOAD: StoredEmailPayload = { html: '', text: '', attachments: [], listUnsubscribe: null };

export async function emailIdsOf(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(sameAddress(emailMessages.recipient, email));
  return rows.map((row) => row.id);
}

export async function emailRowsOf(db: Database, emailIds: readonly string[]) {
  if (emailIds.length === 0) return [];
  return db
    .select()
    .from(emailMessages)
    .where(inArray(emailMessages.id, [...emailIds]));
}

/** The suppression of the address, as itself or as a keyed hash under any secret still accepted. */
export function suppressionRowsOf(db: Database, email: string, secrets: readonly string[]) {
  return db
    .select()
    .from(suppressions)
    .where(inArray(suppressions.email, [email, ...suppressionDigests(secrets, email)]));
}

/** Blanks the messages, and mail still queued is not sent (inside the caller's transaction). */
export async function eraseEmails(db: Database, emailIds: readonly string[]): Promise<void> {
  if (emailIds.length === 0) return;
  await db
    .update(emailMessages)
    .set({ recipient: ERASED, subject: ERASED, payload: EMPTY_EMAIL_PAYLOAD })
    .where(inArray(emailMessages.id, [...emailIds]));
  await db
    .update(emailMessages)
    .set({ status: 'suppressed', lockedUntil: null })
    .where(and(inArray(emailMessages.id, [...emailIds]), eq(emailMessages.status, 'queued')));
}

/** The address stays suppressed as its keyed hash only, keeping the reason it was suppressed for. */
export async function suppressAsDigest(db: Database, email: string, digest: string, now: Date): Promise<void> {
  const removed = await db
    .delete(suppressions)
    .where(eq(suppressions.email, email))
    .returning({ reason: suppressions.reason });
  await db
    .insert(suppressions)
    .values({ email: digest, reason: removed[0] ? `${removed[0].reason}; erased` : 'erased', createdAt: now })
    .onConflictDoNothing();
}

/** SQL: an email to the address (lower-cased, as SQL) was sent at or after `since`. */
export function emailedSinceSql(address: SQL, since: string): SQL {
  return sql`exists (select 1 from ${emailMessages}
      where ${emailMessages.recipient} = ${address} and ${emailMessages.status} = 'sent' and ${emailMessages.createdAt} >= ${since}::timestamptz)`;
}
