import { describe, expect, it } from 'vitest';
import { changedSinceDraft, offerKey, reviewContentHash, reviewVersion } from './review-version.ts';

const review = { updateTime: new Date('2026-11-21T03:30:00Z'), rating: 5, comment: 'Great pastrami' };

describe('review versions', () => {
  it('a new rating, text or updateTime is a new version; the same review is the same', () => {
    const version = reviewVersion(review);
    expect(reviewVersion({ ...review })).toBe(version);
    expect(reviewVersion({ ...review, rating: 1 })).not.toBe(version);
    expect(reviewVersion({ ...review, comment: 'Food poisoning' })).not.toBe(version);
    expect(reviewVersion({ ...review, updateTime: new Date('2026-11-22T03:30:00Z') })).not.toBe(version);
    expect(reviewContentHash(5, null)).not.toBe(reviewContentHash(4, null));
  });

  it('a draft knows whether its review changed since it was written', () => {
    const draft = {
      reviewUpdateTime: review.updateTime,
      reviewHash: reviewContentHash(5, 'Great pastrami'),
      createdAt: new Date('2026-11-21T13:00:00Z'),
    };
    expect(changedSinceDraft(draft, review)).toBe(false);
    expect(changedSinceDraft(draft, { ...review, rating: 1, comment: 'Sick all night' })).toBe(true);
    expect(changedSinceDraft(draft, { ...review, comment: 'Great pastrami!' })).toBe(true);
    // A draft from before versions were kept: by time.
    const old = { reviewUpdateTime: null, reviewHash: null, createdAt: draft.createdAt };
    expect(changedSinceDraft(old, review)).toBe(false);
    expect(changedSinceDraft(old, { ...review, updateTime: new Date('2026-11-21T14:00:00Z') })).toBe(true);
  });

  it('the offer key is the name for the first version, and carries the version once edited', () => {
    expect(offerKey('accounts/1/locations/2/reviews/a', review, false)).toBe('gbp:accounts/1/locations/2/reviews/a');
    expect(offerKey('accounts/1/locations/2/reviews/a', review, true)).toBe(
      `gbp:accounts/1/locations/2/reviews/a@${reviewVersion(review)}`,
    );
  });
});
