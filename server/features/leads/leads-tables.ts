import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type SubmissionKind = 'contact' | 'quote' | 'lead' | 'capture';
/**
 * pending → delivered | failed (the webhook outbox); not-configured when WEBHOOK_URL was unset;
 * withheld for spam (honeypot filled), which is never forwarded.
 */
export type ForwardedStatus = 'pending' | 'delivered' | 'failed' | 'not-configured' | 'withheld';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'not-configured';
export type AttemptOutcome = 'delivered' | 'retry' | 'failed';

/**
 * Every contact message, quote request, lead and captured email, one table for all four kinds: they share one
 * lifecycle (validate, store, flag spam, forward) and the outbox points at one table; the payload is the validated
 * request as the contract in contracts/leads.ts defines it, which is also what the webhook receives.
 */
export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<SubmissionKind>().notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    spam: boolean('spam').notNull().default(false),
    forwarded: text('forwarded').$type<ForwardedStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the other features were told (lead-announcement.ts); null until every listener succeeded. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (table) => [
    index('lead_submissions_created_at_idx').on(table.createdAt),
    index('lead_submissions_unannounced_idx')
      .on(table.createdAt)
      .where(sql`${table.announcedAt} is null and ${table.spam} = false`),
  ],
);

/**
 * The outbox: one delivery per forwarded submission, written in the submission's transaction.
 * No foreign keys: drizzle-kit qualifies referenced tables with "public", which breaks DATABASE_SCHEMA (and the
 * per-run test schemas); rows are only ever written together, in one transaction, by this feature.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id').notNull().unique(),
    source: text('source').notNull(),
    /** The exact JSON object POSTed: submission payload + source + timestamp (fixed at creation, same on every retry). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Claimed by a worker until then: two jobs for one delivery (sweeper and request racing) never both POST. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Every POST the outbox made, successful or not. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').$type<AttemptOutcome>().notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId)],
);
