import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Review } from '#contracts/places.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { replyLanguageOf } from '#server/features/playbooks/review-signals.ts';
import { GoogleApiError, type GoogleBusinessReview } from '#server/providers/google-business/google-business-client.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  GoogleConnectionBrokenError,
  type GoogleConnection,
  type GoogleConnections,
} from './google-connection-types.ts';
import { googleReplyDrafts, googleReviews } from './review-tables.ts';

export type StoredGoogleReview = typeof googleReviews.$inferSelect;

export interface ReviewSyncResult {
  /** Reviews read and stored (new or changed since the last sync). */
  stored: number;
  pagesRead: number;
  totalReviewCount: number;
}

/** Rows are upserted in batches so a first sync of thousands of reviews stays a few statements. */
const UPSERT_BATCH = 100;

/**
 * Reads the reviews changed since the connection's last sync (all of them the first time), newest update first,
 * stores them and records the sync. Throws GoogleApiError or GoogleConnectionBrokenError; the caller decides what a
 * failure means (the blitz falls back to public reviews).
 */
export async function syncReviews(
  ctx: ServerContext,
  connections: GoogleConnections,
  connection: GoogleConnection,
  now: Date = ctx.now(),
): Promise<ReviewSyncResult> {
  const client = ctx.googleBusiness;
  if (!client) throw new GoogleApiError('unavailable', 'Google Business Profile is not configured on this server');
  if (connection.status === 'broken') {
    throw new GoogleConnectionBrokenError('The Google connection needs to be made again');
  }
  const locationPath = `${connection.accountName}/${connection.locationName}`;
  const sync = await connections.withAccessToken(connection, (accessToken) =>
    client.listReviewsSince(accessToken, locationPath, connection.lastSyncedAt),
  );
  await storeReviews(ctx.database, connection.id, sync.reviews, now);
  await connections.recordSync(connection.id, now);
  return { stored: sync.reviews.length, pagesRead: sync.pagesRead, totalReviewCount: sync.totalReviewCount };
}

export async function storeReviews(
  database: DatabaseHandle,
  connectionId: string,
  reviews: readonly GoogleBusinessReview[],
  syncedAt: Date,
): Promise<void> {
  for (let start = 0; start < reviews.length; start += UPSERT_BATCH) {
    const rows = reviews.slice(start, start + UPSERT_BATCH).map((review) => ({
      connectionId,
      reviewName: review.name,
      rating: review.rating,
      comment: review.comment,
      reviewerName: review.reviewerName,
      reviewerAnonymous: review.reviewerAnonymous,
      createTime: new Date(review.createTime),
      updateTime: new Date(review.updateTime),
      replyComment: review.reply?.comment ?? null,
      replyTime: review.reply ? new Date(review.reply.updateTime) : null,
      syncedAt,
    }));
    await database.db
      .insert(googleReviews)
      .values(rows)
      .onConflictDoUpdate({
        target: [googleReviews.connectionId, googleReviews.reviewName],
        set: {
          rating: sql`excluded.rating`,
          comment: sql`excluded.comment`,
          reviewerName: sql`excluded.reviewer_name`,
          reviewerAnonymous: sql`excluded.reviewer_anonymous`,
          createTime: sql`excluded.create_time`,
          updateTime: sql`excluded.update_time`,
          replyComment: sql`excluded.reply_comment`,
          replyTime: sql`excluded.reply_time`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
  }
}

/** Stored reviews without a reply that were created or updated in (from, to], newest update first. */
export async function unansweredReviewsIn(
  database: DatabaseHandle,
  connectionId: string,
  window: { from: Date; to: Date },
): Promise<StoredGoogleReview[]> {
  const inWindow = (column: typeof googleReviews.createTime | typeof googleReviews.updateTime) =>
    and(gt(column, window.from), lte(column, window.to));
  return database.db
    .select()
    .from(googleReviews)
    .where(
      and(
        eq(googleReviews.connectionId, connectionId),
        isNull(googleReviews.replyComment),
        or(inWindow(googleReviews.createTime), inWindow(googleReviews.updateTime)),
      ),
    )
    .orderBy(desc(googleReviews.updateTime));
}

/** Stored reviews with no reply at all: the "still unanswered" figure of the morning email. */
export async function countUnansweredReviews(database: DatabaseHandle, connectionId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), isNull(googleReviews.replyComment)));
  return Number(row?.n ?? 0);
}

/** The newest unanswered reviews, the only ones the brand analysis learns from for a connected owner. */
export async function recentUnansweredReviews(
  database: DatabaseHandle,
  connectionId: string,
  limit: number,
): Promise<StoredGoogleReview[]> {
  return database.db
    .select()
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), isNull(googleReviews.replyComment)))
    .orderBy(desc(googleReviews.updateTime))
    .limit(limit);
}

/** The newest reviews the owner has answered: what the brand voice learns the owner's reply habits from. */
export async function recentAnsweredReviews(
  database: DatabaseHandle,
  connectionId: string,
  limit: number,
): Promise<StoredGoogleReview[]> {
  return database.db
    .select()
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), isNotNull(googleReviews.replyComment)))
    .orderBy(desc(googleReviews.updateTime))
    .limit(limit);
}

/** Shown when the guest chose to stay anonymous; never a guess at who they are. */
export const ANONYMOUS_REVIEWER = 'A Google user';

/** A stored review in the shape the reply writer and the emails use. */
export function toReview(row: StoredGoogleReview): Review {
  return {
    id: row.reviewName,
    rating: row.rating,
    text: row.comment ?? '',
    authorName: row.reviewerAnonymous || row.reviewerName.trim() === '' ? ANONYMOUS_REVIEWER : row.reviewerName,
    relativeTime: '',
    publishTime: row.createTime.toISOString(),
    // Google does not say which language a review is in: read it from the text, as the reply writer does.
    language: replyLanguageOf({ language: 'und', text: row.comment ?? '' }),
    ownerReply:
      row.replyComment !== null
        ? { text: row.replyComment, publishTime: (row.replyTime ?? row.updateTime).toISOString() }
        : null,
    source: 'google',
  };
}

/** Everything stored for these connections: called when they are deleted (disconnect, retention). */
export async function forgetConnectionReviews(
  database: DatabaseHandle,
  connectionIds: readonly string[],
): Promise<void> {
  if (connectionIds.length === 0) return;
  await database.db.delete(googleReplyDrafts).where(inArray(googleReplyDrafts.connectionId, [...connectionIds]));
  await database.db.delete(googleReviews).where(inArray(googleReviews.connectionId, [...connectionIds]));
}

/** A reconnect on the same location: the reviews and drafts stored for the old connections now belong to the new one. */
export async function moveConnectionReviews(
  tx: Pick<DatabaseHandle['db'], 'update'>,
  fromConnectionIds: readonly string[],
  toConnectionId: string,
): Promise<void> {
  await tx
    .update(googleReplyDrafts)
    .set({ connectionId: toConnectionId })
    .where(inArray(googleReplyDrafts.connectionId, [...fromConnectionIds]));
  await tx
    .update(googleReviews)
    .set({ connectionId: toConnectionId })
    .where(inArray(googleReviews.connectionId, [...fromConnectionIds]));
}
