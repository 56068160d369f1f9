import type { MorningJob } from '#server/jobs/morning-jobs.ts';
import type { ServerContext } from '#server/server-context.ts';
import { enrollInBlitz } from './enrollment.ts';
import { runDueFreeForeverSends } from './free-forever-run.ts';
import { runDueBlitzSends, type BlitzDependencies } from './run-due.ts';

/** The blitz's event: an opt-in enrolls the address (its mornings run in the morning run: `blitzMornings`). */
export function registerBlitzJobs(ctx: ServerContext, deps: BlitzDependencies): void {
  ctx.events.on('blitz.opt-in', async (event) => {
    await enrollInBlitz(ctx, event, deps);
  });
}

function reviews(count: number, what = 'review'): string {
  return `${count} ${what}${count === 1 ? '' : 's'}`;
}

function withCopies(copyEmailIds: readonly string[]): string {
  const count = copyEmailIds.length;
  return count === 0 ? '' : `, with ${count} ${count === 1 ? 'copy' : 'copies'}`;
}

/** The blitz mornings (days 1–7) and closing emails due at the run's instant, in the morning run. */
export function blitzMornings(ctx: ServerContext, deps: BlitzDependencies): MorningJob {
  return {
    name: 'blitz',
    async run(now) {
      const report = await runDueBlitzSends(ctx, now, deps);
      const lines = report.sent.map((send) => {
        const what =
          send.kind === 'closing' ? 'closing email' : `day ${send.day} (${reviews(send.reviewCount, 'new review')})`;
        return `queued ${what} for ${send.restaurantName}, day ${send.localDay}, enrollment ${send.enrollmentId}${withCopies(send.copyEmailIds)}`;
      });
      for (const failure of report.failed)
        lines.push(`FAILED ${failure.enrollmentId} ${failure.localDay}: ${failure.error}`);
      if (report.completed.length > 0) lines.push(`blitzes completed: ${report.completed.length}`);
      if (report.unsubscribed.length > 0) lines.push(`unsubscribed enrollments skipped: ${report.unsubscribed.length}`);
      return {
        lines,
        emailIds: report.sent.flatMap((send) => [send.emailId, ...send.copyEmailIds]),
        failed: report.failed.length,
      };
    },
  };
}

/** The mornings after the blitz (Free Forever's one reply, Starter's every review) due at the run's instant. */
export function freeForeverMornings(ctx: ServerContext, deps: BlitzDependencies): MorningJob {
  return {
    name: 'Free Forever and Starter',
    async run(now) {
      const report = await runDueFreeForeverSends(ctx, now, deps);
      const lines = report.sent.map((send) => {
        const plan = send.plan === 'starter' ? 'Starter' : 'Free Forever';
        return `queued ${plan} morning (${reviews(send.reviewCount)}, ${send.othersWaiting} more waiting) for ${send.restaurantName}, day ${send.localDay}, enrollment ${send.enrollmentId}${withCopies(send.copyEmailIds)}`;
      });
      for (const quiet of report.quiet)
        lines.push(`nothing new for enrollment ${quiet.enrollmentId}, day ${quiet.localDay}`);
      for (const failure of report.failed)
        lines.push(`FAILED ${failure.enrollmentId} ${failure.localDay}: ${failure.error}`);
      if (report.unsubscribed.length > 0) lines.push(`unsubscribed enrollments skipped: ${report.unsubscribed.length}`);
      return {
        lines,
        emailIds: report.sent.flatMap((send) => [send.emailId, ...send.copyEmailIds]),
        failed: report.failed.length,
      };
    },
  };
}
