import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { allowListed, rateLimitedResponse, rateLimitKey } from './rate-limit-key.ts';

describe('rateLimitKey', () => {
  test('IPv4 as is; IPv6 by its /64; IPv4-mapped IPv6 as IPv4', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:bbbb::2'));
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'));
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('an in-memory @fastify/rate-limit with our allow-list and 429 answer (as calculate-roi uses it)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  async function appWithLimit(allowList: string[] = []): Promise<FastifyInstance> {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const fastify = Fastify({ logger: false });
    installErrorHandler(fastify);
    await fastify.register(fastifyRateLimit, {
      global: true,
      max: 3,
      timeWindow: 60_000,
      allowList: allowListed(allowList),
      errorResponseBuilder: rateLimitedResponse,
    });
    fastify.post('/limited', async () => ({ ok: true }));
    await fastify.ready();
    app = fastify;
    return fastify;
  }

  test('headers on every answer, then a 429 with retry-after and a message, and a fresh window later', async () => {
    const limitedApp = await appWithLimit();
    const hit = () => limitedApp.inject({ method: 'POST', url: '/limited', remoteAddress: '10.1.1.1' });
    for (let remaining = 2; remaining >= 0; remaining -= 1) {
      const response = await hit();
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
      expect(response.headers['x-ratelimit-reset']).toBe('60');
    }
    vi.setSystemTime(1_015_000);
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in 45 seconds.' });
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // Other addresses have their own count; the limited one gets a fresh window once its window has passed.
    expect((await limitedApp.inject({ method: 'POST', url: '/limited', remoteAddress: '10.1.1.2' })).statusCode).toBe(
      200,
    );
    vi.setSystemTime(1_060_000);
    expect((await hit()).statusCode).toBe(200);
  });

  test('an allow-listed address is never limited, IPv6 by its /64', async () => {
    const limitedApp = await appWithLimit(['10.2.2.2', '2001:db8:1:2::1']);
    for (const remoteAddress of ['10.2.2.2', '2001:db8:1:2:ffff::9']) {
      for (let i = 0; i < 10; i += 1) {
        const response = await limitedApp.inject({ method: 'POST', url: '/limited', remoteAddress });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });
});
