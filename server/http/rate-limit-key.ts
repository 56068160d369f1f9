import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The address a limit counts: IPv6 clients by their /64, like @fastify/rate-limit, so one host cannot rotate. */
export function rateLimitKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

/**
 * @fastify/rate-limit's `allowList` for RATE_LIMIT_ALLOWLIST. A function, not the list: the plugin compares a list with
 * the key after appending the route's groupId, so a listed address never matched a route that has one.
 */
export function allowListed(addresses: readonly string[]): (request: FastifyRequest) => boolean {
  const allowed = new Set(addresses.map(rateLimitKey));
  // request.ip is undefined only for a socket already gone.
  return (request) => allowed.has(rateLimitKey(request.ip ?? ''));
}

/** Every limited route's 429: `{ message }` through the error handler, saying when to try again. */
export function rateLimitedResponse(_request: FastifyRequest, context: { ttl: number }) {
  return {
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
  };
}
