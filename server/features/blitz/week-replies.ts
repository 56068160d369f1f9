import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import { emptyReplyMemory, type ReplyMemory } from '#server/features/playbooks/index.ts';
import { sentReplySentences } from './blitz-tables.ts';

/**
 * A week of an enrollment's suggested replies, remembered as sentence hashes: every email the enrollment receives
 * (blitz mornings, Free Forever, and any later sender that writes replies for it) starts its batch from the week's
 * counts, so no sentence is used more than twice in 7 days (docs/reply-quality.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The memory looks back this far. */
export const REPLY_WEEK_MS = 7 * DAY_MS;
/** Rows are kept a day longer than the memory reads them, then deleted by the daily maintenance job. */
export const REPLY_SENTENCES_KEPT_MS = 8 * DAY_MS;

/**
 * A fresh batch memory seeded with the sentences sent to `enrollmentId` in the 7 days before `now`. `exceptSendId`:
 * the send being written now, whose earlier attempt (a claim taken over) must not count against itself.
 */
export async function weekReplyMemory(
  database: DatabaseHandle,
  enrollmentId: string,
  now: Date,
  exceptSendId?: string,
): Promise<ReplyMemory> {
  const rows = await database.db
    .select({ hash: sentReplySentences.sentenceHash, uses: sql<number>`sum(${sentReplySentences.uses})` })
    .from(sentReplySentences)
    .where(
      and(
        eq(sentReplySentences.enrollmentId, enrollmentId),
        gt(sentReplySentences.sentAt, new Date(now.getTime() - REPLY_WEEK_MS)),
        exceptSendId ? ne(sentReplySentences.sendId, exceptSendId) : undefined,
      ),
    )
    .groupBy(sentReplySentences.sentenceHash);
  const memory = emptyReplyMemory();
  for (const row of rows) memory.sentences.set(row.hash, Number(row.uses));
  return memory;
}

/** Records what the batch in `memory` wrote, under its send; a second call for the same send replaces the first. */
export async function recordReplySentences(
  database: DatabaseHandle,
  sent: { enrollmentId: string; sendId: string; memory: ReplyMemory; now: Date },
): Promise<void> {
  const rows = [...sent.memory.written].map(([sentenceHash, uses]) => ({
    enrollmentId: sent.enrollmentId,
    sendId: sent.sendId,
    sentenceHash,
    uses,
    sentAt: sent.now,
  }));
  await database.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.delete(sentReplySentences).where(eq(sentReplySentences.sendId, sent.sendId));
    if (rows.length > 0) await t.insert(sentReplySentences).values(rows);
  });
}

/** A failed send gives its sentences back with its claim. */
export async function releaseReplySentences(database: DatabaseHandle, sendId: string): Promise<void> {
  await database.db.delete(sentReplySentences).where(eq(sentReplySentences.sendId, sendId));
}

/** Deletes rows older than 8 days; the daily maintenance job calls it. Returns how many went. */
export async function purgeOldReplySentences(database: DatabaseHandle, now: Date): Promise<number> {
  const deleted = await database.db
    .delete(sentReplySentences)
    .where(lt(sentReplySentences.sentAt, new Date(now.getTime() - REPLY_SENTENCES_KEPT_MS)))
    .returning({ hash: sentReplySentences.sentenceHash });
  return deleted.length;
}
