import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import { purgeOldReplySentences } from '#server/features/blitz/index.ts';
import { deleteOldEmailRecords } from '#server/features/email/index.ts';
import { purgeEndedConnections } from '#server/features/google-business/index.ts';
import { purgeOrphanInboxRows } from '#server/features/inbox/index.ts';
import { purgeOrphanResultRows } from '#server/features/results/index.ts';
import { purgeExpiredRateLimits } from '#server/http/rate-limit-store.ts';
import type { ServerContext } from '#server/server-context.ts';
import { eraseStaleLeads } from './lead-retention.ts';

/**
 * Daily housekeeping: expired rate-limit counters would otherwise accumulate forever; the hashes of sentences sent
 * in suggested replies go after 8 days (the reply memory reads 7).
 */
export const purgeExpiredQueue = defineScheduledQueue({
  name: 'maintenance.purge-expired',
  cron: '17 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
});

/**
 * Daily: Google Business Profile connections of blitzes that ended over 30 days ago are revoked at Google and
 * deleted, with everything stored for them (the results' themes of their reviews too).
 */
export const googleConnectionRetentionQueue = defineScheduledQueue({
  name: 'maintenance.google-connection-retention',
  cron: '37 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
});

/**
 * Daily: the privacy policy's retention periods (docs/rules.md). Submissions and ended blitz enrollments of
 * addresses last in contact over 3 years ago are erased; settled email records over 12 months old are deleted. Each works in bounded batches and
 * a second run finds nothing left to do.
 */
export const dataRetentionQueue = defineScheduledQueue({
  name: 'maintenance.data-retention',
  cron: '47 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 },
});

/** One retention run; the job's handler, and what tests call. */
export async function runDataRetention(ctx: ServerContext) {
  const leads = await eraseStaleLeads(ctx);
  ctx.logger.info(leads, 'lead retention: submissions and blitz enrollments erased');
  const emails = await deleteOldEmailRecords(ctx);
  ctx.logger.info(emails, 'email retention: delivery records deleted');
  const inbox = await purgeOrphanInboxRows(ctx);
  ctx.logger.info(inbox, 'inbox retention: rows of erased blitzes and deleted reviews removed');
  const results = await purgeOrphanResultRows(ctx.database.db);
  ctx.logger.info(results, 'results retention: themes of deleted reviews removed');
  return { leads, emails, inbox, results };
}

export function registerMaintenanceJobs(ctx: ServerContext): void {
  ctx.jobs.registerScheduled(dataRetentionQueue, async () => {
    await runDataRetention(ctx);
  });
  ctx.jobs.registerScheduled(googleConnectionRetentionQueue, async () => {
    const report = await purgeEndedConnections(ctx);
    // What the results read in the deleted connections' reviews goes with them.
    const results = await purgeOrphanResultRows(ctx.database.db);
    ctx.logger.info({ ...report, results }, 'google connection retention');
  });
  ctx.jobs.registerScheduled(purgeExpiredQueue, async () => {
    const purged = await purgeExpiredRateLimits(ctx.database.db, ctx.now());
    ctx.logger.info({ purged }, 'purged expired rate-limit counters');
    const sentences = await purgeOldReplySentences(ctx.database, ctx.now());
    ctx.logger.info({ sentences }, 'purged sent reply sentences older than 8 days');
  });
}
