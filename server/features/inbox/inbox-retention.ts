import { normalizeEmail, ownsPlaceSql } from '#server/features/owners/index.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import type { ServerContext } from '#server/server-context.ts';
import { inboxPublicReplies } from './inbox-tables.ts';
import { forgetOrphanMarks } from './review-marks.ts';

/** Everything the inbox kept for an address (a data-subject erasure). */
export async function forgetOwnerInbox(db: Database, address: string): Promise<number> {
  const rows = await db
    .delete(inboxPublicReplies)
    .where(sql`${inboxPublicReplies.ownerEmail} = ${normalizeEmail(address)}`)
    .returning({ key: inboxPublicReplies.reviewKey });
  return rows.length;
}

/**
 * What the inbox kept that nothing stands behind any more: replies of an address and place with no blitz left (the
 * enrollment erased by retention or a request), and marks of reviews deleted with their connection. Daily, with the
 * data retention.
 */
export async function purgeOrphanInboxRows(ctx: ServerContext): Promise<{ replies: number; marks: number }> {
  const replies = await ctx.database.db
    .delete(inboxPublicReplies)
    .where(sql`not ${ownsPlaceSql(inboxPublicReplies.ownerEmail, inboxPublicReplies.placeId)}`)
    .returning({ key: inboxPublicReplies.reviewKey });
  return { replies: replies.length, marks: await forgetOrphanMarks(ctx) };
}
