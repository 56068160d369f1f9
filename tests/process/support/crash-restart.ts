import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/database.ts';
import type { SmtpDouble } from '../../doubles/smtp-server.ts';
import { freePort, startBuiltServer, type BuiltServer } from '../../support/built-server.ts';
import type { Query } from '../../support/google-sync-seed.ts';

/**
 * The scaffolding of the exactly-once tests (tests/process/*-crash*, *-recovery*): the production build started on
 * one port and data folder, killed with SIGKILL at a chosen moment and started again on the same database; the SMTP
 * double refusing new mail from the moment some is out, so the kill can wait until the server has recorded every
 * send the double accepted (the one window no mail system closes); and what the test reads from the database while
 * no server runs (PGlite is one process's) or at any time (PostgreSQL).
 */

/** How the test reads and writes the server's database. */
export interface CrashDatabase {
  /** Set on the server's environment: DATABASE_URL and DATABASE_SCHEMA on PostgreSQL, nothing on PGlite. */
  env: Record<string, string>;
  /** pg-boss's schema. */
  boss: string;
  /** PGlite: only while no server runs. */
  withQuery<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

export async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lines the server logged with this message (pino JSON, one object a line). */
export function logged(server: BuiltServer, message: string): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`)).length;
}

/** How many messages the SMTP double accepted for each recipient. */
export function perRecipient(smtp: SmtpDouble): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    for (const address of mail.envelope.rcptTo) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}

async function rowsOf<T>(query: Query, text: string): Promise<T[]> {
  return ((await query(text, [])) as { rows: T[] }).rows;
}

/** The queues of the jobs a dead server left running (state 'active'). */
export function activeJobs(database: CrashDatabase): Promise<string[]> {
  return database.withQuery(async (query) =>
    (await rowsOf<{ name: string }>(query, `select name from ${database.boss}.job where state = 'active'`)).map(
      (row) => row.name,
    ),
  );
}

/** The data folder's embedded database, opened the way the server opens it (the next start opens it again). */
export function embeddedDatabase(dataDir: string): CrashDatabase {
  return {
    env: {},
    boss: 'pgboss',
    async withQuery(work) {
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        return await work((text, values) => handle.bossDb!.executeSql(text, values));
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * A schema of its own on TEST_DATABASE_URL (the server makes it and pg-boss's beside it); `drop` removes both and
 * closes the test's connection.
 */
export async function postgresDatabase(prefix: string): Promise<CrashDatabase & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `${prefix}_${Math.random().toString(16).slice(2, 12)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    boss: `${schema}_pgboss`,
    async withQuery(work) {
      // The server made the schema; the test reads and writes in it.
      await client.query(`set search_path to ${schema}`);
      return work((text, values) => client.query(text, values));
    },
    async drop() {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.query(`drop schema if exists ${schema}_pgboss cascade`);
      await client.end();
    },
  };
}

/**
 * One crash run: every server it started is killed and every cleanup run by `close` (the test file's afterAll), so
 * a failed run leaves nothing behind. Servers share one port and data folder, as a restarted service does.
 */
export class CrashRun {
  readonly dataDir: string;
  private readonly children: BuiltServer[] = [];
  private readonly cleanups: (() => Promise<void> | void)[] = [];
  private port = 0;

  constructor(prefix: string) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), `replybook-${prefix}-`));
    this.cleanups.push(() => rmSync(this.dataDir, { recursive: true, force: true }));
  }

  onClose(cleanup: () => Promise<void> | void): void {
    this.cleanups.push(cleanup);
  }

  /** Starts the production build on this run's port and data folder and waits until it is ready. */
  async start(env: Record<string, string>): Promise<BuiltServer> {
    if (this.port === 0) this.port = await freePort();
    const server = await startBuiltServer({ port: this.port, env: { DATA_DIR: this.dataDir, ...env } });
    this.children.push(server);
    await server.waitReady();
    return server;
  }

  /**
   * From the moment the double has accepted `count` messages it refuses every message (451, try later) at the end of
   * its DATA, so one already past RCPT when the refusal starts is refused too: after this resolves the double accepts
   * nothing, and a kill can never land between its acceptance and the server's record of it. The refusal lasts until
   * `smtp.failNext(0, 451)`.
   */
  async refuseMailAfter(smtp: SmtpDouble, count: number, timeoutMs: number, what: () => string): Promise<void> {
    let refusing = false;
    const watch = setInterval(() => {
      if (!refusing && smtp.messages.length >= count) {
        smtp.failNext(1_000_000, 451, 'data');
        refusing = true;
      }
    }, 1);
    try {
      await until(() => refusing, timeoutMs, what);
    } finally {
      clearInterval(watch);
    }
  }

  /**
   * SIGKILL once the server has recorded every send the double accepted; returns how many that was. The server is
   * gone when this resolves.
   */
  async crash(server: BuiltServer, smtp: SmtpDouble): Promise<number> {
    await until(
      () => logged(server, 'email sent') >= smtp.messages.length,
      60_000,
      () => `the server to record the ${smtp.messages.length} sends the double accepted`,
    );
    const sent = smtp.messages.length;
    server.child.kill('SIGKILL');
    await server.exitCode();
    return sent;
  }

  /** SIGTERM, and the clean exit (code 0) a stop must end in. */
  async stop(server: BuiltServer): Promise<void> {
    server.child.kill('SIGTERM');
    const code = await server.exitCode();
    if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${server.output().slice(-3000)}`);
  }

  async close(): Promise<void> {
    for (const server of this.children) if (!server.exited()) server.child.kill('SIGKILL');
    for (const cleanup of this.cleanups.reverse()) await cleanup();
  }
}
