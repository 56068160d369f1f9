/**
 * The one error shape, from a service to the answer a client gets. A code names what went wrong; this table gives its
 * HTTP status and the sentence used when the failure brings none of its own. The API throws `AppError(code)`
 * (server/http/app-error.ts, translated once by the error handler); a service a page calls returns a `Failure` with
 * a code, and the route turns it into its response (app/lib/route-errors.server.ts). Zod-free, so both sides import it.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  /** One field of a page's form is wrong: the failure names it (`field`), the page shows its message beside it. */
  INVALID_INPUT: { status: 400, message: 'Check the form and try again.' },
  UNAUTHORIZED: { status: 401, message: 'Sign in to the operator console first.' },
  FORBIDDEN: { status: 403, message: 'This form has expired. Reload the page and try again.' },
  FORBIDDEN_ORIGIN: { status: 403, message: 'Requests must come from this site.' },
  /** Not something the owner's plan or their session may do (another owner's connection, a rewrite on Free Forever). */
  NOT_ALLOWED: { status: 403, message: 'This is not something you can do here.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  /** The thing is not in the state the request expects (already chosen, changed meanwhile, being posted). */
  CONFLICT: { status: 409, message: 'This changed meanwhile. Reload the page and try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large (256 KB at most).' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  UPSTREAM_FAILED: { status: 502, message: 'An outside service failed. Please try again.' },
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'An outside service is unavailable. Please try again shortly.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The HTTP status of a code. */
export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}

/**
 * What a service answers when it refuses: a code (never an HTTP number), the sentence the page shows, and the form
 * field it is about, when there is one. A service's answer is `{ ok: true, … } | Failure` (with its own fields beside,
 * such as the settings section it is about).
 */
export interface Failure<Code extends ErrorCode = ErrorCode> {
  ok: false;
  code: Code;
  message: string;
  field?: string;
}

/** A failure with `code`, and the code's own sentence unless one is given. */
export function failure<Code extends ErrorCode>(code: Code, message?: string, field?: string): Failure<Code> {
  return { ok: false, code, message: message ?? ERRORS[code].message, ...(field === undefined ? {} : { field }) };
}
