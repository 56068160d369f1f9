import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAppServices } from '#server/app-features.ts';
import { queryRows } from '#server/db/database.ts';
import {
  sessions as operatorSessions,
  signInLinks as operatorSignInLinks,
} from '#server/features/accounts/account-tables.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  advance,
  confirm,
  linkTokenFor,
  mailsTo,
  OPERATOR,
  OTHER_OPERATOR,
  outboxFiles,
  page,
  postForm,
  requestLink,
  signIn,
  t,
  withOperatorConsole,
} from '../support/operator-console-app.ts';

/** The operator console: reaching it without a session, asking for a sign-in link, and using one. */

describe('operator console: sign-in, sessions and guards', () => {
  withOperatorConsole();

  describe('without a session', () => {
    test.each(['/operator', '/operator/', '/operator/audit', '/operator/audit?action=sign-in'])(
      'the page %s redirects to the sign-in page, remembering where it was going',
      async (url) => {
        const response = await page(url);
        expect(response.statusCode).toBe(302);
        const location = new URL(response.headers.location as string, 'http://x');
        expect(location.pathname).toBe('/operator/sign-in');
        expect(location.searchParams.get('next')).toBe(url);
        expect(response.body).not.toContain('csrf');
      },
    );

    test.each(['/operator.data', '/operator/audit.data'])(
      'the data request %s gets no data, only a redirect',
      async (url) => {
        const response = await page(url);
        expect(response.body).not.toMatch(/csrf|sign-in"|operatorEmail/);
        expect(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`).toContain(
          '/operator/sign-in',
        );
      },
    );

    test('a data route answers 401 JSON with a message', async () => {
      const response = await page('/operator/test-data.json');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to the operator console first.' });
    });

    test('the resource-route guard (requireData) throws a 401 JSON Response', async () => {
      const services = createAppServices(t.ctx);
      const thrown = await services.operator.requireData(new Request('http://localhost:3000/operator/leads.csv')).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Sign in to the operator console first.' });
    });

    test('POST /operator/sign-out redirects to the sign-in page and changes nothing', async () => {
      const response = await postForm('/operator/sign-out', { csrf: 'x', scope: 'everywhere' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/operator\/sign-in\?next=/);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    test('a forged session cookie is no session', async () => {
      const response = await page('/operator', 'rb_operator=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(response.statusCode).toBe(302);
    });
  });

  describe('asking for a link', () => {
    test('an operator and a stranger get the same answer; only the operator gets an email', async () => {
      const normalise = (body: string, email: string) =>
        body
          .replaceAll(email, 'ADDRESS')
          .replace(/nonce="[^"]*"/g, '')
          .replace(/nonce-[^']*/g, '');
      const stranger = 'stranger@example.com';
      const forOperator = await requestLink(OPERATOR);
      const forStranger = await requestLink(stranger);
      expect(forOperator.statusCode).toBe(200);
      expect(forStranger.statusCode).toBe(200);
      expect(normalise(forStranger.body, stranger)).toBe(normalise(forOperator.body, OPERATOR));
      expect(forOperator.body).toContain('If this address may sign in, a link is on its way.');
      await waitUntil(async () => (await mailsTo(OPERATOR)).length > 0, 5_000);
      // Give a stray send to the stranger every chance to land before checking there is none.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await mailsTo(stranger)).toEqual([]);
      const links = await t.ctx.database.db.select().from(operatorSignInLinks);
      expect(links.every((link) => link.email === OPERATOR)).toBe(true);
    });

    test('addresses match whatever their case; OPERATOR_EMAILS is read case-insensitively', async () => {
      const token = await linkTokenFor(OTHER_OPERATOR);
      expect(token.length).toBeGreaterThan(40);
      const sent = (await mailsTo(OPERATOR)).length;
      const upper = await requestLink('  OPS@Example.COM ');
      expect(upper.statusCode).toBe(200);
      // The link goes out in the background: it reaches the operator's own address, and lands within this test (a
      // later test counting the outbox must not see it arrive).
      await waitUntil(async () => (await mailsTo(OPERATOR)).length > sent, 5_000);
    });

    test('only the SHA-256 of the link is stored, and the email says it works once for 15 minutes', async () => {
      const token = await linkTokenFor(OPERATOR);
      const hash = createHash('sha256').update(token).digest('hex');
      const rows = await t.ctx.database.db.select().from(operatorSignInLinks);
      expect(rows.some((row) => row.tokenHash === hash)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(token);
      const row = rows.find((r) => r.tokenHash === hash)!;
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60 * 1000);
      expect((await mailsTo(OPERATOR)).at(-1)).toContain('works once, for 15 minutes');
    });

    test('a malformed address is a 400 with a message, and no email', async () => {
      const before = outboxFiles().length;
      const response = await requestLink('not-an-address');
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter a valid email address');
      expect(outboxFiles().length).toBe(before);
    });

    test('per address and client: the sixth request in 15 minutes is refused, operator or not', async () => {
      for (const address of ['limited-op@example.com', 'nobody-limited@example.com']) {
        const ip = address.startsWith('limited') ? '10.78.0.1' : '10.78.0.2';
        for (let i = 0; i < 5; i++) expect((await requestLink(address, ip)).statusCode).toBe(200);
        const refused = await requestLink(address, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.body).toContain('Too many sign-in attempts');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Someone else asking for the same address, from another client, is not held by it.
        expect((await requestLink(address)).statusCode).toBe(200);
      }
      // Another address from the same clients is unaffected.
      expect((await requestLink('fresh-address@example.com', '10.78.0.1')).statusCode).toBe(200);
    });

    test('per address, from every client together: ten an hour, then 429 for all but a browser that signed in as it', async () => {
      const signedIn = await confirm(await linkTokenFor(OPERATOR));
      const device = (signedIn.headers['set-cookie'] as string[])
        .find((line) => line.startsWith('rb_device='))
        ?.split(';')[0];
      await queryRows(t.ctx.database.db, sql`delete from rate_limits where key like 'operator-sign-in:%'`);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await requestLink(OPERATOR)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect(device).toBeDefined();
      const known = await postForm(
        '/operator/sign-in',
        { intent: 'request', email: OPERATOR, next: '' },
        { cookie: device! },
      );
      expect(known.statusCode).toBe(200);
    });

    test('per client: the 21st request from one address in 15 minutes is refused, whatever it asks for', async () => {
      const ip = '10.77.0.1';
      for (let i = 0; i < 20; i++) expect((await requestLink(`client-${i}@example.com`, ip)).statusCode).toBe(200);
      expect((await requestLink('client-last@example.com', ip)).statusCode).toBe(429);
      expect((await requestLink('client-last@example.com', '10.77.0.2')).statusCode).toBe(200);
    });
  });

  describe('using a link', () => {
    test('looking at the link (GET) does not use it; the POST does, once', async () => {
      const token = await linkTokenFor(OPERATOR);
      const look = await page(`/operator/sign-in?token=${token}`);
      expect(look.statusCode).toBe(200);
      expect(look.body).toContain('Finish signing in');
      expect((await page(`/operator/sign-in?token=${token}`)).body).toContain('Finish signing in');

      const first = await confirm(token);
      expect(first.statusCode).toBe(302);
      const [setCookie, device] = first.headers['set-cookie'] as string[];
      expect(setCookie).toMatch(/^rb_operator=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(device).toMatch(/^rb_device=[\w-]+\.[\w-]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/);

      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('This sign-in link has expired or was already used.');
      expect(again.headers['set-cookie']).toBeUndefined();
      expect((await page(`/operator/sign-in?token=${token}`)).body).toContain(
        'This sign-in link has expired or was already used.',
      );
    });

    test('a link older than 15 minutes is refused', async () => {
      const token = await linkTokenFor(OPERATOR);
      advance(15 * 60 * 1000 + 1000);
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    test('a made-up or truncated token is refused', async () => {
      const token = await linkTokenFor(OPERATOR);
      expect((await confirm(token.slice(0, -2))).statusCode).toBe(400);
      expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    });

    test('a session stores only the hash of its cookie', async () => {
      const cookie = await signIn();
      const token = cookie.split('=')[1]!;
      const rows = await t.ctx.database.db
        .select()
        .from(operatorSessions)
        .where(eq(operatorSessions.tokenHash, createHash('sha256').update(token).digest('hex')));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await t.ctx.database.db.select().from(operatorSessions))).not.toContain(token);
    });

    test('a signed-in operator who opens the sign-in page goes straight to the console', async () => {
      const cookie = await signIn();
      const response = await page('/operator/sign-in?next=%2Foperator%2Faudit', cookie);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/operator/audit');
    });

    test('next= only ever leads inside the console', async () => {
      const token = await linkTokenFor(OPERATOR);
      const response = await postForm('/operator/sign-in', { intent: 'confirm', token, next: 'https://evil.example/' });
      expect(response.headers.location).toBe('/operator');
    });
  });
});
