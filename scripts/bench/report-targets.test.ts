import { describe, expect, test } from 'vitest';
import type { ApiRow } from './api-bench.ts';
import type { LoadResult } from './api-load.ts';
import type { AssetRow } from './asset-bytes.ts';
import type { LighthouseRow } from './lighthouse-audit.ts';
import type { BurstRun } from './email-burst-bench.ts';
import { evaluateTargets, type BenchReport } from './report.ts';
import { emptyReport } from './report-test-fixtures.ts';

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
