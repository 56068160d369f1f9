/**
 * Typed error codes, one table mapping each to an HTTP status and a user-facing message.
 * Logic throws AppError; the HTTP layer translates once (server/http/error-handler.ts).
 */
export const errorTable = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  UNAUTHORIZED: { status: 401, message: 'Sign in to the operator console first.' },
  FORBIDDEN: { status: 403, message: 'This form has expired. Reload the page and try again.' },
  FORBIDDEN_ORIGIN: { status: 403, message: 'Requests must come from this site.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large (256 KB at most).' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  UPSTREAM_FAILED: { status: 502, message: 'An outside service failed. Please try again.' },
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'An outside service is unavailable. Please try again shortly.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const;

export type ErrorCode = keyof typeof errorTable;

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ?? errorTable[code].message, options);
    this.status = errorTable[code].status;
  }
}
