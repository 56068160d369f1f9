import { replyLanguageOf } from '#server/features/playbooks/reply-language.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { detectSensitive, type SensitiveKind } from './review-signals.ts';

/**
 * The figures a playbook quotes as its baseline (KPIs, appendix, summary). Computed from the reviews
 * we were given; where a review list is empty the analysed profile's numbers stand in.
 */
export interface PlaybookStats {
  reviewCount: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  averageRating: number | null;
  /**
   * False when the reviews cannot tell us whether they were answered: Google Places (New) sends no owner replies,
   * so its reviews' reply rate, reply times and "no reply yet" are unknown rather than zero.
   */
  ownerRepliesKnown: boolean;
  /** Share of reviews with an owner reply (0…1), or null when unknown. */
  replyRate: number | null;
  repliedCount: number;
  /** Median hours from review to owner reply, over replied reviews; null when none are replied. */
  medianReplyHours: number | null;
  unansweredNegatives: Review[];
  /** Average rating of reviews from the last 90 days and of the older ones. */
  recentAverage: number | null;
  olderAverage: number | null;
  recentCount: number;
  last30Days: number;
  languages: Array<{ language: 'en' | 'es' | 'other'; count: number }>;
  escalations: Array<{ review: Review; kinds: SensitiveKind[] }>;
}

const DAY_MS = 86_400_000;

function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

function timeOf(iso: string): number | null {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

export function computePlaybookStats(profile: BrandProfile, reviews: Review[], now: Date): PlaybookStats {
  const nowMs = now.getTime();
  if (reviews.length === 0) {
    const d = profile.ratingDistribution;
    return {
      reviewCount: profile.reviewCount,
      distribution: { 1: d['1'], 2: d['2'], 3: d['3'], 4: d['4'], 5: d['5'] },
      averageRating: profile.averageRating,
      ownerRepliesKnown: profile.replyRateUnknownReason !== 'owner-replies-not-shared',
      replyRate: profile.replyRate,
      repliedCount: 0,
      medianReplyHours: null,
      unansweredNegatives: [],
      recentAverage: null,
      olderAverage: null,
      recentCount: 0,
      last30Days: 0,
      languages: [],
      escalations: [],
    };
  }
  const distribution: PlaybookStats['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const replyHours: number[] = [];
  const recent: number[] = [];
  const older: number[] = [];
  const languageCounts = { en: 0, es: 0, other: 0 };
  let replied = 0;
  let last30Days = 0;
  for (const review of reviews) {
    const stars = Math.min(5, Math.max(1, Math.round(review.rating))) as 1 | 2 | 3 | 4 | 5;
    distribution[stars] += 1;
    const published = timeOf(review.publishTime);
    if (published !== null) {
      const age = nowMs - published;
      (age <= 90 * DAY_MS ? recent : older).push(review.rating);
      if (age <= 30 * DAY_MS) last30Days += 1;
    }
    if (review.ownerReply) {
      replied += 1;
      const answered = timeOf(review.ownerReply.publishTime);
      if (published !== null && answered !== null && answered >= published)
        replyHours.push((answered - published) / 3_600_000);
    }
    const tag = review.language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (review.text.trim() !== '') {
      if (tag === 'en' || tag === 'es' || tag === '' || tag === 'und') languageCounts[replyLanguageOf(review)] += 1;
      else languageCounts.other += 1;
    }
  }
  const avg = mean(reviews.map((r) => r.rating));
  const known = !reviews.some((r) => r.source === 'google');
  return {
    reviewCount: reviews.length,
    distribution,
    averageRating: avg === null ? null : Math.round(avg * 100) / 100,
    ownerRepliesKnown: known,
    replyRate: known ? replied / reviews.length : null,
    repliedCount: replied,
    medianReplyHours: known ? median(replyHours) : null,
    unansweredNegatives: known ? reviews.filter((r) => r.rating <= 2 && !r.ownerReply) : [],
    recentAverage: mean(recent),
    olderAverage: mean(older),
    recentCount: recent.length,
    last30Days,
    languages: (['en', 'es', 'other'] as const)
      .map((language) => ({ language, count: languageCounts[language] }))
      .filter((l) => l.count > 0),
    escalations: reviews
      .map((review) => ({ review, kinds: detectSensitive(review.text) }))
      .filter((e) => e.kinds.length > 0),
  };
}
