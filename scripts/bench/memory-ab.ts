import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVER_NODE_OPTIONS } from '../run.mjs';
import { median, round } from './percentile.ts';
import { hostEnv, peakRssMb, rssMb, startBenchServer, dropServerSchemas } from './processes.ts';

/**
 * The server's memory, A against B, in the same run: two production builds (each a folder holding a whole `build/`,
 * inside the repository so it finds node_modules; the server runs with that folder as its working directory, so the
 * React Router build is that build's too), started in turn, ABBA…, each on its own existing data folder (PGlite) or
 * schema (PostgreSQL), with `npm start`'s Node options. Each start reads four figures from /proc: RSS idle (20 s after
 * /readyz), right after a mixed load of pages and API (`/`, `/playbook-examples`, the places autocomplete), held 20 s
 * after it (no collection forced), and the process's peak (VmHWM).
 *
 *   npm run build && mkdir -p bench-results/ab/before && cp -r build bench-results/ab/before/   # then change the code
 *   npm run build && mkdir -p bench-results/ab/after && cp -r build bench-results/ab/after/
 *   TEST_DATABASE_URL=… npx tsx scripts/bench/memory-ab.ts --a bench-results/ab/before --b bench-results/ab/after
 *
 * Options: --a and --b (folders holding build/; --a defaults to the repository itself, --b is optional: then A
 * alone), --pairs (default 2), --databases pglite,postgres (postgres only with TEST_DATABASE_URL), --requests (default
 * 900), --concurrency (default 10), --node-options-b (B's Node options instead of `npm start`'s).
 */

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Idle is read as late after /readyz as held is after the load: V8's memory reducer runs 8–16 s into a quiet spell. */
const SETTLE_MS = 20_000;
const HELD_AFTER_MS = 20_000;
const AUTOCOMPLETE_INPUTS = ['katz', 'grand central', 'café', 'oyster', 'le bern'];

export interface MemoryReading {
  idleMb: number | null;
  afterLoadMb: number | null;
  heldMb: number | null;
  peakMb: number | null;
  /** Answers of the load by status. */
  statuses: Record<string, number>;
}

type Database = 'pglite' | 'postgres';

interface Side {
  label: string;
  /** The folder holding build/: the server's working directory. */
  dir: string;
  nodeOptions: readonly string[];
  /** Per database: the environment that points the server at its own data. */
  env: Partial<Record<Database, Record<string, string>>>;
  readings: Partial<Record<Database, MemoryReading[]>>;
  cleanups: (() => Promise<void>)[];
}

/** The paths of the mixed load, `requests` of them, cycling through a page, another page and the autocomplete. */
export function mixedLoadPaths(requests: number): string[] {
  return Array.from({ length: requests }, (_, index) => {
    const round = Math.floor(index / 3);
    if (index % 3 === 0) return '/';
    if (index % 3 === 1) return '/playbook-examples';
    const input = AUTOCOMPLETE_INPUTS[round % AUTOCOMPLETE_INPUTS.length]!;
    return `/api/places/autocomplete?input=${encodeURIComponent(input)}&sessionToken=memory-ab-${round}`;
  });
}

/** Sends the paths with `concurrency` requests in flight; counts the answers by status (0: no answer). */
async function runMixedLoad(baseUrl: string, paths: string[], concurrency: number): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const target = paths[next++]!;
      let status = 0;
      try {
        const response = await fetch(`${baseUrl}${target}`, { headers: { 'accept-encoding': 'gzip, br' } });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // Counted as 0.
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One start of a side's server on its data: the four readings. */
async function measureOnce(
  side: Side,
  database: Database,
  load: { paths: string[]; concurrency: number } | null,
): Promise<MemoryReading> {
  const server = await startBenchServer({
    name: `${side.label} (${database})`,
    bundle: path.join(side.dir, 'build/server-main.mjs'),
    nodeOptions: side.nodeOptions,
    cwd: side.dir,
    env: {
      ...hostEnv(),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      CATALOGUE_PATH: path.join(ROOT, 'catalogue/places'),
      ...side.env[database],
    },
  });
  try {
    await server.waitReady(180_000, 20);
    if (!load) return { idleMb: null, afterLoadMb: null, heldMb: null, peakMb: null, statuses: {} };
    await sleep(SETTLE_MS);
    const idleMb = rssMb(server.pid);
    const statuses = await runMixedLoad(server.baseUrl, load.paths, load.concurrency);
    const afterLoadMb = rssMb(server.pid);
    await sleep(HELD_AFTER_MS);
    return { idleMb, afterLoadMb, heldMb: rssMb(server.pid), peakMb: peakRssMb(server.pid), statuses };
  } finally {
    await server.stop();
  }
}

/** Gives a side its own data for a database, started once (unmeasured) so every measured start finds it existing. */
async function prepare(side: Side, database: Database, testDatabaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-memory-ab-'));
  side.cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (database === 'pglite') {
    side.env.pglite = { DATA_DIR: dataDir };
  } else {
    if (!testDatabaseUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL');
    const schema = `memory_ab_${randomBytes(5).toString('hex')}`;
    side.env.postgres = { DATA_DIR: dataDir, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema };
    side.cleanups.push(async () => {
      await dropServerSchemas(testDatabaseUrl, schema);
    });
  }
  await measureOnce(side, database, null);
}

function figures(readings: MemoryReading[], pick: (reading: MemoryReading) => number | null): string {
  const values = readings.map(pick).filter((value): value is number => value !== null);
  if (values.length === 0) return '–';
  return `${round(median(values), 1)} (${values.join(', ')})`;
}

/** The Markdown table: per database and side, the median of each reading with every start's figure in brackets. */
export function renderMemoryAb(sides: { label: string; readings: Side['readings'] }[], note: string): string[] {
  const lines = [
    note,
    '',
    '| Database | Build | RSS idle, MB | right after the load | held 20 s after | peak (VmHWM) | answers |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const database of ['pglite', 'postgres'] as const) {
    for (const side of sides) {
      const readings = side.readings[database];
      if (!readings) continue;
      const statuses = readings.map((reading) => JSON.stringify(reading.statuses)).join(' ');
      lines.push(
        `| ${database} | ${side.label} | ${figures(readings, (r) => r.idleMb)} | ${figures(readings, (r) => r.afterLoadMb)} | ` +
          `${figures(readings, (r) => r.heldMb)} | ${figures(readings, (r) => r.peakMb)} | ${statuses} |`,
      );
    }
  }
  return lines;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      a: { type: 'string', default: '.' },
      b: { type: 'string' },
      pairs: { type: 'string', default: '2' },
      databases: { type: 'string', default: 'pglite,postgres' },
      requests: { type: 'string', default: '900' },
      concurrency: { type: 'string', default: '10' },
      'node-options-b': { type: 'string' },
    },
  });
  const testDatabaseUrl = process.env['TEST_DATABASE_URL'] || undefined;
  const databases = values.databases
    .split(',')
    .filter((name): name is Database => name === 'pglite' || (name === 'postgres' && testDatabaseUrl !== undefined));
  const side = (label: string, dir: string, nodeOptions: readonly string[]): Side => ({
    label: `${label} (${dir})`,
    dir: path.resolve(ROOT, dir),
    nodeOptions,
    env: {},
    readings: {},
    cleanups: [],
  });
  const sides = [side('A', values.a, SERVER_NODE_OPTIONS)];
  if (values.b) {
    sides.push(side('B', values.b, values['node-options-b']?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_OPTIONS));
  }
  const load = { paths: mixedLoadPaths(Number(values.requests)), concurrency: Number(values.concurrency) };
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  try {
    for (const database of databases) {
      for (const each of sides) await prepare(each, database, testDatabaseUrl);
      for (let pair = 0; pair < Number(values.pairs); pair += 1) {
        for (const each of pair % 2 === 0 ? sides : [...sides].reverse()) {
          const reading = await measureOnce(each, database, load);
          (each.readings[database] ??= []).push(reading);
          log(`  ${database} ${each.label}: ${JSON.stringify(reading)}`);
        }
      }
    }
  } finally {
    for (const each of sides) for (const cleanup of each.cleanups.reverse()) await cleanup().catch(() => {});
  }
  const note =
    `${values.pairs} pairs, ${values.requests} requests at ${values.concurrency} in flight ` +
    `(\`/\`, \`/playbook-examples\`, the places autocomplete in turn); Node options ${sides.map((s) => s.nodeOptions.join(' ')).join(' / ')}.`;
  process.stdout.write(`${renderMemoryAb(sides, note).join('\n')}\n`);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  await main();
  process.exit(0);
}
