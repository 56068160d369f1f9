import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/database.ts';
import { blitzSentReviews } from './blitz-tables.ts';

/** The keys of the reviews the emails of these enrollments suggested a reply to, as stored (with any version). */
export async function sentReviewKeysOf(database: DatabaseHandle, enrollmentIds: readonly string[]): Promise<string[]> {
  if (enrollmentIds.length === 0) return [];
  const rows = await database.db
    .select({ key: blitzSentReviews.reviewKey })
    .from(blitzSentReviews)
    .where(inArray(blitzSentReviews.enrollmentId, [...enrollmentIds]));
  return rows.map((row) => row.key);
}
