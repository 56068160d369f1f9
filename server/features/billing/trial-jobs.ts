import { and, eq, isNull, lte, gt } from 'drizzle-orm';
import { formatUsd, monthlyPriceUsd } from '#contracts/plan-constants.ts';
import { emailBrand } from '#server/features/email/email-brand-config.ts';
import { queueEmail } from '#server/features/email/queue-email.ts';
import { defineScheduledQueue } from '#server/jobs/job-system.ts';
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
  const report: TrialRunReport = { reminded: [], ended: [] };
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
      await queueEmail(ctx, {
        template: trialEndedTemplate,
        to: row.ownerEmail,
        dedupeKey: `billing:trial-ended:${row.id}`,
        props: { ...common, restaurantName: row.restaurantName },
      });
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
      await queueEmail(ctx, {
        template: trialReminderTemplate,
        to: row.ownerEmail,
        dedupeKey: `billing:trial-reminder:${row.id}`,
        props: { ...common, restaurantName: row.restaurantName, trialEndsAt: row.trialEndsAt.toISOString() },
      });
    } catch (error) {
      // Give the claim back: the next run queues it (the dedupe key keeps it to one email).
      await db.update(subscriptions).set({ reminderSentAt: null }).where(eq(subscriptions.id, row.id));
      throw error;
    }
    report.reminded.push(row.id);
  }
  return report;
}

/** Every 15 minutes: a reminder or an end is never more than a quarter of an hour late. */
export const billingTrialsQueue = defineScheduledQueue({
  name: 'billing.trials',
  cron: '*/15 * * * *',
  policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
});

export function registerBillingJobs(ctx: ServerContext): void {
  if (!ctx.config.stripe) return;
  registerStripeEventJobs(ctx);
  ctx.jobs.registerScheduled(stripeErasuresQueue, async () => {
    const outcome = await runPendingStripeErasures(ctx);
    if (outcome.stripeCanceled || outcome.stripeCancelPending || outcome.stripeScrubPending) {
      ctx.logger.info(outcome, 'erased billing rows sent to Stripe again');
    }
  });
  ctx.jobs.registerScheduled(billingTrialsQueue, async () => {
    const report = await runTrialMoments(ctx);
    if (report.reminded.length || report.ended.length) {
      ctx.logger.info({ reminded: report.reminded.length, ended: report.ended.length }, 'billing trials run');
    }
  });
}
