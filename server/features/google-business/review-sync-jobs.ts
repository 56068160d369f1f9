import { currentEnrollmentIds } from '#server/features/owners/index.ts';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineQueue, defineScheduledQueue } from '#server/jobs/job-system.ts';
import { GoogleApiError } from '#server/providers/google-business/google-business-client.ts';
import { underClaim } from '#server/db/claim.ts';
import type { ServerContext } from '#server/server-context.ts';
import { googleConnections } from './connection-tables.ts';
import {
  GoogleConnectionBrokenError,
  type GoogleConnection,
  type GoogleConnections,
} from './google-connection-types.ts';
import { syncReviews } from './review-sync.ts';
import { syncCycleAt, syncDue } from './sync-schedule.ts';

/**
 * The sync through the day (docs/google-business-profile.md, "Sync through the day"): every minute a scheduled job
 * queues one sync job per connection whose minute of the interval has come and that is not synced in this cycle yet;
 * each sync job claims its connection's cycle, syncs it with syncReviews and hands what it found to the job it is given
 * (the blitz's same-day alerts).
 */

/** Every minute; the tick itself only reads the connections and queues jobs. */
export const googleSyncTickQueue = defineScheduledQueue({
  name: 'google-business.sync-tick',
  cron: '* * * * *',
  policy: { retryLimit: 0, retryDelay: 30, retryBackoff: false, expireInSeconds: 55 },
});

export const googleSyncQueue = defineQueue({
  name: 'google-business.sync',
  schema: z.object({ connectionId: z.uuid(), cycle: z.number().int().nonnegative() }),
  // A failure of ours (the database) is retried; Google's refusals are settled by the handler (below). The client
  // waits up to a minute per call in its own retries, so a run can take a few minutes on a slow day.
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  concurrency: 2,
});

export interface SyncTarget {
  connectionId: string;
  cycle: number;
}

/**
 * The connections due now: active, of an enrollment whose mail runs (blitz or Free Forever, not taken over), whose minute of this
 * cycle has come, not claimed in this cycle, and not asked by Google to wait. Each gets one job: its singleton key
 * names the connection and cycle (and the wait it was deferred to), so a second tick, a restart or a second worker
 * queues nothing more while that job waits; the cycle claim (claimSync) stops any duplicate that gets through.
 */
export async function queueDueSyncs(ctx: ServerContext, intervalMinutes: number, now: Date): Promise<SyncTarget[]> {
  if (intervalMinutes <= 0) return [];
  const { cycle } = syncCycleAt(now, intervalMinutes);
  const rows = await ctx.database.db
    .select({ id: googleConnections.id, notBefore: googleConnections.syncNotBefore })
    .from(googleConnections)
    .where(
      and(
        eq(googleConnections.status, 'active'),
        // Of a blitz or Free Forever that no newer blitz of the same address and place took over (that one's own
        // connection is the one read).
        inArray(googleConnections.enrollmentId, currentEnrollmentIds(['active', 'completed'])),
        or(isNull(googleConnections.syncCycle), lt(googleConnections.syncCycle, cycle)),
        or(isNull(googleConnections.syncNotBefore), lte(googleConnections.syncNotBefore, now)),
      ),
    );
  const queued: SyncTarget[] = [];
  for (const row of rows) {
    if (!syncDue(row.id, intervalMinutes, now)) continue;
    const deferred = row.notBefore ? `:${row.notBefore.getTime()}` : '';
    const id = await ctx.jobs.send(
      googleSyncQueue,
      { connectionId: row.id, cycle },
      { singletonKey: `${row.id}:${cycle}${deferred}`, singletonSeconds: intervalMinutes * 60 },
    );
    if (id) queued.push({ connectionId: row.id, cycle });
  }
  return queued;
}

/**
 * Takes the connection's sync of `cycle` for the job `claim`: only while no job of this cycle (or a later one) took
 * it, or when `claim` is the job that did (its own retry after its process died). False: nothing to do.
 */
async function claimSync(ctx: ServerContext, target: SyncTarget, claim: string, now: Date): Promise<boolean> {
  const claimed = await ctx.database.db
    .update(googleConnections)
    .set({ syncCycle: target.cycle, syncClaim: claim })
    .where(
      and(
        eq(googleConnections.id, target.connectionId),
        eq(googleConnections.status, 'active'),
        or(
          isNull(googleConnections.syncCycle),
          lt(googleConnections.syncCycle, target.cycle),
          and(eq(googleConnections.syncCycle, target.cycle), eq(googleConnections.syncClaim, claim)),
        ),
        or(isNull(googleConnections.syncNotBefore), lte(googleConnections.syncNotBefore, now)),
      ),
    )
    .returning({ id: googleConnections.id });
  return claimed.length > 0;
}

/** What a higher feature gives the sync when server/app-features.ts wires it (a lower feature never imports it). */
export interface SyncHooks {
  /** After the reviews are stored: the inbox writes the drafts of the new ones, so its page only reads them. */
  draftNewReviews?: (connectionId: string) => Promise<void>;
  /** Then the results read the new and edited reviews into their themes rollup, so their page only counts. */
  readNewReviews?: (connectionId: string) => Promise<void>;
}

/**
 * The hooks after a sync stored reviews; a failure of either is logged and never fails the sync (the owner's inbox
 * drafts what is missing, the results page reads what is unread).
 */
export async function draftStored(ctx: ServerContext, hooks: SyncHooks, connectionId: string): Promise<void> {
  try {
    await hooks.draftNewReviews?.(connectionId);
  } catch (error) {
    ctx.logger.warn({ err: error, connectionId }, 'drafting the synced reviews failed; the inbox drafts them later');
  }
  try {
    await hooks.readNewReviews?.(connectionId);
  } catch (error) {
    ctx.logger.warn({ err: error, connectionId }, 'reading the synced reviews for the results failed; read later');
  }
}

export type ScheduledSyncOutcome =
  | { outcome: 'not-due' }
  | { outcome: 'synced'; stored: number; connection: GoogleConnection }
  /** Google asked us to wait (Retry-After): the cycle's claim is given back and the sync waits until `until`. */
  | { outcome: 'deferred'; until: Date }
  /** Google refused or failed; the next cycle tries again (a broken grant: never, until the owner reconnects). */
  | { outcome: 'failed'; failure: string };

/**
 * One connection's scheduled sync (its alerts follow: the blitz's runScheduledSync). Google's refusals never make the job fail: a 429 or 503 with
 * Retry-After defers this connection's sync until then (the tick queues it again once the wait is over); without
 * one, or for any other refusal, the next cycle tries again; a refused refresh token has already marked the
 * connection broken and emailed the owner once (google-connections.ts), and broken connections are not synced. A
 * failure of our own (the database) throws, and the job's retry goes on under the same claim.
 */
export async function syncOnSchedule(
  ctx: ServerContext,
  connections: GoogleConnections,
  target: SyncTarget,
  claim: string,
  now: Date = ctx.now(),
): Promise<ScheduledSyncOutcome> {
  const synced = await underClaim({
    // The cycle's claim, on a connection that still works; null: another job has it, or nothing to read.
    claim: async () => {
      if (!(await claimSync(ctx, target, claim, now))) return null;
      const connection = await connections.byId(target.connectionId);
      return connection?.status === 'active' ? connection : null;
    },
    work: async (connection) => ({ ...(await syncReviews(ctx, connections, connection, now)), connection }),
    giveBack: (_connection, error) => syncFailure(ctx, target, claim, error, now),
  });
  if (synced.status === 'not-claimed') return { outcome: 'not-due' };
  if (synced.status === 'failed') return synced.failure;
  return { outcome: 'synced', stored: synced.value.stored, connection: synced.value.connection };
}

/**
 * What a failed sync comes to: Google asked us to wait (the cycle's claim is given back and the sync waits until
 * then), the grant is broken, or Google refused or failed (the next cycle tries again). Anything else is thrown.
 */
async function syncFailure(
  ctx: ServerContext,
  target: SyncTarget,
  claim: string,
  error: unknown,
  now: Date,
): Promise<Exclude<ScheduledSyncOutcome, { outcome: 'synced' | 'not-due' }>> {
  if (error instanceof GoogleConnectionBrokenError) return { outcome: 'failed', failure: 'broken' };
  if (!(error instanceof GoogleApiError)) throw error;
  const wait = error.upstream.retryAfterMs;
  if ((error.failure === 'rate-limited' || error.failure === 'unavailable') && wait !== undefined) {
    const until = new Date(now.getTime() + wait);
    await ctx.database.db
      .update(googleConnections)
      .set({ syncNotBefore: until, syncCycle: sql`${target.cycle} - 1`, syncClaim: null })
      .where(and(eq(googleConnections.id, target.connectionId), eq(googleConnections.syncClaim, claim)));
    ctx.logger.warn(
      { connectionId: target.connectionId, failure: error.failure, waitMs: wait },
      'Google asked us to wait; the sync of this connection is deferred',
    );
    return { outcome: 'deferred', until };
  }
  ctx.logger.warn(
    { connectionId: target.connectionId, failure: error.failure, status: error.upstream.status },
    'scheduled Google review sync failed; the next cycle tries again',
  );
  return { outcome: 'failed', failure: error.failure };
}

/**
 * The tick and the sync jobs, unless GOOGLE_SYNC_INTERVAL_MINUTES is 0 or Google Business Profile is off. Each sync job
 * runs `runSync` (syncOnSchedule, then what follows it), given by server/app-features.ts.
 */
export function registerGoogleSyncJobs(
  ctx: ServerContext,
  connections: GoogleConnections,
  runSync: (target: SyncTarget, claim: string, intervalMinutes: number) => Promise<unknown>,
): void {
  const interval = ctx.config.google.syncIntervalMinutes;
  if (interval <= 0 || !connections.enabled) return;
  ctx.jobs.registerScheduled(googleSyncTickQueue, async () => {
    const queued = await queueDueSyncs(ctx, interval, ctx.now());
    if (queued.length > 0) ctx.logger.info({ queued: queued.length }, 'google review syncs queued');
  });
  ctx.jobs.register(googleSyncQueue, async (target, job) => {
    await runSync(target, job.id, interval);
  });
}
