import type { Config } from '#server/config.ts';
import type { GoogleBusinessClient } from './google-business-client.ts';
import { googleEndpoints } from './google-business-endpoints.ts';
import { createGoogleOAuth, type GoogleOAuthOptions } from './google-business-oauth.ts';
import { createGoogleTransport } from './google-business-transport.ts';

export { ANONYMOUS_REVIEWER_NAME, LOCATION_READ_MASK, reviewsParent } from './google-business-wire.ts';

/**
 * The real GoogleBusinessClient: OAuth 2.0 through arctic's generic client (PKCE S256, refresh, revoke) and the
 * Business Profile REST APIs through fetch, both over one transport. Every call has a deadline; 429, 5xx and lost
 * connections are retried through the shared HTTP retry with exponential backoff and full jitter (Retry-After wins
 * when Google sends it); everything else fails at once as a GoogleApiError. Tokens travel only in headers and form
 * bodies and never enter a message, a log or a cause.
 */

/** The OAuth half's settings (its redirectUri is `${PUBLIC_URL}/connect/google/callback`) and the REST half's. */
export interface GoogleBusinessApiOptions extends GoogleOAuthOptions {
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
  const transport = createGoogleTransport({
    timeoutMs: settings.timeoutMs,
    maxAttempts: settings.maxAttempts,
    retryBaseDelayMs: settings.retryBaseDelayMs,
    retryMaxDelayMs: settings.retryMaxDelayMs,
    maxRetryAfterMs: settings.maxRetryAfterMs,
    now,
    random: options.random ?? Math.random,
    logger: options.logger,
  });
  return {
    ...createGoogleOAuth(options, transport, now),
    ...googleEndpoints({
      transport,
      accountsBaseUrl: options.accountsBaseUrl,
      businessInfoBaseUrl: options.businessInfoBaseUrl,
      reviewsBaseUrl: options.reviewsBaseUrl,
      maxPages: settings.maxPages,
      logger: options.logger,
    }),
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
