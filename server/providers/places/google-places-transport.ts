import { RetryableError, withRetry } from '#server/providers/http-retry.ts';
import { PlacesUpstreamError, type PlacesUpstreamReason } from './places-provider.ts';
import { errorBodySchema } from './google-places-wire.ts';

/**
 * One call to Google Places: an attempt with a deadline, one retry through the shared HTTP retry after a network
 * error or a 5xx, and Google's answer mapped to the body or a PlacesUpstreamError. A timeout is not retried: the
 * visitor already waited for it.
 */

export interface PlacesTransportOptions {
  /** Per attempt. */
  timeoutMs: number;
  fetch: typeof fetch;
  /** Pause before the single retry. */
  retryDelayMs: number;
}

type Attempt =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'network'; cause: unknown }
  | { kind: 'timeout'; cause: unknown };

/** The retry ended on a failed attempt, which the caller maps like any other. */
class LastAttempt extends Error {
  constructor(readonly attempt: Attempt) {
    super('the places call failed on its retry too');
  }
}

export async function callPlaces(
  options: PlacesTransportOptions,
  url: string,
  init: RequestInit,
  notFoundIsNull: boolean,
): Promise<unknown> {
  const result = await withRetry(
    async () => {
      const outcome = await attempt(options, url, init);
      const retryable = outcome.kind === 'network' || (outcome.kind === 'response' && outcome.status >= 500);
      if (retryable) throw new RetryableError(outcome);
      return outcome;
    },
    {
      maxAttempts: 2,
      baseDelayMs: options.retryDelayMs,
      maxDelayMs: options.retryDelayMs,
      giveUp: (failure) => new LastAttempt(failure as Attempt),
    },
  ).catch((error: unknown) => {
    if (error instanceof LastAttempt) return error.attempt;
    throw error;
  });
  return answer(result, notFoundIsNull);
}

async function attempt(options: PlacesTransportOptions, url: string, init: RequestInit): Promise<Attempt> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(url, { ...init, signal });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? {} : JSON.parse(text);
    } catch {
      body = null;
    }
    return { kind: 'response', status: response.status, body };
  } catch (error) {
    // The key travels in a header, never in the URL, so neither error below can carry it.
    if (signal.aborted) return { kind: 'timeout', cause: error };
    return { kind: 'network', cause: error };
  }
}

/** The body of a 2xx (null for a 404 when that means "no such place"); a PlacesUpstreamError for anything else. */
function answer(result: Attempt, notFoundIsNull: boolean): unknown {
  if (result.kind === 'timeout') throw new PlacesUpstreamError('timeout', {}, { cause: result.cause });
  if (result.kind === 'network') throw new PlacesUpstreamError('unavailable', {}, { cause: result.cause });
  if (result.status >= 200 && result.status < 300) {
    if (result.body === null) throw new PlacesUpstreamError('invalid-response', { status: result.status });
    return result.body;
  }
  if (result.status === 404 && notFoundIsNull) return null;
  const parsedError = errorBodySchema.safeParse(result.body);
  const code = parsedError.success ? parsedError.data.error.status : undefined;
  const detailReason = parsedError.success
    ? parsedError.data.error.details?.find((detail) => detail.reason)?.reason
    : undefined;
  throw new PlacesUpstreamError(reasonFor(result.status, code, detailReason), {
    status: result.status,
    code,
    detailReason,
  });
}

function reasonFor(status: number, code: string | undefined, detailReason: string | undefined): PlacesUpstreamReason {
  if (status >= 500) return 'unavailable';
  if (status === 429 || code === 'RESOURCE_EXHAUSTED') return 'busy';
  // A wrong, missing or restricted key, a disabled API or billing: the operator must fix the set-up.
  if (status === 401 || status === 403 || detailReason === 'API_KEY_INVALID') return 'misconfigured';
  return 'rejected';
}
