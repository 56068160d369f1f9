import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { googleReviews } from './review-tables.ts';

/**
 * A connection's live reviews (deleted ones left out) as a subquery a higher feature aggregates over in SQL: the
 * owner's results (docs/results.md) count, average and take percentiles of it without loading a review into memory.
 * One row per review, as Google last returned it (an edited review is still one row, with its first createTime).
 */
export function liveReviewsOf(db: Database, connectionId: string) {
  return db
    .select({
      connectionId: googleReviews.connectionId,
      reviewName: googleReviews.reviewName,
      rating: googleReviews.rating,
      comment: googleReviews.comment,
      reviewerName: googleReviews.reviewerName,
      reviewerAnonymous: googleReviews.reviewerAnonymous,
      createTime: googleReviews.createTime,
      updateTime: googleReviews.updateTime,
      replyComment: googleReviews.replyComment,
      replyTime: googleReviews.replyTime,
    })
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), isNull(googleReviews.deletedAt)))
    .as('live_reviews');
}

export type LiveReviews = ReturnType<typeof liveReviewsOf>;
