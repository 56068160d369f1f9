import { replyLanguageOf, detectSensitive, type SensitiveKind } from '#server/features/playbooks/index.ts';
import { sql } from 'drizzle-orm';
import { analyzeReview } from '#server/features/brand/index.ts';
import { connectionReviewsWhere, storedReviewSql } from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { inboxReviewMarks } from './inbox-tables.ts';

export interface ReviewMark {
  negative: boolean;
  escalation: SensitiveKind[];
}

/**
 * How the inbox's filters read one review: negative at one or two stars, or when our analysis reads the text as
 * negative (a five-star review is a happy guest whatever the analysis says, as the reply writer holds); escalated
 * when the escalation detection (illness, allergy, injury, discrimination, legal…) finds something.
 */
export function markReview(rating: number, text: string | null): ReviewMark {
  const body = text?.trim() ?? '';
  const escalation = detectSensitive(body);
  if (rating <= 2) return { negative: true, escalation };
  if (rating >= 5 || body === '') return { negative: false, escalation };
  const insight = analyzeReview(body, replyLanguageOf({ language: 'und', text: body }));
  return { negative: insight.sentiment === 'negative', escalation };
}

/** Marks are written in batches: a first read of thousands of reviews stays a few statements. */
const BATCH = 200;

/**
 * Brings the marks of a connection's reviews up to date: those never read, and those Google changed since. After
 * the first visit this is one query that finds nothing.
 */
export async function refreshMarks(ctx: ServerContext, connectionId: string): Promise<void> {
  const { db } = ctx.database;
  // Never read, or read at another version (updateTime is never null on either side).
  const stale = await connectionReviewsWhere(
    ctx,
    connectionId,
    (review) =>
      sql`not exists (select 1 from ${inboxReviewMarks} where ${inboxReviewMarks.connectionId} = ${review.connectionId} and ${inboxReviewMarks.reviewName} = ${review.reviewName} and ${inboxReviewMarks.updateTime} = ${review.updateTime})`,
  );
  for (let start = 0; start < stale.length; start += BATCH) {
    const rows = stale.slice(start, start + BATCH).map((review) => {
      const mark = markReview(review.rating, review.comment);
      return {
        connectionId,
        reviewName: review.reviewName,
        updateTime: review.updateTime,
        negative: mark.negative,
        escalation: mark.escalation.length > 0 ? mark.escalation.join(',') : null,
      };
    });
    await db
      .insert(inboxReviewMarks)
      .values(rows)
      .onConflictDoUpdate({
        target: [inboxReviewMarks.connectionId, inboxReviewMarks.reviewName],
        set: {
          updateTime: sql`excluded.update_time`,
          negative: sql`excluded.negative`,
          escalation: sql`excluded.escalation`,
        },
      });
  }
}

/** Marks of connections that no longer exist (disconnected, or deleted by retention) go with them. */
export async function forgetOrphanMarks(ctx: ServerContext): Promise<number> {
  const rows = await ctx.database.db
    .delete(inboxReviewMarks)
    .where(sql`not ${storedReviewSql(inboxReviewMarks.connectionId, inboxReviewMarks.reviewName)}`)
    .returning({ name: inboxReviewMarks.reviewName });
  return rows.length;
}
