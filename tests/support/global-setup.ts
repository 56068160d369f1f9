import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { migrateDatabase, openDatabase } from '#server/db/database.ts';
import { JobSystem } from '#server/jobs/job-system.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * One migrated PGlite (schema + pg-boss tables) is built once per run and dumped; every test app starts
 * from that dump instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(handle);
  const jobs = new JobSystem({ handle, logger: pino({ level: 'silent' }), runWorkers: false });
  await jobs.start();
  await jobs.stop();
  const dump = await handle.dump!();
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'replybook-test-'));
  const file = path.join(dir, 'pglite-snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}
