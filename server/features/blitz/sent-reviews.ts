import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OFFER_KEY_PREFIX } from '#server/features/google-business/index.ts';
import { blitzSentReviews } from './blitz-tables.ts';

/**
 * SQL, for a query on a Business Profile review's columns: a morning email of the enrollment offered the review (any
 * version of it: the key of its first offer, or of an offer after an edit, offerKey) at or after `changedAt`, so the
 * owner was told of what changed.
 */
export function toldInAMorning(enrollmentId: string): (reviewName: AnyPgColumn, changedAt: AnyPgColumn) => SQL {
  return (reviewName, changedAt) => {
    const key = sql`${OFFER_KEY_PREFIX}::text || ${reviewName}`;
    return sql`exists (select 1 from ${blitzSentReviews} where ${and(
      eq(blitzSentReviews.enrollmentId, enrollmentId),
      or(sql`${blitzSentReviews.reviewKey} = ${key}`, sql`starts_with(${blitzSentReviews.reviewKey}, ${key} || '@')`),
      sql`${blitzSentReviews.sentAt} >= ${changedAt}`,
    )})`;
  };
}
