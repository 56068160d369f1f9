import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInRedirect } from '#app/lib/owner-guard.server.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { enrollInBlitz } from '../support/blitz-enrollment.ts';
import { buildSite } from '../support/built-site.ts';
import { HOSTILE_NEXTS } from '../support/hostile-nexts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The owner pages' one guard (app/lib/owner-guard.server.ts) through the production build's page handler: a browser
 * without a session is sent to sign in and comes back to the page it asked for; a `next` never leaves the site.
 * `npm run build` first.
 */

const PLACE = 'cat-katzs-delicatessen';
const HOSTILE = ['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example'];
let t: TestApp;
let site: FastifyInstance;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  site = await buildSite(t);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  site.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: `10.42.0.${(ip++ % 250) + 1}` });

const post = (url: string, fields: Record<string, string>) =>
  site.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.43.0.${(ip++ % 250) + 1}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: new URL(t.config.publicUrl).host,
      origin: t.config.publicUrl,
    },
  });

const signIn = (next: string) => `/sign-in?next=${encodeURIComponent(next)}`;

describe('the owner pages without a session', () => {
  test.each([
    ['/account', '/account'],
    ['/account?billing=checkout-done', '/account?billing=checkout-done'],
    [`/inbox?place=${PLACE}&filter=negative&page=2`, `/inbox?place=${PLACE}&filter=negative&page=2`],
    ['/inbox', '/inbox'],
    [`/inbox/settings?place=${PLACE}`, `/inbox/settings?place=${PLACE}`],
    ['/inbox/settings', '/inbox/settings'],
    [`/inbox/results?place=${PLACE}&ticket=40`, `/inbox/results?place=${PLACE}&ticket=40`],
  ])('GET %s: the sign-in page, coming back to it', async (url, next) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(signIn(next));
  });

  test("GET the results' CSV export: the sign-in page, coming back to the results", async () => {
    const answer = await get(`/inbox/results/export?place=${PLACE}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(signIn(`/inbox/results?place=${PLACE}`));
  });

  test('the forms: the sign-in page (the download comes back to its settings), the inbox a bare 401', async () => {
    expect((await post('/account', { intent: 'start-trial', placeId: PLACE })).headers.location).toBe(
      signIn('/account'),
    );
    expect((await post(`/inbox/settings?place=${PLACE}`, { intent: 'alerts', on: 'false' })).headers.location).toBe(
      signIn(`/inbox/settings?place=${PLACE}`),
    );
    expect((await post(`/inbox/settings/data?place=${PLACE}`, {})).headers.location).toBe(
      signIn(`/inbox/settings?place=${PLACE}`),
    );
    expect((await post(`/inbox?place=${PLACE}`, { review: 'gbp:x', intent: 'skip' })).statusCode).toBe(401);
  });
});

describe('a hostile next', () => {
  test.each(HOSTILE)('signed in, /sign-in?next=%s goes to the account page', async (next) => {
    const email = `guard-${ip}@katz.example`;
    await enrollInBlitz(t, email, PLACE, 'Jake Dell');
    const { token } = await createSession(t.ctx, 'owner', email, null);
    const answer = await get(`/sign-in?next=${encodeURIComponent(next)}`, `rb_owner=${token}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/account');
  });

  test.each(HOSTILE)('the guard never writes %s into its next', (path) => {
    const base = 'https://replybook.test';
    // As the address asked for: whatever comes back is one path of this site.
    const asked = new Request(`${base}${path.startsWith('/') ? '' : '/'}${path}`);
    const next = new URL(signInRedirect(asked).headers.get('location')!, base).searchParams.get('next')!;
    expect(next).not.toMatch(/^\/[/\\]/);
    expect(new URL(next, base).origin).toBe(base);
  });

  test('every hostile next we know of, as the page to come back to: the account page instead', () => {
    for (const next of HOSTILE_NEXTS) {
      const answer = signInRedirect(new Request('https://replybook.test/account'), next);
      expect(answer.headers.get('location'), JSON.stringify(next)).toBe(signIn('/account'));
    }
  });
});
