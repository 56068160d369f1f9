import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '#server/server-context.ts';
import { operatorSessions } from './operator-auth-tables.ts';

/** A session ends this long after its last use… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …or this long after sign-in, whichever comes first. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most once a minute per session: a page load is not a database write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A signed-in operator, as guards hand it to routes. `sessionId` is the session's public id, not its secret. */
export interface Operator {
  email: string;
  sessionId: string;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, URL-safe: the secret in a cookie or a sign-in link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * `__Host-` when the site is served over HTTPS: the browser then insists on Secure, Path=/ and no Domain, so a
 * sibling subdomain cannot plant or read it. Plain HTTP (development, e2e) cannot use the prefix.
 */
export function sessionCookieName(ctx: Pick<ServerContext, 'config'>): string {
  return secureCookies(ctx) ? '__Host-rb_operator' : 'rb_operator';
}

function secureCookies(ctx: Pick<ServerContext, 'config'>): boolean {
  return ctx.config.publicUrl.startsWith('https://');
}

/**
 * Path=/ because React Router fetches a page's data at `/operator.data`, which a `Path=/operator` cookie would
 * not reach. SameSite=Lax: a link from an email or another site opens the console signed in, but no cross-site
 * POST carries the cookie.
 */
export function sessionCookie(ctx: Pick<ServerContext, 'config'>, token: string, maxAgeSeconds: number): string {
  return [
    `${sessionCookieName(ctx)}=${token}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookies(ctx) ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(ctx: Pick<ServerContext, 'config'>): string {
  return sessionCookie(ctx, '', 0);
}

/** The session token from a Cookie header, or null. */
export function sessionTokenFrom(
  ctx: Pick<ServerContext, 'config'>,
  cookieHeader: string | null | undefined,
): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(ctx);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

export async function createSession(
  ctx: ServerContext,
  email: string,
  userAgent: string | null,
): Promise<{ operator: Operator; token: string; setCookie: string }> {
  const token = newSecretToken();
  const now = ctx.now();
  const id = randomUUID();
  await ctx.database.db.insert(operatorSessions).values({
    id,
    tokenHash: sha256Hex(token),
    email,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return {
    operator: { email, sessionId: id },
    token,
    setCookie: sessionCookie(ctx, token, SESSION_ABSOLUTE_MS / 1000),
  };
}

/**
 * The live session a token names, or null: unknown, revoked, past its absolute end, idle too long, or its address
 * no longer in OPERATOR_EMAILS (removing an address locks it out at once). Refreshes `last_seen_at`.
 */
export async function findSession(ctx: ServerContext, token: string | null): Promise<Operator | null> {
  if (!token) return null;
  const { db } = ctx.database;
  const [row] = await db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.tokenHash, sha256Hex(token)), isNull(operatorSessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const now = ctx.now();
  const idle = now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS;
  if (idle || row.expiresAt <= now || !ctx.config.operatorEmails.includes(row.email)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, row.id));
  }
  return { email: row.email, sessionId: row.id };
}

/** Sign out: this session, or every live session of the same address ("sign out everywhere"). */
export async function revokeSessions(ctx: ServerContext, operator: Operator, everywhere: boolean): Promise<number> {
  const revoked = await ctx.database.db
    .update(operatorSessions)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        everywhere ? eq(operatorSessions.email, operator.email) : eq(operatorSessions.id, operator.sessionId),
        isNull(operatorSessions.revokedAt),
      ),
    )
    .returning({ id: operatorSessions.id });
  return revoked.length;
}

/**
 * The session's CSRF token: an HMAC of its public id under APP_SECRET, so nothing more is stored, and a token
 * taken from one session is worthless in another. Forms carry it in a hidden field.
 */
export function csrfTokenFor(ctx: Pick<ServerContext, 'config'>, operator: Operator): string {
  return createHmac('sha256', ctx.config.appSecret)
    .update(`replybook:operator-csrf:${operator.sessionId}`)
    .digest('base64url');
}

export function csrfTokenMatches(ctx: Pick<ServerContext, 'config'>, operator: Operator, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 100) return false;
  const expected = Buffer.from(csrfTokenFor(ctx, operator));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
