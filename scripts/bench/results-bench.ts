import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createAppServices, googleSyncHooks } from '#server/app-features.ts';
import { BENCH_COMMENTS, BENCH_PLACE, benchContext, seedConnectedRestaurant } from './connected-restaurant.ts';
import { summarise } from './percentile.ts';

/**
 * The owner's results (docs/results.md) for a restaurant connected to Google with 5,000 reviews over 5 years, a third
 * answered, on PGlite in memory: what the results page's loader asks (`services.results.results`, every figure, the
 * 12 months, the themes and the estimate) and the CSV export. The themes rollup is filled first the way the sync's
 * hook fills it (its one-time cost is reported apart, `rollupFillMs`); the figure is p50/p95 over the calls after a
 * first one, once the tables are analysed as autovacuum would have.
 * Run alone: `npx tsx scripts/bench/results-bench.ts`.
 */

const REVIEWS = 5_000;
const RUNS = 50;
/** Five years of reviews, evenly spread: one every 526 minutes. */
const SPACING_MINUTES = Math.floor((5 * 365 * 24 * 60) / REVIEWS);

const COMMENTS = BENCH_COMMENTS;
const PLACE = BENCH_PLACE;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export async function benchResults(): Promise<Record<string, number | string>> {
  const bench = await benchContext('results', 'results-bench-secret-0123456789abcdef0123456789ab');
  const { ctx } = bench;
  try {
    const email = 'owner@katz.example';
    const db = ctx.database.db;
    // The owner started with Replybook a year ago: "before" and "since" both hold thousands of reviews.
    const { connectionId } = await seedConnectedRestaurant(ctx, email, new Date(Date.now() - 365 * 24 * 3_600_000));
    await db.execute(sql`
      insert into google_reviews (connection_id, review_name, rating, comment, reviewer_name, reviewer_anonymous,
        create_time, update_time, reply_comment, reply_time, synced_at, deleted_at)
      select ${connectionId}::uuid, 'accounts/1/locations/1/reviews/r' || g, 1 + g % 5,
        (array[${COMMENTS[0]}, ${COMMENTS[1]}, ${COMMENTS[2]}, ${COMMENTS[3]}, ${COMMENTS[4]}, null])[1 + g % 6],
        'Guest ' || g, g % 11 = 0, now() - g * ${SPACING_MINUTES} * interval '1 minute',
        now() - g * ${SPACING_MINUTES} * interval '1 minute',
        case when g % 3 = 0 then 'Thank you! — Jake' end,
        case when g % 3 = 0 then now() - g * ${SPACING_MINUTES} * interval '1 minute' + (g % 97) * interval '1 hour' end,
        now(), case when g % 250 = 0 then now() end
      from generate_series(1, ${REVIEWS}) g`);
    const rollupFillMs = await timed(() => googleSyncHooks(ctx).readNewReviews!(connectionId));
    const { results } = createAppServices(ctx);
    const owner = { email };
    const page = () => results.results(owner, { placeId: PLACE, averageTicket: 115 });
    const first = await page();
    if (!first || first.periods.previous12Months.reviews === 0 || first.praise.length === 0) {
      throw new Error('the results bench read no figures');
    }
    const firstCallMs = await timed(page);
    await db.execute(sql`analyze`);
    for (let run = 0; run < 5; run += 1) await page();
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) timings.push(await timed(page));
    const summary = summarise(timings);
    const csvTimings: number[] = [];
    for (let run = 0; run < 10; run += 1) csvTimings.push(await timed(() => results.csv(owner, PLACE)));
    return {
      reviews: REVIEWS,
      runs: RUNS,
      rollupFillMs: Math.round(rollupFillMs),
      firstCallMs: Math.round(firstCallMs),
      p50Ms: summary.p50Ms,
      p95Ms: summary.p95Ms,
      csvP95Ms: summarise(csvTimings).p95Ms,
    };
  } finally {
    await bench.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  console.log(JSON.stringify(await benchResults(), null, 2));
}
