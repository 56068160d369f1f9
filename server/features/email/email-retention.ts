import { and, inArray, lt } from 'drizzle-orm';
import type { ServerContext } from '#server/server-context.ts';
import { emailMessages, type EmailStatus } from './email-tables.ts';

/** The privacy policy keeps email delivery records for up to 12 months. */
export const EMAIL_RECORD_MONTHS = 12;
/** Settled messages: nothing will send them again. Queued and sending ones are never deleted, however old. */
const SETTLED: EmailStatus[] = ['sent', 'failed', 'suppressed'];
/** Rows per DELETE, so no statement holds its locks long, and batches per run, so one run stays short. */
export const EMAIL_RETENTION_BATCH = 500;
const MAX_BATCHES_PER_RUN = 200;

/** `now` less `months` calendar months (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes settled email messages queued more than 12 months ago, in batches. The age is taken from `created_at`
 * (a message is settled within 3 days of it), so no record outlives the promise. The suppression list is another
 * table and is never touched; a blitz day keeps its `email_id`, which then points at nothing (the console shows the
 * day's own status). Re-running deletes nothing more.
 */
export async function deleteOldEmailRecords(ctx: ServerContext): Promise<{ deleted: number; complete: boolean }> {
  const { db } = ctx.database;
  const cutoff = monthsBefore(ctx.now(), EMAIL_RECORD_MONTHS);
  const old = and(inArray(emailMessages.status, SETTLED), lt(emailMessages.createdAt, cutoff));
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const ids = await db.select({ id: emailMessages.id }).from(emailMessages).where(old).limit(EMAIL_RETENTION_BATCH);
    if (ids.length === 0) return { deleted, complete: true };
    // The condition again: a row's status never leaves SETTLED, but the delete must not rely on that.
    const rows = await db
      .delete(emailMessages)
      .where(
        and(
          inArray(
            emailMessages.id,
            ids.map((row) => row.id),
          ),
          old,
        ),
      )
      .returning({ id: emailMessages.id });
    deleted += rows.length;
    if (ids.length < EMAIL_RETENTION_BATCH) return { deleted, complete: true };
  }
  return { deleted, complete: false };
}
