import { sql } from 'drizzle-orm';
import type { DashboardFigure, DashboardPeriod, OperatorDashboard } from '#contracts/operator.ts';
import { monthlyPriceUsd } from '#contracts/plan-constants.ts';
import { queryRows } from '#server/db/database.ts';
import { LEGENDARY_PLAYBOOK_IDS } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * The console's front page: what happened today, in the last 7 and the last 30 days (UTC days, today included),
 * and what needs attention now. Each figure counts exactly what its link lists: the lists filter by creation time
 * from the first day shown (`from=YYYY-MM-DD`), with the same status or source. One exception: "Playbooks generated"
 * counts visitors' playbooks only, not the six examples seeded at first start, which the playbooks list also shows.
 */

/** The seeded examples, left out of "Playbooks generated". */
const EXAMPLE_IDS = sql.join(
  LEGENDARY_PLAYBOOK_IDS.map((id) => sql`${id}`),
  sql`, `,
);

const PERIODS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7d', label: 'Last 7 days', days: 7 },
  { key: '30d', label: 'Last 30 days', days: 30 },
] as const;

/** Lead sources as the leads list names them, in the order the dashboard shows them. */
export const LEAD_SOURCE_FIGURES = [
  { source: 'contact', label: 'Contact messages' },
  { source: 'quote', label: 'Quote requests' },
  { source: 'lead', label: 'Trial and plan leads' },
  { source: 'capture', label: 'Captured emails' },
  { source: 'playbook-owner', label: 'Playbook owners' },
] as const;

/** The first UTC day of a period of `days` days ending today, as YYYY-MM-DD. */
export function periodStart(now: Date, days: number): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return start.toISOString().slice(0, 10);
}

function href(list: string, filters: Record<string, string>): string {
  return `/operator/${list}?${new URLSearchParams(filters).toString()}`;
}

interface Counts {
  playbooks_ready: number;
  emails_sent: number;
  emails_failed: number;
  webhooks_failed: number;
  blitz_enrolled: number;
  contact: number;
  quote: number;
  lead: number;
  capture: number;
  playbook_owner: number;
}

/** One query per period: a handful of counts over indexed creation times. */
async function countSince(ctx: ServerContext, from: string): Promise<Counts> {
  const since = `${from}T00:00:00.000Z`;
  const [row] = await queryRows<Record<keyof Counts, number | string>>(
    ctx.database.db,
    sql`select
      (select count(*) from playbooks where status in ('ready', 'erased') and created_at >= ${since}::timestamptz
        and id not in (${EXAMPLE_IDS})) as playbooks_ready,
      (select count(*) from email_messages where status = 'sent' and created_at >= ${since}::timestamptz) as emails_sent,
      (select count(*) from email_messages where status = 'failed' and created_at >= ${since}::timestamptz) as emails_failed,
      (select count(*) from webhook_deliveries where status = 'failed' and created_at >= ${since}::timestamptz) as webhooks_failed,
      (select count(*) from blitz_enrollments where enrolled_at >= ${since}::timestamptz) as blitz_enrolled,
      (select count(*) from lead_submissions where kind = 'contact' and not spam and created_at >= ${since}::timestamptz) as contact,
      (select count(*) from lead_submissions where kind = 'quote' and not spam and created_at >= ${since}::timestamptz) as quote,
      (select count(*) from lead_submissions where kind = 'lead' and not spam and created_at >= ${since}::timestamptz) as lead,
      (select count(*) from lead_submissions where kind = 'capture' and not spam and created_at >= ${since}::timestamptz) as capture,
      (select count(*) from brand_profiles where contact_email <> '' and created_at >= ${since}::timestamptz) as playbook_owner`,
  );
  const counts = {} as Counts;
  for (const [key, value] of Object.entries(row ?? {})) counts[key as keyof Counts] = Number(value);
  return counts;
}

export async function operatorDashboard(ctx: ServerContext): Promise<OperatorDashboard> {
  const now = ctx.now();
  const periods: DashboardPeriod[] = [];
  for (const period of PERIODS) {
    const from = periodStart(now, period.days);
    const counts = await countSince(ctx, from);
    const figure = (label: string, value: number, list: string, filters: Record<string, string>): DashboardFigure => ({
      label,
      value,
      href: href(list, { ...filters, from }),
    });
    periods.push({
      key: period.key,
      label: period.label,
      from,
      // An erased playbook was generated: it stays counted (docs/operator-console.md, data-rights requests).
      playbooksGenerated: figure('Playbooks generated', counts.playbooks_ready, 'playbooks', {
        status: 'ready,erased',
      }),
      emailsSent: figure('Emails sent', counts.emails_sent, 'emails', { status: 'sent' }),
      emailsFailed: figure('Emails failed', counts.emails_failed, 'emails', { status: 'failed' }),
      webhooksFailed: figure('Webhook deliveries failed', counts.webhooks_failed, 'webhooks', { status: 'failed' }),
      blitzEnrolled: figure('Blitz enrollments', counts.blitz_enrolled, 'blitz', {}),
      leadsBySource: LEAD_SOURCE_FIGURES.map(({ source, label }) =>
        figure(
          label,
          counts[source === 'playbook-owner' ? 'playbook_owner' : source],
          'leads',
          source === 'playbook-owner' ? { source } : { source, spam: 'exclude' },
        ),
      ),
    });
  }
  const weekAhead = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const [current] = await queryRows<Record<'active' | 'pending' | 'failed' | 'paying' | 'ending', number | string>>(
    ctx.database.db,
    sql`select
      (select count(*) from blitz_enrollments where status = 'active') as active,
      (select count(*) from webhook_deliveries where status = 'pending') as pending,
      (select count(*) from webhook_deliveries where status = 'failed') as failed,
      (select count(*) from subscriptions
        where stripe_subscription_id is not null and status in ('active', 'past_due')) as paying,
      (select count(*) from subscriptions where status = 'trialing'
        and trial_ends_at > ${now.toISOString()}::timestamptz
        and trial_ends_at <= ${weekAhead.toISOString()}::timestamptz) as ending`,
  );
  return {
    generatedAt: now.toISOString(),
    periods,
    now: {
      activeBlitzEnrollments: {
        label: 'Active blitz enrollments',
        value: Number(current?.active ?? 0),
        href: href('blitz', { status: 'active' }),
      },
      webhooksPending: {
        label: 'Webhook deliveries pending',
        value: Number(current?.pending ?? 0),
        href: href('webhooks', { status: 'pending' }),
      },
      webhooksFailed: {
        label: 'Webhook deliveries failed',
        value: Number(current?.failed ?? 0),
        href: href('webhooks', { status: 'failed' }),
      },
      mrr: {
        label: 'MRR',
        value: Number(current?.paying ?? 0) * monthlyPriceUsd('starter'),
        unit: 'usd',
        href: href('subscriptions', { status: 'active,past_due' }),
      },
      trialsEndingThisWeek: {
        label: 'Trials ending this week',
        value: Number(current?.ending ?? 0),
        href: href('subscriptions', { status: 'trialing' }),
      },
    },
  };
}
