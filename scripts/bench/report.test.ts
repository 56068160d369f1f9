import { describe, expect, test } from 'vitest';
import type { ApiRow } from './api-bench.ts';
import type { LoadResult } from './api-load.ts';
import type { AssetRow } from './asset-bytes.ts';
import type { InteractionBenchResult } from './interaction-bench.ts';
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

  test('is judged by server CPU per answer against bare, with the throughput ratio and the generator as context', () => {
    const row: ApiRow = {
      endpoint: 'POST /api/calculate-roi (distinct client addresses)',
      responseBytes: 2241,
      passes: [load(6000, 180, 0.93)],
      bare: load(8000, 134, 0.99),
      ratioToBare: 0.55,
      ratioRuns: [0.55, 0.5, 0.6],
      cpuRatioToBare: 0.644,
    };
    const target = evaluateTargets(reportWith(row)).find((entry) => entry.target.startsWith('calculate-roi'));
    expect(target?.status).toBe('pass');
    expect(target?.measured).toBe(
      "bare's is 64% of ours (median of 3 pairs; first pair 180 µs, bare 134 µs); throughput against bare: 55% " +
        '(distinct clients, median of 3 pairs); load generator 99% busy in the bare run',
    );
  });

  test('a CPU ratio under 60% misses whatever the throughput, and without CPU figures there is no verdict', () => {
    const row: ApiRow = {
      endpoint: 'POST /api/calculate-roi (distinct client addresses)',
      passes: [load(7500, 250, 0.9)],
      bare: load(8000, 134, 0.99),
      ratioToBare: 0.94,
      cpuRatioToBare: 0.536,
    };
    const miss = evaluateTargets(reportWith(row)).find((entry) => entry.target.startsWith('calculate-roi'));
    expect(miss?.status).toBe('miss');
    const { cpuRatioToBare: _dropped, ...withoutCpu } = row;
    const unknown = evaluateTargets(reportWith(withoutCpu)).find((entry) => entry.target.startsWith('calculate-roi'));
    expect(unknown).toMatchObject({ status: 'n/a', measured: expect.stringMatching(/^server CPU not measured; /) });
  });
});

const emptyReport = (extra: Partial<BenchReport>): Omit<BenchReport, 'targets'> =>
  ({
    quick: false,
    offline: {},
    lighthouse: [],
    assets: [],
    api: { skipped: 'not run' },
    engineHttp: { skipped: 'not run' },
    postgres: { skipped: 'not run' },
    notes: [],
    ...extra,
  }) as unknown as Omit<BenchReport, 'targets'>;

describe('evaluateTargets: restated page targets', () => {
  const lighthouse = (page: string, formFactor: 'mobile' | 'desktop', tbtMs: number, reference = false) =>
    ({
      page,
      reference,
      formFactor,
      scores: { performance: 90, accessibility: 100, bestPractices: 100, seo: 100 },
      tbtMs,
    }) satisfies LighthouseRow;

  test('TBT passes within 50 ms of the reference page of the same form factor, and misses beyond', () => {
    const rows = [
      lighthouse('/', 'mobile', 190),
      lighthouse('/contact', 'mobile', 120),
      lighthouse('static HTML page', 'mobile', 150, true),
      lighthouse('/', 'desktop', 10),
      lighthouse('static HTML page', 'desktop', 0, true),
    ];
    const pass = evaluateTargets(emptyReport({ lighthouse: rows })).find((entry) => entry.target.startsWith('TBT'));
    expect(pass).toMatchObject({
      status: 'pass',
      measured: "worst 190 ms (mobile /) against the reference's 150 ms",
    });
    rows[3] = lighthouse('/', 'desktop', 51);
    const miss = evaluateTargets(emptyReport({ lighthouse: rows })).find((entry) => entry.target.startsWith('TBT'));
    expect(miss).toMatchObject({ status: 'miss', measured: "worst 51 ms (desktop /) against the reference's 0 ms" });
  });

  test('without a reference page TBT has no verdict', () => {
    const target = evaluateTargets(emptyReport({ lighthouse: [lighthouse('/', 'mobile', 10)] })).find((entry) =>
      entry.target.startsWith('TBT'),
    );
    expect(target?.status).toBe('n/a');
  });

  test('landing JavaScript is held to 150 KB', () => {
    const asset = (jsGzipBytes: number) => ({ route: '/', jsGzipBytes, scripts: 9 }) as unknown as AssetRow;
    const at = (bytes: number) =>
      evaluateTargets(emptyReport({ assets: [asset(bytes)] })).find((entry) => entry.target.startsWith('Landing'));
    expect(at(149_300)).toMatchObject({ status: 'pass', measured: '149.3 KB (9 files)' });
    expect(at(150_100)?.status).toBe('miss');
  });
});

describe('evaluateTargets and renderMarkdown: interaction latency', () => {
  const result: InteractionBenchResult = {
    cpuThrottling: 4,
    viewport: '1280×720',
    runs: 3,
    steps: [
      { step: 'type', label: 'type in the search', runsMs: [56, 80, 72], medianMs: 72, worstMs: 80, interactions: 30 },
      {
        step: 'pick',
        label: 'pick the restaurant',
        runsMs: [120, 144, 96],
        medianMs: 120,
        worstMs: 144,
        interactions: 3,
        worst: { event: 'pointerdown', inputDelayMs: 13.7, processingMs: 3.5, presentationMs: 126.8 },
      },
      { step: 'generate', label: 'press Generate', runsMs: [0, 0, 0], medianMs: 0, worstMs: 0, interactions: 3 },
    ],
  };

  test('one row per step, judged on the median run against 100 ms', () => {
    const rows = evaluateTargets(emptyReport({ interaction: result })).filter((entry) =>
      entry.target.startsWith('Interaction'),
    );
    expect(rows.map((entry) => [entry.status, entry.measured])).toEqual([
      ['pass', 'median 72 ms, worst 80 ms over 3 runs'],
      ['miss', 'median 120 ms, worst 144 ms over 3 runs'],
      ['pass', 'median ≤ 16 ms, worst ≤ 16 ms over 3 runs'],
    ]);
  });

  test('a step in which the browser counted no interaction has no verdict; a skipped run says why', () => {
    const none = { ...result, steps: [{ ...result.steps[2]!, interactions: 0 }] };
    expect(
      evaluateTargets(emptyReport({ interaction: none })).find((e) => e.target.startsWith('Interaction')),
    ).toMatchObject({ status: 'n/a' });
    const skipped = evaluateTargets(emptyReport({ interaction: { skipped: 'failed: boom' } })).find((entry) =>
      entry.target.startsWith('Interaction'),
    );
    expect(skipped).toMatchObject({ status: 'n/a', measured: 'failed: boom' });
  });

  test('the report shows each step with its runs and the split of the worst interaction', () => {
    const markdown = renderMarkdown({
      ...(emptyReport({ interaction: result }) as BenchReport),
      startedAt: '2026-11-27T03:00:00.000Z',
      finishedAt: '2026-11-27T03:20:00.000Z',
      durationS: 1200,
      command: 'npm run bench',
      machine: { cpus: 2, cpuModel: 'test', memoryGb: 4, node: 'v24', loadAverageAtStart: [1], loadAverageAtEnd: [1] },
      commit: 'abc1234',
      server: { startupMs: null, rssAtReadyMb: null, env: {} },
      targets: [],
    });
    expect(markdown).toContain('## Interaction latency (landing flow)');
    expect(markdown).toContain(
      '| pick the restaurant | 120 ms | 144 ms | 120, 144, 96 | 3 | pointerdown: 13.7 + 3.5 + 126.8 ms |',
    );
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
