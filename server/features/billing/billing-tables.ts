import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SUBSCRIPTION_STATUSES } from '#contracts/operator-list-constants.ts';

/**
 * Our trial, before Stripe knows the restaurant (`trialing`, `trial-ended`; `no-trial` for a restaurant whose owner
 * used their trial on another one and adds a card at once), then Stripe's own subscription status
 * (`trialing`, `active`, `past_due`, `canceled`, `unpaid`, `incomplete`, `incomplete_expired`, `paused`) once a
 * Checkout made one. Stripe's word is copied from a read of the subscription, never from the browser.
 */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One row per restaurant (the place of an owner's blitz enrollment): its Starter trial and, once the owner paid,
 * its Stripe customer and subscription. A restaurant has one trial ever, and so has an owner's address.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased address of the owner who started the trial. */
    ownerEmail: text('owner_email').notNull(),
    placeId: text('place_id').notNull(),
    restaurantName: text('restaurant_name').notNull(),
    plan: text('plan').$type<'starter'>().notNull().default('starter'),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** False for a restaurant that starts paying without a trial (its owner's one trial went to another restaurant). */
    trialGranted: boolean('trial_granted').notNull().default(true),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * The restaurant's latest Checkout session: "Add a card" sends every tab to it while it is open, so two presses
     * make one subscription.
     */
    checkoutSessionId: text('checkout_session_id'),
    /** When Stripe next invoices (the end of the paid period or of Stripe's trial). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When Stripe ends a cancelled subscription: its `cancel_at`, else the period's end when it cancels then. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    /** The day-11 reminder was queued (the claim: set once, by one runner). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The trial ran out without a subscription: back on Free Forever, the owner told. */
    trialEndedAt: timestamp('trial_ended_at', { withTimezone: true }),
    /**
     * The owner's data was erased (their request, or the operator's on a data-rights request): the address is
     * `(erased)`, the row no longer holds its place or counts as its owner's trial, and stays for the restaurant's
     * one trial and the console's figures.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * Since when Stripe still has to end what an erased row had there (cancel a live subscription, expire an open
     * Checkout, remove the address from the customer and our metadata); null once Stripe confirmed it. The
     * `billing.stripe-erasures` job retries until then.
     */
    stripeErasePendingAt: timestamp('stripe_erase_pending_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One live row per restaurant; an erased row lets the place go (its trial still counts: `startTrial`).
    uniqueIndex('subscriptions_place_unique')
      .on(table.placeId)
      .where(sql`${table.erasedAt} is null`),
    // One trial per address: a second restaurant of the same owner can still pay, without a trial.
    uniqueIndex('subscriptions_owner_trial_unique')
      .on(table.ownerEmail)
      .where(sql`${table.trialGranted} and ${table.erasedAt} is null`),
    uniqueIndex('subscriptions_stripe_subscription_unique')
      .on(table.stripeSubscriptionId)
      .where(sql`${table.stripeSubscriptionId} is not null`),
    index('subscriptions_trial_ends_idx').on(table.status, table.trialEndsAt),
    index('subscriptions_stripe_erase_pending_idx')
      .on(table.stripeErasePendingAt)
      .where(sql`${table.stripeErasePendingAt} is not null`),
  ],
);

/** What a stored event needs for its handling besides the subscription: a failed invoice's figures. */
export interface StripeEventDetail {
  invoiceId: string | null;
  /** In cents. */
  amountDue: number | null;
  /** Unix seconds. */
  nextPaymentAttempt: number | null;
}

/**
 * Stripe's events as received, once each (a replayed or retried delivery changes nothing), and what handling them
 * needs: the webhook stores an event and answers at once; the `billing.stripe-event` job handles it (reads the
 * subscription's current state from Stripe), retried until it is handled.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The subscription the event is about; null for an event about none (handled on arrival: nothing to do). */
    subscriptionId: text('subscription_id'),
    detail: jsonb('detail').$type<StripeEventDetail>(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** A handler's claim: nobody else handles the event before this time. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('stripe_events_pending_idx')
      .on(table.receivedAt)
      .where(sql`${table.handledAt} is null`),
  ],
);
