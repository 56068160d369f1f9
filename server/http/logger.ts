import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Structured logs with request ids; personal data never reaches them. Request bodies are not logged,
 * and any field that carries an email, phone number, name or message is censored wherever it appears.
 */
const personalFields = [
  'email',
  'contactEmail',
  'to',
  'recipient',
  'phone',
  'name',
  'ownerName',
  'message',
  'specificNeeds',
  'sopContent',
  'text',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-goog-api-key"]',
  'req.headers["x-api-key"]',
  ...personalFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

const QUERY_PARAMS_LINE = /^params: .*$/gm;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

function scrub(text: string): string {
  return text.replace(QUERY_PARAMS_LINE, 'params: [redacted]').replace(EMAIL, '[email]');
}

/**
 * Errors keep their type and stack, but not what they quote: a failed database query's message and stack end with
 * its bound parameters (Drizzle's "Failed query: …\nparams: …"), which hold the visitor's email, name and message.
 */
export function serializeError(error: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  const serialized = pino.stdSerializers.err(error);
  return {
    ...serialized,
    message: scrub(String(serialized.message ?? '')),
    stack: scrub(String(serialized.stack ?? '')),
  };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      req(request: { method: string; url: string; id: string }) {
        // Query strings can carry an email (unsubscribe links) or a search: keep only the path.
        return { method: request.method, url: request.url.split('?')[0], id: request.id };
      },
    },
  };
}

/**
 * One log line per request, written when it completes: request id (the child logger's `reqId`, and `req.id`), method,
 * path, status and response time, so one line answers "what happened to this request". Fastify's default splits
 * these over an `incoming request` line (method, path) and the completion line (status, time).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
