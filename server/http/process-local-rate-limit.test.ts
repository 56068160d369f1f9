import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { FixedWindowCounter, processLocalRateLimit, rateLimitKey } from './process-local-rate-limit.ts';

describe('FixedWindowCounter', () => {
  test('counts hits per key within a window and starts a new window when it has passed', () => {
    const counter = new FixedWindowCounter(60_000);
    expect(counter.hit('a', 0)).toEqual({ count: 1, resetMs: 60_000 });
    expect(counter.hit('a', 10_000)).toEqual({ count: 2, resetMs: 50_000 });
    expect(counter.hit('b', 10_000)).toEqual({ count: 1, resetMs: 60_000 });
    expect(counter.hit('a', 59_999)).toEqual({ count: 3, resetMs: 1 });
    expect(counter.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  test('a window still running survives the generation change that follows it', () => {
    const counter = new FixedWindowCounter(60_000);
    counter.hit('x', 0);
    counter.hit('a', 50_000);
    counter.hit('a', 55_000);
    // At 60 s the generations rotate; 'a' started at 50 s and keeps counting until 110 s.
    counter.hit('x', 60_000);
    expect(counter.hit('a', 100_000)).toEqual({ count: 3, resetMs: 10_000 });
    // Two rotations later nothing of 'x' is left and 'a' has moved on with its own window.
    counter.hit('y', 120_000);
    counter.hit('y', 180_000);
    expect(counter.hit('a', 180_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  test('memory stays bounded under a flood of distinct addresses', () => {
    const counter = new FixedWindowCounter(60_000, 1_000);
    for (let i = 0; i < 50_000; i += 1) counter.hit(`10.0.${i >> 8}.${i & 255}`, 1_000 + i / 100);
    expect(counter.size).toBeLessThanOrEqual(2_000);
    // The most recent addresses are still counted.
    expect(counter.hit('10.0.195.79', 1_500).count).toBe(2);
  });
});

describe('rateLimitKey', () => {
  test('IPv4 as is; IPv6 by its /64; IPv4-mapped IPv6 as IPv4', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:bbbb::2'));
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'));
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('processLocalRateLimit', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  async function appWithLimit(allowList: string[] = []): Promise<{ app: FastifyInstance; clock: { now: number } }> {
    const clock = { now: 1_000_000 };
    const fastify = Fastify({ logger: false });
    installErrorHandler(fastify);
    fastify.post(
      '/limited',
      { onRequest: processLocalRateLimit({ max: 3, timeWindowMs: 60_000, allowList, now: () => clock.now }) },
      async () => ({ ok: true }),
    );
    await fastify.ready();
    app = fastify;
    return { app: fastify, clock };
  }

  test('answers like @fastify/rate-limit: headers on every answer, then a 429 with retry-after and a message', async () => {
    const { app, clock } = await appWithLimit();
    const hit = () => app.inject({ method: 'POST', url: '/limited', remoteAddress: '10.1.1.1' });
    for (let remaining = 2; remaining >= 0; remaining -= 1) {
      const response = await hit();
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
      expect(response.headers['x-ratelimit-reset']).toBe('60');
    }
    clock.now += 15_000;
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in 45 seconds.' });
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // Other addresses have their own count; the limited one gets a fresh window once its window has passed.
    expect((await app.inject({ method: 'POST', url: '/limited', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
    clock.now += 45_000;
    expect((await hit()).statusCode).toBe(200);
  });

  test('an allow-listed address is never limited', async () => {
    const { app } = await appWithLimit(['10.2.2.2']);
    for (let i = 0; i < 10; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/limited', remoteAddress: '10.2.2.2' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
