import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MIN_MEANINGFUL_REVIEWS } from '#contracts/owner-results-constants.ts';
import type { MonthKey, MonthRating, PeriodFigures } from '#contracts/owner-results.ts';
import { liveReviewsOf } from '#server/features/google-business/index.ts';
import { localDate, sendInstantFor } from '#server/features/blitz/index.ts';
import type { Database } from '#server/db/database.ts';

/**
 * The figures of docs/results.md, each an SQL aggregate over the connection's live reviews: counts, answered counts,
 * the median and 90th percentile of the time to reply (`percentile_cont`), stars by calendar month in the
 * restaurant's zone. Nothing here loads the reviews themselves.
 */

export interface Period {
  label: string;
  /** null: from the oldest review on (what the figures then say `from` is; `to` when there is none). */
  from: Date | null;
  to: Date;
}

/** A calendar month in the zone: its key and its bounds as instants (inclusive start, exclusive end). */
export interface CalendarMonth {
  month: MonthKey;
  from: Date;
  to: Date;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `YYYY-MM` of a year and a month that may run past 12 or below 1 (month 0 is December of the year before). */
function monthKeyOf(year: number, month: number): MonthKey {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Local midnight on the first day of the month, in the zone, as an instant. */
function monthStart(month: MonthKey, timeZone: string): Date {
  return sendInstantFor(`${month}-01`, { minute: 0, timeZone });
}

/** The bounds of one calendar month (`YYYY-MM`) in the zone. */
export function monthBounds(month: MonthKey, timeZone: string): CalendarMonth {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { month, from: monthStart(month, timeZone), to: monthStart(monthKeyOf(year, number + 1), timeZone) };
}

/**
 * The calendar months of the zone from `back` months before the one `now` falls in, to that one, oldest first. A
 * month starts at local midnight of its first day, so 23:30 local on the 31st belongs to that month whatever UTC says.
 */
export function calendarMonths(now: Date, timeZone: string, back: number): CalendarMonth[] {
  const [year, month] = localDate(now, timeZone).split('-').map(Number) as [number, number];
  const months: CalendarMonth[] = [];
  for (let k = back; k >= 0; k -= 1) months.push(monthBounds(monthKeyOf(year, month - k), timeZone));
  return months;
}

/**
 * SQL: which of the months (1 = the first) an instant falls in, by their bounds (`width_bucket` over the starts and the
 * last end): cheaper than formatting each review's local date, and the same months. 0 before, months.length + 1 after.
 */
export function monthIndexSql(column: SQL | AnyPgColumn, months: readonly CalendarMonth[]): SQL<number> {
  const bounds = [...months.map((m) => m.from), months.at(-1)!.to].map((at) => instant(at));
  return sql<number>`width_bucket(${column}, array[${sql.join(bounds, sql`, `)}])`;
}

/** Hours with two decimals; null stays null. */
function hours(value: number | string | null): number | null {
  return value === null ? null : Math.round(Number(value) * 100) / 100;
}

/** The figures of a period with no reviews (an unconnected restaurant's, or one the connection never read). */
function emptyFigures(period: Period): PeriodFigures {
  return figuresOf(period, null, { reviews: 0, answered: 0, median: null, p90: null });
}

function figuresOf(
  period: Period,
  oldest: Date | null,
  row: { reviews: number; answered: number; median: number | string | null; p90: number | string | null },
): PeriodFigures {
  const reviews = Number(row.reviews);
  const answered = Number(row.answered);
  const from = period.from ?? (oldest && oldest < period.to ? oldest : period.to);
  return {
    label: period.label,
    from: from.toISOString(),
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
    const after = period.from ? sql`${live.createTime} >= ${instant(period.from)} and ` : sql``;
    const inPeriod = sql`${after}${live.createTime} < ${instant(period.to)}`;
    const answered = sql`${inPeriod} and ${live.replyComment} is not null`;
    columns[`reviews${i}`] = sql`(count(*) filter (where ${inPeriod}))::int`;
    columns[`answered${i}`] = sql`(count(*) filter (where ${answered}))::int`;
    columns[`median${i}`] =
      sql`(percentile_cont(0.5) within group (order by ${replyHours}) filter (where ${answered}))::float8`;
    columns[`p90${i}`] =
      sql`(percentile_cont(0.9) within group (order by ${replyHours}) filter (where ${answered}))::float8`;
  });
  columns.oldest = sql`(extract(epoch from min(${live.createTime})) * 1000)::float8`;
  const [row] = (await db.select(columns).from(live)) as Record<string, number | string | null>[];
  const oldest = row?.oldest === null || row?.oldest === undefined ? null : new Date(Number(row.oldest));
  const cell = (key: string) => row?.[key];
  return periods.map((period, i) =>
    figuresOf(period, oldest, {
      reviews: Number(cell(`reviews${i}`) ?? 0),
      answered: Number(cell(`answered${i}`) ?? 0),
      median: cell(`median${i}`) ?? null,
      p90: cell(`p90${i}`) ?? null,
    }),
  );
}

/** Stars of each calendar month given (the page's last RESULTS_MONTHS, or the report's one), months without reviews included. */
export async function monthRatings(
  db: Database,
  connectionId: string | null,
  months: readonly CalendarMonth[],
): Promise<MonthRating[]> {
  const first = months[0];
  const last = months.at(-1);
  const found = new Map<string, MonthRating>();
  if (connectionId !== null && first && last) {
    const live = liveReviewsOf(db, connectionId);
    const month = monthIndexSql(live.createTime, months);
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
      // By position: PostgreSQL matches GROUP BY expressions, not their parameters' values.
      .groupBy(sql`1`);
    for (const row of rows) {
      const key = months[Number(row.month) - 1]?.month;
      if (key === undefined) continue;
      found.set(key, {
        month: key,
        reviews: Number(row.reviews),
        average: Math.round(Number(row.average) * 100) / 100,
        stars: [row.s1, row.s2, row.s3, row.s4, row.s5].map(Number) as MonthRating['stars'],
      });
    }
  }
  return months.map((m) => found.get(m.month) ?? { month: m.month, reviews: 0, average: null, stars: [0, 0, 0, 0, 0] });
}
