import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

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
/** The query of a URL quoted in a message: signed links carry their token there. */
const URL_QUERY = /(\bhttps?:\/\/[^\s?#"']*)\?[^\s#"']*/g;

function scrub(text: string): string {
  return text
    .replace(QUERY_PARAMS_LINE, 'params: [redacted]')
    .replace(URL_QUERY, '$1?[redacted]')
    .replace(EMAIL, '[email]');
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
    } else if (reply.statusCode >= 500) {
      // Every 5xx reaches the log at error level, pages and API alike, whatever answered it.
      reply.log.error({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request failed');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelledLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger whose pino child (bound to the request id) is made on its first enabled write. Making a child
 * runs the redaction over its bindings, which costs more than calculate-roi's arithmetic; most requests write nothing
 * but their completion line, and at LOG_LEVEL=warn nothing at all. It stays because a same-run A/B showed it pays
 * (docs/decisions/0015-speed-code-kept-and-removed.md).
 */
class DeferredChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: LevelledLogger;
  readonly #bindings: Bindings;

  constructor(parent: LevelledLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const child = this.#child as LevelledLogger | undefined;
    return (child ?? this.#parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #write(level: LevelName, args: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#logger()[level] as (...values: unknown[]) => void)(...args);
  }
}

/** Fastify's childLoggerFactory: a deferred child, unless the route sets its own log level or serializers. */
export const deferredChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const parent = logger as LevelledLogger;
  if (options.level !== undefined || options.serializers !== undefined || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new DeferredChildLogger(parent, bindings);
};
