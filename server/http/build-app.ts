import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND } from '#contracts/site-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import { installErrorHandler } from './error-handler.ts';
import { deferredChildLoggerFactory, loggerOptions, RequestLogController } from './logger.ts';
import { allowListed, rateLimitedResponse } from './rate-limit-key.ts';
import { createDatabaseRateLimitStore } from './rate-limit-store.ts';
import { registerReactRouter, type ReactRouterOptions } from './react-router-handler.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { makeWellFormed } from './well-formed-input.ts';

/** A feature's HTTP surface: registered inside the `/api` scope with the zod type provider. */
export type ApiRoutes = (
  api: ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance,
  ctx: ServerContext,
) => Promise<void>;

export interface BuildAppOptions {
  ctx: ServerContext;
  apiRoutes: ApiRoutes[];
  /** Extra non-API routes (e.g. /dev/mail in development). */
  pageRoutes?: ((app: FastifyInstance, ctx: ServerContext) => Promise<void>)[];
  reactRouter?: ReactRouterOptions | undefined;
  /** Tests pass a silent logger. */
  logger?: boolean;
  /**
   * A pino instance to log through instead of Fastify's own (tests capture route-level logs with it). It should be
   * created with `redact: { paths: redactPaths }` so it censors what production censors.
   */
  loggerInstance?: FastifyBaseLogger;
}

export const BODY_LIMIT = 262_144;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const logging = options.loggerInstance !== undefined || options.logger !== false;
  const app = Fastify({
    logger: options.loggerInstance || options.logger === false ? false : loggerOptions(ctx.config.logLevel),
    loggerInstance: options.loggerInstance,
    // One line per request, when it completes, through a request logger made on its first write (logger.ts).
    logController: new RequestLogController(),
    ...(logging ? { childLoggerFactory: deferredChildLoggerFactory } : {}),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Every response header we add (security headers, x-request-id) comes from this one onSend hook.
  installSecurityHeaders(app, { publicUrl: ctx.config.publicUrl, hsts: ctx.config.publicUrl.startsWith('https://') });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyRateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(ctx.database.db),
    allowList: allowListed(ctx.config.rateLimitAllowList),
    // A broken counter store must not take the site down with it.
    skipOnError: true,
    errorResponseBuilder: rateLimitedResponse,
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${BRAND.brandName} API`,
        description: `The JSON API behind ${BRAND.brandName}: restaurant lookup, brand analysis, playbooks, ROI and leads.`,
        version: '1.0.0',
      },
      servers: [{ url: ctx.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { deepLinking: false } });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await ctx.database.ping();
      await ctx.jobs.ping();
      return { status: 'ready' };
    } catch (error) {
      _request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable', message: 'Database or job system unreachable.' });
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      await api.register(fastifyFormbody);
      // Lone surrogates would reach PostgreSQL and fail there as a 500 (well-formed-input.ts).
      // Callback-style, like the other per-request hooks: no promise and microtask per request.
      api.addHook('preValidation', (request, _reply, done) => {
        if (request.body !== undefined) request.body = makeWellFormed(request.body);
        if (request.query && typeof request.query === 'object') makeWellFormed(request.query);
        done();
      });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of options.apiRoutes) await routes(typed as never, ctx);
      // Every method on an unknown /api path is a JSON 404 from here: without these routes the page handler's
      // catch-all (`/*`) would answer GET and POST with an HTML page (and a stack trace in the log).
      const noSuchRoute = (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}.` });
      api.all('/', { schema: { hide: true } }, noSuchRoute);
      api.all('/*', { schema: { hide: true } }, noSuchRoute);
      api.setNotFoundHandler(noSuchRoute);
    },
    { prefix: '/api' },
  );

  for (const routes of options.pageRoutes ?? []) await routes(app, ctx);
  if (options.reactRouter) await registerReactRouter(app, options.reactRouter);
  return app;
}

/** Shared response schema of every error. */
export const errorResponseSchema = z.object({ message: z.string() }).describe('Error');
