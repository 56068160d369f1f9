import type { WebhookPostResult } from '#server/providers/webhook/webhook-client.ts';

/**
 * When the outbox tries again: exponential backoff from WEBHOOK_RETRY_DELAY_SECONDS,
 * doubling per attempt, each wait capped at 6 hours, for up to 72 hours after the submission. Pure: the caller
 * passes the clock.
 */

export const MAX_RETRY_WAIT_SECONDS = 6 * 60 * 60;
export const DELIVERY_WINDOW_MS = 72 * 60 * 60 * 1000;

export type ResultClass = 'delivered' | 'retryable' | 'permanent';

/** 2xx delivered; 408, 429, 5xx and network errors (timeouts included) are worth retrying; any other answer is final. */
export function classifyWebhookResult(result: WebhookPostResult): ResultClass {
  if (result.kind === 'network-error') return 'retryable';
  const status = result.statusCode;
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'retryable';
  return 'permanent';
}

/** Seconds to wait after the n-th failed attempt (n ≥ 1): base, 2×base, 4×base, … never more than 6 hours. */
export function backoffSeconds(failedAttempts: number, baseSeconds: number): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1)
    throw new RangeError('failedAttempts must be an integer ≥ 1');
  if (!(baseSeconds > 0)) throw new RangeError('baseSeconds must be positive');
  // Exponents past 40 only overflow towards Infinity; the cap applies long before.
  return Math.min(baseSeconds * 2 ** Math.min(failedAttempts - 1, 40), MAX_RETRY_WAIT_SECONDS);
}

export interface NextAttemptInput {
  createdAt: Date;
  now: Date;
  /** Attempts made so far, including the one that just failed. */
  failedAttempts: number;
  baseSeconds: number;
  /** The receiver's Retry-After, honoured when longer than our own wait (still capped at 6 hours). */
  retryAfterSeconds?: number | undefined;
}

export type NextAttempt = { kind: 'retry'; at: Date } | { kind: 'give-up' };

/**
 * The next attempt's time, or give up once the 72-hour window is over. The last wait is shortened to end exactly at
 * the window's close, so a delivery always gets an attempt at the 72-hour mark before it is marked failed.
 */
export function planNextAttempt(input: NextAttemptInput): NextAttempt {
  const deadline = input.createdAt.getTime() + DELIVERY_WINDOW_MS;
  const now = input.now.getTime();
  if (now >= deadline) return { kind: 'give-up' };
  const ours = backoffSeconds(input.failedAttempts, input.baseSeconds);
  const theirs = Math.min(input.retryAfterSeconds ?? 0, MAX_RETRY_WAIT_SECONDS);
  const waitMs = Math.max(ours, theirs) * 1000;
  return { kind: 'retry', at: new Date(Math.min(now + waitMs, deadline)) };
}
