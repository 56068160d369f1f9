import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import { purgeEndedConnections } from '#server/features/google-business/connection-retention.ts';
import { purgeExpiredRateLimits } from '#server/http/rate-limit-store.ts';
import type { ServerContext } from '#server/server-context.ts';

/** Daily housekeeping: expired rate-limit counters would otherwise accumulate forever. */
export const purgeExpiredQueue = defineScheduledQueue({
  name: 'maintenance.purge-expired',
  cron: '17 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
});

/**
 * Daily: Google Business Profile connections of blitzes that ended over 30 days ago are revoked at Google and
 * deleted, with everything stored for them.
 */
export const googleConnectionRetentionQueue = defineScheduledQueue({
  name: 'maintenance.google-connection-retention',
  cron: '37 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
});

export function registerMaintenanceJobs(ctx: ServerContext): void {
  ctx.jobs.registerScheduled(googleConnectionRetentionQueue, async () => {
    const report = await purgeEndedConnections(ctx);
    ctx.logger.info(report, 'google connection retention');
  });
  ctx.jobs.registerScheduled(purgeExpiredQueue, async () => {
    const purged = await purgeExpiredRateLimits(ctx.database.db, ctx.now());
    ctx.logger.info({ purged }, 'purged expired rate-limit counters');
  });
}
