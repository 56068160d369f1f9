import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { GoogleEndpoint, Injection } from './double-types.ts';

/** Google's wire formats as the double writes them: tokens, errors, page tokens, field masks and answers. */

export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function s256(verifier: string): string {
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

export function toIso(value: string | Date): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

export function googleError(code: number, status: string, message: string, details?: unknown[]): string {
  return JSON.stringify({ error: { code, message, status, ...(details ? { details } : {}) } });
}

export const STATUS_NAMES: Record<number, [string, string]> = {
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
export function pageToken(offset: number, scope: string): string {
  return Buffer.from(JSON.stringify({ o: offset, s: scope })).toString('base64url');
}

export function readPageToken(token: string, scope: string): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown; s?: unknown };
    if (typeof parsed.o !== 'number' || parsed.s !== scope || parsed.o < 0) return null;
    return parsed.o;
  } catch {
    return null;
  }
}

export function applyMask(source: Record<string, unknown>, paths: string[]): Record<string, unknown> {
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

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}
export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
});
export const apiError = (code: number, message?: string, details?: unknown[]): Answer => {
  const [status, fallback] = STATUS_NAMES[code] ?? ['UNKNOWN', 'Unknown error.'];
  return json(code, googleError(code, status, message ?? fallback, details), {
    ...(code === 401
      ? { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' }
      : {}),
  });
};
export const oauthError = (status: number, error: string, description: string): Answer =>
  json(status, { error, error_description: description });
export const html = (status: number, body: string): Answer => ({
  status,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in - Google Accounts</title></head><body>${body}</body></html>`,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
});
export const redirect = (location: string): Answer => ({ status: 302, body: '', headers: { Location: location } });

export function endpointOf(method: string, path: string): GoogleEndpoint | 'unknown' {
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

export function injectedAnswer(endpoint: GoogleEndpoint | 'unknown', injection: Injection): Answer {
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

export function pageSizeOf(raw: string | null, fallback: number, max: number, strict: boolean): number | Answer {
  if (raw === null || raw === '') return fallback;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0) return apiError(400, `Invalid value for pageSize: ${raw}`);
  if (size === 0) return fallback;
  if (size > max) return strict ? apiError(400, `pageSize must be at most ${max}.`) : max;
  return size;
}

export function paginate<T>(
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
