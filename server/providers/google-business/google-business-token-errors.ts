import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import { GoogleApiError, type GoogleApiFailure } from './google-business-client.ts';
import { isRetryableStatus, RetryableError } from '#server/providers/http-retry.ts';
import { failureForStatus, scrub, TimeoutError } from './google-business-wire.ts';

/**
 * What a failed call to Google's token or revocation endpoint (through arctic) means: a RetryableError for what may
 * pass on a second try (no answer, a cut answer, 429 or 5xx); throws the GoogleApiError for anything else. Messages name the
 * operation and Google's error code, never a token or a code (`secrets` are scrubbed from Google's description).
 */
export function tokenFailure(operation: string, error: unknown, secrets: string[], timeoutMs: number): RetryableError {
  if (error instanceof OAuth2RequestError) {
    const failure: GoogleApiFailure =
      error.code === 'invalid_grant'
        ? 'invalid-grant'
        : error.code === 'invalid_client' || error.code === 'unauthorized_client'
          ? 'unauthenticated'
          : 'invalid-argument';
    const description = error.description ? `: ${scrub(error.description, secrets).slice(0, 200)}` : '';
    throw new GoogleApiError(failure, `Google ${operation} refused: ${error.code}${description}`, {
      googleStatus: error.code,
    });
  }
  if (error instanceof UnexpectedResponseError && error.status === 200) {
    // A success whose body broke off: the call was served, its answer lost.
    const cut = new GoogleApiError('unavailable', `Google ${operation}: the answer was cut short`, { status: 200 });
    return new RetryableError(cut);
  }
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    const mapped = new GoogleApiError(
      failureForStatus(error.status),
      `Google ${operation} failed: HTTP ${error.status}`,
      {
        status: error.status,
      },
    );
    if (isRetryableStatus(error.status)) return new RetryableError(mapped);
    throw mapped;
  }
  if (error instanceof ArcticFetchError || error instanceof TimeoutError) {
    return new RetryableError(
      new GoogleApiError(
        'unavailable',
        error instanceof TimeoutError
          ? `Google ${operation}: no answer within ${timeoutMs} ms`
          : `Google ${operation}: could not reach Google`,
      ),
    );
  }
  // arctic throws plain Errors when a token answer lacks a field.
  throw new GoogleApiError('invalid-response', `Google ${operation}: unexpected answer`);
}
