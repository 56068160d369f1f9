import type { OperatorListName, OperatorListRows } from '#contracts/operator-lists.ts';
import type { CsvColumn } from '#server/http/csv.ts';

/** The columns of each list's CSV export: what the list shows, plus every submitted field of a lead as JSON. */

const field = (fields: Record<string, unknown>, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
};

export const csvColumns: { [Name in OperatorListName]: readonly CsvColumn<OperatorListRows[Name]>[] } = {
  leads: [
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'source', value: (row) => row.source },
    { header: 'email', value: (row) => row.email },
    { header: 'name', value: (row) => row.name },
    { header: 'phone', value: (row) => field(row.fields, 'phone') },
    {
      header: 'business',
      value: (row) => field(row.fields, 'restaurantName') || field(row.fields, 'companyName'),
    },
    { header: 'message', value: (row) => field(row.fields, 'message') || field(row.fields, 'specificNeeds') },
    { header: 'form', value: (row) => field(row.fields, 'source') || field(row.fields, 'type') },
    { header: 'spam', value: (row) => row.spam },
    { header: 'forwarded', value: (row) => row.forwarded },
    { header: 'id', value: (row) => row.id },
    { header: 'all_fields_json', value: (row) => JSON.stringify(row.fields) },
  ],
  playbooks: [
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'id', value: (row) => row.id },
    { header: 'restaurant', value: (row) => row.name },
    { header: 'location', value: (row) => row.location },
    { header: 'status', value: (row) => row.status },
    { header: 'format', value: (row) => row.format },
    { header: 'engine', value: (row) => row.engine },
    { header: 'blitz_opt_in', value: (row) => row.blitzOptIn },
    { header: 'owner_name', value: (row) => row.ownerName },
    { header: 'owner_email', value: (row) => row.ownerEmail },
    { header: 'ready_at', value: (row) => row.readyAt },
  ],
  blitz: [
    { header: 'enrolled_at', value: (row) => row.enrolledAt },
    { header: 'email', value: (row) => row.email },
    { header: 'owner_name', value: (row) => row.ownerName },
    { header: 'restaurant', value: (row) => row.restaurantName },
    { header: 'place_id', value: (row) => row.placeId },
    { header: 'source', value: (row) => row.source },
    { header: 'status', value: (row) => row.status },
    { header: 'completed_at', value: (row) => row.completedAt },
    { header: 'days_sent', value: (row) => row.sends.length },
    {
      // One entry per day: "day 1 2026-11-20 daily queued/sent 3 reviews".
      header: 'sends',
      value: (row) =>
        row.sends
          .map(
            (send) =>
              `day ${send.day} ${send.localDay} ${send.kind} ${send.status}${send.emailStatus ? `/${send.emailStatus}` : ''} ${send.reviewCount} reviews`,
          )
          .join('; '),
    },
    { header: 'id', value: (row) => row.id },
  ],
  emails: [
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'recipient', value: (row) => row.recipient },
    { header: 'kind', value: (row) => row.kind },
    { header: 'subject', value: (row) => row.subject },
    { header: 'status', value: (row) => row.status },
    { header: 'attempts', value: (row) => row.attempts },
    { header: 'last_error', value: (row) => row.lastError },
    { header: 'sent_at', value: (row) => row.sentAt },
    { header: 'id', value: (row) => row.id },
  ],
  webhooks: [
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'source', value: (row) => row.source },
    { header: 'email', value: (row) => row.email },
    { header: 'status', value: (row) => row.status },
    { header: 'attempts', value: (row) => row.attempts },
    { header: 'next_attempt_at', value: (row) => (row.status === 'pending' ? row.nextAttemptAt : null) },
    { header: 'last_status_code', value: (row) => row.lastStatusCode },
    { header: 'last_error', value: (row) => row.lastError },
    { header: 'delivered_at', value: (row) => row.deliveredAt },
    { header: 'id', value: (row) => row.id },
    { header: 'submission_id', value: (row) => row.submissionId },
  ],
  subscriptions: [
    { header: 'trial_started_at', value: (row) => row.trialStartedAt },
    { header: 'restaurant', value: (row) => row.restaurantName },
    { header: 'place_id', value: (row) => row.placeId },
    { header: 'owner_email', value: (row) => row.ownerEmail },
    { header: 'plan', value: (row) => row.plan },
    { header: 'status', value: (row) => row.status },
    { header: 'trial_ends_at', value: (row) => row.trialEndsAt },
    { header: 'next_invoice_at', value: (row) => row.nextInvoiceAt },
    { header: 'cancel_at_period_end', value: (row) => row.cancelAtPeriodEnd },
    { header: 'stripe_customer_id', value: (row) => row.stripeCustomerId },
    { header: 'stripe_subscription_id', value: (row) => row.stripeSubscriptionId },
    { header: 'stripe_erase_pending_since', value: (row) => row.stripeErasePendingSince },
    { header: 'id', value: (row) => row.id },
  ],
};
