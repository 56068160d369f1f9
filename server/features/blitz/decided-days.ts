import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/database.ts';
import { blitzSends } from './blitz-tables.ts';
import type { LocalDay } from './schedule.ts';

/** The local days whose morning of an enrollment is already decided (sent, quiet or skipped): nextMorning skips them. */
export async function decidedDaysOf(database: DatabaseHandle, enrollmentId: string): Promise<Set<LocalDay>> {
  const rows = await database.db
    .select({ day: blitzSends.localDay })
    .from(blitzSends)
    .where(eq(blitzSends.enrollmentId, enrollmentId));
  return new Set(rows.map((row) => row.day));
}
