import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { subscriptions } from '#server/features/billing/billing-tables.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';

/**
 * `npm run mornings:run-due` as an operator runs it: the bundled runner (build/mornings-run-due.mjs, through
 * scripts/run.mjs) in a separate process on the service's database, day after day, as after an outage. Katz's is in
 * its blitz (enrolled Sunday 2026-11-22, day 1 on Monday the 23rd) with a manager's address that confirmed; Keens
 * finished its blitz long ago and is on Starter's trial, which ends on Tuesday the 24th at 13:00 UTC without a card.
 */

const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = postgresUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-blitz-cli-'));
let smtp: SmtpDouble;
let env: Record<string, string>;

const KATZ = { email: 'owner@katzs.example', manager: 'manager@katzs.example' };
const KEENS = { email: 'owner@keens.example', placeId: 'cat-keens-steakhouse' };

function run(
  args: string[],
  overrides: Record<string, string> = {},
  mode = 'mornings-run-due',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', mode, ...args], {
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
    // Billing on (trials run only then); the run never calls Stripe, so its API host is never reached.
    STRIPE_SECRET_KEY: 'sk_test_cli',
    STRIPE_WEBHOOK_SECRET: 'whsec_cli',
    STRIPE_PRICE_STARTER: 'price_cli',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    ...(postgresUrl && schema ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
  };
  const ctx = await openContext(new Date('2026-11-22T15:00:00Z'));
  try {
    await ctx.jobs.start();
    await ctx.events.emit('blitz.opt-in', {
      email: KATZ.email,
      placeId: 'cat-katzs-delicatessen',
      restaurantId: 'katzs-delicatessen',
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Jake Dell',
      source: 'free-trial',
    });
    const { db } = ctx.database;
    const [katz] = await db.select().from(blitzEnrollments).where(eq(blitzEnrollments.email, KATZ.email));
    await db.insert(enrollmentRecipients).values({
      id: randomUUID(),
      enrollmentId: katz!.id,
      email: KATZ.manager,
      tokenHash: randomUUID(),
      requestedAt: new Date('2026-11-22T16:00:00Z'),
      confirmedAt: new Date('2026-11-22T16:05:00Z'),
    });
    await db.insert(blitzEnrollments).values({
      id: randomUUID(),
      email: KEENS.email,
      placeId: KEENS.placeId,
      restaurantId: 'keens-steakhouse',
      restaurantName: 'Keens Steakhouse',
      ownerName: 'Maria Lopez',
      source: 'playbook',
      status: 'completed',
      enrolledAt: new Date('2026-11-01T15:00:00Z'),
      completedAt: new Date('2026-11-09T13:05:00Z'),
    });
    await db.insert(subscriptions).values({
      id: randomUUID(),
      ownerEmail: KEENS.email,
      placeId: KEENS.placeId,
      restaurantName: 'Keens Steakhouse',
      status: 'trialing',
      trialStartedAt: new Date('2026-11-10T13:00:00Z'),
      trialEndsAt: new Date('2026-11-24T13:00:00Z'),
      createdAt: new Date('2026-11-10T13:00:00Z'),
      updatedAt: new Date('2026-11-10T13:00:00Z'),
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

/** Who each message went to, in the order the SMTP server received them. */
function recipients(from = 0): string[] {
  return smtp.messages.slice(from).map((mail) => mail.envelope.rcptTo.join(','));
}

describe('npm run mornings:run-due', () => {
  test('runs every morning job due at --now, in order, with the copies, once; day after day', async () => {
    // 07:59 New York: no morning yet; the trial's reminder (three days before its end) is due at any hour.
    const early = await run(['--now', '2026-11-23T12:59:00Z']);
    expect(early.code).toBe(0);
    expect(early.stdout).toContain('  blitz: nothing due');
    expect(early.stdout).toContain('  Free Forever and Starter: nothing due');
    expect(early.stdout).toContain('trial reminders and ends:\n    trial reminders queued: 1');
    expect(recipients()).toEqual([KEENS.email]);

    // Monday 08:05 New York: Katz's day 1, then the manager's copy, then Keens's Starter morning (every new review).
    const monday = await run(['--now', '2026-11-23T13:05:00Z']);
    expect(monday.stderr).toBe('');
    expect(monday.code).toBe(0);
    expect(monday.stdout).toMatch(
      /blitz:\n {4}queued day 1 \(\d+ new reviews?\) for Katz's Delicatessen, day 2026-11-23, enrollment [0-9a-f-]+, with 1 copy\n/,
    );
    expect(monday.stdout).toMatch(
      /Free Forever and Starter:\n {4}queued Starter morning \(\d+ reviews?, 0 more waiting\) for Keens Steakhouse, day 2026-11-23/,
    );
    expect(monday.stdout).toContain('  trial reminders and ends: nothing due');
    expect(monday.stdout).toContain('emails: 3 sent');
    expect(recipients(1)).toEqual([KATZ.email, KATZ.manager, KEENS.email]);
    expect(smtp.messages.slice(1).map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Day 1 of 7: .* for Katz's Delicatessen, replies ready$/),
      expect.stringMatching(/^Day 1 of 7: .* for Katz's Delicatessen, replies ready$/),
      expect.stringMatching(/suggested repl(y|ies) for Keens Steakhouse/),
    ]);

    // Again five minutes later, under the command's earlier name: everything is decided, nothing is sent.
    const again = await run(['--now', '2026-11-23T13:10:00Z'], {}, 'blitz-run-due');
    expect(again.code).toBe(0);
    for (const job of ['blitz', 'Free Forever and Starter', 'trial reminders and ends']) {
      expect(again.stdout).toContain(`  ${job}: nothing due`);
    }
    expect(smtp.messages).toHaveLength(4);

    // Tuesday: Katz's day 2 and its copy; Keens, its trial over, is on Free Forever (one reply when a sample review is
    // new), then told its trial ended.
    const tuesday = await run(['--now', '2026-11-24T13:05:00Z']);
    expect(tuesday.code).toBe(0);
    expect(tuesday.stdout).toMatch(
      /queued day 2 \(\d+ new reviews?\) for Katz's Delicatessen, day 2026-11-24, .*, with 1 copy/,
    );
    expect(tuesday.stdout).toContain('trials ended, back on Free Forever: 1');
    const tuesdayMail = smtp.messages.slice(4);
    expect(recipients(4).slice(0, 2)).toEqual([KATZ.email, KATZ.manager]);
    expect(recipients(6)).toEqual(tuesdayMail.slice(2).map(() => KEENS.email));
    expect(tuesdayMail.slice(0, 2).map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Day 2 of 7/),
      expect.stringMatching(/^Day 2 of 7/),
    ]);
    // The trial's end comes last (billing words it: the subject names the restaurant, and is no morning's).
    expect(tuesdayMail.at(-1)!.parsed.subject).toMatch(/^(?!A suggested reply).*Keens Steakhouse/);
    if (tuesdayMail.length === 4) expect(tuesdayMail[2]!.parsed.subject).toMatch(/^A suggested reply for Keens/);
    expect(tuesdayMail.length).toBeGreaterThanOrEqual(3);
  }, 180_000);

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
