import { describe, expect, test } from 'vitest';
import type { ApiRow } from './api-bench.ts';
import type { LoadResult } from './api-load.ts';
import type { LighthouseRow } from './lighthouse-audit.ts';
import type { BurstRun } from './email-burst-bench.ts';
import { benchmarkIndexSummary, evaluateTargets, renderMarkdown, type BenchReport } from './report.ts';

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

describe('evaluateTargets: calculate-roi', () => {
  const load = (requestsPerSecond: number, serverCpuUsPerResponse: number, loadGeneratorBusy: number): LoadResult => ({
    connections: 50,
    durationS: 10,
    responses: requestsPerSecond * 10,
    requestsPerSecond,
    okPerSecond: requestsPerSecond,
    p50Ms: 5,
    p95Ms: 8,
    p99Ms: 12,
    maxMs: 20,
    non2xx: 0,
    statusCounts: { '200': requestsPerSecond * 10 },
    errors: 0,
    timeouts: 0,
    serverCpuUsPerResponse,
    loadGeneratorBusy,
  });
  const reportWith = (row: ApiRow): Omit<BenchReport, 'targets'> =>
    ({
      quick: false,
      offline: {},
      lighthouse: [],
      assets: [],
      api: { connections: 50, durationS: 10, rows: [row] },
      engineHttp: { skipped: 'not run' },
      postgres: { skipped: 'not run' },
      notes: [],
    }) as unknown as Omit<BenchReport, 'targets'>;

  test('states the throughput ratio with its pairs, and the CPU figures that say what limited it', () => {
    const row: ApiRow = {
      endpoint: 'POST /api/calculate-roi (distinct client addresses)',
      responseBytes: 2241,
      passes: [load(6000, 180, 0.93)],
      bare: load(8000, 134, 0.99),
      ratioToBare: 0.75,
      ratioRuns: [0.75, 0.7, 0.8],
      cpuRatioToBare: 0.744,
    };
    const target = evaluateTargets(reportWith(row)).find((entry) => entry.target.startsWith('calculate-roi'));
    expect(target?.status).toBe('pass');
    expect(target?.measured).toBe(
      "75% (distinct clients, median of 3 pairs); server CPU per answer: bare's is 74% of ours; load generator 99% busy in the bare run",
    );
  });

  test('a ratio under 70% misses, and without CPU figures the line is the ratio alone', () => {
    const row: ApiRow = {
      endpoint: 'POST /api/calculate-roi (distinct client addresses)',
      passes: [load(5000, 180, 0.9)],
      bare: load(8000, 134, 0.99),
      ratioToBare: 0.625,
    };
    const target = evaluateTargets(reportWith(row)).find((entry) => entry.target.startsWith('calculate-roi'));
    expect(target).toMatchObject({ status: 'miss', measured: '63% (distinct clients)' });
  });
});

describe('renderMarkdown: Google Business Profile', () => {
  const base = {
    startedAt: '2026-11-26T11:00:00.000Z',
    finishedAt: '2026-11-26T11:20:00.000Z',
    durationS: 1200,
    quick: true,
    command: 'BENCH_QUICK=1 npm run bench',
    machine: { cpus: 2, cpuModel: 'test', memoryGb: 4, node: 'v24', loadAverageAtStart: [1], loadAverageAtEnd: [1] },
    commit: 'abc1234',
    server: { startupMs: null, rssAtReadyMb: null, env: {} },
    offline: {},
    api: { skipped: 'not run' },
    engineHttp: { skipped: 'not run' },
    lighthouse: [],
    assets: [],
    postgres: { skipped: 'not run' },
    targets: [],
    notes: [],
  } satisfies BenchReport;

  test('shows the first sync and the reply timings', () => {
    const markdown = renderMarkdown({
      ...base,
      google: {
        firstSync: { reviews: 500, pages: 10, runs: 20, p50Ms: 10.4, p95Ms: 25.9, maxMs: 30.1 },
        reply: { runs: 100, p50Ms: 0.6, p95Ms: 5.2, maxMs: 7 },
      },
    });
    expect(markdown).toContain('| First sync: 500 reviews in 10 pages of 50 | 20 | 10.4 ms | 25.9 ms | 30.1 ms |');
    expect(markdown).toContain(
      '| One reply: "Post to Google" (putReply) to the answer | 100 | 0.6 ms | 5.2 ms | 7 ms |',
    );
  });

  test('says why when it did not run, and nothing for reports written before it existed', () => {
    expect(renderMarkdown({ ...base, google: { skipped: 'failed: boom' } })).toContain('failed: boom');
    expect(renderMarkdown(base)).not.toContain('Google Business Profile');
  });
});

describe('evaluateTargets: playbook emails under a burst', () => {
  const run = (database: 'PGlite' | 'PostgreSQL', size: number, maxMs: number, missing = 0): BurstRun => ({
    database,
    size,
    targetMs: size === 40 ? 15_000 : 60_000,
    generate: { statuses: { '200': size }, queued: 0, p50Ms: 900, p95Ms: 1800, maxMs: 2000 },
    accepted: { runs: size - missing, p50Ms: maxMs / 2, p95Ms: maxMs - 100, maxMs },
    missing,
    duplicates: 0,
    waitMs: 120_000,
    serverCpuMs: 3000,
    wallMs: maxMs,
    rssAfterMb: 300,
  });
  const targetsFor = (runs: BurstRun[]) =>
    evaluateTargets({
      lighthouse: [],
      assets: [],
      offline: {},
      api: { skipped: '' },
      engineHttp: { skipped: '' },
      emailBurst: { runs },
    } as unknown as Omit<BenchReport, 'targets'>).filter((entry) => entry.target.startsWith('Burst of'));

  test('passes when every email of each database is within the limit, and says each figure', () => {
    const [forty, twoHundred] = targetsFor([
      run('PGlite', 40, 6_300),
      run('PGlite', 200, 48_100),
      run('PostgreSQL', 40, 4_200),
      run('PostgreSQL', 200, 22_800),
    ]);
    expect(forty).toMatchObject({ status: 'pass' });
    expect(forty?.measured).toBe(
      'PGlite: max 6,300 ms (p50 3,150 ms, p95 6,200 ms); PostgreSQL: max 4,200 ms (p50 2,100 ms, p95 4,100 ms)',
    );
    expect(twoHundred).toMatchObject({ status: 'pass' });
  });

  test('one late or missing email on either database misses', () => {
    const [forty, twoHundred] = targetsFor([
      run('PGlite', 40, 15_001),
      run('PGlite', 200, 30_000),
      run('PostgreSQL', 40, 4_200),
      run('PostgreSQL', 200, 30_000, 1),
    ]);
    expect(forty?.status).toBe('miss');
    expect(twoHundred?.status).toBe('miss');
    expect(twoHundred?.measured).toContain('1 missing');
  });
});

describe('memory and start-up in the report', () => {
  const base = {
    startedAt: '2026-11-27T04:00:00.000Z',
    finishedAt: '2026-11-27T04:20:00.000Z',
    durationS: 1200,
    quick: true,
    command: 'BENCH_QUICK=1 npm run bench',
    machine: { cpus: 2, cpuModel: 'test', memoryGb: 4, node: 'v24', loadAverageAtStart: [1], loadAverageAtEnd: [1] },
    commit: 'abc1234',
    server: { startupMs: null, rssAtReadyMb: null, env: {} },
    offline: {},
    api: { skipped: 'not run' },
    engineHttp: { skipped: 'not run' },
    lighthouse: [],
    assets: [],
    postgres: { skipped: 'not run' },
    notes: [],
  } satisfies Omit<BenchReport, 'targets'>;
  const start = { readyMs: 1_200, loggedStartupMs: 600, cpuMs: 1_000, rssAtReadyMb: 420, rssSettledMb: null };
  const startup = {
    nodeOptions: ['--max-semi-space-size=16'],
    pglite: {
      database: 'pglite' as const,
      firstStart: start,
      starts: [start],
      afterLoad: { skipped: 'no load asked for' },
    },
    postgres: { skipped: 'TEST_DATABASE_URL not set: skipped.' },
  };

  test('adds its targets (here a miss: 420 MB at ready) and its section', () => {
    const targets = evaluateTargets({ ...base, startup });
    expect(targets.find((row) => row.target === 'embedded (PGlite): RSS ≤ 400 MB after start')).toMatchObject({
      status: 'miss',
      measured: '420 MB, median of 1 starts (420 MB at /readyz, – 5 s later)',
    });
    const markdown = renderMarkdown({ ...base, startup, targets });
    expect(markdown).toContain('## Memory and start-up');
    expect(markdown).toContain('| embedded (PGlite) | 1.20 s, 420 MB |');
  });

  test('says why when it failed, and nothing for reports written before it existed', () => {
    expect(renderMarkdown({ ...base, startup: { skipped: 'failed: boom' }, targets: [] })).toContain('failed: boom');
    expect(renderMarkdown({ ...base, targets: [] })).not.toContain('Memory and start-up');
    expect(evaluateTargets(base).some((row) => row.source === 'memory and start-up')).toBe(false);
  });
});
