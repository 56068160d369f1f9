import type {
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
  GoogleEndpoint,
  InjectedStatus,
  IssuedTokens,
  PutReplyRecord,
} from './double-types.ts';
import type { DoubleState, DoubleStore } from './double-store.ts';
import { json, type Answer } from './wire.ts';

export function createControlEndpoint(state: DoubleState, store: DoubleStore) {
  const { users, reviews, refreshGrants, injections, requests, replies } = state;
  const { addUser, addAccount, addLocation, addReview, generateReviews, issueTokens, reset } = store;
  const { expireAccessTokens, setReplyElsewhere, editReview, deleteReview } = store;

  const injectionTarget = (body: Record<string, unknown>) =>
    body.pathPattern ? new RegExp(String(body.pathPattern)) : (String(body.target) as GoogleEndpoint);
  const ok = (): Answer => json(200, {});

  /** Each control by "METHOD /__double/…": what it does with the request's JSON body. */
  const routes: Record<string, (body: Record<string, unknown>) => Answer> = {
    'GET /__double/health': () => json(200, { ok: true }),
    'POST /__double/tokens': (body) => {
      const email = String(body.email);
      if (!users.has(email)) addUser(email);
      return json(200, issueTokens(email));
    },
    'POST /__double/reset': () => {
      reset();
      return ok();
    },
    'POST /__double/users': (body) => {
      const user = addUser(String(body.email), body.displayName ? String(body.displayName) : undefined);
      if (body.signIn) state.signedIn = user.email;
      return json(200, user);
    },
    'POST /__double/consent-mode': (body) => {
      state.consentMode = body.mode === 'auto' ? 'auto' : 'page';
      return json(200, { mode: state.consentMode });
    },
    'POST /__double/accounts': (body) => json(200, addAccount(body as never)),
    'POST /__double/locations': (body) => json(200, addLocation(String(body.account), body as never)),
    'POST /__double/reviews': (body) => json(200, addReview(String(body.location), body as never)),
    'POST /__double/reviews/generate': (body) => {
      const created = generateReviews(String(body.location), {
        ...(body as Omit<GenerateReviewsInput, 'newest'>),
        newest: new Date(String(body.newest)),
      });
      return json(200, { reviews: created });
    },
    'POST /__double/fail': (body) => {
      injections.push({
        target: injectionTarget(body),
        kind: 'status',
        status: Number(body.status) as InjectedStatus,
        ...(body.retryAfterSeconds !== undefined ? { retryAfterSeconds: Number(body.retryAfterSeconds) } : {}),
        remaining: Number(body.count ?? 1),
      });
      return ok();
    },
    'POST /__double/delay': (body) => {
      injections.push({
        target: injectionTarget(body),
        kind: 'delay',
        delayMs: Number(body.delayMs ?? 0),
        remaining: Number(body.count ?? 1),
      });
      return ok();
    },
    'POST /__double/cut': (body) => {
      injections.push({
        target: injectionTarget(body),
        kind: 'cut',
        delayMs: Number(body.delayMs ?? 0),
        remaining: Number(body.count ?? 1),
      });
      return ok();
    },
    'POST /__double/expire': (body) => {
      expireAccessTokens(String(body.email));
      return ok();
    },
    'POST /__double/reviews/edit': (body) => json(200, editReview(String(body.review), body as never)),
    'POST /__double/reviews/delete': (body) => {
      deleteReview(String(body.review));
      return ok();
    },
    'POST /__double/reply-elsewhere': (body) => {
      setReplyElsewhere(String(body.review), String(body.comment));
      return ok();
    },
    'GET /__double/state': () => {
      const counts: Record<string, number> = {};
      for (const item of requests) counts[item.endpoint] = (counts[item.endpoint] ?? 0) + 1;
      return json(200, {
        replies,
        counts,
        reviews: Object.fromEntries(reviews),
        activeRefreshTokens: [...refreshGrants.values()].filter((grant) => !grant.revoked).length,
      });
    },
  };

  /** Test controls over HTTP, for end-to-end tests that run the double in another process. */
  function control(method: string, path: string, rawBody: string): Answer | null {
    if (!path.startsWith('/__double/')) return null;
    let body: Record<string, unknown> = {};
    try {
      body = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : {};
    } catch {
      return json(400, { message: 'Invalid JSON' });
    }
    const route = Object.hasOwn(routes, `${method} ${path}`) ? routes[`${method} ${path}`] : undefined;
    if (!route) return json(404, { message: `No control ${method} ${path}` });
    try {
      return route(body);
    } catch (error) {
      return json(400, { message: (error as Error).message });
    }
  }

  return control;
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
    editReview: (review: string, edit: EditReviewInput) =>
      call<DoubleReview>('POST', 'reviews/edit', { review, ...edit }),
    deleteReview: (review: string) => call<object>('POST', 'reviews/delete', { review }),
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
