import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryAfterMs, retryDelayMs } from './retry-policy.ts';

const now = new Date('2026-11-22T00:10:00Z');
const timing = { baseDelayMs: 500, maxDelayMs: 10_000 };

describe('retryAfterMs', () => {
  it('prefers retry-after-ms, then retry-after in seconds', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250', 'retry-after': '3' }, now)).toBe(250);
    expect(retryAfterMs({ 'Retry-After': '2' }, now)).toBe(2000);
    expect(retryAfterMs({ 'retry-after': '0.5' }, now)).toBe(500);
  });

  it('reads an HTTP-date against the given clock', () => {
    expect(retryAfterMs({ 'retry-after': 'Sun, 22 Nov 2026 00:10:07 GMT' }, now)).toBe(7000);
    expect(retryAfterMs({ 'retry-after': 'Sun, 22 Nov 2026 00:09:00 GMT' }, now)).toBe(0);
  });

  it('ignores missing or nonsense values', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs({}, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after-ms': '-5', 'retry-after': '1' }, now)).toBe(1000);
  });
});

describe('retryDelayMs', () => {
  it('backs off exponentially without a hint', () => {
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, {}, now, timing))).toEqual([500, 1000, 2000]);
  });

  it('follows the server hint but caps every wait', () => {
    expect(retryDelayMs(1, { 'retry-after': '1' }, now, timing)).toBe(1000);
    expect(retryDelayMs(1, { 'retry-after': '60' }, now, timing)).toBe(10_000);
    expect(retryDelayMs(9, {}, now, timing)).toBe(10_000);
  });
});

describe('isRetryableStatus', () => {
  it('retries rate limits, timeouts, conflicts and server errors', () => {
    expect([408, 409, 429, 500, 502, 503, 529].every((status) => isRetryableStatus(status))).toBe(true);
  });

  it('never retries client errors', () => {
    expect([400, 401, 403, 404, 413, 422].some((status) => isRetryableStatus(status))).toBe(false);
  });

  it('does not retry a 429 that means the money ran out', () => {
    expect(isRetryableStatus(429, '{"error":{"code":"insufficient_quota"}}')).toBe(false);
    expect(isRetryableStatus(429, '{"error":{"details":{"error_code":"enforced_spend_limit_reached"}}}')).toBe(false);
    expect(isRetryableStatus(429, '{"error":{"code":"rate_limit_exceeded"}}')).toBe(true);
  });
});
