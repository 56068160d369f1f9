import { rateLimitKey } from '#server/http/rate-limit-key.ts';
import { createDatabaseRateLimitStore } from '#server/http/rate-limit-store.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { SessionRole } from './account-tables.ts';
import { sha256Hex } from './sessions.ts';

const MINUTE_MS = 60 * 1000;

/**
 * The sign-in limits (docs/accounts.md), keyed so that a stranger spends only their own allowance:
 * - every step of one client (asking, pressing a link, trying a code), whatever address it names;
 * - requests for one address from one client: a few tries for a slow inbox;
 * - requests for one address from everyone together: a ceiling that keeps its mailbox from being bombed. Strangers
 *   on many clients can fill it, so a browser that has signed in as the address before (known-device.ts) is not
 *   held by it, nor by the per-client limit: it has an allowance of its own.
 */
export const SIGN_IN_PER_CLIENT = { max: 20, windowMs: 15 * MINUTE_MS };
export const SIGN_IN_PER_ADDRESS_AND_CLIENT = { max: 5, windowMs: 15 * MINUTE_MS };
export const SIGN_IN_ADDRESS_CEILING = { max: 10, windowMs: 60 * MINUTE_MS };
export const SIGN_IN_PER_KNOWN_DEVICE = { max: 5, windowMs: 15 * MINUTE_MS };

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

/** Counts one step (a link pressed, a code tried) of a client; the seconds to wait when over the limit. */
export async function signInStepWait(ctx: ServerContext, role: SessionRole, clientIp: string): Promise<number | null> {
  if (clientAllowed(ctx, clientIp)) return null;
  return limitWait(ctx, `${role}-sign-in:client`, rateLimitKey(clientIp), SIGN_IN_PER_CLIENT);
}

/**
 * Counts one request for sign-in mail: the seconds to wait when over a limit, else null. `address` is null when it is
 * not an address (only the client's steps count then); `knownDevice` is this browser's id when it has signed in as
 * the address before. Addresses are counted by their hash: no address in the counter table.
 */
export async function signInRequestWait(
  ctx: ServerContext,
  role: SessionRole,
  request: { clientIp: string; address: string | null; knownDevice: string | null },
): Promise<number | null> {
  const { clientIp, address, knownDevice } = request;
  if (address !== null && knownDevice !== null) {
    return limitWait(ctx, `${role}-sign-in:device`, `${sha256Hex(address)}:${knownDevice}`, SIGN_IN_PER_KNOWN_DEVICE);
  }
  const stepWait = await signInStepWait(ctx, role, clientIp);
  if (stepWait !== null || address === null) return stepWait;
  const addressKey = sha256Hex(address);
  const fromClient = `${addressKey}:${rateLimitKey(clientIp)}`;
  return (
    (await limitWait(ctx, `${role}-sign-in:address-client`, fromClient, SIGN_IN_PER_ADDRESS_AND_CLIENT)) ??
    (await limitWait(ctx, `${role}-sign-in:address`, addressKey, SIGN_IN_ADDRESS_CEILING))
  );
}

export function rateLimitedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}
