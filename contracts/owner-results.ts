/**
 * The owner's results (docs/results.md): what replying changed, computed from the connected Google reviews of one of
 * their restaurants and the replies on them (posted by Replybook or by hand on Google). Types only: the server
 * computes every figure; the page and the monthly report only show them.
 */

/** A calendar month in the restaurant's time zone, `YYYY-MM`. */
export type MonthKey = string;

/** Response rate and time to reply over one period. */
export interface PeriodFigures {
  /** What the page calls it: "Last 30 days", "This month", "The 12 months before", "Before Replybook", … */
  label: string;
  /** Inclusive start and exclusive end, ISO instants. */
  from: string;
  to: string;
  /** Reviews created in the period (deleted reviews excluded). */
  reviews: number;
  /** Of those, how many have a reply (on Google, whoever wrote it). */
  answered: number;
  /** answered ÷ reviews, 0–1; null when there are no reviews. */
  responseRate: number | null;
  /** Median and 90th percentile of review createTime → reply time, in hours; null when nothing was answered. */
  medianReplyHours: number | null;
  p90ReplyHours: number | null;
  /** false when the period has fewer reviews than MIN_MEANINGFUL_REVIEWS: the page shows the count, not the rate. */
  meaningful: boolean;
}

/** Stars of one calendar month. */
export interface MonthRating {
  month: MonthKey;
  reviews: number;
  /** Average stars, null when the month has no review. */
  average: number | null;
  /** How many 1★, 2★, 3★, 4★ and 5★ reviews, in that order. */
  stars: [number, number, number, number, number];
}

/** One thing guests praise or criticise (a theme of the analysis, or a dish, role, the wait, noise, prices…). */
export interface ThemeCount {
  /** Stable key, used in the link to the reviews behind it. */
  key: string;
  /** What the page shows: "the wait", "the oysters", "our servers". */
  label: string;
  total: number;
  byMonth: { month: MonthKey; count: number }[];
}

/** The calculator's model run with the owner's own numbers: an estimate, never measured revenue. */
export interface ResultsEstimate {
  monthlyReviews: number;
  responseRate: number;
  averageTicket: number | null;
  /** false when the 12 months before this one hold fewer than MIN_MEANINGFUL_REVIEWS reviews: no figure then. */
  meaningful: boolean;
  /** The calculator's output for those inputs (null until the owner gives an average ticket, or when not meaningful). */
  estimatedMonthlyRevenueLift: number | null;
  /** The assumptions, in words, shown beside the figure. */
  assumptions: string[];
}

export interface OwnerResults {
  placeId: string;
  restaurantName: string;
  /** false: no live Google connection; the page shows what connecting unlocks, not zeros. */
  connected: boolean;
  timeZone: string;
  /** When the owner started with Replybook (their first enrollment for this place), ISO. */
  startedAt: string;
  periods: {
    last30Days: PeriodFigures;
    thisMonth: PeriodFigures;
    previous12Months: PeriodFigures;
    beforeReplybook: PeriodFigures;
    sinceReplybook: PeriodFigures;
  };
  /** The last 12 calendar months, oldest first (months without reviews included, with zero counts). */
  months: MonthRating[];
  praise: ThemeCount[];
  criticism: ThemeCount[];
  estimate: ResultsEstimate;
}

/** One month's summary, as the monthly report email shows it beside the month before and a year before. */
export interface MonthSummary {
  month: MonthKey;
  figures: PeriodFigures;
  rating: MonthRating;
  /** The three things praised most and the three criticised most that month. */
  topPraise: ThemeCount[];
  topCriticism: ThemeCount[];
}

/** Praise or criticism: which side of a thing guests were on. */
export type ThemeSide = 'praise' | 'criticism';

/** One review behind a theme's count, as the page lists it. */
export interface ThemeReview {
  /** ISO instant the guest wrote it. */
  createdAt: string;
  rating: number;
  reviewer: string;
  /** null for a stars-only review. */
  text: string | null;
  /** The reply on Google (whoever wrote it), or null. */
  reply: { text: string; at: string } | null;
}

/** The reviews behind one theme's count, newest first (at most THEME_REVIEWS_LIMIT). */
export interface ThemeReviews {
  placeId: string;
  restaurantName: string;
  kind: ThemeSide;
  key: string;
  /** The theme's label; the key itself when no current review carries it. */
  label: string;
  /** The calendar month asked for, or null for the whole results window (RESULTS_MONTHS). */
  month: MonthKey | null;
  /** How many reviews carry it in that window (the list may be shorter). */
  total: number;
  reviews: ThemeReview[];
}

/** What the results page sends: the restaurant, and the average ticket the owner typed (a GET field, never stored). */
export interface OwnerResultsQuery {
  placeId: string | null;
  /** Whole currency units, 1–100,000; anything else is no ticket (the estimate stays without a figure). */
  averageTicket: number | null;
}

export interface ThemeReviewsQuery {
  placeId: string | null;
  kind: string | null;
  key: string | null;
  /** `YYYY-MM`, or null for the whole window. */
  month: string | null;
}

/** The owner's results (docs/results.md), for the page's loader and the CSV export's resource route. */
export interface OwnerResultsServices {
  /** Every figure of one of the owner's restaurants; null (404) when the place is not theirs. */
  results(owner: { email: string }, query: OwnerResultsQuery): Promise<OwnerResults | null>;
  /** The reviews behind one praised or criticised thing; null (404) when the place is not theirs or the query is bad. */
  reviewsBehind(owner: { email: string }, query: ThemeReviewsQuery): Promise<ThemeReviews | null>;
  /** The reviews and replies behind the figures as CSV (UTF-8 with BOM); null (404) when the place is not theirs. */
  csv(owner: { email: string }, placeId: string | null): Promise<{ filename: string; body: string } | null>;
}
