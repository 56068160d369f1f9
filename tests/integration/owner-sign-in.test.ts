import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { signInLinks } from '#server/features/accounts/account-tables.ts';
import { enrollInBlitz } from '../support/blitz-enrollment.ts';
import { postgresTest } from '../support/postgres-test.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  advance,
  mailsTo,
  outboxFiles,
  page,
  postForm,
  t,
  withOperatorConsole,
} from '../support/operator-console-app.ts';

/**
 * Owner sign-in through the real page handler: a link and a code by email. The link opens a page with one button in
 * any browser (the mail app's own browser included) and signs in only when it is pressed, so a mail scanner's GET
 * gets nobody in; the code works only in the browser that asked (its `rb_sign_in` cookie).
 */

const PLACE = 'ChIJkatzs-delicatessen';
let seq = 0;

async function newOwner(): Promise<string> {
  seq += 1;
  const email = `owner-${seq}@katz.example`;
  await enrollInBlitz(t, email, PLACE, 'Olivia Owner');
  return email;
}

function cookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  return (Array.isArray(value) ? value : value ? [value] : []).map(String);
}

function cookieValue(response: { headers: Record<string, unknown> }, name: string): string | null {
  const cookie = cookiesOf(response).find((line) => line.startsWith(`${name}=`));
  return cookie ? cookie.split(';')[0]! : null;
}

/** Asks for a link in a browser; returns that browser's binding cookie and what the email said. */
async function ask(email: string, next = '') {
  // Tests ask far more often than the per-address limit allows; the limit has its own test.
  await queryRows(t.ctx.database.db, sql`delete from rate_limits where key like 'owner-sign-in:%'`);
  const before = (await mailsTo(email)).length;
  const response = await postForm('/sign-in', { intent: 'request', email, next });
  expect(response.statusCode).toBe(200);
  const binding = cookieValue(response, 'rb_sign_in');
  expect(binding).toMatch(/^rb_sign_in=[\w-]{43}$/);
  await waitUntil(async () => (await mailsTo(email)).length > before, 5_000);
  const text = (await mailsTo(email)).at(-1) ?? '';
  const token = /\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const code = /\b(\d{3} \d{3})\b/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no link or code in: ${text}`);
  return { binding: binding!, token, code, text };
}

const openLink = (token: string, cookie?: string, next = '') =>
  page(`/sign-in?token=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`, cookie);

/** The one press on the link's page, from a browser with `cookie` (or a fresh one). */
const pressLink = (token: string, cookie?: string, next = '') =>
  postForm('/sign-in', { intent: 'link', token, next }, cookie ? { cookie } : {});

/** Opens the link and presses its button, as an owner does; returns the session cookie. */
async function signInByLink(token: string, cookie?: string): Promise<string> {
  expect((await openLink(token, cookie)).statusCode).toBe(200);
  const done = await pressLink(token, cookie);
  expect(done.statusCode).toBe(302);
  return cookieValue(done, 'rb_owner')!;
}

describe('owner sign-in', () => {
  withOperatorConsole();

  test('an owner and a stranger get the same answer; only the owner gets a link and a code', async () => {
    const owner = await newOwner();
    const stranger = `stranger-${seq}@example.com`;
    const normalise = (body: string) => body.replace(/nonce="[^"]*"/g, '').replace(/nonce-[^']*/g, '');
    const mails = outboxFiles().length;
    const forStranger = await postForm('/sign-in', { intent: 'request', email: stranger, next: '' });
    const { text, token, code } = await ask(owner);
    const forOwner = await postForm('/sign-in', { intent: 'request', email: owner, next: '' });
    expect(forStranger.statusCode).toBe(200);
    expect(normalise(forStranger.body)).toBe(normalise(forOwner.body));
    expect(text).toContain('Never share this code');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(stranger)).toEqual([]);
    expect(outboxFiles().length).toBeGreaterThan(mails);
    // Nothing secret is stored in the clear.
    const stored = JSON.stringify(await t.ctx.database.db.select().from(signInLinks));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(code.replace(' ', ''));
  });

  test('the link opens a page with one button; the press signs in, once, and lands on the account page', async () => {
    const owner = await newOwner();
    const { binding, token } = await ask(owner);
    const opened = await openLink(token, binding);
    expect(opened.statusCode).toBe(200);
    expect(String(opened.headers['cache-control'])).toContain('no-store');
    expect(opened.body).toContain('Finish signing in');
    expect(opened.body).toContain(`o•••@katz.example`);
    expect(cookieValue(opened, 'rb_owner')).toBeNull();
    const done = await pressLink(token, binding);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/account');
    const session = cookieValue(done, 'rb_owner');
    expect(session).toMatch(/^rb_owner=[\w-]{43}$/);
    expect(cookiesOf(done).join('\n')).toMatch(/rb_owner=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);

    const account = await page('/account', session!);
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('Katz&#x27;s Delicatessen');
    expect(account.body).toContain(owner);
    expect(String(account.headers['cache-control'])).toContain('no-store');

    // Used: its page now says so, and a second press signs nobody in.
    const reopened = await openLink(token, binding);
    expect(reopened.statusCode).toBe(400);
    expect(reopened.body).toContain('expired or was already used');
    const again = await pressLink(token, binding);
    expect(again.statusCode).toBe(400);
    expect(cookieValue(again, 'rb_owner')).toBeNull();
  });

  test('the link signs in another browser (the mail app’s) after one press; a scanner’s GET uses nothing', async () => {
    const owner = await newOwner();
    const { token } = await ask(owner);
    // A mail scanner or a link preview: GETs without cookies, as often as it likes.
    for (let open = 0; open < 3; open += 1) {
      const scanned = await openLink(token);
      expect(scanned.statusCode).toBe(200);
      expect(cookieValue(scanned, 'rb_owner')).toBeNull();
      // The mail app's browser did not ask: a code box there could never work, so there is none.
      expect(scanned.body).not.toContain('name="code"');
      expect(scanned.body).not.toContain('6-digit code');
    }
    // The owner presses in the mail app's own browser: no binding cookie, someone else's, or none at all.
    const other = await postForm('/sign-in', { intent: 'request', email: `someone-${seq}@example.com`, next: '' });
    const done = await pressLink(token, cookieValue(other, 'rb_sign_in')!, '/inbox?place=x');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/inbox?place=x');
    expect((await page('/account', cookieValue(done, 'rb_owner')!)).statusCode).toBe(200);
  });

  test('a malformed, unknown or expired link is refused: its page offers a new one', async () => {
    const owner = await newOwner();
    for (const token of ['short', 'x'.repeat(43), `${'A'.repeat(42)}!`]) {
      expect((await openLink(token)).statusCode).toBe(400);
      expect((await pressLink(token)).statusCode).toBe(400);
    }
    const { token } = await ask(owner);
    advance(16 * 60 * 1000);
    const expired = await openLink(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('expired or was already used');
    expect(expired.body).toContain('Email me a sign-in link');
    expect(cookieValue(await pressLink(token), 'rb_owner')).toBeNull();
  });

  test('the code works only in the browser that asked; five wrong codes end it', async () => {
    const owner = await newOwner();
    const { binding, code } = await ask(owner);
    // The right code in another browser is refused.
    const stranger = await postForm('/sign-in', { intent: 'code', code, next: '' });
    expect(stranger.statusCode).toBe(400);
    const done = await postForm('/sign-in', { intent: 'code', code, next: '/account' }, { cookie: binding });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/account');
    expect(cookieValue(done, 'rb_owner')).not.toBeNull();

    const second = await ask(owner);
    const wrong = second.code === '000 000' ? '111 111' : '000 000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await postForm('/sign-in', { intent: 'code', code: wrong, next: '' }, { cookie: second.binding });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('That code is not right');
    }
    const tooLate = await postForm(
      '/sign-in',
      { intent: 'code', code: second.code, next: '' },
      { cookie: second.binding },
    );
    expect(tooLate.statusCode).toBe(400);
  });

  test('after sign-in, `next` leads only to a page of this site', async () => {
    const owner = await newOwner();
    for (const [next, expected] of [
      ['//evil.example/x', '/account'],
      ['https://evil.example/', '/account'],
      ['/operator', '/account'],
      ['/connect/google?t=abc', '/connect/google?t=abc'],
    ] as const) {
      const { binding, token } = await ask(owner, next);
      const done = await pressLink(token, binding, next);
      expect(done.headers.location).toBe(expected);
    }
  });

  test('sign-out ends the session; the account page then asks to sign in; a cross-site POST is refused', async () => {
    const owner = await newOwner();
    const { binding, token } = await ask(owner);
    const session = await signInByLink(token, binding);
    const crossSite = await postForm('/sign-out', {}, { cookie: session, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await page('/account', session)).statusCode).toBe(200);
    const out = await postForm('/sign-out', {}, { cookie: session });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/sign-in?signed-out');
    const after = await page('/account', session);
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe('/sign-in?next=%2Faccount');
  });

  test('one client asking for one address answers 429 with Retry-After after five requests', async () => {
    const owner = await newOwner();
    await queryRows(t.ctx.database.db, sql`delete from rate_limits where key like 'owner-sign-in:%'`);
    const ip = '10.66.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await postForm('/sign-in', { intent: 'request', email: owner, next: '' }, { ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await postForm('/sign-in', { intent: 'request', email: owner, next: '' }, { ip });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain('Too many sign-in attempts');
  });

  // Concurrent guesses of one request's code, on PostgreSQL (PGlite has one connection, so it cannot race): another
  // transaction holds the link's row while the guesses arrive, so every one of them is in flight at once; when it
  // lets go, no more than five may have been counted, and the right code is refused after them.
  postgresTest('concurrent wrong codes cannot add up to more than five tries', async () => {
    const owner = await newOwner();
    const { binding, code } = await ask(owner);
    const wrong = code === '000 000' ? '111 111' : '000 000';
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    try {
      const table = `"${t.database.schema}".sign_in_links`;
      await locker.query('begin');
      await locker.query(`select 1 from ${table} where email = $1 for update`, [owner]);
      const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      // As many as the server's pool has connections, each from its own client address.
      const guesses = Array.from({ length: 10 }, () =>
        postForm('/sign-in', { intent: 'code', code: wrong, next: '' }, { cookie: binding }),
      );
      await waitUntil(async () => {
        // Waiting on the locker, or (queued behind the first) on one that waits on it. In a transaction the activity
        // view is a snapshot taken once, so it is cleared before each look.
        await locker.query('select pg_stat_clear_snapshot()');
        const { rows } = await locker.query<{ n: string }>(
          `with recursive waiting(pid) as (
             select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
             union
             select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid))
           ) select count(*) as n from waiting`,
          [lockerPid],
        );
        return Number(rows[0]!.n) >= 10;
      }, 15_000);
      await locker.query('commit');
      for (const response of await Promise.all(guesses)) expect(response.statusCode).toBe(400);
      const { rows } = await locker.query<{ code_attempts: number }>(
        `select code_attempts from ${table} where email = $1`,
        [owner],
      );
      expect(rows.map((row) => row.code_attempts)).toEqual([5]);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    const late = await postForm('/sign-in', { intent: 'code', code, next: '' }, { cookie: binding });
    expect(late.statusCode).toBe(400);
    expect(cookieValue(late, 'rb_owner')).toBeNull();
  });
});
