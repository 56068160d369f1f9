import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InboxFilter } from '#contracts/owner-inbox.ts';
import { googleReplyDrafts, googleReviews } from '#server/features/google-business/review-tables.ts';
import type { ServerContext } from '#server/server-context.ts';
import { inboxReviewMarks } from './inbox-tables.ts';

/** Reviews on one inbox page. */
export const INBOX_PAGE_SIZE = 20;

/** Which connected reviews each filter keeps; a review without a reply that the owner skipped is "skipped" only. */
function filterOf(filter: InboxFilter): SQL {
  switch (filter) {
    case 'needs-reply':
      return sql`${googleReviews.replyComment} is null and ${googleReplyDrafts.status} is distinct from 'skipped'`;
    case 'skipped':
      return sql`${googleReviews.replyComment} is null and ${googleReplyDrafts.status} = 'skipped'`;
    case 'answered':
      return sql`${googleReviews.replyComment} is not null`;
    case 'negative':
      return sql`${inboxReviewMarks.negative} is true`;
    case 'escalated':
      return sql`${inboxReviewMarks.escalation} is not null`;
  }
}

const FILTERS: readonly InboxFilter[] = ['needs-reply', 'negative', 'escalated', 'answered', 'skipped'];

const draftOfReview = and(
  eq(googleReplyDrafts.connectionId, googleReviews.connectionId),
  eq(googleReplyDrafts.reviewName, googleReviews.reviewName),
);
const markOfReview = and(
  eq(inboxReviewMarks.connectionId, googleReviews.connectionId),
  eq(inboxReviewMarks.reviewName, googleReviews.reviewName),
);

const live = (connectionId: string) =>
  and(eq(googleReviews.connectionId, connectionId), isNull(googleReviews.deletedAt));

/** How many of the connection's reviews each filter keeps, in one query. */
export async function connectedCounts(
  ctx: ServerContext,
  connectionId: string,
): Promise<Record<InboxFilter | 'all', number>> {
  const columns = Object.fromEntries([
    ['all', sql<number>`count(*)::int`],
    ...FILTERS.map((filter) => [filter, sql<number>`(count(*) filter (where ${filterOf(filter)}))::int`]),
  ]) as Record<InboxFilter | 'all', SQL<number>>;
  const [row] = await ctx.database.db
    .select(columns)
    .from(googleReviews)
    .leftJoin(googleReplyDrafts, draftOfReview)
    .leftJoin(inboxReviewMarks, markOfReview)
    .where(live(connectionId));
  const counts = { all: 0, 'needs-reply': 0, negative: 0, escalated: 0, answered: 0, skipped: 0 };
  for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = Number(row?.[key] ?? 0);
  return counts;
}

/**
 * One page of the connection's reviews, newest first, with their drafts and marks. "All" and "answered" read only
 * the reviews (the newest-first index gives the page at once) and then the page's drafts and marks; the other
 * filters read them joined.
 */
export async function connectedPage(
  ctx: ServerContext,
  connectionId: string,
  filter: InboxFilter | 'all',
  page: number,
) {
  const { db } = ctx.database;
  const order = [desc(googleReviews.createTime), desc(googleReviews.reviewName)];
  const offset = (page - 1) * INBOX_PAGE_SIZE;
  if (filter === 'all' || filter === 'answered') {
    const reviews = await db
      .select()
      .from(googleReviews)
      .where(filter === 'all' ? live(connectionId) : and(live(connectionId), filterOf(filter)))
      .orderBy(...order)
      .limit(INBOX_PAGE_SIZE)
      .offset(offset);
    const names = reviews.map((review) => review.reviewName);
    if (names.length === 0) return [];
    const [drafts, marks] = await Promise.all([
      db
        .select()
        .from(googleReplyDrafts)
        .where(and(eq(googleReplyDrafts.connectionId, connectionId), inArray(googleReplyDrafts.reviewName, names))),
      db
        .select()
        .from(inboxReviewMarks)
        .where(and(eq(inboxReviewMarks.connectionId, connectionId), inArray(inboxReviewMarks.reviewName, names))),
    ]);
    return reviews.map((review) => ({
      review,
      draft: drafts.find((draft) => draft.reviewName === review.reviewName) ?? null,
      mark: marks.find((mark) => mark.reviewName === review.reviewName) ?? null,
    }));
  }
  return db
    .select({ review: googleReviews, draft: googleReplyDrafts, mark: inboxReviewMarks })
    .from(googleReviews)
    .leftJoin(googleReplyDrafts, draftOfReview)
    .leftJoin(inboxReviewMarks, markOfReview)
    .where(and(live(connectionId), filterOf(filter)))
    .orderBy(...order)
    .limit(INBOX_PAGE_SIZE)
    .offset(offset);
}

export type ConnectedRow = Awaited<ReturnType<typeof connectedPage>>[number];

/** One stored review of the connection (not deleted), with its draft; null when it is not the connection's. */
export async function connectedReview(ctx: ServerContext, connectionId: string, reviewName: string) {
  const [row] = await ctx.database.db
    .select({ review: googleReviews, draft: googleReplyDrafts })
    .from(googleReviews)
    .leftJoin(googleReplyDrafts, draftOfReview)
    .where(and(live(connectionId), eq(googleReviews.reviewName, reviewName)))
    .limit(1);
  return row ?? null;
}
