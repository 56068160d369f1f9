import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import type { ModelUnavailableReason } from './model-client.ts';
import { InvalidOutput } from './model-attempts.ts';

/**
 * What a failed model call means: its reason, a message safe to log (secrets redacted), and whether another try may
 * help. Follows the official SDKs: retry 408, 409, 429 and 5xx (Anthropic's 529 overloaded included); never retry
 * other 4xx, nor a 429 that says the quota or spend limit is exhausted (OpenAI `insufficient_quota`, Anthropic
 * `enforced_spend_limit_reached`): waiting will not fix those.
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

export function isRetryableModelStatus(status: number, responseBody?: string): boolean {
  if (status === 429) {
    return !nonRetryable429Markers.some((marker) => responseBody?.includes(marker) === true);
  }
  return status === 408 || status === 409 || status >= 500;
}

export interface Failure {
  reason: ModelUnavailableReason;
  message: string;
  retryable: boolean;
  status?: number;
  headers?: Record<string, string>;
}

export function classifyFailure(
  error: unknown,
  deadline: AbortSignal,
  deadlineMs: number,
  redact: (text: string) => string,
): Failure {
  if (deadline.aborted) {
    return { reason: 'timeout', message: `The model call timed out after ${deadlineMs} ms`, retryable: false };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) {
      return {
        reason: 'network',
        message: `The model API could not be reached: ${redact(error.message)}`,
        retryable: error.isRetryable,
      };
    }
    if (status >= 200 && status < 300) {
      return {
        reason: 'invalid-output',
        message: `The model API sent an unreadable response: ${redact(error.message)}`,
        retryable: false,
        status,
      };
    }
    return {
      reason: 'http',
      message: `The model API answered HTTP ${status}: ${truncate(redact(error.message), 300)}`,
      retryable: isRetryableModelStatus(status, error.responseBody),
      status,
      headers: error.responseHeaders,
    };
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    error instanceof InvalidOutput
  ) {
    return {
      reason: 'invalid-output',
      message: `The model gave no usable answer: ${truncate(redact(errorMessage(error)), 300)}`,
      retryable: false,
    };
  }
  return {
    reason: 'network',
    message: `The model call failed: ${truncate(redact(errorMessage(error)), 300)}`,
    retryable: false,
  };
}

export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
