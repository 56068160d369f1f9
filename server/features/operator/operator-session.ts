import type { ServerContext } from '#server/server-context.ts';
import { sessions } from '#server/features/accounts/index.ts';

/** The operator's role of the shared sessions (server/features/accounts/sessions.ts): cookie, lifetimes, allow list. */

export const SESSION_IDLE_MS = sessions.SESSION_POLICIES.operator.idleMs;
export const SESSION_ABSOLUTE_MS = sessions.SESSION_POLICIES.operator.absoluteMs;

/** A signed-in operator, as guards hand it to routes. `sessionId` is the session's public id, not its secret. */
export type Operator = sessions.SessionHolder;

export { csrfTokenFor, csrfTokenMatches, newSecretToken, sha256Hex } from '#server/features/accounts/index.ts';

type ConfigOnly = Pick<ServerContext, 'config'>;

export const sessionCookie = (ctx: ConfigOnly, token: string) => sessions.sessionCookie(ctx, 'operator', token);
export const clearedSessionCookie = (ctx: ConfigOnly) => sessions.clearedSessionCookie(ctx, 'operator');
export const sessionTokenFrom = (ctx: ConfigOnly, cookieHeader: string | null | undefined) =>
  sessions.sessionTokenFrom(ctx, 'operator', cookieHeader);

export async function createSession(ctx: ServerContext, email: string, userAgent: string | null) {
  const session = await sessions.createSession(ctx, 'operator', email, userAgent);
  return { operator: session.holder, token: session.token, setCookie: session.setCookie };
}

/** The live operator session a token names; its address must still be in OPERATOR_EMAILS (removal locks it out). */
export function findSession(ctx: ServerContext, token: string | null): Promise<Operator | null> {
  return sessions.findSession(ctx, 'operator', token, (email) => ctx.config.operatorEmails.includes(email));
}

export function revokeSessions(ctx: ServerContext, operator: Operator, everywhere: boolean): Promise<number> {
  return sessions.revokeSessions(ctx, 'operator', operator, everywhere);
}
