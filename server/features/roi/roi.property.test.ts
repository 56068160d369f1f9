import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CURRENT_RATE_OPTIONS,
  ROI_INPUT_MAX,
  calculateRoiRequestSchema,
  plainRoiInput,
  type RoiInput,
} from '#contracts/roi.ts';
import { calculateRoi, calculateRoiExact, roundHalfAwayFromZero } from './roi.ts';

const countArb = fc.integer({ min: 0, max: ROI_INPUT_MAX });
const rateArb = fc.constantFrom(...CURRENT_RATE_OPTIONS);
const inputArb: fc.Arbitrary<RoiInput> = fc.record({ reviews: countArb, ticket: countArb, currentRate: rateArb });

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

describe('ROI, for any valid input', () => {
  test('more reviews never lower revenue, customers, time saved or ROI', () => {
    fc.assert(
      fc.property(countArb, countArb, countArb, rateArb, (r1, r2, ticket, currentRate) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        for (const calc of [calculateRoiExact, calculateRoi]) {
          const a = calc({ reviews: low, ticket, currentRate });
          const b = calc({ reviews: high, ticket, currentRate });
          expect(b.firstYearRevenue).toBeGreaterThanOrEqual(a.firstYearRevenue);
          expect(b.secondYearRevenue).toBeGreaterThanOrEqual(a.secondYearRevenue);
          expect(b.additionalCustomers).toBeGreaterThanOrEqual(a.additionalCustomers);
          expect(b.timeSaved).toBeGreaterThanOrEqual(a.timeSaved);
          expect(b.roiYear1).toBeGreaterThanOrEqual(a.roiYear1);
          expect(b.roiYear2).toBeGreaterThanOrEqual(a.roiYear2);
        }
      }),
    );
  });

  test('a higher ticket never lowers revenue or ROI, and does not change customers or time saved', () => {
    fc.assert(
      fc.property(countArb, countArb, countArb, rateArb, (reviews, t1, t2, currentRate) => {
        const [low, high] = t1 <= t2 ? [t1, t2] : [t2, t1];
        for (const calc of [calculateRoiExact, calculateRoi]) {
          const a = calc({ reviews, ticket: low, currentRate });
          const b = calc({ reviews, ticket: high, currentRate });
          expect(b.firstYearRevenue).toBeGreaterThanOrEqual(a.firstYearRevenue);
          expect(b.secondYearRevenue).toBeGreaterThanOrEqual(a.secondYearRevenue);
          expect(b.roiYear1).toBeGreaterThanOrEqual(a.roiYear1);
          expect(b.roiYear2).toBeGreaterThanOrEqual(a.roiYear2);
          expect(b.additionalCustomers).toBe(a.additionalCustomers);
          expect(b.timeSaved).toBe(a.timeSaved);
        }
      }),
    );
  });

  test('the 24 months add up: year sums equal the yearly figures, cumulative is the running total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const exact = calculateRoiExact(input);
        expect(exact.months.map((m) => m.month)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
        const sum = (from: number, to: number) =>
          exact.months.filter((m) => m.month >= from && m.month <= to).reduce((total, m) => total + m.revenue, 0);
        expect(close(sum(1, 12), exact.firstYearRevenue)).toBe(true);
        expect(close(sum(13, 24), exact.secondYearRevenue)).toBe(true);
        let running = 0;
        for (const month of exact.months) {
          running += month.revenue;
          expect(close(month.cumulativeRevenue, running)).toBe(true);
        }
        // What the page shows: the rounded table agrees with the rounded totals within rounding of each row.
        const rounded = calculateRoi(input);
        expect(Math.abs(rounded.months[11]!.cumulativeRevenue - rounded.firstYearRevenue)).toBeLessThanOrEqual(1);
        expect(
          Math.abs(rounded.months[23]!.cumulativeRevenue - rounded.firstYearRevenue - rounded.secondYearRevenue),
        ).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('rounded results are whole dollars/percentages and tenths, never -0 or NaN', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateRoi(input);
        for (const value of [result.firstYearRevenue, result.secondYearRevenue, result.roiYear1, result.roiYear2]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(Object.is(value, -0)).toBe(false);
        }
        for (const value of [result.timeSaved, result.additionalCustomers]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(close(Math.round(value * 10), value * 10)).toBe(true);
        }
      }),
    );
  });

  test('calculateRoi is calculateRoiExact with every figure rounded, the month table included', () => {
    const dollars = (x: number) => roundHalfAwayFromZero(x, 0);
    const tenths = (x: number) => roundHalfAwayFromZero(x, 1);
    fc.assert(
      fc.property(inputArb, (input) => {
        const exact = calculateRoiExact(input);
        const b = exact.breakdown;
        expect(calculateRoi(input)).toStrictEqual({
          firstYearRevenue: dollars(exact.firstYearRevenue),
          secondYearRevenue: dollars(exact.secondYearRevenue),
          timeSaved: tenths(exact.timeSaved),
          roiYear1: dollars(exact.roiYear1),
          roiYear2: dollars(exact.roiYear2),
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
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe("plainRoiInput, the route's shortcut past the request schema", () => {
  // Values near every edge of the rules: bounds, decimals, -0, numeric strings, junk, other types.
  const fieldArb = fc.oneof(
    fc.integer({ min: -2, max: ROI_INPUT_MAX + 2 }),
    fc.constantFrom(0, -0, 25, 50, 75, 100_000, 100_001, 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e21),
    fc.double(),
    fc.constantFrom('50', ' 25 ', '0', '75', '12abc', '', 'abc', '1e5'),
    fc.string({ maxLength: 8 }),
    fc.constantFrom(null, undefined, true, [], {}, [50]),
  );
  const bodyArb = fc.oneof(
    // Mostly valid: one field at a time replaced by an edge value.
    fc
      .tuple(inputArb, fc.constantFrom('reviews', 'ticket', 'currentRate', 'none'), fieldArb)
      .map(([input, key, value]) => (key === 'none' ? { ...input } : { ...input, [key]: value })),
    fc.record(
      { reviews: fieldArb, ticket: fieldArb, currentRate: fieldArb, extra: fc.anything() },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  test('whenever it answers, it answers exactly what the schema parses, -0 included', () => {
    fc.assert(
      fc.property(bodyArb, (body) => {
        const plain = plainRoiInput(body);
        if (plain === undefined) return;
        const parsed = calculateRoiRequestSchema.safeParse(body);
        expect(parsed.success).toBe(true);
        expect(plain).toStrictEqual(parsed.data);
        for (const key of ['reviews', 'ticket', 'currentRate'] as const) {
          expect(Object.is(plain[key], parsed.data![key])).toBe(true);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  test('it answers every body the calculator sends: three in-range whole numbers', () => {
    fc.assert(
      fc.property(inputArb, fc.anything(), (input, extra) => {
        expect(plainRoiInput({ ...input, extra })).toEqual({ ...input });
      }),
    );
  });

  test('it leaves numeric strings, nulls, decimals, out-of-range values and other types to the schema', () => {
    for (const body of [
      { reviews: '50', ticket: 115, currentRate: 0 },
      { reviews: 50, ticket: null, currentRate: 0 },
      { reviews: 50, ticket: 115 },
      { reviews: 50, ticket: 115.5, currentRate: 0 },
      { reviews: 100_001, ticket: 115, currentRate: 0 },
      { reviews: -1, ticket: 115, currentRate: 0 },
      { reviews: 50, ticket: 115, currentRate: 50 },
      { reviews: 50, ticket: 115, currentRate: '25' },
      [50, 115, 0],
      null,
      'reviews=50',
    ]) {
      expect(plainRoiInput(body)).toBeUndefined();
    }
  });
});
