import { CURRENT_RATE_OPTIONS, ROI_INPUT_MAX, type RoiInput, type RoiResults } from '#contracts/roi.ts';

/** Decisions §6 (normative). One object, so a pricing or assumption change is one edit. */
export const roiConstants = {
  visitsPerCustomerPerYear: 6,
  conversionWithOurReplies: 0.05,
  conversionWithManualReplies: 0.01,
  starterPlanMonthlyPrice: 199,
  minutesPerReply: 15,
  managerHourlyCost: 30,
  months: 24,
} as const;

/**
 * Rounds half away from zero (−2.5 → −3, 2.5 → 3), unlike Math.round, which sends −2.5 to −2.
 * Products such as 1.005 × 100 land a hair below the half (100.49999999999999); a relative nudge of a few
 * ULPs puts them back on it so they round the way the decimal reads. Never returns −0.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`decimals must be an integer 0–15, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.floor(scaled * (1 + 4 * Number.EPSILON) + 0.5);
  return (Math.sign(value) * rounded) / factor + 0;
}

/** The same quantities as RoiResults, unrounded (decisions §6: full precision, round only what is returned). */
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

function assertInput({ reviews, ticket, currentRate }: RoiInput): void {
  for (const [name, value] of [
    ['reviews', reviews],
    ['ticket', ticket],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > ROI_INPUT_MAX) {
      throw new RangeError(`${name} must be an integer between 0 and 100,000, got ${value}`);
    }
  }
  if (!(CURRENT_RATE_OPTIONS as readonly number[]).includes(currentRate)) {
    throw new RangeError(`currentRate must be 0, 25 or 75, got ${currentRate}`);
  }
}

/** Decisions §6 formulas in full precision. Exported for tests and for anyone who needs the unrounded table. */
export function calculateRoiExact(input: RoiInput): RoiExact {
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

  const months: RoiExact['months'] = [];
  let cumulativeRevenue = 0;
  for (let month = 1; month <= c.months; month += 1) {
    const revenue = month * monthlyNewRevenue;
    cumulativeRevenue += revenue;
    months.push({ month, activeNewCustomers: month * monthlyNewCustomers, revenue, cumulativeRevenue });
  }

  // Closed forms of Σ m for m = 1…12 (78) and m = 13…24 (222), as decisions §6 writes them.
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
    months,
  };
}

const dollars = (x: number) => roundHalfAwayFromZero(x, 0);
const percent = (x: number) => roundHalfAwayFromZero(x, 0);
const tenths = (x: number) => roundHalfAwayFromZero(x, 1);

/**
 * POST /api/calculate-roi and the landing page's server-rendered preset results (decisions §6).
 * Expects parsed input (calculateRoiRequestSchema); throws RangeError on anything outside it.
 */
export function calculateRoi(input: RoiInput): RoiResults {
  const exact = calculateRoiExact(input);
  const b = exact.breakdown;
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
    months: exact.months.map((row) => ({
      month: row.month,
      activeNewCustomers: tenths(row.activeNewCustomers),
      revenue: dollars(row.revenue),
      cumulativeRevenue: dollars(row.cumulativeRevenue),
    })),
  };
}
