import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ServerContext } from '#server/server-context.ts';
import { signInLinks, type SessionRole } from './account-tables.ts';
import { newSecretToken, sha256Hex } from './sessions.ts';

/**
 * One-time sign-in links (and, for owners, their 6-digit codes) for both roles (docs/accounts.md). Looking at a link
 * never uses it; using it is one conditional UPDATE, so two clicks racing cannot both win. An owner's code works only
 * in the browser that asked (the row keeps the SHA-256 of that browser's binding cookie); the link works anywhere.
 */

export const SIGN_IN_LINK_MINUTES = 15;
/** Wrong codes a link tolerates before it stops accepting any: 5 guesses of a million. */
export const MAX_CODE_ATTEMPTS = 5;

export function wellFormedLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{40,50}$/.test(token);
}

function codeHash(ctx: Pick<ServerContext, 'config'>, tokenHash: string, code: string): string {
  return createHmac('sha256', ctx.config.appSecret).update(`replybook:sign-in-code:${tokenHash}:${code}`).digest('hex');
}

/** Six digits, spaced for reading ("123 456"); typed with or without the space. */
export function formatCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

export function normalizeCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export async function createSignInLink(
  ctx: ServerContext,
  input: { role: SessionRole; email: string; browserToken: string | null; withCode: boolean },
): Promise<{ token: string; code: string | null }> {
  const token = newSecretToken();
  const tokenHash = sha256Hex(token);
  const code = input.withCode ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  const now = ctx.now();
  await ctx.database.db.insert(signInLinks).values({
    tokenHash,
    role: input.role,
    email: input.email,
    codeHash: code ? codeHash(ctx, tokenHash, code) : null,
    browserHash: input.browserToken ? sha256Hex(input.browserToken) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60 * 1000),
  });
  return { token, code };
}

function live(ctx: ServerContext, role: SessionRole) {
  return and(eq(signInLinks.role, role), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, ctx.now()));
}

/** The address a live link names, without using it (mail scanners open links). */
export async function inspectSignInLink(
  ctx: ServerContext,
  role: SessionRole,
  token: string,
): Promise<{ email: string } | null> {
  if (!wellFormedLinkToken(token)) return null;
  const [row] = await ctx.database.db
    .select({ email: signInLinks.email })
    .from(signInLinks)
    .where(and(eq(signInLinks.tokenHash, sha256Hex(token)), live(ctx, role)))
    .limit(1);
  return row ?? null;
}

/** The press on a sign-in link's page, as either role's sign-in reads it: the link, the browser, where to go next. */
export interface SignInLinkPress {
  token: string;
  cookieHeader: string | null;
  userAgent: string | null;
  clientIp: string;
  next: string | null;
}

/**
 * Uses a link up, in whichever browser presses its page's button: a link is as good as the mailbox it was sent to.
 * (The code in the same email is what is bound to the asking browser.) One conditional UPDATE, so two presses racing
 * cannot both win.
 */
export async function redeemSignInLink(
  ctx: ServerContext,
  role: SessionRole,
  token: string,
): Promise<{ ok: true; email: string } | { ok: false }> {
  if (!wellFormedLinkToken(token)) return { ok: false };
  const [used] = await ctx.database.db
    .update(signInLinks)
    .set({ usedAt: ctx.now() })
    .where(and(eq(signInLinks.tokenHash, sha256Hex(token)), live(ctx, role)))
    .returning({ email: signInLinks.email });
  return used ? { ok: true, email: used.email } : { ok: false };
}

/**
 * Uses the newest live link this browser asked for, when the typed code is its code. Every try is counted before the
 * code is compared, in one conditional UPDATE (`code_attempts < MAX_CODE_ATTEMPTS`, RETURNING the row), so guesses
 * arriving together on PostgreSQL queue on the row and no more than MAX_CODE_ATTEMPTS of them are ever compared. The
 * right code within them uses the link; after them it accepts none.
 */
export async function redeemSignInCode(
  ctx: ServerContext,
  role: SessionRole,
  typed: string,
  browserToken: string | null,
): Promise<{ ok: true; email: string } | { ok: false }> {
  const code = normalizeCode(typed);
  if (!code || !browserToken) return { ok: false };
  const { db } = ctx.database;
  const newest = db
    .select({ tokenHash: signInLinks.tokenHash })
    .from(signInLinks)
    .where(and(eq(signInLinks.browserHash, sha256Hex(browserToken)), live(ctx, role)))
    .orderBy(desc(signInLinks.createdAt))
    .limit(1);
  const [counted] = await db
    .update(signInLinks)
    .set({ codeAttempts: sql`${signInLinks.codeAttempts} + 1` })
    .where(
      and(
        inArray(signInLinks.tokenHash, newest),
        live(ctx, role),
        isNotNull(signInLinks.codeHash),
        lt(signInLinks.codeAttempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ tokenHash: signInLinks.tokenHash, codeHash: signInLinks.codeHash });
  if (!counted?.codeHash) return { ok: false };
  const expected = Buffer.from(counted.codeHash);
  const actual = Buffer.from(codeHash(ctx, counted.tokenHash, code));
  if (!timingSafeEqual(expected, actual)) return { ok: false };
  const [used] = await db
    .update(signInLinks)
    .set({ usedAt: ctx.now() })
    .where(and(eq(signInLinks.tokenHash, counted.tokenHash), live(ctx, role)))
    .returning({ email: signInLinks.email });
  return used ? { ok: true, email: used.email } : { ok: false };
}

/** Daily: drop links that can no longer be used (kept a day past expiry, for support questions). */
export async function purgeExpiredSignInLinks(ctx: ServerContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  const deleted = await ctx.database.db
    .delete(signInLinks)
    .where(lt(signInLinks.expiresAt, cutoff))
    .returning({ tokenHash: signInLinks.tokenHash });
  return deleted.length;
}
