import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { googleBusinessDoubleControl } from '../../doubles/google-business-server.ts';
import { expect } from './fixtures.ts';
import { googleDoubleEnv, googleDoubleOrigin, googleDoublePort } from './google-double-env.ts';
import { signInFromConnectPage } from './owner-session.ts';

/**
 * A connected owner's server for a spec of its own: the built server on its own port and embedded database, an owner
 * who enrolled and connected Google through the double, and the first blitz morning run with the built
 * `mornings:run-due --now` (as an operator would), which syncs the reviews the spec added overnight. The server is
 * stopped for the run, since PGlite is one process's database, and started again.
 */

export const PLACE = 'cat-katzs-delicatessen';
const APP_SECRET = 'e2e-replies-secret-0123456789abcdef0123456789abcdef';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** 08:00 New York on the New York day after `instant`: the blitz's first morning. */
function firstMorningAfter(instant: Date): Date {
  const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(instant);
  const [year, month, day] = localDay.split('-').map(Number) as [number, number, number];
  for (const utcHour of [12, 13]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + 1, utcHour));
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: false });
    if (Number(hour.format(candidate)) === 8) return candidate;
  }
  throw new Error('no 08:00 New York found');
}

/** The free-trial call to action for Katz's (the blitz starts, not connected to Google). */
export async function enrollFreeTrial(origin: string, email: string): Promise<void> {
  const lead = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'free-trial',
      email,
      name: 'Jake Dell',
      restaurantName: "Katz's Delicatessen",
      placeId: PLACE,
    }),
  });
  expect(lead.status).toBeLessThan(300);
}

/** `npm run blitz:run-due -- --now <now>` against the server's data (stopped: PGlite is one process's database). */
function runDue(env: Record<string, string>, now: Date): void {
  const run = spawnSync(process.execPath, ['build/mornings-run-due.mjs', '--now', now.toISOString()], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  expect(run.status, run.stderr).toBe(0);
}

export interface OvernightReview {
  starRating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  reviewerName: string;
  /** Hours before the first morning's 08:00. */
  hoursBefore: number;
  /** A reply already on Google, written this many hours after the review. */
  replyHoursAfter?: number;
}

/** One review on the double, `hoursBefore` the first morning, with its reply on Google when it has one. */
async function addOvernightReview(
  google: ReturnType<typeof googleBusinessDoubleControl>,
  locationPath: string,
  morning: Date,
  review: OvernightReview,
): Promise<void> {
  const createTime = new Date(morning.getTime() - review.hoursBefore * 3_600_000);
  const replyTime =
    review.replyHoursAfter === undefined ? null : new Date(createTime.getTime() + review.replyHoursAfter * 3_600_000);
  await google.addReview(locationPath, {
    starRating: review.starRating,
    comment: review.comment,
    reviewerName: review.reviewerName,
    createTime: createTime.toISOString(),
    ...(replyTime ? { reply: { comment: 'Thank you for coming in!', updateTime: replyTime.toISOString() } } : {}),
  });
}

/** `env`: more of the server's environment (e.g. the Stripe double's `STRIPE_*`, `OPERATOR_EMAILS`). */
export function connectedOwnerServer({ env: extraEnv = {} }: { env?: Record<string, string> } = {}) {
  let server: ChildProcess | null = null;
  let origin = '';
  let dataDir = '';
  let env: Record<string, string> = {};
  const google = googleBusinessDoubleControl(googleDoubleOrigin());

  async function start(): Promise<void> {
    server = spawn(process.execPath, ['build/server-main.mjs'], { env: { ...process.env, ...env }, stdio: 'ignore' });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${origin}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not become ready');
  }

  async function stop(): Promise<void> {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** Text and HTML of the outbox message whose subject matches, polled for up to 30 s. */
  async function outboxMessage(subject: RegExp): Promise<{ html: string; text: string }> {
    const dir = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
        const parsed = await simpleParser(await readFile(path.join(dir, name)));
        if (subject.test(parsed.subject ?? '')) return { html: String(parsed.html), text: parsed.text ?? '' };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`No outbox message with a subject like ${subject}`);
  }

  /**
   * Enrolls `email` (the free-trial call to action), connects Google from the confirmation email's link in a
   * browser signed in as that address, adds the overnight reviews and runs the first morning; the server is running
   * again when it returns, and the day's email is returned.
   */
  async function connectAndRunMorning(
    browser: Browser,
    options: { email: string; accountName: string; reviews: OvernightReview[]; dailySubject: RegExp },
  ): Promise<{ html: string; text: string }> {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-e2e-replies-'));
    env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      APP_SECRET,
      LOG_LEVEL: 'warn',
      ...googleDoubleEnv(googleDoublePort(Number(process.env.E2E_PORT ?? 3210))),
      ...extraEnv,
    };
    const { email } = options;
    // The owner's Google account in the double: one location, at the place the blitz is for.
    await google.setConsentMode('auto');
    await google.addUser(email, { displayName: 'Jake Dell', signIn: true });
    const account = await google.addAccount({ accountName: options.accountName, members: [email] });
    const location = await google.addLocation(account.name, { title: "Katz's Delicatessen", placeId: PLACE });
    const locationPath = `${account.name}/${location.name}`;

    // Enroll (the free-trial call to action names the restaurant), then connect from the confirmation email's link.
    await start();
    const enrolledAt = new Date();
    await enrollFreeTrial(origin, email);
    const confirmation = await outboxMessage(/^You’re in/);
    const connectLink = hrefs(confirmation.html).find((href) => href.startsWith(`${origin}/connect/google?t=`));
    expect(connectLink, 'the confirmation email links to connect Google').toBeTruthy();
    const page = await browser.newPage();
    await page.goto(connectLink!);
    await signInFromConnectPage(page, email, path.join(dataDir, 'outbox'));
    await page.waitForURL(/\/connect\/google\/connected\?t=/);
    await page.close();
    await google.setConsentMode('page');
    await stop();

    // Overnight reviews; then the first morning's send, as `npm run mornings:run-due -- --now` runs it.
    const morning = firstMorningAfter(enrolledAt);
    for (const review of options.reviews) await addOvernightReview(google, locationPath, morning, review);
    runDue(env, new Date(morning.getTime() + 5 * 60_000));
    const daily = await outboxMessage(options.dailySubject);
    await start();
    return daily;
  }

  /**
   * Ends every blitz on this server as the day after the closing day would (`blitz:run-due --now` ten days from now):
   * its restaurants are on Free Forever. The server is running again when it returns.
   */
  async function endTheBlitz(): Promise<void> {
    await stop();
    runDue(env, new Date(Date.now() + 10 * 86_400_000));
    await start();
  }

  return {
    google,
    get origin() {
      return origin;
    },
    get outbox() {
      return path.join(dataDir, 'outbox');
    },
    connectAndRunMorning,
    endTheBlitz,
    async repliesPosted(): Promise<{ review: string; comment: string }[]> {
      return (await google.state()).replies;
    },
    async close(): Promise<void> {
      await stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
