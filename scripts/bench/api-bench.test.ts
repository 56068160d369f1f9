import { describe, expect, test } from 'vitest';
import { cpuRatio } from './api-bench.ts';
import type { LoadResult } from './api-load.ts';

const run = (serverCpuUsPerResponse?: number): LoadResult => ({
  connections: 50,
  durationS: 10,
  responses: 1000,
  requestsPerSecond: 100,
  okPerSecond: 100,
  p50Ms: 1,
  p95Ms: 2,
  p99Ms: 3,
  maxMs: 4,
  non2xx: 0,
  statusCounts: { '200': 1000 },
  errors: 0,
  timeouts: 0,
  ...(serverCpuUsPerResponse === undefined ? {} : { serverCpuUsPerResponse }),
  loadGeneratorBusy: 0.5,
});

describe('cpuRatio', () => {
  test("is the bare route's CPU per answer over ours", () => {
    expect(cpuRatio(run(180), run(108))).toBe(0.6);
    expect(cpuRatio(run(100), run(100))).toBe(1);
  });

  test('is undefined when either side was not measured, never a ratio of nothing', () => {
    expect(cpuRatio(run(), run(108))).toBeUndefined();
    expect(cpuRatio(run(180), run())).toBeUndefined();
  });
});
