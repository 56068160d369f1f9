import { z } from 'zod';
import { defineQueue } from '#server/jobs/job-system.ts';
import { purgeEndedConnections } from '#server/features/google-business/connection-retention.ts';
import { purgeExpiredRateLimits } from '#server/http/rate-limit-store.ts';
import type { ServerContext } from '#server/server-context.ts';

/** Daily housekeeping: expired rate-limit counters would otherwise accumulate forever. */
export const purgeExpiredQueue = defineQueue({
  name: 'maintenance.purge-expired',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  concurrency: 1,
});

/**
 * Daily: Google Business Profile connections of blitzes that ended over 30 days ago are revoked at Google and
 * deleted, with everything stored for them.
 */
export const googleConnectionRetentionQueue = defineQueue({
  name: 'maintenance.google-connection-retention',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
  concurrency: 1,
});

export function registerMaintenanceJobs(ctx: ServerContext): void {
  ctx.jobs.register(googleConnectionRetentionQueue, async () => {
    const report = await purgeEndedConnections(ctx);
    ctx.logger.info(report, 'google connection retention');
  });
  ctx.jobs.schedule(googleConnectionRetentionQueue, '37 4 * * *', 'UTC');
  ctx.jobs.register(purgeExpiredQueue, async () => {
    const purged = await purgeExpiredRateLimits(ctx.database.db, ctx.now());
    ctx.logger.info({ purged }, 'purged expired rate-limit counters');
  });
  ctx.jobs.schedule(purgeExpiredQueue, '17 4 * * *', 'UTC');
}
