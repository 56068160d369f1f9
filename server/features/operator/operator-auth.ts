import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '#contracts/email-constants.ts';
import type { SignInOutcome, SignInRequestOutcome } from '#contracts/operator.ts';
import { emailBrand } from '#server/features/email/email-brand-config.ts';
import { operatorSignInTemplate } from '#server/features/email/email-kinds.ts';
import { renderEmail } from '#server/features/email/render-email.ts';
import { rateLimitKey } from '#server/http/rate-limit-key.ts';
import { createDatabaseRateLimitStore } from '#server/http/rate-limit-store.ts';
import type { ServerContext } from '#server/server-context.ts';
import { operatorSignInLinks } from './operator-auth-tables.ts';
import { OPERATOR_SIGN_IN_PATH, safeNextPath } from './operator-guard.ts';
import { createSession, newSecretToken, sha256Hex } from './operator-session.ts';

export const SIGN_IN_LINK_MINUTES = 15;
/** Links asked for one address: a few tries for a slow inbox, not a mail bomb. */
export const SIGN_IN_PER_ADDRESS = { max: 5, windowMs: 15 * 60 * 1000 };
/** Sign-in requests and link uses from one client. */
export const SIGN_IN_PER_CLIENT = { max: 20, windowMs: 15 * 60 * 1000 };

export const SIGN_IN_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one below.';

type Counter = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
  ): void;
};

/** The database-backed counters behind @fastify/rate-limit, used directly: these limits key on more than the IP. */
function counter(ctx: ServerContext, name: string): Counter {
  const Store = createDatabaseRateLimitStore(ctx.database.db);
  return new Store(name);
}

function hit(store: Counter, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
      windowMs,
    ),
  );
}

async function overLimit(
  ctx: ServerContext,
  name: string,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<number | null> {
  try {
    const { current, ttl } = await hit(counter(ctx, name), key, limit.windowMs);
    return current > limit.max ? Math.max(1, Math.ceil(ttl / 1000)) : null;
  } catch (error) {
    // Like the route limits: a broken counter store does not lock the operators out.
    ctx.logger.error({ err: error }, 'operator sign-in rate limit unavailable');
    return null;
  }
}

function clientAllowed(ctx: ServerContext, clientIp: string): boolean {
  const key = rateLimitKey(clientIp);
  return ctx.config.rateLimitAllowList.some((ip) => rateLimitKey(ip) === key);
}

/** Per client first, then per address; the address is counted by its hash (no address in the counter table). */
async function checkLimits(ctx: ServerContext, clientIp: string, address: string | null): Promise<number | null> {
  if (!clientAllowed(ctx, clientIp)) {
    const wait = await overLimit(ctx, 'operator-sign-in:client', rateLimitKey(clientIp), SIGN_IN_PER_CLIENT);
    if (wait !== null) return wait;
  }
  if (address === null) return null;
  return overLimit(ctx, 'operator-sign-in:address', sha256Hex(address), SIGN_IN_PER_ADDRESS);
}

function rateLimitedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}

function rateLimited(seconds: number): SignInRequestOutcome {
  return { status: 'rate-limited', retryAfterSeconds: seconds, message: rateLimitedMessage(seconds) };
}

/**
 * Emails a one-time link when the address is in OPERATOR_EMAILS. Whoever asks gets the same answer, and the answer
 * does not wait for the mail, so neither the words nor the time taken tell whether an address is an operator's.
 */
export async function requestSignInLink(
  ctx: ServerContext,
  input: { email: string; clientIp: string; next: string | null },
): Promise<SignInRequestOutcome> {
  const address = input.email.trim().toLowerCase();
  if (!isEmailAddress(address)) {
    const wait = await checkLimits(ctx, input.clientIp, null);
    if (wait !== null) return rateLimited(wait);
    return { status: 'invalid', message: INVALID_EMAIL_MESSAGE };
  }
  const wait = await checkLimits(ctx, input.clientIp, address);
  if (wait !== null) return rateLimited(wait);
  if (ctx.config.operatorEmails.includes(address)) {
    void sendSignInLink(ctx, address, safeNextPath(input.next)).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'sending an operator sign-in link failed'),
    );
  }
  return { status: 'sent' };
}

/**
 * The link goes straight to the mail transport, not through the email queue: a queued message is stored whole, and
 * a stored link would be a usable secret in the database. A lost link costs the operator one more request.
 */
export async function sendSignInLink(ctx: ServerContext, address: string, next: string): Promise<void> {
  const token = newSecretToken();
  const now = ctx.now();
  await ctx.database.db.insert(operatorSignInLinks).values({
    tokenHash: sha256Hex(token),
    email: address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60 * 1000),
  });
  const query = new URLSearchParams({ token });
  if (next !== '/operator') query.set('next', next);
  const signInUrl = `${ctx.config.publicUrl}${OPERATOR_SIGN_IN_PATH}?${query.toString()}`;
  const rendered = await renderEmail(operatorSignInTemplate, {
    brand: emailBrand(ctx),
    signInUrl,
    validMinutes: SIGN_IN_LINK_MINUTES,
  });
  const { mail } = ctx.config;
  await ctx.mail.send({
    to: address,
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: [],
  });
  ctx.logger.info('operator sign-in link sent');
}

function wellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{40,50}$/.test(token);
}

/** Whether the link can still be used; looking does not use it (mail scanners open links). */
export async function inspectSignInLink(ctx: ServerContext, token: string): Promise<{ valid: boolean }> {
  if (!wellFormedToken(token)) return { valid: false };
  const [row] = await ctx.database.db
    .select({ email: operatorSignInLinks.email })
    .from(operatorSignInLinks)
    .where(
      and(
        eq(operatorSignInLinks.tokenHash, sha256Hex(token)),
        isNull(operatorSignInLinks.usedAt),
        gt(operatorSignInLinks.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return { valid: Boolean(row && ctx.config.operatorEmails.includes(row.email)) };
}

/**
 * Uses the link up (one conditional UPDATE, so two clicks racing cannot both win) and opens a session. The
 * address must still be in OPERATOR_EMAILS.
 */
export async function signInWithLink(
  ctx: ServerContext,
  input: { token: string; userAgent: string | null; clientIp: string; next: string | null },
): Promise<SignInOutcome & { operator?: { email: string; sessionId: string } }> {
  const refused = { ok: false as const, message: SIGN_IN_LINK_INVALID_MESSAGE };
  const wait = clientAllowed(ctx, input.clientIp)
    ? null
    : await overLimit(ctx, 'operator-sign-in:client', rateLimitKey(input.clientIp), SIGN_IN_PER_CLIENT);
  if (wait !== null) return { ok: false, message: rateLimitedMessage(wait) };
  if (!wellFormedToken(input.token)) return refused;
  const now = ctx.now();
  const [link] = await ctx.database.db
    .update(operatorSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorSignInLinks.tokenHash, sha256Hex(input.token)),
        isNull(operatorSignInLinks.usedAt),
        gt(operatorSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: operatorSignInLinks.email });
  if (!link || !ctx.config.operatorEmails.includes(link.email)) return refused;
  const session = await createSession(ctx, link.email, input.userAgent);
  return { ok: true, setCookie: session.setCookie, next: safeNextPath(input.next), operator: session.operator };
}

/** Daily: drop links that can no longer be used (kept a day past expiry, for support questions). */
export async function purgeExpiredSignInLinks(ctx: ServerContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  const deleted = await ctx.database.db
    .delete(operatorSignInLinks)
    .where(lt(operatorSignInLinks.expiresAt, cutoff))
    .returning({ tokenHash: operatorSignInLinks.tokenHash });
  return deleted.length;
}
