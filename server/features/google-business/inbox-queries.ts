import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServerContext } from '#server/server-context.ts';
import { enrollmentById } from '#server/features/owners/index.ts';
import { googleConnections } from './connection-tables.ts';
import { googleReplyDrafts, googleReviews } from './review-tables.ts';

/**
 * A connection's stored reviews and their reply drafts as the owner's inbox reads them: counted and paged by reply
 * state or by a condition of the inbox's own (its marks), written against the review's columns.
 */

/** The columns of a stored review a caller's condition refers to. */
export interface ReviewColumns {
  connectionId: AnyPgColumn;
  reviewName: AnyPgColumn;
  updateTime: AnyPgColumn;
}
/** A caller's condition on a review: `exists (select 1 from its_table where … = review.reviewName)`, say. */
export type ReviewCondition = (review: ReviewColumns) => SQL;
/** Which of a connection's reviews: every one, by reply state, or by the caller's condition. */
export type ReviewSelection = 'all' | 'needs-reply' | 'skipped' | 'answered' | ReviewCondition;

const REVIEW: ReviewColumns = {
  connectionId: googleReviews.connectionId,
  reviewName: googleReviews.reviewName,
  updateTime: googleReviews.updateTime,
};

/** The condition of a selection; a review without a reply that the owner skipped is "skipped" only. */
function conditionOf(selection: ReviewSelection): SQL | undefined {
  switch (selection) {
    case 'all':
      return undefined;
    case 'needs-reply':
      return sql`${googleReviews.replyComment} is null and ${googleReplyDrafts.status} is distinct from 'skipped'`;
    case 'skipped':
      return sql`${googleReviews.replyComment} is null and ${googleReplyDrafts.status} = 'skipped'`;
    case 'answered':
      return sql`${googleReviews.replyComment} is not null`;
    default:
      return selection(REVIEW);
  }
}

const draftOfReview = and(
  eq(googleReplyDrafts.connectionId, googleReviews.connectionId),
  eq(googleReplyDrafts.reviewName, googleReviews.reviewName),
);

const live = (connectionId: string) =>
  and(eq(googleReviews.connectionId, connectionId), isNull(googleReviews.deletedAt));

export type StoredReview = typeof googleReviews.$inferSelect;
export type StoredReplyDraft = typeof googleReplyDrafts.$inferSelect;

/** How many of the connection's live reviews each selection keeps, in one query. */
export async function countConnectedReviews<K extends string>(
  ctx: ServerContext,
  connectionId: string,
  selections: Record<K, ReviewSelection>,
): Promise<Record<K, number>> {
  const keys = Object.keys(selections) as K[];
  const columns = Object.fromEntries(
    keys.map((key) => {
      const condition = conditionOf(selections[key]);
      return [key, condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`];
    }),
  ) as Record<K, SQL<number>>;
  const [row] = await ctx.database.db
    .select(columns)
    .from(googleReviews)
    .leftJoin(googleReplyDrafts, draftOfReview)
    .where(live(connectionId));
  const counts = (row ?? {}) as Partial<Record<K, number>>;
  return Object.fromEntries(keys.map((key) => [key, Number(counts[key] ?? 0)])) as Record<K, number>;
}

/**
 * One page of the connection's live reviews a selection keeps, newest first, with their drafts. "All" and
 * "answered" read only the reviews (the newest-first index gives the page at once) and then the page's drafts; the
 * other selections read them joined.
 */
export async function connectedReviewPage(
  ctx: ServerContext,
  connectionId: string,
  selection: ReviewSelection,
  page: { limit: number; offset: number },
): Promise<{ review: StoredReview; draft: StoredReplyDraft | null }[]> {
  const { db } = ctx.database;
  const order = [desc(googleReviews.createTime), desc(googleReviews.reviewName)];
  const where = and(live(connectionId), conditionOf(selection));
  if (selection === 'all' || selection === 'answered') {
    const reviews = await db
      .select()
      .from(googleReviews)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const names = reviews.map((review) => review.reviewName);
    if (names.length === 0) return [];
    const drafts = await db
      .select()
      .from(googleReplyDrafts)
      .where(and(eq(googleReplyDrafts.connectionId, connectionId), inArray(googleReplyDrafts.reviewName, names)));
    return reviews.map((review) => ({
      review,
      draft: drafts.find((draft) => draft.reviewName === review.reviewName) ?? null,
    }));
  }
  return db
    .select({ review: googleReviews, draft: googleReplyDrafts })
    .from(googleReviews)
    .leftJoin(googleReplyDrafts, draftOfReview)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** One live stored review of the connection, with its draft; null when it is not the connection's. */
export async function connectedReviewWithDraft(ctx: ServerContext, connectionId: string, reviewName: string) {
  const [row] = await ctx.database.db
    .select({ review: googleReviews, draft: googleReplyDrafts })
    .from(googleReviews)
    .leftJoin(googleReplyDrafts, draftOfReview)
    .where(and(live(connectionId), eq(googleReviews.reviewName, reviewName)))
    .limit(1);
  return row ?? null;
}

/** The connection's stored reviews (deleted ones too) that meet the caller's condition, with what reading needs. */
export async function connectionReviewsWhere(ctx: ServerContext, connectionId: string, condition: ReviewCondition) {
  return ctx.database.db
    .select({
      reviewName: googleReviews.reviewName,
      rating: googleReviews.rating,
      comment: googleReviews.comment,
      updateTime: googleReviews.updateTime,
    })
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), condition(REVIEW)));
}

/** SQL: a review of that connection and name is stored (for another feature's rows keyed by a review). */
export function storedReviewSql(connectionId: AnyPgColumn | SQL, reviewName: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${googleReviews} where ${googleReviews.connectionId} = ${connectionId} and ${googleReviews.reviewName} = ${reviewName})`;
}

/** The enrollments among `enrollmentIds` whose Google connection is active. */
export async function activelyConnectedEnrollments(
  ctx: ServerContext,
  enrollmentIds: readonly string[],
): Promise<Set<string>> {
  if (enrollmentIds.length === 0) return new Set();
  const rows = await ctx.database.db
    .selectDistinct({ enrollmentId: googleConnections.enrollmentId })
    .from(googleConnections)
    .where(and(inArray(googleConnections.enrollmentId, [...enrollmentIds]), eq(googleConnections.status, 'active')));
  return new Set(rows.map((row) => row.enrollmentId));
}

/** Whose restaurant a connection reads: the address and place of its enrollment; null when either is gone. */
export async function ownerOfConnection(
  ctx: ServerContext,
  connectionId: string,
): Promise<{ email: string; placeId: string } | null> {
  const [connection] = await ctx.database.db
    .select({ enrollmentId: googleConnections.enrollmentId })
    .from(googleConnections)
    .where(eq(googleConnections.id, connectionId));
  const enrollment = connection ? await enrollmentById(ctx.database, connection.enrollmentId) : null;
  return enrollment ? { email: enrollment.email, placeId: enrollment.placeId } : null;
}

/** Writes our suggestion into a draft left empty (only while it still is); the draft as it now stands. */
export async function fillEmptyDraft(
  ctx: ServerContext,
  draft: StoredReplyDraft,
  text: string,
): Promise<StoredReplyDraft> {
  const [filled] = await ctx.database.db
    .update(googleReplyDrafts)
    .set({ draft: text, updatedAt: ctx.now() })
    .where(and(eq(googleReplyDrafts.id, draft.id), eq(googleReplyDrafts.draft, '')))
    .returning();
  return filled ?? draft;
}
