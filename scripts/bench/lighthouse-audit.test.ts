import { describe, expect, test } from 'vitest';
import { medianRun, type LighthouseRow } from './lighthouse-audit.ts';

const run = (performance: number | null, extra: Partial<LighthouseRow> = {}): LighthouseRow => ({
  page: '/',
  reference: false,
  formFactor: 'mobile',
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  fcpMs: performance === null ? null : 3000 - performance * 10,
  ...extra,
});

describe('medianRun', () => {
  test('reports the median run by performance score, with the range and the number of runs', () => {
    const median = medianRun([run(93), run(100), run(95)]);
    expect(median.scores?.performance).toBe(95);
    expect(median.fcpMs).toBe(2050);
    expect(median.performanceRange).toEqual([93, 100]);
    expect(median.runs).toBe(3);
  });

  test('with an even count takes the lower middle run, never a better figure than half the runs', () => {
    expect(medianRun([run(99), run(90), run(92), run(97)]).scores?.performance).toBe(92);
  });

  test('among equal scores takes the median blocking time, and reports the TBT and LCP ranges', () => {
    const median = medianRun([
      run(100, { tbtMs: 40, lcpMs: 900 }),
      run(100, { tbtMs: 5, lcpMs: 1100 }),
      run(100, { tbtMs: 22, lcpMs: 950 }),
      run(93, { tbtMs: 305, lcpMs: 880 }),
      run(100, { tbtMs: 12, lcpMs: 1000 }),
    ]);
    expect(median.tbtMs).toBe(22);
    expect(median.tbtRangeMs).toEqual([5, 305]);
    expect(median.lcpRangeMs).toEqual([880, 1100]);
    expect(median.performanceRange).toEqual([93, 100]);
  });

  test("keeps every run's benchmarkIndex, not only the median run's", () => {
    const median = medianRun([
      run(100, { tbtMs: 10, benchmarkIndexes: [1500] }),
      run(100, { tbtMs: 30, benchmarkIndexes: [1200] }),
      run(99, { tbtMs: 90, benchmarkIndexes: [1900] }),
    ]);
    expect(median.tbtMs).toBe(30);
    expect(median.benchmarkIndexes).toEqual([1500, 1200, 1900]);
  });

  test('ignores runs without a score, and reports the last error when none scored', () => {
    expect(medianRun([run(null, { runtimeError: 'NO_FCP' }), run(88)]).scores?.performance).toBe(88);
    const failed = medianRun([
      { page: '/', reference: false, formFactor: 'mobile', runtimeError: 'NO_NAVSTART' },
      { page: '/', reference: false, formFactor: 'mobile', runtimeError: 'NO_FCP' },
    ]);
    expect(failed.runtimeError).toBe('NO_FCP');
    expect(failed.runs).toBe(2);
  });
});
