import { replyLanguageOf } from '#server/features/playbooks/index.ts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Review } from '#contracts/places.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { GoogleApiError, type GoogleBusinessReview } from '#server/providers/google-business/google-business-client.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  GoogleConnectionBrokenError,
  type GoogleConnection,
  type GoogleConnections,
} from './google-connection-types.ts';
import { googleReviewAlerts } from './alert-tables.ts';
import { googleReplyDrafts, googleReviews } from './review-tables.ts';
import { changedSinceDraft } from './review-version.ts';

export type StoredGoogleReview = typeof googleReviews.$inferSelect;

export interface ReviewSyncResult {
  /** Reviews read and stored (new or changed since the last sync, and those the overlap read again). */
  stored: number;
  pagesRead: number;
  totalReviewCount: number;
  /** The names of the reviews this sync read: fresh, so the re-check before an email skips them. */
  names: Set<string>;
}

/** Rows are upserted in batches so a first sync of thousands of reviews stays a few statements. */
const UPSERT_BATCH = 100;
/** Google's largest page of reviews: what one listing request reads. */
const REVIEWS_PER_PAGE = 50;

/**
 * How far before the newest updateTime Google has returned a sync reads again. Google publishes some reviews late
 * (held for moderation) with the updateTime they were written at, and its clock is not ours: a watermark of our own
 * "now" loses such a review for good. Reading a day back costs a page at most for almost every restaurant, and the
 * upsert by review name and updateTime makes what is read twice count once.
 */
export const SYNC_OVERLAP_MS = 24 * 3_600_000;

/**
 * Where the next sync starts: the newest updateTime Google returned for this connection, less SYNC_OVERLAP_MS; null
 * (read every page) before the first sync.
 */
export async function syncWatermark(database: DatabaseHandle, connectionId: string): Promise<Date | null> {
  const [row] = await database.db
    .select({ newest: max(googleReviews.updateTime) })
    .from(googleReviews)
    .where(eq(googleReviews.connectionId, connectionId));
  const newest = row?.newest ? new Date(row.newest) : null;
  return newest ? new Date(newest.getTime() - SYNC_OVERLAP_MS) : null;
}

/**
 * Reads the reviews updated since the watermark (all of them the first time), newest update first, stores them and
 * records the sync. Throws GoogleApiError or GoogleConnectionBrokenError; the caller decides what a failure means
 * (the blitz falls back to public reviews).
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
  const since = await syncWatermark(ctx.database, connection.id);
  const locationPath = `${connection.accountName}/${connection.locationName}`;
  const sync = await connections.withAccessToken(connection, (accessToken) =>
    client.listReviewsSince(accessToken, locationPath, since),
  );
  // After the first sync, a review read for the first time, or changed, is news for the next morning email.
  await storeReviews(ctx.database, connection.id, sync.reviews, now, {
    discovered: since !== null || connection.lastSyncedAt !== null,
  });
  await connections.recordSync(connection.id, now);
  return {
    stored: sync.reviews.length,
    pagesRead: sync.pagesRead,
    totalReviewCount: sync.totalReviewCount,
    names: new Set(sync.reviews.map((review) => review.name)),
  };
}

export interface RecheckResult {
  /** Stored unanswered reviews the sync had not just read. */
  checked: number;
  /** 'each': one get per review; 'listing': one complete listing was cheaper. */
  how: 'none' | 'each' | 'listing';
  /** Marked deleted (Google no longer returns them). */
  deleted: number;
}

/**
 * Before a morning email: reads again every stored review still shown as unanswered that the sync did not just read,
 * because a reply written on Google, or a deletion, does not move a review's updateTime and so never reaches an
 * incremental sync. One `getReview` per review while that is no more requests than a complete listing would take,
 * else one complete listing. A review Google answers 404 for, or that a complete listing (with nothing skipped) no
 * longer holds, is marked deleted and leaves the unanswered count. Rate limits and outages stop the re-check without
 * failing the email (the next morning checks again); other failures are thrown like the sync's.
 */
export async function recheckUnanswered(
  ctx: ServerContext,
  connections: GoogleConnections,
  connection: GoogleConnection,
  sync: Pick<ReviewSyncResult, 'names' | 'totalReviewCount'>,
  now: Date = ctx.now(),
): Promise<RecheckResult> {
  const client = ctx.googleBusiness;
  if (!client) throw new GoogleApiError('unavailable', 'Google Business Profile is not configured on this server');
  const { db } = ctx.database;
  const unanswered = await db
    .select({ reviewName: googleReviews.reviewName })
    .from(googleReviews)
    .where(liveReviews(connection.id, false))
    .orderBy(asc(googleReviews.syncedAt));
  const stale = unanswered.map((row) => row.reviewName).filter((name) => !sync.names.has(name));
  if (stale.length === 0) return { checked: 0, how: 'none', deleted: 0 };
  const listingPages = Math.max(1, Math.ceil(sync.totalReviewCount / REVIEWS_PER_PAGE));
  let deleted: string[] = [];
  try {
    if (stale.length <= listingPages) {
      for (const name of stale) {
        try {
          const review = await connections.withAccessToken(connection, (accessToken) =>
            client.getReview(accessToken, name),
          );
          await storeReviews(ctx.database, connection.id, [review], now, { discovered: true });
        } catch (error) {
          if (!(error instanceof GoogleApiError && error.failure === 'not-found')) throw error;
          deleted.push(name);
        }
      }
    } else {
      const locationPath = `${connection.accountName}/${connection.locationName}`;
      const listing = await connections.withAccessToken(connection, (accessToken) =>
        client.listReviewsSince(accessToken, locationPath, null),
      );
      await storeReviews(ctx.database, connection.id, listing.reviews, now, { discovered: true });
      // A review left out as unreadable is not gone: only a listing with nothing skipped can say what is.
      if (!listing.skipped) {
        const listed = new Set(listing.reviews.map((review) => review.name));
        deleted = stale.filter((name) => !listed.has(name));
      }
    }
  } catch (error) {
    if (!(error instanceof GoogleApiError && (error.failure === 'rate-limited' || error.failure === 'unavailable'))) {
      throw error;
    }
    ctx.logger.warn({ err: error, connectionId: connection.id }, 'Re-checking unanswered reviews stopped early');
  }
  await markDeleted(ctx.database, connection.id, deleted, now);
  return { checked: stale.length, how: stale.length <= listingPages ? 'each' : 'listing', deleted: deleted.length };
}

/** Google no longer returns these reviews: they leave the unanswered count and are never offered again. */
export async function markDeleted(
  database: DatabaseHandle,
  connectionId: string,
  reviewNames: readonly string[],
  at: Date,
): Promise<void> {
  if (reviewNames.length === 0) return;
  await database.db
    .update(googleReviews)
    .set({ deletedAt: at })
    .where(
      and(
        eq(googleReviews.connectionId, connectionId),
        inArray(googleReviews.reviewName, [...reviewNames]),
        isNull(googleReviews.deletedAt),
      ),
    );
}

/**
 * Upserts reviews by (connection, review name). A review read again unchanged (same updateTime, rating and text) is
 * the same review: only its reply and sync time are refreshed. With `discovered`, a new or changed one gets
 * `changed_at` (news for the next email); a review that was marked deleted and is returned again is live again.
 */
export async function storeReviews(
  database: DatabaseHandle,
  connectionId: string,
  reviews: readonly GoogleBusinessReview[],
  syncedAt: Date,
  { discovered }: { discovered: boolean },
): Promise<void> {
  const changedAt = discovered ? syncedAt : null;
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
      changedAt,
      deletedAt: null,
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
          changedAt: sql`case when ${googleReviews.updateTime} is distinct from excluded.update_time
            or ${googleReviews.rating} is distinct from excluded.rating
            or ${googleReviews.comment} is distinct from excluded.comment
            then coalesce(excluded.changed_at, ${googleReviews.changedAt}) else ${googleReviews.changedAt} end`,
          deletedAt: sql`null`,
        },
      });
  }
}

/** A stored review the morning email may offer, and whether it changed after the draft we offered for it. */
export interface OfferableReview {
  row: StoredGoogleReview;
  /** It was offered before and changed since: offered again with a fresh draft, marked "edited". */
  edited: boolean;
}

/**
 * Stored reviews without a reply, not deleted, that are news for the send whose window is (from, to]: created or
 * updated (by Google's clock) in the window, or found new or changed by a sync after `from` (our clock, up to `now`:
 * a review published late, or edited). Newest update first, each with whether it changed since its draft.
 */
export async function unansweredReviewsIn(
  database: DatabaseHandle,
  connectionId: string,
  window: { from: Date; to: Date },
  now: Date = window.to,
): Promise<OfferableReview[]> {
  const inWindow = (column: typeof googleReviews.createTime | typeof googleReviews.updateTime) =>
    and(gt(column, window.from), lte(column, window.to));
  const seenUntil = now > window.to ? now : window.to;
  const rows = await database.db
    .select()
    .from(googleReviews)
    .where(
      and(
        eq(googleReviews.connectionId, connectionId),
        isNull(googleReviews.replyComment),
        isNull(googleReviews.deletedAt),
        or(
          inWindow(googleReviews.createTime),
          inWindow(googleReviews.updateTime),
          and(gt(googleReviews.changedAt, window.from), lte(googleReviews.changedAt, seenUntil)),
        ),
      ),
    )
    .orderBy(desc(googleReviews.updateTime));
  if (rows.length === 0) return [];
  const drafts = await database.db
    .select()
    .from(googleReplyDrafts)
    .where(
      and(
        eq(googleReplyDrafts.connectionId, connectionId),
        inArray(
          googleReplyDrafts.reviewName,
          rows.map((row) => row.reviewName),
        ),
      ),
    );
  const draftOf = new Map(drafts.map((draft) => [draft.reviewName, draft]));
  return rows.map((row) => {
    const draft = draftOf.get(row.reviewName);
    // Edited: changed since its draft, or already written again for an edit (a retried send keeps its key).
    return { row, edited: draft ? changedSinceDraft(draft, row) || draft.redraftedAt !== null : false };
  });
}

/** The connection's stored reviews that are not deleted, either those with a reply or those with none. */
export function liveReviews(connectionId: string, answered: boolean) {
  return and(
    eq(googleReviews.connectionId, connectionId),
    answered ? isNotNull(googleReviews.replyComment) : isNull(googleReviews.replyComment),
    isNull(googleReviews.deletedAt),
  );
}

/** Stored reviews with no reply at all, deleted ones left out: the "still unanswered" figure of the morning email. */
export async function countUnansweredReviews(database: DatabaseHandle, connectionId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(googleReviews).where(liveReviews(connectionId, false));
  return Number(row?.n ?? 0);
}

/** The newest live reviews of a connection, answered or unanswered, newest first. */
async function recentReviews(
  database: DatabaseHandle,
  connectionId: string,
  answered: boolean,
  limit: number,
): Promise<StoredGoogleReview[]> {
  return database.db
    .select()
    .from(googleReviews)
    .where(liveReviews(connectionId, answered))
    .orderBy(desc(googleReviews.updateTime))
    .limit(limit);
}

/** The newest unanswered reviews, the only ones the brand analysis learns from for a connected owner. */
export async function recentUnansweredReviews(
  database: DatabaseHandle,
  connectionId: string,
  limit: number,
): Promise<StoredGoogleReview[]> {
  return recentReviews(database, connectionId, false, limit);
}

/** The newest reviews the owner has answered: what the brand voice learns the owner's reply habits from. */
export async function recentAnsweredReviews(
  database: DatabaseHandle,
  connectionId: string,
  limit: number,
): Promise<StoredGoogleReview[]> {
  return recentReviews(database, connectionId, true, limit);
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

/** Everything stored for these connections (reviews, drafts, alerts): called when they are deleted (disconnect, retention). */
export async function forgetConnectionReviews(
  database: DatabaseHandle,
  connectionIds: readonly string[],
): Promise<void> {
  if (connectionIds.length === 0) return;
  await database.db.delete(googleReviewAlerts).where(inArray(googleReviewAlerts.connectionId, [...connectionIds]));
  await database.db.delete(googleReplyDrafts).where(inArray(googleReplyDrafts.connectionId, [...connectionIds]));
  await database.db.delete(googleReviews).where(inArray(googleReviews.connectionId, [...connectionIds]));
}

/**
 * A reconnect on the same location: the reviews, drafts and alerts stored for the old connections now belong to the new
 * one (so a review alerted before the reconnect is not alerted again).
 */
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
  await tx
    .update(googleReviewAlerts)
    .set({ connectionId: toConnectionId })
    .where(inArray(googleReviewAlerts.connectionId, [...fromConnectionIds]));
}
