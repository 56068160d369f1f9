import type { BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { detectSensitive } from '../review-signals.ts';

/** A review the playbook answers, with its analysis and why it was picked ("Praise", "Mixed", "Complaint"). */
export interface ChosenReview {
  review: Review;
  insight: ReviewInsight;
  label: string;
}

/** Without an analysis of a review, its stars stand in for its sentiment. */
export function neutralInsight(review: Review): ReviewInsight {
  const score = (review.rating - 3) / 2;
  return { sentiment: score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral', score, aspects: [] };
}

/** Each review's insight from the profile (they share positions), or a neutral one from its stars. */
export function insightsFor(profile: BrandProfile, reviews: Review[]): ReviewInsight[] {
  return reviews.map((review, i) => profile.reviewInsights[i] ?? neutralInsight(review));
}

/**
 * Best, medium and bad reviews to answer: at least three when the groups exist. Unanswered, newest reviews with
 * text come first, because a reply the owner can post today is worth the most.
 */
export function chooseReviewsToAnswer(reviews: Review[], insights: ReviewInsight[]): ChosenReview[] {
  const indexed = reviews.map((review, i) => ({ review, insight: insights[i] ?? neutralInsight(review) }));
  const rank = (a: (typeof indexed)[number], b: (typeof indexed)[number]) => {
    const textA = a.review.text.trim() === '' ? 1 : 0;
    const textB = b.review.text.trim() === '' ? 1 : 0;
    if (textA !== textB) return textA - textB;
    const openA = a.review.ownerReply ? 1 : 0;
    const openB = b.review.ownerReply ? 1 : 0;
    if (openA !== openB) return openA - openB;
    return (Date.parse(b.review.publishTime) || 0) - (Date.parse(a.review.publishTime) || 0);
  };
  const best = indexed
    .filter((x) => x.review.rating >= 4)
    .sort((a, b) => b.review.rating - a.review.rating || rank(a, b));
  const medium = indexed.filter((x) => x.review.rating === 3).sort(rank);
  // A review that needs escalating goes first among the bad ones: its holding reply is the hardest to write.
  const sensitive = (x: (typeof indexed)[number]) => (detectSensitive(x.review.text).length > 0 ? 0 : 1);
  const bad = indexed.filter((x) => x.review.rating <= 2).sort((a, b) => sensitive(a) - sensitive(b) || rank(a, b));
  const picked: ChosenReview[] = [];
  const take = (from: typeof indexed, count: number, label: string) => {
    for (const item of from.slice(0, count)) picked.push({ ...item, label });
  };
  take(best, 2, 'Praise');
  take(
    medium.length > 0 ? medium : best.slice(2).filter((x) => x.review.rating === 4),
    medium.length > 0 ? 2 : 1,
    'Mixed',
  );
  take(bad, 2, 'Complaint');
  return picked;
}

/** The reviews one playbook answers: chosen once, then handed to the document and to the model's prompt. */
export function choosePlaybookReviews(profile: BrandProfile, reviews: Review[]): ChosenReview[] {
  return chooseReviewsToAnswer(reviews, insightsFor(profile, reviews));
}
