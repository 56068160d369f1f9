import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGLITE_SETTINGS } from '../../server/db/database.ts';
import { SERVER_NODE_OPTIONS } from '../run.mjs';
import { benchApi } from './api-bench.ts';
import { median, round } from './percentile.ts';
import {
  freePort,
  hostEnv,
  memoryAfterGc,
  peakRssMb,
  processCpuUs,
  rssMb,
  startBenchServer,
  type ManagedProcess,
  dropServerSchemas,
} from './processes.ts';
import type { TargetRow } from './report-types.ts';

/**
 * Memory and start-up of the production server, as `npm start` runs it (build/server-main.mjs with scripts/run.mjs's
 * Node options), on the embedded database and on PostgreSQL: a first start on a fresh data folder (or schema), then
 * several starts on that existing folder, each timed from spawn to the first 200 from /readyz, with the process's RSS
 * and CPU time at that moment; then one more start under the API load, for the RSS after it. Also the floor under the
 * embedded figures: a bare Node process that only opens PGlite, with the same settings, on the same folder.
 *
 * `npx tsx scripts/bench/startup-bench.ts` runs it alone (TEST_DATABASE_URL for the PostgreSQL half, BENCH_QUICK=1
 * for 3 s loads, BENCH_STARTS for the number of timed starts, default 5, BENCH_DATABASES=postgres for the PostgreSQL
 * half only); `npm run bench` runs it last.
 */

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const READY_TIMEOUT_MS = 180_000;

/**
 * Start time, RSS idle (20 s after /readyz, no request made), RSS held 20 s after the load, and the
 * peak (VmHWM) from start through the load: what a container must allow. The RSS 2 s after the load is reported
 * beside them, with no target of its own.
 */
export const STARTUP_TARGETS = {
  pglite: { readyMs: 2_000, rssIdleMb: 250, rssHeldMb: 350, peakMb: 500 },
  postgres: { readyMs: 1_000, rssIdleMb: 150, rssHeldMb: 220, peakMb: 320 },
} as const;

export type DatabaseKind = keyof typeof STARTUP_TARGETS;

export interface StartSample {
  /** Spawn to the first 200 from /readyz, as a client sees it. */
  readyMs: number;
  /** The server's own figure from its "Replybook is running" line: main() to listening, module loading excluded. */
  loggedStartupMs: number | null;
  /** User + system CPU of the process (all threads) when /readyz first answered. */
  cpuMs: number | null;
  rssAtReadyMb: number | null;
  /**
   * 20 s later, idle, no request made: anything loaded after listening included, and start-up's garbage handed back
   * (V8's memory reducer runs 8–16 s into a quiet spell, as after the load).
   */
  rssSettledMb: number | null;
}

/** How long after /readyz the settled RSS is read. */
const SETTLE_MS = 20_000;
/** How long after the load the held RSS is read (the 2 s reading is the API bench's own). */
const HELD_AFTER_LOAD_MS = 20_000;

export interface AfterLoad {
  /** Seconds per endpoint, connections. */
  durationS: number;
  connections: number;
  /** RSS as found, 2 s after the load: wherever the collector's cycle happened to be. */
  rssMb: number | null;
  /**
   * RSS as found 20 s after the load: what the server holds once quiet, after its own collections (V8's memory
   * reducer runs 8–16 s into a quiet spell); none forced by the bench. The target is judged on this.
   */
  rssHeldMb: number | null;
  /** The process's highest RSS (VmHWM) from its start through the load: what a container must allow. */
  peakMb: number | null;
  /** After forced full collections (inspector), read after the held figure. */
  rssAfterGcMb: number | null;
  heapAfterGcMb: number | null;
}

export interface DatabaseStartup {
  database: DatabaseKind;
  firstStart: StartSample;
  /** Starts on the existing data folder (or schema): what a restart costs. */
  starts: StartSample[];
  afterLoad: AfterLoad | { skipped: string };
}

export interface PgliteFloor {
  /** RSS of a Node process that only opened PGlite on the same folder and ran one query, 5 s later. */
  rssMb: number;
  /** The same right after the query, and the process's peak. */
  rssAtOpenMb: number;
  peakMb: number;
  openMs: number;
  settings: string[];
}

export interface StartupSection {
  nodeOptions: string[];
  pglite: DatabaseStartup | { skipped: string };
  postgres: DatabaseStartup | { skipped: string };
  pgliteFloor?: PgliteFloor | { skipped: string };
}

function isSkipped<T extends object>(value: T | { skipped: string }): value is { skipped: string } {
  return 'skipped' in value;
}

/** The server's "Replybook is running" log line (JSON, pino), or null when it is not in the output. */
export function parseStartupLine(output: string): { startupMs: number; rssMb: number } | null {
  for (const line of output.split('\n')) {
    if (!line.includes('Replybook is running')) continue;
    try {
      const parsed = JSON.parse(line) as { startupMs?: unknown; rssMb?: unknown };
      if (typeof parsed.startupMs === 'number' && typeof parsed.rssMb === 'number') {
        return { startupMs: parsed.startupMs, rssMb: parsed.rssMb };
      }
    } catch {
      // Not JSON: keep looking.
    }
  }
  return null;
}

/** Medians over the starts on an existing data folder (null where no start had the figure). */
export function medianOfStarts(starts: readonly StartSample[]): {
  readyMs: number | null;
  cpuMs: number | null;
  rssAtReadyMb: number | null;
  rssSettledMb: number | null;
  range: { readyMs: [number, number] | null };
} {
  const of = (pick: (sample: StartSample) => number | null): number | null => {
    const values = starts.map(pick).filter((value): value is number => value !== null);
    return values.length === 0 ? null : round(median(values), 1);
  };
  const ready = starts.map((sample) => sample.readyMs);
  return {
    readyMs: of((sample) => sample.readyMs),
    cpuMs: of((sample) => sample.cpuMs),
    rssAtReadyMb: of((sample) => sample.rssAtReadyMb),
    rssSettledMb: of((sample) => sample.rssSettledMb),
    range: { readyMs: ready.length === 0 ? null : [Math.min(...ready), Math.max(...ready)] },
  };
}

const NAMES: Record<DatabaseKind, string> = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' };

/** Pass/miss against the targets, one row per figure and database; n/a where a half was not run. */
export function startupTargets(section: StartupSection): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const result = section[database];
    const limits = STARTUP_TARGETS[database];
    const name = NAMES[database];
    const measured = isSkipped(result) ? null : medianOfStarts(result.starts);
    const afterLoad = isSkipped(result) || isSkipped(result.afterLoad) ? null : result.afterLoad;
    const why = isSkipped(result) ? result.skipped : 'not measured';
    const row = (target: string, value: number | null, limit: number, text: (value: number) => string): void => {
      rows.push({
        target,
        source: 'memory and start-up',
        measured: value === null ? why : text(value),
        status: value === null ? 'n/a' : value <= limit ? 'pass' : 'miss',
      });
    };
    const starts = measured ? `, median of ${isSkipped(result) ? 0 : result.starts.length} starts` : '';
    row(
      `${name}: start to /readyz ≤ ${limits.readyMs / 1000} s on an existing ${database === 'pglite' ? 'data folder' : 'schema'}`,
      measured?.readyMs ?? null,
      limits.readyMs,
      (value) => `${(value / 1000).toFixed(2)} s${starts}`,
    );
    // Judged on the settled reading, as the held one after the load: at /readyz the start's garbage is still there.
    const afterStart = measured?.rssSettledMb ?? null;
    row(
      `${name}: RSS idle ≤ ${limits.rssIdleMb} MB after start`,
      afterStart,
      limits.rssIdleMb,
      (value) =>
        `${value} MB${starts} (${mb(measured?.rssAtReadyMb)} at /readyz, ${mb(measured?.rssSettledMb)} 20 s later)`,
    );
    row(
      `${name}: RSS ≤ ${limits.rssHeldMb} MB held after the API load (20 s after it, no collection forced)`,
      afterLoad?.rssHeldMb ?? null,
      limits.rssHeldMb,
      (value) =>
        `${value} MB 20 s after (${mb(afterLoad?.rssMb)} 2 s after` +
        `${afterLoad?.rssAfterGcMb != null ? `, ${afterLoad.rssAfterGcMb} MB after a full GC` : ''})`,
    );
    row(
      `${name}: peak RSS (VmHWM) ≤ ${limits.peakMb} MB from start through the API load`,
      afterLoad?.peakMb ?? null,
      limits.peakMb,
      (value) => `${value} MB`,
    );
  }
  return rows;
}

function mb(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${value} MB`;
}

function seconds(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${(value / 1000).toFixed(2)} s`;
}

/** The report's "Memory and start-up" section, as Markdown lines. */
export function renderStartupSection(section: StartupSection): string[] {
  const out: string[] = ['## Memory and start-up', ''];
  out.push(
    `The production server as \`npm start\` runs it (\`node ${section.nodeOptions.join(' ')} build/server-main.mjs\`, ` +
      'NODE_ENV=production). Each database: one start on a fresh data folder (PGlite) or schema (PostgreSQL), stopped with ' +
      'SIGTERM, then several starts on that existing one, each timed from spawn to the first 200 from /readyz; RSS and CPU ' +
      '(all threads, from /proc) are read at that moment, RSS again 20 s later, idle (the target is judged on that figure). Medians, with the range of start times in brackets. Then one ' +
      'more start takes the API load (the endpoints of "API under load", one pass) and its RSS is read as found 2 s and ' +
      '20 s after it (by then V8 has collected on its own once the server went quiet; the target is judged on that held ' +
      'figure), with its peak, then after forced full collections. Start times on a shared machine move with its load; ' +
      'CPU time and memory much less.',
    '',
  );
  const rows: string[][] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const result = section[database];
    if (isSkipped(result)) {
      rows.push([NAMES[database], result.skipped, '', '', '', '', '']);
      continue;
    }
    const summary = medianOfStarts(result.starts);
    const range = summary.range.readyMs;
    const afterLoad = isSkipped(result.afterLoad) ? null : result.afterLoad;
    rows.push([
      NAMES[database],
      `${seconds(result.firstStart.readyMs)}, ${mb(result.firstStart.rssAtReadyMb)}`,
      `${seconds(summary.readyMs)}${range && range[0] !== range[1] ? ` (${seconds(range[0])}–${seconds(range[1])})` : ''}, ${result.starts.length} starts`,
      summary.cpuMs === null ? '–' : `${Math.round(summary.cpuMs)} ms`,
      `${mb(summary.rssAtReadyMb)}, ${mb(summary.rssSettledMb)} 20 s later`,
      afterLoad
        ? `${mb(afterLoad.rssMb)}, ${mb(afterLoad.rssHeldMb)} (peak ${mb(afterLoad.peakMb)})`
        : isSkipped(result.afterLoad)
          ? result.afterLoad.skipped
          : '–',
      afterLoad ? `${mb(afterLoad.rssAfterGcMb)} (heap ${mb(afterLoad.heapAfterGcMb)})` : '–',
    ]);
  }
  out.push(
    '| Database | First start (fresh): ready, RSS | Start on existing data: to /readyz | CPU at ready | RSS at ready, then settled | RSS 2 s and 20 s after the load (peak) | After a full GC |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  );
  const floor = section.pgliteFloor;
  if (floor) {
    out.push(
      '',
      isSkipped(floor)
        ? `PGlite alone: ${floor.skipped}`
        : `The floor under the embedded figures: a Node process that only opens PGlite on the same folder ` +
            `(${floor.settings.join(', ')}) and runs one query holds ${floor.rssMb} MB of RSS 5 s later ` +
            `(${floor.rssAtOpenMb} MB right after the query, peak ${floor.peakMb} MB while V8 compiles the engine; opened in ${seconds(floor.openMs)}). ` +
            'That is the WebAssembly engine: its heap (the buffer pool included) and its compiled code.',
    );
  }
  return out;
}

/** Polls /readyz every 10 ms (start-up is the figure): the time from `since` to the first 200. */
async function waitReady(url: string, server: ManagedProcess, since: number): Promise<number> {
  while (performance.now() - since < READY_TIMEOUT_MS) {
    if (server.exited()) throw new Error(`${server.name} exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${server.name} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

interface ServerSetup {
  env: Record<string, string>;
  dataDir: string;
}

/** One start of the built server: spawn, wait for /readyz, read RSS and CPU. The caller stops it. */
async function startOnce(
  setup: ServerSetup,
  name: string,
  inspectPort?: number,
): Promise<{ server: ManagedProcess; sample: StartSample; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const base = hostEnv();
  const started = performance.now();
  const server = await startBenchServer({
    name,
    port,
    nodeOptions: [...SERVER_NODE_OPTIONS, ...(inspectPort === undefined ? [] : [`--inspect=127.0.0.1:${inspectPort}`])],
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', DATA_DIR: setup.dataDir, ...setup.env },
  });
  try {
    const readyMs = await waitReady(`${baseUrl}/readyz`, server, started);
    const cpuUs = processCpuUs(server.pid);
    const rssAtReadyMb = rssMb(server.pid);
    const logged = parseStartupLine(server.output());
    return {
      server,
      baseUrl,
      sample: {
        readyMs: Math.round(readyMs),
        loggedStartupMs: logged?.startupMs ?? null,
        cpuMs: cpuUs === null ? null : Math.round(cpuUs / 1000),
        rssAtReadyMb,
        rssSettledMb: null,
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function measureDatabase(
  database: DatabaseKind,
  setup: ServerSetup,
  options: { starts: number; load: { connections: number; durationS: number; warmUpS: number } | null },
  log: (line: string) => void,
): Promise<DatabaseStartup> {
  const settle = async (run: { server: ManagedProcess; sample: StartSample }): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    run.sample.rssSettledMb = rssMb(run.server.pid);
    await run.server.stop();
  };
  const first = await startOnce(setup, `${NAMES[database]} server, first start`);
  await settle(first);
  log(`  ${NAMES[database]}: first start ${first.sample.readyMs} ms, RSS ${first.sample.rssAtReadyMb} MB`);
  const starts: StartSample[] = [];
  for (let index = 0; index < options.starts; index += 1) {
    const run = await startOnce(setup, `${NAMES[database]} server, start ${index + 2}`);
    await settle(run);
    starts.push(run.sample);
    log(
      `  start ${index + 2}: ready ${run.sample.readyMs} ms (server's own figure ${run.sample.loggedStartupMs} ms), ` +
        `CPU ${run.sample.cpuMs} ms, RSS ${run.sample.rssAtReadyMb} MB, ${run.sample.rssSettledMb} MB 20 s later`,
    );
  }
  let afterLoad: DatabaseStartup['afterLoad'] = { skipped: 'no load asked for' };
  if (options.load) {
    const inspectPort = await freePort();
    const loaded = await startOnce(setup, `${NAMES[database]} server under load`, inspectPort);
    try {
      // No inspector for the load itself: the API bench would force a collection right after its 2 s reading, and
      // the held figure is about the server's own collections.
      const result = await benchApi({
        baseUrl: loaded.baseUrl,
        bareUrl: null,
        serverPid: loaded.server.pid,
        passes: 1,
        log: () => {},
        ...options.load,
      });
      // benchApi read its figure 2 s after the load; the held one comes 20 s after.
      await new Promise((resolve) => setTimeout(resolve, HELD_AFTER_LOAD_MS - 2_000));
      const rssHeldMb = rssMb(loaded.server.pid);
      const peakMb = peakRssMb(loaded.server.pid);
      const gc = await memoryAfterGc(inspectPort);
      afterLoad = {
        durationS: options.load.durationS,
        connections: options.load.connections,
        rssMb: result.memory?.afterPass1Mb ?? null,
        rssHeldMb,
        peakMb,
        rssAfterGcMb: gc?.rssMb ?? null,
        heapAfterGcMb: gc?.heapUsedMb ?? null,
      };
      log(
        `  after the API load: RSS ${afterLoad.rssMb} MB 2 s after, ${rssHeldMb} MB 20 s after (peak ${peakMb} MB), ` +
          `${afterLoad.rssAfterGcMb} MB after a full GC`,
      );
    } finally {
      await loaded.server.stop();
    }
  }
  return { database, firstStart: first.sample, starts, afterLoad };
}

/** A bare Node process that opens PGlite on `dir` with the server's settings, runs one query and reports its RSS. */
function measurePgliteFloor(dir: string): PgliteFloor {
  const script = `
    import { readFileSync } from 'node:fs';
    // As the server opens it (server/db/database.ts).
    const { keepWasmOnBaselineCompiler } = await import(process.argv[3]);
    keepWasmOnBaselineCompiler();
    const { PGlite } = await import('@electric-sql/pglite');
    const settings = JSON.parse(process.argv[2]);
    const started = performance.now();
    const db = new PGlite(process.argv[1], { startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])] });
    await db.waitReady;
    await db.query('select count(*) from pg_class');
    const openMs = performance.now() - started;
    const status = () => readFileSync('/proc/self/status', 'utf8');
    const kb = (pattern) => Number(pattern.exec(status())[1]);
    const atOpen = kb(/VmRSS:\\s+(\\d+)/);
    // V8 keeps compiling the engine's hot functions for a few seconds after it opens; read again once that is done.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const mb = (value) => Math.round(value / 102.4) / 10;
    const figures = { rssAtOpenMb: mb(atOpen), rssMb: mb(kb(/VmRSS:\\s+(\\d+)/)), peakMb: mb(kb(/VmHWM:\\s+(\\d+)/)), openMs: Math.round(openMs) };
    await db.close();
    console.log(JSON.stringify(figures));
  `;
  const result = spawnSync(
    process.execPath,
    [
      ...SERVER_NODE_OPTIONS,
      '--input-type=module',
      '-e',
      script,
      dir,
      JSON.stringify(PGLITE_SETTINGS),
      pathToFileURL(path.join(ROOT, 'server/runtime/wasm-tiering.ts')).href,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  if (result.status !== 0) throw new Error(`PGlite alone failed: ${result.stderr || result.stdout}`);
  const figures = JSON.parse(result.stdout.trim().split('\n').pop()!) as Omit<PgliteFloor, 'settings'>;
  return { ...figures, settings: [...PGLITE_SETTINGS] };
}

export async function benchStartup(options: {
  testDatabaseUrl: string | undefined;
  starts: number;
  load: { connections: number; durationS: number; warmUpS: number } | null;
  log: (line: string) => void;
  /** Which halves to run (default both). */
  databases?: readonly DatabaseKind[];
}): Promise<StartupSection> {
  if (!existsSync(path.join(ROOT, 'build/server-main.mjs'))) {
    throw new Error('No build: run `npm run build` first.');
  }
  const section: StartupSection = {
    nodeOptions: [...SERVER_NODE_OPTIONS],
    pglite: { skipped: 'not run' },
    postgres: { skipped: 'not run' },
  };

  if (!(options.databases ?? ['pglite']).includes('pglite')) {
    section.pglite = { skipped: 'not asked for' };
  } else {
    await measurePglite(section, options);
  }
  if (!options.testDatabaseUrl) {
    section.postgres = { skipped: 'TEST_DATABASE_URL not set: skipped.' };
    return section;
  }
  if (options.databases && !options.databases.includes('postgres')) {
    section.postgres = { skipped: 'not asked for' };
    return section;
  }
  await measurePostgres(section, options.testDatabaseUrl, options);
  return section;
}

type StartupOptions = Parameters<typeof benchStartup>[0];

async function measurePglite(section: StartupSection, options: StartupOptions): Promise<void> {
  const { log } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-startup-'));
  try {
    log('Start-up and memory, embedded database…');
    section.pglite = await measureDatabase('pglite', { env: {}, dataDir }, options, log);
    try {
      section.pgliteFloor = measurePgliteFloor(path.join(dataDir, 'pglite'));
      log(
        `  PGlite alone on the same folder: RSS ${section.pgliteFloor.rssMb} MB (${section.pgliteFloor.rssAtOpenMb} MB at open, peak ${section.pgliteFloor.peakMb} MB)`,
      );
    } catch (error) {
      section.pgliteFloor = { skipped: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }
  } catch (error) {
    section.pglite = { skipped: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(
  section: StartupSection,
  testDatabaseUrl: string,
  options: StartupOptions,
): Promise<void> {
  const { log } = options;
  const schema = `startup_${randomBytes(5).toString('hex')}`;
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-startup-pg-'));
  try {
    log('Start-up and memory, PostgreSQL…');
    section.postgres = await measureDatabase(
      'postgres',
      { env: { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema }, dataDir: pgDataDir },
      options,
      log,
    );
  } catch (error) {
    section.postgres = { skipped: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await dropServerSchemas(testDatabaseUrl, schema);
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const quick = process.env['BENCH_QUICK'] === '1';
  const section = await benchStartup({
    testDatabaseUrl: process.env['TEST_DATABASE_URL'] || undefined,
    starts: Number(process.env['BENCH_STARTS'] ?? 5) || 5,
    load: { connections: 50, durationS: quick ? 3 : 10, warmUpS: 1 },
    log: (line) => process.stderr.write(`${line}\n`),
    ...(process.env['BENCH_DATABASES']
      ? { databases: process.env['BENCH_DATABASES'].split(',') as DatabaseKind[] }
      : {}),
  });
  const targets = startupTargets(section);
  console.log(
    [
      ...renderStartupSection(section),
      '',
      '| | Target | Measured |',
      '| --- | --- | --- |',
      ...targets.map(
        (row) =>
          `| ${row.status === 'pass' ? '✅ pass' : row.status === 'miss' ? '❌ miss' : '– n/a'} | ${row.target} | ${row.measured} |`,
      ),
    ].join('\n'),
  );
}
