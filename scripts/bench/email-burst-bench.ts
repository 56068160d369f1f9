import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PlaceDetails } from '#contracts/places.ts';
import { startSmtpDouble, type SmtpDouble } from '../../tests/doubles/smtp-server.ts';
import { CATALOGUE_PLACE_ID } from './api-bench.ts';
import { asRecord, call, unavailableReason, type CallResult } from './http-call.ts';
import { summarise } from './percentile.ts';
import {
  freePort,
  hostEnv,
  processCpuUs,
  rssMb,
  startBenchServer,
  type ManagedProcess,
  dropServerSchemas,
} from './processes.ts';

/**
 * Playbook emails under a burst: N visitors press Generate (email delivery) within two seconds, each from its own
 * client address (X-Forwarded-For, the server trusting its proxy) and with its own contact address; each is timed
 * from its Generate request to the moment the local SMTP server accepts the playbook email for that address. The
 * BUILT server runs as a process, on the embedded database and then, with TEST_DATABASE_URL, on PostgreSQL.
 * Targets: every email of a burst of 40 within 15 s of its Generate, of 200 within 60 s.
 *   npx tsx scripts/bench/email-burst-bench.ts     (BENCH_BURST_SIZES=40,200; TEST_DATABASE_URL for PostgreSQL)
 *   BENCH_BURST_WAIT_S       how long a burst may take before its missing emails count as missed
 *   BENCH_BURST_NODE_OPTIONS NODE_OPTIONS for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it
 */

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The window the visitors' Generate requests are spread over. */
const SPREAD_MS = 2_000;
/** Every email of a burst of this size within this many ms of its Generate. */
export const BURST_TARGETS_MS: Record<number, number> = { 40: 15_000, 200: 60_000 };

export interface BurstRun {
  database: 'PGlite' | 'PostgreSQL';
  size: number;
  targetMs: number | null;
  /** Generate's own answers: status counts, and how long they took. */
  generate: { statuses: Record<string, number>; queued: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** Generate → SMTP accepted, over the emails that arrived within the wait. */
  accepted: { runs: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** Visitors whose email had not arrived when the wait ended. */
  missing: number;
  /** Messages beyond the first for one address: must be 0. */
  duplicates: number;
  waitMs: number;
  /** CPU the server process spent from the first Generate to the last email (all threads, /proc). */
  serverCpuMs: number | null;
  /** Wall time from the first Generate to the last email. */
  wallMs: number;
  rssAfterMb: number | null;
}

export interface EmailBurstResult {
  runs: (BurstRun | { database: 'PGlite' | 'PostgreSQL'; size: number; skipped: string })[];
}

type Log = (line: string) => void;

function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = hostEnv();
  const profiling = process.env['BENCH_BURST_NODE_OPTIONS'];
  return {
    ...env,
    ...(profiling ? { NODE_OPTIONS: profiling } : {}),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ...extra,
  };
}

/** Each message's arrival time by recipient, as the double accepts them (waitFor wakes on every message). */
function watchArrivals(smtp: SmtpDouble): { arrivals: Map<string, number[]>; stop: () => void } {
  const arrivals = new Map<string, number[]>();
  let seen = smtp.messages.length;
  let stopped = false;
  const record = (): void => {
    for (; seen < smtp.messages.length; seen += 1) {
      const now = performance.now();
      for (const address of smtp.messages[seen]!.envelope.rcptTo) {
        const list = arrivals.get(address.toLowerCase()) ?? [];
        list.push(now);
        arrivals.set(address.toLowerCase(), list);
      }
    }
  };
  void (async () => {
    while (!stopped) {
      try {
        await smtp.waitFor(seen + 1, 1_000);
      } catch {
        // No message this second: look again.
      }
      record();
    }
  })();
  return {
    arrivals,
    stop: () => {
      stopped = true;
    },
  };
}

async function placeDetails(baseUrl: string): Promise<PlaceDetails> {
  const details = await call(baseUrl, 'GET', `/api/places/details?place_id=${CATALOGUE_PLACE_ID}`);
  const reason = unavailableReason(details);
  const place = asRecord(details.json)['result'] as PlaceDetails | undefined;
  if (reason || !place) throw new Error(`place details: ${reason ?? 'no result'}`);
  return place;
}

/** The visitor's confirmed brand profile, as the form sends it after research-brand. */
async function brandProfile(baseUrl: string, place: PlaceDetails): Promise<Record<string, unknown>> {
  const researched = await call(baseUrl, 'POST', '/api/research-brand', {
    body: {
      restaurantName: place.name,
      restaurantAddress: place.address,
      placeId: place.place_id,
      reviews: place.allReviews,
    },
    headers: { 'x-forwarded-for': '172.31.255.1' },
  });
  const reason = unavailableReason(researched);
  if (reason) throw new Error(`research-brand: ${reason}`);
  return asRecord(asRecord(researched.json)['brandProfile']);
}

interface Visitor {
  address: string;
  clientIp: string;
  startedAt: number;
  answer?: CallResult | Error;
}

async function burst(options: {
  baseUrl: string;
  smtp: SmtpDouble;
  server: ManagedProcess;
  database: BurstRun['database'];
  size: number;
  place: PlaceDetails;
  profile: Record<string, unknown>;
  /** Distinguishes this burst's client addresses and contact addresses from every other burst's. */
  burstIndex: number;
  waitMs: number;
  log: Log;
}): Promise<BurstRun> {
  const { baseUrl, smtp, size, place, profile, log } = options;
  const seed = randomBytes(3).toString('hex');
  const watcher = watchArrivals(smtp);
  const cpuBefore = processCpuUs(options.server.pid);
  const visitors: Visitor[] = [];
  const t0 = performance.now();
  const requests: Promise<void>[] = [];
  for (let i = 0; i < size; i += 1) {
    const at = t0 + (i * SPREAD_MS) / size;
    const delay = at - performance.now();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    // 10.<burst>.<i / 250>.<i % 250 + 1>: a client address no other visitor of the run uses.
    const visitor: Visitor = {
      address: `burst-${seed}-${i}@example.com`,
      clientIp: `10.${options.burstIndex + 1}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      startedAt: performance.now(),
    };
    visitors.push(visitor);
    requests.push(
      call(baseUrl, 'POST', '/api/generate-sop', {
        body: {
          ...profile,
          name: place.name,
          restaurantName: place.name,
          address: place.address,
          placeId: place.place_id,
          ownerName: 'Dana Whitfield',
          contactEmail: visitor.address,
          blitzOptIn: false,
        },
        headers: { 'x-forwarded-for': visitor.clientIp },
        timeoutMs: 60_000,
      }).then(
        (answer) => {
          visitor.answer = answer;
        },
        (error: unknown) => {
          visitor.answer = error instanceof Error ? error : new Error(String(error));
        },
      ),
    );
  }
  await Promise.all(requests);

  const delivered = (): number => visitors.filter((v) => watcher.arrivals.has(v.address)).length;
  const deadline = t0 + options.waitMs;
  let lastLog = performance.now();
  while (delivered() < size && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      log(`    ${delivered()} of ${size} emails after ${((lastLog - t0) / 1000).toFixed(0)} s…`);
    }
  }
  // Anything sent twice shows up shortly after the first copy; give a late duplicate a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  watcher.stop();
  const cpuAfter = processCpuUs(options.server.pid);

  const statuses: Record<string, number> = {};
  const answerMs: number[] = [];
  let queued = 0;
  for (const visitor of visitors) {
    const answer = visitor.answer;
    const key = answer instanceof Error || !answer ? `error: ${answer?.message ?? 'none'}` : String(answer.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (answer && !(answer instanceof Error)) {
      answerMs.push(answer.ms);
      if (asRecord(answer.json)['queued'] === true) queued += 1;
    }
  }
  const toAccepted: number[] = [];
  let duplicates = 0;
  let lastArrival = t0;
  for (const visitor of visitors) {
    const times = watcher.arrivals.get(visitor.address);
    if (!times) continue;
    toAccepted.push(times[0]! - visitor.startedAt);
    duplicates += times.length - 1;
    lastArrival = Math.max(lastArrival, times[0]!);
  }
  const generate = summarise(answerMs);
  return {
    database: options.database,
    size,
    targetMs: BURST_TARGETS_MS[size] ?? null,
    generate: { statuses, queued, p50Ms: generate.p50Ms, p95Ms: generate.p95Ms, maxMs: generate.maxMs },
    accepted: summarise(toAccepted),
    missing: size - toAccepted.length,
    duplicates,
    waitMs: options.waitMs,
    serverCpuMs: cpuBefore !== null && cpuAfter !== null ? Math.round((cpuAfter - cpuBefore) / 1000) : null,
    wallMs: Math.round(lastArrival - t0),
    rssAfterMb: rssMb(options.server.pid),
  };
}

/** How long a burst may take before its missing emails are counted as missed: well past the target. */
function waitFor(size: number): number {
  const override = Number(process.env['BENCH_BURST_WAIT_S']);
  if (Number.isFinite(override) && override > 0) return override * 1000;
  return Math.max(60_000, 4 * (BURST_TARGETS_MS[size] ?? size * 300));
}

async function onServer(
  database: BurstRun['database'],
  extra: Record<string, string>,
  sizes: number[],
  log: Log,
): Promise<EmailBurstResult['runs']> {
  const smtp = await startSmtpDouble();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-burst-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startBenchServer({
    name: `server on ${database}`,
    port,
    env: serverEnv({ PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url, ...extra }),
    cwd: ROOT,
  });
  const runs: EmailBurstResult['runs'] = [];
  try {
    log(`  starting the server on ${database}…`);
    await server.waitReady(180_000);
    const place = await placeDetails(baseUrl);
    const profile = await brandProfile(baseUrl, place);
    // One visitor first, untimed: the first Generate compiles and warms what every later one reuses.
    const warm = await burst({
      baseUrl,
      smtp,
      server,
      database,
      size: 1,
      place,
      profile,
      burstIndex: 0,
      waitMs: 60_000,
      log,
    });
    if (warm.missing > 0) throw new Error('the warm-up visitor got no email within 60 s');
    for (const [index, size] of sizes.entries()) {
      log(`  ${database}: a burst of ${size} Generates within ${SPREAD_MS / 1000} s…`);
      const run = await burst({
        baseUrl,
        smtp,
        server,
        database,
        size,
        place,
        profile,
        burstIndex: index + 1,
        waitMs: waitFor(size),
        log,
      });
      log(
        `    accepted ${run.accepted.runs}/${size}: p50 ${run.accepted.p50Ms} ms, p95 ${run.accepted.p95Ms} ms, ` +
          `max ${run.accepted.maxMs} ms; duplicates ${run.duplicates}; Generate ${JSON.stringify(run.generate)}; ` +
          `server CPU ${run.serverCpuMs} ms over ${run.wallMs} ms`,
      );
      runs.push(run);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    for (const size of sizes.slice(runs.length)) runs.push({ database, size, skipped: `failed: ${message}` });
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runs;
}

export async function benchEmailBurst(options: {
  sizes?: number[];
  testDatabaseUrl?: string | undefined;
  log: Log;
}): Promise<EmailBurstResult> {
  const sizes = options.sizes ?? [40, 200];
  if (!existsSync(path.join(ROOT, 'build/server-main.mjs'))) {
    return { runs: sizes.map((size) => ({ database: 'PGlite', size, skipped: 'no build: run npm run build first' })) };
  }
  const runs = await onServer('PGlite', {}, sizes, options.log);
  if (!options.testDatabaseUrl) {
    for (const size of sizes) runs.push({ database: 'PostgreSQL', size, skipped: 'TEST_DATABASE_URL not set' });
    return { runs };
  }
  const schema = `burst_${randomBytes(5).toString('hex')}`;
  try {
    runs.push(
      ...(await onServer(
        'PostgreSQL',
        { DATABASE_URL: options.testDatabaseUrl, DATABASE_SCHEMA: schema },
        sizes,
        options.log,
      )),
    );
  } finally {
    await dropServerSchemas(options.testDatabaseUrl, schema);
  }
  return { runs };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const sizes = (process.env['BENCH_BURST_SIZES'] ?? '40,200')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const result = await benchEmailBurst({
    sizes,
    testDatabaseUrl: process.env['TEST_DATABASE_URL'] || undefined,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  for (const run of result.runs) {
    if ('skipped' in run) {
      console.log(`${run.database}, burst of ${run.size}: ${run.skipped}`);
      continue;
    }
    const target = run.targetMs !== null ? ` (target: every email within ${run.targetMs / 1000} s)` : '';
    const pass =
      run.targetMs === null
        ? ''
        : run.missing === 0 && run.duplicates === 0 && run.accepted.maxMs <= run.targetMs
          ? ' pass'
          : ' MISS';
    console.log(
      `${run.database}, burst of ${run.size}: Generate → accepted p50 ${run.accepted.p50Ms} ms, p95 ${run.accepted.p95Ms} ms, ` +
        `max ${run.accepted.maxMs} ms, missing ${run.missing}, duplicates ${run.duplicates}${target}${pass}; ` +
        `Generate answers ${JSON.stringify(run.generate.statuses)} (${run.generate.queued} queued, p95 ${run.generate.p95Ms} ms); ` +
        `server CPU ${run.serverCpuMs} ms in ${run.wallMs} ms`,
    );
  }
  process.exit(0);
}
