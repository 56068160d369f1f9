import { z } from 'zod';
import {
  BLITZ_SOURCES,
  BLITZ_STATUSES,
  EMAIL_STATUSES,
  LEAD_SOURCES,
  OPERATOR_LIST_NAMES,
  PLAYBOOK_STATUSES,
  SPAM_FILTERS,
  SUBSCRIPTION_STATUSES,
  WEBHOOK_STATUSES,
} from './operator-list-constants.ts';

/**
 * The operator console's lists (docs/operator-console.md): every filter is a URL query parameter, so a link
 * reproduces a view, and the same parameters filter the CSV export. Unknown parameters are ignored.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (a UTC day) or a full ISO 8601 instant. */
const dateBound = z
  .string()
  .trim()
  .refine((value) => (DATE_ONLY.test(value) || value.includes('T')) && !Number.isNaN(Date.parse(value)), {
    message: 'Dates must be YYYY-MM-DD or an ISO 8601 date-time',
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const commonFilters = {
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200, 'Search must be 200 characters or fewer').optional()),
  from: z.preprocess(emptyAsUndefined, dateBound.optional()).describe('Created on or after (UTC day or instant)'),
  to: z
    .preprocess(emptyAsUndefined, dateBound.optional())
    .describe('Created on or before (UTC day, inclusive, or instant)'),
  page: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(1_000_000, 'page is too large')
      .default(1),
  ),
};

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(emptyAsUndefined, z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional());

/** One status, or several separated by commas (`status=ready,erased`). */
const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined
        ? undefined
        : String(value)
            .split(',')
            .map((item) => item.trim()),
    z
      .array(z.enum(values, { error: `status must be one of: ${values.join(', ')}` }))
      .max(values.length)
      .optional(),
  );

export const leadListQuerySchema = z.object({
  ...commonFilters,
  source: optionalEnum(LEAD_SOURCES, 'source'),
  spam: z.preprocess(
    emptyAsUndefined,
    z.enum(SPAM_FILTERS, { error: 'spam must be all, exclude or only' }).default('all'),
  ),
});
export const playbookListQuerySchema = z.object({
  ...commonFilters,
  status: statusFilter(PLAYBOOK_STATUSES),
});
export const blitzListQuerySchema = z.object({
  ...commonFilters,
  status: statusFilter(BLITZ_STATUSES),
  source: optionalEnum(BLITZ_SOURCES, 'source'),
});
export const emailListQuerySchema = z.object({
  ...commonFilters,
  status: statusFilter(EMAIL_STATUSES),
  kind: z.preprocess(emptyAsUndefined, z.string().trim().max(60).optional()),
});
export const webhookListQuerySchema = z.object({ ...commonFilters, status: statusFilter(WEBHOOK_STATUSES) });
export const subscriptionListQuerySchema = z.object({ ...commonFilters, status: statusFilter(SUBSCRIPTION_STATUSES) });

export const listQuerySchemas = {
  leads: leadListQuerySchema,
  playbooks: playbookListQuerySchema,
  blitz: blitzListQuerySchema,
  emails: emailListQuerySchema,
  webhooks: webhookListQuerySchema,
  subscriptions: subscriptionListQuerySchema,
} as const satisfies Record<(typeof OPERATOR_LIST_NAMES)[number], z.ZodType>;

/** The routes under /api/operator: a list's name in the path (checked by the route, so an unknown one is a 404). */
export const operatorListParamsSchema = z.object({ list: z.string().max(40) });
export const operatorListNameSchema = z.enum(OPERATOR_LIST_NAMES, {
  error: `list must be one of: ${OPERATOR_LIST_NAMES.join(', ')}`,
});
/** The list's filters, parsed by listQuerySchemas once the list is known. */
export const operatorListQuerySchema = z.record(z.string(), z.unknown());
export const webhookRetryParamsSchema = z.object({ id: z.string().max(100) });
/** The CSRF token may come as a form field instead of the header. */
export const csrfBodySchema = z.object({ csrf: z.unknown() }).partial().optional();

export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type PlaybookListQuery = z.infer<typeof playbookListQuerySchema>;
export type BlitzListQuery = z.infer<typeof blitzListQuerySchema>;
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;
export type WebhookListQuery = z.infer<typeof webhookListQuerySchema>;
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
export type OperatorListName = (typeof OPERATOR_LIST_NAMES)[number];

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface OperatorLeadRow {
  id: string;
  source: (typeof LEAD_SOURCES)[number];
  email: string;
  name: string;
  createdAt: string;
  spam: boolean;
  /** The webhook outbox state (submissions only; null for playbook owners). */
  forwarded: string | null;
  /** Every field as submitted (the stored payload), or the brand profile's owner fields. */
  fields: Record<string, unknown>;
}

export interface OperatorPlaybookRow {
  id: string;
  name: string;
  location: string;
  status: string;
  format: string;
  engine: string | null;
  blitzOptIn: boolean;
  ownerName: string;
  ownerEmail: string;
  createdAt: string;
  readyAt: string | null;
}

export interface OperatorBlitzSend {
  day: number;
  localDay: string;
  kind: string;
  status: string;
  reviewCount: number;
  emailStatus: string | null;
}

export interface OperatorBlitzRow {
  id: string;
  email: string;
  ownerName: string;
  restaurantName: string;
  placeId: string;
  source: string;
  status: string;
  enrolledAt: string;
  completedAt: string | null;
  sends: OperatorBlitzSend[];
}

export interface OperatorEmailRow {
  id: string;
  recipient: string;
  kind: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OperatorWebhookAttempt {
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  outcome: string;
  durationMs: number;
}

export interface OperatorWebhookRow {
  id: string;
  submissionId: string;
  source: string;
  email: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  attemptLog: OperatorWebhookAttempt[];
}

/** A restaurant's Starter trial or subscription (docs/billing.md). */
export interface OperatorSubscriptionRow {
  id: string;
  restaurantName: string;
  placeId: string;
  ownerEmail: string;
  plan: 'starter' | 'free-forever';
  status: string;
  trialStartedAt: string;
  trialEndsAt: string;
  /** When Stripe next invoices; null without a live subscription or when it ends at the period's end. */
  nextInvoiceAt: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /**
   * Since when Stripe still has to cancel or clear what this row had there after its owner's data was erased (the
   * owner is `(erased)`); null when nothing waits for Stripe.
   */
  stripeErasePendingSince: string | null;
}

export interface OperatorListRows {
  leads: OperatorLeadRow;
  playbooks: OperatorPlaybookRow;
  blitz: OperatorBlitzRow;
  emails: OperatorEmailRow;
  webhooks: OperatorWebhookRow;
  subscriptions: OperatorSubscriptionRow;
}
