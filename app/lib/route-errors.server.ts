import { data } from 'react-router';
import { statusOf, type ErrorCode, type Failure } from '#contracts/error-constants.ts';

/**
 * A service's refusal as a route's answer: the one place a page's loader or action turns a code into its HTTP status
 * (contracts/error-constants.ts), as the API's error handler does for `AppError`. The body is the failure itself (its
 * message, the field it is about, and what else the page shows with it, such as the section or the review's text).
 */

type HeadersOption = { headers?: HeadersInit };

function isFailure(result: object): result is Failure {
  return 'ok' in result && result.ok === false && 'code' in result;
}

/** The failure, sent with its code's status (and the route's headers, such as its no-store). */
export function failureData<F extends Failure>(failed: F, options: HeadersOption = {}) {
  return data(failed, { status: statusOf(failed.code), ...options });
}

/**
 * A service's whole answer: a success with 200, a failure (`ok: false`) with its code's status. A success may carry
 * `ok: true` or, where its own field tells the outcomes apart (a reply's `outcome`), nothing more.
 */
export function resultData<R extends object>(result: R, options: HeadersOption = {}) {
  const status = isFailure(result) ? statusOf(result.code) : 200;
  return data(result, { status, ...options });
}

/** A page that says why a step stopped (`code`), sent with the code's status; 200 when it is no failure (null). */
export function problemPageData<P extends { code: ErrorCode | null }>(page: P, options: HeadersOption = {}) {
  return data(page, { status: page.code === null ? 200 : statusOf(page.code), ...options });
}

/**
 * What a route throws for a page that is not there or not this visitor's (another owner's restaurant, a bad link):
 * the 404 page, with nothing of what was asked.
 */
export function notFound(options: HeadersOption = {}) {
  return data(null, { status: statusOf('NOT_FOUND'), ...options });
}
