import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from './email-constants.ts';
import type { PlanId } from './plan-constants.ts';

/** Data-rights requests in the operator console (docs/operator-console.md): find, export as JSON, erase. */

export const dataSubjectEmailSchema = z
  .string({ error: 'Enter the email address the request is about' })
  .trim()
  .min(3, 'Enter the email address the request is about')
  .max(EMAIL_MAX_LENGTH, `Must be ${EMAIL_MAX_LENGTH} characters or fewer`)
  .regex(EMAIL_ADDRESS_PATTERN, INVALID_EMAIL_MESSAGE);

export const eraseRequestSchema = z.object({
  email: dataSubjectEmailSchema,
  /** The address typed a second time: the confirmation step. */
  confirmEmail: z.string({ error: 'Type the address again to confirm' }).trim().max(EMAIL_MAX_LENGTH),
});

/** GET /api/operator/data-requests and its export: the address is checked by the service (dataSubjectEmailSchema). */
export const dataRequestQuerySchema = z.object({ email: z.string().optional() });
/** POST /api/operator/data-requests/erase: checked by the service (eraseRequestSchema) after the CSRF guard. */
export const eraseBodySchema = z.object({ email: z.unknown(), confirmEmail: z.unknown(), csrf: z.unknown() }).partial();

export interface DataSubjectRecordCounts {
  leads: number;
  brandProfiles: number;
  playbooks: number;
  blitzEnrollments: number;
  blitzSends: number;
  /** Monthly results reports of their enrollments (month and outcome; no figures are kept). */
  monthlyReports: number;
  emails: number;
  webhookDeliveries: number;
  googleConnections: number;
  /** Extra addresses of their enrollments, and enrollments of others this address was added to (owner settings). */
  enrollmentRecipients: number;
  /** Starter trials and subscriptions of their restaurants (billing). */
  subscriptions: number;
  suppressions: number;
}

/** Everything stored about one address, as the JSON export carries it. */
export interface DataSubjectReport {
  email: string;
  generatedAt: string;
  counts: DataSubjectRecordCounts;
  leads: {
    id: string;
    kind: string;
    createdAt: string;
    spam: boolean;
    forwarded: string;
    fields: Record<string, unknown>;
  }[];
  brandProfiles: {
    id: string;
    restaurantId: string | null;
    ownerName: string;
    contactEmail: string;
    vibe: string;
    blitzOptIn: boolean;
    createdAt: string;
    updatedAt: string;
    originalBrandData: unknown;
    finalBrandData: unknown;
  }[];
  playbooks: {
    id: string;
    brandProfileId: string | null;
    name: string;
    location: string;
    status: string;
    createdAt: string;
    /** The playbook as generated (plain text), so the export holds what we kept. */
    text: string | null;
  }[];
  blitzEnrollments: {
    id: string;
    restaurantName: string;
    ownerName: string;
    source: string;
    status: string;
    enrolledAt: string;
    completedAt: string | null;
    /** The name replies are signed with, when the owner chose one; the send clock of the morning email. */
    replySignature: string | null;
    sendClock: { minute: number; timeZone: string };
    alertsOff: boolean;
    monthlyReportsOff: boolean;
    freeForeverPaused: boolean;
    sends: { day: number; localDay: string; kind: string; status: string; reviewCount: number }[];
    /** The monthly results reports: the month it was about, what came of it, how many addresses got it. */
    monthlyReports: { month: string; status: string; recipients: number }[];
  }[];
  emails: {
    id: string;
    kind: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
    lastError: string | null;
    /** The plain-text part as sent; attachments are named, not included (they are the playbooks above). */
    text: string;
    attachments: string[];
  }[];
  webhookDeliveries: {
    id: string;
    submissionId: string;
    status: string;
    attempts: number;
    createdAt: string;
    payload: Record<string, unknown>;
  }[];
  /** Google Business Profile connections of their enrollments: which location, never the tokens. */
  googleConnections: {
    id: string;
    enrollmentId: string;
    status: string;
    locationTitle: string | null;
    placeId: string;
    createdAt: string;
    lastSyncedAt: string | null;
  }[];
  /**
   * Extra addresses that receive an enrollment's emails: those this address added to its own enrollments
   * (`added-by-owner`), and enrollments of another owner this address was added to (`this-address`).
   */
  enrollmentRecipients: {
    enrollmentId: string;
    email: string;
    relation: 'added-by-owner' | 'this-address';
    requestedAt: string;
    confirmedAt: string | null;
  }[];
  /**
   * Starter trials and subscriptions of their restaurants: the plan as we hold it (copied from Stripe's state) and
   * Stripe's ids of the customer and subscription, never card details (Stripe holds those).
   */
  subscriptions: {
    id: string;
    restaurantName: string;
    placeId: string;
    plan: PlanId;
    status: string;
    trialStartedAt: string;
    trialEndsAt: string;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
    createdAt: string;
  }[];
  suppression: { reason: string; createdAt: string; storedAs: 'address' | 'keyed hash' } | null;
}

/** What Stripe did about the erased billing rows, at the moment of the erasure. */
export interface StripeErasureOutcome {
  /** Subscriptions that were live at Stripe and are cancelled now. */
  stripeCanceled: number;
  /**
   * Restaurants whose subscription may still be live at Stripe: Stripe did not answer, and the cancellation is
   * retried by a job until Stripe confirms it.
   */
  stripeCancelPending: number;
  /** Restaurants with nothing live at Stripe whose customer record there still holds the address, retried likewise. */
  stripeScrubPending: number;
}

/** Rows of each kind an erasure touched, and what Stripe did. */
export type EraseSummary = DataSubjectRecordCounts & StripeErasureOutcome;
