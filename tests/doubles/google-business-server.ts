import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for Google's OAuth 2.0 server and the Business Profile APIs, speaking their wire formats as
 * Google's public reference describes them (docs/google-business-profile.md, "The client and the double"):
 *
 * - `GET /o/oauth2/v2/auth`: checks the request like Google (client, redirect URI, scope, PKCE S256, offline
 *   access, consent prompt) and shows a consent page whose "Allow" and "Cancel" buttons return to the redirect URI
 *   with `code` and `state`, or `error=access_denied` (or redirects at once in the `auto` consent mode);
 * - `POST /token` (authorization_code with the PKCE verifier, single-use codes; refresh_token) and `POST /revoke`;
 * - `GET /v1/accounts` (Account Management), `GET /v1/accounts/{id}/locations` (Business Information, readMask
 *   required), and API v4 reviews: list (pageSize ≤ 50, orderBy), get, `PUT …/reply` (≤ 4,096 bytes), `DELETE`.
 *
 * One server plays every host: point all six GOOGLE_* URLs at it (`double.env`). Bearer tokens are checked, every
 * account and location belongs to a user, and the test controls seed data, inject failures and read what arrived,
 * in process or over HTTP under `/__double/` (for end-to-end tests whose browser and server run elsewhere).
 */

export type StarRating = 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
const STARS: StarRating[] = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

export type GoogleEndpoint =
  | 'authorize'
  | 'token'
  | 'revoke'
  | 'accounts.list'
  | 'locations.list'
  | 'reviews.list'
  | 'reviews.get'
  | 'reviews.updateReply'
  | 'reviews.deleteReply';

export interface DoubleUser {
  email: string;
  displayName: string;
}

export interface DoubleAccount {
  /** `accounts/123` */
  name: string;
  accountName: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';
  role: 'PRIMARY_OWNER' | 'OWNER' | 'MANAGER' | 'SITE_MANAGER';
  /** Emails of the users who can see this account. */
  members: string[];
}

export interface DoubleLocation {
  /** `locations/456` */
  name: string;
  /** The account that holds it (`accounts/123`). */
  account: string;
  title: string;
  storefrontAddress?: {
    regionCode: string;
    languageCode?: string;
    postalCode?: string;
    administrativeArea?: string;
    locality?: string;
    addressLines?: string[];
  };
  metadata: { placeId?: string; mapsUri?: string; newReviewUri?: string; hasVoiceOfMerchant?: boolean };
  /** Unverified locations answer 403 on the reviews API, as Google does. */
  verified: boolean;
}

export interface DoubleReview {
  /** `accounts/123/locations/456/reviews/abc` */
  name: string;
  reviewId: string;
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: StarRating;
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface RecordedGoogleRequest {
  endpoint: GoogleEndpoint | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  /** The signed-in user the bearer token belongs to, when it was valid. */
  user: string | undefined;
  status: number;
  at: Date;
}

export interface PutReplyRecord {
  review: string;
  comment: string;
  at: Date;
}

export type InjectedStatus = 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;

export interface GoogleBusinessDoubleOptions {
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /** `page` (default): a consent page with Allow and Cancel; `auto`: redirect with a code at once. */
  consent?: 'page' | 'auto';
  /**
   * The redirect URIs registered for the client, matched exactly as Google does. Default: any URI whose path ends in
   * `/callback` (test servers listen on ports chosen at run time).
   */
  redirectUris?: string[];
  accessTokenLifetimeSeconds?: number;
  /** The double's clock (token expiry, reply times). */
  now?: () => Date;
}

export interface AddAccountInput {
  /** Numeric id; generated when absent. */
  id?: string;
  accountName: string;
  type?: DoubleAccount['type'];
  role?: DoubleAccount['role'];
  members: string[];
}

export interface AddLocationInput {
  id?: string;
  title: string;
  placeId?: string | null;
  mapsUri?: string;
  address?: DoubleLocation['storefrontAddress'] | null;
  verified?: boolean;
}

export interface AddReviewInput {
  reviewId?: string;
  starRating: StarRating | 1 | 2 | 3 | 4 | 5;
  comment?: string | null;
  reviewerName?: string;
  anonymous?: boolean;
  createTime: string | Date;
  updateTime?: string | Date;
  reply?: { comment: string; updateTime: string | Date } | null;
}

export interface GenerateReviewsInput {
  count: number;
  /** updateTime of the newest review; each next one is `spacingMinutes` older. */
  newest: Date;
  spacingMinutes?: number;
  /** Every n-th review has stars only (no comment); 0 = never. */
  starsOnlyEvery?: number;
  /** Every n-th review is anonymous; 0 = never. */
  anonymousEvery?: number;
  /** Every n-th review already has the owner's reply; 0 = never. */
  repliedEvery?: number;
  /** Prefix of the generated review ids, to tell batches apart. */
  idPrefix?: string;
}

export interface FailureOptions {
  count?: number;
  /** Sent as Retry-After (seconds) on the injected answers. */
  retryAfterSeconds?: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

export interface GoogleBusinessDouble {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every GOOGLE_* variable pointing at this double, with its client id and secret. */
  env: Record<string, string>;
  requests: RecordedGoogleRequest[];
  /** Replies received by PUT …/reply that Google accepted, in order. */
  replies: PutReplyRecord[];
  /** How many requests each endpoint got (failed and injected answers included). */
  requestCount(endpoint: GoogleEndpoint): number;
  addUser(email: string, displayName?: string): DoubleUser;
  /** The user the consent page signs in as (default: the first user added). */
  signInAs(email: string): void;
  setConsentMode(mode: 'page' | 'auto'): void;
  addAccount(input: AddAccountInput): DoubleAccount;
  addLocation(account: string, input: AddLocationInput): DoubleLocation;
  addReview(location: string, input: AddReviewInput): DoubleReview;
  /** N reviews across every rating, newest first, `spacingMinutes` apart. */
  generateReviews(location: string, input: GenerateReviewsInput): DoubleReview[];
  /** One review as the double holds it now, or undefined. */
  review(name: string): DoubleReview | undefined;
  reviewsOf(location: string): DoubleReview[];
  /** A reply written elsewhere (Google's own UI): sets it without counting as a PUT through the API. */
  setReplyElsewhere(review: string, comment: string): void;
  /** Answer the next `count` requests to `target` (an endpoint, or a path pattern) with `status`. */
  failNext(target: GoogleEndpoint | RegExp, status: InjectedStatus, options?: FailureOptions): void;
  /** Delay the next `count` answers of `target` by `delayMs`. */
  delayNext(target: GoogleEndpoint | RegExp, delayMs: number, count?: number): void;
  /** Break the connection halfway through the next `count` answers of `target` (the request itself is served). */
  cutNext(target: GoogleEndpoint | RegExp, count?: number): void;
  /** Every access token issued to the user stops working now (they expire). */
  expireAccessTokens(email: string): void;
  /** Tokens for `email` without the browser: as if the user had consented. */
  issueTokens(email: string, scope?: string): IssuedTokens;
  /** Whether a refresh token is still valid. */
  refreshTokenActive(refreshToken: string): boolean;
  /** Drop every user, account, location, review, token and record. */
  reset(): void;
  close(): Promise<void>;
}

export const BUSINESS_MANAGE = 'https://www.googleapis.com/auth/business.manage';
const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_REPLY_BYTES = 4096;
const REVIEWS_MAX_PAGE_SIZE = 50;
const ACCOUNTS_MAX_PAGE_SIZE = 20;
const LOCATIONS_MAX_PAGE_SIZE = 100;
const LOCATIONS_DEFAULT_PAGE_SIZE = 10;
const REVIEW_ORDERS = ['updateTime desc', 'rating', 'rating desc'] as const;
const LOCATION_FIELDS = new Set([
  'name',
  'languageCode',
  'storeCode',
  'title',
  'phoneNumbers',
  'categories',
  'storefrontAddress',
  'websiteUri',
  'regularHours',
  'specialHours',
  'serviceArea',
  'labels',
  'adWordsLocationExtensions',
  'latlng',
  'openInfo',
  'metadata',
  'profile',
  'relationshipData',
  'moreHours',
  'serviceItems',
]);

interface AuthorizationRequest {
  id: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  codeChallenge: string;
}

interface IssuedCode {
  code: string;
  user: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string;
  expiresAt: number;
  used: boolean;
  /** Refresh token issued from it: a replayed code revokes it, as RFC 6749 §4.1.2 advises. */
  refreshToken?: string;
}

interface RefreshGrant {
  token: string;
  user: string;
  clientId: string;
  scope: string;
  revoked: boolean;
}

interface AccessGrant {
  token: string;
  user: string;
  scope: string;
  expiresAt: number;
  refreshToken: string;
  revoked: boolean;
}

interface Injection {
  target: GoogleEndpoint | RegExp;
  kind: 'status' | 'delay' | 'cut';
  status?: InjectedStatus;
  retryAfterSeconds?: number;
  delayMs?: number;
  remaining: number;
}

function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** RFC 7636 §4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
export function isValidCodeVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier);
}

/** The PKCE check the token endpoint runs: S256(verifier) must equal the challenge sent to /auth. */
export function verifierMatchesChallenge(verifier: string, challenge: string): boolean {
  return isValidCodeVerifier(verifier) && s256(verifier) === challenge;
}

function toIso(value: string | Date): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function googleError(code: number, status: string, message: string, details?: unknown[]): string {
  return JSON.stringify({ error: { code, message, status, ...(details ? { details } : {}) } });
}

const STATUS_NAMES: Record<number, [string, string]> = {
  400: ['INVALID_ARGUMENT', 'Request contains an invalid argument.'],
  401: [
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  ],
  403: ['PERMISSION_DENIED', 'The caller does not have permission'],
  404: ['NOT_FOUND', 'Requested entity was not found.'],
  429: [
    'RESOURCE_EXHAUSTED',
    "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'mybusiness.googleapis.com' for consumer 'project_number:1'.",
  ],
  500: ['INTERNAL', 'Internal error encountered.'],
  502: ['UNAVAILABLE', 'Bad Gateway'],
  503: ['UNAVAILABLE', 'The service is currently unavailable.'],
};

/** Opaque page tokens that remember the query they belong to, as Google's do. */
function pageToken(offset: number, scope: string): string {
  return Buffer.from(JSON.stringify({ o: offset, s: scope })).toString('base64url');
}

function readPageToken(token: string, scope: string): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown; s?: unknown };
    if (typeof parsed.o !== 'number' || parsed.s !== scope || parsed.o < 0) return null;
    return parsed.o;
  } catch {
    return null;
  }
}

function applyMask(source: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    const value = source[head];
    if (value === undefined) continue;
    if (rest.length === 0) {
      result[head] = structuredClone(value);
    } else if (typeof value === 'object' && value !== null) {
      const nested = applyMask(value as Record<string, unknown>, [rest.join('.')]);
      if (Object.keys(nested).length > 0) {
        result[head] = { ...((result[head] as Record<string, unknown> | undefined) ?? {}), ...nested };
      }
    }
  }
  return result;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const FIRST_NAMES = ['Priya', 'Tom', 'Luis', 'Gina', 'Dev', 'Eleanor', 'Marcus', 'Aiko', 'Fatima', 'Sven', 'Noor'];
const LAST_INITIALS = ['S.', 'B.', 'M.', 'R.', 'P.', 'W.', 'K.', 'T.', 'O.', 'L.'];
const COMMENTS: Record<StarRating, string[]> = {
  FIVE: [
    'Best pastrami in town, and the staff remembered our order from last time.',
    'Lovely evening. The server recommended the special and it was perfect.',
    'Quick, friendly and the soup was exactly what I needed on a cold day.',
  ],
  FOUR: [
    'Great food, a bit loud on a Friday night but we will be back.',
    'Generous portions. Had to wait twenty minutes for a table.',
  ],
  THREE: ['Food was fine, service was slow and nobody checked on us.', 'Decent brunch, but the coffee was lukewarm.'],
  TWO: [
    'Our order was wrong twice and the manager never came over.',
    'Overpriced for what you get. The fries were cold.',
  ],
  ONE: [
    'Waited an hour for a takeout order that was ready at the counter the whole time.',
    'Rude host and a dirty table. Will not return.',
  ],
};

export async function startGoogleBusinessDouble(
  options: GoogleBusinessDoubleOptions = {},
): Promise<GoogleBusinessDouble> {
  const clientId = options.clientId ?? '123456789012-replybooktest.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'GOCSPX-double-secret-5b1e';
  const accessLifetime = options.accessTokenLifetimeSeconds ?? 3599;
  const now = options.now ?? (() => new Date());
  let consentMode = options.consent ?? 'page';

  let users = new Map<string, DoubleUser>();
  let signedIn: string | undefined;
  let accounts = new Map<string, DoubleAccount>();
  let locations = new Map<string, DoubleLocation>();
  let reviews = new Map<string, DoubleReview[]>();
  let authRequests = new Map<string, AuthorizationRequest>();
  let codes = new Map<string, IssuedCode>();
  let refreshGrants = new Map<string, RefreshGrant>();
  let accessGrants = new Map<string, AccessGrant>();
  let injections: Injection[] = [];
  let nextId = 1000;
  const requests: RecordedGoogleRequest[] = [];
  const replies: PutReplyRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function newNumericId(): string {
    nextId += 1;
    return `${nextId}${randomBytes(3).readUIntBE(0, 3)}`;
  }

  function addUser(email: string, displayName?: string): DoubleUser {
    const user = { email, displayName: displayName ?? email.split('@')[0] ?? email };
    users.set(email, user);
    signedIn ??= email;
    return user;
  }

  function addAccount(input: AddAccountInput): DoubleAccount {
    const account: DoubleAccount = {
      name: `accounts/${input.id ?? newNumericId()}`,
      accountName: input.accountName,
      type: input.type ?? 'PERSONAL',
      role: input.role ?? 'PRIMARY_OWNER',
      members: [...input.members],
    };
    for (const member of account.members) if (!users.has(member)) addUser(member);
    accounts.set(account.name, account);
    return account;
  }

  function addLocation(account: string, input: AddLocationInput): DoubleLocation {
    if (!accounts.has(account)) throw new Error(`No account ${account} in the double`);
    const id = input.id ?? newNumericId();
    const placeId = input.placeId === undefined ? `ChIJdouble${id}` : input.placeId;
    const location: DoubleLocation = {
      name: `locations/${id}`,
      account,
      title: input.title,
      ...(input.address === null
        ? {}
        : {
            storefrontAddress: input.address ?? {
              regionCode: 'US',
              languageCode: 'en',
              postalCode: '10002',
              administrativeArea: 'NY',
              locality: 'New York',
              addressLines: ['205 E Houston St'],
            },
          }),
      metadata: {
        ...(placeId ? { placeId, newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}` } : {}),
        ...(placeId || input.mapsUri ? { mapsUri: input.mapsUri ?? `https://maps.google.com/maps?cid=${id}` } : {}),
        hasVoiceOfMerchant: input.verified ?? true,
      },
      verified: input.verified ?? true,
    };
    locations.set(location.name, location);
    reviews.set(`${account}/${location.name}`, []);
    return location;
  }

  /** `accounts/1/locations/2` from either that or (for convenience) the v1 `locations/2`. */
  function reviewsParent(location: string): string {
    if (location.startsWith('accounts/')) return location;
    const found = locations.get(location);
    if (!found) throw new Error(`No location ${location} in the double`);
    return `${found.account}/${found.name}`;
  }

  function sortReviews(list: DoubleReview[]): void {
    list.sort((a, b) => (a.updateTime < b.updateTime ? 1 : a.updateTime > b.updateTime ? -1 : 0));
  }

  function addReview(location: string, input: AddReviewInput): DoubleReview {
    const parent = reviewsParent(location);
    const list = reviews.get(parent);
    if (!list) throw new Error(`No location ${parent} in the double`);
    const reviewId = input.reviewId ?? randomToken('AbFvOq', 18);
    const starRating = typeof input.starRating === 'number' ? STARS[input.starRating - 1]! : input.starRating;
    const createTime = toIso(input.createTime);
    const review: DoubleReview = {
      name: `${parent}/reviews/${reviewId}`,
      reviewId,
      reviewer: input.anonymous
        ? { profilePhotoUrl: 'https://lh3.googleusercontent.com/a/default-user', isAnonymous: true }
        : {
            displayName: input.reviewerName ?? 'Sam K.',
            profilePhotoUrl: `https://lh3.googleusercontent.com/a-/${reviewId.slice(0, 12)}`,
          },
      starRating,
      ...(input.comment ? { comment: input.comment } : {}),
      createTime,
      updateTime: input.updateTime ? toIso(input.updateTime) : createTime,
      ...(input.reply
        ? { reviewReply: { comment: input.reply.comment, updateTime: toIso(input.reply.updateTime) } }
        : {}),
    };
    const existing = list.findIndex((item) => item.reviewId === reviewId);
    if (existing >= 0) list.splice(existing, 1);
    list.push(review);
    sortReviews(list);
    return review;
  }

  function generateReviews(location: string, input: GenerateReviewsInput): DoubleReview[] {
    const spacing = (input.spacingMinutes ?? 60) * 60_000;
    const created: DoubleReview[] = [];
    for (let index = 0; index < input.count; index += 1) {
      const n = index + 1;
      const stars = STARS[4 - (index % 5)]!;
      const time = new Date(input.newest.getTime() - index * spacing);
      const texts = COMMENTS[stars];
      created.push(
        addReview(location, {
          reviewId: `${input.idPrefix ?? 'gen'}-${String(n).padStart(5, '0')}-${randomBytes(4).toString('hex')}`,
          starRating: stars,
          comment: input.starsOnlyEvery && n % input.starsOnlyEvery === 0 ? null : texts[index % texts.length]!,
          reviewerName: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_INITIALS[index % LAST_INITIALS.length]}`,
          anonymous: Boolean(input.anonymousEvery && n % input.anonymousEvery === 0),
          createTime: time,
          updateTime: time,
          reply:
            input.repliedEvery && n % input.repliedEvery === 0
              ? { comment: 'Thank you for the visit — see you soon!', updateTime: new Date(time.getTime() + 60_000) }
              : null,
        }),
      );
    }
    return created;
  }

  function findReview(name: string): DoubleReview | undefined {
    const match = /^(accounts\/[^/]+\/locations\/[^/]+)\/reviews\/([^/]+)$/.exec(name);
    if (!match) return undefined;
    return reviews.get(match[1]!)?.find((review) => review.reviewId === match[2]);
  }

  function issueTokens(email: string, scope = BUSINESS_MANAGE, client = clientId): IssuedTokens {
    const refreshToken = randomToken('1//0g', 60);
    refreshGrants.set(refreshToken, { token: refreshToken, user: email, clientId: client, scope, revoked: false });
    const accessToken = issueAccess(refreshToken);
    return { accessToken, refreshToken, expiresIn: accessLifetime, scope };
  }

  function issueAccess(refreshToken: string): string {
    const grant = refreshGrants.get(refreshToken)!;
    const token = randomToken('ya29.a0Ad', 80);
    accessGrants.set(token, {
      token,
      user: grant.user,
      scope: grant.scope,
      expiresAt: now().getTime() + accessLifetime * 1000,
      refreshToken,
      revoked: false,
    });
    return token;
  }

  function revokeGrant(refreshToken: string): void {
    const grant = refreshGrants.get(refreshToken);
    if (grant) grant.revoked = true;
    for (const access of accessGrants.values()) if (access.refreshToken === refreshToken) access.revoked = true;
  }

  function reset(): void {
    users = new Map();
    signedIn = undefined;
    accounts = new Map();
    locations = new Map();
    reviews = new Map();
    authRequests = new Map();
    codes = new Map();
    refreshGrants = new Map();
    accessGrants = new Map();
    injections = [];
    requests.length = 0;
    replies.length = 0;
  }

  function takeInjection(
    endpoint: GoogleEndpoint | 'unknown',
    path: string,
    kind: Injection['kind'],
  ): Injection | null {
    const index = injections.findIndex(
      (item) =>
        item.kind === kind &&
        item.remaining > 0 &&
        (typeof item.target === 'string' ? item.target === endpoint : item.target.test(path)),
    );
    if (index < 0) return null;
    const injection = injections[index]!;
    injection.remaining -= 1;
    if (injection.remaining <= 0) injections.splice(index, 1);
    return injection;
  }

  // ---- HTTP ----

  interface Answer {
    status: number;
    body: string;
    headers?: Record<string, string>;
  }
  const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
    status,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
  });
  const apiError = (code: number, message?: string, details?: unknown[]): Answer => {
    const [status, fallback] = STATUS_NAMES[code] ?? ['UNKNOWN', 'Unknown error.'];
    return json(code, googleError(code, status, message ?? fallback, details), {
      ...(code === 401
        ? { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' }
        : {}),
    });
  };
  const oauthError = (status: number, error: string, description: string): Answer =>
    json(status, { error, error_description: description });
  const html = (status: number, body: string): Answer => ({
    status,
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in - Google Accounts</title></head><body>${body}</body></html>`,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
  const redirect = (location: string): Answer => ({ status: 302, body: '', headers: { Location: location } });

  function endpointOf(method: string, path: string): GoogleEndpoint | 'unknown' {
    if (path === '/o/oauth2/v2/auth' || path === '/o/oauth2/v2/auth/decision') return 'authorize';
    if (method === 'POST' && path === '/token') return 'token';
    if (method === 'POST' && path === '/revoke') return 'revoke';
    if (method === 'GET' && path === '/v1/accounts') return 'accounts.list';
    if (method === 'GET' && /^\/v1\/accounts\/[^/]+\/locations$/.test(path)) return 'locations.list';
    if (method === 'GET' && /^\/v4\/accounts\/[^/]+\/locations\/[^/]+\/reviews$/.test(path)) return 'reviews.list';
    if (method === 'GET' && /^\/v4\/accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+$/.test(path)) {
      return 'reviews.get';
    }
    if (/^\/v4\/accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+\/reply$/.test(path)) {
      if (method === 'PUT') return 'reviews.updateReply';
      if (method === 'DELETE') return 'reviews.deleteReply';
    }
    return 'unknown';
  }

  function injectedAnswer(endpoint: GoogleEndpoint | 'unknown', injection: Injection): Answer {
    const status = injection.status!;
    const headers =
      injection.retryAfterSeconds !== undefined ? { 'Retry-After': String(injection.retryAfterSeconds) } : undefined;
    if (endpoint === 'token' || endpoint === 'revoke' || endpoint === 'authorize') {
      const [error, description] =
        status === 401
          ? ['invalid_client', 'Unauthorized']
          : status === 400
            ? ['invalid_request', 'Bad Request']
            : status === 403
              ? ['access_denied', 'Forbidden']
              : status === 429
                ? ['rate_limit_exceeded', 'Rate limit exceeded']
                : ['internal_failure', 'Backend Error'];
      const answer = oauthError(status, error, description);
      return { ...answer, headers: { ...answer.headers, ...headers } };
    }
    const answer = apiError(status);
    return { ...answer, headers: { ...answer.headers, ...headers } };
  }

  function authorize(query: URLSearchParams): Answer {
    const errorPage = (error: string, detail: string) =>
      html(
        400,
        `<h1>Access blocked: this request is invalid</h1><p>Error 400: ${escapeHtml(error)}</p><p>${escapeHtml(detail)}</p>`,
      );
    const get = (name: string) => query.get(name) ?? '';
    if (get('client_id') !== clientId) return errorPage('invalid_client', 'The OAuth client was not found.');
    const redirectUri = get('redirect_uri');
    let redirectUrl: URL;
    try {
      redirectUrl = new URL(redirectUri);
    } catch {
      return errorPage('redirect_uri_mismatch', 'redirect_uri is missing or not a URL.');
    }
    const registered = options.redirectUris
      ? options.redirectUris.includes(redirectUri)
      : redirectUrl.pathname.endsWith('/callback');
    if (!registered) {
      return errorPage('redirect_uri_mismatch', 'The redirect URI is not registered for this client.');
    }
    if (get('response_type') !== 'code') return errorPage('unsupported_response_type', 'response_type must be code.');
    const scopes = get('scope').split(' ').filter(Boolean);
    if (!scopes.includes(BUSINESS_MANAGE)) {
      return errorPage('invalid_scope', `The scope must include ${BUSINESS_MANAGE}.`);
    }
    if (get('access_type') !== 'offline') return errorPage('invalid_request', 'access_type must be offline.');
    if (get('prompt') !== 'consent') return errorPage('invalid_request', 'prompt must be consent.');
    if (get('code_challenge_method') !== 'S256') {
      return errorPage('invalid_request', 'code_challenge_method must be S256.');
    }
    if (!/^[A-Za-z0-9_-]{43}$/.test(get('code_challenge'))) {
      return errorPage('invalid_request', 'code_challenge must be a base64url SHA-256 digest.');
    }
    if (!get('state')) return errorPage('invalid_request', 'state is required by this client.');
    const request: AuthorizationRequest = {
      id: randomToken('', 12),
      clientId,
      redirectUri,
      scope: scopes.join(' '),
      state: get('state'),
      codeChallenge: get('code_challenge'),
    };
    authRequests.set(request.id, request);
    // Google signs in the account named by login_hint when the browser has it.
    const hint = get('login_hint');
    if (hint && users.has(hint)) signedIn = hint;
    if (consentMode === 'auto') return decide(request.id, 'allow');
    const user = signedIn ? users.get(signedIn) : undefined;
    if (!user) return html(400, '<h1>No Google account is signed in to the double</h1>');
    return html(
      200,
      `<main><h1>Replybook wants access to your Google Account</h1>
<p>Signed in as <strong>${escapeHtml(user.email)}</strong></p>
<p>This will allow Replybook to: See, edit, create and delete your Google business listings</p>
<form method="post" action="/o/oauth2/v2/auth/decision">
<input type="hidden" name="request" value="${escapeHtml(request.id)}">
<button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form></main>`,
    );
  }

  function decide(requestId: string, decision: string): Answer {
    const request = authRequests.get(requestId);
    if (!request) return html(400, '<h1>This consent request has expired. Start again.</h1>');
    authRequests.delete(requestId);
    const target = new URL(request.redirectUri);
    if (decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('state', request.state);
      return redirect(target.toString());
    }
    const user = signedIn;
    if (!user) return html(400, '<h1>No Google account is signed in to the double</h1>');
    const code = randomToken('4/0Ab32j9', 40);
    codes.set(code, {
      code,
      user,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scope: request.scope,
      codeChallenge: request.codeChallenge,
      expiresAt: now().getTime() + CODE_LIFETIME_MS,
      used: false,
    });
    target.searchParams.set('state', request.state);
    target.searchParams.set('code', code);
    target.searchParams.set('scope', request.scope);
    target.searchParams.set('authuser', '0');
    target.searchParams.set('prompt', 'consent');
    return redirect(target.toString());
  }

  /** Client authentication: HTTP Basic (client_secret_basic) or the body (client_secret_post). */
  function authenticateClient(headers: IncomingMessage['headers'], form: URLSearchParams): Answer | string {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const authorization = headers.authorization;
    if (authorization?.startsWith('Basic ')) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (!id) return oauthError(400, 'invalid_request', 'Could not determine client ID from request.');
    if (id !== clientId || secret !== clientSecret) return oauthError(401, 'invalid_client', 'Unauthorized');
    return id;
  }

  function token(headers: IncomingMessage['headers'], form: URLSearchParams): Answer {
    if (!String(headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return oauthError(400, 'invalid_request', 'Invalid content type.');
    }
    const client = authenticateClient(headers, form);
    if (typeof client !== 'string') return client;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      if (!issued || issued.clientId !== client) return oauthError(400, 'invalid_grant', 'Malformed auth code.');
      if (issued.used) {
        if (issued.refreshToken) revokeGrant(issued.refreshToken);
        return oauthError(400, 'invalid_grant', 'Bad Request');
      }
      if (issued.expiresAt <= now().getTime()) return oauthError(400, 'invalid_grant', 'Bad Request');
      if (form.get('redirect_uri') !== issued.redirectUri)
        return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = form.get('code_verifier');
      if (!verifier) return oauthError(400, 'invalid_grant', 'Missing code verifier.');
      if (!verifierMatchesChallenge(verifier, issued.codeChallenge)) {
        return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
      }
      issued.used = true;
      const tokens = issueTokens(issued.user, issued.scope, client);
      issued.refreshToken = tokens.refreshToken;
      return json(200, {
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
        refresh_token: tokens.refreshToken,
        scope: tokens.scope,
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const grant = refreshGrants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked || grant.clientId !== client) {
        return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      const accessToken = issueAccess(grant.token);
      return json(200, {
        access_token: accessToken,
        expires_in: accessLifetime,
        scope: grant.scope,
        token_type: 'Bearer',
      });
    }
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  function revoke(form: URLSearchParams, query: URLSearchParams): Answer {
    const value = form.get('token') ?? query.get('token') ?? '';
    const refresh = refreshGrants.get(value);
    if (refresh && !refresh.revoked) {
      revokeGrant(refresh.token);
      return json(200, {});
    }
    const access = accessGrants.get(value);
    if (access && !access.revoked && access.expiresAt > now().getTime()) {
      // Google revokes the grant behind an access token too.
      revokeGrant(access.refreshToken);
      return json(200, {});
    }
    return oauthError(400, 'invalid_token', 'Token expired or revoked');
  }

  function bearerUser(headers: IncomingMessage['headers']): Answer | string {
    const authorization = headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ')) {
      return apiError(
        401,
        'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      );
    }
    const grant = accessGrants.get(authorization.slice(7).trim());
    if (!grant || grant.revoked || grant.expiresAt <= now().getTime()) return apiError(401);
    if (!grant.scope.split(' ').includes(BUSINESS_MANAGE)) {
      return apiError(403, 'Request had insufficient authentication scopes.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
        },
      ]);
    }
    return grant.user;
  }

  function pageSizeOf(raw: string | null, fallback: number, max: number, strict: boolean): number | Answer {
    if (raw === null || raw === '') return fallback;
    const size = Number(raw);
    if (!Number.isInteger(size) || size < 0) return apiError(400, `Invalid value for pageSize: ${raw}`);
    if (size === 0) return fallback;
    if (size > max) return strict ? apiError(400, `pageSize must be at most ${max}.`) : max;
    return size;
  }

  function paginate<T>(
    items: T[],
    query: URLSearchParams,
    scope: string,
    size: number,
  ): { page: T[]; nextPageToken?: string } | Answer {
    let offset = 0;
    const token = query.get('pageToken');
    if (token) {
      const decoded = readPageToken(token, scope);
      if (decoded === null) return apiError(400, 'Invalid page token.');
      offset = decoded;
    }
    const page = items.slice(offset, offset + size);
    const next = offset + size;
    return next < items.length ? { page, nextPageToken: pageToken(next, scope) } : { page };
  }

  function visibleAccount(user: string, account: string): DoubleAccount | null {
    const found = accounts.get(account);
    return found && found.members.includes(user) ? found : null;
  }

  function listAccounts(user: string, query: URLSearchParams): Answer {
    const size = pageSizeOf(query.get('pageSize'), ACCOUNTS_MAX_PAGE_SIZE, ACCOUNTS_MAX_PAGE_SIZE, false);
    if (typeof size !== 'number') return size;
    const mine = [...accounts.values()].filter((account) => account.members.includes(user));
    const paged = paginate(mine, query, `accounts:${user}`, size);
    if ('status' in paged) return paged;
    return json(200, {
      ...(paged.page.length > 0
        ? {
            accounts: paged.page.map((account) => ({
              name: account.name,
              accountName: account.accountName,
              type: account.type,
              role: account.role,
              verificationState: 'VERIFIED',
              vettedState: 'NOT_VETTED',
            })),
          }
        : {}),
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
    });
  }

  function listLocations(user: string, account: string, query: URLSearchParams): Answer {
    const readMask = query.get('readMask');
    if (!readMask) {
      return apiError(400, 'Request contains an invalid argument.', [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'read_mask', description: 'Field is required' }],
        },
      ]);
    }
    const paths = readMask.split(',').map((path) => path.trim());
    for (const path of paths) {
      if (!LOCATION_FIELDS.has(path.split('.')[0] ?? '')) {
        return apiError(400, 'Request contains an invalid argument.', [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [{ field: 'read_mask', description: `Invalid field mask provided: ${path}` }],
          },
        ]);
      }
    }
    if (!visibleAccount(user, account)) return apiError(403);
    const size = pageSizeOf(query.get('pageSize'), LOCATIONS_DEFAULT_PAGE_SIZE, LOCATIONS_MAX_PAGE_SIZE, false);
    if (typeof size !== 'number') return size;
    const mine = [...locations.values()].filter((location) => location.account === account);
    const paged = paginate(mine, query, `locations:${account}:${readMask}`, size);
    if ('status' in paged) return paged;
    return json(200, {
      ...(paged.page.length > 0
        ? {
            locations: paged.page.map((location) => {
              const { account: _account, verified: _verified, ...resource } = location;
              return applyMask(resource as unknown as Record<string, unknown>, paths);
            }),
          }
        : {}),
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
    });
  }

  /** The location behind `accounts/1/locations/2`, if the user may read its reviews; else the refusal. */
  function reviewLocation(user: string, account: string, location: string): Answer | DoubleLocation {
    if (!visibleAccount(user, `accounts/${account}`)) return apiError(403);
    const found = locations.get(`locations/${location}`);
    if (!found || found.account !== `accounts/${account}`) return apiError(404);
    if (!found.verified) {
      return apiError(403, 'The caller does not have permission', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'LOCATION_NOT_VERIFIED',
          domain: 'mybusiness.googleapis.com',
        },
      ]);
    }
    return found;
  }

  function listReviews(user: string, account: string, location: string, query: URLSearchParams): Answer {
    const found = reviewLocation(user, account, location);
    if ('status' in found) return found;
    const size = pageSizeOf(query.get('pageSize'), REVIEWS_MAX_PAGE_SIZE, REVIEWS_MAX_PAGE_SIZE, true);
    if (typeof size !== 'number') return size;
    const orderBy = query.get('orderBy') ?? 'updateTime desc';
    if (!(REVIEW_ORDERS as readonly string[]).includes(orderBy)) {
      return apiError(400, `Invalid orderBy: ${orderBy}. Valid orders are rating, rating desc and updateTime desc.`);
    }
    const all = [...(reviews.get(`accounts/${account}/locations/${location}`) ?? [])];
    if (orderBy !== 'updateTime desc') {
      const direction = orderBy === 'rating' ? 1 : -1;
      all.sort((a, b) => direction * (STARS.indexOf(a.starRating) - STARS.indexOf(b.starRating)));
    }
    const paged = paginate(all, query, `reviews:${account}/${location}:${orderBy}`, size);
    if ('status' in paged) return paged;
    const total = all.length;
    const average =
      total === 0
        ? 0
        : Math.round((all.reduce((sum, r) => sum + STARS.indexOf(r.starRating) + 1, 0) / total) * 10) / 10;
    return json(200, {
      ...(paged.page.length > 0 ? { reviews: paged.page } : {}),
      ...(total > 0 ? { averageRating: average, totalReviewCount: total } : {}),
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
    });
  }

  function reviewAt(user: string, path: string): Answer | DoubleReview {
    const match = /^\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews\/([^/]+)/.exec(path)!;
    const found = reviewLocation(user, match[1]!, match[2]!);
    if ('status' in found) return found;
    const review = findReview(`accounts/${match[1]}/locations/${match[2]}/reviews/${match[3]}`);
    return review ?? apiError(404);
  }

  function updateReply(user: string, path: string, rawBody: string): Answer {
    const review = reviewAt(user, path);
    if ('status' in review) return review;
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return apiError(400, 'Invalid JSON payload received.');
    }
    const comment = (body as { comment?: unknown } | null)?.comment;
    if (typeof comment !== 'string' || comment.trim() === '') {
      return apiError(400, 'Request contains an invalid argument.', [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'comment', description: 'Field is required' }],
        },
      ]);
    }
    if (Buffer.byteLength(comment, 'utf8') > MAX_REPLY_BYTES) {
      return apiError(400, 'Request contains an invalid argument.', [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'comment', description: `Reply must be at most ${MAX_REPLY_BYTES} bytes` }],
        },
      ]);
    }
    const reply = { comment, updateTime: now().toISOString() };
    review.reviewReply = reply;
    replies.push({ review: review.name, comment, at: now() });
    return json(200, reply);
  }

  function deleteReply(user: string, path: string): Answer {
    const review = reviewAt(user, path);
    if ('status' in review) return review;
    if (!review.reviewReply) return apiError(404);
    delete review.reviewReply;
    return json(200, {});
  }

  async function route(request: IncomingMessage, url: URL, rawBody: string): Promise<[Answer, string | undefined]> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/o/oauth2/v2/auth' && method === 'GET') return [authorize(query), undefined];
    if (path === '/o/oauth2/v2/auth/decision' && method === 'POST') {
      const form = new URLSearchParams(rawBody);
      return [decide(form.get('request') ?? '', form.get('decision') ?? ''), undefined];
    }
    if (path === '/token' && method === 'POST')
      return [token(request.headers, new URLSearchParams(rawBody)), undefined];
    if (path === '/revoke' && method === 'POST') return [revoke(new URLSearchParams(rawBody), query), undefined];

    const endpoint = endpointOf(method, path);
    if (endpoint === 'unknown') return [apiError(404, `Method not found: ${method} ${path}`), undefined];
    const user = bearerUser(request.headers);
    if (typeof user !== 'string') return [user, undefined];
    if (endpoint === 'accounts.list') return [listAccounts(user, query), user];
    if (endpoint === 'locations.list') {
      const account = decodeURIComponent(/^\/v1\/(accounts\/[^/]+)\/locations$/.exec(path)![1]!);
      return [listLocations(user, account, query), user];
    }
    if (endpoint === 'reviews.list') {
      const match = /^\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews$/.exec(path)!;
      return [listReviews(user, match[1]!, match[2]!, query), user];
    }
    if (endpoint === 'reviews.get') {
      const review = reviewAt(user, path);
      return ['status' in review ? review : json(200, review), user];
    }
    if (endpoint === 'reviews.updateReply') return [updateReply(user, path, rawBody), user];
    return [deleteReply(user, path), user];
  }

  /** Test controls over HTTP, for end-to-end tests that run the double in another process. */
  function control(method: string, path: string, rawBody: string): Answer | null {
    if (!path.startsWith('/__double/')) return null;
    let body: Record<string, unknown> = {};
    try {
      body = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : {};
    } catch {
      return json(400, { message: 'Invalid JSON' });
    }
    try {
      if (method === 'GET' && path === '/__double/health') return json(200, { ok: true });
      if (method === 'POST' && path === '/__double/tokens') {
        const email = String(body.email);
        if (!users.has(email)) addUser(email);
        return json(200, issueTokens(email));
      }
      if (method === 'POST' && path === '/__double/reset') {
        reset();
        return json(200, {});
      }
      if (method === 'POST' && path === '/__double/users') {
        const user = addUser(String(body.email), body.displayName ? String(body.displayName) : undefined);
        if (body.signIn) signedIn = user.email;
        return json(200, user);
      }
      if (method === 'POST' && path === '/__double/consent-mode') {
        consentMode = body.mode === 'auto' ? 'auto' : 'page';
        return json(200, { mode: consentMode });
      }
      if (method === 'POST' && path === '/__double/accounts') return json(200, addAccount(body as never));
      if (method === 'POST' && path === '/__double/locations') {
        return json(200, addLocation(String(body.account), body as never));
      }
      if (method === 'POST' && path === '/__double/reviews') {
        return json(200, addReview(String(body.location), body as never));
      }
      if (method === 'POST' && path === '/__double/reviews/generate') {
        const created = generateReviews(String(body.location), {
          ...(body as Omit<GenerateReviewsInput, 'newest'>),
          newest: new Date(String(body.newest)),
        });
        return json(200, { reviews: created });
      }
      if (method === 'POST' && path === '/__double/fail') {
        injections.push({
          target: body.pathPattern ? new RegExp(String(body.pathPattern)) : (String(body.target) as GoogleEndpoint),
          kind: 'status',
          status: Number(body.status) as InjectedStatus,
          ...(body.retryAfterSeconds !== undefined ? { retryAfterSeconds: Number(body.retryAfterSeconds) } : {}),
          remaining: Number(body.count ?? 1),
        });
        return json(200, {});
      }
      if (method === 'POST' && (path === '/__double/delay' || path === '/__double/cut')) {
        injections.push({
          target: body.pathPattern ? new RegExp(String(body.pathPattern)) : (String(body.target) as GoogleEndpoint),
          kind: path === '/__double/delay' ? 'delay' : 'cut',
          delayMs: Number(body.delayMs ?? 0),
          remaining: Number(body.count ?? 1),
        });
        return json(200, {});
      }
      if (method === 'POST' && path === '/__double/expire') {
        expireAccessTokens(String(body.email));
        return json(200, {});
      }
      if (method === 'POST' && path === '/__double/reply-elsewhere') {
        setReplyElsewhere(String(body.review), String(body.comment));
        return json(200, {});
      }
      if (method === 'GET' && path === '/__double/state') {
        const counts: Record<string, number> = {};
        for (const item of requests) counts[item.endpoint] = (counts[item.endpoint] ?? 0) + 1;
        return json(200, {
          replies,
          counts,
          reviews: Object.fromEntries(reviews),
          activeRefreshTokens: [...refreshGrants.values()].filter((grant) => !grant.revoked).length,
        });
      }
    } catch (error) {
      return json(400, { message: (error as Error).message });
    }
    return json(404, { message: `No control ${method} ${path}` });
  }

  function expireAccessTokens(email: string): void {
    for (const grant of accessGrants.values()) if (grant.user === email) grant.expiresAt = 0;
  }

  function setReplyElsewhere(name: string, comment: string): void {
    const review = findReview(name);
    if (!review) throw new Error(`No review ${name} in the double`);
    review.reviewReply = { comment, updateTime: now().toISOString() };
  }

  function send(response: ServerResponse, answer: Answer): void {
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(answer.status, answer.headers ?? {});
    response.end(answer.body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const rawBody = await readBody(request);
    const method = request.method ?? 'GET';
    const controlled = control(method, url.pathname, rawBody);
    if (controlled) {
      send(response, controlled);
      return;
    }
    const endpoint = endpointOf(method, url.pathname);
    const record: RecordedGoogleRequest = {
      endpoint,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      user: undefined,
      status: 0,
      at: now(),
    };
    requests.push(record);
    const delay = takeInjection(endpoint, url.pathname, 'delay');
    if (delay) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delay.delayMs);
        timers.add(timer);
      });
    }
    const failure = takeInjection(endpoint, url.pathname, 'status');
    if (failure) {
      const answer = injectedAnswer(endpoint, failure);
      record.status = answer.status;
      send(response, answer);
      return;
    }
    const [answer, user] = await route(request, url, rawBody);
    record.status = answer.status;
    record.user = user;
    if (takeInjection(endpoint, url.pathname, 'cut')) {
      // Headers and half the body, then the connection breaks: what a client sees when a proxy or network fails.
      response.writeHead(answer.status, {
        ...answer.headers,
        'Content-Length': String(Buffer.byteLength(answer.body)),
      });
      response.write(answer.body.slice(0, Math.floor(answer.body.length / 2)));
      setTimeout(() => response.destroy(), 20);
      return;
    }
    send(response, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, apiError(500, `Double failed: ${(error as Error).message}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    env: {
      GOOGLE_OAUTH_CLIENT_ID: clientId,
      GOOGLE_OAUTH_CLIENT_SECRET: clientSecret,
      GOOGLE_OAUTH_AUTHORIZE_URL: `${baseUrl}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${baseUrl}/revoke`,
      GOOGLE_BUSINESS_ACCOUNTS_BASE_URL: baseUrl,
      GOOGLE_BUSINESS_INFO_BASE_URL: baseUrl,
      GOOGLE_BUSINESS_REVIEWS_BASE_URL: baseUrl,
    },
    requests,
    replies,
    requestCount: (endpoint) => requests.filter((item) => item.endpoint === endpoint).length,
    addUser,
    signInAs(email) {
      if (!users.has(email)) addUser(email);
      signedIn = email;
    },
    setConsentMode(mode) {
      consentMode = mode;
    },
    addAccount,
    addLocation,
    addReview,
    generateReviews,
    review: findReview,
    reviewsOf: (location) => [...(reviews.get(reviewsParent(location)) ?? [])],
    setReplyElsewhere,
    failNext(target, status, failure = {}) {
      injections.push({
        target,
        kind: 'status',
        status,
        ...(failure.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
        remaining: failure.count ?? 1,
      });
    },
    cutNext(target, count = 1) {
      injections.push({ target, kind: 'cut', remaining: count });
    },
    delayNext(target, delayMs, count = 1) {
      injections.push({ target, kind: 'delay', delayMs, remaining: count });
    },
    expireAccessTokens,
    issueTokens: (email, scope) => {
      if (!users.has(email)) addUser(email);
      return issueTokens(email, scope);
    },
    refreshTokenActive: (refreshToken) => refreshGrants.get(refreshToken)?.revoked === false,
    reset,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * The HTTP test controls of a double running in another process (end-to-end tests), with the same meaning as the
 * in-process handle's methods.
 */
export function googleBusinessDoubleControl(baseUrl: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/__double/${path}`, {
      method,
      ...(body !== undefined ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(`Google double ${path}: ${answer.message ?? response.status}`);
    return answer;
  }
  return {
    reset: () => call<object>('POST', 'reset', {}),
    addUser: (email: string, options: { displayName?: string; signIn?: boolean } = {}) =>
      call<DoubleUser>('POST', 'users', { email, ...options }),
    setConsentMode: (mode: 'page' | 'auto') => call<object>('POST', 'consent-mode', { mode }),
    addAccount: (input: AddAccountInput) => call<DoubleAccount>('POST', 'accounts', input),
    addLocation: (account: string, input: AddLocationInput) =>
      call<DoubleLocation>('POST', 'locations', { account, ...input }),
    addReview: (location: string, input: AddReviewInput) =>
      call<DoubleReview>('POST', 'reviews', { location, ...input }),
    generateReviews: async (location: string, input: GenerateReviewsInput) =>
      (await call<{ reviews: DoubleReview[] }>('POST', 'reviews/generate', { location, ...input })).reviews,
    failNext: (
      target: GoogleEndpoint | { pathPattern: string },
      status: InjectedStatus,
      options: FailureOptions = {},
    ) =>
      call<object>('POST', 'fail', {
        ...(typeof target === 'string' ? { target } : target),
        status,
        ...options,
      }),
    delayNext: (target: GoogleEndpoint | { pathPattern: string }, delayMs: number, count = 1) =>
      call<object>('POST', 'delay', { ...(typeof target === 'string' ? { target } : target), delayMs, count }),
    cutNext: (target: GoogleEndpoint | { pathPattern: string }, count = 1) =>
      call<object>('POST', 'cut', { ...(typeof target === 'string' ? { target } : target), count }),
    expireAccessTokens: (email: string) => call<object>('POST', 'expire', { email }),
    setReplyElsewhere: (review: string, comment: string) =>
      call<object>('POST', 'reply-elsewhere', { review, comment }),
    issueTokens: (email: string) => call<IssuedTokens>('POST', 'tokens', { email }),
    state: () =>
      call<{
        replies: PutReplyRecord[];
        counts: Partial<Record<GoogleEndpoint, number>>;
        reviews: Record<string, DoubleReview[]>;
        activeRefreshTokens: number;
      }>('GET', 'state'),
  };
}

// As a process, for end-to-end tests: `npx tsx tests/doubles/google-business-server.ts --port 3399`
// (or GOOGLE_DOUBLE_PORT); ready when GET /__double/health answers; stops on SIGTERM.
const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const portFlag = process.argv.indexOf('--port');
  const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env['GOOGLE_DOUBLE_PORT'] ?? 0));
  const consent = process.argv.includes('--auto-consent') ? 'auto' : 'page';
  const double = await startGoogleBusinessDouble({ port, consent });
  process.stdout.write(`Google Business Profile double on ${double.baseUrl} (consent: ${consent})\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void double.close().finally(() => process.exit(0));
    });
  }
}
