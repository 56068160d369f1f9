import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';
import type { Logger } from 'pino';
import { defineScheduledQueue, type JobSystem } from './job-system.ts';

/**
 * The morning run: every job that sends the morning's mail (the blitz mornings, Free Forever's and Starter's, the
 * trials' reminders and ends, …), one after another, in the order of the list `server/app-features.ts` gives. The
 * server's scheduler and `npm run mornings:run-due -- --now <instant>` run the same list through `runMorningJobs`, so
 * what an operator catching up after an outage (or a test that advances days) runs is what the server runs. Each job
 * is idempotent on its own (its claims and its emails' dedupe keys), so a run may be repeated, from any number of
 * processes, as often as wanted.
 */

/** What one job did at `now`. */
export interface MorningJobReport {
  /** One line per thing done, for the command's report ("queued day 1 (2 new reviews) for …"); none: nothing due. */
  lines: string[];
  /** Every email the job queued (each owner's email, then its copies to extra addresses), in the order they go out. */
  emailIds: string[];
  /** Sends that failed: each was given back, and the next run (five minutes later) tries it again. */
  failed: number;
}

export interface MorningJob {
  /** How the report and the logs name it: "blitz", "Free Forever and Starter", … */
  name: string;
  run(now: Date): Promise<MorningJobReport>;
}

export interface MorningRunReport {
  now: Date;
  jobs: { name: string; report: MorningJobReport; error: string | null }[];
  /** Every email the run queued, job by job, in order. */
  emailIds: string[];
  /** Failed sends, plus one for each job that threw. */
  failed: number;
}

/**
 * Runs the jobs in order at `now`. A job that throws is logged and counted, and the jobs after it still run: a broken
 * Google connection never holds up a trial's end.
 */
export async function runMorningJobs(
  jobs: readonly MorningJob[],
  now: Date,
  logger: Pick<Logger, 'error' | 'info'>,
): Promise<MorningRunReport> {
  const report: MorningRunReport = { now, jobs: [], emailIds: [], failed: 0 };
  for (const job of jobs) {
    try {
      const done = await job.run(now);
      report.jobs.push({ name: job.name, report: done, error: null });
      report.emailIds.push(...done.emailIds);
      report.failed += done.failed;
      if (done.lines.length > 0 || done.failed > 0) {
        logger.info({ job: job.name, emails: done.emailIds.length, failed: done.failed }, 'morning job run');
      }
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'morning job failed; the next run tries again');
      const message = error instanceof Error ? error.message : String(error);
      report.jobs.push({ name: job.name, report: { lines: [], emailIds: [], failed: 1 }, error: message });
      report.failed += 1;
    }
  }
  return report;
}

/**
 * Every 5 minutes, New York time: the 08:00 mornings go out by 08:05, a morning missed while the service was down
 * goes out within 5 minutes of it coming back (plus the run queued at start-up), and a trial's reminder or end is
 * never more than 5 minutes late. One at a time per process; the jobs' claims make concurrent runs on several
 * processes harmless.
 */
export const morningsRunDueQueue = defineScheduledQueue({
  name: 'mornings.run-due',
  cron: '*/5 * * * *',
  tz: DEFAULT_TIME_ZONE,
  policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
});

/** The scheduler's side: the run on the cron schedule. A run with a job that threw is retried (a minute later). */
export function registerMorningJobs(
  jobSystem: JobSystem,
  logger: Pick<Logger, 'error' | 'info'>,
  jobs: readonly MorningJob[],
  now: () => Date,
): void {
  jobSystem.registerScheduled(morningsRunDueQueue, async () => {
    const report = await runMorningJobs(jobs, now(), logger);
    const threw = report.jobs.filter((job) => job.error !== null).map((job) => job.name);
    if (threw.length > 0) throw new Error(`morning jobs failed: ${threw.join(', ')}`);
  });
}

/** A run right after start-up (call once the job system is started), so a morning missed while down does not wait. */
export async function queueMorningRunAtStartup(jobSystem: JobSystem): Promise<void> {
  await jobSystem.send(morningsRunDueQueue, {}, { singletonKey: 'startup', singletonSeconds: 60 });
}
