import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorTable } from './app-error.ts';

/** Every API error is JSON `{ message }` with the right status (architecture: Errors). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const detail = first?.message ?? 'invalid value';
      const message = field ? `${field}: ${detail}` : detail;
      return reply.status(400).send({ message: `Invalid request. ${message}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: errorTable.INTERNAL.message });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: errorTable.PAYLOAD_TOO_LARGE.message });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(400).send({ message: 'Unsupported content type: send application/json.' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is empty: send a JSON object.' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is not valid JSON.' });
      default:
        break;
    }
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
