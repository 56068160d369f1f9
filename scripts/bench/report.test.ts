import { describe, expect, test } from 'vitest';
import type { InteractionBenchResult } from './interaction-bench.ts';
import type { LighthouseRow } from './lighthouse-audit.ts';
import { benchmarkIndexSummary, evaluateTargets, renderMarkdown, type BenchReport } from './report.ts';
import { emptyReport } from './report-test-fixtures.ts';

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
  const start = { readyMs: 1_200, loggedStartupMs: 600, cpuMs: 1_000, rssAtReadyMb: 420, rssSettledMb: 400 };
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

  test('adds its targets (here a miss: 400 MB idle) and its section', () => {
    const targets = evaluateTargets({ ...base, startup });
    expect(targets.find((row) => row.target === 'embedded (PGlite): RSS idle ≤ 250 MB after start')).toMatchObject({
      status: 'miss',
      measured: '400 MB, median of 1 starts (420 MB at /readyz, 400 MB 20 s later)',
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
