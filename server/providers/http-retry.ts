import { setTimeout as sleep } from 'node:timers/promises';
import pRetry, { AbortError } from 'p-retry';

/**
 * The one HTTP retry of the providers: the Retry-After parser, the rule for which statuses are worth another try, and
 * a retry loop on p-retry that waits what the server asked (or backs off exponentially) and gives up after N attempts.
 * Each client keeps its own error mapping: an attempt throws RetryableError for a failure that may pass, and any
 * other error ends the call at once.
 */

/** No server-requested wait is taken as longer than a day: beyond that the value is nonsense or a misconfiguration. */
export const RETRY_AFTER_CAP_MS = 24 * 60 * 60 * 1000;

const DELTA_SECONDS = /^\d+(?:\.\d+)?$/;
/** The three HTTP-date forms of RFC 9110 §5.6.7; only the asctime form carries no zone (it is GMT). */
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC850_DATE = /^[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME_DATE = /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/**
 * Retry-After (RFC 9110 §10.2.3) as milliseconds from `now`: delta-seconds (fractions accepted, as the official AI
 * SDKs do) or an HTTP-date, a date in the past meaning "now" (0). Undefined when absent, negative or unreadable;
 * never more than `capMs`.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: Date,
  capMs: number = RETRY_AFTER_CAP_MS,
): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let ms: number;
  if (DELTA_SECONDS.test(trimmed)) {
    ms = Number.parseFloat(trimmed) * 1000;
  } else if (IMF_FIXDATE.test(trimmed) || RFC850_DATE.test(trimmed) || ASCTIME_DATE.test(trimmed)) {
    const at = Date.parse(ASCTIME_DATE.test(trimmed) ? `${trimmed} GMT` : trimmed);
    if (Number.isNaN(at)) return undefined;
    ms = Math.max(0, at - now.getTime());
  } else {
    return undefined;
  }
  return Math.min(ms, capMs);
}

/**
 * The server's requested wait from response headers: OpenAI's and Anthropic's `retry-after-ms` first (milliseconds),
 * then the standard `retry-after`. Header names in any case.
 */
export function retryAfterFromHeaders(
  headers: Headers | Record<string, string> | undefined,
  now: Date,
  capMs: number = RETRY_AFTER_CAP_MS,
): number | undefined {
  if (headers === undefined) return undefined;
  const lower =
    headers instanceof Headers
      ? headers
      : new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const ms = lower.get('retry-after-ms')?.trim();
  if (ms && DELTA_SECONDS.test(ms)) return Math.min(Number.parseFloat(ms), capMs);
  return parseRetryAfter(lower.get('retry-after'), now, capMs);
}

/** 429 and 5xx may pass on a later try; any other 4xx will not change by asking again. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Thrown by an attempt for a failure that may pass: `failure` is what the caller sees if retrying ends. */
export class RetryableError extends Error {
  override name = 'RetryableError';

  constructor(
    readonly failure: unknown,
    /** The wait the server asked for (Retry-After), when it named one. */
    readonly retryAfterMs?: number,
  ) {
    const message = (failure as { message?: unknown } | null)?.message;
    super(typeof message === 'string' ? message : String(failure), { cause: failure });
  }
}

/** Why retrying ended on a retryable failure. */
export type GiveUpReason = 'attempts' | 'retry-after' | 'deadline';

export interface GiveUpDetail {
  reason: GiveUpReason;
  /** The attempt that failed last, 1 for the first. */
  attempt: number;
  /** The wait the server asked for with that failure, when it named one. */
  retryAfterMs?: number;
  /** For 'deadline': the wait that would have passed it. */
  delayMs?: number;
}

export interface RetryEvent {
  /** The attempt that failed, 1 for the first. */
  attempt: number;
  failure: unknown;
  delayMs: number;
}

export interface RetryOptions {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Wait before the first retry when the server names none; doubles with each retry. */
  baseDelayMs: number;
  /** Ceiling of the backoff (a server-requested wait is bounded by `maxRetryAfterMs` instead). */
  maxDelayMs: number;
  /** Full jitter (a wait drawn from 0 to the backoff) with this source; exact backoff without. */
  random?: () => number;
  /** A server asking for a longer wait than this ends retrying at once (the caller, a job, waits instead). */
  maxRetryAfterMs?: number;
  /** Time left before the caller's deadline: a retry whose wait would reach it is not made. */
  timeLeftMs?: () => number;
  /** Cancels a wait between attempts (the wait then rejects with an AbortError). */
  signal?: AbortSignal;
  onRetry?: (event: RetryEvent) => void;
  /** What to throw when retrying ends on a retryable failure; the failure itself by default. */
  giveUp?: (failure: unknown, detail: GiveUpDetail) => unknown;
}

/** Wait before retry number `retry` (1 for the first) when the server names none. */
export function backoffDelayMs(retry: number, options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>) {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return options.random ? Math.round(options.random() * ceiling) : ceiling;
}

/**
 * Runs `attempt` until it returns, throws something other than RetryableError (thrown as is), or retrying ends: after
 * `maxAttempts`, when the server asks for more than `maxRetryAfterMs`, or when the wait would pass the deadline.
 */
export async function withRetry<T>(attempt: (number: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const giveUp = (error: RetryableError, reason: GiveUpReason, number: number, delayMs?: number): unknown =>
    options.giveUp
      ? options.giveUp(error.failure, {
          reason,
          attempt: number,
          ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
          ...(delayMs !== undefined ? { delayMs } : {}),
        })
      : error.failure;

  return pRetry(
    async (number) => {
      try {
        return await attempt(number);
      } catch (error) {
        // Anything but a RetryableError ends the call; p-retry rethrows the error inside its AbortError.
        throw error instanceof RetryableError ? error : new AbortError(asError(error));
      }
    },
    {
      retries: Math.max(0, options.maxAttempts - 1),
      // The waits are ours (Retry-After or backoff, taken in onFailedAttempt); p-retry counts and stops.
      minTimeout: 0,
      maxTimeout: 0,
      async onFailedAttempt({ error, attemptNumber, retriesLeft }) {
        if (!(error instanceof RetryableError)) throw error;
        const asked = error.retryAfterMs;
        if (retriesLeft <= 0) throw giveUp(error, 'attempts', attemptNumber);
        if (asked !== undefined && asked > (options.maxRetryAfterMs ?? Infinity)) {
          throw giveUp(error, 'retry-after', attemptNumber);
        }
        const delayMs = asked ?? backoffDelayMs(attemptNumber, options);
        if (options.timeLeftMs !== undefined && delayMs >= options.timeLeftMs()) {
          throw giveUp(error, 'deadline', attemptNumber, delayMs);
        }
        options.onRetry?.({ attempt: attemptNumber, failure: error.failure, delayMs });
        await sleep(delayMs, undefined, options.signal ? { signal: options.signal } : {});
      },
    },
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
