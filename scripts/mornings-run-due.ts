import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, ensureAppSecret, loadConfig } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { DatabaseInUseError } from '#server/db/database.ts';
import { morningJobs } from '#server/app-features.ts';
import { sendPendingEmails } from '#server/features/email/queue-email.ts';
import { runMorningJobs } from '#server/jobs/morning-jobs.ts';

const USAGE = 'Usage: npm run mornings:run-due -- [--now 2026-11-23T13:05:00Z]';

/**
 * `npm run mornings:run-due -- --now <ISO instant>` (also `npm run blitz:run-due`): runs every morning job due at that
 * instant, the very list the server's scheduler runs (`morningJobs` in server/app-features.ts: the blitz mornings,
 * Free Forever's and Starter's, the trials' reminders and ends), in order; then sends what they queued (each owner's
 * email, then its copies to extra addresses) through the configured transport, in that order, prints what it did and
 * exits. Idempotent: a second run at the same instant finds every morning already claimed. Exit codes: 0 done, 1 some
 * sends failed, 64 bad arguments, 75 the PGlite database is in use by a running server, 78 bad configuration.
 * Bundled into build/mornings-run-due.mjs (scripts/build-server.mjs), which the npm scripts run, so it needs
 * production dependencies only.
 */
async function main(): Promise<number> {
  let nowArg: string | undefined;
  try {
    nowArg = parseArgs({ options: { now: { type: 'string' } }, allowPositionals: false }).values.now;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 64;
  }
  const now = nowArg === undefined ? new Date() : new Date(nowArg);
  if (Number.isNaN(now.getTime())) {
    console.error(`--now must be an ISO-8601 instant such as 2026-11-23T13:05:00Z, got "${nowArg}"\n${USAGE}`);
    return 64;
  }

  let config;
  try {
    config = ensureAppSecret(loadConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const logger = pino({ level: 'warn' }, pino.destination(2));
  let ctx: Awaited<ReturnType<typeof createServerContext>>;
  try {
    ctx = await createServerContext({ config, logger, runWorkers: false, now: () => now });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(
        'The embedded database (PGlite) is in use by a running Replybook server. Stop the server first, or use PostgreSQL ' +
          '(DATABASE_URL), where this command can run beside the server.',
      );
      return 75;
    }
    throw error;
  }
  try {
    // Started without workers: queueing needs pg-boss, and the emails are sent below, in this process.
    await ctx.jobs.start();
    const report = await runMorningJobs(morningJobs(ctx), now, logger);
    const delivery = await sendPendingEmails(ctx, report.emailIds);
    console.log(`Morning run at ${now.toISOString()} (${ctx.database.kind}, mail via ${ctx.mail.kind})`);
    for (const job of report.jobs) {
      if (job.error !== null) console.log(`  ${job.name}: FAILED: ${job.error}`);
      else if (job.report.lines.length === 0) console.log(`  ${job.name}: nothing due`);
      else {
        console.log(`  ${job.name}:`);
        for (const line of job.report.lines) console.log(`    ${line}`);
      }
    }
    console.log(
      `  emails: ${delivery.sent} sent, ${delivery['retry-later']} left queued for retry, ${delivery.failed} refused, ${delivery.suppressed} suppressed`,
    );
    return report.failed > 0 || delivery.failed > 0 ? 1 : 0;
  } finally {
    await ctx.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
