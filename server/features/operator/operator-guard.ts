import type { FastifyRequest } from 'fastify';
import { CONSOLE_SIGN_IN_PATH, safeConsoleNext } from '#contracts/next-path.ts';
import { AppError, errorTable } from '#server/http/app-error.ts';
import type { ServerContext } from '#server/server-context.ts';
import { csrfTokenMatches, findSession, sessionTokenFrom, type Operator } from './operator-session.ts';

/**
 * The guards every /operator route starts with (docs/operator-console.md):
 *   - pages (React Router loaders and actions): `requireOperatorPage`, a redirect to the sign-in page without a session;
 *   - data (JSON, CSV): `requireOperatorData`, a 401 JSON `{ message }` without a session;
 *   - mutations (POST only): `requireOperatorMutation`, which also checks the session's CSRF token.
 * Then, after the action succeeded: `recordOperatorAction`.
 */
export type { Operator } from './operator-session.ts';
export { recordOperatorAction, type OperatorActionTarget } from './operator-audit.ts';
export { csrfTokenFor } from './operator-session.ts';

export const OPERATOR_SIGN_IN_PATH = CONSOLE_SIGN_IN_PATH;
/** The hidden form field (or `x-csrf-token` header) that carries the session's CSRF token. */
export const CSRF_FIELD = 'csrf';

type AnyRequest = FastifyRequest | Request;

function cookieHeader(request: AnyRequest): string | null {
  if (request instanceof Request) return request.headers.get('cookie');
  const value = request.headers.cookie;
  return typeof value === 'string' ? value : null;
}

/** The signed-in operator, or null. */
export async function currentOperator(ctx: ServerContext, request: AnyRequest): Promise<Operator | null> {
  return findSession(ctx, sessionTokenFrom(ctx, cookieHeader(request)));
}

/** Where to come back to after signing in: only a page of the console (contracts/next-path.ts), never another site. */
export function safeNextPath(ctx: Pick<ServerContext, 'config'>, value: string | null | undefined): string {
  return safeConsoleNext(value, ctx.config.publicUrl);
}

function signInRedirect(ctx: ServerContext, request: Request): Response {
  const url = new URL(request.url);
  const next = url.pathname.replace(/\.data$/, '') + url.search;
  const location = `${OPERATOR_SIGN_IN_PATH}?next=${encodeURIComponent(safeNextPath(ctx, next))}`;
  return new Response(null, { status: 302, headers: { location } });
}

/** For loaders and actions of console pages: the operator, or a thrown redirect to the sign-in page. */
export async function requireOperatorPage(ctx: ServerContext, request: Request): Promise<Operator> {
  const operator = await currentOperator(ctx, request);
  if (!operator) throw signInRedirect(ctx, request);
  return operator;
}

/**
 * For data answers (JSON, CSV downloads): the operator, or a 401 JSON `{ message }`. A Fastify route gets an
 * AppError (the error handler writes the answer); a React Router resource route gets a thrown Response.
 */
export async function requireOperatorData(ctx: ServerContext, request: AnyRequest): Promise<Operator> {
  const operator = await currentOperator(ctx, request);
  if (operator) return operator;
  if (request instanceof Request) throw jsonError(401, errorTable.UNAUTHORIZED.message);
  throw new AppError('UNAUTHORIZED');
}

/**
 * For every state-changing request (POST only): a session and its CSRF token, from the form field `csrf` or the
 * `x-csrf-token` header. The origin check in server/http/security-headers.ts has already refused cross-site POSTs;
 * this is the second defence. Pages get a redirect without a session; with a bad token, a 403 JSON `{ message }`.
 */
export async function requireOperatorMutation(
  ctx: ServerContext,
  request: AnyRequest,
  form?: FormData | Record<string, unknown>,
): Promise<Operator> {
  const operator =
    request instanceof Request ? await requireOperatorPage(ctx, request) : await requireOperatorData(ctx, request);
  if (request.method !== 'POST') {
    if (request instanceof Request) throw jsonError(405, 'Use POST.');
    throw new AppError('BAD_REQUEST', 'Use POST.');
  }
  const header = request instanceof Request ? request.headers.get('x-csrf-token') : request.headers['x-csrf-token'];
  const field = form instanceof FormData ? form.get(CSRF_FIELD) : form?.[CSRF_FIELD];
  if (!csrfTokenMatches(ctx, operator, field ?? header)) {
    if (request instanceof Request) throw jsonError(403, errorTable.FORBIDDEN.message);
    throw new AppError('FORBIDDEN');
  }
  return operator;
}

function jsonError(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } });
}
