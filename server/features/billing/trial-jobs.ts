import { and, eq, isNull, lte, gt } from 'drizzle-orm';
import { formatUsd, monthlyPriceUsd } from '#contracts/plan-constants.ts';
import { emailBrand, queueEmail } from '#server/features/email/index.ts';
import type { MorningJob } from '#server/jobs/morning-jobs.ts';
import type { ServerContext } from '#server/server-context.ts';
import { runPendingStripeErasures, stripeErasuresQueue } from './billing-erasure.ts';
import { subscriptions } from './billing-tables.ts';
import { registerStripeEventJobs } from './stripe-events.ts';
import { accountSignInUrl } from './billing-links.ts';
import { trialEndedTemplate, trialReminderTemplate } from './emails/billing-emails.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes three days before the end: day 11 of the 14. */
export const REMINDER_DAYS_BEFORE_END = 3;

export interface TrialRunReport {
  reminded: string[];
  ended: string[];
  /** The emails queued (ends first, then reminders), for the morning run's report and `mornings:run-due`. */
  emailIds: string[];
}

/**
 * The trials' two moments, for trials that have no Stripe subscription yet (once the owner adds a card, Stripe runs
 * the trial's end and its webhooks tell us):
 * - three days before the end, one reminder with the way to add a card;
 * - at the end, back to Free Forever (status `trial-ended`) and an email saying so.
 * Each is claimed by one conditional update of the row (only one runner's update matches), and the email's dedupe
 * key is a second guard, so several processes running this at once send each email once.
 */
export async function runTrialMoments(ctx: ServerContext, now: Date = ctx.now()): Promise<TrialRunReport> {
  const { db } = ctx.database;
  const report: TrialRunReport = { reminded: [], ended: [], emailIds: [] };
  const price = formatUsd(monthlyPriceUsd('starter'));
  const common = { brand: emailBrand(ctx), accountUrl: accountSignInUrl(ctx), monthlyPrice: price };

  const ending = await db
    .update(subscriptions)
    .set({ status: 'trial-ended', trialEndedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        isNull(subscriptions.stripeSubscriptionId),
        lte(subscriptions.trialEndsAt, now),
      ),
    )
    .returning();
  for (const row of ending) {
    try {
      const queued = await queueEmail(ctx, {
        template: trialEndedTemplate,
        to: row.ownerEmail,
        dedupeKey: `billing:trial-ended:${row.id}`,
        props: { ...common, restaurantName: row.restaurantName },
      });
      report.emailIds.push(queued.id);
    } catch (error) {
      // Give the end back: the next run ends it again and queues the email (its dedupe key keeps it to one).
      await db
        .update(subscriptions)
        .set({ status: 'trialing', trialEndedAt: null })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'trial-ended')));
      throw error;
    }
    report.ended.push(row.id);
    ctx.logger.info({ placeId: row.placeId }, 'Starter trial ended without a card; back on Free Forever');
  }

  const reminding = await db
    .update(subscriptions)
    .set({ reminderSentAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        isNull(subscriptions.stripeSubscriptionId),
        isNull(subscriptions.reminderSentAt),
        lte(subscriptions.trialEndsAt, new Date(now.getTime() + REMINDER_DAYS_BEFORE_END * DAY_MS)),
        gt(subscriptions.trialEndsAt, now),
      ),
    )
    .returning();
  for (const row of reminding) {
    try {
      const queued = await queueEmail(ctx, {
        template: trialReminderTemplate,
        to: row.ownerEmail,
        dedupeKey: `billing:trial-reminder:${row.id}`,
        props: { ...common, restaurantName: row.restaurantName, trialEndsAt: row.trialEndsAt.toISOString() },
      });
      report.emailIds.push(queued.id);
    } catch (error) {
      // Give the claim back: the next run queues it (the dedupe key keeps it to one email).
      await db.update(subscriptions).set({ reminderSentAt: null }).where(eq(subscriptions.id, row.id));
      throw error;
    }
    report.reminded.push(row.id);
  }
  return report;
}

/**
 * The trials' reminders and ends, in the morning run (every 5 minutes, and `npm run mornings:run-due`); nothing
 * without Stripe configured, as no trial can start then.
 */
export function trialMoments(ctx: ServerContext): MorningJob {
  return {
    name: 'trial reminders and ends',
    async run(now) {
      if (!ctx.config.stripe) return { lines: [], emailIds: [], failed: 0 };
      const report = await runTrialMoments(ctx, now);
      const lines = [
        ...(report.ended.length > 0 ? [`trials ended, back on Free Forever: ${report.ended.length}`] : []),
        ...(report.reminded.length > 0 ? [`trial reminders queued: ${report.reminded.length}`] : []),
      ];
      return { lines, emailIds: report.emailIds, failed: 0 };
    },
  };
}

/** Stripe's events and the erasures still owed to Stripe run as jobs of their own (not mornings). */
export function registerBillingJobs(ctx: ServerContext): void {
  if (!ctx.config.stripe) return;
  registerStripeEventJobs(ctx);
  ctx.jobs.registerScheduled(stripeErasuresQueue, async () => {
    const outcome = await runPendingStripeErasures(ctx);
    if (outcome.stripeCanceled || outcome.stripeCancelPending || outcome.stripeScrubPending) {
      ctx.logger.info(outcome, 'erased billing rows sent to Stripe again');
    }
  });
}
