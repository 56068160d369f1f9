import { ERRORS, type ErrorCode } from '#contracts/error-constants.ts';

/**
 * Typed error codes: the table mapping each to an HTTP status and a user-facing message is shared with the pages
 * (contracts/error-constants.ts). Logic throws AppError; the HTTP layer translates once (server/http/error-handler.ts).
 */
export const errorTable = ERRORS;

export type { ErrorCode };

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
