import { and, eq, inArray, sql } from 'drizzle-orm';
import { connectionReviewsWhere, storedReviewSql } from '#server/features/google-business/index.ts';
import type { Database } from '#server/db/database.ts';
import type { ServerContext } from '#server/server-context.ts';
import { reviewThemes } from './review-themes.ts';
import { resultsReviewReadings, resultsReviewThemes } from './results-tables.ts';

/**
 * The themes rollup (docs/results.md): each connected review is read once per version (its updateTime) and what it
 * praises and criticises is stored, so the page counts themes by month in SQL. Filled after every sync of the
 * connection (server/app-features.ts) and, for reviews stored before this existed or still unread, when the page
 * is opened (`limit` reviews at most there, so a first visit stays quick and the next sync reads the rest).
 */

/** Reviews read and written per statement. */
const BATCH = 200;

/** Reads the connection's reviews that have no reading at their current version; how many were read. */
export async function refreshThemes(
  ctx: ServerContext,
  connectionId: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  const stale = await connectionReviewsWhere(
    ctx,
    connectionId,
    (review) =>
      sql`not exists (select 1 from ${resultsReviewReadings} where ${resultsReviewReadings.connectionId} = ${review.connectionId} and ${resultsReviewReadings.reviewName} = ${review.reviewName} and ${resultsReviewReadings.updateTime} = ${review.updateTime})`,
  );
  // Newest first, so a page view that reads only some fills the months it shows before older ones.
  const toRead = stale.sort((a, b) => b.updateTime.getTime() - a.updateTime.getTime()).slice(0, limit);
  for (let start = 0; start < toRead.length; start += BATCH) {
    const batch = toRead.slice(start, start + BATCH);
    const themes = batch.flatMap((review) =>
      reviewThemes(review.rating, review.comment).map((theme) => ({
        connectionId,
        reviewName: review.reviewName,
        ...theme,
      })),
    );
    await ctx.database.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const names = batch.map((review) => review.reviewName);
      await db
        .delete(resultsReviewThemes)
        .where(and(eq(resultsReviewThemes.connectionId, connectionId), inArray(resultsReviewThemes.reviewName, names)));
      if (themes.length > 0) await db.insert(resultsReviewThemes).values(themes);
      await db
        .insert(resultsReviewReadings)
        .values(batch.map((review) => ({ connectionId, reviewName: review.reviewName, updateTime: review.updateTime })))
        .onConflictDoUpdate({
          target: [resultsReviewReadings.connectionId, resultsReviewReadings.reviewName],
          set: { updateTime: sql`excluded.update_time` },
        });
    });
  }
  return toRead.length;
}

/**
 * Rows of reviews that are no longer stored (their connection was disconnected, replaced or deleted by retention or
 * an erasure): deleted. How many readings went.
 */
export async function forgetOrphanThemes(db: Database): Promise<number> {
  await db
    .delete(resultsReviewThemes)
    .where(sql`not ${storedReviewSql(resultsReviewThemes.connectionId, resultsReviewThemes.reviewName)}`);
  const readings = await db
    .delete(resultsReviewReadings)
    .where(sql`not ${storedReviewSql(resultsReviewReadings.connectionId, resultsReviewReadings.reviewName)}`)
    .returning({ name: resultsReviewReadings.reviewName });
  return readings.length;
}
