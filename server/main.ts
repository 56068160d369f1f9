import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { apiRoutes, createAppServices, featurePageRoutes } from '#server/app-features.ts';
import { ConfigError, ensureAppSecret, loadConfig, type Config } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { DatabaseInUseError } from '#server/db/database.ts';
import { queueMorningRunAtStartup } from '#server/jobs/morning-jobs.ts';
import { seoRoutes } from '#server/features/seo/index.ts';
import { loadDevMailRoutes } from '#server/features/email/index.ts';
import { redactPaths, serializeError } from '#server/http/logger.ts';
import { buildApp } from '#server/http/build-app.ts';
import type { ReactRouterOptions } from '#server/http/react-router-handler.ts';

/**
 * Process entry: config → database → jobs → HTTP.
 *   (default)  web server with job workers in the same process
 *   --worker   job workers only (scale out: any number of these against one PostgreSQL)
 *   --dev      web server with Vite middleware and hot reload
 */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const workerOnly = args.has('--worker');
  const dev = args.has('--dev');
  const startedAt = performance.now();

  const config = readConfig(dev);
  const logger = pino({
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError },
  });
  const ctx = await openContext(config, logger, workerOnly || config.runWorkers);
  await ctx.jobs.start();
  // A morning missed while the service was down goes out now, not at the next 5-minute tick.
  if (workerOnly || config.runWorkers) await queueMorningRunAtStartup(ctx.jobs);

  const http = workerOnly ? {} : await startHttp(ctx, dev);
  logger.info(
    {
      mode: workerOnly ? 'worker' : dev ? 'development' : 'web',
      database: ctx.database.kind,
      workers: workerOnly || config.runWorkers,
      startupMs: Math.round(performance.now() - startedAt),
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
    },
    'Replybook is running' + (http.app ? ` at ${config.publicUrl}` : ' (workers only)'),
  );
  stopOnSignals(ctx, http);
}

type Context = Awaited<ReturnType<typeof createServerContext>>;

/** What is serving HTTP, for the shutdown to close: nothing in a worker-only process. */
interface Http {
  app?: FastifyInstance;
  closeVite?: () => Promise<void>;
}

/** The configuration from the environment; a configuration error ends the process with its message (exit 78). */
function readConfig(dev: boolean): Config {
  try {
    return ensureAppSecret(loadConfig(process.env, dev ? { env: 'development' } : {}));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** The server context; a database another process holds ends this one (exit 75). */
async function openContext(config: Config, logger: pino.Logger, runWorkers: boolean): Promise<Context> {
  try {
    return await createServerContext({ config, logger, runWorkers });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      logger.fatal(error.message);
      process.exit(75);
    }
    throw error;
  }
}

/** The web server, listening: on the production build, or (--dev) through Vite's middleware with hot reload. */
async function startHttp(ctx: Context, dev: boolean): Promise<Http> {
  const { config } = ctx;
  const services = createAppServices(ctx);
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    const reactRouter: ReactRouterOptions = {
      mode: {
        kind: 'vite',
        loadBuild: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
      },
      publicUrl: config.publicUrl,
      services,
    };
    // Development-only code (and its devDependencies) loads here, never in a production start.
    const devMailRoutes = await loadDevMailRoutes();
    const app = await buildApp({
      ctx,
      apiRoutes,
      reactRouter,
      pageRoutes: [seoRoutes, ...featurePageRoutes, devMailRoutes],
    });
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(vite.middlewares);
    await app.listen({ port: config.port, host: config.host });
    return { app, closeVite: () => vite.close() };
  }
  const reactRouter: ReactRouterOptions = {
    mode: { kind: 'build', buildDir: path.resolve('build') },
    publicUrl: config.publicUrl,
    services,
  };
  const app = await buildApp({ ctx, apiRoutes, reactRouter, pageRoutes: [seoRoutes, ...featurePageRoutes] });
  await app.listen({ port: config.port, host: config.host });
  return { app };
}

/** On SIGTERM or SIGINT: stop accepting, let in-flight requests finish, then stop workers and close the database. */
function stopOnSignals(ctx: Context, { app, closeVite }: Http): void {
  const { logger } = ctx;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever happens, exit within 10 s.
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 9_500);
    force.unref();
    try {
      // Stop accepting, let in-flight requests finish, then stop workers and close the database.
      const begin = performance.now();
      // In-flight requests get 5 s to finish; a client that never reads its response must not hold the exit.
      const cutOff = setTimeout(() => app?.server.closeAllConnections(), 5_000);
      cutOff.unref();
      await app?.close();
      clearTimeout(cutOff);
      const httpClosedMs = Math.round(performance.now() - begin);
      await closeVite?.();
      await ctx.close();
      logger.info({ httpClosedMs, totalMs: Math.round(performance.now() - begin) }, 'stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
