import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { googleBusinessDoubleControl } from '../doubles/google-business-server.ts';
import { googleDoubleEnv, googleDoubleOrigin, googleDoublePort } from './support/google-double-env.ts';
import { signInFromConnectPage } from './support/owner-session.ts';

// "Review and post" from a blitz email, in Chromium: an owner connects Google through the double, the next
// morning's blitz (run with the built `blitz:run-due --now`, as an operator would) mails a link per new review, and the owner
// opens one, edits the reply, watches the byte count and posts it to "Google". The spec runs its own server on its
// own embedded database, because the morning send needs the server stopped (PGlite is one process's database).

const PLACE = 'cat-katzs-delicatessen';
const APP_SECRET = 'e2e-replies-secret-0123456789abcdef0123456789abcdef';

let server: ChildProcess | null = null;
let origin = '';
let dataDir = '';
let env: Record<string, string> = {};

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

async function startServer(): Promise<void> {
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

async function stopServer(): Promise<void> {
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

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** 08:00 New York on the New York day after `instant`: the blitz's first morning. */
function firstMorningAfter(instant: Date): Date {
  const nyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(instant);
  const [year, month, day] = nyDay.split('-').map(Number) as [number, number, number];
  for (const utcHour of [12, 13]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + 1, utcHour));
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: false });
    if (Number(hour.format(candidate)) === 8) return candidate;
  }
  throw new Error('no 08:00 New York found');
}

const google = googleBusinessDoubleControl(googleDoubleOrigin());

async function repliesPosted(): Promise<{ review: string; comment: string }[]> {
  return (await google.state()).replies;
}

let reviewLinks: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
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
  };

  // The owner's Google account in the double: one location, at the place the blitz is for.
  const email = `replies-${testInfo.project.name}-${Date.now()}@katz.example`;
  await google.setConsentMode('auto');
  await google.addUser(email, { displayName: 'Jake Dell', signIn: true });
  const account = await google.addAccount({ accountName: `Katz ${testInfo.project.name}`, members: [email] });
  const location = await google.addLocation(account.name, { title: "Katz's Delicatessen", placeId: PLACE });
  const locationPath = `${account.name}/${location.name}`;

  // Enroll (the free-trial call to action names the restaurant), then connect from the confirmation email's link.
  await startServer();
  const enrolledAt = new Date();
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
  const confirmation = await outboxMessage(/^You’re in/);
  const connectLink = hrefs(confirmation.html).find((href) => href.startsWith(`${origin}/connect/google?t=`));
  expect(connectLink, 'the confirmation email links to connect Google').toBeTruthy();
  const page = await browser.newPage();
  await page.goto(connectLink!);
  await signInFromConnectPage(page, email, path.join(dataDir, 'outbox'));
  await page.waitForURL(/\/connect\/google\/connected\?t=/);
  await page.close();
  await google.setConsentMode('page');
  await stopServer();

  // Overnight, two new reviews; then the first morning's send, as `npm run blitz:run-due -- --now` runs it.
  const morning = firstMorningAfter(enrolledAt);
  const hoursBefore = (h: number) => new Date(morning.getTime() - h * 3_600_000).toISOString();
  await google.addReview(locationPath, {
    starRating: 5,
    comment: 'The pastrami on rye was perfect and the counterman gave us a taste first.',
    reviewerName: 'Rosa M.',
    createTime: hoursBefore(3),
  });
  await google.addReview(locationPath, {
    starRating: 1,
    comment: 'My daughter had an allergic reaction to the soup even though we told the server about her allergy.',
    reviewerName: 'Dana P.',
    createTime: hoursBefore(4),
  });
  await google.addReview(locationPath, {
    starRating: 3,
    comment: 'Good soup, long line.',
    reviewerName: 'Tom K.',
    createTime: hoursBefore(5),
  });
  const run = spawnSync(
    process.execPath,
    ['build/blitz-run-due.mjs', '--now', new Date(morning.getTime() + 5 * 60_000).toISOString()],
    { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 90_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  const daily = await outboxMessage(/^Day 1 of 7: 3 new reviews/);
  reviewLinks = hrefs(daily.html).filter((href) => href.startsWith(`${origin}/replies/`));
  expect(reviewLinks).toHaveLength(3);
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('open a review from the email, edit the reply (the byte count follows), post it to Google', async ({ page }) => {
  const postedBefore = await repliesPosted();
  // The first link is the newest review (Rosa's).
  await page.goto(reviewLinks[0]!);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(page.getByRole('heading', { level: 1, name: 'Reply to Rosa M.' })).toBeVisible();
  await expect(page.getByText('The pastrami on rye was perfect')).toBeVisible();
  await expect(page.getByText('5 out of 5 stars')).toBeAttached();
  const reply = page.getByRole('textbox', { name: 'Your reply' });
  await expect(reply).not.toHaveValue('');
  await expectNoAxeViolations(page);
  // Opening the page posted nothing.
  expect(await repliesPosted()).toHaveLength(postedBefore.length);

  const text = 'Rosa, thank you! The counter tastes are a Katz’s tradition. ¡Gracias! 🥪 — Jake';
  await reply.fill(text);
  const bytes = new TextEncoder().encode(text).length;
  expect(bytes).toBeGreaterThan(text.length);
  await expect(page.getByTestId('byte-count')).toHaveText(`${bytes} of 4,096 bytes`);

  await page.getByRole('button', { name: 'Post to Google' }).click();
  await expect(page.getByRole('heading', { name: 'Posted to Google' })).toBeVisible();
  await expect(page.getByTestId('posted-text')).toHaveText(text);
  await expectNoAxeViolations(page);
  const posted = await repliesPosted();
  expect(posted.slice(postedBefore.length)).toEqual([expect.objectContaining({ comment: text })]);

  // The link again (a mail scanner, or the owner later): the result, and no second post.
  await page.goto(reviewLinks[0]!);
  await expect(page.getByRole('heading', { name: 'Posted to Google' })).toBeVisible();
  expect(await repliesPosted()).toHaveLength(posted.length);
});

test('over 4,096 bytes: the count turns red, Google is not called, and the text stays', async ({
  page,
  pageErrors,
}) => {
  const postedBefore = await repliesPosted();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(reviewLinks[1]!);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const reply = page.getByRole('textbox', { name: 'Your reply' });
  // The counter follows typing only once React has hydrated the field: wait for that before the long text, so a
  // late hydration cannot put the draft back under it.
  await reply.fill('x');
  await expect(page.getByTestId('byte-count')).toHaveText('1 of 4,096 bytes');
  const long = 'é'.repeat(2100);
  await reply.fill(long);
  await expect(page.getByTestId('byte-count')).toHaveText('4,200 of 4,096 bytes: 104 too many for Google');
  await expect(reply).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Post to Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Google accepts at most 4,096');
  await expect(reply).toHaveValue(long);
  expect(await repliesPosted()).toHaveLength(postedBefore.length);
  // The refusal is a 400 from our own action, which Chromium logs as a failed load; nothing else failed.
  expect(refused).toEqual([expect.stringMatching(/^400 \/replies\/[0-9a-f-]+\.data$/)]);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('status of 400')));
});

test('an escalated review is never one tap: the page says why and posting waits for the confirmation', async ({
  page,
  pageErrors,
}) => {
  const postedBefore = await repliesPosted();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(reviewLinks[1]!);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(page.getByRole('heading', { name: 'Handle this one privately first' })).toBeVisible();
  await expect(page.getByText('This review describes an allergic reaction.')).toBeVisible();
  const confirm = page.getByRole('checkbox', { name: /I have handled this privately with the guest first/ });
  await expect(confirm).not.toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Post to Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Handle it privately first');
  expect(await repliesPosted()).toHaveLength(postedBefore.length);
  await expectNoAxeViolations(page);

  await confirm.check();
  await page.getByRole('button', { name: 'Post to Google' }).click();
  await expect(page.getByRole('heading', { name: 'Posted to Google' })).toBeVisible();
  expect(await repliesPosted()).toHaveLength(postedBefore.length + 1);
  // The first press was refused by our own action (409), which Chromium logs as a failed load.
  expect(refused).toEqual([expect.stringMatching(/^409 \/replies\/[0-9a-f-]+\.data$/)]);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('status of 409')));
});
