/**
 * The owner's inbox (`/inbox`): what its loader and action exchange with the server. Types only, so the page can
 * import them without pulling schema code into the browser.
 */

import type { OwnerRestaurant } from './accounts.ts';
import type { ReplyActionResult, ReplyRefusal } from './google-replies.ts';
import type { InboxFilter } from './owner-inbox-constants.ts';

export type { InboxFilter } from './owner-inbox-constants.ts';

/** What happened to a review's reply. */
export type InboxReplyState = 'needs-reply' | 'posted' | 'replied-on-google' | 'skipped';

export type InboxStyle = 'shorter' | 'warmer' | 'more-formal';

export interface InboxReview {
  /** Stable key of the review: `gbp:<Business Profile name>`, `google:<Places name>` or `catalogue:<id>`. */
  key: string;
  /** A review of the bundled catalogue: written for the demo, always shown as a sample. */
  sample: boolean;
  rating: number;
  reviewer: string;
  /** ISO instant the review was written. */
  createdAt: string;
  /** null for a stars-only review. */
  text: string | null;
  negative: boolean;
  /** Why the review needs the owner first (e.g. "an allergic reaction"); empty when it does not. */
  escalation: string[];
  state: InboxReplyState;
  /** Posted through us: the text and when. */
  posted: { text: string; at: string } | null;
  /** A reply on Google we did not post. */
  existingReply: { text: string; at: string } | null;
  /**
   * The reply box: our draft (or the owner's edit of it), or empty. `written: false` is a review the plan does not
   * draft (Free Forever drafts one review a day), where the owner can still write their own.
   */
  reply: { text: string; written: boolean };
  /**
   * Replybook writes this review's reply (its draft and "Write it differently"): while the blitz runs and on Starter,
   * every review; on Free Forever only the one a day a morning email suggested. Otherwise the owner writes their own,
   * and the server refuses a rewrite (`not-on-plan`).
   */
  drafting: boolean;
  /** The review version shown (connected): sent back with a post, which checks it first. */
  reviewVersion: string | null;
}

export interface InboxPageData {
  placeId: string;
  restaurantName: string;
  /** Connected to Google Business Profile: replies are posted from here; otherwise copied. */
  connected: boolean;
  /** The Google line, as the account page shows it: connect or reconnect (no link needed), or why not. */
  google: OwnerRestaurant['google'];
  /** The restaurant's plan: Starter or the 7-day blitz (every review drafted), or Free Forever (one a day). */
  plan: 'starter' | 'blitz' | 'free-forever';
  /** The reviews are the bundled samples, not the restaurant's real ones. */
  samples: boolean;
  /** Where "Open on Google" goes (the place on Google Maps); null when unknown. */
  googleUrl: string | null;
  filter: InboxFilter | 'all';
  counts: Record<InboxFilter | 'all', number>;
  page: number;
  pageCount: number;
  reviews: InboxReview[];
  maxBytes: number;
  timeZone: string;
  /** When the restaurant's morning email comes: the owner's time and zone from their settings, else 08:00 New York. */
  sendClock: { minute: number; timeZone: string };
}

export interface InboxQuery {
  /** The owner's restaurant, as the page chose it (contracts/owner-places.ts). */
  placeId: string | null;
  filter: string | null;
  page: string | null;
}

export interface InboxActionInput {
  placeId: string | null;
  reviewKey: string;
  intent: string;
  text: string;
  style: string;
  confirmEscalation: boolean;
  confirmOverwrite: boolean;
  reviewVersion: string | undefined;
}

/** One action's answer: what the "Review and post" page answers (post, skip), and the inbox's own actions. */
export type InboxActionResult = { reviewKey: string } & (
  | ReplyActionResult
  | { outcome: 'unskipped' }
  | { outcome: 'saved'; text: string }
  | { outcome: 'rewritten'; text: string; version: string; style: InboxStyle }
  | ReplyRefusal<'not-on-plan', 'NOT_ALLOWED'>
);

export interface InboxServices {
  /**
   * The owner's inbox for one of their restaurants; null (404) when the place is not one of theirs. Reads only: a
   * review the plan drafts that has no draft yet shows an empty box until `draft` (or the review sync) writes it.
   */
  page(owner: { email: string }, query: InboxQuery): Promise<InboxPageData | null>;
  /** Writes the missing drafts of that page (the page's POST); false (404) when the place is not the owner's. */
  draft(owner: { email: string }, query: InboxQuery): Promise<boolean>;
  /** One action on one review of one of the owner's restaurants; null (404) for anything not theirs. */
  act(owner: { email: string }, input: InboxActionInput): Promise<InboxActionResult | null>;
}
