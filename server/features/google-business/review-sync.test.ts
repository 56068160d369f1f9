import { describe, expect, it } from 'vitest';
import { ANONYMOUS_REVIEWER, toReview, type StoredGoogleReview } from './review-sync.ts';

function stored(overrides: Partial<StoredGoogleReview> = {}): StoredGoogleReview {
  return {
    connectionId: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
    reviewName: 'accounts/1/locations/2/reviews/abc',
    rating: 4,
    comment: 'Great pastrami on rye.',
    reviewerName: 'Rosa M.',
    reviewerAnonymous: false,
    createTime: new Date('2026-11-25T10:00:00Z'),
    updateTime: new Date('2026-11-25T11:00:00Z'),
    replyComment: null,
    replyTime: null,
    syncedAt: new Date('2026-11-26T13:00:00Z'),
    changedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

describe('toReview', () => {
  it('maps a stored Business Profile review for the reply writer and the emails', () => {
    expect(toReview(stored())).toEqual({
      id: 'accounts/1/locations/2/reviews/abc',
      rating: 4,
      text: 'Great pastrami on rye.',
      authorName: 'Rosa M.',
      relativeTime: '',
      publishTime: '2026-11-25T10:00:00.000Z',
      language: 'en',
      ownerReply: null,
      source: 'google',
    });
  });

  it('stars only, anonymous, Spanish, answered', () => {
    expect(toReview(stored({ comment: null })).text).toBe('');
    expect(toReview(stored({ reviewerAnonymous: true, reviewerName: '' })).authorName).toBe(ANONYMOUS_REVIEWER);
    expect(toReview(stored({ comment: 'La comida fue muy buena y el servicio excelente.' })).language).toBe('es');
    const answered = toReview(
      stored({ replyComment: 'Thank you, Rosa!', replyTime: new Date('2026-11-25T12:00:00Z') }),
    );
    expect(answered.ownerReply).toEqual({ text: 'Thank you, Rosa!', publishTime: '2026-11-25T12:00:00.000Z' });
  });
});
