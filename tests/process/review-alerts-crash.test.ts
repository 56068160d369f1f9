import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { freePort, startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { middayTimeZone, seedConnectedOwners, type Query } from '../support/google-sync-seed.ts';
import { postgresTest } from '../support/postgres-test.ts';

/**
 * The sync through the day and its alerts through a crash: thirty connected owners each get a new 1★ review; the
 * production build syncs them every minute (GOOGLE_SYNC_INTERVAL_MINUTES=1), Google answering each listing slowly,
 * and is killed with SIGKILL halfway through the pass. A new process on the same database alerts every owner whose
 * alert was not out yet, and none twice. As in the email burst test, the kill waits until the server has recorded
 * every email the SMTP double accepted (the one window no mail system closes), the double refusing new ones (451)
 * from the moment some alerts are out. Runs the production build (`npm run build` first), on the embedded database
 * and on PostgreSQL.
 */

const OWNERS = 30;
const SENT_BEFORE_CRASH = 6;
/** Every alert is out within this of the restart: the next minute's tick, a slow pass, an email's retry. */
const RECOVERY_BOUND_MS = 240_000;
const APP_SECRET = 'review-alerts-crash-secret-0123456789abcdef0123';

const children: BuiltServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const server of children) if (!server.exited()) server.child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function logged(server: BuiltServer, message: string): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`)).length;
}

function perRecipient(smtp: SmtpDouble): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    for (const address of mail.envelope.rcptTo) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}

/** How the test reads and writes the server's database: PostgreSQL at any time, PGlite only while no server runs. */
interface DatabaseAccess {
  env: Record<string, string>;
  /** pg-boss's schema. */
  boss: string;
  withQuery<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

async function rowsOf<T>(query: Query, text: string): Promise<T[]> {
  return ((await query(text, [])) as { rows: T[] }).rows;
}

async function alertsThroughACrash(database: DatabaseAccess, dataDir: string): Promise<void> {
  const smtp = await startSmtpDouble();
  const double: GoogleBusinessDouble = await startGoogleBusinessDouble({ consent: 'auto' });
  cleanups.push(async () => {
    await smtp.close();
    await double.close();
  });
  const env = {
    LOG_LEVEL: 'info',
    APP_SECRET,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    GOOGLE_SYNC_INTERVAL_MINUTES: '1',
    ...database.env,
    ...double.env,
  };
  const port = await freePort();
  const start = async () => {
    const server = await startBuiltServer({ port, env });
    children.push(server);
    await server.waitReady();
    return server;
  };

  // A first start makes the database; the owners are written while no server runs (PGlite is one process's).
  const setup = await start();
  setup.child.kill('SIGTERM');
  expect(await setup.exitCode(), setup.output()).toBe(0);
  const owners = await database.withQuery((query) =>
    seedConnectedOwners({
      query,
      double,
      appSecret: APP_SECRET,
      count: OWNERS,
      label: `crash-${randomBytes(3).toString('hex')}`,
      timeZone: middayTimeZone(),
      reviews: (index, locationPath) => {
        double.addReview(locationPath, {
          reviewId: `bad-${index}`,
          starRating: 1,
          comment: `Cold fries and a rude cashier, visit ${index}.`,
          createTime: new Date(Date.now() - 5 * 60_000).toISOString(),
        });
        double.addReview(locationPath, {
          reviewId: `good-${index}`,
          starRating: 5,
          comment: 'Perfect burger.',
          createTime: new Date(Date.now() - 4 * 60_000).toISOString(),
        });
      },
    }),
  );
  // Google answers each listing slowly, so the kill catches syncs in flight.
  double.delayNext('reviews.list', 1_500, 10_000);
  const first = await start();

  let refusing = false;
  const watch = setInterval(() => {
    if (!refusing && smtp.messages.length >= SENT_BEFORE_CRASH) {
      smtp.failNext(1_000_000, 451, 'rcpt');
      refusing = true;
    }
  }, 1);
  await until(
    () => refusing,
    150_000,
    () => `${SENT_BEFORE_CRASH} alerts before the crash (got ${smtp.messages.length}):\n${first.output().slice(-3000)}`,
  );
  clearInterval(watch);
  await until(
    () => logged(first, 'email sent') >= smtp.messages.length,
    60_000,
    () => `the server to record the ${smtp.messages.length} sends the double accepted`,
  );
  const beforeCrash = smtp.messages.length;
  first.child.kill('SIGKILL');
  await first.exitCode();
  const running = await database.withQuery((query) =>
    rowsOf<{ name: string }>(query, `select name from ${database.boss}.job where state = 'active'`),
  );
  expect(running.map((row) => row.name)).toContain('google-business.sync');
  expect(beforeCrash).toBeLessThan(OWNERS);

  smtp.failNext(0, 451);
  const second = await start();
  const restartedAt = Date.now();
  await until(
    () => owners.every((owner) => perRecipient(smtp).has(owner.email)),
    RECOVERY_BOUND_MS,
    () => `every owner's alert (${perRecipient(smtp).size} of ${OWNERS}):\n${second.output().slice(-3000)}`,
  );
  console.info(
    `review alerts: ${beforeCrash} of ${OWNERS} sent before the crash; jobs running at the crash: ` +
      `${running.map((row) => row.name).join(', ')}; every alert out ${Date.now() - restartedAt} ms after the restart`,
  );
  // A copy sent twice would follow its first within a cycle or two: give it the time to show up.
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const counts = perRecipient(smtp);
  for (const owner of owners) expect(counts.get(owner.email), owner.email).toBe(1);
  expect(smtp.messages).toHaveLength(OWNERS);
  for (const mail of smtp.messages) expect(mail.parsed.subject).toMatch(/^A new 1-star review of Diner \d+$/);

  second.child.kill('SIGTERM');
  expect(await second.exitCode(), second.output()).toBe(0);
  const alerts = await database.withQuery((query) =>
    rowsOf<{ status: string; n: string | number }>(
      query,
      'select status, count(*)::int as n from google_review_alerts group by status',
    ),
  );
  expect(alerts).toEqual([{ status: 'queued', n: OWNERS }]);
}

describe('review alerts through a crash in the middle of a sync pass', () => {
  test('on the embedded database, every owner is alerted once after a restart', { timeout: 10 * 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-alerts-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await alertsThroughACrash(
      {
        env: {},
        boss: 'pgboss',
        async withQuery(work) {
          const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
          try {
            return await work((text, values) => handle.bossDb!.executeSql(text, values));
          } finally {
            await handle.close();
          }
        },
      },
      dataDir,
    );
  });

  postgresTest(
    'on PostgreSQL, every owner is alerted once after a restart',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `alerts_${randomBytes(5).toString('hex')}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-alerts-'));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      cleanups.push(async () => {
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${schema}_pgboss cascade`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      });
      await alertsThroughACrash(
        {
          env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
          boss: `${schema}_pgboss`,
          async withQuery(work) {
            // The server made the schema; the test reads and writes in it.
            await client.query(`set search_path to ${schema}`);
            return work((text, values) => client.query(text, values));
          },
        },
        dataDir,
      );
    },
    10 * 60_000,
  );
});
