import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../../server/config.ts';
import { createServerContext } from '../../server/create-server-context.ts';
import { createGoogleConnections } from '../../server/features/google-business/google-connections.ts';
import { runScheduledSync } from '../../server/features/blitz/review-alerts.ts';
import { googleSyncQueue } from '../../server/features/google-business/review-sync-jobs.ts';
import { syncCycleAt } from '../../server/features/google-business/sync-schedule.ts';
import { startGoogleBusinessDouble } from '../../tests/doubles/google-business-server.ts';
import { middayTimeZone, seedConnectedOwners } from '../../tests/support/google-sync-seed.ts';

/**
 * One pass of the sync through the day over 500 connected owners, on PostgreSQL, against the local Google double
 * over loopback (Google's own latency is not included): each connection's scheduled sync (claim, listing, upsert)
 * and its alert pass. Every location has 21 reviews the connection has not stored yet (one page), its 1–2★ unanswered
 * ones alerted (a draft written, an email rendered and queued each): about five alerts a connection, far more than a
 * real pass, so the figure is an upper bound. The syncs run as one worker process runs them (the queue's concurrency). Wall time and the peak RSS
 * of this process (server code, database client and the double together).
 *   npx tsx scripts/bench/google-sync-bench.ts   (needs TEST_DATABASE_URL)
 */

const CONNECTIONS = 500;
const INTERVAL = 30;
const APP_SECRET = 'google-sync-bench-secret-0123456789abcdef012345';

export async function benchGoogleSync(): Promise<Record<string, number | string>> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return { postgres: 'TEST_DATABASE_URL not set: the sync pass is measured on PostgreSQL only' };
  const schema = `bench_sync_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-sync-bench-'));
  const double = await startGoogleBusinessDouble({ consent: 'auto' });
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'warn',
    GOOGLE_SYNC_INTERVAL_MINUTES: String(INTERVAL),
    ...double.env,
  });
  const ctx = await createServerContext({ config, logger: pino({ level: 'warn' }), runWorkers: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await ctx.jobs.start();
    await client.query(`set search_path to ${schema}`);
    const now = new Date();
    const owners = await seedConnectedOwners({
      query: (text, values) => client.query(text, values),
      double,
      appSecret: APP_SECRET,
      count: CONNECTIONS,
      label: 'bench',
      timeZone: middayTimeZone(now),
      now,
      reviews: (index, locationPath) => {
        double.generateReviews(locationPath, {
          count: 20,
          newest: new Date(now.getTime() - 2 * 3_600_000),
          spacingMinutes: 600,
          repliedEvery: 2,
          idPrefix: `old-${index}`,
        });
        double.addReview(locationPath, {
          reviewId: `new-${index}`,
          starRating: 1,
          comment: `The soup was cold and we waited 50 minutes, visit ${index}.`,
          createTime: new Date(now.getTime() - 5 * 60_000).toISOString(),
        });
      },
    });
    const connections = createGoogleConnections(ctx);
    const rssBeforeMb = Math.round(process.memoryUsage().rss / 1_048_576);
    /** One pass over every connection in `cycle`, as one worker process runs it; its wall time and alerts. */
    const pass = async (cycle: number) => {
      const queue = owners.map((owner) => owner.connectionId);
      let alerts = 0;
      let failures = 0;
      const started = performance.now();
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const outcome = await runScheduledSync(
            ctx,
            connections,
            INTERVAL,
            { connectionId: id, cycle },
            `b-${cycle}-${id}`,
          );
          if (outcome.outcome === 'synced') alerts += outcome.alerts.alerted.length;
          else failures += 1;
        }
      };
      await Promise.all(Array.from({ length: googleSyncQueue.concurrency ?? 1 }, worker));
      if (failures > 0) throw new Error(`${failures} of ${CONNECTIONS} syncs failed`);
      return { wallMs: Math.round(performance.now() - started), alerts };
    };
    const { cycle } = syncCycleAt(new Date(), INTERVAL);
    const first = await pass(cycle);
    if (first.alerts < CONNECTIONS) throw new Error(`the first pass alerted ${first.alerts} reviews`);
    // The next cycle: nothing new, what almost every pass is.
    const quiet = await pass(cycle + 1);
    return {
      connections: CONNECTIONS,
      concurrency: googleSyncQueue.concurrency ?? 1,
      alertingPassWallMs: first.wallMs,
      alertsQueued: first.alerts,
      quietPassWallMs: quiet.wallMs,
      quietPerConnectionMs: Math.round((quiet.wallMs / CONNECTIONS) * 10) / 10,
      rssBeforeMb,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      rssAfterMb: Math.round(process.memoryUsage().rss / 1_048_576),
      heapUsedAfterMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
    };
  } finally {
    await ctx.close();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`drop schema if exists ${schema}_pgboss cascade`);
    await client.end();
    await double.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  console.log(JSON.stringify(await benchGoogleSync(), null, 2));
}
