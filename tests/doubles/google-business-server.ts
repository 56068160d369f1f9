import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createBusinessEndpoints } from './google-business/business-endpoints.ts';
import { createControlEndpoint } from './google-business/double-controls.ts';
import { googleEnvFor } from './google-business/double-env.ts';
import { createDoubleState, createStore, type DoubleState, type DoubleStore } from './google-business/double-store.ts';
import type {
  GoogleBusinessDouble,
  GoogleBusinessDoubleOptions,
  RecordedGoogleRequest,
} from './google-business/double-types.ts';
import { createOAuthEndpoints } from './google-business/oauth-endpoints.ts';
import { apiError, endpointOf, injectedAnswer, json, readBody, type Answer } from './google-business/wire.ts';

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

export type {
  AddAccountInput,
  AddLocationInput,
  AddReviewInput,
  DoubleAccount,
  DoubleLocation,
  DoubleReview,
  DoubleUser,
  EditReviewInput,
  FailureOptions,
  GenerateReviewsInput,
  GoogleBusinessDouble,
  GoogleBusinessDoubleOptions,
  GoogleEndpoint,
  InjectedStatus,
  IssuedTokens,
  PutReplyRecord,
  RecordedGoogleRequest,
  StarRating,
} from './google-business/double-types.ts';
export { BUSINESS_MANAGE, MAX_REPLY_BYTES } from './google-business/double-types.ts';
export { googleBusinessDoubleControl } from './google-business/double-controls.ts';
export { isValidCodeVerifier, verifierMatchesChallenge } from './google-business/wire.ts';

interface DoubleEndpoints {
  oauth: ReturnType<typeof createOAuthEndpoints>;
  business: ReturnType<typeof createBusinessEndpoints>;
}

/** Google's OAuth endpoints: they take no bearer token, and their answers carry no user. */
function routeOAuth(
  { oauth }: DoubleEndpoints,
  request: IncomingMessage,
  url: URL,
  rawBody: string,
): Answer | undefined {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (path === '/o/oauth2/v2/auth' && method === 'GET') return oauth.authorize(url.searchParams);
  if (path === '/o/oauth2/v2/auth/decision' && method === 'POST') {
    const form = new URLSearchParams(rawBody);
    return oauth.decide(form.get('request') ?? '', form.get('decision') ?? '');
  }
  if (path === '/token' && method === 'POST') return oauth.token(request.headers, new URLSearchParams(rawBody));
  if (path === '/revoke' && method === 'POST') return oauth.revoke(new URLSearchParams(rawBody), url.searchParams);
  return undefined;
}

/** The answer to one request, and the user its bearer token belongs to (for the request log). */
async function route(
  endpoints: DoubleEndpoints,
  request: IncomingMessage,
  url: URL,
  rawBody: string,
): Promise<[Answer, string | undefined]> {
  const oauthAnswer = routeOAuth(endpoints, request, url, rawBody);
  if (oauthAnswer) return [oauthAnswer, undefined];
  const { oauth, business } = endpoints;
  const method = request.method ?? 'GET';
  const path = url.pathname;
  const query = url.searchParams;
  const endpoint = endpointOf(method, path);
  if (endpoint === 'unknown') return [apiError(404, `Method not found: ${method} ${path}`), undefined];
  const user = oauth.bearerUser(request.headers);
  if (typeof user !== 'string') return [user, undefined];
  if (endpoint === 'accounts.list') return [business.listAccounts(user, query), user];
  if (endpoint === 'locations.list') {
    const account = decodeURIComponent(/^\/v1\/(accounts\/[^/]+)\/locations$/.exec(path)![1]!);
    return [business.listLocations(user, account, query), user];
  }
  if (endpoint === 'reviews.list') {
    const match = /^\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews$/.exec(path)!;
    return [business.listReviews(user, match[1]!, match[2]!, query), user];
  }
  if (endpoint === 'reviews.get') {
    const review = business.reviewAt(user, path);
    return ['status' in review ? review : json(200, review), user];
  }
  if (endpoint === 'reviews.updateReply') return [business.updateReply(user, path, rawBody), user];
  return [business.deleteReply(user, path), user];
}

function send(response: ServerResponse, answer: Answer): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(answer.status, answer.headers ?? {});
  response.end(answer.body);
}

/** Headers and half the body, then the connection breaks: what a client sees when a proxy or network fails. */
function sendCut(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, {
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(answer.body)),
  });
  response.write(answer.body.slice(0, Math.floor(answer.body.length / 2)));
  setTimeout(() => response.destroy(), 20);
}

/** Waits `delayMs`, in a timer that closing the double clears. */
function pause(timers: Set<NodeJS.Timeout>, delayMs: number | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, delayMs);
    timers.add(timer);
  });
}

interface DoubleServer extends DoubleEndpoints {
  state: DoubleState;
  store: DoubleStore;
  control: ReturnType<typeof createControlEndpoint>;
  timers: Set<NodeJS.Timeout>;
}

/** One request: test controls first, then it is recorded, and any injected delay, failure or cut applies. */
async function handle(double: DoubleServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { state, store } = double;
  const url = new URL(request.url ?? '/', 'http://double.invalid');
  const rawBody = await readBody(request);
  const method = request.method ?? 'GET';
  const controlled = double.control(method, url.pathname, rawBody);
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
    at: state.now(),
  };
  state.requests.push(record);
  const delay = store.takeInjection(endpoint, url.pathname, 'delay');
  if (delay) await pause(double.timers, delay.delayMs);
  const failure = store.takeInjection(endpoint, url.pathname, 'status');
  if (failure) {
    const answer = injectedAnswer(endpoint, failure);
    record.status = answer.status;
    send(response, answer);
    return;
  }
  const [answer, user] = await route(double, request, url, rawBody);
  record.status = answer.status;
  record.user = user;
  if (store.takeInjection(endpoint, url.pathname, 'cut')) sendCut(response, answer);
  else send(response, answer);
}

type DoubleControls = Omit<GoogleBusinessDouble, 'baseUrl' | 'clientId' | 'clientSecret' | 'env' | 'close'>;

/** What a test does to the double in process: seed data, inject failures, read what arrived. */
function doubleControls(state: DoubleState, store: DoubleStore): DoubleControls {
  const { users, reviews, refreshGrants, injections, requests, replies } = state;
  const { addUser, addAccount, addLocation, addReview, generateReviews, findReview, reviewsParent } = store;
  const { issueTokens, reset, expireAccessTokens, setReplyElsewhere, editReview, deleteReview } = store;
  return {
    requests,
    replies,
    requestCount: (endpoint) => requests.filter((item) => item.endpoint === endpoint).length,
    addUser,
    signInAs(email) {
      if (!users.has(email)) addUser(email);
      state.signedIn = email;
    },
    setConsentMode(mode) {
      state.consentMode = mode;
    },
    addAccount,
    addLocation,
    addReview,
    generateReviews,
    review: findReview,
    reviewsOf: (location) => [...(reviews.get(reviewsParent(location)) ?? [])],
    setReplyElsewhere,
    editReview,
    deleteReview,
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
  };
}

export async function startGoogleBusinessDouble(
  options: GoogleBusinessDoubleOptions = {},
): Promise<GoogleBusinessDouble> {
  const state = createDoubleState(options);
  const store = createStore(state);
  const double: DoubleServer = {
    state,
    store,
    oauth: createOAuthEndpoints(state, store),
    business: createBusinessEndpoints(state, store),
    control: createControlEndpoint(state, store),
    timers: new Set(),
  };
  const { clientId, clientSecret } = state;

  const server = createServer((request, response) => {
    handle(double, request, response).catch((error: unknown) => {
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
    env: googleEnvFor(baseUrl, { clientId, clientSecret }),
    ...doubleControls(state, store),
    async close() {
      for (const timer of double.timers) clearTimeout(timer);
      double.timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
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
