import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { freePort, startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { postgresTest } from '../support/postgres-test.ts';

/**
 * Exactly-once playbook emails through a crash: forty visitors press Generate within two seconds, the server is
 * killed with SIGKILL while their emails are going out, and a new process on the same data sends every one that
 * is left, none twice. Runs the production build (`npm run build` first).
 *
 * The kill is placed where a crash can leave work behind (messages queued, retries waiting, jobs active) but not in
 * the one window no mail system can close: after the SMTP server has accepted a message and before the sender has
 * recorded it. To that end, once some emails have gone out, the SMTP double answers 451 (try later) to every new
 * transaction, and the kill waits until the server has logged as many sent emails as the double accepted.
 */

const BURST = 40;
const SENT_BEFORE_CRASH = 10;
/** Generous: after a crash, a send job that was running is retried only once pg-boss sees it expire (2 minutes). */
const RECOVERY_DEADLINE_MS = 6 * 60_000;

const children: BuiltServer[] = [];
const dirs: string[] = [];
const doubles: SmtpDouble[] = [];

afterAll(async () => {
  for (const server of children) if (!server.exited()) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const smtp of doubles) await smtp.close();
});

async function start(env: Record<string, string>, port: number): Promise<BuiltServer> {
  const server = await startBuiltServer({
    port,
    env: {
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      APP_SECRET: 'burst-recovery-secret-0123456789abcdef0123456789',
      ...env,
    },
  });
  children.push(server);
  return server;
}

async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lines the server logged with this message (pino JSON, one object a line). */
function logged(server: BuiltServer, message: string): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`)).length;
}

function messagesPerRecipient(smtp: SmtpDouble): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    for (const address of mail.envelope.rcptTo) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}

async function burstThroughACrash(databaseEnv: Record<string, string>): Promise<void> {
  const smtp = await startSmtpDouble();
  doubles.push(smtp);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-burst-'));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, ...databaseEnv };
  const port = await freePort();

  const first = await start(env, port);
  await first.waitReady();
  const seed = randomBytes(3).toString('hex');
  const visitors = Array.from({ length: BURST }, (_, i) => ({
    email: `visitor-${seed}-${i}@example.com`,
    clientIp: `10.77.0.${i + 1}`,
  }));

  // Once some emails are out, every new SMTP transaction is refused for now (see above).
  let refusing = false;
  const watch = setInterval(() => {
    if (!refusing && smtp.messages.length >= SENT_BEFORE_CRASH) {
      smtp.failNext(1_000_000, 451, 'rcpt');
      refusing = true;
    }
  }, 1);
  const answers = await Promise.all(
    visitors.map(async (visitor, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 2_000) / BURST));
      const response = await fetch(`${first.baseUrl}/api/generate-sop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.clientIp },
        body: JSON.stringify({
          restaurantName: "Katz's Delicatessen",
          placeId: 'cat-katzs-delicatessen',
          ownerName: 'Dana Whitfield',
          contactEmail: visitor.email,
          blitzOptIn: false,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  // Every visitor's Generate was stored and answered before the crash: each of them is owed one email.
  expect(answers).toEqual(visitors.map(() => 200));
  await until(
    () => refusing,
    120_000,
    () => `${SENT_BEFORE_CRASH} emails before the crash (got ${smtp.messages.length})`,
  );
  clearInterval(watch);
  // Every playbook generated and its email queued, so the crash catches the sends (queued, retrying, in flight).
  await until(
    () => logged(first, 'email queued') >= BURST,
    180_000,
    () => `every email queued (${logged(first, 'email queued')} of ${BURST})`,
  );
  await until(
    () => logged(first, 'email sent') >= smtp.messages.length,
    60_000,
    () => `the server to record the ${smtp.messages.length} sends the double accepted`,
  );
  const beforeCrash = smtp.messages.length;
  expect(beforeCrash).toBeLessThan(BURST);

  first.child.kill('SIGKILL');
  await first.exitCode();

  smtp.failNext(0, 451);
  const second = await start(env, port);
  await second.waitReady();
  await until(
    () => visitors.every((visitor) => messagesPerRecipient(smtp).has(visitor.email)),
    RECOVERY_DEADLINE_MS,
    () => `every visitor's email (${messagesPerRecipient(smtp).size} of ${BURST}):\n${second.output().slice(-3000)}`,
  );
  // A copy sent twice would follow its first within a poll or two: give it the time to show up.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const counts = messagesPerRecipient(smtp);
  for (const visitor of visitors) expect(counts.get(visitor.email), visitor.email).toBe(1);
  expect(smtp.messages).toHaveLength(BURST);
  for (const mail of smtp.messages) {
    expect(mail.parsed.attachments.map((attachment) => attachment.filename)).toHaveLength(1);
  }

  second.child.kill('SIGTERM');
  expect(await second.exitCode(), second.output()).toBe(0);
}

describe('playbook emails through a crash in the middle of a burst', () => {
  test('on the embedded database, every email goes out once after a restart', { timeout: 10 * 60_000 }, async () => {
    await burstThroughACrash({});
  });

  postgresTest(
    'on PostgreSQL, every email goes out once after a restart',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `burst_${randomBytes(5).toString('hex')}`;
      try {
        await burstThroughACrash({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
      } finally {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${schema}_pgboss cascade`);
        await client.end();
      }
    },
    10 * 60_000,
  );
});
