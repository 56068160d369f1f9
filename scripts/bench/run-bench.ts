import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SmtpDouble } from '../../tests/doubles/smtp-server.ts';
import { benchApi, cpuRatio, type ApiBenchResult } from './api-bench.ts';
import { measureAssetBytes } from './asset-bytes.ts';
import { benchGoogleBusiness } from './google-business-bench.ts';
import { benchEngineOverHttp } from './engine-http.ts';
import { benchEmailBurst } from './email-burst-bench.ts';
import { benchInteractions } from './interaction-bench.ts';
import { auditPages, type FormFactor, type LighthousePage } from './lighthouse-audit.ts';
import {
  freePort,
  hostEnv,
  rssMb,
  startBenchServer,
  startProcess,
  waitForOk,
  type ManagedProcess,
  dropServerSchemas,
} from './processes.ts';
import { REFERENCE_PAGE_PATH } from './reference-page.ts';
import { evaluateTargets, renderMarkdown, type BenchReport, type OfflineFigures } from './report.ts';
import { SERVER_NODE_OPTIONS } from '../run.mjs';
import { benchStartup } from './startup-bench.ts';

/**
 * `npm run bench`: the production build under load, in the browser and in-process, written to
 * bench-results/latest.{md,json} plus timestamped copies, the Markdown also printed. Progress goes to stderr.
 *   BENCH_QUICK=1        3 s loads, 3 playbook runs, one mobile Lighthouse run of / only
 *   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs per page and form factor, median reported (default 5; quick: 1)
 *   TEST_DATABASE_URL    also load the API against PostgreSQL (fresh schema, dropped afterwards)
 * Every process it starts runs in its own process group and is stopped on the way out, failure included.
 */

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const READY_TIMEOUT_MS = 180_000;

const PRODUCT_ROUTES = [
  '/',
  '/playbook-examples',
  '/sop/grand-central-oyster-bar',
  '/sop/katzs-delicatessen',
  '/contact',
  '/thank-you?restaurant=katzs-delicatessen',
  '/privacy-policy',
];

interface BenchOptions {
  quick: boolean;
  testDatabaseUrl: string | undefined;
}

const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];

async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Ctrl-C reaches us twice (the terminal's group and scripts/bench.mjs forwarding it): clean up once.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping everything the benchmark started…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/** The commit measured, and whether tracked files differed from it (the build is made from the working tree). */
function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) return null;
  const changes = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' });
  const dirty = changes.status !== 0 || changes.stdout.trim() !== '';
  return `${result.stdout.trim()}${dirty ? ' plus uncommitted changes' : ''}`;
}

async function importIfPresent<T>(file: string): Promise<T | null> {
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute)) return null;
  return (await import(pathToFileURL(absolute).href)) as T;
}

type BenchFunction = () => Promise<Record<string, unknown>>;

/** The other engineers' in-process benchmarks, each optional: figures, or why there are none. */
async function offlineBenches(): Promise<BenchReport['offline']> {
  const benches: [string, string, string][] = [
    ['search', 'scripts/bench/search-bench.ts', 'benchSearch'],
    ['research-brand', 'scripts/bench/brand-bench.ts', 'benchResearch'],
    ['generate-sop', 'scripts/bench/playbook-bench.ts', 'benchPlaybook'],
    ['operator-console', 'scripts/bench/operator-bench.ts', 'benchOperator'],
    ['inbox', 'scripts/bench/inbox-bench.ts', 'benchInbox'],
    ['results', 'scripts/bench/results-bench.ts', 'benchResults'],
    ['sentiment', 'scripts/bench/sentiment-bench.ts', 'benchSentiment'],
    ['email-spam', 'scripts/bench/email-spam-bench.ts', 'benchEmailSpam'],
    ['replies', 'scripts/bench/replies-bench.ts', 'benchReplies'],
    ['google-sync', 'scripts/bench/google-sync-bench.ts', 'benchGoogleSync'],
  ];
  const offline: BenchReport['offline'] = {};
  for (const [name, file, exportName] of benches) {
    try {
      const module = await importIfPresent<Record<string, unknown>>(file);
      const bench = module?.[exportName];
      if (!module) {
        offline[name] = { skipped: `${file} not present yet` };
      } else if (typeof bench !== 'function') {
        offline[name] = { skipped: `${file} does not export ${exportName}()` };
      } else {
        const started = performance.now();
        const result = await (bench as BenchFunction)();
        const figures: OfflineFigures = {};
        for (const [key, value] of Object.entries(result)) {
          if (typeof value === 'number' || typeof value === 'string') figures[key] = value;
        }
        offline[name] = figures;
        log(`  ${name}: ${JSON.stringify(figures)} (${Math.round(performance.now() - started)} ms)`);
      }
    } catch (error) {
      offline[name] = { skipped: `failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return offline;
}

async function googleBusinessBench(quick: boolean): Promise<NonNullable<BenchReport['google']>> {
  try {
    const figures = await benchGoogleBusiness({ quick });
    log(`  ${JSON.stringify(figures)}`);
    return figures;
  } catch (error) {
    return { skipped: `failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function ensureBuild(): void {
  if (existsSync(path.join(ROOT, 'build/server-main.mjs')) && existsSync(path.join(ROOT, 'build/server/index.js')))
    return;
  log('No build found: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
}

/** The environment the server gets: only what the benchmark sets, so a developer's shell (AI keys, DATABASE_URL) cannot leak in. */
function serverEnv(extra: Record<string, string>): { env: NodeJS.ProcessEnv; shown: Record<string, string> } {
  const shown: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ...extra,
  };
  return { env: { ...hostEnv(), ...shown }, shown };
}

async function startProductServer(
  extra: Record<string, string>,
  name: string,
): Promise<{
  server: ManagedProcess;
  baseUrl: string;
  startupMs: number;
  shownEnv: Record<string, string>;
  dataDir: string;
  inspectPort: number;
}> {
  const port = await freePort();
  // The inspector, on loopback, lets the memory check force a full collection before it reads the heap
  // (processes.ts memoryAfterGc); it costs nothing measurable while no client is attached.
  const inspectPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { env, shown } = serverEnv({ PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, ...extra });
  // The Node options `npm start` uses (scripts/run.mjs), so the figures are those of a real start.
  const server = await startBenchServer({
    name,
    port,
    nodeOptions: [...SERVER_NODE_OPTIONS, `--inspect=127.0.0.1:${inspectPort}`],
    env,
    cwd: ROOT,
  });
  cleanups.push(() => server.stop());
  log(
    `Starting ${name} on ${baseUrl}${extra['DATABASE_URL'] ? '' : ' (the first start of the embedded database takes a while)'}…`,
  );
  const startupMs = await server.waitReady(READY_TIMEOUT_MS);
  log(`  ready after ${(startupMs / 1000).toFixed(1)} s, RSS ${rssMb(server.pid)} MB`);
  const shownEnv = { ...shown };
  delete shownEnv['PORT'];
  delete shownEnv['PUBLIC_URL'];
  delete shownEnv['DATA_DIR'];
  return { server, baseUrl, startupMs, shownEnv, dataDir, inspectPort };
}

function lighthousePages(
  baseUrl: string,
  bareUrl: string,
  quick: boolean,
): { pages: LighthousePage[]; formFactors: FormFactor[] } {
  if (quick) return { pages: [{ label: '/', url: `${baseUrl}/` }], formFactors: ['mobile'] };
  return {
    pages: [
      ...PRODUCT_ROUTES.map((route) => ({ label: route, url: `${baseUrl}${route}` })),
      // Served by the bare reference server: the product's server has no benchmark routes.
      { label: 'static HTML page', url: `${bareUrl}${REFERENCE_PAGE_PATH}`, reference: true },
    ],
    formFactors: ['mobile', 'desktop'],
  };
}

async function postgresPass(
  options: BenchOptions,
  sqlite: ApiBenchResult | { skipped: string },
  settings: { connections: number; durationS: number; warmUpS: number },
): Promise<ApiBenchResult | { skipped: string }> {
  if (!options.testDatabaseUrl) return { skipped: 'TEST_DATABASE_URL not set: skipped.' };
  const { testDatabaseUrl } = options;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  cleanups.push(async () => {
    await dropServerSchemas(testDatabaseUrl, schema);
  });
  const { server, baseUrl } = await startProductServer(
    { DATABASE_URL: options.testDatabaseUrl, DATABASE_SCHEMA: schema },
    'server on PostgreSQL',
  );
  try {
    const result = await benchApi({ baseUrl, bareUrl: null, serverPid: server.pid, passes: 1, log, ...settings });
    // Ratios against the bare figures measured earlier in this run, by endpoint.
    const bareRows = 'rows' in sqlite ? sqlite.rows : [];
    for (const row of result.rows) {
      const bare = bareRows.find((other) => other.endpoint === row.endpoint)?.bare;
      const first = row.passes[0];
      if (bare && first) {
        row.bare = bare;
        row.ratioToBare =
          bare.requestsPerSecond > 0 ? Math.round((first.okPerSecond / bare.requestsPerSecond) * 1000) / 1000 : 0;
        const cpu = cpuRatio(first, bare);
        if (cpu !== undefined) row.cpuRatioToBare = cpu;
      }
    }
    delete result.memory;
    return result;
  } finally {
    await server.stop();
  }
}

function writeReport(report: BenchReport): string {
  const markdown = renderMarkdown(report);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  for (const [name, content] of [
    ['latest.md', markdown],
    ['latest.json', `${JSON.stringify(report, null, 2)}\n`],
    [`${stamp}.md`, markdown],
    [`${stamp}.json`, `${JSON.stringify(report, null, 2)}\n`],
  ] as const) {
    writeFileSync(path.join(RESULTS_DIR, name), content);
  }
  return markdown;
}

type PartialReport = Omit<BenchReport, 'targets' | 'finishedAt' | 'durationS'>;
type LoadSettings = { connections: number; durationS: number; warmUpS: number };

function failedBecause(error: unknown): { skipped: string } {
  return { skipped: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
}

function emptyReport(options: BenchOptions, started: Date, notes: string[]): PartialReport {
  const cpus = os.cpus();
  return {
    startedAt: started.toISOString(),
    quick: options.quick,
    command: `${options.quick ? 'BENCH_QUICK=1 ' : ''}${options.testDatabaseUrl ? 'TEST_DATABASE_URL=… ' : ''}npm run bench`,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageAtStart: os.loadavg(),
      loadAverageAtEnd: [],
    },
    commit: gitCommit(),
    server: { startupMs: null, rssAtReadyMb: null, env: {} },
    offline: {},
    api: { skipped: 'not run' },
    engineHttp: { skipped: 'not run' },
    lighthouse: [],
    assets: [],
    postgres: { skipped: 'not run' },
    notes,
  };
}

/** The SMTP double the server sends through, when tests/doubles/smtp-server.ts is there. */
async function startSmtp(notes: string[]): Promise<SmtpDouble | null> {
  const smtpModule = await importIfPresent<{ startSmtpDouble: () => Promise<SmtpDouble> }>(
    'tests/doubles/smtp-server.ts',
  );
  if (!smtpModule) {
    notes.push('tests/doubles/smtp-server.ts not present: the server ran without SMTP_URL (email outbox only).');
    return null;
  }
  const smtp = await smtpModule.startSmtpDouble();
  cleanups.push(() => smtp.close());
  return smtp;
}

async function startBareReference(): Promise<{ bare: ManagedProcess; bareUrl: string }> {
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const bare = startProcess(
    'bare Fastify reference',
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/bare-reference-server.ts', String(barePort)],
    { env: serverEnv({}).env, cwd: ROOT },
  );
  cleanups.push(() => bare.stop());
  await waitForOk(`${bareUrl}/healthz`, bare, 30_000);
  return { bare, bareUrl };
}

/** The product's server on the embedded database: API load, the playbook flow, assets, interactions, Lighthouse. */
async function benchProductServer(
  options: BenchOptions,
  settings: LoadSettings,
  partial: PartialReport,
  smtp: SmtpDouble | null,
): Promise<void> {
  const { notes } = partial;
  const { bare, bareUrl } = await startBareReference();
  const product = await startProductServer({ ...(smtp ? { SMTP_URL: smtp.url } : {}) }, 'production server');
  partial.server = {
    startupMs: Math.round(product.startupMs),
    rssAtReadyMb: rssMb(product.server.pid),
    env: product.shownEnv,
  };

  log(`API under load (${settings.connections} connections, ${settings.durationS} s each)…`);
  partial.api = await benchApi({
    baseUrl: product.baseUrl,
    bareUrl,
    serverPid: product.server.pid,
    barePid: bare.pid,
    inspectPort: product.inspectPort,
    passes: 2,
    log,
    ...settings,
  });
  if (partial.api.rows.some((row) => row.endpoint.includes('distinct client'))) {
    notes.push(
      'calculate-roi is rate-limited per client address and the benchmark does not exempt itself (no RATE_LIMIT_ALLOWLIST). ' +
        'The one-client row is what a single address gets; the distinct-clients row sends each request from its own X-Forwarded-For ' +
        'address (the server runs with TRUST_PROXY=loopback, as behind a reverse proxy on the same machine), i.e. many visitors, each under the limit.',
    );
  }

  log('Playbook flow over HTTP…');
  partial.engineHttp = await benchEngineOverHttp({
    baseUrl: product.baseUrl,
    runs: options.quick ? 3 : 10,
    smtp,
    emailTimeoutMs: 45_000,
    log,
  });

  log('JavaScript and CSS bytes per route…');
  partial.assets = await measureAssetBytes(product.baseUrl, PRODUCT_ROUTES, log);

  log('Interaction latency of the landing flow (4× CPU throttling)…');
  partial.interaction = await benchInteractions({
    baseUrl: product.baseUrl,
    runs: options.quick ? 2 : 5,
    log,
  }).catch(failedBecause);

  await lighthouse(options, partial, product.baseUrl, bareUrl);
  // The embedded-database server is done: stop it so it does not share the CPU with the PostgreSQL run.
  await product.server.stop();
}

async function lighthouse(options: BenchOptions, partial: PartialReport, baseUrl: string, bareUrl: string) {
  log('Lighthouse…');
  const { pages, formFactors } = lighthousePages(baseUrl, bareUrl, options.quick);
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (options.quick ? 1 : 5));
  partial.lighthouse = await auditPages(pages, formFactors, log, Math.max(1, Math.floor(lighthouseRuns) || 1));
  for (const row of partial.lighthouse.filter((entry) => entry.reference && entry.scores)) {
    partial.notes.push(
      `Noise floor: the static reference page (no JavaScript, no images) scored performance ${row.scores?.performance} with ` +
        `TBT ${row.tbtMs} ms and LCP ${row.lcpMs} ms on ${row.formFactor}; that much of any page's figures comes from the machine, not the product.`,
    );
  }
}

/** The benches that start their own servers, one at a time, after the product's server has stopped. */
async function benchOwnServers(options: BenchOptions, settings: LoadSettings, partial: PartialReport): Promise<void> {
  if (options.testDatabaseUrl) log('API under load on PostgreSQL…');
  partial.postgres = await postgresPass(options, partial.api, settings);

  log('Playbook emails under a burst of Generates…');
  partial.emailBurst = await benchEmailBurst({
    sizes: options.quick ? [40] : [40, 200],
    testDatabaseUrl: options.testDatabaseUrl,
    log,
  }).catch(failedBecause);
  // Last, with no other server running: restarts on existing data and the memory after the same API load.
  partial.startup = await benchStartup({
    testDatabaseUrl: options.testDatabaseUrl,
    starts: options.quick ? 3 : 5,
    load: settings,
    log,
  }).catch(failedBecause);
}

function noteBusyMachine(partial: PartialReport): void {
  partial.machine.loadAverageAtEnd = os.loadavg();
  if (partial.machine.loadAverageAtStart[0]! <= partial.machine.cpus) return;
  partial.notes.unshift(
    `The machine was busy while this ran (1-minute load average ${partial.machine.loadAverageAtStart[0]!.toFixed(1)} at start, ` +
      `${partial.machine.loadAverageAtEnd[0]!.toFixed(1)} at the end, on ${partial.machine.cpus} cores): absolute figures are pessimistic; ` +
      'the ratios against the bare reference, measured in the same conditions, are the more reliable comparison.',
  );
}

async function main(options: BenchOptions): Promise<number> {
  const settings: LoadSettings = { connections: 50, durationS: options.quick ? 3 : 10, warmUpS: 1 };
  const notes: string[] = [];
  const partial = emptyReport(options, new Date(), notes);
  let failure: unknown = null;

  try {
    log('Offline engine (in-process)…');
    partial.offline = await offlineBenches();
    log('Google Business Profile client against the local double…');
    partial.google = await googleBusinessBench(options.quick);
    ensureBuild();
    const smtp = await startSmtp(notes);
    await benchProductServer(options, settings, partial, smtp);
    await benchOwnServers(options, settings, partial);
  } catch (error) {
    failure = error;
    notes.push(
      `The run failed before it finished: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    log('Stopping servers…');
    await runCleanups();
  }

  // performance.now() counts from process start: the duration includes loading Lighthouse, Playwright and tsx.
  const durationS = Math.round(performance.now() / 1000);
  noteBusyMachine(partial);
  const withoutTargets = { ...partial, finishedAt: new Date().toISOString(), durationS };
  const report: BenchReport = { ...withoutTargets, targets: evaluateTargets(withoutTargets) };
  const markdown = writeReport(report);
  process.stdout.write(markdown);
  log(`Written to ${path.relative(process.cwd(), RESULTS_DIR)}/latest.md and latest.json (${durationS} s).`);
  return failure ? 1 : 0;
}

const exitCode = await main({
  quick: process.env['BENCH_QUICK'] === '1',
  testDatabaseUrl: process.env['TEST_DATABASE_URL'] || undefined,
});
// Lighthouse and playwright can leave handles open; everything of ours is stopped by now.
process.exit(exitCode);
