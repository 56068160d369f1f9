import { z } from 'zod';
import { cataloguePlan, formatUsd, ROI_PLAN_ID } from './plan-constants.ts';
import { CURRENT_RATE_OPTIONS, type CurrentRate, parseIntegerInput, ROI_INPUT_MAX } from './roi-constants.ts';

/**
 * POST /api/calculate-roi. The request schema parses the way the original calculator did (parseInt semantics,
 * non-numeric → 0), then enforces the ranges, so the route, the calculator form and the tests share one rule.
 */

const roiPlan = cataloguePlan(ROI_PLAN_ID);

export { CURRENT_RATE_OPTIONS, type CurrentRate, parseIntegerInput, ROI_INPUT_MAX };

function integerInput(field: string, description: string) {
  const rangeMessage = `${field} must be between 0 and ${ROI_INPUT_MAX.toLocaleString('en-US')}`;
  return (
    z
      .union([z.number(), z.string().max(64), z.null()], { error: `${field} must be a number` })
      .optional()
      .transform(parseIntegerInput)
      // No .int() here: parseIntegerInput already truncates, and .int() would add a second, vaguer message for 1e21.
      .pipe(z.number().min(0, rangeMessage).max(ROI_INPUT_MAX, rangeMessage))
      .describe(description)
  );
}

const currentRateMessage = 'currentRate must be 0, 25 or 75';

/** Strict, unlike reviews and ticket: any other reply rate is a 400. */
function parseCurrentRate(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export const currentRateSchema = z
  .union([z.number(), z.string().max(16)], { error: currentRateMessage })
  .transform(parseCurrentRate)
  .pipe(z.union([z.literal(0), z.literal(25), z.literal(75)], { error: currentRateMessage }))
  .describe(
    'Share of reviews the restaurant answers today: 0 = "We don\'t reply (0%)", 25 = "Under 50%", 75 = "50–90%". Number or numeric string.',
  );

export const calculateRoiRequestSchema = z.object({
  reviews: integerInput(
    'reviews',
    'New reviews per month, integer 0–100,000. Numeric strings are accepted and parsed like parseInt ("12abc" → 12); decimals truncate; missing or non-numeric values count as 0.',
  ),
  ticket: integerInput(
    'ticket',
    'Average ticket per guest in whole US dollars, integer 0–100,000. Parsed like reviews: non-numeric values count as 0.',
  ),
  currentRate: currentRateSchema,
});

/**
 * What calculateRoiRequestSchema makes of the body the calculator sends, `{ reviews, ticket, currentRate }` as
 * in-range whole numbers, found without running zod; undefined for anything else (strings, nulls, decimals, missing
 * or out-of-range values, other types), which the schema itself must judge. Extra fields are dropped, as the schema
 * drops them. The route answers the common case with it (throughput); roi.property.test.ts checks that it
 * never disagrees with the schema.
 */
export function plainRoiInput(body: unknown): RoiInput | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { reviews, ticket, currentRate } = body as Record<string, unknown>;
  if (!isCount(reviews) || !isCount(ticket)) return undefined;
  if (currentRate !== 0 && currentRate !== 25 && currentRate !== 75) return undefined;
  return { reviews, ticket, currentRate };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ROI_INPUT_MAX;
}

/** What the client may send. */
export type CalculateRoiRequestInput = z.input<typeof calculateRoiRequestSchema>;
/** What calculateRoi receives after parsing. */
export type RoiInput = z.output<typeof calculateRoiRequestSchema>;

/** The calculator's starting state: 50 reviews, $115 ticket, no replies today. Server-rendered as preset results. */
export const ROI_PRESET_INPUT: RoiInput = { reviews: 50, ticket: 115, currentRate: 0 };

export const roiBreakdownSchema = z.object({
  currentResponses: z.number().describe('Reviews answered per month today (reviews × currentRate / 100), one decimal'),
  futureResponses: z.number().describe('Reviews answered per month with Replybook: every review, one decimal'),
  currentCustomersPerMonth: z
    .number()
    .describe("Guests won per month by today's replies (1% of replied reviews), one decimal"),
  futureCustomersPerMonth: z
    .number()
    .describe('Guests won per month by Replybook replies (5% of replied reviews), one decimal'),
  monthlyNewCustomers: z
    .number()
    .describe('Additional guests won each month: future minus current customers per month, one decimal'),
  monthlyNewRevenue: z
    .number()
    .describe('What one month of new guests spends per month (6 visits a year × average ticket / 12), whole dollars'),
  annualServiceCost: z
    .number()
    .describe(`${roiPlan.name} plan for a year (${formatUsd(roiPlan.monthlyPriceUsd ?? 0)} × 12), whole dollars`),
  timeSavingsValue: z
    .number()
    .describe('Manager time saved per year (hours saved per month × 12 × $30/hour), whole dollars'),
});
export type RoiBreakdown = z.infer<typeof roiBreakdownSchema>;

export const roiMonthSchema = z.object({
  month: z.number().int().min(1).max(24).describe('Month since starting, 1–24'),
  activeNewCustomers: z
    .number()
    .describe(
      'New guests won so far who are still visiting (cohorts accumulate: month × monthlyNewCustomers), one decimal',
    ),
  revenue: z.number().describe('Revenue from new guests in this month (month × monthlyNewRevenue), whole dollars'),
  cumulativeRevenue: z.number().describe('Revenue from new guests from month 1 through this month, whole dollars'),
});

export const roiResultsSchema = z.object({
  firstYearRevenue: z.number().describe('Added revenue in months 1–12, whole dollars'),
  secondYearRevenue: z.number().describe('Added revenue in months 13–24, whole dollars'),
  timeSaved: z.number().describe('Manager hours saved per month (15 minutes per reply), one decimal'),
  roiYear1: z
    .number()
    .describe(
      'Year-one return: (firstYearRevenue + timeSavingsValue − annualServiceCost) / annualServiceCost, whole percent',
    ),
  roiYear2: z
    .number()
    .describe(
      'Year-two return: (secondYearRevenue + timeSavingsValue − annualServiceCost) / annualServiceCost, whole percent',
    ),
  additionalCustomers: z.number().describe('New guests won in the first year (monthlyNewCustomers × 12), one decimal'),
  breakdown: roiBreakdownSchema,
  months: z.array(roiMonthSchema).length(24).describe('The 24-month table behind the detailed calculation view'),
});
export type RoiResults = z.infer<typeof roiResultsSchema>;

export const calculateRoiResponseSchema = z.object({
  success: z.literal(true),
  results: roiResultsSchema,
});
