import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { SERVER_NODE_OPTIONS } from '../../scripts/run.mjs';
import { freePort } from '../support/built-server.ts';
import { postgresTest } from '../support/postgres-test.ts';

/**
 * `npm start` and `npm run worker` stopped the way a process manager stops them: SIGTERM to the npm process alone
 * (not to its process group). The process doing the work must stop with it, free the port and the embedded
 * database's lock, and npm must exit with that process's code. Runs against the production build (`npm run build`
 * first; scripts/test.mjs orders it so), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

interface NpmRun {
  child: ChildProcess;
  output(): string;
  exit: Promise<number | null>;
}

const groups: number[] = [];
const dirs: string[] = [];
const schemas: string[] = [];

afterAll(async () => {
  // Whatever a failed test left: its own process group (npm and anything under it).
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (schemas.length > 0) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    for (const schema of schemas) {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.query(`drop schema if exists ${schema}_pgboss cascade`);
    }
    await client.end();
  }
});

function npmRun(script: 'start' | 'worker', env: Record<string, string>): NpmRun {
  // Detached only so that afterAll can clean up the whole group; the tests signal npm's own pid.
  const child = spawn('npm', script === 'start' ? ['start'] : ['run', 'worker'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  groups.push(child.pid!);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exit };
}

/** Waits for the server's start-up line and returns the pid it logged (the process doing the work). */
async function runningPid(run: NpmRun, timeoutMs = 150_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = run
      .output()
      .split('\n')
      .find((l) => l.includes('Replybook is running'));
    if (line) return (JSON.parse(line) as { pid: number }).pid;
    if (run.child.exitCode !== null || run.child.signalCode !== null) {
      throw new Error(`npm exited before the server was running:\n${run.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`not running in time:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function waitReady(baseUrl: string, run: NpmRun): Promise<void> {
  await runningPid(run);
  const deadline = Date.now() + 30_000;
  while (
    (await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline) throw new Error(`/readyz never answered 200:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** SIGTERM to npm alone; resolves with npm's exit code and how long it took. */
async function sigtermNpm(run: NpmRun): Promise<{ code: number | null; ms: number }> {
  const begin = Date.now();
  run.child.kill('SIGTERM');
  const code = await run.exit;
  return { code, ms: Date.now() - begin };
}

/** Keep-alive connections that made one request each and now sit idle. */
async function idleKeepAliveClients(baseUrl: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${baseUrl}/healthz`, { agent }, (response) => {
              expect(response.headers.connection).toBe('keep-alive');
              response.resume();
              response.on('end', resolve);
            })
            .on('error', reject);
        }),
    ),
  );
  expect(Object.values(agent.freeSockets).flat().length).toBe(count);
  return agent;
}

function databaseEnv(kind: 'pglite' | 'postgres'): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-npm-'));
  dirs.push(dataDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: 'npm-signal-test-secret-0123456789abcdef0123456789',
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    SMTP_URL: '',
  };
  if (kind === 'postgres') {
    const schema = `npm_${randomBytes(5).toString('hex')}`;
    schemas.push(schema);
    env.DATABASE_URL = process.env.TEST_DATABASE_URL!;
    env.DATABASE_SCHEMA = schema;
  }
  return env;
}

test('the start and worker scripts run node directly with the server options', () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  // `exec`: npm's shell becomes node, so the signal npm forwards to its child reaches the server.
  for (const name of ['start', 'worker', 'mornings:run-due', 'blitz:run-due', 'dev'])
    expect(scripts[name]).toMatch(/^exec node /);
  for (const name of ['start', 'worker']) {
    expect(scripts[name]).toBe(`exec node ${SERVER_NODE_OPTIONS.join(' ')} scripts/run.mjs ${name}`);
  }
});

function signalTests(kind: 'pglite' | 'postgres', define: (name: string, fn: () => Promise<void>) => void): void {
  define(
    `${kind}: SIGTERM to npm start stops the server, frees the port, and a new start on the same data succeeds`,
    async () => {
      const env = databaseEnv(kind);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const serverEnv = { ...env, PORT: String(port), PUBLIC_URL: baseUrl };

      const first = npmRun('start', serverEnv);
      await waitReady(baseUrl, first);
      const pid = await runningPid(first);
      // npm → node, nothing in between: the server is npm's own child.
      expect(pid).not.toBe(first.child.pid);
      const agent = await idleKeepAliveClients(baseUrl, 4);
      const stop = await sigtermNpm(first);
      agent.destroy();
      console.info(`${kind}: npm start with 4 idle keep-alive clients stopped ${stop.ms} ms after SIGTERM`);
      expect(stop.code, first.output()).toBe(0);
      expect(await goneWithin(pid, 10_000), `server ${pid} outlived npm:\n${first.output()}`).toBe(true);
      expect(await portIsFree(port)).toBe(true);
      expect(first.output()).toContain('stopped cleanly');
      // Idle keep-alive connections are closed at once, not left to the 5 s cut-off for in-flight requests: well under
      // that cut-off, with room for a loaded machine (PostgreSQL's pool closing took 1.6 s once under a full CI run).
      expect(stop.ms).toBeLessThan(4_000);

      const second = npmRun('start', serverEnv);
      await waitReady(baseUrl, second);
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
      const secondStop = await sigtermNpm(second);
      expect(secondStop.code, second.output()).toBe(0);
    },
  );

  define(`${kind}: SIGTERM to npm run worker stops the worker, and a start on the same data succeeds`, async () => {
    const env = databaseEnv(kind);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;

    const worker = npmRun('worker', env);
    const pid = await runningPid(worker);
    expect(pid).not.toBe(worker.child.pid);
    const stop = await sigtermNpm(worker);
    console.info(`${kind}: npm run worker stopped ${stop.ms} ms after SIGTERM`);
    expect(stop.code, worker.output()).toBe(0);
    expect(await goneWithin(pid, 10_000), `worker ${pid} outlived npm:\n${worker.output()}`).toBe(true);
    expect(worker.output()).toContain('stopped cleanly');

    const server = npmRun('start', { ...env, PORT: String(port), PUBLIC_URL: baseUrl });
    await waitReady(baseUrl, server);
    const serverStop = await sigtermNpm(server);
    expect(serverStop.code, server.output()).toBe(0);
  });
}

describe('npm scripts and signals', { timeout: 300_000 }, () => {
  signalTests('pglite', (name, fn) => test(name, { timeout: 300_000 }, fn));
  signalTests('postgres', (name, fn) => postgresTest(name, fn, 300_000));
});
