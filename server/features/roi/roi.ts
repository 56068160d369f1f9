import { monthlyPriceUsd, ROI_PLAN_ID } from '#contracts/plan-constants.ts';
import { CURRENT_RATE_OPTIONS, ROI_INPUT_MAX, type RoiInput, type RoiResults } from '#contracts/roi.ts';

/** The model's assumptions in one object, so an assumption change is one edit; the price is the catalogue's. */
export const roiConstants = {
  visitsPerCustomerPerYear: 6,
  conversionWithOurReplies: 0.05,
  conversionWithManualReplies: 0.01,
  starterPlanMonthlyPrice: monthlyPriceUsd(ROI_PLAN_ID),
  minutesPerReply: 15,
  managerHourlyCost: 30,
  months: 24,
} as const;

/** 10 ** decimals for every `decimals` roundHalfAwayFromZero accepts: computed once, not per call. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, decimals) => 10 ** decimals);
/** The relative nudge below: a few ULPs, as one constant. */
const HALF_NUDGE = 1 + 4 * Number.EPSILON;

/**
 * Rounds half away from zero (−2.5 → −3, 2.5 → 3), unlike Math.round, which sends −2.5 to −2.
 * Products such as 1.005 × 100 land a hair below the half (100.49999999999999); a relative nudge of a few
 * ULPs puts them back on it so they round the way the decimal reads. Never returns −0.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`decimals must be an integer 0–15, got ${decimals}`);
  }
  return roundScaled(value, POWERS_OF_TEN[decimals]!);
}

/** roundHalfAwayFromZero with the power of ten already chosen (1 for whole units, 10 for tenths). */
function roundScaled(value: number, factor: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.floor(Math.abs(value) * factor * HALF_NUDGE + 0.5);
  return (Math.sign(value) * rounded) / factor + 0;
}

/** The same quantities as RoiResults, unrounded (full precision: only what is returned is rounded). */
export interface RoiExact {
  firstYearRevenue: number;
  secondYearRevenue: number;
  timeSaved: number;
  roiYear1: number;
  roiYear2: number;
  additionalCustomers: number;
  breakdown: RoiResults['breakdown'];
  months: RoiResults['months'];
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > ROI_INPUT_MAX) {
    throw new RangeError(`${name} must be an integer between 0 and 100,000, got ${value}`);
  }
}

function assertInput({ reviews, ticket, currentRate }: RoiInput): void {
  assertCount('reviews', reviews);
  assertCount('ticket', ticket);
  if (!(CURRENT_RATE_OPTIONS as readonly number[]).includes(currentRate)) {
    throw new RangeError(`currentRate must be 0, 25 or 75, got ${currentRate}`);
  }
}

/** The formulas in full precision, all but the month table (each caller builds the one it returns). */
function exactFigures(input: RoiInput): Omit<RoiExact, 'months'> {
  assertInput(input);
  const { reviews, ticket, currentRate } = input;
  const c = roiConstants;

  const currentResponses = (reviews * currentRate) / 100;
  const futureResponses = reviews;
  const currentCustomersPerMonth = currentResponses * c.conversionWithManualReplies;
  const futureCustomersPerMonth = futureResponses * c.conversionWithOurReplies;
  const monthlyNewCustomers = futureCustomersPerMonth - currentCustomersPerMonth;
  // What one month's new customers spend per month; each later month adds another such cohort.
  const monthlyNewRevenue = (monthlyNewCustomers * ticket * c.visitsPerCustomerPerYear) / 12;

  // Closed forms of Σ m for m = 1…12 (78) and m = 13…24 (222).
  const firstYearRevenue = 78 * monthlyNewRevenue;
  const secondYearRevenue = 222 * monthlyNewRevenue;
  const additionalCustomers = monthlyNewCustomers * 12;
  const timeSaved = (reviews * c.minutesPerReply) / 60;
  const timeSavingsValue = timeSaved * 12 * c.managerHourlyCost;
  const annualServiceCost = c.starterPlanMonthlyPrice * 12;
  const roiYear1 = ((firstYearRevenue + timeSavingsValue - annualServiceCost) / annualServiceCost) * 100;
  const roiYear2 = ((secondYearRevenue + timeSavingsValue - annualServiceCost) / annualServiceCost) * 100;

  return {
    firstYearRevenue,
    secondYearRevenue,
    timeSaved,
    roiYear1,
    roiYear2,
    additionalCustomers,
    breakdown: {
      currentResponses,
      futureResponses,
      currentCustomersPerMonth,
      futureCustomersPerMonth,
      monthlyNewCustomers,
      monthlyNewRevenue,
      annualServiceCost,
      timeSavingsValue,
    },
  };
}

/** The formulas in full precision. Exported for tests and for anyone who needs the unrounded table. */
export function calculateRoiExact(input: RoiInput): RoiExact {
  const figures = exactFigures(input);
  const { monthlyNewCustomers, monthlyNewRevenue } = figures.breakdown;
  const months: RoiExact['months'] = [];
  let cumulativeRevenue = 0;
  // The same arithmetic, in the same order, as calculateRoi's table (a running total depends on the order).
  for (let month = 1; month <= roiConstants.months; month += 1) {
    const revenue = month * monthlyNewRevenue;
    cumulativeRevenue += revenue;
    months.push({ month, activeNewCustomers: month * monthlyNewCustomers, revenue, cumulativeRevenue });
  }
  return { ...figures, months };
}

// Whole dollars and percentages, and tenths: roundHalfAwayFromZero with the power of ten fixed.
const dollars = (x: number) => roundScaled(x, 1);
const percent = (x: number) => roundScaled(x, 1);
const tenths = (x: number) => roundScaled(x, 10);

/**
 * POST /api/calculate-roi and the landing page's server-rendered preset results.
 * Expects parsed input (calculateRoiRequestSchema); throws RangeError on anything outside it.
 * Equal to calculateRoiExact with every figure rounded (roi.property.test.ts checks it), but builds only the rounded
 * table: it runs on every keystroke in the calculator.
 */
export function calculateRoi(input: RoiInput): RoiResults {
  const exact = exactFigures(input);
  const b = exact.breakdown;
  const months: RoiResults['months'] = [];
  let cumulativeRevenue = 0;
  for (let month = 1; month <= roiConstants.months; month += 1) {
    const revenue = month * b.monthlyNewRevenue;
    cumulativeRevenue += revenue;
    months.push({
      month,
      activeNewCustomers: tenths(month * b.monthlyNewCustomers),
      revenue: dollars(revenue),
      cumulativeRevenue: dollars(cumulativeRevenue),
    });
  }
  return {
    firstYearRevenue: dollars(exact.firstYearRevenue),
    secondYearRevenue: dollars(exact.secondYearRevenue),
    timeSaved: tenths(exact.timeSaved),
    roiYear1: percent(exact.roiYear1),
    roiYear2: percent(exact.roiYear2),
    additionalCustomers: tenths(exact.additionalCustomers),
    breakdown: {
      currentResponses: tenths(b.currentResponses),
      futureResponses: tenths(b.futureResponses),
      currentCustomersPerMonth: tenths(b.currentCustomersPerMonth),
      futureCustomersPerMonth: tenths(b.futureCustomersPerMonth),
      monthlyNewCustomers: tenths(b.monthlyNewCustomers),
      monthlyNewRevenue: dollars(b.monthlyNewRevenue),
      annualServiceCost: dollars(b.annualServiceCost),
      timeSavingsValue: dollars(b.timeSavingsValue),
    },
    months,
  };
}

/**
 * The calculator's model run with an owner's own figures (the results page's estimate, docs/results.md): the guests
 * one month of their replies wins (monthly reviews × response rate × the conversion the calculator gives replies
 * written with care) and what those guests spend in a month (ticket × visits a year ÷ 12). Assumptions, never
 * measured revenue.
 */
export function replyValueEstimate(input: { monthlyReviews: number; responseRate: number; ticket: number }): {
  monthlyNewCustomers: number;
  monthlyRevenue: number;
} {
  const customers = input.monthlyReviews * input.responseRate * roiConstants.conversionWithOurReplies;
  return {
    monthlyNewCustomers: tenths(customers),
    monthlyRevenue: dollars((customers * input.ticket * roiConstants.visitsPerCustomerPerYear) / 12),
  };
}
