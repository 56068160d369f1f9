/** Filter values of the operator console's lists; zod-free so the browser can import them (filter menus). */

export const OPERATOR_LIST_NAMES = ['leads', 'playbooks', 'blitz', 'emails', 'webhooks', 'subscriptions'] as const;
export const OPERATOR_PAGE_SIZE = 50;

export const LEAD_SOURCES = ['contact', 'quote', 'lead', 'capture', 'playbook-owner'] as const;
export const SPAM_FILTERS = ['all', 'exclude', 'only'] as const;
export const PLAYBOOK_STATUSES = ['generating', 'ready', 'failed', 'erased'] as const;
export const BLITZ_STATUSES = ['active', 'completed', 'unsubscribed'] as const;
export const BLITZ_SOURCES = ['playbook', 'free-trial'] as const;
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'suppressed'] as const;
export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed', 'not-configured'] as const;
/** Our trial's statuses and Stripe's subscription statuses (docs/billing.md). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'trial-ended',
  'no-trial',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export const LEAD_SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = {
  contact: 'Contact message',
  quote: 'Quote request',
  lead: 'Lead',
  capture: 'Captured email',
  'playbook-owner': 'Playbook owner',
};
