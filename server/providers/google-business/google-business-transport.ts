import type { z } from 'zod';
import { isRetryableStatus, parseRetryAfter, RetryableError, withRetry } from '#server/providers/http-retry.ts';
import { GoogleApiError } from './google-business-client.ts';
import { failureForStatus, googleErrorSchema, scrub, withDeadline } from './google-business-wire.ts';
import { tokenFailure } from './google-business-token-errors.ts';

/**
 * How the Business Profile client talks to Google: one HTTP attempt with a deadline and the access token in its
 * header, retried through the shared HTTP retry (429, 5xx and lost connections, with exponential backoff and full
 * jitter; Retry-After wins when Google sends it), every failure mapped to a GoogleApiError whose message holds no
 * token.
 */

export interface GoogleTransportSettings {
  /** Deadline of one HTTP attempt. */
  timeoutMs: number;
  /** Attempts per call, the first included. */
  maxAttempts: number;
  /** First backoff step; each retry doubles it (full jitter). */
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails and the job retries later. */
  maxRetryAfterMs: number;
  now: () => Date;
  random: () => number;
  logger?: { warn(object: Record<string, unknown>, message: string): void } | undefined;
}

export interface GoogleTransport {
  requestJson(
    operation: string,
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    accessToken: string,
    body?: unknown,
  ): Promise<unknown>;
  /**
   * arctic's token calls, with a deadline, retries and errors mapped to GoogleApiError. A call that must not be
   * repeated passes `maxAttempts` 1 and fails with the first retryable failure instead.
   */
  tokenCall<T>(operation: string, call: () => Promise<T>, secrets: string[], maxAttempts?: number): Promise<T>;
}

export function createGoogleTransport(settings: GoogleTransportSettings): GoogleTransport {
  function retried<T>(operation: string, attempt: () => Promise<T>, maxAttempts = settings.maxAttempts) {
    return withRetry(attempt, {
      maxAttempts,
      baseDelayMs: settings.retryBaseDelayMs,
      maxDelayMs: settings.retryMaxDelayMs,
      random: settings.random,
      maxRetryAfterMs: settings.maxRetryAfterMs,
      onRetry: ({ attempt: number, failure, delayMs }) => {
        const error = failure as GoogleApiError;
        settings.logger?.warn(
          { operation, attempt: number, failure: error.failure, status: error.upstream.status, waitMs: delayMs },
          'Google Business Profile call failed; retrying',
        );
      },
      // The caller (a job) waits what Google asked before it tries again.
      giveUp: (failure, { retryAfterMs }) => withRetryAfter(failure as GoogleApiError, retryAfterMs),
    });
  }

  return {
    requestJson: (operation, method, url, accessToken, body) =>
      retried(operation, () => attemptJson(settings, operation, method, url, accessToken, body)),

    tokenCall: (operation, call, secrets, maxAttempts) =>
      retried(
        operation,
        async () => {
          try {
            return await withDeadline(call(), settings.timeoutMs);
          } catch (error) {
            throw tokenFailure(operation, error, secrets, settings.timeoutMs);
          }
        },
        maxAttempts,
      ),
  };
}

/** One request: the parsed JSON answer, a RetryableError for what may pass on another try, else a GoogleApiError. */
async function attemptJson(
  settings: GoogleTransportSettings,
  operation: string,
  method: 'GET' | 'PUT' | 'DELETE',
  url: URL,
  accessToken: string,
  body: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const message = timedOut
      ? `Google ${operation}: no answer within ${settings.timeoutMs} ms`
      : `Google ${operation}: could not reach Google (${(error as Error).message})`;
    throw new RetryableError(new GoogleApiError('unavailable', message));
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection broke or the deadline passed mid-answer: half a page must not read as an empty one.
    const cut = new GoogleApiError('unavailable', `Google ${operation}: the answer was cut short`, {
      status: response.status,
    });
    throw new RetryableError(cut);
  }
  if (response.ok) return parseJson(operation, response.status, text);
  const error = apiError(operation, response.status, text, [accessToken]);
  if (!isRetryableStatus(response.status)) throw error;
  throw new RetryableError(error, parseRetryAfter(response.headers.get('retry-after'), settings.now()));
}

function parseJson(operation: string, status: number, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GoogleApiError('invalid-response', `Google ${operation}: the answer was not JSON`, { status });
  }
}

function apiError(operation: string, status: number, text: string, secrets: string[]): GoogleApiError {
  let googleStatus: string | undefined;
  let detail = '';
  try {
    const parsed = googleErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      googleStatus = parsed.data.error.status;
      detail = parsed.data.error.message ?? '';
    }
  } catch {
    // Not Google's JSON error shape (a proxy's HTML page): the status says enough.
  }
  const summary = [`HTTP ${status}`, googleStatus].filter(Boolean).join(' ');
  const message = `Google ${operation} failed: ${summary}${detail ? `: ${scrub(detail, secrets).slice(0, 300)}` : ''}`;
  return new GoogleApiError(failureForStatus(status), message, {
    status,
    ...(googleStatus ? { googleStatus } : {}),
  });
}

function withRetryAfter(error: GoogleApiError, retryAfterMs: number | undefined): GoogleApiError {
  if (retryAfterMs === undefined) return error;
  return new GoogleApiError(error.failure, error.message, { ...error.upstream, retryAfterMs }, { cause: error.cause });
}

/** A JSON answer checked against its schema; an answer of another shape is an 'invalid-response'. */
export function parseAnswer<T>(operation: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new GoogleApiError(
      'invalid-response',
      `Google ${operation}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}
