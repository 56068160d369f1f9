import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  isRetryableStatus,
  parseRetryAfter,
  retryAfterFromHeaders,
  RetryableError,
  withRetry,
  type RetryEvent,
} from './http-retry.ts';

const now = new Date('2026-11-22T00:10:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('0.5', now)).toBe(500);
  });

  it('reads the three HTTP-date forms against the given clock', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:10:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sunday, 22-Nov-26 00:10:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun Nov 22 00:11:00 2026', now)).toBe(60_000);
  });

  it('takes a date in the past as no wait at all', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:09:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:00 GMT', now)).toBe(0);
  });

  it('ignores missing, negative and garbage values', () => {
    for (const value of [undefined, null, '', '  ', '-1', '-0.5', 'soon', '1e3', '5 apples', '2026-11-22T00:11:00Z']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
    expect(parseRetryAfter('Xyz, 99 Foo 2026 00:10:07 GMT', now)).toBeUndefined();
  });

  it('never gives more than the cap', () => {
    expect(parseRetryAfter('999999999', now)).toBe(24 * 60 * 60 * 1000);
    expect(parseRetryAfter('60', now, 10_000)).toBe(10_000);
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT', now, 5_000)).toBe(5_000);
  });
});

describe('retryAfterFromHeaders', () => {
  it('prefers retry-after-ms, then retry-after, whatever the header case', () => {
    expect(retryAfterFromHeaders({ 'retry-after-ms': '250', 'retry-after': '3' }, now)).toBe(250);
    expect(retryAfterFromHeaders({ 'Retry-After': '2' }, now)).toBe(2000);
    expect(retryAfterFromHeaders(new Headers({ 'Retry-After-Ms': '40' }), now)).toBe(40);
    expect(retryAfterFromHeaders({ 'retry-after-ms': '-5', 'retry-after': '1' }, now)).toBe(1000);
    expect(retryAfterFromHeaders(undefined, now)).toBeUndefined();
    expect(retryAfterFromHeaders({}, now)).toBeUndefined();
  });
});

describe('isRetryableStatus', () => {
  it('retries 429 and 5xx, no other 4xx', () => {
    expect([429, 500, 502, 503, 504, 529].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 422].some(isRetryableStatus)).toBe(false);
  });
});

describe('backoffDelayMs', () => {
  it('doubles from the base up to the ceiling, with full jitter when given a random source', () => {
    const timing = { baseDelayMs: 10, maxDelayMs: 30 };
    expect([1, 2, 3, 4].map((retry) => backoffDelayMs(retry, timing))).toEqual([10, 20, 30, 30]);
    expect([1, 2].map((retry) => backoffDelayMs(retry, { ...timing, random: () => 0.5 }))).toEqual([5, 10]);
  });
});

/** A server answering each request with the next scripted status (and headers), then 200. */
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function scripted(answers: { status: number; headers?: Record<string, string> }[]) {
  const seen: number[] = [];
  server = createServer((_request, response) => {
    const next = answers[seen.length] ?? { status: 200 };
    seen.push(next.status);
    response.writeHead(next.status, next.headers ?? {}).end(next.status === 200 ? 'ok' : 'no');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  /** One attempt as a client would write it: 429 and 5xx retryable with the server's Retry-After, others final. */
  const attempt = async (): Promise<string> => {
    const response = await fetch(url);
    const text = await response.text();
    if (response.ok) return text;
    const failure = new Error(`HTTP ${response.status}`);
    if (!isRetryableStatus(response.status)) throw failure;
    throw new RetryableError(failure, parseRetryAfter(response.headers.get('retry-after'), new Date()));
  };
  return { seen, attempt };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );
}

describe('withRetry', () => {
  const timing = { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 4 };

  it('honours Retry-After between attempts, then returns the answer', async () => {
    const { seen, attempt } = await scripted([{ status: 429, headers: { 'retry-after': '1' } }, { status: 503 }]);
    const events: RetryEvent[] = [];
    const started = performance.now();
    expect(await withRetry(attempt, { ...timing, onRetry: (event) => events.push(event) })).toBe('ok');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(seen).toEqual([429, 503, 200]);
    expect(events.map(({ attempt: number, delayMs }) => [number, delayMs])).toEqual([
      [1, 1000],
      [2, 2],
    ]);
  });

  it('gives up after maxAttempts with the last failure', async () => {
    const { seen, attempt } = await scripted(Array.from({ length: 6 }, () => ({ status: 500 })));
    const error = await rejection(withRetry(attempt, timing));
    expect(error.message).toBe('HTTP 500');
    expect(seen).toHaveLength(4);
  });

  it('does not retry a 4xx other than 429', async () => {
    for (const status of [400, 401, 403, 404, 409]) {
      const { seen, attempt } = await scripted([{ status }]);
      expect((await rejection(withRetry(attempt, timing))).message).toBe(`HTTP ${status}`);
      expect(seen).toEqual([status]);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('gives up at once when the server asks for more than maxRetryAfterMs, telling giveUp the wait', async () => {
    const { seen, attempt } = await scripted([{ status: 429, headers: { 'retry-after': '3600' } }]);
    const error = await rejection(
      withRetry(attempt, {
        ...timing,
        maxRetryAfterMs: 60_000,
        giveUp: (failure, detail) => new Error(`${(failure as Error).message} ${detail.reason} ${detail.retryAfterMs}`),
      }),
    );
    expect(error.message).toBe('HTTP 429 retry-after 3600000');
    expect(seen).toEqual([429]);
  });

  it('does not start a wait that would pass the deadline', async () => {
    const { seen, attempt } = await scripted([{ status: 503, headers: { 'retry-after': '5' } }]);
    const reasons: string[] = [];
    await rejection(
      withRetry(attempt, {
        ...timing,
        timeLeftMs: () => 1000,
        giveUp: (failure, detail) => (reasons.push(`${detail.reason} ${detail.delayMs}`), failure),
      }),
    );
    expect(reasons).toEqual(['deadline 5000']);
    expect(seen).toEqual([503]);
  });
});
