import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { blitzSends } from './blitz-tables.ts';

/** The blitz's part of a data-rights request: the mornings sent for an owner's enrollments. */
export async function blitzSendRowsOf(db: Database, enrollmentIds: readonly string[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .select()
    .from(blitzSends)
    .where(inArray(blitzSends.enrollmentId, [...enrollmentIds]));
}
