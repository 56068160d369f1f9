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
  /** The calculator's output for those inputs (null until the owner gives an average ticket). */
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
