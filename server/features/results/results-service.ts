import { RESULTS_MONTHS } from '#contracts/owner-results-constants.ts';
import { ROI_INPUT_MAX } from '#contracts/roi.ts';
import type {
  MonthKey,
  MonthSummary,
  OwnerResults,
  OwnerResultsServices,
  PeriodFigures,
  ThemeReviews,
  ThemeSide,
} from '#contracts/owner-results.ts';
import type { ServerContext } from '#server/server-context.ts';
import { resultsEstimate } from './results-estimate.ts';
import { calendarMonths, monthBounds, monthRatings, periodFigures, type Period } from './results-figures.ts';
import { resultsPlace, resultsPlaceOfEnrollment } from './results-place.ts';
import { resultsCsvOf } from './results-csv.ts';
import { refreshThemes } from './theme-rollup.ts';
import { reviewsOfTheme, themeCounts } from './theme-counts.ts';

/**
 * The owner's results (docs/results.md): every figure of one of their restaurants, from its connected Google reviews.
 * Each entry point resolves the restaurant among the owner's own first (null: not theirs, the page's 404).
 */

/** Reviews a page view reads into the themes rollup at most: the sync after it reads the rest. */
export const PAGE_THEME_READS = 200;

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A ticket the owner typed: whole units, 1 to the calculator's maximum; anything else is none. */
function ticketOf(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= ROI_INPUT_MAX ? value : null;
}

export interface ResultsForInput {
  ownerEmail: string;
  placeId: string | null;
  now: Date;
  /** The average ticket the owner typed on the page (not stored); null: no estimate figure. */
  averageTicket: number | null;
}

/** Every figure of the page for one of the owner's restaurants; null when the place is not theirs. */
export async function resultsFor(ctx: ServerContext, input: ResultsForInput): Promise<OwnerResults | null> {
  const place = await resultsPlace(ctx, input.ownerEmail, input.placeId);
  if (!place) return null;
  const { db } = ctx.database;
  const { now } = input;
  if (place.connectionId) await refreshThemes(ctx, place.connectionId, PAGE_THEME_READS);
  // The 12 months before this one, and this one.
  const months = calendarMonths(now, place.timeZone, RESULTS_MONTHS);
  const thisMonth = months.at(-1)!;
  const periods: Period[] = [
    { label: 'Last 30 days', from: new Date(now.getTime() - 30 * DAY_MS), to: now },
    { label: 'This month', from: thisMonth.from, to: now },
    { label: `The ${RESULTS_MONTHS} months before`, from: months[0]!.from, to: thisMonth.from },
    { label: 'Before Replybook', from: null, to: place.startedAt },
    { label: 'Since Replybook', from: place.startedAt, to: now },
  ];
  const [last30Days, thisMonthFigures, previous12Months, beforeReplybook, sinceReplybook] = (await periodFigures(
    db,
    place.connectionId,
    periods,
  )) as [PeriodFigures, PeriodFigures, PeriodFigures, PeriodFigures, PeriodFigures];
  // The chart's months: this one and the 11 before it.
  const chartMonths = months.slice(-RESULTS_MONTHS);
  const themes = await themeCounts(db, place.connectionId, chartMonths);
  return {
    placeId: place.placeId,
    restaurantName: place.restaurantName,
    connected: place.connected,
    timeZone: place.timeZone,
    startedAt: place.startedAt.toISOString(),
    periods: { last30Days, thisMonth: thisMonthFigures, previous12Months, beforeReplybook, sinceReplybook },
    months: await monthRatings(db, place.connectionId, chartMonths),
    praise: themes.praise,
    criticism: themes.criticism,
    estimate: resultsEstimate({ previous12Months, sinceReplybook }, ticketOf(input.averageTicket)),
  };
}

export interface MonthSummaryInput {
  /** The enrollment the report is for: its restaurant's stored reviews are read. */
  enrollmentId: string;
  month: MonthKey;
  timeZone: string;
}

/** One calendar month of a restaurant, as the monthly report shows it (zeros when nothing is connected). */
export async function monthSummary(ctx: ServerContext, input: MonthSummaryInput): Promise<MonthSummary> {
  if (!MONTH_KEY.test(input.month)) throw new RangeError(`month must be YYYY-MM, got ${input.month}`);
  const { db } = ctx.database;
  const place = await resultsPlaceOfEnrollment(ctx, input.enrollmentId);
  const connectionId = place?.connectionId ?? null;
  if (connectionId) await refreshThemes(ctx, connectionId);
  const bounds = monthBounds(input.month, input.timeZone);
  const [figures] = await periodFigures(db, connectionId, [{ label: input.month, ...bounds }]);
  const [rating] = await monthRatings(db, connectionId, [bounds]);
  const themes = await themeCounts(db, connectionId, [bounds], 3);
  return {
    month: input.month,
    figures: figures!,
    rating: rating!,
    topPraise: themes.praise,
    topCriticism: themes.criticism,
  };
}

export interface ReviewsBehindInput {
  ownerEmail: string;
  placeId: string | null;
  kind: ThemeSide;
  key: string;
  /** One calendar month, or null for the page's window (this month and the 11 before). */
  month: MonthKey | null;
  now: Date;
}

/** The reviews behind one praised or criticised thing; null when the place is not theirs or the month is malformed. */
export async function reviewsBehind(ctx: ServerContext, input: ReviewsBehindInput): Promise<ThemeReviews | null> {
  if (input.month !== null && !MONTH_KEY.test(input.month)) return null;
  const place = await resultsPlace(ctx, input.ownerEmail, input.placeId);
  if (!place) return null;
  const { db } = ctx.database;
  const months =
    input.month === null
      ? calendarMonths(input.now, place.timeZone, RESULTS_MONTHS - 1)
      : [monthBounds(input.month, place.timeZone)];
  const found = place.connectionId
    ? await reviewsOfTheme(
        db,
        place.connectionId,
        { side: input.kind, key: input.key },
        {
          from: months[0]!.from,
          to: months.at(-1)!.to,
        },
      )
    : { label: null, total: 0, reviews: [] };
  return {
    placeId: place.placeId,
    restaurantName: place.restaurantName,
    kind: input.kind,
    key: input.key,
    label: found.label ?? input.key,
    month: input.month,
    total: found.total,
    reviews: found.reviews,
  };
}

/** The reviews and replies behind the figures, as CSV; null when the place is not theirs. */
export async function resultsCsv(
  ctx: ServerContext,
  input: { ownerEmail: string; placeId: string | null; now: Date },
): Promise<string | null> {
  const place = await resultsPlace(ctx, input.ownerEmail, input.placeId);
  if (!place) return null;
  return resultsCsvOf(ctx.database.db, place.connectionId, place.timeZone);
}

const SIDES: readonly ThemeSide[] = ['praise', 'criticism'];

/** The page's and the export's services (contracts/app-services.ts), for the signed-in owner. */
export function createResultsServices(ctx: ServerContext): OwnerResultsServices {
  return {
    results: (owner, query) =>
      resultsFor(ctx, {
        ownerEmail: owner.email,
        placeId: query.placeId,
        now: ctx.now(),
        averageTicket: query.averageTicket,
      }),
    async reviewsBehind(owner, query) {
      const kind = SIDES.find((side) => side === query.kind);
      const key = query.key?.trim() ?? '';
      if (!kind || key === '' || key.length > 200) return null;
      return reviewsBehind(ctx, {
        ownerEmail: owner.email,
        placeId: query.placeId,
        kind,
        key,
        month: query.month,
        now: ctx.now(),
      });
    },
    async csv(owner, placeId) {
      const now = ctx.now();
      const body = await resultsCsv(ctx, { ownerEmail: owner.email, placeId, now });
      return body === null ? null : { filename: `replybook-results-${now.toISOString().slice(0, 10)}.csv`, body };
    },
  };
}
