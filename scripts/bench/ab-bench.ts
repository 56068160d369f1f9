import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { startGooglePlacesDouble } from '../../tests/doubles/google-places-server.ts';
import { runLoad, type LoadResult, type LoadTarget } from './api-load.ts';
import { SERVER_NODE_OPTIONS } from '../run.mjs';
import { median, round } from './percentile.ts';
import { startBenchServer, type ManagedProcess } from './processes.ts';

/**
 * Does code written for speed pay for itself? Two builds of the server, A (the code as it is) and B (the same code with
 * some source files swapped for another version of them), run side by side and are loaded in turn, ABBA…, with the
 * same requests; the figure is each server's CPU per answer from /proc (all threads), which the load generator
 * sharing the machine cannot cap. The spread within each side is the noise the difference has to clear.
 *
 *   npx tsx scripts/bench/ab-bench.ts --preset roi --swap server/http/logger.ts=/tmp/logger-variant.ts
 *
 * (The swapped-in file is compiled where the original lives, so it may use the same relative and # imports.)
 *
 * Options: --preset roi | roi-one-client | autocomplete-google, --swap file=replacement (repeatable; applies to B),
 * --b-bundle path (a server bundle built elsewhere, e.g. from an older commit, as B instead),
 * --env KEY=VALUE (repeatable; both servers), --pairs n (default 6), --duration s (default 5), --label-a, --label-b,
 * --node-options-b "…" (B's Node options instead of `npm start`'s SERVER_NODE_OPTIONS, which A always runs with; with
 * no swap and no --b-bundle, B is the same build, so the A/B is of the options alone).
 * Before the load, each server's answer to the preset's request is compared (status, body and the headers a client
 * sees), so a B that answers differently is reported.
 */

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ROI_BODY = JSON.stringify({ reviews: 50, ticket: 115, currentRate: 0 });
const AUTOCOMPLETE_INPUTS = ['grand', 'oyster', 'katz', 'central', 'deli'];
/** Headers that differ between any two answers, or between two servers, whatever the code. */
const VOLATILE_HEADERS = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'content-security-policy']);

interface Preset {
  target: (pass: number) => LoadTarget;
  env: Record<string, string>;
  google?: boolean;
}

const PRESETS: Record<string, Preset> = {
  // Many visitors, each under the per-address limit: the route's own cost.
  roi: {
    target: (pass) => ({
      method: 'POST',
      paths: ['/api/calculate-roi'],
      body: ROI_BODY,
      distinctClients: { firstOctet: 20 + pass },
    }),
    env: {},
  },
  // One address: after the first 120 answers, the limit's refusals.
  'roi-one-client': {
    target: () => ({ method: 'POST', paths: ['/api/calculate-roi'], body: ROI_BODY }),
    env: {},
  },
  // The Google Places client against its local double: after the first request per input, cache hits. The bench's
  // address is allow-listed so the per-address search limit (a database write) is not what is measured.
  'autocomplete-google': {
    target: () => ({
      method: 'GET',
      paths: AUTOCOMPLETE_INPUTS.map(
        (input) => `/api/places/autocomplete?input=${input}&sessionToken=ab-bench-session`,
      ),
    }),
    env: { RATE_LIMIT_ALLOWLIST: '127.0.0.1' },
    google: true,
  },
};

function swapPlugin(swaps: Map<string, string>): Plugin {
  return {
    name: 'ab-swap',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const replacement = swaps.get(args.path);
        if (replacement === undefined) return undefined;
        // Compiled where the original lives, so its relative imports resolve alike.
        return { contents: readFileSync(replacement, 'utf8'), loader: 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** The server bundle as scripts/build-server.mjs makes it, with `swaps` (absolute paths) applied. */
async function bundle(name: string, swaps: Map<string, string>): Promise<string> {
  const outfile = path.join(ROOT, 'build/ab', `${name}.mjs`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [swapPlugin(swaps)],
  });
  return outfile;
}

interface Side {
  label: string;
  server: ManagedProcess;
  baseUrl: string;
  results: LoadResult[];
}

async function startSide(
  label: string,
  bundlePath: string,
  env: Record<string, string>,
  nodeOptions: readonly string[],
): Promise<Side> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-ab-'));
  const server = await startBenchServer({
    name: label,
    bundle: bundlePath,
    nodeOptions,
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ...env,
    },
  });
  const { baseUrl } = server;
  const stop = server.stop.bind(server);
  server.stop = async (graceMs?: number) => {
    await stop(graceMs);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await server.waitReady(180_000);
  return { label, server, baseUrl, results: [] };
}

/** Status, body and stable headers of one answer, for comparing the two servers. */
async function answerOf(baseUrl: string, target: LoadTarget): Promise<string> {
  const response = await fetch(`${baseUrl}${target.paths[0]}`, {
    method: target.method,
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': '192.0.2.7' },
    ...(target.body ? { body: target.body } : {}),
  });
  const headers = [...response.headers.entries()]
    .filter(([name]) => !VOLATILE_HEADERS.has(name))
    .map(([name, value]) => `${name}: ${value}`)
    .sort();
  return [String(response.status), ...headers, await response.text()].join('\n');
}

function spread(values: number[]): string {
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      preset: { type: 'string', default: 'roi' },
      swap: { type: 'string', multiple: true, default: [] },
      // A server bundle built elsewhere (e.g. from an older commit with scripts/build-server.mjs) to use as B.
      'b-bundle': { type: 'string' },
      env: { type: 'string', multiple: true, default: [] },
      pairs: { type: 'string', default: '6' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      'label-a': { type: 'string', default: 'A (as it is)' },
      'label-b': { type: 'string', default: 'B (swapped)' },
      'node-options-b': { type: 'string' },
    },
  });
  const preset = PRESETS[values.preset];
  if (!preset) throw new Error(`Unknown preset ${values.preset}: ${Object.keys(PRESETS).join(', ')}`);
  const swaps = new Map<string, string>();
  for (const swap of values.swap) {
    const [from, to] = swap.split('=');
    if (!from || !to) throw new Error(`--swap file=replacement, not ${swap}`);
    swaps.set(path.resolve(ROOT, from), path.resolve(ROOT, to));
  }
  const env: Record<string, string> = { ...preset.env };
  for (const pair of values.env) {
    const at = pair.indexOf('=');
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const pairs = Number(values.pairs);
  const durationS = Number(values.duration);
  const connections = Number(values.connections);
  const log = (line: string): void => void process.stderr.write(`${line}\n`);

  const cleanups: (() => Promise<void>)[] = [];
  try {
    if (preset.google) {
      const double = await startGooglePlacesDouble({ apiKey: 'ab-bench-key' });
      cleanups.push(() => double.close());
      env.GOOGLE_PLACES_API_KEY = 'ab-bench-key';
      env.GOOGLE_PLACES_BASE_URL = double.baseUrl;
    }
    const bundleA = await bundle('a', new Map());
    const bundleB = values['b-bundle'] ? path.resolve(values['b-bundle']) : await bundle('b', swaps);
    const nodeOptionsB = values['node-options-b']?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_OPTIONS;
    const a = await startSide(values['label-a'], bundleA, env, SERVER_NODE_OPTIONS);
    cleanups.push(() => a.server.stop());
    const b = await startSide(values['label-b'], bundleB, env, nodeOptionsB);
    cleanups.push(() => b.server.stop());

    const [answerA, answerB] = [
      await answerOf(a.baseUrl, preset.target(0)),
      await answerOf(b.baseUrl, preset.target(0)),
    ];
    // A refused probe would make the load measure refusals, not the code under test.
    if (!answerA.startsWith('2')) throw new Error(`A refuses the preset's request:\n${answerA}`);
    const sameAnswer = answerA === answerB;
    log(
      sameAnswer
        ? `Both answer alike (status ${answerA.split('\n')[0]}).`
        : `The answers differ:\n--- A\n${answerA}\n--- B\n${answerB}`,
    );

    for (const side of [a, b])
      await runLoad(side.baseUrl, { ...preset.target(0), ...warmUpClients(preset) }, { connections: 10, durationS: 3 });
    for (let pair = 0; pair < pairs; pair += 1) {
      for (const side of pair % 2 === 0 ? [a, b] : [b, a]) {
        const result = await runLoad(side.baseUrl, preset.target(pair + 1), {
          connections,
          durationS,
          serverPid: side.server.pid,
        });
        side.results.push(result);
        log(
          `  pair ${pair + 1} ${side.label}: ${result.serverCpuUsPerResponse} µs/answer, ${result.requestsPerSecond} req/s, statuses ${JSON.stringify(result.statusCounts)}`,
        );
      }
    }

    const cpu = (side: Side): number[] => side.results.map((result) => result.serverCpuUsPerResponse ?? NaN);
    const medianA = median(cpu(a));
    const medianB = median(cpu(b));
    const lines = [
      `Preset ${values.preset}, ${pairs} ABBA pairs of ${durationS} s at ${connections} connections${
        Object.keys(env).length
          ? `, env ${Object.entries(env)
              .map(([k, v]) => `${k}=${v}`)
              .join(' ')}`
          : ''
      }; answers ${sameAnswer ? 'identical' : 'DIFFERENT'}.`,
      `${a.label}: server CPU ${round(medianA, 1)} µs/answer (median; ${spread(cpu(a))}), ${Math.round(median(a.results.map((r) => r.requestsPerSecond)))} req/s`,
      `${b.label}: server CPU ${round(medianB, 1)} µs/answer (median; ${spread(cpu(b))}), ${Math.round(median(b.results.map((r) => r.requestsPerSecond)))} req/s`,
      `B ÷ A: ${round(medianB / medianA, 3)} (B costs ${round(Math.abs(medianB / medianA - 1) * 100, 1)}% ${medianB >= medianA ? 'more' : 'less'} CPU per answer than A)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

/** Warm-up requests come from other addresses than the measured ones, so measured windows start fresh. */
function warmUpClients(preset: Preset): Partial<LoadTarget> {
  return preset.target(0).method === 'POST' ? { distinctClients: { firstOctet: 11 } } : {};
}

await main();
process.exit(0);
