import { describe, expect, test } from 'vitest';
import type { LighthouseRow } from './lighthouse-audit.ts';
import { benchmarkIndexSummary } from './report.ts';

const row = (benchmarkIndexes?: number[]): LighthouseRow => ({
  page: '/',
  reference: false,
  formFactor: 'mobile',
  ...(benchmarkIndexes ? { benchmarkIndexes } : {}),
});

describe('benchmarkIndexSummary', () => {
  test("states the median and range of every run's host speed, over all pages", () => {
    const line = benchmarkIndexSummary([row([1200, 1900]), row([1500]), row()]);
    expect(line).toMatch(/over the 3 runs\): median 1,500, 1,200–1,900\./);
    expect(line).toContain('1,533');
  });

  test('says nothing when no run reported one', () => {
    expect(benchmarkIndexSummary([row(), row()])).toBeUndefined();
  });
});
