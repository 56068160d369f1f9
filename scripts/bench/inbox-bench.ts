import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { apiRoutes, createAppServices } from '#server/app-features.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { buildApp } from '#server/http/build-app.ts';
import { BENCH_COMMENTS, BENCH_PLACE, benchContext, seedConnectedRestaurant } from './connected-restaurant.ts';
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
const PLACE = BENCH_PLACE;
const COMMENTS = BENCH_COMMENTS;

export async function benchInbox(): Promise<Record<string, number | string>> {
  const buildDir = path.resolve('build');
  if (!existsSync(path.join(buildDir, 'server', 'index.js'))) return { skipped: 'no production build: npm run build' };
  const bench = await benchContext('inbox', 'inbox-bench-secret-0123456789abcdef0123456789abc');
  const { ctx, config } = bench;
  try {
    const email = 'owner@katz.example';
    const db = ctx.database.db;
    const { connectionId } = await seedConnectedRestaurant(ctx, email, new Date());
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
    await bench.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  console.log(JSON.stringify(await benchInbox(), null, 2));
}
