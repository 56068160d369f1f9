import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from '#server/config.ts';
import { migrateDatabase, openDatabase } from '#server/db/database.ts';
import { JobSystem } from '#server/jobs/job-system.ts';
import { redactPaths } from '#server/http/logger.ts';
import type { ServerContext } from '#server/server-context.ts';
import { registerJobs } from '#server/app-features.ts';
import { DomainEventBus } from '#server/domain-events.ts';
import { createDatabaseCallBudget } from '#server/features/ai-usage/index.ts';
import { createMailTransport } from '#server/providers/mail/create-mail-transport.ts';
import { createPlacesProvider } from '#server/providers/places/create-places-provider.ts';
import { createGoogleBusinessClient } from '#server/providers/google-business/google-business-api.ts';

export interface CreateContextOptions {
  config: Config;
  runWorkers: boolean;
  logger?: Logger;
  now?: () => Date;
  /** In-memory PGlite (tests), optionally started from a snapshot. */
  inMemoryDatabase?: boolean;
  pgliteSnapshot?: Blob;
  pollingIntervalSeconds?: number;
  /** Shorter Google retry waits and deadlines (tests). */
  googleBusiness?: { retryBaseDelayMs?: number; timeoutMs?: number };
}

/** Opens the database, applies migrations, prepares the job system and registers every feature's jobs. */
export async function createServerContext(
  options: CreateContextOptions,
): Promise<ServerContext & { close(): Promise<void> }> {
  const { config } = options;
  const logger =
    options.logger ?? pino({ level: config.logLevel, redact: { paths: redactPaths, censor: '[redacted]' } });
  const database = await openDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: options.inMemoryDatabase ? 'memory://' : path.join(config.dataDir, 'pglite'),
    pgliteSnapshot: options.pgliteSnapshot,
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const jobs = new JobSystem({
    handle: database,
    logger,
    runWorkers: options.runWorkers,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
  const now = options.now ?? (() => new Date());
  // The AI SDK loads only when a provider is configured: the offline engine (the default) never needs it.
  const model =
    config.ai.provider === 'offline'
      ? null
      : (await import('#server/providers/ai/create-model-client.ts')).createModelClient({
          provider: config.ai.provider,
          openai: {
            ...withoutUndefined({ apiKey: config.ai.openai.apiKey }),
            baseUrl: config.ai.openai.baseUrl,
            model: config.ai.openai.model,
          },
          anthropic: {
            ...withoutUndefined({ apiKey: config.ai.anthropic.apiKey }),
            baseUrl: config.ai.anthropic.baseUrl,
            model: config.ai.anthropic.model,
          },
          timeoutMs: config.ai.timeoutMs,
          budget: createDatabaseCallBudget(database.db, config.ai.dailyLimit),
          logger: { warn: (obj, msg) => logger.warn(obj, msg), info: (obj, msg) => logger.info(obj, msg) },
          now,
        });
  const places = await createPlacesProvider({
    cataloguePath: config.places.cataloguePath,
    ...(config.places.googleApiKey ? { googleApiKey: config.places.googleApiKey } : {}),
    googleBaseUrl: config.places.googleBaseUrl,
    now,
  });
  const mail = createMailTransport({ smtpUrl: config.mail.smtpUrl, outboxDir: config.mail.outboxDir });
  const ctx: ServerContext = {
    config,
    logger,
    database,
    jobs,
    model,
    places,
    googleBusiness: createGoogleBusinessClient(config, {
      now,
      logger: { warn: (obj, msg) => logger.warn(obj, msg) },
      ...options.googleBusiness,
    }),
    mail,
    events: new DomainEventBus(),
    now,
  };
  registerJobs(ctx);
  // The very object the jobs were given, not a copy: memory kept per context (the owner's copies of playbooks)
  // must be the same for the job that composes and the route or email that reads.
  return Object.assign(ctx, {
    async close() {
      await jobs.stop();
      await mail.close();
      await database.close();
    },
  });
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}
