/**
 * The "Review and post" page (`/replies/{id}?t=…`): what its loader and action exchange with the server. Types only,
 * so the page can import them without pulling schema code into the browser.
 */

import type { ErrorCode, Failure } from './error-constants.ts';

export type ReplyDraftStatus = 'draft' | 'posting' | 'posted' | 'skipped';

export interface ReplyPageData {
  draftId: string;
  /** The Google location's title, e.g. "Katz's Delicatessen". */
  locationTitle: string;
  review: {
    rating: number;
    /** "A Google user" for an anonymous reviewer. */
    reviewer: string;
    /** ISO-8601 instant the review was written. */
    createdAt: string;
    /** null for a stars-only review. */
    text: string | null;
  };
  /** What the text area starts with: our suggested reply, or the text that was posted. */
  draft: string;
  status: ReplyDraftStatus;
  postedText: string | null;
  postedAt: string | null;
  /** Why this review needs the owner first (e.g. "an allergic reaction"); empty when it does not. */
  escalation: string[];
  /** A reply already on Google that we did not post (as of the last read). */
  existingReply: { text: string; at: string } | null;
  /** Google's limit on a reply, in UTF-8 bytes. */
  maxBytes: number;
  /** The version of the review shown (updateTime and content hash): sent back with a post, which checks it first. */
  reviewVersion: string;
  /** The guest changed the review after our draft was written (the draft is rewritten by the next morning email). */
  reviewEdited: boolean;
  /** The IANA time zone the page's dates are shown in: the restaurant's (New York by default). */
  timeZone: string;
}

export interface ReplyPostInput {
  text: string;
  /** The owner confirmed they read the reply to an escalated review before it goes public. */
  confirmEscalation: boolean;
  /** The owner confirmed replacing a reply that appeared on Google meanwhile. */
  confirmOverwrite: boolean;
  /** The review version the page showed (ReplyPageData.reviewVersion); absent: the one stored when posting. */
  reviewVersion?: string | undefined;
}

/**
 * A post or skip the page refused: its outcome names what the page shows (the owner's text kept), its code the status
 * the answer is sent with (contracts/error-constants.ts).
 */
export type ReplyRefusal<Outcome extends string, Code extends ErrorCode> = Failure<Code> & {
  outcome: Outcome;
  text: string;
};

export type ReplyActionResult =
  | { outcome: 'posted'; text: string; at: string; alreadyPosted: boolean }
  | { outcome: 'skipped' }
  | ReplyRefusal<'confirm-escalation', 'CONFLICT'>
  | (ReplyRefusal<'replied-elsewhere', 'CONFLICT'> & { existingReply: { text: string; at: string } })
  | ReplyRefusal<'review-changed', 'CONFLICT'>
  | ReplyRefusal<'in-progress', 'CONFLICT'>
  | ReplyRefusal<'invalid', 'BAD_REQUEST'>
  | ReplyRefusal<'google-error', 'UPSTREAM_FAILED'>;
