import { CodeChallengeMethod, decodeIdToken, OAuth2Client, type OAuth2Tokens } from 'arctic';
import type { z } from 'zod';
import type { Config } from '#server/config.ts';
import {
  BUSINESS_MANAGE_SCOPE,
  GOOGLE_REPLY_MAX_BYTES,
  GoogleApiError,
  IDENTITY_SCOPES,
  type GoogleAccountIdentity,
  type GoogleBusinessAccount,
  type GoogleBusinessClient,
  type GoogleBusinessLocation,
  type GoogleReviewSync,
  type GoogleTokenSet,
} from './google-business-client.ts';
import {
  ACCOUNT_PATH,
  ACCOUNTS_PAGE_SIZE,
  accountsPageSchema,
  endpoint,
  failureForStatus,
  googleErrorSchema,
  LOCATION_PATH,
  LOCATION_READ_MASK,
  LOCATIONS_PAGE_SIZE,
  locationsPageSchema,
  mapReview,
  oneLineAddress,
  replySchema,
  Retry,
  retryable,
  retryAfterMs,
  REVIEW_PATH,
  REVIEWS_PAGE_SIZE,
  reviewSchema,
  reviewsPageSchema,
  scrub,
  withDeadline,
} from './google-business-wire.ts';
import { tokenFailure } from './google-business-token-errors.ts';

export { ANONYMOUS_REVIEWER_NAME, LOCATION_READ_MASK, retryAfterMs, reviewsParent } from './google-business-wire.ts';

/**
 * The real GoogleBusinessClient: OAuth 2.0 through arctic's generic client (PKCE S256, refresh, revoke) and the
 * Business Profile REST APIs through fetch. Every call has a deadline; 429, 5xx and lost connections are retried
 * with exponential backoff and full jitter (Retry-After wins when Google sends it); everything else fails at once
 * as a GoogleApiError. Tokens travel only in headers and form bodies and never enter a message, a log or a cause.
 */

export interface GoogleBusinessApiOptions {
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/connect/google/callback` */
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  accountsBaseUrl: string;
  businessInfoBaseUrl: string;
  reviewsBaseUrl: string;
  /** Deadline of one HTTP attempt. */
  timeoutMs?: number;
  /** Attempts per call, the first included. */
  maxAttempts?: number;
  /** First backoff step; each retry doubles it (full jitter). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails and the job retries later. */
  maxRetryAfterMs?: number;
  /** Safety stop for paging (50 reviews a page). */
  maxPages?: number;
  now?: () => Date;
  random?: () => number;
  logger?: { warn(object: Record<string, unknown>, message: string): void };
}

const DEFAULTS = {
  timeoutMs: 15_000,
  maxAttempts: 4,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 16_000,
  maxRetryAfterMs: 60_000,
  maxPages: 2_000,
};

export function createGoogleBusinessApi(options: GoogleBusinessApiOptions): GoogleBusinessClient {
  const settings = { ...DEFAULTS, ...withoutUndefined(options) };
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const oauth = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri);

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function backoff(attempt: number): number {
    const ceiling = Math.min(settings.retryMaxDelayMs, settings.retryBaseDelayMs * 2 ** (attempt - 1));
    return Math.round(random() * ceiling);
  }

  /**
   * Runs `attempt` until it succeeds, fails for good, or attempts run out. `attempt` returns a Retry (with the wait
   * Google asked for, or null) to ask for another go, and throws to fail at once.
   */
  async function withRetries<T>(
    operation: string,
    attempt: () => Promise<T | Retry>,
    maxAttempts: number = settings.maxAttempts,
  ): Promise<T> {
    for (let number = 1; ; number += 1) {
      const outcome = await attempt();
      if (!(outcome instanceof Retry)) return outcome;
      const asked = outcome.retryAfterMs;
      if (number >= maxAttempts || (asked !== null && asked > settings.maxRetryAfterMs)) {
        // The caller (a job) waits what Google asked before it tries again.
        const { error } = outcome;
        throw asked === null
          ? error
          : new GoogleApiError(
              error.failure,
              error.message,
              { ...error.upstream, retryAfterMs: asked },
              { cause: error.cause },
            );
      }
      const wait = asked ?? backoff(number);
      options.logger?.warn(
        {
          operation,
          attempt: number,
          failure: outcome.error.failure,
          status: outcome.error.upstream.status,
          waitMs: wait,
        },
        'Google Business Profile call failed; retrying',
      );
      await sleep(wait);
    }
  }

  async function requestJson(
    operation: string,
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    accessToken: string,
    body?: unknown,
  ): Promise<unknown> {
    return withRetries(operation, async () => {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${accessToken}`,
            Accept: 'application/json',
            ...(body !== undefined ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        return new Retry(
          new GoogleApiError(
            'unavailable',
            timedOut
              ? `Google ${operation}: no answer within ${settings.timeoutMs} ms`
              : `Google ${operation}: could not reach Google (${(error as Error).message})`,
          ),
          null,
        );
      }
      let text: string;
      try {
        text = await response.text();
      } catch {
        // The connection broke or the deadline passed mid-answer: half a page must not read as an empty one.
        return new Retry(
          new GoogleApiError('unavailable', `Google ${operation}: the answer was cut short`, {
            status: response.status,
          }),
          null,
        );
      }
      if (response.ok) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new GoogleApiError('invalid-response', `Google ${operation}: the answer was not JSON`, {
            status: response.status,
          });
        }
      }
      const error = apiError(operation, response.status, text, [accessToken]);
      if (retryable(response.status)) {
        return new Retry(error, retryAfterMs(response.headers.get('retry-after'), now()));
      }
      throw error;
    });
  }

  function apiError(operation: string, status: number, text: string, secrets: string[]): GoogleApiError {
    let googleStatus: string | undefined;
    let detail = '';
    try {
      const parsed = googleErrorSchema.safeParse(JSON.parse(text));
      if (parsed.success) {
        googleStatus = parsed.data.error.status;
        detail = parsed.data.error.message ?? '';
      }
    } catch {
      // Not Google's JSON error shape (a proxy's HTML page): the status says enough.
    }
    const summary = [`HTTP ${status}`, googleStatus].filter(Boolean).join(' ');
    const message = `Google ${operation} failed: ${summary}${detail ? `: ${scrub(detail, secrets).slice(0, 300)}` : ''}`;
    return new GoogleApiError(failureForStatus(status), message, {
      status,
      ...(googleStatus ? { googleStatus } : {}),
    });
  }

  function parse<T>(operation: string, schema: z.ZodType<T>, value: unknown): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new GoogleApiError(
        'invalid-response',
        `Google ${operation}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  }

  /**
   * arctic's token calls, with a deadline, retries and errors mapped to GoogleApiError. A call that must not be
   * repeated passes `maxAttempts` 1 and fails with the first retryable failure instead.
   */
  async function tokenCall<T>(operation: string, call: () => Promise<T>, secrets: string[], maxAttempts?: number) {
    return withRetries(
      operation,
      async () => {
        try {
          return await withDeadline(call(), settings.timeoutMs);
        } catch (error) {
          return tokenFailure(operation, error, secrets, settings.timeoutMs);
        }
      },
      maxAttempts,
    );
  }

  function tokenSet(tokens: OAuth2Tokens): GoogleTokenSet {
    let accessToken: string;
    let expiresIn: number;
    try {
      accessToken = tokens.accessToken();
      expiresIn = tokens.accessTokenExpiresInSeconds();
    } catch {
      throw new GoogleApiError('invalid-response', 'Google token answer lacks access_token or expires_in');
    }
    return {
      accessToken,
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      expiresAt: new Date(now().getTime() + expiresIn * 1000),
      scopes: tokens.hasScopes() ? tokens.scopes() : [],
      account: accountOf(tokens),
    };
  }

  /**
   * The ID token came straight from Google's token endpoint over TLS, so its signature need not be checked (OpenID
   * Connect Core §3.1.3.7); its audience still must be us.
   */
  function accountOf(tokens: OAuth2Tokens): GoogleAccountIdentity | null {
    if (!('id_token' in tokens.data) || typeof tokens.data.id_token !== 'string') return null;
    let claims: Record<string, unknown>;
    try {
      claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    } catch {
      throw new GoogleApiError('invalid-response', 'Google token answer has an unreadable id_token');
    }
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (typeof claims.sub !== 'string' || claims.sub === '' || !audience.includes(options.clientId)) {
      throw new GoogleApiError('invalid-response', 'Google id_token lacks sub or is not for this client');
    }
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    return {
      sub: claims.sub,
      email: verified && typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    };
  }

  function checkPath(kind: string, value: string, pattern: RegExp): void {
    if (!pattern.test(value)) {
      throw new GoogleApiError(
        'invalid-argument',
        `Not a Google Business Profile ${kind} name: ${value.slice(0, 120)}`,
      );
    }
  }

  async function pages<P extends { nextPageToken?: string | undefined }>(
    operation: string,
    firstUrl: URL,
    accessToken: string,
    schema: z.ZodType<P>,
    onPage: (page: P) => boolean,
  ): Promise<number> {
    const seen = new Set<string>();
    let token: string | undefined;
    for (let count = 1; count <= settings.maxPages; count += 1) {
      const url = new URL(firstUrl);
      if (token) url.searchParams.set('pageToken', token);
      const page = parse(operation, schema, await requestJson(operation, 'GET', url, accessToken));
      const more = onPage(page);
      token = page.nextPageToken;
      if (!more || !token) return count;
      if (seen.has(token)) throw new GoogleApiError('invalid-response', `Google ${operation}: a page token repeated`);
      seen.add(token);
    }
    throw new GoogleApiError('invalid-response', `Google ${operation}: more than ${settings.maxPages} pages`);
  }

  return {
    authorizationUrl({ state, codeVerifier }) {
      const url = oauth.createAuthorizationURLWithPKCE(
        options.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        [BUSINESS_MANAGE_SCOPE, ...IDENTITY_SCOPES],
      );
      // A refresh token on every consent: offline access, and the consent screen even for a returning owner.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url;
    },

    async exchangeCode({ code, codeVerifier }) {
      // Never retried: a code is single use, and Google treats a second exchange of it as a replay and revokes what
      // the first one granted. After a lost answer the owner starts again (the callback page offers "Try again").
      const tokens = await tokenCall(
        'code exchange',
        () => oauth.validateAuthorizationCode(options.tokenUrl, code, codeVerifier),
        [code, codeVerifier],
        1,
      );
      return tokenSet(tokens);
    },

    async refreshAccessToken(refreshToken) {
      // No scope parameter: Google then grants the scopes of the original consent.
      const tokens = await tokenCall(
        'token refresh',
        () => oauth.refreshAccessToken(options.tokenUrl, refreshToken, []),
        [refreshToken],
      );
      return tokenSet(tokens);
    },

    async revokeToken(token) {
      try {
        await tokenCall('token revocation', () => oauth.revokeToken(options.revokeUrl, token), [token]);
      } catch (error) {
        // Already expired or revoked: the token is unusable either way, which is what revoking wants.
        if (error instanceof GoogleApiError && error.upstream.googleStatus === 'invalid_token') return;
        throw error;
      }
    },

    async listAccounts(accessToken) {
      const url = endpoint(options.accountsBaseUrl, '/v1/accounts');
      url.searchParams.set('pageSize', String(ACCOUNTS_PAGE_SIZE));
      const accounts: GoogleBusinessAccount[] = [];
      await pages('accounts list', url, accessToken, accountsPageSchema, (page) => {
        for (const account of page.accounts ?? []) {
          accounts.push({ name: account.name, accountName: account.accountName ?? '', type: account.type ?? '' });
        }
        return true;
      });
      return accounts;
    },

    async listLocations(accessToken, accountName) {
      checkPath('account', accountName, ACCOUNT_PATH);
      const url = endpoint(options.businessInfoBaseUrl, `/v1/${accountName}/locations`);
      url.searchParams.set('readMask', LOCATION_READ_MASK);
      url.searchParams.set('pageSize', String(LOCATIONS_PAGE_SIZE));
      const locations: GoogleBusinessLocation[] = [];
      await pages('locations list', url, accessToken, locationsPageSchema, (page) => {
        for (const location of page.locations ?? []) {
          locations.push({
            name: location.name,
            title: location.title ?? '',
            address: oneLineAddress(location.storefrontAddress),
            placeId: location.metadata?.placeId ?? null,
            mapsUri: location.metadata?.mapsUri ?? null,
          });
        }
        return true;
      });
      return locations;
    },

    async listReviewsSince(accessToken, locationPath, since) {
      checkPath('location', locationPath, LOCATION_PATH);
      const url = endpoint(options.reviewsBaseUrl, `/v4/${locationPath}/reviews`);
      url.searchParams.set('pageSize', String(REVIEWS_PAGE_SIZE));
      url.searchParams.set('orderBy', 'updateTime desc');
      const sinceMs = since ? since.getTime() : null;
      const result: GoogleReviewSync = { reviews: [], averageRating: null, totalReviewCount: 0, pagesRead: 0 };
      let first = true;
      result.pagesRead = await pages('reviews list', url, accessToken, reviewsPageSchema, (page) => {
        if (first) {
          first = false;
          result.averageRating = page.averageRating ?? null;
          result.totalReviewCount = page.totalReviewCount ?? 0;
        }
        for (const review of page.reviews ?? []) {
          const updated = Date.parse(review.updateTime);
          if (Number.isNaN(updated)) {
            throw new GoogleApiError('invalid-response', 'Google reviews list: a review has an unreadable updateTime');
          }
          // Newest first: the first review at or before `since` ends the sync, on this page and the next ones.
          if (sinceMs !== null && updated <= sinceMs) return false;
          const parsed = reviewSchema.safeParse(review);
          if (parsed.success) {
            result.reviews.push(mapReview(parsed.data));
          } else {
            result.skipped = (result.skipped ?? 0) + 1;
            options.logger?.warn(
              { operation: 'reviews list', review: review.name, problem: parsed.error.issues[0]?.message },
              'Google Business Profile review skipped: it could not be read',
            );
          }
        }
        return true;
      });
      return result;
    },

    async getReview(accessToken, reviewName) {
      checkPath('review', reviewName, REVIEW_PATH);
      const url = endpoint(options.reviewsBaseUrl, `/v4/${reviewName}`);
      return mapReview(parse('review get', reviewSchema, await requestJson('review get', 'GET', url, accessToken)));
    },

    async putReply(accessToken, reviewName, comment) {
      checkPath('review', reviewName, REVIEW_PATH);
      if (comment.trim() === '') throw new GoogleApiError('invalid-argument', 'A reply cannot be empty');
      const bytes = Buffer.byteLength(comment, 'utf8');
      if (bytes > GOOGLE_REPLY_MAX_BYTES) {
        throw new GoogleApiError(
          'invalid-argument',
          `A reply can be at most ${GOOGLE_REPLY_MAX_BYTES} bytes; this one is ${bytes}`,
        );
      }
      const url = endpoint(options.reviewsBaseUrl, `/v4/${reviewName}/reply`);
      // PUT replaces the reply with the same text: retrying after a lost answer is safe.
      const answer = await requestJson('reply', 'PUT', url, accessToken, { comment });
      return parse('reply', replySchema, answer);
    },
  };
}

/** The client for this configuration, or null when no OAuth client id and secret are configured. */
export function createGoogleBusinessClient(
  config: Pick<Config, 'google' | 'publicUrl'>,
  extra: Partial<Omit<GoogleBusinessApiOptions, 'clientId' | 'clientSecret'>> = {},
): GoogleBusinessClient | null {
  const { google } = config;
  if (!google.oauth) return null;
  return createGoogleBusinessApi({
    clientId: google.oauth.clientId,
    clientSecret: google.oauth.clientSecret,
    redirectUri: `${config.publicUrl}/connect/google/callback`,
    authorizeUrl: google.authorizeUrl,
    tokenUrl: google.tokenUrl,
    revokeUrl: google.revokeUrl,
    accountsBaseUrl: google.accountsBaseUrl,
    businessInfoBaseUrl: google.businessInfoBaseUrl,
    reviewsBaseUrl: google.reviewsBaseUrl,
    ...extra,
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
