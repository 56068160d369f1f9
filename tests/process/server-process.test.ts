import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { SERVER_NODE_OPTIONS } from '../../scripts/run.mjs';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { postgresTest } from '../support/postgres-test.ts';

// These run against the production build (`npm run build` first; scripts/test.mjs orders it so).
const started: BuiltServer[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const server of started) if (!server.exited()) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string>): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-proc-'));
  dirs.push(dataDir);
  // The Node options `npm start` uses, so the start-up figures logged below are a real start's.
  const server = await startBuiltServer({
    nodeOptions: SERVER_NODE_OPTIONS,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      APP_SECRET: 'process-test-secret-0123456789abcdef0123456789',
      ...env,
    },
  });
  started.push(server);
  return server;
}

async function stopAndTime(server: BuiltServer): Promise<{ code: number | null; ms: number }> {
  const begin = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exitCode();
  return { code, ms: Date.now() - begin };
}

function startupFigures(server: BuiltServer): string {
  const line = server
    .output()
    .split('\n')
    .find((l) => l.includes('Replybook is running'));
  if (!line) return 'no start-up line';
  const parsed = JSON.parse(line) as { startupMs: number; rssMb: number };
  return `start-up ${parsed.startupMs} ms, RSS ${parsed.rssMb} MB`;
}

describe('the production server process', () => {
  test(
    'serves the shell, health and API docs on the embedded database, then exits 0 on SIGTERM within 10 s',
    { timeout: 240_000 },
    async () => {
      const server = await startServer({});
      await server.waitReady();
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/api/openapi.json`)).status).toBe(200);
      expect((await fetch(`${base}/api/docs`)).status).toBe(200);
      const legal = await fetch(`${base}/privacy-policy`);
      expect(legal.status).toBe(200);
      const html = await legal.text();
      expect(html).not.toContain('__RB_CSP_NONCE__');
      const nonce = /'nonce-([^']+)'/.exec(legal.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      // The landing page arrives in order with no script downloads hinted ahead of it (app/entry.server.tsx).
      const landing = await (
        await fetch(`${base}/`, {
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
        })
      ).text();
      expect(landing).toMatch(/<script [^>]*type="module"/);
      expect(landing).not.toContain('rel="modulepreload"');
      expect(landing).not.toContain('$RC(');
      expect(landing.indexOf('id="contact"')).toBeGreaterThan(landing.indexOf('id="hero-section"'));
      const missing = await fetch(`${base}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Did you forget to add the page to the router?');
      const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
      expect(asset).toBeTruthy();
      const assetResponse = await fetch(`${base}${asset}`);
      expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      console.info(`embedded: ${startupFigures(server)}`);

      const { code, ms } = await stopAndTime(server);
      expect(code, server.output()).toBe(0);
      expect(ms).toBeLessThan(10_000);
    },
  );

  postgresTest(
    'two processes start together against one PostgreSQL and both stop cleanly',
    async () => {
      const schema = `proc_${randomBytes(5).toString('hex')}`;
      const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema };
      const [a, b] = await Promise.all([startServer(env), startServer({ ...env, RUN_WORKERS: 'false' })]);
      try {
        await Promise.all([a.waitReady(), b.waitReady()]);
        for (const server of [a, b]) {
          expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
        }
        console.info(`postgres: ${startupFigures(a)}; ${startupFigures(b)}`);
        const stops = await Promise.all([stopAndTime(a), stopAndTime(b)]);
        for (const stop of stops) {
          expect(stop.code, [a, b].map((s) => s.output()).join('\n')).toBe(0);
          expect(stop.ms).toBeLessThan(10_000);
        }
      } finally {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${schema}_pgboss cascade`);
        await client.end();
      }
    },
    240_000,
  );
});
