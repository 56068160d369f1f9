import type { BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review, ReviewGroups } from '#contracts/places.ts';

/**
 * The analysis returns one insight per review in the order the reviews were analysed (allReviews, newest first:
 * contracts/brand.ts); the dialog shows them beside the same reviews grouped by stars, so pair them by review id.
 */
export function insightsByReviewId(
  allReviews: readonly Review[],
  insights: readonly ReviewInsight[],
): Map<string, ReviewInsight> {
  const byId = new Map<string, ReviewInsight>();
  allReviews.forEach((review, index) => {
    const insight = insights[index];
    if (insight) byId.set(review.id, insight);
  });
  return byId;
}

/**
 * The dialog's line on owner replies: the share when the reviews carry their replies, "not known" (and why) when
 * they come from Google Places, which sends none; nothing when there were no reviews.
 */
export function ownerRepliesLine(
  profile: Pick<BrandProfile, 'replyRate' | 'replyRateUnknownReason'>,
  copy: { known: (percent: number) => string; notShared: string },
): string | null {
  if (profile.replyRate !== null) return copy.known(Math.round(profile.replyRate * 100));
  return profile.replyRateUnknownReason === 'owner-replies-not-shared' ? copy.notShared : null;
}

export type ReviewGroupKey = keyof ReviewGroups;
export const REVIEW_GROUP_ORDER: readonly ReviewGroupKey[] = ['best', 'medium', 'bad'];

export function analysedReviewCount(groups: ReviewGroups | null, fallback: number): number {
  if (!groups) return fallback;
  return groups.best.length + groups.medium.length + groups.bad.length;
}
