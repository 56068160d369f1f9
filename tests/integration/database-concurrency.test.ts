import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { migrateDatabase, openDatabase } from '#server/db/database.ts';
import { postgresTest } from '../support/postgres-test.ts';

describe('database set-up under concurrency', () => {
  // Several processes starting at once against one new schema: `create schema if not exists` alone races on
  // pg_namespace's unique index, so the set-up must serialise it.
  postgresTest('six handles opening and migrating one new schema at once all succeed', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `race_${randomBytes(5).toString('hex')}`;
    try {
      const handles = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ url, schema })));
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      for (const handle of handles) await handle.ping();
      await Promise.all(handles.map((handle) => handle.close()));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>(
        'select count(*) from information_schema.tables where table_schema = $1',
        [schema],
      );
      expect(Number(rows[0]!.count)).toBeGreaterThan(5);
      await client.end();
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
