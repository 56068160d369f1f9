import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';

/**
 * `npm run blitz:run-due` as an operator runs it: the bundled runner (build/blitz-run-due.mjs, through scripts/run.mjs)
 * in a separate process on the service's database.
 */

const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = postgresUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-blitz-cli-'));
let smtp: SmtpDouble;
let env: Record<string, string>;

function run(
  args: string[],
  overrides: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'blitz-run-due', ...args], {
      env: { ...process.env, ...env, ...overrides },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function openContext(now: Date, overrides: Record<string, string> = {}) {
  return createServerContext({
    config: loadConfig({ ...env, ...overrides }),
    logger: pino({ level: 'silent' }),
    runWorkers: false,
    now: () => now,
  });
}

beforeAll(async () => {
  smtp = await startSmtpDouble();
  env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: 'cli-test-secret-0123456789abcdef0123456789abcdef',
    PUBLIC_URL: 'https://replybook.example',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    ...(postgresUrl && schema ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
  };
  const ctx = await openContext(new Date('2026-11-22T15:00:00Z'));
  try {
    await ctx.jobs.start();
    await ctx.events.emit('blitz.opt-in', {
      email: 'owner@katzs.example',
      placeId: 'cat-katzs-delicatessen',
      restaurantId: 'katzs-delicatessen',
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Jake Dell',
      source: 'free-trial',
    });
  } finally {
    await ctx.close();
  }
}, 120_000);

afterAll(async () => {
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (schema && postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`drop schema if exists ${schema}_pgboss cascade`);
    await client.end();
  }
});

describe('npm run blitz:run-due', () => {
  test('sends what is due at --now, once, and says what it did', async () => {
    const early = await run(['--now', '2026-11-23T12:59:00Z']);
    expect(early.code).toBe(0);
    expect(early.stdout).toContain('nothing due');

    const first = await run(['--now', '2026-11-23T13:05:00Z']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/queued day 1 \(\d+ new reviews?\) for Katz's Delicatessen, New York day 2026-11-23/);
    expect(first.stdout).toContain('emails: 1 sent');
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Day 1 of 7: .* for Katz's Delicatessen, replies ready$/),
    ]);

    const again = await run(['--now', '2026-11-23T13:10:00Z']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('nothing due');
    expect(smtp.messages).toHaveLength(1);
  }, 120_000);

  test('refuses a bad --now', async () => {
    const result = await run(['--now', 'tomorrow']);
    expect(result.code).toBe(64);
    expect(result.stderr).toContain('--now must be an ISO-8601 instant');
  }, 60_000);

  // Runs on PostgreSQL passes too, on a PGlite database of its own (empty values count as unset).
  test('with PGlite in use by a running server: a clear message and exit 75', async () => {
    const pglite = { DATABASE_URL: '', DATABASE_SCHEMA: '', DATA_DIR: path.join(dataDir, 'embedded') };
    const holder = await openContext(new Date('2026-11-24T13:05:00Z'), pglite);
    try {
      const result = await run(['--now', '2026-11-24T13:05:00Z'], pglite);
      expect(result.code).toBe(75);
      expect(result.stderr).toContain('Stop the server first, or use PostgreSQL');
    } finally {
      await holder.close();
    }
  }, 120_000);
});
