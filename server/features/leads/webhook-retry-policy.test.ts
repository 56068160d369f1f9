import { describe, expect, it } from 'vitest';
import {
  DELIVERY_WINDOW_MS,
  MAX_RETRY_WAIT_SECONDS,
  backoffSeconds,
  classifyWebhookResult,
  planNextAttempt,
} from './webhook-retry-policy.ts';

const response = (statusCode: number) =>
  ({ kind: 'response', statusCode, retryAfterSeconds: undefined, bodyExcerpt: '', durationMs: 1 }) as const;

describe('classifyWebhookResult', () => {
  it('treats 2xx as delivered', () => {
    for (const status of [200, 201, 202, 204, 299]) expect(classifyWebhookResult(response(status))).toBe('delivered');
  });
  it('retries 408, 429, 5xx and network errors', () => {
    for (const status of [408, 429, 500, 502, 503, 504, 599])
      expect(classifyWebhookResult(response(status))).toBe('retryable');
    expect(classifyWebhookResult({ kind: 'network-error', error: 'ECONNRESET', durationMs: 3 })).toBe('retryable');
  });
  it('gives up at once on other answers', () => {
    for (const status of [301, 302, 400, 401, 403, 404, 405, 410, 413, 422]) {
      expect(classifyWebhookResult(response(status))).toBe('permanent');
    }
  });
});

describe('backoffSeconds', () => {
  it('starts at the base and doubles per failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffSeconds(n, 60))).toEqual([60, 120, 240, 480, 960]);
    expect([1, 2, 3].map((n) => backoffSeconds(n, 1))).toEqual([1, 2, 4]);
  });
  it('caps each wait at 6 hours', () => {
    expect(backoffSeconds(9, 60)).toBe(15_360);
    expect(backoffSeconds(10, 60)).toBe(MAX_RETRY_WAIT_SECONDS);
    expect(backoffSeconds(500, 60)).toBe(MAX_RETRY_WAIT_SECONDS);
    expect(backoffSeconds(1, 100_000)).toBe(MAX_RETRY_WAIT_SECONDS);
  });
  it('rejects nonsense', () => {
    expect(() => backoffSeconds(0, 60)).toThrow(RangeError);
    expect(() => backoffSeconds(1.5, 60)).toThrow(RangeError);
    expect(() => backoffSeconds(1, 0)).toThrow(RangeError);
  });
});

describe('planNextAttempt', () => {
  const createdAt = new Date('2026-11-22T00:00:00.000Z');
  const at = (ms: number) => new Date(createdAt.getTime() + ms);

  it('waits the backoff after the failed attempt', () => {
    const plan = planNextAttempt({ createdAt, now: at(5_000), failedAttempts: 3, baseSeconds: 60 });
    expect(plan).toEqual({ kind: 'retry', at: at(5_000 + 240_000) });
  });

  it('honours a longer Retry-After, capped at 6 hours', () => {
    expect(
      planNextAttempt({ createdAt, now: createdAt, failedAttempts: 1, baseSeconds: 60, retryAfterSeconds: 600 }),
    ).toEqual({
      kind: 'retry',
      at: at(600_000),
    });
    expect(
      planNextAttempt({ createdAt, now: createdAt, failedAttempts: 1, baseSeconds: 60, retryAfterSeconds: 5 }),
    ).toEqual({
      kind: 'retry',
      at: at(60_000),
    });
    expect(
      planNextAttempt({ createdAt, now: createdAt, failedAttempts: 1, baseSeconds: 60, retryAfterSeconds: 10 ** 8 }),
    ).toEqual({ kind: 'retry', at: at(MAX_RETRY_WAIT_SECONDS * 1000) });
  });

  it('ends the last wait exactly at 72 hours, then gives up', () => {
    const nearEnd = at(DELIVERY_WINDOW_MS - 60_000);
    expect(planNextAttempt({ createdAt, now: nearEnd, failedAttempts: 20, baseSeconds: 60 })).toEqual({
      kind: 'retry',
      at: at(DELIVERY_WINDOW_MS),
    });
    expect(planNextAttempt({ createdAt, now: at(DELIVERY_WINDOW_MS), failedAttempts: 21, baseSeconds: 60 })).toEqual({
      kind: 'give-up',
    });
  });

  it('with the default base, a receiver that is always down gets a bounded number of attempts over 72 hours', () => {
    let now = createdAt;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const plan = planNextAttempt({ createdAt, now, failedAttempts: attempts, baseSeconds: 60 });
      if (plan.kind === 'give-up') break;
      expect(plan.at.getTime()).toBeGreaterThan(now.getTime());
      now = plan.at;
    }
    // Attempts 1–10 within 8.5 h (waits 60 s … 4.3 h), 11–20 every 6 h up to 68.5 h, the 21st at the 72-hour mark.
    expect(attempts).toBe(21);
    expect(now.getTime() - createdAt.getTime()).toBe(DELIVERY_WINDOW_MS);
  });
});
