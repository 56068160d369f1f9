import { sql, type SQL } from 'drizzle-orm';
import { MIN_MEANINGFUL_REVIEWS } from '#contracts/owner-results-constants.ts';
import type { MonthKey, MonthRating, PeriodFigures } from '#contracts/owner-results.ts';
import { liveReviewsOf } from '#server/features/google-business/index.ts';
import { queryRows, type Database } from '#server/db/database.ts';

/**
 * The figures of docs/results.md, each an SQL aggregate over the connection's live reviews: counts, answered counts,
 * the median and 90th percentile of the time to reply (`percentile_cont`), stars by calendar month in the
 * restaurant's zone. Nothing here loads the reviews themselves.
 */

export interface Period {
  label: string;
  from: Date;
  to: Date;
}

/** A calendar month in the zone: its key and its bounds as instants (inclusive start, exclusive end). */
export interface CalendarMonth {
  month: MonthKey;
  from: Date;
  to: Date;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const epochMs = (value: SQL) => sql`(extract(epoch from ${value}) * 1000)::float8`;

/**
 * The calendar months of the zone from `back` months before the one `now` falls in, to that one, oldest first. A
 * month starts at local midnight of its first day, so 23:30 local on the 31st belongs to that month whatever UTC says.
 */
export async function calendarMonths(
  db: Database,
  now: Date,
  timeZone: string,
  back: number,
): Promise<CalendarMonth[]> {
  const local = sql`date_trunc('month', ${instant(now)} at time zone ${timeZone})`;
  const rows = await queryRows<{ month: string; from_ms: number; to_ms: number }>(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, ${epochMs(sql`m at time zone ${timeZone}`)} as from_ms,
      ${epochMs(sql`(m + interval '1 month') at time zone ${timeZone}`)} as to_ms
      from generate_series(${local} - make_interval(months => ${back}::int), ${local}, interval '1 month') as m
      order by m`,
  );
  return rows.map((row) => ({
    month: row.month,
    from: new Date(Number(row.from_ms)),
    to: new Date(Number(row.to_ms)),
  }));
}

/** The bounds of one calendar month (`YYYY-MM`) in the zone. */
export async function monthBounds(db: Database, month: MonthKey, timeZone: string): Promise<CalendarMonth> {
  const start = sql`to_timestamp(${`${month}-01`}, 'YYYY-MM-DD')::timestamp`;
  const [row] = await queryRows<{ from_ms: number; to_ms: number }>(
    db,
    sql`select ${epochMs(sql`${start} at time zone ${timeZone}`)} as from_ms,
      ${epochMs(sql`(${start} + interval '1 month') at time zone ${timeZone}`)} as to_ms`,
  );
  if (!row) throw new Error(`no bounds for ${month}`);
  return { month, from: new Date(Number(row.from_ms)), to: new Date(Number(row.to_ms)) };
}

/** Hours with two decimals; null stays null. */
function hours(value: number | string | null): number | null {
  return value === null ? null : Math.round(Number(value) * 100) / 100;
}

/** The figures of a period with no reviews (an unconnected restaurant's, or one the connection never read). */
function emptyFigures(period: Period): PeriodFigures {
  return figuresOf(period, { reviews: 0, answered: 0, median: null, p90: null });
}

function figuresOf(
  period: Period,
  row: { reviews: number; answered: number; median: number | string | null; p90: number | string | null },
): PeriodFigures {
  const reviews = Number(row.reviews);
  const answered = Number(row.answered);
  return {
    label: period.label,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    reviews,
    answered,
    responseRate: reviews === 0 ? null : answered / reviews,
    medianReplyHours: answered === 0 ? null : hours(row.median),
    p90ReplyHours: answered === 0 ? null : hours(row.p90),
    meaningful: reviews >= MIN_MEANINGFUL_REVIEWS,
  };
}

/**
 * Response rate and time to reply of each period, in one query. A review counts in a period by its createTime;
 * answered = a reply on Google (`replyComment`), whoever wrote it; time to reply = the reply's time (its updateTime
 * on Google; the review's updateTime where an old row lacks it) − the review's createTime.
 */
export async function periodFigures(
  db: Database,
  connectionId: string | null,
  periods: readonly Period[],
): Promise<PeriodFigures[]> {
  if (connectionId === null || periods.length === 0) return periods.map(emptyFigures);
  const live = liveReviewsOf(db, connectionId);
  const replyHours = sql`extract(epoch from (coalesce(${live.replyTime}, ${live.updateTime}) - ${live.createTime})) / 3600.0`;
  const columns: Record<string, SQL> = {};
  periods.forEach((period, i) => {
    const inPeriod = sql`${live.createTime} >= ${instant(period.from)} and ${live.createTime} < ${instant(period.to)}`;
    const answered = sql`${inPeriod} and ${live.replyComment} is not null`;
    columns[`reviews${i}`] = sql`(count(*) filter (where ${inPeriod}))::int`;
    columns[`answered${i}`] = sql`(count(*) filter (where ${answered}))::int`;
    columns[`median${i}`] =
      sql`(percentile_cont(0.5) within group (order by ${replyHours}) filter (where ${answered}))::float8`;
    columns[`p90${i}`] =
      sql`(percentile_cont(0.9) within group (order by ${replyHours}) filter (where ${answered}))::float8`;
  });
  const [row] = (await db.select(columns).from(live)) as Record<string, number | string | null>[];
  return periods.map((period, i) =>
    figuresOf(period, {
      reviews: Number(row?.[`reviews${i}`] ?? 0),
      answered: Number(row?.[`answered${i}`] ?? 0),
      median: row?.[`median${i}`] ?? null,
      p90: row?.[`p90${i}`] ?? null,
    }),
  );
}

/** Stars of each calendar month given (the page's last RESULTS_MONTHS, or the report's one), months without reviews included. */
export async function monthRatings(
  db: Database,
  connectionId: string | null,
  months: readonly CalendarMonth[],
  timeZone: string,
): Promise<MonthRating[]> {
  const first = months[0];
  const last = months.at(-1);
  const found = new Map<string, MonthRating>();
  if (connectionId !== null && first && last) {
    const live = liveReviewsOf(db, connectionId);
    const month = sql<string>`to_char(${live.createTime} at time zone ${timeZone}, 'YYYY-MM')`;
    const star = (n: number) => sql<number>`(count(*) filter (where ${live.rating} = ${n}))::int`;
    const rows = await db
      .select({
        month,
        reviews: sql<number>`count(*)::int`,
        average: sql<number>`avg(${live.rating})::float8`,
        s1: star(1),
        s2: star(2),
        s3: star(3),
        s4: star(4),
        s5: star(5),
      })
      .from(live)
      .where(sql`${live.createTime} >= ${instant(first.from)} and ${live.createTime} < ${instant(last.to)}`)
      // By the month's position: the zone is a parameter, and PostgreSQL matches GROUP BY expressions, not values.
      .groupBy(sql`1`);
    for (const row of rows) {
      found.set(row.month, {
        month: row.month,
        reviews: Number(row.reviews),
        average: Math.round(Number(row.average) * 100) / 100,
        stars: [row.s1, row.s2, row.s3, row.s4, row.s5].map(Number) as MonthRating['stars'],
      });
    }
  }
  return months.map((m) => found.get(m.month) ?? { month: m.month, reviews: 0, average: null, stars: [0, 0, 0, 0, 0] });
}

/** The oldest live review's createTime (where "before Replybook" starts); null when there is none. */
export async function oldestReview(db: Database, connectionId: string | null): Promise<Date | null> {
  if (connectionId === null) return null;
  const live = liveReviewsOf(db, connectionId);
  const [row] = await db.select({ at: sql<number | null>`${epochMs(sql`min(${live.createTime})`)}` }).from(live);
  return row?.at === null || row?.at === undefined ? null : new Date(Number(row.at));
}
