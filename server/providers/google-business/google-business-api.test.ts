import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import { generateCodeVerifier } from 'arctic';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import {
  BUSINESS_MANAGE,
  startGoogleBusinessDouble,
  type DoubleAccount,
  type DoubleLocation,
  type GoogleBusinessDouble,
} from '../../../tests/doubles/google-business-server.ts';
import {
  ANONYMOUS_REVIEWER_NAME,
  createGoogleBusinessClient,
  reviewsParent,
  type GoogleBusinessApiOptions,
} from './google-business-api.ts';
import { BUSINESS_MANAGE_SCOPE, GOOGLE_REPLY_MAX_BYTES, GoogleApiError } from './google-business-client.ts';

const OWNER = 'owner@example.com';
const PUBLIC_URL = 'http://localhost:3000';

let double: GoogleBusinessDouble;
let account: DoubleAccount;
let location: DoubleLocation;
let warnings: Record<string, unknown>[];

beforeEach(async () => {
  double = await startGoogleBusinessDouble({ consent: 'auto' });
  double.addUser(OWNER, 'Olivia Owner');
  account = double.addAccount({ id: '1001', accountName: 'Olivia Owner', members: [OWNER] });
  location = double.addLocation(account.name, { id: '2002', title: "Katz's Delicatessen", placeId: 'ChIJkatz' });
  warnings = [];
});
afterEach(async () => {
  await double.close();
});

function client(overrides: Partial<GoogleBusinessApiOptions> = {}) {
  const config = loadConfig({ ...double.env, PUBLIC_URL, DATA_DIR: '/tmp/unused-google-test' });
  const made = createGoogleBusinessClient(config, {
    retryBaseDelayMs: 2,
    logger: { warn: (object) => void warnings.push(object) },
    ...overrides,
  });
  if (!made) throw new Error('expected a client');
  return made;
}

async function failureOf(promise: Promise<unknown>): Promise<GoogleApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GoogleApiError);
    return error as GoogleApiError;
  }
  throw new Error('expected a GoogleApiError');
}

/** Runs the browser's part: follow the authorization URL to the callback and read the code. */
async function consent(url: URL): Promise<{ code: string; state: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/connect/google/callback`);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

async function connect() {
  const google = client();
  const codeVerifier = generateCodeVerifier();
  const { code } = await consent(google.authorizationUrl({ state: 'st', codeVerifier }));
  return google.exchangeCode({ code, codeVerifier });
}

describe('configuration', () => {
  it('is null without an OAuth client id and secret', () => {
    expect(createGoogleBusinessClient(loadConfig({ DATA_DIR: '/tmp/unused-google-test' }))).toBeNull();
  });
});

describe('OAuth', () => {
  it('builds the consent URL with the business.manage scope, PKCE S256, offline access and the consent prompt', () => {
    const codeVerifier = generateCodeVerifier();
    const url = client().authorizationUrl({ state: 'signed-state', codeVerifier });
    expect(`${url.origin}${url.pathname}`).toBe(`${double.baseUrl}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: double.clientId,
      redirect_uri: `${PUBLIC_URL}/connect/google/callback`,
      state: 'signed-state',
      scope: `${BUSINESS_MANAGE_SCOPE} openid email`,
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(url.toString()).not.toContain(codeVerifier);
  });

  it('exchanges the code with the right verifier for an access and a refresh token', async () => {
    const before = Date.now();
    const tokens = await connect();
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.scopes).toEqual([BUSINESS_MANAGE, 'openid', 'email']);
    // The ID token names the Google account: its stable id and its verified address.
    expect(tokens.account).toEqual({ sub: expect.stringMatching(/^\d{21}$/), email: OWNER });
    expect(tokens.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3_599_000 - 1000);
    expect(tokens.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_599_000);
  });

  it("refuses a wrong verifier as 'invalid-grant', and the code cannot be used twice", async () => {
    const google = client();
    const codeVerifier = generateCodeVerifier();
    const { code } = await consent(google.authorizationUrl({ state: 'st', codeVerifier }));
    const wrong = await failureOf(google.exchangeCode({ code, codeVerifier: generateCodeVerifier() }));
    expect(wrong.failure).toBe('invalid-grant');
    expect(wrong.message).not.toContain(code);
    await google.exchangeCode({ code, codeVerifier });
    expect((await failureOf(google.exchangeCode({ code, codeVerifier }))).failure).toBe('invalid-grant');
  });

  it('refreshes without a new refresh token; a revoked refresh token gives invalid-grant and its access token 401', async () => {
    const google = client();
    const tokens = await connect();
    const refreshed = await google.refreshAccessToken(tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBeNull();
    expect(await google.listAccounts(refreshed.accessToken)).toHaveLength(1);

    await google.revokeToken(tokens.refreshToken!);
    expect(double.refreshTokenActive(tokens.refreshToken!)).toBe(false);
    expect((await failureOf(google.listAccounts(refreshed.accessToken))).failure).toBe('unauthenticated');
    const refused = await failureOf(google.refreshAccessToken(tokens.refreshToken!));
    expect(refused.failure).toBe('invalid-grant');
    // Revoking again is not an error: the token is dead either way.
    await google.revokeToken(tokens.refreshToken!);
  });

  it('revoking one token ends the whole grant (every token the account gave this client), as Google does', async () => {
    const google = client();
    const first = await connect();
    const second = await connect();
    expect(first.account?.sub).toBe(second.account?.sub);
    await google.revokeToken(first.refreshToken!);
    expect(double.refreshTokenActive(second.refreshToken!)).toBe(false);
    expect((await failureOf(google.refreshAccessToken(second.refreshToken!))).failure).toBe('invalid-grant');
  });

  it('a wrong client secret is refused, without retries', async () => {
    const config = loadConfig({
      ...double.env,
      GOOGLE_OAUTH_CLIENT_SECRET: 'not-the-secret',
      PUBLIC_URL,
      DATA_DIR: '/tmp/unused-google-test',
    });
    const tokens = double.issueTokens(OWNER);
    const error = await failureOf(createGoogleBusinessClient(config)!.refreshAccessToken(tokens.refreshToken));
    expect(error.failure).toBe('unauthenticated');
    expect(double.requestCount('token')).toBe(1);
  });
});

describe('accounts and locations', () => {
  it('follows nextPageToken across accounts (20 a page) and locations (100 a page)', async () => {
    for (let index = 0; index < 44; index += 1) {
      double.addAccount({ accountName: `Group ${index}`, type: 'LOCATION_GROUP', members: [OWNER] });
    }
    double.addAccount({ accountName: 'Not mine', members: ['someone@example.com'] });
    for (let index = 0; index < 230; index += 1) double.addLocation(account.name, { title: `Branch ${index}` });
    const { accessToken } = double.issueTokens(OWNER);
    const google = client();

    const accounts = await google.listAccounts(accessToken);
    expect(accounts).toHaveLength(45);
    expect(accounts[0]).toEqual({ name: 'accounts/1001', accountName: 'Olivia Owner', type: 'PERSONAL' });
    expect(accounts.some((item) => item.accountName === 'Not mine')).toBe(false);
    expect(double.requestCount('accounts.list')).toBe(3);

    const locations = await google.listLocations(accessToken, account.name);
    expect(locations).toHaveLength(231);
    expect(double.requestCount('locations.list')).toBe(3);
    expect(locations[0]).toEqual({
      name: 'locations/2002',
      title: "Katz's Delicatessen",
      address: '205 E Houston St, New York, NY 10002',
      placeId: 'ChIJkatz',
      mapsUri: 'https://maps.google.com/maps?cid=2002',
    });
    const request = double.requests.find((item) => item.endpoint === 'locations.list')!;
    expect(request.query.readMask).toBe('name,title,storefrontAddress,metadata');
  });

  it('maps a location without a storefront address or a Maps listing', async () => {
    double.addLocation(account.name, { id: '3003', title: 'Food truck', address: null, placeId: null });
    const locations = await client().listLocations(double.issueTokens(OWNER).accessToken, account.name);
    expect(locations.find((item) => item.name === 'locations/3003')).toEqual({
      name: 'locations/3003',
      title: 'Food truck',
      address: '',
      placeId: null,
      mapsUri: null,
    });
  });

  it("answers 'permission-denied' for another owner's account", async () => {
    const other = double.addAccount({ accountName: 'Not mine', members: ['someone@example.com'] });
    const error = await failureOf(client().listLocations(double.issueTokens(OWNER).accessToken, other.name));
    expect(error.failure).toBe('permission-denied');
    expect(error.upstream).toEqual({ status: 403, googleStatus: 'PERMISSION_DENIED' });
  });
});

describe('reviews', () => {
  const newest = new Date('2026-11-25T12:00:00.000Z');
  const parent = () => reviewsParent(account.name, location.name);

  it('reads 10 pages of 50 on a first sync, and with `since` stops at the first page that reaches it', async () => {
    double.generateReviews(location.name, { count: 500, newest, spacingMinutes: 60 });
    const { accessToken } = double.issueTokens(OWNER);
    const google = client();

    const all = await google.listReviewsSince(accessToken, parent(), null);
    expect(all.reviews).toHaveLength(500);
    expect(all.pagesRead).toBe(10);
    expect(all.totalReviewCount).toBe(500);
    expect(all.averageRating).toBe(3);
    expect(double.requestCount('reviews.list')).toBe(10);
    for (const request of double.requests.filter((item) => item.endpoint === 'reviews.list')) {
      expect(request.query).toMatchObject({ pageSize: '50', orderBy: 'updateTime desc' });
    }

    // 120 reviews are newer than `since` (one an hour): the third page holds the 121st, the fourth is never read.
    const since = new Date(newest.getTime() - 120 * 3_600_000);
    const recent = await google.listReviewsSince(accessToken, parent(), since);
    expect(recent.reviews).toHaveLength(120);
    expect(recent.pagesRead).toBe(3);
    expect(double.requestCount('reviews.list')).toBe(13);
    expect(recent.reviews.every((review) => new Date(review.updateTime) > since)).toBe(true);
    expect(recent.reviews[0]!.updateTime).toBe(newest.toISOString());
  });

  it('a review updated exactly at `since` is not new', async () => {
    double.generateReviews(location.name, { count: 3, newest, spacingMinutes: 60 });
    const result = await client().listReviewsSince(
      double.issueTokens(OWNER).accessToken,
      parent(),
      new Date(newest.getTime() - 3_600_000),
    );
    expect(result.reviews.map((review) => review.updateTime)).toEqual([newest.toISOString()]);
    expect(result.pagesRead).toBe(1);
  });

  it('maps stars-only, anonymous and replied reviews', async () => {
    double.addReview(location.name, {
      reviewId: 'stars-only',
      starRating: 'FOUR',
      reviewerName: 'Priya S.',
      createTime: '2026-11-20T10:00:00Z',
    });
    double.addReview(location.name, {
      reviewId: 'anonymous',
      starRating: 'ONE',
      comment: 'Cold soup.',
      anonymous: true,
      createTime: '2026-11-21T10:00:00Z',
    });
    double.addReview(location.name, {
      reviewId: 'replied',
      starRating: 'FIVE',
      comment: 'Great pastrami.',
      reviewerName: 'Tom B.',
      createTime: '2026-11-19T10:00:00Z',
      updateTime: '2026-11-22T10:00:00.123456789Z',
      reply: { comment: 'Thanks Tom!', updateTime: '2026-11-22T11:00:00Z' },
    });
    const { reviews } = await client().listReviewsSince(double.issueTokens(OWNER).accessToken, parent(), null);
    expect(reviews).toEqual([
      {
        name: `${parent()}/reviews/replied`,
        reviewId: 'replied',
        rating: 5,
        comment: 'Great pastrami.',
        reviewerName: 'Tom B.',
        reviewerAnonymous: false,
        createTime: '2026-11-19T10:00:00.000Z',
        updateTime: '2026-11-22T10:00:00.123Z',
        reply: { comment: 'Thanks Tom!', updateTime: '2026-11-22T11:00:00.000Z' },
      },
      {
        name: `${parent()}/reviews/anonymous`,
        reviewId: 'anonymous',
        rating: 1,
        comment: 'Cold soup.',
        reviewerName: ANONYMOUS_REVIEWER_NAME,
        reviewerAnonymous: true,
        createTime: '2026-11-21T10:00:00.000Z',
        updateTime: '2026-11-21T10:00:00.000Z',
        reply: null,
      },
      {
        name: `${parent()}/reviews/stars-only`,
        reviewId: 'stars-only',
        rating: 4,
        comment: null,
        reviewerName: 'Priya S.',
        reviewerAnonymous: false,
        createTime: '2026-11-20T10:00:00.000Z',
        updateTime: '2026-11-20T10:00:00.000Z',
        reply: null,
      },
    ]);
    const stored = double.review(`${parent()}/reviews/stars-only`)!;
    expect('comment' in stored).toBe(false);
  });

  it('leaves out and logs a review it cannot read, and keeps the others', async () => {
    double.generateReviews(location.name, { count: 2, newest });
    double.addReview(location.name, {
      reviewId: 'odd',
      starRating: 'STAR_RATING_UNSPECIFIED' as never,
      comment: 'No stars?',
      createTime: new Date(newest.getTime() - 30 * 60_000),
    });
    const result = await client().listReviewsSince(double.issueTokens(OWNER).accessToken, parent(), null);
    expect(result.reviews).toHaveLength(2);
    expect(result.skipped).toBe(1);
    expect(warnings).toEqual([
      expect.objectContaining({ operation: 'reviews list', review: `${parent()}/reviews/odd` }),
    ]);
  });

  it('reads one review with the reply written elsewhere meanwhile', async () => {
    const [review] = double.generateReviews(location.name, { count: 1, newest });
    double.setReplyElsewhere(review!.name, 'Answered from the Google app.');
    const fresh = await client().getReview(double.issueTokens(OWNER).accessToken, review!.name);
    expect(fresh.reply?.comment).toBe('Answered from the Google app.');
  });

  it("an unverified location answers 'permission-denied'", async () => {
    const unverified = double.addLocation(account.name, { title: 'New branch', verified: false });
    const error = await failureOf(
      client().listReviewsSince(
        double.issueTokens(OWNER).accessToken,
        reviewsParent(account.name, unverified.name),
        null,
      ),
    );
    expect(error.failure).toBe('permission-denied');
  });
});

describe('replies', () => {
  it('PUTs the reply and returns Google’s copy; a second PUT replaces it', async () => {
    const [review] = double.generateReviews(location.name, { count: 1, newest: new Date('2026-11-25T12:00:00Z') });
    const { accessToken } = double.issueTokens(OWNER);
    const google = client();
    const answer = await google.putReply(accessToken, review!.name, 'Thank you, Priya — see you soon!');
    expect(answer.comment).toBe('Thank you, Priya — see you soon!');
    expect(Number.isNaN(Date.parse(answer.updateTime))).toBe(false);
    await google.putReply(accessToken, review!.name, 'Thanks again!');
    expect(double.replies.map((reply) => reply.comment)).toEqual(['Thank you, Priya — see you soon!', 'Thanks again!']);
    expect(double.review(review!.name)!.reviewReply?.comment).toBe('Thanks again!');
  });

  it('accepts exactly 4,096 bytes and refuses one more before calling Google', async () => {
    const [review] = double.generateReviews(location.name, { count: 1, newest: new Date('2026-11-25T12:00:00Z') });
    const { accessToken } = double.issueTokens(OWNER);
    const google = client();
    // 'é' is two bytes in UTF-8: 2,048 of them are 4,096 bytes for 2,048 characters.
    await google.putReply(accessToken, review!.name, 'é'.repeat(GOOGLE_REPLY_MAX_BYTES / 2));
    const error = await failureOf(google.putReply(accessToken, review!.name, `${'é'.repeat(2048)}a`));
    expect(error.failure).toBe('invalid-argument');
    expect(double.requestCount('reviews.updateReply')).toBe(1);

    // The double refuses it too, as Google does.
    const raw = await fetch(`${double.baseUrl}/v4/${review!.name}/reply`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ comment: 'a'.repeat(4097) }),
    });
    expect(raw.status).toBe(400);
  });
});

describe('failures', () => {
  it('retries 429 and 503 with backoff and then succeeds', async () => {
    const { accessToken } = double.issueTokens(OWNER);
    double.failNext('accounts.list', 429, { count: 1 });
    double.failNext('accounts.list', 503, { count: 2 });
    expect(await client().listAccounts(accessToken)).toHaveLength(1);
    expect(double.requestCount('accounts.list')).toBe(4);
    expect(warnings.map((warning) => warning.failure)).toEqual(['rate-limited', 'unavailable', 'unavailable']);
  });

  it('waits exponentially longer between attempts, up to the ceiling, with jitter below it', async () => {
    const { accessToken } = double.issueTokens(OWNER);
    double.failNext('accounts.list', 500, { count: 3 });
    await client({ retryBaseDelayMs: 10, retryMaxDelayMs: 30, random: () => 1 }).listAccounts(accessToken);
    expect(warnings.map((warning) => warning.waitMs)).toEqual([10, 20, 30]);
    warnings.length = 0;
    double.failNext('accounts.list', 500, { count: 2 });
    await client({ retryBaseDelayMs: 10, random: () => 0.5 }).listAccounts(accessToken);
    expect(warnings.map((warning) => warning.waitMs)).toEqual([5, 10]);
  });

  it("honours Retry-After, and gives up with 'rate-limited' or 'unavailable' after the last attempt", async () => {
    const { accessToken } = double.issueTokens(OWNER);
    double.failNext('accounts.list', 429, { count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    await client({ retryBaseDelayMs: 1 }).listAccounts(accessToken);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(warnings[0]).toMatchObject({ waitMs: 1000 });

    double.failNext('accounts.list', 429, { count: 4 });
    expect((await failureOf(client().listAccounts(accessToken))).failure).toBe('rate-limited');
    double.failNext('reviews.list', 503, { count: 4 });
    const unavailable = await failureOf(
      client().listReviewsSince(accessToken, reviewsParent(account.name, location.name), null),
    );
    expect(unavailable.failure).toBe('unavailable');
    expect(unavailable.upstream).toEqual({ status: 503, googleStatus: 'UNAVAILABLE' });
    expect(double.requestCount('reviews.list')).toBe(4);
  });

  it('a Retry-After beyond the limit fails at once for the job to retry later', async () => {
    const { accessToken } = double.issueTokens(OWNER);
    double.failNext('accounts.list', 429, { count: 1, retryAfterSeconds: 3600 });
    expect((await failureOf(client().listAccounts(accessToken))).failure).toBe('rate-limited');
    expect(double.requestCount('accounts.list')).toBe(1);
  });

  it("gives 'unavailable' when Google does not answer before the deadline", async () => {
    const { accessToken } = double.issueTokens(OWNER);
    double.delayNext('accounts.list', 500, 2);
    const error = await failureOf(client({ timeoutMs: 100, maxAttempts: 2 }).listAccounts(accessToken));
    expect(error.failure).toBe('unavailable');
    expect(error.message).toContain('no answer within 100 ms');
  });

  it('retries a page whose answer was cut short instead of reading it as empty', async () => {
    double.generateReviews(location.name, { count: 120, newest: new Date('2026-11-25T12:00:00Z') });
    const { accessToken } = double.issueTokens(OWNER);
    double.cutNext('reviews.list', 1);
    const result = await client().listReviewsSince(accessToken, reviewsParent(account.name, location.name), null);
    expect(result.reviews).toHaveLength(120);
    expect(double.requestCount('reviews.list')).toBe(4);
    expect(warnings.map((warning) => warning.failure)).toEqual(['unavailable']);
  });

  it("maps 401 to 'unauthenticated' and 403 to 'permission-denied' without retrying", async () => {
    const { accessToken } = double.issueTokens(OWNER);
    double.expireAccessTokens(OWNER);
    const expired = await failureOf(client().listAccounts(accessToken));
    expect(expired.failure).toBe('unauthenticated');
    expect(expired.upstream.status).toBe(401);
    const fresh = double.issueTokens(OWNER).accessToken;
    double.failNext('reviews.updateReply', 403);
    const [review] = double.generateReviews(location.name, { count: 1, newest: new Date('2026-11-25T12:00:00Z') });
    expect((await failureOf(client().putReply(fresh, review!.name, 'Thanks!'))).failure).toBe('permission-denied');
    expect(double.requestCount('accounts.list')).toBe(1);
    expect(double.requestCount('reviews.updateReply')).toBe(1);
  });

  it('never puts the access or refresh token in an error, its String() or its inspection', async () => {
    const google = client();
    const tokens = await connect();
    const errors: GoogleApiError[] = [];
    double.expireAccessTokens(OWNER);
    errors.push(await failureOf(google.listAccounts(tokens.accessToken)));
    errors.push(
      await failureOf(google.getReview(tokens.accessToken, `${reviewsParent(account.name, location.name)}/reviews/x`)),
    );
    await google.revokeToken(tokens.refreshToken!);
    errors.push(await failureOf(google.refreshAccessToken(tokens.refreshToken!)));
    double.failNext('token', 503, { count: 4 });
    errors.push(await failureOf(google.refreshAccessToken(tokens.refreshToken!)));
    errors.push(await failureOf(google.listReviewsSince(tokens.accessToken, 'not/a/location', null)));
    for (const error of errors) {
      for (const text of [error.message, String(error), inspect(error, { depth: 5 }), JSON.stringify(error)]) {
        expect(text).not.toContain(tokens.accessToken);
        expect(text).not.toContain(tokens.refreshToken!);
      }
    }
    expect(JSON.stringify(warnings)).not.toContain(tokens.refreshToken!);
  });
});
