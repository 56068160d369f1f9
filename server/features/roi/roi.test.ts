import { describe, expect, it } from 'vitest';
import {
  ROI_PRESET_INPUT,
  calculateRoiRequestSchema,
  calculateRoiResponseSchema,
  parseIntegerInput,
} from '#contracts/roi.ts';
import { calculateRoi, calculateRoiExact, roiConstants, roundHalfAwayFromZero } from './roi.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(11212.5)).toBe(11213);
    expect(roundHalfAwayFromZero(-11212.5)).toBe(-11213);
  });

  it('rounds non-halves to the nearest', () => {
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
    expect(roundHalfAwayFromZero(2.6)).toBe(3);
    expect(roundHalfAwayFromZero(-2.4)).toBe(-2);
    expect(roundHalfAwayFromZero(-2.6)).toBe(-3);
    expect(roundHalfAwayFromZero(557.97)).toBe(558);
  });

  it('treats decimal halves that binary floats store just below .5 as halves', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(1.45, 1)).toBe(1.5);
    expect(roundHalfAwayFromZero(-1.45, 1)).toBe(-1.5);
    expect(roundHalfAwayFromZero(0.15, 1)).toBe(0.2);
    expect(roundHalfAwayFromZero(12.25, 1)).toBe(12.3);
  });

  it('never returns negative zero and passes non-finite values through', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
    expect(roundHalfAwayFromZero(Number.NaN)).toBeNaN();
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rejects a nonsensical number of decimals', () => {
    expect(() => roundHalfAwayFromZero(1, -1)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 1.5)).toThrow(RangeError);
  });
});

describe('calculateRoi', () => {
  it('reproduces the worked example exactly (R=50, T=115, c=0)', () => {
    const results = calculateRoi({ reviews: 50, ticket: 115, currentRate: 0 });
    expect(results).toMatchObject({
      firstYearRevenue: 11_213,
      secondYearRevenue: 31_913,
      additionalCustomers: 30,
      timeSaved: 12.5,
      roiYear1: 558,
      roiYear2: 1_425,
      breakdown: {
        currentResponses: 0,
        futureResponses: 50,
        currentCustomersPerMonth: 0,
        futureCustomersPerMonth: 2.5,
        monthlyNewCustomers: 2.5,
        monthlyNewRevenue: 144,
        annualServiceCost: 2_388,
        timeSavingsValue: 4_500,
      },
    });
    // The rounded monthly revenue is 144, but the yearly figures come from 143.75 (78 × 143.75 = 11,212.5).
    expect(calculateRoiExact({ reviews: 50, ticket: 115, currentRate: 0 }).breakdown.monthlyNewRevenue).toBe(143.75);
    expect(calculateRoiResponseSchema.parse({ success: true, results })).toEqual({ success: true, results });
  });

  it('the preset input is the worked example', () => {
    expect(ROI_PRESET_INPUT).toEqual({ reviews: 50, ticket: 115, currentRate: 0 });
    expect(calculateRoi(ROI_PRESET_INPUT).roiYear1).toBe(558);
  });

  it('zero reviews cost the plan and nothing else: −100% ROI', () => {
    const results = calculateRoi({ reviews: 0, ticket: 115, currentRate: 0 });
    expect(results.firstYearRevenue).toBe(0);
    expect(results.secondYearRevenue).toBe(0);
    expect(results.timeSaved).toBe(0);
    expect(results.additionalCustomers).toBe(0);
    expect(results.breakdown.timeSavingsValue).toBe(0);
    expect(results.roiYear1).toBe(-100);
    expect(results.roiYear2).toBe(-100);
    expect(results.months.every((row) => row.revenue === 0 && row.cumulativeRevenue === 0)).toBe(true);
  });

  it('a zero ticket still counts the time saved', () => {
    const results = calculateRoi({ reviews: 10, ticket: 0, currentRate: 0 });
    // 10 replies × 15 min = 2.5 h/month → 2.5 × 12 × $30 = $900/yr; (900 − 2388) / 2388 = −62.31%
    expect(results.timeSaved).toBe(2.5);
    expect(results.breakdown.timeSavingsValue).toBe(900);
    expect(results.firstYearRevenue).toBe(0);
    expect(results.roiYear1).toBe(-62);
  });

  it('rounds a negative ROI half away from zero', () => {
    // R=10, T=61: N=0.5, monthly revenue 15.25, year 1 = 78 × 15.25 = 1,189.5, time value = 2.5 h × 12 × $30 = 900;
    // ROI1 = (1,189.5 + 900 − 2,388) / 2,388 × 100 = −298.5 / 2,388 × 100 = −12.5 exactly → −13 (Math.round gives −12).
    const input = { reviews: 10, ticket: 61, currentRate: 0 } as const;
    expect(calculateRoiExact(input).roiYear1).toBe(-12.5);
    expect(calculateRoi(input).roiYear1).toBe(-13);
    expect(calculateRoi(input).firstYearRevenue).toBe(1_190);
    // R=4, T=0: time value 360 → (360 − 2,388) / 2,388 = −84.92% → −85.
    expect(calculateRoi({ reviews: 4, ticket: 0, currentRate: 0 }).roiYear1).toBe(-85);
  });

  it('handles the upper bounds without overflow or precision loss', () => {
    const results = calculateRoi({ reviews: 100_000, ticket: 100_000, currentRate: 0 });
    // N = 5,000; monthly revenue = 5,000 × 100,000 × 6/12 = 250,000,000
    expect(results.breakdown.monthlyNewCustomers).toBe(5_000);
    expect(results.breakdown.monthlyNewRevenue).toBe(250_000_000);
    expect(results.firstYearRevenue).toBe(19_500_000_000);
    expect(results.secondYearRevenue).toBe(55_500_000_000);
    expect(results.additionalCustomers).toBe(60_000);
    expect(results.timeSaved).toBe(25_000);
    expect(results.breakdown.timeSavingsValue).toBe(9_000_000);
    // (19,500,000,000 + 9,000,000 − 2,388) / 2,388 × 100 = 816,959,698.99… → 816,959,699
    expect(results.roiYear1).toBe(816_959_699);
    expect(results.months[23]?.cumulativeRevenue).toBe(75_000_000_000);
  });

  it('credits only the extra replies when the restaurant already answers under half (c=25)', () => {
    const results = calculateRoi({ reviews: 50, ticket: 115, currentRate: 25 });
    // current 12.5 replies × 1% = 0.125; future 50 × 5% = 2.5; N = 2.375; monthly revenue = 2.375 × 115 × 0.5 = 136.5625
    expect(results.breakdown.currentResponses).toBe(12.5);
    expect(results.breakdown.futureResponses).toBe(50);
    expect(results.breakdown.currentCustomersPerMonth).toBe(0.1);
    expect(results.breakdown.futureCustomersPerMonth).toBe(2.5);
    expect(results.breakdown.monthlyNewCustomers).toBe(2.4);
    expect(results.breakdown.monthlyNewRevenue).toBe(137);
    expect(results.firstYearRevenue).toBe(10_652); // 78 × 136.5625 = 10,651.875
    expect(results.secondYearRevenue).toBe(30_317); // 222 × 136.5625 = 30,316.875
    expect(results.additionalCustomers).toBe(28.5); // 2.375 × 12
    expect(results.roiYear1).toBe(535); // (10,651.875 + 4,500 − 2,388) / 2,388 = 534.51…
    expect(results.roiYear2).toBe(1_358); // (30,316.875 + 4,500 − 2,388) / 2,388 = 1,357.99…
  });

  it('credits only the extra replies when the restaurant answers most reviews (c=75)', () => {
    const results = calculateRoi({ reviews: 50, ticket: 115, currentRate: 75 });
    // current 37.5 × 1% = 0.375; N = 2.125; monthly revenue = 2.125 × 57.5 = 122.1875
    expect(results.breakdown.currentResponses).toBe(37.5);
    expect(results.breakdown.currentCustomersPerMonth).toBe(0.4);
    expect(results.breakdown.monthlyNewCustomers).toBe(2.1);
    expect(results.breakdown.monthlyNewRevenue).toBe(122);
    expect(results.firstYearRevenue).toBe(9_531); // 9,530.625
    expect(results.secondYearRevenue).toBe(27_126); // 27,125.625
    expect(results.additionalCustomers).toBe(25.5);
    expect(results.roiYear1).toBe(488); // (9,530.625 + 4,500 − 2,388) / 2,388 = 487.55…
    expect(results.roiYear2).toBe(1_224); // (27,125.625 + 4,500 − 2,388) / 2,388 = 1,224.36…
  });

  it('builds 24 month rows in which cohorts accumulate', () => {
    const input = { reviews: 50, ticket: 115, currentRate: 0 } as const;
    const exact = calculateRoiExact(input);
    const { months } = calculateRoi(input);
    expect(months.map((row) => row.month)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(months[0]).toEqual({ month: 1, activeNewCustomers: 2.5, revenue: 144, cumulativeRevenue: 144 });
    expect(months[2]).toEqual({ month: 3, activeNewCustomers: 7.5, revenue: 431, cumulativeRevenue: 863 });

    let running = 0;
    for (const row of exact.months) {
      expect(row.revenue).toBe(row.month * exact.breakdown.monthlyNewRevenue);
      expect(row.activeNewCustomers).toBe(row.month * exact.breakdown.monthlyNewCustomers);
      running += row.revenue;
      expect(row.cumulativeRevenue).toBeCloseTo(running, 9);
    }
    const yearOne = exact.months.slice(0, 12).reduce((sum, row) => sum + row.revenue, 0);
    const yearTwo = exact.months.slice(12).reduce((sum, row) => sum + row.revenue, 0);
    expect(yearOne).toBeCloseTo(exact.firstYearRevenue, 9);
    expect(yearTwo).toBeCloseTo(exact.secondYearRevenue, 9);
    expect(months[11]?.cumulativeRevenue).toBe(11_213);
  });

  it('month sums match the closed forms for awkward inputs too', () => {
    for (const input of [
      { reviews: 37, ticket: 63, currentRate: 25 },
      { reviews: 99_991, ticket: 7, currentRate: 75 },
      { reviews: 3, ticket: 99_999, currentRate: 0 },
    ] as const) {
      const exact = calculateRoiExact(input);
      const yearOne = exact.months.slice(0, 12).reduce((sum, row) => sum + row.revenue, 0);
      expect(yearOne / exact.firstYearRevenue).toBeCloseTo(1, 12);
      expect(calculateRoi(input).months[11]?.cumulativeRevenue).toBe(calculateRoi(input).firstYearRevenue);
    }
  });

  it('uses the documented constants', () => {
    expect(roiConstants).toEqual({
      visitsPerCustomerPerYear: 6,
      conversionWithOurReplies: 0.05,
      conversionWithManualReplies: 0.01,
      starterPlanMonthlyPrice: 199,
      minutesPerReply: 15,
      managerHourlyCost: 30,
      months: 24,
    });
  });

  it('refuses unparsed input rather than computing nonsense', () => {
    expect(() => calculateRoi({ reviews: -1, ticket: 115, currentRate: 0 })).toThrow(RangeError);
    expect(() => calculateRoi({ reviews: 1.5, ticket: 115, currentRate: 0 })).toThrow(RangeError);
    expect(() => calculateRoi({ reviews: 50, ticket: 100_001, currentRate: 0 })).toThrow(RangeError);
    // @ts-expect-error 50 is not a reply-rate option
    expect(() => calculateRoi({ reviews: 50, ticket: 115, currentRate: 50 })).toThrow(RangeError);
  });
});

describe('calculateRoiRequestSchema', () => {
  const messages = (body: unknown) => {
    const result = calculateRoiRequestSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('parses numbers and numeric strings like parseInt', () => {
    expect(calculateRoiRequestSchema.parse({ reviews: '50', ticket: '115', currentRate: '0' })).toEqual({
      reviews: 50,
      ticket: 115,
      currentRate: 0,
    });
    expect(calculateRoiRequestSchema.parse({ reviews: '12abc', ticket: 115.9, currentRate: 25 })).toEqual({
      reviews: 12,
      ticket: 115,
      currentRate: 25,
    });
    expect(calculateRoiRequestSchema.parse({ reviews: ' 7 ', ticket: '42.99', currentRate: ' 75 ' })).toEqual({
      reviews: 7,
      ticket: 42,
      currentRate: 75,
    });
  });

  it('turns non-numeric reviews and ticket into 0', () => {
    expect(calculateRoiRequestSchema.parse({ reviews: 'abc', ticket: '', currentRate: 0 })).toEqual({
      reviews: 0,
      ticket: 0,
      currentRate: 0,
    });
    expect(calculateRoiRequestSchema.parse({ reviews: null, currentRate: 25 })).toEqual({
      reviews: 0,
      ticket: 0,
      currentRate: 25,
    });
    expect(parseIntegerInput(Number.NaN)).toBe(0);
    expect(parseIntegerInput('1e5')).toBe(1);
  });

  it('accepts the bounds and rejects values outside 0–100,000 with a clear message', () => {
    expect(calculateRoiRequestSchema.parse({ reviews: 100_000, ticket: '100000', currentRate: 0 })).toEqual({
      reviews: 100_000,
      ticket: 100_000,
      currentRate: 0,
    });
    expect(calculateRoiRequestSchema.parse({ reviews: 0, ticket: 0, currentRate: 0 }).reviews).toBe(0);
    expect(messages({ reviews: 100_001, ticket: 115, currentRate: 0 })).toEqual([
      'reviews must be between 0 and 100,000',
    ]);
    expect(messages({ reviews: 50, ticket: '-5', currentRate: 0 })).toEqual(['ticket must be between 0 and 100,000']);
    expect(messages({ reviews: 1e21, ticket: 115, currentRate: 0 })).toEqual(['reviews must be between 0 and 100,000']);
  });

  it('rejects a currentRate other than 0, 25 or 75', () => {
    for (const currentRate of [50, '50', 100, -25, 'abc', '', null, undefined, true]) {
      expect(messages({ reviews: 50, ticket: 115, currentRate })).toEqual(['currentRate must be 0, 25 or 75']);
    }
  });

  it('rejects values that are not numbers or strings', () => {
    expect(messages({ reviews: true, ticket: 115, currentRate: 0 })).toEqual(['reviews must be a number']);
    expect(messages({ reviews: 50, ticket: { amount: 1 }, currentRate: 0 })).toEqual(['ticket must be a number']);
  });
});
