import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { apiRoutes, createAppServices } from '#server/app-features.ts';
import { loadConfig } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { buildApp } from '#server/http/build-app.ts';
import { summarise } from './percentile.ts';

/**
 * The owner's inbox (docs/inbox.md) for a restaurant connected to Google with 5,000 stored reviews: the first page
 * (`GET /inbox`, 20 reviews, the counts of every filter) rendered by the production build through app.inject, with the
 * owner's session, on PGlite in memory. The first visit is reported apart (it reads all 5,000 reviews once for the
 * filters' marks and writes the page's drafts); the figure is p50/p95 over the visits after it, once the tables are
 * analysed as autovacuum would have. Needs `npm run build`.
 * Run alone: `npx tsx scripts/bench/inbox-bench.ts`.
 */

const REVIEWS = 5_000;
const RUNS = 50;
const PLACE = 'cat-katzs-delicatessen';

const COMMENTS = [
  'The pastrami on rye was the best I have had, and the pickles too.',
  'Good soup but we waited 40 minutes for a table.',
  'Rude staff at the counter and the brisket was dry. Not coming back.',
  'Great sandwiches, huge portions, a bit pricey.',
  'Cold fries and a long wait. Disappointing.',
  null,
];

export async function benchInbox(): Promise<Record<string, number | string>> {
  const buildDir = path.resolve('build');
  if (!existsSync(path.join(buildDir, 'server', 'index.js'))) return { skipped: 'no production build: npm run build' };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-inbox-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: 'inbox-bench-secret-0123456789abcdef0123456789abc',
    PUBLIC_URL: 'https://replybook.example',
    LOG_LEVEL: 'warn',
  });
  const ctx = await createServerContext({
    config,
    logger: pino({ level: 'silent' }),
    runWorkers: false,
    inMemoryDatabase: true,
  });
  try {
    const email = 'owner@katz.example';
    const enrollmentId = randomUUID();
    const connectionId = randomUUID();
    const now = new Date();
    const db = ctx.database.db;
    await db.execute(sql`
      insert into blitz_enrollments (id, email, place_id, restaurant_name, owner_name, source, status, enrolled_at)
      values (${enrollmentId}, ${email}, ${PLACE}, 'Katz''s Delicatessen', 'Jake Dell', 'playbook', 'active', ${now.toISOString()}::timestamptz)`);
    await db.execute(sql`
      insert into google_connections (id, enrollment_id, place_id, account_name, location_name, location_title,
        refresh_token_sealed, key_id, status, created_at, updated_at)
      values (${connectionId}, ${enrollmentId}, ${PLACE}, 'accounts/1', 'locations/1', 'Katz''s Delicatessen',
        'sealed', 'k1', 'active', now(), now())`);
    await db.execute(sql`
      insert into google_reviews (connection_id, review_name, rating, comment, reviewer_name, reviewer_anonymous,
        create_time, update_time, reply_comment, reply_time, synced_at)
      select ${connectionId}::uuid, 'accounts/1/locations/1/reviews/r' || g, 1 + g % 5,
        (array[${COMMENTS[0]}, ${COMMENTS[1]}, ${COMMENTS[2]}, ${COMMENTS[3]}, ${COMMENTS[4]}, null])[1 + g % 6],
        'Guest ' || g, g % 11 = 0, now() - g * interval '3 hours', now() - g * interval '3 hours',
        case when g % 3 = 0 then 'Thank you! — Jake' end, case when g % 3 = 0 then now() - g * interval '2 hours' end,
        now()
      from generate_series(1, ${REVIEWS}) g`);
    // The session cookie exactly as the server sets it (`__Host-rb_owner` over HTTPS).
    const { setCookie } = await createSession(ctx, 'owner', email, null);
    const cookie = setCookie.split(';')[0] ?? '';
    const app = await buildApp({
      ctx,
      apiRoutes,
      logger: false,
      reactRouter: {
        mode: { kind: 'build', buildDir },
        publicUrl: config.publicUrl,
        services: createAppServices(ctx),
      },
    });
    try {
      const visit = async () => {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/inbox?place=${PLACE}`,
          headers: { cookie },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200 || !response.body.includes('data-testid="inbox-review"')) {
          throw new Error(`GET /inbox answered ${response.statusCode}`);
        }
        return ms;
      };
      const firstVisitMs = await visit();
      // What PostgreSQL's autovacuum does after thousands of rows are written (the reviews, the first visit's marks).
      await db.execute(sql`analyze`);
      for (let run = 0; run < 5; run += 1) await visit();
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run += 1) timings.push(await visit());
      const summary = summarise(timings);
      return {
        reviews: REVIEWS,
        runs: RUNS,
        firstVisitMs: Math.round(firstVisitMs),
        pageP50Ms: summary.p50Ms,
        pageP95Ms: summary.p95Ms,
      };
    } finally {
      await app.close();
    }
  } finally {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  console.log(JSON.stringify(await benchInbox(), null, 2));
}
