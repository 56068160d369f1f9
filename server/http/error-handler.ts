import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorTable } from './app-error.ts';

/** Fastify's body-parsing errors, answered in words a client can act on. */
const BODY_ERRORS = new Map<string, ErrorResponse>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', { status: 413, message: errorTable.PAYLOAD_TOO_LARGE.message }],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', { status: 400, message: 'Unsupported content type: send application/json.' }],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', { status: 400, message: 'The request body is empty: send a JSON object.' }],
  ['FST_ERR_CTP_INVALID_JSON_BODY', { status: 400, message: 'The request body is not valid JSON.' }],
]);

/** The first schema violation: "field.path: what is wrong". */
function validationMessage(validation: { instancePath?: string; message?: string }[]): string {
  const first = validation[0];
  const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const detail = first?.message ?? 'invalid value';
  return field ? `${field}: ${detail}` : detail;
}

/** Every API error is JSON `{ message }` with the right status (architecture: Errors). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = errorResponse(error, request.log);
    return reply.status(status).send({ message });
  });
}

interface ErrorResponse {
  status: number;
  message: string;
}

/** The status and message for `error`; what is the server's fault is logged. */
function errorResponse(error: FastifyError, log: FastifyBaseLogger): ErrorResponse {
  if (error instanceof AppError) {
    if (error.status >= 500) log.error({ err: error }, error.message);
    return { status: error.status, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: `Invalid request. ${validationMessage(error.validation)}` };
  }
  if (isResponseSerializationError(error)) {
    log.error({ err: error }, 'response did not match its schema');
    return { status: 500, message: errorTable.INTERNAL.message };
  }
  const bodyError = BODY_ERRORS.get(error.code);
  if (bodyError) return bodyError;
  return clientOrServerError(error, log);
}

/** Errors with a status of their own (rate limits, other 4xx, a body that is not JSON); anything else is a 500. */
function clientOrServerError(error: FastifyError, log: FastifyBaseLogger): ErrorResponse {
  if (error.statusCode === 429) {
    return { status: 429, message: error.message || errorTable.RATE_LIMITED.message };
  }
  if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
    return { status: error.statusCode ?? 400, message: error.message || errorTable.BAD_REQUEST.message };
  }
  log.error({ err: error }, 'unhandled error');
  return { status: 500, message: errorTable.INTERNAL.message };
}
