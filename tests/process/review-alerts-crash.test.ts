import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { startGoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { middayTimeZone, seedConnectedOwners } from '../support/google-sync-seed.ts';
import { postgresTest } from '../support/postgres-test.ts';
import {
  activeJobs,
  CrashRun,
  embeddedDatabase,
  postgresDatabase,
  until,
  type CrashDatabase,
} from './support/crash-restart.ts';

/**
 * The sync through the day and its alerts through a crash: twelve connected owners each get a new 1★ review; the
 * production build syncs them every minute (GOOGLE_SYNC_INTERVAL_MINUTES=1), Google answering each listing slowly,
 * and is killed with SIGKILL halfway through the pass. A new process on the same database alerts every owner whose
 * alert was not out yet, and none twice. As in the email burst test, the kill waits until the server has recorded
 * every email the SMTP double accepted (the one window no mail system closes), the double refusing new ones (451)
 * from the moment some alerts are out. Runs the production build (`npm run build` first), on the embedded database
 * and on PostgreSQL side by side (each waits mostly for the minute's tick).
 */

const OWNERS = 12;
const SENT_BEFORE_CRASH = 4;
/** Every alert is out within this of the restart: the next minute's tick, a slow pass, an email's retry. */
const RECOVERY_BOUND_MS = 240_000;
const APP_SECRET = 'review-alerts-crash-secret-0123456789abcdef0123';

const runs: CrashRun[] = [];

const ALERT_SUBJECT = /^A new 1-star review of Diner \d+$/;

/**
 * The alerts the double accepted, per owner. The owners' enrollments are active blitzes whose mornings are set for
 * 23:00 in their zone, so none is due while the test runs (the blitz counts its days from the enrollment's date in
 * that zone, so its first morning is tomorrow there; 23:00 keeps even a slow run clear of it).
 */
function alertsPerRecipient(smtp: SmtpDouble): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    if (!ALERT_SUBJECT.test(mail.parsed.subject ?? '')) continue;
    for (const address of mail.envelope.rcptTo) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}

afterAll(async () => {
  for (const run of runs) await run.close();
});

async function alertsThroughACrash(run: CrashRun, database: CrashDatabase): Promise<void> {
  const smtp = await startSmtpDouble();
  const double = await startGoogleBusinessDouble({ consent: 'auto' });
  run.onClose(async () => {
    await smtp.close();
    await double.close();
  });
  const env = {
    LOG_LEVEL: 'info',
    APP_SECRET,
    SMTP_URL: smtp.url,
    GOOGLE_SYNC_INTERVAL_MINUTES: '1',
    ...database.env,
    ...double.env,
  };

  // A first start makes the database; the owners are written while no server runs (PGlite is one process's).
  await run.stop(await run.start(env));
  const owners = await database.withQuery((query) =>
    seedConnectedOwners({
      query,
      double,
      appSecret: APP_SECRET,
      count: OWNERS,
      label: `crash-${randomBytes(3).toString('hex')}`,
      timeZone: middayTimeZone(),
      // Late in the owner's day (it is midday there): no blitz morning is due during the test, whatever the hour.
      sendMinute: 23 * 60,
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
  const first = await run.start(env);

  await run.refuseMailAfter(
    smtp,
    SENT_BEFORE_CRASH,
    150_000,
    () => `${SENT_BEFORE_CRASH} alerts before the crash (got ${smtp.messages.length}):\n${first.output().slice(-3000)}`,
  );
  const beforeCrash = await run.crash(first, smtp);
  const running = await activeJobs(database);
  expect(running).toContain('google-business.sync');
  expect(beforeCrash).toBeLessThan(OWNERS);

  smtp.failNext(0, 451);
  const second = await run.start(env);
  const restartedAt = Date.now();
  await until(
    () => owners.every((owner) => alertsPerRecipient(smtp).has(owner.email)),
    RECOVERY_BOUND_MS,
    () => `every owner's alert (${alertsPerRecipient(smtp).size} of ${OWNERS}):\n${second.output().slice(-3000)}`,
  );
  console.info(
    `review alerts: ${beforeCrash} of ${OWNERS} sent before the crash; jobs running at the crash: ` +
      `${running.join(', ')}; every alert out ${Date.now() - restartedAt} ms after the restart`,
  );
  // A copy sent twice would follow its first within a cycle or two: give it the time to show up.
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const counts = alertsPerRecipient(smtp);
  // On a failure, what each copy was: its subject and Message-ID (the same ID twice is one email sent twice).
  const copies = (email: string) =>
    smtp.messages
      .filter((mail) => mail.envelope.rcptTo.includes(email))
      .map((mail) => `${mail.parsed.subject} <${mail.parsed.messageId}> ${mail.parsed.date?.toISOString()}`)
      .join('; ');
  for (const owner of owners) expect(counts.get(owner.email), `${owner.email}: ${copies(owner.email)}`).toBe(1);
  // Nothing but the alerts went out.
  expect(smtp.messages).toHaveLength(OWNERS);
  for (const mail of smtp.messages) expect(mail.parsed.subject).toMatch(ALERT_SUBJECT);

  await run.stop(second);
  const alerts = await database.withQuery(
    async (query) =>
      (
        (await query('select status, count(*)::int as n from google_review_alerts group by status', [])) as {
          rows: { status: string; n: string | number }[];
        }
      ).rows,
  );
  expect(alerts).toEqual([{ status: 'queued', n: OWNERS }]);
}

describe.concurrent('review alerts through a crash in the middle of a sync pass', () => {
  test('on the embedded database, every owner is alerted once after a restart', { timeout: 10 * 60_000 }, async () => {
    const run = new CrashRun('alerts');
    runs.push(run);
    await alertsThroughACrash(run, embeddedDatabase(run.dataDir));
  });

  postgresTest(
    'on PostgreSQL, every owner is alerted once after a restart',
    async () => {
      const run = new CrashRun('alerts');
      runs.push(run);
      const database = await postgresDatabase('alerts');
      run.onClose(() => database.drop());
      await alertsThroughACrash(run, database);
    },
    10 * 60_000,
  );
});
