import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type Db as PgBossDb } from 'pg-boss';
import { keepWasmOnBaselineCompiler } from '#server/runtime/wasm-tiering.ts';

/** One Drizzle type for both drivers: the code is written once against PostgreSQL's dialect. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** What pg-boss runs its SQL through (the same connection pool / the same PGlite instance). */
  bossDb: PgBossDb | undefined;
  connectionString: string | undefined;
  schema: string | undefined;
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball (test snapshots). */
  dump?(): Promise<Blob | File>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — when absent, PGlite. */
  url?: string | undefined;
  /** PostgreSQL schema (search_path) to use; tests give every run its own. */
  schema?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests: skips initdb and migrations already applied). */
  pgliteSnapshot?: Blob | undefined;
}

/** The committed migrations: beside this file in the source tree, beside the bundle (build/migrations), or under server/db/. */
export const migrationsFolder =
  [
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('../server/db/migrations', import.meta.url)),
  ].find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json'))) ??
  path.resolve('server/db/migrations');

/** One lock for the whole cluster's schema set-up and migrations of this app (any constant works; this is "replybook"). */
const MIGRATION_LOCK = 7289153312;

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.schema)
    : openPglite(options.pgliteDir, options.pgliteSnapshot);
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid database schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Every connection sees our schema first, so unqualified table names resolve there.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  if (schema) await createSchema(pool, schema);
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    bossDb: undefined,
    connectionString: url,
    schema,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * `create schema if not exists` is not safe under concurrency: two processes starting together can both pass the
 * "not exists" check and one fails on pg_namespace's unique index. The same advisory lock as the migrations
 * serialises it.
 */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await client.query(`create schema if not exists ${schema}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Settings PGlite's Postgres starts with, on top of PGlite's own defaults. Its buffer pool sits in the WebAssembly
 * heap and is resident from the start, so it is kept small, enough for this app's working set; other pages are read
 * from the data folder through the operating system's file cache.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

async function openPglite(dir: string | undefined, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = !dir || dir.startsWith('memory://');
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireDirectoryLock(dir);
  }
  // Before the engine is compiled: without it V8's optimising compiler takes ~500 MB more at every start.
  keepWasmOnBaselineCompiler();
  // Loaded here, not at the top: a server on PostgreSQL never needs the embedded engine.
  const { PGlite } = await import('@electric-sql/pglite');
  const options = {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  };
  const client = inMemory
    ? new PGlite({ ...options, ...(snapshot ? { loadDataDir: snapshot } : {}) })
    : new PGlite(dir, options);
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    bossDb: fromPglite(client),
    connectionString: undefined,
    schema: undefined,
    async ping() {
      await client.query('select 1');
    },
    async dump() {
      return client.dumpDataDir('none');
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A pid lock file makes that a clear error instead (stale locks of dead processes are taken over).
 */
function acquireDirectoryLock(dir: string): () => void {
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by process ${pid}. Stop that process first, ` +
          'or use PostgreSQL (DATABASE_URL) to run several processes.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Applies the committed drizzle-kit migrations; on PostgreSQL under an advisory lock so concurrent starts don't race. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsSchema = handle.schema ?? 'drizzle';
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder, migrationsSchema });
    return;
  }
  const client = new pg.Client({
    connectionString: handle.connectionString,
    ...(handle.schema ? { options: `-c search_path=${handle.schema},public` } : {}),
  });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migratePg(drizzlePg({ client }), { migrationsFolder, migrationsSchema });
  } finally {
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => {});
    await client.end();
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
