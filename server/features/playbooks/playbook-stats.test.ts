import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { buildPlaybook } from './document/build-playbook.ts';
import { FIXTURE_NOW, steakhouseProfile, steakhouseReviews } from '../../../tests/support/playbook-fixtures.ts';
import { computePlaybookStats } from './playbook-stats.ts';
import { renderPlaybookText } from './render-text.ts';

/** Google Places (New) sends reviews without their owner replies: as the provider normalises them. */
const asGoogle = (reviews: Review[]): Review[] =>
  reviews.map((review) => ({ ...review, source: 'google', ownerReply: null }));

describe('owner replies: known from the catalogue, unknown from Google Places', () => {
  it('counts replies, reply times and unanswered negatives when the reviews carry their replies', () => {
    const stats = computePlaybookStats(steakhouseProfile(), steakhouseReviews(), FIXTURE_NOW);
    expect(stats.ownerRepliesKnown).toBe(true);
    expect(stats.replyRate).toBeGreaterThan(0);
    expect(stats.medianReplyHours).not.toBeNull();
  });

  it('reports the rate, the reply times and the unanswered negatives as unknown for Google reviews, never zero', () => {
    const stats = computePlaybookStats(steakhouseProfile(), asGoogle(steakhouseReviews()), FIXTURE_NOW);
    expect(stats).toMatchObject({
      ownerRepliesKnown: false,
      replyRate: null,
      medianReplyHours: null,
      unansweredNegatives: [],
    });
  });

  it('keeps the profile’s reason when there are no reviews to count', () => {
    const profile = {
      ...steakhouseProfile(),
      replyRate: null,
      replyRateUnknownReason: 'owner-replies-not-shared' as const,
    };
    expect(computePlaybookStats(profile, [], FIXTURE_NOW).ownerRepliesKnown).toBe(false);
  });

  it('the playbook says “not known” and why, and never “0%”, “no reply yet” or “still unanswered”', () => {
    const text = renderPlaybookText(
      buildPlaybook({
        profile: { ...steakhouseProfile(), replyRate: null, replyRateUnknownReason: 'owner-replies-not-shared' },
        reviews: asGoogle(steakhouseReviews()),
        generatedAt: FIXTURE_NOW,
      }),
    );
    expect(text).not.toMatch(/0% of reviews have an owner reply/);
    expect(text).not.toMatch(/reply rate from 0%/i);
    expect(text).not.toMatch(/no reply yet/i);
    expect(text).not.toMatch(/Still unanswered/);
    expect(text).not.toMatch(/Reviews with an owner reply: \d/);
    expect(text.replace(/\s+/g, ' ')).toContain('Google doesn’t share owner replies through Places');
    expect(text).toMatch(/Reply rate\s*\n?.*Not known/);
  });

  it('with no reviews at all, says the rate is not known yet rather than “not known of reviews” or “every review has a reply”', () => {
    const text = renderPlaybookText(
      buildPlaybook({
        profile: { ...steakhouseProfile(), replyRate: null, replyRateUnknownReason: 'no-reviews', reviewCount: 0 },
        reviews: [],
        generatedAt: FIXTURE_NOW,
      }),
    ).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/not known of reviews/);
    expect(text).not.toMatch(/Every 1–2★ review in the sample has an owner reply/);
    expect(text).toContain('The reply rate is not known yet: there were no reviews to count.');
    expect(text).toContain('Reviews with an owner reply: not known (no reviews to count).');
  });
});
