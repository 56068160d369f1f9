import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { startSmtpDouble } from '../doubles/smtp-server.ts';
import { postgresTest } from '../support/postgres-test.ts';
import {
  activeJobs,
  CrashRun,
  embeddedDatabase,
  logged,
  perRecipient,
  postgresDatabase,
  until,
  type CrashDatabase,
} from './support/crash-restart.ts';

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

const runs: CrashRun[] = [];

afterAll(async () => {
  for (const run of runs) await run.close();
});

/** Runs the burst, the crash and the restart. */
async function burstThroughACrash(run: CrashRun, database: CrashDatabase): Promise<void> {
  const smtp = await startSmtpDouble();
  const model = await startModelStandIn();
  run.onClose(async () => {
    await smtp.close();
    await model.close();
  });
  const env = {
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'loopback',
    APP_SECRET: 'burst-recovery-secret-0123456789abcdef0123456789',
    SMTP_URL: smtp.url,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_API_KEY: 'sk-burst-recovery',
    // Longer than the test waits for its kill: a held call keeps its generation running until the process dies.
    AI_TIMEOUT_MS: '300000',
    ...database.env,
  };

  const first = await run.start(env);
  const seed = randomBytes(3).toString('hex');
  const visitors = Array.from({ length: BURST }, (_, i) => ({
    email: `visitor-${seed}-${i}@example.com`,
    clientIp: `10.77.0.${i + 1}`,
  }));

  // Once some emails are out, every new SMTP transaction is refused for now (see above).
  const refusing = run.refuseMailAfter(
    smtp,
    SENT_BEFORE_CRASH,
    120_000,
    () => `${SENT_BEFORE_CRASH} emails before the crash (got ${smtp.messages.length})`,
  );
  // Awaited below, once the burst is answered; a timeout before then is reported there.
  refusing.catch(() => undefined);
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
  await refusing;
  // The crash catches sends (queued, retrying, in flight) and generations (waiting, running): the kill comes once the
  // server has recorded every send the double accepted, while a generation waits for the model.
  await until(
    () => model.held() > 0,
    60_000,
    () => `a generation waiting for the model (${logged(first, 'email queued')} of ${BURST} emails queued)`,
  );
  const queuedBeforeCrash = logged(first, 'email queued');
  const beforeCrash = await run.crash(first, smtp);
  expect(beforeCrash).toBeLessThan(BURST);
  const runningAtCrash = await activeJobs(database);

  smtp.failNext(0, 451);
  model.answered = Infinity;
  const second = await run.start(env);
  const restartedAt = Date.now();
  // The dead process left generations running: the ones an expiry would have held back for 5 minutes.
  expect(runningAtCrash).toContain(GENERATE_QUEUE);
  await until(
    () => visitors.every((visitor) => perRecipient(smtp).has(visitor.email)),
    RECOVERY_BOUND_MS,
    () => `every visitor's email (${perRecipient(smtp).size} of ${BURST}):\n${second.output().slice(-3000)}`,
  );
  console.info(
    `burst recovery: ${queuedBeforeCrash} of ${BURST} emails queued and ${beforeCrash} sent before the crash; ` +
      `jobs running at the crash: ${runningAtCrash.join(', ')}; ` +
      `every email out ${Date.now() - restartedAt} ms after the restart`,
  );
  // A copy sent twice would follow its first within a poll or two: give it the time to show up.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const counts = perRecipient(smtp);
  for (const visitor of visitors) expect(counts.get(visitor.email), visitor.email).toBe(1);
  expect(smtp.messages).toHaveLength(BURST);
  for (const mail of smtp.messages) {
    expect(mail.parsed.attachments.map((attachment) => attachment.filename)).toHaveLength(1);
  }

  await run.stop(second);
}

describe('playbook emails through a crash in the middle of a burst', () => {
  test('on the embedded database, every email goes out once after a restart', { timeout: 10 * 60_000 }, async () => {
    const run = new CrashRun('burst');
    runs.push(run);
    await burstThroughACrash(run, embeddedDatabase(run.dataDir));
  });

  postgresTest(
    'on PostgreSQL, every email goes out once after a restart',
    async () => {
      const run = new CrashRun('burst');
      runs.push(run);
      const database = await postgresDatabase('burst');
      run.onClose(() => database.drop());
      await burstThroughACrash(run, database);
    },
    10 * 60_000,
  );
});
