import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorTable } from './app-error.ts';

/** Fastify's body-parsing errors, answered in words a client can act on. */
const BODY_ERRORS = new Map<string, { status: number; message: string }>([
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
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: `Invalid request. ${validationMessage(error.validation)}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: errorTable.INTERNAL.message });
    }
    const bodyError = BODY_ERRORS.get(error.code);
    if (bodyError) return reply.status(bodyError.status).send({ message: bodyError.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: error.message || errorTable.RATE_LIMITED.message });
    }
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.status(error.statusCode ?? 400).send({ message: error.message || errorTable.BAD_REQUEST.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: errorTable.INTERNAL.message });
  });
}
