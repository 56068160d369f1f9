import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { apiRoutes, createAppServices, featurePageRoutes } from '#server/app-features.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { loadEmailTemplates } from '#server/features/email/render-email.ts';
import { buildApp, type BuildAppOptions } from '#server/http/build-app.ts';
import { loggerOptions } from '#server/http/logger.ts';
import { seoRoutes } from '#server/features/seo/seo-routes.ts';
import type { ServerContext } from '#server/server-context.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: ServerContext;
  config: Config;
  /** Log lines written by the app (JSON), for tests that check what logs contain. */
  logs: string[];
  /** Where the data lives; pass it to a later createTestApp({ database }) to "restart the process" on it. */
  database: TestDatabase;
  close(): Promise<void>;
}

/** A test database that outlives one app: a PGlite data folder, or a PostgreSQL schema. */
export interface TestDatabase {
  dataDir: string;
  schema: string | undefined;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  runWorkers?: boolean;
  /** Start the job workers (off by default: most API tests only enqueue). */
  startJobs?: boolean;
  /**
   * Keep the database when this app closes, for a second app started with `database` (restart tests).
   * On PGlite this uses a file-backed database in the data folder instead of the in-memory snapshot.
   */
  keepDatabase?: boolean;
  /** Send Fastify's request and route logs to `logs` too (off by default: they are noise for most tests). */
  captureRequestLogs?: boolean;
  /** Open the database a previous app kept (keepDatabase); this app's close() removes it unless it keeps it too. */
  database?: TestDatabase;
}

/** The integration suite runs on PGlite by default, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.database?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'replybook-data-'));
  const schema = usingPostgres ? (options.database?.schema ?? `t_${randomBytes(6).toString('hex')}`) : undefined;
  const fileBacked = !usingPostgres && (options.keepDatabase === true || options.database !== undefined);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    // No sync through the day unless a test asks: its minute-by-minute tick would read the doubles behind tests' backs.
    GOOGLE_SYNC_INTERVAL_MINUTES: '0',
    ...(usingPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema! } : {}),
    ...options.env,
  });
  const logs: string[] = [];
  // The production logger's options (redaction, request serializer), writing into `logs`.
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, { write: (line: string) => void logs.push(line) });
  const snapshot = usingPostgres || fileBacked ? undefined : new Blob([readFileSync(inject('pgliteSnapshot'))]);
  if (fileBacked && !options.database) {
    // The snapshot is a tarball of a PGlite data folder: unpacked where the file-backed database lives, it skips
    // initdb and the migrations just as the in-memory start does.
    const pgliteDir = path.join(dataDir, 'pglite');
    mkdirSync(pgliteDir, { recursive: true });
    execFileSync('tar', ['-xf', inject('pgliteSnapshot'), '-C', pgliteDir], { stdio: 'ignore' });
  }
  // The server loads the email templates with its first email; tests load them before they start, so that no test's
  // timing (an email awaited within a second) includes loading them.
  await loadEmailTemplates();
  const ctx = await createServerContext({
    config,
    logger,
    runWorkers: options.runWorkers ?? false,
    inMemoryDatabase: !usingPostgres && !fileBacked,
    ...(snapshot ? { pgliteSnapshot: snapshot } : {}),
    ...(options.now ? { now: options.now } : {}),
    pollingIntervalSeconds: 0.5,
    // Point the GOOGLE_* variables at tests/doubles/google-business-server.ts with `env: double.env`.
    googleBusiness: { retryBaseDelayMs: 5, timeoutMs: 5_000 },
  });
  if (options.startJobs !== false) await ctx.jobs.start();
  // Route-level logs go to the same captured stream (log-privacy test); silent otherwise, as before.
  const appLogging: Pick<BuildAppOptions, 'logger' | 'loggerInstance'> = options.captureRequestLogs
    ? { loggerInstance: logger }
    : { logger: false };
  const app = await buildApp({ ctx, apiRoutes, pageRoutes: [seoRoutes, ...featurePageRoutes], ...appLogging });
  void createAppServices;
  await app.ready();
  return {
    app,
    ctx,
    config,
    logs,
    database: { dataDir, schema },
    async close() {
      await app.close();
      await ctx.close();
      if (options.keepDatabase) return;
      if (schema) await dropSchemas(schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchemas(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`drop schema if exists ${schema}_pgboss cascade`);
  } finally {
    await client.end();
  }
}
