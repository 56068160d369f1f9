import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InboxFilter } from '#contracts/owner-inbox.ts';
import {
  connectedReviewPage,
  connectedReviewWithDraft,
  countConnectedReviews,
  type ReviewCondition,
  type ReviewSelection,
} from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { inboxReviewMarks } from './inbox-tables.ts';

/** Reviews on one inbox page. */
export const INBOX_PAGE_SIZE = 20;

/** The review has a mark of ours that says so. */
const marked =
  (says: 'negative' | 'escalated'): ReviewCondition =>
  (review) =>
    sql`exists (select 1 from ${inboxReviewMarks} where ${inboxReviewMarks.connectionId} = ${review.connectionId} and ${inboxReviewMarks.reviewName} = ${review.reviewName} and ${
      says === 'negative' ? sql`${inboxReviewMarks.negative} is true` : sql`${inboxReviewMarks.escalation} is not null`
    })`;

/** Which connected reviews each filter keeps: by reply state (google-business's), or by our marks. */
const SELECTIONS: Record<InboxFilter | 'all', ReviewSelection> = {
  all: 'all',
  'needs-reply': 'needs-reply',
  negative: marked('negative'),
  escalated: marked('escalated'),
  answered: 'answered',
  skipped: 'skipped',
};

/** How many of the connection's reviews each filter keeps, in one query. */
export async function connectedCounts(
  ctx: ServerContext,
  connectionId: string,
): Promise<Record<InboxFilter | 'all', number>> {
  return countConnectedReviews(ctx, connectionId, SELECTIONS);
}

/** One page of the connection's reviews, newest first, with their drafts and marks. */
export async function connectedPage(
  ctx: ServerContext,
  connectionId: string,
  filter: InboxFilter | 'all',
  page: number,
) {
  const rows = await connectedReviewPage(ctx, connectionId, SELECTIONS[filter], {
    limit: INBOX_PAGE_SIZE,
    offset: (page - 1) * INBOX_PAGE_SIZE,
  });
  const names = rows.map((row) => row.review.reviewName);
  const marks =
    names.length === 0
      ? []
      : await ctx.database.db
          .select()
          .from(inboxReviewMarks)
          .where(and(eq(inboxReviewMarks.connectionId, connectionId), inArray(inboxReviewMarks.reviewName, names)));
  return rows.map((row) => ({
    ...row,
    mark: marks.find((mark) => mark.reviewName === row.review.reviewName) ?? null,
  }));
}

export type ConnectedRow = Awaited<ReturnType<typeof connectedPage>>[number];

/** One stored review of the connection (not deleted), with its draft; null when it is not the connection's. */
export async function connectedReview(ctx: ServerContext, connectionId: string, reviewName: string) {
  return connectedReviewWithDraft(ctx, connectionId, reviewName);
}
