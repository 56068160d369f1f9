import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { monthlyReports } from './monthly-report-tables.ts';
import { forgetOrphanThemes } from './theme-rollup.ts';

/**
 * Results' part of data retention and erasure: the themes rollup holds what the analysis read in a connection's
 * reviews, so it goes when they go. Disconnects and retention delete the reviews (google-business); this removes the
 * readings and themes of reviews no longer stored. The daily data retention and an erasure (after it deletes the
 * owner's connections) call it; a second run finds nothing.
 */
export async function purgeOrphanResultRows(db: Database): Promise<{ readings: number }> {
  return { readings: await forgetOrphanThemes(db) };
}

/** The monthly reports of an owner's enrollments (a data-rights export): the month, what came of it, how many got it. */
export async function monthlyReportRowsOf(db: Database, enrollmentIds: readonly string[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .select()
    .from(monthlyReports)
    .where(inArray(monthlyReports.enrollmentId, [...enrollmentIds]));
}
