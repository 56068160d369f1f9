/**
 * When and how long to wait before retrying a model call. Pure functions: the caller supplies the
 * response headers, the attempt number and the clock.
 *
 * Follows the official SDKs' behaviour: honour
 * `retry-after-ms`, then `retry-after` (seconds or an HTTP-date); retry 408, 409, 429 and 5xx
 * (Anthropic's 529 overloaded included); never retry 400/401/403/404, nor a 429 that says the quota or
 * spend limit is exhausted (OpenAI `insufficient_quota`, Anthropic `enforced_spend_limit_reached`):
 * waiting will not fix those.
 */

export interface RetryTiming {
  /** Backoff before the first retry when the server gives no hint; doubles each retry. */
  baseDelayMs: number;
  /** No single wait is longer than this, whatever the server asks. */
  maxDelayMs: number;
}

export const defaultRetryTiming: RetryTiming = { baseDelayMs: 500, maxDelayMs: 10_000 };

/** Markers in a 429 body meaning "out of money", not "slow down". */
const nonRetryable429Markers = ['insufficient_quota', 'enforced_spend_limit_reached'];

export function isRetryableStatus(status: number, responseBody?: string): boolean {
  if (status === 429) {
    return !nonRetryable429Markers.some((marker) => responseBody?.includes(marker) === true);
  }
  return status === 408 || status === 409 || status >= 500;
}

/** Server-requested wait in milliseconds, or undefined when the headers give none (or nonsense). */
export function retryAfterMs(headers: Record<string, string> | undefined, now: Date): number | undefined {
  if (headers === undefined) return undefined;
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const ms = lower.get('retry-after-ms');
  if (ms !== undefined) {
    const value = Number.parseFloat(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = lower.get('retry-after');
  if (after === undefined) return undefined;
  const trimmed = after.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number.parseFloat(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now.getTime());
}

/**
 * Wait before retry number `retry` (1 for the first retry): the server's hint when given, else
 * exponential backoff; never more than `maxDelayMs`.
 */
export function retryDelayMs(
  retry: number,
  headers: Record<string, string> | undefined,
  now: Date,
  timing: RetryTiming = defaultRetryTiming,
): number {
  const hinted = retryAfterMs(headers, now);
  const delay = hinted ?? timing.baseDelayMs * 2 ** Math.max(0, retry - 1);
  return Math.min(delay, timing.maxDelayMs);
}
