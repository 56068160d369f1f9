import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { sessions } from '#server/features/accounts/account-tables.ts';
import { enrollInBlitz } from '../support/blitz-enrollment.ts';
import { waitUntil } from '../support/email-helpers.ts';
import { HOSTILE_NEXTS } from '../support/hostile-nexts.ts';
import {
  linkTokenFor,
  mailsTo,
  OPERATOR,
  page,
  postForm,
  signIn,
  t,
  withOperatorConsole,
} from '../support/operator-console-app.ts';

/**
 * Where a sign-in goes next (`next`) is judged once, against PUBLIC_URL, before anything is redeemed: every other
 * host, scheme, control or non-ASCII character falls back to the role's home page, never to a 500, and never after
 * a link or code was spent without a session to show for it.
 */

const PLACE = 'ChIJkatzs-delicatessen';
let seq = 0;

async function newOwner(): Promise<string> {
  seq += 1;
  const email = `next-${seq}@katz.example`;
  await enrollInBlitz(t, email, PLACE, 'Olivia Owner');
  return email;
}

function cookieValue(response: { headers: Record<string, unknown> }, name: string): string | null {
  const value = response.headers['set-cookie'];
  const lines = (Array.isArray(value) ? value : value ? [value] : []).map(String);
  const line = lines.find((item) => item.startsWith(`${name}=`) && !item.startsWith(`${name}=;`));
  return line ? line.split(';')[0]! : null;
}

/** Asks for a link and a code in a fresh browser; returns its binding cookie and the email's link and code. */
async function ask(email: string, next: string) {
  await queryRows(t.ctx.database.db, sql`delete from rate_limits where key like 'owner-sign-in:%'`);
  const before = (await mailsTo(email)).length;
  const response = await postForm('/sign-in', { intent: 'request', email, next });
  expect(response.statusCode).toBe(200);
  await waitUntil(async () => (await mailsTo(email)).length > before, 5_000);
  const text = (await mailsTo(email)).at(-1) ?? '';
  const link = /(https?:\/\/\S+\/sign-in\?token=[A-Za-z0-9_-]+\S*)/.exec(text)?.[1];
  const code = /\b(\d{3} \d{3})\b/.exec(text)?.[1];
  if (!link || !code) throw new Error(`no link or code in: ${text}`);
  return { binding: cookieValue(response, 'rb_sign_in')!, link: new URL(link), code };
}

const sessionCount = async (role: 'owner' | 'operator', email: string) => {
  const [row] = await t.ctx.database.db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.role, role), eq(sessions.email, email)));
  return row?.n ?? 0;
};

/** A redirect that stays on this site: a path, never `//host`, `/\host` or anything a browser reads as another host. */
function expectSameSite(location: unknown, expected: string) {
  expect(typeof location).toBe('string');
  expect(location).toBe(expected);
  expect(new URL(String(location), t.config.publicUrl).origin).toBe(t.config.publicUrl);
}

const REDEEMING = ['/\t/evil.example/phish', '/\n/evil.example', '/\\evil.example', '/inbox\u3002', '/.//evil.example'];

describe('`next` after an owner signs in', () => {
  withOperatorConsole();

  test('a signed-in owner sent to /sign-in goes on to a page of this site only, never a 500', async () => {
    const owner = await newOwner();
    const { code, binding } = await ask(owner, '');
    const done = await postForm('/sign-in', { intent: 'code', code, next: '' }, { cookie: binding });
    const session = cookieValue(done, 'rb_owner')!;
    expect(session).not.toBeNull();
    for (const next of HOSTILE_NEXTS) {
      const response = await page(`/sign-in?next=${encodeURIComponent(next)}`, session);
      expect(response.statusCode, JSON.stringify(next)).toBe(302);
      expectSameSite(response.headers.location, '/account');
    }
    // As the review sent them, query strings written by hand.
    for (const query of [
      '%2F%09%2Fevil.example%2Fphish',
      '%2F%0A%2Fevil.example',
      '/inbox%E3%80%82',
      '/%5Cevil.example',
    ]) {
      const response = await page(`/sign-in?next=${query}`, session);
      expect(response.statusCode, query).toBe(302);
      expectSameSite(response.headers.location, '/account');
    }
    const inbox = await page(`/sign-in?next=${encodeURIComponent('/inbox?place=x')}`, session);
    expectSameSite(inbox.headers.location, '/inbox?place=x');
  });

  test('the emailed link never carries a hostile `next`; a good one rides along', async () => {
    const owner = await newOwner();
    for (const next of ['/\t/evil.example/phish', '/\\evil.example', 'javascript:alert(1)']) {
      const { link } = await ask(owner, next);
      expect(link.searchParams.has('next'), JSON.stringify(next)).toBe(false);
    }
    const { link } = await ask(owner, '/inbox?place=x');
    expect(link.searchParams.get('next')).toBe('/inbox?place=x');
  });

  test('the code with a hostile `next` signs in and lands on the account page: one session, with its cookie', async () => {
    const owner = await newOwner();
    for (const next of REDEEMING) {
      const { code, binding } = await ask(owner, '');
      const before = await sessionCount('owner', owner);
      const done = await postForm('/sign-in', { intent: 'code', code, next }, { cookie: binding });
      expect(done.statusCode, JSON.stringify(next)).toBe(302);
      expectSameSite(done.headers.location, '/account');
      const session = cookieValue(done, 'rb_owner');
      expect(session).not.toBeNull();
      expect(await sessionCount('owner', owner)).toBe(before + 1);
      expect((await page('/account', session!)).statusCode).toBe(200);
    }
  });

  test('the link with a hostile `next`: its page carries /account, and the press signs in there, once', async () => {
    const owner = await newOwner();
    for (const next of REDEEMING) {
      const { link } = await ask(owner, '');
      link.searchParams.set('next', next);
      const opened = await page(`${link.pathname}${link.search}`);
      expect(opened.statusCode, JSON.stringify(next)).toBe(200);
      expect(opened.body).toContain('name="next" value="/account"');
      const token = link.searchParams.get('token')!;
      const before = await sessionCount('owner', owner);
      const done = await postForm('/sign-in', { intent: 'link', token, next });
      expect(done.statusCode, JSON.stringify(next)).toBe(302);
      expectSameSite(done.headers.location, '/account');
      expect(cookieValue(done, 'rb_owner')).not.toBeNull();
      expect(await sessionCount('owner', owner)).toBe(before + 1);
    }
  });
});

describe('`next` after an operator signs in', () => {
  withOperatorConsole();

  test('a signed-in operator sent to the sign-in page goes on to the console only, never a 500', async () => {
    const cookie = await signIn();
    for (const next of [...HOSTILE_NEXTS, '/operator/\n', '/operator/\t/x', '/operator/..//evil.example']) {
      const response = await page(`/operator/sign-in?next=${encodeURIComponent(next)}`, cookie);
      expect(response.statusCode, JSON.stringify(next)).toBe(302);
      expectSameSite(response.headers.location, '/operator');
    }
    const leads = await page(`/operator/sign-in?next=${encodeURIComponent('/operator/leads?source=quote')}`, cookie);
    expectSameSite(leads.headers.location, '/operator/leads?source=quote');
  });

  test('the link’s page carries only a console path, and pressing it with a hostile `next` signs in', async () => {
    for (const next of ['/operator/\n', '/operator/%E3%80%82\u3002', '/\t/evil.example']) {
      const token = await linkTokenFor(OPERATOR);
      const confirmPage = await page(`/operator/sign-in?token=${token}&next=${encodeURIComponent(next)}`);
      expect(confirmPage.statusCode).toBe(200);
      expect(confirmPage.body).toContain('name="next" value="/operator"');
      const before = await sessionCount('operator', OPERATOR);
      const done = await postForm('/operator/sign-in', { intent: 'confirm', token, next });
      expect(done.statusCode, JSON.stringify(next)).toBe(302);
      expectSameSite(done.headers.location, '/operator');
      expect(cookieValue(done, 'rb_operator')).not.toBeNull();
      expect(await sessionCount('operator', OPERATOR)).toBe(before + 1);
    }
  });
});
