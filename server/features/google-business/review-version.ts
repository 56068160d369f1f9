import { createHash } from 'node:crypto';

/**
 * What tells one version of a review from another: Google's updateTime and a hash of what the guest wrote (rating
 * and text). Pure; docs/google-business-profile.md ("Edited and deleted reviews").
 */

/** A short hash of the rating and the text (null for stars only), hex. */
export function reviewContentHash(rating: number, comment: string | null): string {
  return createHash('sha256')
    .update(`${rating}\n${comment ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

export interface ReviewContent {
  updateTime: Date;
  rating: number;
  comment: string | null;
}

/** `2026-11-21T03:30:00.000Z|<hash>`: what the reply page carries in a hidden field and compares before posting. */
export function reviewVersion(review: ReviewContent): string {
  return `${review.updateTime.toISOString()}|${reviewContentHash(review.rating, review.comment)}`;
}

export interface DraftBasis {
  reviewUpdateTime: Date | null;
  reviewHash: string | null;
  createdAt: Date;
}

/**
 * Whether the review changed after its draft was written. A draft made before the version was kept is compared by
 * time: a review updated after the draft was made changed since.
 */
export function changedSinceDraft(draft: DraftBasis, review: ReviewContent): boolean {
  if (draft.reviewUpdateTime === null || draft.reviewHash === null) {
    return review.updateTime.getTime() > draft.createdAt.getTime();
  }
  return (
    draft.reviewUpdateTime.getTime() !== review.updateTime.getTime() ||
    draft.reviewHash !== reviewContentHash(review.rating, review.comment)
  );
}

/**
 * The key under which the blitz records that a review was offered (blitz_sent_reviews): the review's name for the
 * version first offered, the name and version for a review offered again after an edit, so each version is
 * offered once.
 */
export function offerKey(reviewName: string, review: ReviewContent, edited: boolean): string {
  return edited ? `${OFFER_KEY_PREFIX}${reviewName}@${reviewVersion(review)}` : `${OFFER_KEY_PREFIX}${reviewName}`;
}

/** What every offer key of a Business Profile review starts with. */
export const OFFER_KEY_PREFIX = 'gbp:';
