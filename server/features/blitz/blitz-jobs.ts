import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { enrollInBlitz } from './enrollment.ts';
import { runDueFreeForeverSends } from './free-forever-run.ts';
import { runDueBlitzSends, type BlitzDependencies } from './run-due.ts';
import { BLITZ_TIME_ZONE } from './schedule.ts';

/**
 * Every 5 minutes, New York time: the 08:00 sends go out by 08:05, and a send missed while the service was down
 * goes out within 5 minutes of it coming back (plus the run queued at start-up). The same run sends the Free Forever
 * mornings of enrollments whose blitz is over. One at a time per process; the
 * claims make concurrent runs on several processes harmless.
 */
export const blitzRunDueQueue = defineScheduledQueue({
  name: 'blitz.run-due',
  cron: '*/5 * * * *',
  tz: BLITZ_TIME_ZONE,
  policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
});

export function registerBlitzJobs(ctx: ServerContext, deps: BlitzDependencies): void {
  ctx.jobs.registerScheduled(blitzRunDueQueue, async () => {
    const report = await runDueBlitzSends(ctx, ctx.now(), deps);
    if (report.sent.length || report.failed.length || report.completed.length) {
      ctx.logger.info(
        { sent: report.sent.length, failed: report.failed.length, completed: report.completed.length },
        'blitz run',
      );
    }
    const freeForever = await runDueFreeForeverSends(ctx, ctx.now(), deps);
    if (freeForever.sent.length || freeForever.failed.length) {
      ctx.logger.info({ sent: freeForever.sent.length, failed: freeForever.failed.length }, 'Free Forever run');
    }
  });
  ctx.events.on('blitz.opt-in', async (event) => {
    await enrollInBlitz(ctx, event, deps);
  });
}

/** A run right after start-up (call once the job system is started), so a send missed while down does not wait. */
export async function queueBlitzRunAtStartup(ctx: ServerContext): Promise<void> {
  await ctx.jobs.send(blitzRunDueQueue, {}, { singletonKey: 'startup', singletonSeconds: 60 });
}
