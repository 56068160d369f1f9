import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig, type Config } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import type { ServerContext } from '#server/server-context.ts';

/** What the owner benches (the inbox, the results) share: a production context on PGlite in memory, one restaurant. */

export const BENCH_PLACE = 'cat-katzs-delicatessen';

/** The reviews' texts, in turn (null: stars only). */
export const BENCH_COMMENTS = [
  'The pastrami on rye was the best I have had, and the pickles too.',
  'Good soup but we waited 40 minutes for a table.',
  'Rude staff at the counter and the brisket was dry. Not coming back.',
  'Great sandwiches, huge portions, a bit pricey.',
  'Cold fries and a long wait. Disappointing.',
  null,
];

/** A production server context on PGlite in memory, its data folder removed by `close`. */
export async function benchContext(label: string, appSecret: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `replybook-${label}-`));
  const config: Config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: appSecret,
    PUBLIC_URL: 'https://replybook.example',
    LOG_LEVEL: 'warn',
  });
  const ctx = await createServerContext({
    config,
    logger: pino({ level: 'silent' }),
    runWorkers: false,
    inMemoryDatabase: true,
  });
  return {
    ctx,
    config,
    close: async () => {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The owner's enrollment (from `enrolledAt`) and its active Google connection; their ids. */
export async function seedConnectedRestaurant(ctx: ServerContext, email: string, enrolledAt: Date) {
  const enrollmentId = randomUUID();
  const connectionId = randomUUID();
  const db = ctx.database.db;
  await db.execute(sql`
    insert into blitz_enrollments (id, email, place_id, restaurant_name, owner_name, source, status, enrolled_at)
    values (${enrollmentId}, ${email}, ${BENCH_PLACE}, 'Katz''s Delicatessen', 'Jake Dell', 'playbook', 'active',
      ${enrolledAt.toISOString()}::timestamptz)`);
  await db.execute(sql`
    insert into google_connections (id, enrollment_id, place_id, account_name, location_name, location_title,
      refresh_token_sealed, key_id, status, created_at, updated_at)
    values (${connectionId}, ${enrollmentId}, ${BENCH_PLACE}, 'accounts/1', 'locations/1', 'Katz''s Delicatessen',
      'sealed', 'k1', 'active', now(), now())`);
  return { enrollmentId, connectionId };
}
