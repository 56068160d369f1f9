import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, ensureAppSecret, loadConfig } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import { DatabaseInUseError } from '#server/db/database.ts';
import { blitzDependencies } from '#server/app-features.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { sendPendingEmails } from '#server/features/email/queue-email.ts';

/**
 * `npm run blitz:run-due -- --now <ISO instant>`: runs whatever blitz email is due at that instant,
 * sends it now through the configured transport, prints what it did and exits. Idempotent: a second run at the same
 * instant finds every day already claimed. Exit codes: 0 done, 1 some sends failed, 64 bad arguments,
 * 75 the PGlite database is in use by a running server, 78 bad configuration. Bundled into build/blitz-run-due.mjs
 * (scripts/build-server.mjs), which the npm script runs, so it needs production dependencies only.
 */
async function main(): Promise<number> {
  let nowArg: string | undefined;
  try {
    nowArg = parseArgs({ options: { now: { type: 'string' } }, allowPositionals: false }).values.now;
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run blitz:run-due -- [--now 2026-11-23T13:05:00Z]`);
    return 64;
  }
  const now = nowArg === undefined ? new Date() : new Date(nowArg);
  if (Number.isNaN(now.getTime())) {
    console.error(`--now must be an ISO-8601 instant such as 2026-11-23T13:05:00Z, got "${nowArg}"`);
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
    const report = await runDueBlitzSends(ctx, now, blitzDependencies(ctx));
    const delivery = await sendPendingEmails(
      ctx,
      report.sent.map((send) => send.emailId),
    );
    console.log(`Blitz run at ${now.toISOString()} (${ctx.database.kind}, mail via ${ctx.mail.kind})`);
    console.log(`  active enrollments: ${report.activeEnrollments}`);
    for (const send of report.sent) {
      const what =
        send.kind === 'closing'
          ? 'closing email'
          : `day ${send.day} (${send.reviewCount} new review${send.reviewCount === 1 ? '' : 's'})`;
      console.log(
        `  queued ${what} for ${send.restaurantName}, New York day ${send.nyDay}, enrollment ${send.enrollmentId}`,
      );
    }
    if (report.sent.length === 0) console.log('  nothing due');
    for (const failure of report.failed)
      console.log(`  FAILED ${failure.enrollmentId} ${failure.nyDay}: ${failure.error}`);
    if (report.completed.length) console.log(`  completed enrollments: ${report.completed.length}`);
    if (report.unsubscribed.length) console.log(`  unsubscribed enrollments skipped: ${report.unsubscribed.length}`);
    console.log(
      `  emails: ${delivery.sent} sent, ${delivery['retry-later']} left queued for retry, ${delivery.failed} refused, ${delivery.suppressed} suppressed`,
    );
    return report.failed.length > 0 || delivery.failed > 0 ? 1 : 0;
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
