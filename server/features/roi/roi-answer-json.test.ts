import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CURRENT_RATE_OPTIONS, ROI_INPUT_MAX, type RoiInput, type RoiResults } from '#contracts/roi.ts';
import { calculateRoi } from './roi.ts';
import { numberJson, roiAnswerJson } from './roi-answer-json.ts';

const countArb = fc.integer({ min: 0, max: ROI_INPUT_MAX });
const inputArb: fc.Arbitrary<RoiInput> = fc.record({
  reviews: countArb,
  ticket: countArb,
  currentRate: fc.constantFrom(...CURRENT_RATE_OPTIONS),
});

const viaStringify = (results: RoiResults) => JSON.stringify({ success: true, results });

describe('roiAnswerJson: the calculate-roi answer as bytes', () => {
  test('is byte for byte JSON.stringify of the answer, for any valid input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const results = calculateRoi(input);
        const bytes = roiAnswerJson(results);
        expect(Buffer.isBuffer(bytes)).toBe(true);
        expect(bytes.toString('utf8')).toBe(viaStringify(results));
      }),
      { numRuns: 2_000 },
    );
  });

  test('the corners of the input range: nothing, the most, every current rate', () => {
    for (const reviews of [0, 1, ROI_INPUT_MAX]) {
      for (const ticket of [0, 1, 45, ROI_INPUT_MAX]) {
        for (const currentRate of CURRENT_RATE_OPTIONS) {
          const results = calculateRoi({ reviews, ticket, currentRate });
          expect(roiAnswerJson(results).toString('utf8')).toBe(viaStringify(results));
        }
      }
    }
  });

  test('each answer is its own buffer: later answers do not overwrite ones still being sent', () => {
    const inputs = Array.from({ length: 400 }, (_, index) => ({
      reviews: index * 250,
      ticket: (index * 7919) % ROI_INPUT_MAX,
      currentRate: CURRENT_RATE_OPTIONS[index % 3]!,
    }));
    // Every earlier answer must still read as it was written once 400 more have used the same scratch space.
    const answers = inputs.map((input) => roiAnswerJson(calculateRoi(input)));
    answers.forEach((answer, index) => {
      expect(answer.toString('utf8')).toBe(viaStringify(calculateRoi(inputs[index]!)));
    });
  });

  test('numbers the rounding never makes, and a table of any length, still come out as JSON.stringify writes them', () => {
    const results = calculateRoi({ reviews: 120, ticket: 45, currentRate: 25 });
    const odd: RoiResults = {
      ...results,
      roiYear1: 0.1 + 0.2,
      roiYear2: -0,
      timeSaved: Number.NaN,
      additionalCustomers: 1e21,
      months: Array.from({ length: 24 }, (_, index) => ({
        month: index + 1,
        activeNewCustomers: -12.5,
        revenue: Number.POSITIVE_INFINITY,
        cumulativeRevenue: 5e-324,
      })),
    };
    expect(roiAnswerJson(odd).toString('utf8')).toBe(viaStringify(odd));
    const long = { ...odd, months: Array.from({ length: 500 }, (_, index) => ({ ...odd.months[0]!, month: index })) };
    expect(roiAnswerJson(long).toString('utf8')).toBe(viaStringify(long));
    expect(roiAnswerJson({ ...results, months: [] }).toString('utf8')).toBe(viaStringify({ ...results, months: [] }));
  });
});

describe('numberJson: one number as JSON.stringify writes it', () => {
  test('any double, including -0, NaN, infinities and subnormals', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(numberJson(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 5_000 },
    );
  });

  test('whole numbers and tenths across the digit loop’s range and past it', () => {
    const tenths = fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }).map((k) => k / 10);
    const wholes = fc.oneof(fc.integer(), fc.maxSafeInteger());
    fc.assert(
      fc.property(fc.oneof(tenths, wholes), (value) => {
        expect(numberJson(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 5_000 },
    );
    for (const value of [0, -0, 0.1, -0.1, 9.9, 10, 2 ** 31 - 1, 2 ** 31, 99_999_999_999_999.9, 1e14, 1e15, 1e16]) {
      expect(numberJson(value)).toBe(JSON.stringify(value));
    }
  });
});
