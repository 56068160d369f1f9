import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SITE_COOKIES } from '#contracts/cookie-constants.ts';
import { readSiteCookie, setSiteCookie } from '#server/http/cookies.ts';
import type { ServerContext } from '#server/server-context.ts';
import { sessions, type SessionRole } from './account-tables.ts';

/**
 * Sessions for both roles (docs/accounts.md): a random token in an HttpOnly cookie, its SHA-256 in the `sessions`
 * row. Each role has its own cookie, so an operator's console and an owner's pages never share a session.
 */

/** A session's cookie (contracts/cookie-constants.ts), which says its lifetimes: idle, and at most (the cookie's). */
type SessionCookieKey = 'operatorSession' | 'ownerSession';

function policyOf(cookie: SessionCookieKey) {
  const { idleSeconds, maxAgeSeconds } = SITE_COOKIES[cookie];
  return { cookie, idleMs: idleSeconds * 1000, absoluteMs: maxAgeSeconds * 1000 };
}

export const SESSION_POLICIES: Record<SessionRole, { cookie: SessionCookieKey; idleMs: number; absoluteMs: number }> = {
  /** The console: a working day idle, a week at most. */
  operator: policyOf('operatorSession'),
  /** Owners come back from their morning email: a month idle, three months at most. */
  owner: policyOf('ownerSession'),
};

/** `last_seen_at` is written at most once a minute per session: a page load is not a database write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A signed-in person, as guards hand it to routes. `sessionId` is the session's public id, not its secret. */
export interface SessionHolder {
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

type ConfigOnly = Pick<ServerContext, 'config'>;

/** A secret token from one of the accounts' cookies, only when it has the shape newSecretToken makes. */
export function secretTokenFromCookie(
  ctx: ConfigOnly,
  header: string | null | undefined,
  cookie: SessionCookieKey | 'signInBrowser',
): string | null {
  const value = readSiteCookie(ctx, header, cookie);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** The session's Set-Cookie: `__Host-` over HTTPS, Path=/, HttpOnly, SameSite=Lax, kept for the session's longest. */
export function sessionCookie(ctx: ConfigOnly, role: SessionRole, token: string): string {
  return setSiteCookie(ctx, SESSION_POLICIES[role].cookie, token);
}

export function clearedSessionCookie(ctx: ConfigOnly, role: SessionRole): string {
  return setSiteCookie(ctx, SESSION_POLICIES[role].cookie, '', { clear: true });
}

export function sessionTokenFrom(ctx: ConfigOnly, role: SessionRole, cookieHeader: string | null | undefined) {
  return secretTokenFromCookie(ctx, cookieHeader, SESSION_POLICIES[role].cookie);
}

export async function createSession(
  ctx: ServerContext,
  role: SessionRole,
  email: string,
  userAgent: string | null,
): Promise<{ holder: SessionHolder; token: string; setCookie: string }> {
  const token = newSecretToken();
  const now = ctx.now();
  const id = randomUUID();
  const { absoluteMs } = SESSION_POLICIES[role];
  await ctx.database.db.insert(sessions).values({
    id,
    role,
    tokenHash: sha256Hex(token),
    email,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { holder: { email, sessionId: id }, token, setCookie: sessionCookie(ctx, role, token) };
}

/**
 * The live session of `role` a token names, or null: unknown, revoked, past its absolute end, idle too long, or its
 * address no longer allowed (`stillAllowed`). Refreshes `last_seen_at`.
 */
export async function findSession(
  ctx: ServerContext,
  role: SessionRole,
  token: string | null,
  stillAllowed: (email: string) => boolean = () => true,
): Promise<SessionHolder | null> {
  if (!token) return null;
  const { db } = ctx.database;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), eq(sessions.role, role), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const now = ctx.now();
  const idle = now.getTime() - row.lastSeenAt.getTime() >= SESSION_POLICIES[role].idleMs;
  if (idle || row.expiresAt <= now || !stillAllowed(row.email)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { email: row.email, sessionId: row.id };
}

/** Sign out: this session, or every live session of the same address and role ("sign out everywhere"). */
export async function revokeSessions(
  ctx: ServerContext,
  role: SessionRole,
  holder: SessionHolder,
  everywhere: boolean,
): Promise<number> {
  const revoked = await ctx.database.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(sessions.role, role),
        everywhere ? eq(sessions.email, holder.email) : eq(sessions.id, holder.sessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * The session's CSRF token: an HMAC of its public id under APP_SECRET, so nothing more is stored, and a token
 * taken from one session is worthless in another. Forms carry it in a hidden field.
 */
export function csrfTokenFor(ctx: ConfigOnly, holder: SessionHolder): string {
  return createHmac('sha256', ctx.config.appSecret)
    .update(`replybook:operator-csrf:${holder.sessionId}`)
    .digest('base64url');
}

export function csrfTokenMatches(ctx: ConfigOnly, holder: SessionHolder, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 100) return false;
  const expected = Buffer.from(csrfTokenFor(ctx, holder));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
