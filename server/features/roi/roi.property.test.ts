import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CURRENT_RATE_OPTIONS, ROI_INPUT_MAX, type RoiInput } from '#contracts/roi.ts';
import { calculateRoi, calculateRoiExact } from './roi.ts';

const countArb = fc.integer({ min: 0, max: ROI_INPUT_MAX });
const rateArb = fc.constantFrom(...CURRENT_RATE_OPTIONS);
const inputArb: fc.Arbitrary<RoiInput> = fc.record({ reviews: countArb, ticket: countArb, currentRate: rateArb });

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

describe('ROI (decisions §6), for any valid input', () => {
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
});
