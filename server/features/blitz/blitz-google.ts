import type { Review } from '#contracts/places.ts';
import type { SensitiveKind } from '#server/features/playbooks/review-signals.ts';

/** An owner's Google Business Profile connection, as far as the blitz looks into it. */
export interface BlitzGoogleConnection {
  id: string;
  status: 'active' | 'broken';
}

export interface BlitzOwnerRef {
  id: string;
  email: string;
  placeId: string;
}

export interface GoogleEmailLinks {
  connectUrl: string | null;
  disconnectUrl: string | null;
}

/** The version of a review a reply draft is written for (its updateTime and content hash). */
export interface ReviewBasis {
  reviewUpdateTime: Date;
  reviewHash: string;
}

/** One review a connected owner's morning email may offer. */
export interface ConnectedReview {
  reviewName: string;
  review: Review;
  /** Offered before and changed since (the guest edited it): offered again, marked as edited, with a fresh draft. */
  edited: boolean;
  /** What blitz_sent_reviews records: one key per offered version. */
  offerKey: string;
  basis: ReviewBasis;
}

/** What a connected owner's profile gives one daily send. */
export interface ConnectedReviews {
  /**
   * Reviews without a reply that are news for this send (created or updated in the window, or found new or changed
   * by a sync since its start), newest first.
   */
  unanswered: ConnectedReview[];
  /** Every stored review still without a reply. */
  unansweredCount: number;
  /** The newest unanswered reviews, for the brand analysis. */
  analysisReviews: Review[];
  /** The newest answered reviews, whose replies teach the reply writer how the owner sounds. */
  voiceReviews: Review[];
}

/**
 * Google Business Profile as the blitz uses it. The google-business feature implements it and app-features.ts hands
 * it to the blitz, so the blitz never imports that feature (which reads the blitz's enrollments).
 */
export interface BlitzGoogle {
  /** Whether Google OAuth is configured at all; without it no connect or disconnect link appears. */
  readonly enabled: boolean;
  /** The enrollment's connection once a location is chosen (active or broken), else null. */
  forEnrollment(enrollmentId: string): Promise<BlitzGoogleConnection | null>;
  connectUrl(enrollment: BlitzOwnerRef): string | null;
  disconnectUrl(enrollment: BlitzOwnerRef): string | null;
  /** The links by address and place, for mail sent before the enrollment exists (the playbook email). */
  ownerLinks(owner: { email: string; placeId: string }): Promise<GoogleEmailLinks>;
  /**
   * Syncs the profile of a connection forEnrollment returned, then reads what the day's email needs. Throws when
   * Google could not be read.
   */
  connectedReviews(
    connection: BlitzGoogleConnection,
    window: { from: Date; to: Date },
    limits: { analysis: number; voice: number },
    now: Date,
  ): Promise<ConnectedReviews>;
  /** A sentence for the owner on why the sync failed (safe to show), and whether they must connect again. */
  syncFailure(error: unknown, publicSource: 'google' | 'catalogue'): { sentence: string; reconnect: boolean };
  /**
   * The "Review and post" link of one review's reply draft. The draft is made once per (connection, review) and
   * written again (same link) only for another version of the review (`basis`).
   */
  replyLink(input: {
    connectionId: string;
    reviewName: string;
    draft: string;
    escalation: readonly SensitiveKind[];
    basis: ReviewBasis;
    now: Date;
  }): Promise<string>;
}
