import { rateLimitKey } from '#server/http/rate-limit-key.ts';
import { createDatabaseRateLimitStore } from '#server/http/rate-limit-store.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { SessionRole } from './account-tables.ts';
import { sha256Hex } from './sessions.ts';

/** Links asked for one address: a few tries for a slow inbox, not a mail bomb. */
export const SIGN_IN_PER_ADDRESS = { max: 5, windowMs: 15 * 60 * 1000 };
/** Sign-in requests, link uses and code tries from one client. */
export const SIGN_IN_PER_CLIENT = { max: 20, windowMs: 15 * 60 * 1000 };

type Counter = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
  ): void;
};

function hit(store: Counter, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
      windowMs,
    ),
  );
}

/**
 * Counts one hit of `key` under `name`: the seconds to wait when over the limit, else null. The database-backed
 * counters behind @fastify/rate-limit (owner settings count additions of addresses with it too).
 */
export async function limitWait(
  ctx: ServerContext,
  name: string,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<number | null> {
  try {
    const Store = createDatabaseRateLimitStore(ctx.database.db);
    const { current, ttl } = await hit(new Store(name), key, limit.windowMs);
    return current > limit.max ? Math.max(1, Math.ceil(ttl / 1000)) : null;
  } catch (error) {
    // Like the route limits: a broken counter store does not lock people out.
    ctx.logger.error({ err: error, limit: name }, 'rate limit unavailable');
    return null;
  }
}

function clientAllowed(ctx: ServerContext, clientIp: string): boolean {
  const key = rateLimitKey(clientIp);
  return ctx.config.rateLimitAllowList.some((ip) => rateLimitKey(ip) === key);
}

/**
 * Counts one sign-in step of a client (and, when given, of an address, counted by its hash: no address in the
 * counter table). Returns the seconds to wait when over a limit.
 */
export async function signInLimitWait(
  ctx: ServerContext,
  role: SessionRole,
  clientIp: string,
  address: string | null,
): Promise<number | null> {
  if (!clientAllowed(ctx, clientIp)) {
    const wait = await limitWait(ctx, `${role}-sign-in:client`, rateLimitKey(clientIp), SIGN_IN_PER_CLIENT);
    if (wait !== null) return wait;
  }
  if (address === null) return null;
  return limitWait(ctx, `${role}-sign-in:address`, sha256Hex(address), SIGN_IN_PER_ADDRESS);
}

export function rateLimitedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}
