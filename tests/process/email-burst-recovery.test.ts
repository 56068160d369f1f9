import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
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
 *
 * The kill also comes while playbooks are being generated, so jobs are running when the process dies: the server
 * writes its prose through an OpenAI-compatible model (a stand-in below), which answers the first calls at once (a
 * refusal: the offline engine writes the prose) and holds the last playbooks' calls open. A generation running at the
 * crash is retried within seconds: at the next start on the embedded database, once its heartbeat (30 s) is stale on
 * PostgreSQL. When the job system waited for the job's expiry instead, it was retried only after 5 minutes; the
 * bound below is half that.
 */

const BURST = 40;
const SENT_BEFORE_CRASH = 10;
/**
 * Every email is out within this of the restart. The slowest are a send that was running at the crash, which the
 * email sender's own 90 s claim on the message holds back until at most 137 s after the last heartbeat, and an email
 * refused before the crash, whose retry waits its backoff. Generations that were running are retried within 52 s.
 */
const RECOVERY_BOUND_MS = 150_000;
/** Queue of the playbook generation jobs. */
const GENERATE_QUEUE = 'playbooks.generate';

/** Model calls answered before the stand-in holds the rest: one a playbook, so the last eight are held. */
const ANSWERED_MODEL_CALLS = BURST - 8;

/**
 * The model the server writes playbook prose with: it refuses the key at once (401, which the server does not retry:
 * the offline engine writes the prose) for its first `answered` calls, then keeps every call open until the process
 * that made it dies.
 */
interface ModelStandIn {
  baseUrl: string;
  answered: number;
  /** Calls held open right now. */
  held: () => number;
  close(): Promise<void>;
}

async function startModelStandIn(): Promise<ModelStandIn> {
  const open = new Set<ServerResponse>();
  const standIn = {
    baseUrl: '',
    answered: ANSWERED_MODEL_CALLS,
    held: () => open.size,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    if (standIn.answered <= 0) {
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    standIn.answered -= 1;
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return standIn;
}

const children: BuiltServer[] = [];
const dirs: string[] = [];
const doubles: SmtpDouble[] = [];
const models: ModelStandIn[] = [];

afterAll(async () => {
  for (const server of children) if (!server.exited()) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const smtp of doubles) await smtp.close();
  for (const model of models) await model.close();
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

/**
 * Runs the burst, the crash and the restart. `activeAtCrash` names the queues of the jobs the dead process left
 * running, read from the database between the crash and the restart.
 */
async function burstThroughACrash(
  databaseEnv: Record<string, string>,
  activeAtCrash: (dataDir: string) => Promise<string[]>,
): Promise<void> {
  const smtp = await startSmtpDouble();
  doubles.push(smtp);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-burst-'));
  dirs.push(dataDir);
  const model = await startModelStandIn();
  models.push(model);
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_API_KEY: 'sk-burst-recovery',
    // Longer than the test waits for its kill: a held call keeps its generation running until the process dies.
    AI_TIMEOUT_MS: '300000',
    ...databaseEnv,
  };
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
  // The crash catches sends (queued, retrying, in flight) and generations (waiting, running): the kill comes once the
  // server has recorded every send the double accepted, while a generation waits for the model.
  await until(
    () => model.held() > 0,
    60_000,
    () => `a generation waiting for the model (${logged(first, 'email queued')} of ${BURST} emails queued)`,
  );
  await until(
    () => logged(first, 'email sent') >= smtp.messages.length,
    60_000,
    () => `the server to record the ${smtp.messages.length} sends the double accepted`,
  );
  const queuedBeforeCrash = logged(first, 'email queued');
  const beforeCrash = smtp.messages.length;
  expect(beforeCrash).toBeLessThan(BURST);

  first.child.kill('SIGKILL');
  await first.exitCode();
  const runningAtCrash = await activeAtCrash(dataDir);

  smtp.failNext(0, 451);
  model.answered = Infinity;
  const second = await start(env, port);
  await second.waitReady();
  const restartedAt = Date.now();
  // The dead process left generations running: the ones an expiry would have held back for 5 minutes.
  expect(runningAtCrash).toContain(GENERATE_QUEUE);
  await until(
    () => visitors.every((visitor) => messagesPerRecipient(smtp).has(visitor.email)),
    RECOVERY_BOUND_MS,
    () => `every visitor's email (${messagesPerRecipient(smtp).size} of ${BURST}):\n${second.output().slice(-3000)}`,
  );
  console.info(
    `burst recovery: ${queuedBeforeCrash} of ${BURST} emails queued and ${beforeCrash} sent before the crash; ` +
      `jobs running at the crash: ${runningAtCrash.join(', ')}; ` +
      `every email out ${Date.now() - restartedAt} ms after the restart`,
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
    await burstThroughACrash({}, async (dataDir) => {
      // The dead server's data folder, opened the way the server opens it (the next start opens it again).
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        const { rows } = (await handle.bossDb!.executeSql(`select name from pgboss.job where state = 'active'`)) as {
          rows: { name: string }[];
        };
        return rows.map((row) => row.name);
      } finally {
        await handle.close();
      }
    });
  });

  postgresTest(
    'on PostgreSQL, every email goes out once after a restart',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `burst_${randomBytes(5).toString('hex')}`;
      try {
        await burstThroughACrash({ DATABASE_URL: url, DATABASE_SCHEMA: schema }, async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            const { rows } = await client.query<{ name: string }>(
              `select name from ${schema}_pgboss.job where state = 'active'`,
            );
            return rows.map((row) => row.name);
          } finally {
            await client.end();
          }
        });
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
