import { and, desc, eq, sql } from 'drizzle-orm';
import { RESULTS_THEMES, THEME_REVIEWS_LIMIT } from '#contracts/owner-results-constants.ts';
import type { ThemeCount, ThemeReview, ThemeSide } from '#contracts/owner-results.ts';
import { ANONYMOUS_REVIEWER, liveReviewsOf } from '#server/features/google-business/index.ts';
import type { Database } from '#server/db/database.ts';
import { monthIndexSql, type CalendarMonth } from './results-figures.ts';
import { resultsReviewReadings, resultsReviewThemes } from './results-tables.ts';

/**
 * Praise and criticism by calendar month, counted in SQL from the themes rollup (theme-rollup.ts): a review counts for
 * a theme in the month of its createTime (restaurant's zone), only through its current version's reading, never once
 * deleted.
 */

/** The live reviews of the connection joined to their current reading's themes, between two instants. */
function themedReviews(db: Database, connectionId: string, window: { from: Date; to: Date }) {
  const live = liveReviewsOf(db, connectionId);
  const inWindow = sql`${live.createTime} >= ${window.from.toISOString()}::timestamptz and ${live.createTime} < ${window.to.toISOString()}::timestamptz`;
  const current = and(
    eq(resultsReviewReadings.connectionId, resultsReviewThemes.connectionId),
    eq(resultsReviewReadings.reviewName, resultsReviewThemes.reviewName),
    eq(resultsReviewReadings.updateTime, live.updateTime),
  );
  return { live, inWindow, current };
}

/** Each side's most mentioned themes over the months given (at most `top`), with their count in each month. */
export async function themeCounts(
  db: Database,
  connectionId: string | null,
  months: readonly CalendarMonth[],
  top = RESULTS_THEMES,
): Promise<Record<ThemeSide, ThemeCount[]>> {
  const first = months[0];
  const last = months.at(-1);
  if (connectionId === null || !first || !last) return { praise: [], criticism: [] };
  const { live, inWindow, current } = themedReviews(db, connectionId, { from: first.from, to: last.to });
  const month = monthIndexSql(live.createTime, months);
  const rows = await db
    .select({
      side: resultsReviewThemes.side,
      key: resultsReviewThemes.key,
      label: sql<string>`min(${resultsReviewThemes.label})`,
      month,
      count: sql<number>`count(*)::int`,
    })
    .from(resultsReviewThemes)
    .innerJoin(live, eq(live.reviewName, resultsReviewThemes.reviewName))
    .innerJoin(resultsReviewReadings, current)
    .where(and(eq(resultsReviewThemes.connectionId, connectionId), inWindow))
    .groupBy(sql`1, 2, 4`); // side, key, month, by position: PostgreSQL matches expressions, not parameter values
  const bySide: Record<ThemeSide, Map<string, ThemeCount>> = { praise: new Map(), criticism: new Map() };
  for (const row of rows) {
    const themes = bySide[row.side];
    const theme = themes.get(row.key) ?? {
      key: row.key,
      label: row.label,
      total: 0,
      byMonth: months.map((m) => ({ month: m.month, count: 0 })),
    };
    const count = Number(row.count);
    theme.total += count;
    const slot = theme.byMonth[Number(row.month) - 1];
    if (slot) slot.count += count;
    themes.set(row.key, theme);
  }
  const ranked = (themes: Map<string, ThemeCount>) =>
    [...themes.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key)).slice(0, top);
  return { praise: ranked(bySide.praise), criticism: ranked(bySide.criticism) };
}

/** The live reviews behind one theme between two instants, newest first, with how many there are in all. */
export async function reviewsOfTheme(
  db: Database,
  connectionId: string,
  theme: { side: ThemeSide; key: string },
  window: { from: Date; to: Date },
): Promise<{ label: string | null; total: number; reviews: ThemeReview[] }> {
  const { live, inWindow, current } = themedReviews(db, connectionId, window);
  const where = and(
    eq(resultsReviewThemes.connectionId, connectionId),
    eq(resultsReviewThemes.side, theme.side),
    eq(resultsReviewThemes.key, theme.key),
    inWindow,
  );
  const rows = await db
    .select({
      label: resultsReviewThemes.label,
      total: sql<number>`(count(*) over ())::int`,
      createTime: live.createTime,
      rating: live.rating,
      reviewerName: live.reviewerName,
      reviewerAnonymous: live.reviewerAnonymous,
      comment: live.comment,
      replyComment: live.replyComment,
      replyTime: live.replyTime,
      updateTime: live.updateTime,
    })
    .from(resultsReviewThemes)
    .innerJoin(live, eq(live.reviewName, resultsReviewThemes.reviewName))
    .innerJoin(resultsReviewReadings, current)
    .where(where)
    .orderBy(desc(live.createTime), desc(live.reviewName))
    .limit(THEME_REVIEWS_LIMIT);
  return {
    label: rows[0]?.label ?? null,
    total: Number(rows[0]?.total ?? 0),
    reviews: rows.map((row) => ({
      createdAt: row.createTime.toISOString(),
      rating: row.rating,
      reviewer: row.reviewerAnonymous || row.reviewerName.trim() === '' ? ANONYMOUS_REVIEWER : row.reviewerName,
      text: row.comment,
      reply:
        row.replyComment === null
          ? null
          : { text: row.replyComment, at: (row.replyTime ?? row.updateTime).toISOString() },
    })),
  };
}
