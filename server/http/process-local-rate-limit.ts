import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * A per-client-address limit counted in this process's memory, for cheap pure routes (calculate-roi) where a database
 * write per request would cost more than the work it protects and exact cross-process counts don't matter.
 *
 * It answers like the @fastify/rate-limit routes (x-ratelimit-* headers, a 429 `{ message }` with retry-after) but is
 * one synchronous onRequest hook: the plugin's promise chain, and its store's one-in-one-out eviction once 10,000
 * addresses were known, made counting cost as much as the whole route (issue 9: throughput against a bare route).
 */

interface Window {
  count: number;
  startedAt: number;
}

/** Addresses remembered per generation; at most twice this many are held. */
export const MAX_ADDRESSES_PER_GENERATION = 10_000;

/**
 * Fixed windows per key in two generations of maps. Every `windowMs` (or when the current generation is full) the
 * current map becomes the previous one and the previous one is dropped whole, so memory stays bounded without a
 * sweep or per-entry eviction. A key's window always starts in the generation it is found in or after, so dropping a
 * generation that is at least `windowMs` old never loses a window that is still running; only a flood of more than
 * twice MAX_ADDRESSES_PER_GENERATION addresses within one window can make an address start a fresh window early.
 */
export class FixedWindowCounter {
  private current = new Map<string, Window>();
  private previous = new Map<string, Window>();
  private rotatedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly windowMs: number,
    private readonly maxKeysPerGeneration = MAX_ADDRESSES_PER_GENERATION,
  ) {}

  /** Counts one hit for `key`: the hits in its current window, and the milliseconds until that window ends. */
  hit(key: string, now: number): { count: number; resetMs: number } {
    if (now - this.rotatedAt >= this.windowMs || this.current.size >= this.maxKeysPerGeneration) {
      this.previous = this.current;
      this.current = new Map();
      this.rotatedAt = now;
    }
    let window = this.current.get(key);
    if (window === undefined) {
      window = this.previous.get(key);
      if (window === undefined || window.startedAt + this.windowMs <= now) window = { count: 0, startedAt: now };
      this.current.set(key, window);
    } else if (window.startedAt + this.windowMs <= now) {
      window.count = 0;
      window.startedAt = now;
    }
    window.count += 1;
    return { count: window.count, resetMs: window.startedAt + this.windowMs - now };
  }

  /** Keys held (both generations), for tests and memory checks. */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}

/** The address a limit counts: IPv6 clients by their /64, like @fastify/rate-limit, so one host cannot rotate. */
export function rateLimitKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

export function processLocalRateLimit(options: {
  max: number;
  timeWindowMs: number;
  /** Client addresses that are never limited (RATE_LIMIT_ALLOWLIST). */
  allowList: readonly string[];
  now?: () => number;
}): onRequestHookHandler {
  const { max } = options;
  const counter = new FixedWindowCounter(options.timeWindowMs);
  const allowed = new Set(options.allowList.map(rateLimitKey));
  const now = options.now ?? Date.now;
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // request.ip is undefined only for a socket already gone; such requests share one count.
    const key = rateLimitKey(request.ip ?? '');
    if (allowed.has(key)) {
      done();
      return;
    }
    const { count, resetMs } = counter.hit(key, now());
    const resetSeconds = Math.ceil(resetMs / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (count <= max) {
      done();
      return;
    }
    reply.header('retry-after', resetSeconds);
    done(new AppError('RATE_LIMITED', `Too many requests. Please try again in ${Math.max(1, resetSeconds)} seconds.`));
  };
}
