import { describe, expect, it } from 'vitest';
import { isRetryableModelStatus } from './model-failure.ts';

describe('isRetryableModelStatus', () => {
  it('retries rate limits, timeouts, conflicts and server errors', () => {
    expect([408, 409, 429, 500, 502, 503, 529].every((status) => isRetryableModelStatus(status))).toBe(true);
  });

  it('never retries client errors', () => {
    expect([400, 401, 403, 404, 413, 422].some((status) => isRetryableModelStatus(status))).toBe(false);
  });

  it('does not retry a 429 that means the money ran out', () => {
    expect(isRetryableModelStatus(429, '{"error":{"code":"insufficient_quota"}}')).toBe(false);
    expect(isRetryableModelStatus(429, '{"error":{"details":{"error_code":"enforced_spend_limit_reached"}}}')).toBe(
      false,
    );
    expect(isRetryableModelStatus(429, '{"error":{"code":"rate_limit_exceeded"}}')).toBe(true);
  });
});
