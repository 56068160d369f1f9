import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUSINESS_MANAGE,
  googleBusinessDoubleControl,
  startGoogleBusinessDouble,
  verifierMatchesChallenge,
  type GoogleBusinessDouble,
} from '../../../tests/doubles/google-business-server.ts';

// The double is only useful if it refuses what Google refuses: these tests talk to it over raw HTTP.

const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const REDIRECT = 'http://localhost:3000/connect/google/callback';

let double: GoogleBusinessDouble;
beforeEach(async () => {
  double = await startGoogleBusinessDouble({ consent: 'auto' });
  double.addUser('owner@example.com', 'Olivia Owner');
});
afterEach(async () => {
  await double.close();
});

function authorizeUrl(overrides: Record<string, string | null> = {}): string {
  const url = new URL('/o/oauth2/v2/auth', double.baseUrl);
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: double.clientId,
    redirect_uri: REDIRECT,
    scope: BUSINESS_MANAGE,
    access_type: 'offline',
    prompt: 'consent',
    state: 'state-123',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...overrides,
  };
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}

async function codeFor(): Promise<string> {
  const response = await fetch(authorizeUrl(), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(location.searchParams.get('state')).toBe('state-123');
  return location.searchParams.get('code')!;
}

function tokenRequest(form: Record<string, string>, basic = true): Promise<Response> {
  const body = new URLSearchParams(form);
  if (!basic) {
    body.set('client_id', double.clientId);
    body.set('client_secret', double.clientSecret);
  }
  return fetch(`${double.baseUrl}/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(basic
        ? { Authorization: `Basic ${Buffer.from(`${double.clientId}:${double.clientSecret}`).toString('base64')}` }
        : {}),
    },
    body,
  });
}

describe('PKCE', () => {
  it('accepts the RFC 7636 example pair and refuses any other verifier', () => {
    expect(CHALLENGE).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatchesChallenge(VERIFIER, CHALLENGE)).toBe(true);
    expect(verifierMatchesChallenge(`${VERIFIER.slice(0, -1)}Y`, CHALLENGE)).toBe(false);
    expect(verifierMatchesChallenge('short', createHash('sha256').update('short').digest('base64url'))).toBe(false);
  });

  it('gives tokens for the right verifier once, and refuses a wrong or missing verifier', async () => {
    const code = await codeFor();
    const wrong = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: 'x'.repeat(43),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    const missing = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect((await missing.json()).error).toBe('invalid_grant');

    const right = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
      false,
    );
    expect(right.status).toBe(200);
    const tokens = await right.json();
    expect(tokens).toMatchObject({ expires_in: 3599, scope: BUSINESS_MANAGE, token_type: 'Bearer' });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);

    // A replayed code is refused and revokes what it gave.
    const replay = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
    });
    expect(replay.status).toBe(400);
    expect(double.refreshTokenActive(tokens.refresh_token)).toBe(false);
  });

  it('refuses an authorization request without S256, offline access, consent prompt or the scope', async () => {
    const refusals: Record<string, string | null>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge: null },
      { access_type: null },
      { prompt: null },
      { scope: 'openid email' },
      { client_id: 'someone-else' },
    ];
    for (const overrides of refusals) {
      const response = await fetch(authorizeUrl(overrides), { redirect: 'manual' });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('shows a consent page, for the login_hint account, whose Cancel returns access_denied', async () => {
    double.setConsentMode('page');
    double.addUser('manager@example.com');
    expect(await (await fetch(authorizeUrl())).text()).toContain('owner@example.com');
    const page = await fetch(authorizeUrl({ login_hint: 'manager@example.com' }));
    const html = await page.text();
    expect(html).toContain('manager@example.com');
    const request = /name="request" value="([^"]+)"/.exec(html)![1]!;
    const cancel = await fetch(`${double.baseUrl}/o/oauth2/v2/auth/decision`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request, decision: 'deny' }),
      redirect: 'manual',
    });
    const location = new URL(cancel.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });
});

describe('redirect URIs', () => {
  it('matches registered redirect URIs exactly, and the token request must repeat the same one', async () => {
    await double.close();
    double = await startGoogleBusinessDouble({ consent: 'auto', redirectUris: [REDIRECT] });
    double.addUser('owner@example.com');
    const elsewhere = await fetch(authorizeUrl({ redirect_uri: 'http://localhost:3000/other/callback' }), {
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('redirect_uri_mismatch');

    const code = await codeFor();
    const mismatch = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:3000/other/callback',
      code_verifier: VERIFIER,
    });
    expect(await mismatch.json()).toEqual({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
  });
});

describe('paging', () => {
  it('pages reviews by 50 with updateTime desc, refuses pageSize 51 and a token from another order', async () => {
    const account = double.addAccount({ accountName: 'Olivia Owner', members: ['owner@example.com'] });
    const location = double.addLocation(account.name, { title: "Katz's Delicatessen" });
    double.generateReviews(location.name, { count: 120, newest: new Date('2026-11-25T12:00:00Z') });
    const { accessToken } = double.issueTokens('owner@example.com');
    const get = (query: string) =>
      fetch(`${double.baseUrl}/v4/${account.name}/${location.name}/reviews?${query}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });

    const pages: { reviews: { updateTime: string }[]; nextPageToken?: string; totalReviewCount: number }[] = [];
    let token = '';
    do {
      const response = await get(`pageSize=50&orderBy=${encodeURIComponent('updateTime desc')}&pageToken=${token}`);
      expect(response.status).toBe(200);
      const page = await response.json();
      pages.push(page);
      token = page.nextPageToken ?? '';
    } while (token);
    expect(pages.map((page) => page.reviews.length)).toEqual([50, 50, 20]);
    expect(pages[0]!.totalReviewCount).toBe(120);
    const times = pages.flatMap((page) => page.reviews.map((review) => review.updateTime));
    expect(times).toEqual([...times].sort().reverse());

    expect((await get('pageSize=51')).status).toBe(400);
    expect((await get('orderBy=createTime')).status).toBe(400);
    const byRating = await (await get('pageSize=50&orderBy=rating')).json();
    expect((await get(`pageSize=50&pageToken=${byRating.nextPageToken}`)).status).toBe(400);
  });

  it('needs a readMask for locations and a token of a member for the account', async () => {
    const account = double.addAccount({ accountName: 'Olivia Owner', members: ['owner@example.com'] });
    double.addLocation(account.name, { title: 'Keens' });
    const mine = double.issueTokens('owner@example.com').accessToken;
    const stranger = double.issueTokens('stranger@example.com').accessToken;
    const get = (token: string, query: string) =>
      fetch(`${double.baseUrl}/v1/${account.name}/locations?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    const noMask = await get(mine, '');
    expect(noMask.status).toBe(400);
    expect((await noMask.json()).error.status).toBe('INVALID_ARGUMENT');
    const denied = await get(stranger, 'readMask=name');
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.status).toBe('PERMISSION_DENIED');
    const masked = await (await get(mine, 'readMask=name,metadata.placeId')).json();
    expect(Object.keys(masked.locations[0]).sort()).toEqual(['metadata', 'name']);
    expect(Object.keys(masked.locations[0].metadata)).toEqual(['placeId']);

    double.expireAccessTokens('owner@example.com');
    const expired = await get(mine, 'readMask=name');
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.status).toBe('UNAUTHENTICATED');
  });

  it('answers injected failures, then the real thing, and counts every request', async () => {
    double.addAccount({ accountName: 'Olivia Owner', members: ['owner@example.com'] });
    const { accessToken } = double.issueTokens('owner@example.com');
    double.failNext('accounts.list', 503, { count: 2, retryAfterSeconds: 1 });
    const call = () => fetch(`${double.baseUrl}/v1/accounts`, { headers: { Authorization: `Bearer ${accessToken}` } });
    const first = await call();
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await call()).status).toBe(503);
    expect((await call()).status).toBe(200);
    expect(double.requestCount('accounts.list')).toBe(3);
  });
});

describe('HTTP controls (end-to-end tests run the double in another process)', () => {
  it('seeds, fails, expires and reports over HTTP like the in-process handle', async () => {
    const control = googleBusinessDoubleControl(double.baseUrl);
    await control.addUser('chef@example.com', { signIn: true });
    const account = await control.addAccount({ accountName: 'Chef', members: ['chef@example.com'] });
    const location = await control.addLocation(account.name, { title: 'Bistro', placeId: 'ChIJbistro' });
    const reviews = await control.generateReviews(location.name, {
      count: 3,
      newest: new Date('2026-11-25T12:00:00Z'),
      starsOnlyEvery: 3,
    });
    expect(reviews).toHaveLength(3);
    expect('comment' in reviews[2]!).toBe(false);
    const { accessToken } = await control.issueTokens('chef@example.com');
    const reply = (comment: string) =>
      fetch(`${double.baseUrl}/v4/${reviews[0]!.name}/reply`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ comment }),
      });
    await control.failNext('reviews.updateReply', 429, { retryAfterSeconds: 2 });
    const limited = await reply('Thanks!');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await reply('Thanks!')).status).toBe(200);
    await control.failNext({ pathPattern: '/reviews$' }, 500);
    const listed = await fetch(`${double.baseUrl}/v4/${account.name}/${location.name}/reviews`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(listed.status).toBe(500);

    await control.delayNext('accounts.list', 150);
    const started = Date.now();
    await fetch(`${double.baseUrl}/v1/accounts`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await control.cutNext('accounts.list');
    const cut = await fetch(`${double.baseUrl}/v1/accounts`, { headers: { Authorization: `Bearer ${accessToken}` } });
    await expect(cut.text()).rejects.toThrow();

    const state = await control.state();
    expect(state.replies.map((item) => item.comment)).toEqual(['Thanks!']);
    expect(state.counts).toEqual({ 'reviews.updateReply': 2, 'reviews.list': 1, 'accounts.list': 2 });
    expect(state.activeRefreshTokens).toBe(1);

    await control.expireAccessTokens('chef@example.com');
    expect((await reply('Again')).status).toBe(401);
    await control.reset();
    expect((await control.state()).counts).toEqual({});
  });
});

describe('replies', () => {
  it('PUT sets the reply, GET shows it, DELETE removes it; an empty comment is refused', async () => {
    const account = double.addAccount({ accountName: 'Olivia Owner', members: ['owner@example.com'] });
    const location = double.addLocation(account.name, { title: 'Keens' });
    const [review] = double.generateReviews(location.name, { count: 1, newest: new Date('2026-11-25T12:00:00Z') });
    const { accessToken } = double.issueTokens('owner@example.com');
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${double.baseUrl}/v4/${review!.name}${path}`, {
        method,
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    expect((await call('PUT', '/reply', { comment: '  ' })).status).toBe(400);
    const put = await call('PUT', '/reply', { comment: 'Thank you!' });
    expect(put.status).toBe(200);
    expect(Object.keys(await put.json()).sort()).toEqual(['comment', 'updateTime']);
    expect((await (await call('GET', '')).json()).reviewReply.comment).toBe('Thank you!');
    expect((await call('DELETE', '/reply')).status).toBe(200);
    expect((await (await call('GET', '')).json()).reviewReply).toBeUndefined();
    expect((await call('DELETE', '/reply')).status).toBe(404);
    expect(double.replies).toHaveLength(1);
  });
});

describe('what guests do on Google', () => {
  it('an edit moves the review to the top with a new updateTime; a deleted review leaves the listing and answers 404', async () => {
    const account = double.addAccount({ accountName: 'Olivia Owner', members: ['owner@example.com'] });
    const location = double.addLocation(account.name, { title: 'Keens' });
    const [newer, older] = double.generateReviews(location.name, {
      count: 2,
      newest: new Date('2026-11-25T12:00:00Z'),
      spacingMinutes: 60,
    });
    const { accessToken } = double.issueTokens('owner@example.com');
    const get = (path: string) =>
      fetch(`${double.baseUrl}/v4/${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    const parent = older!.name.replace(/\/reviews\/[^/]+$/, '');

    double.editReview(older!.name, { starRating: 1, comment: 'Food poisoning.', updateTime: '2026-11-26T09:00:00Z' });
    const listed = (await (await get(`${parent}/reviews?orderBy=updateTime%20desc`)).json()) as {
      reviews: { name: string; starRating: string; comment?: string; updateTime: string }[];
    };
    expect(listed.reviews[0]).toMatchObject({
      name: older!.name,
      starRating: 'ONE',
      comment: 'Food poisoning.',
      updateTime: '2026-11-26T09:00:00.000Z',
    });

    double.deleteReview(newer!.name);
    expect((await get(newer!.name)).status).toBe(404);
    const after = (await (await get(`${parent}/reviews`)).json()) as { reviews: { name: string }[] };
    expect(after.reviews.map((review) => review.name)).toEqual([older!.name]);
  });
});
