import { describe, expect, test } from 'vitest';
import { median, percentile } from './percentile.ts';

describe('median', () => {
  test('is the middle of an unordered odd list, not its middle position', () => {
    expect(median([0.73, 0.6, 0.66])).toBe(0.66);
  });

  test('averages the two middle values of an even list', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('is NaN for no values rather than a made-up zero', () => {
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  test('uses the nearest rank of an ascending list', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });
});
