import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { steakhouseProfile } from '../../../../tests/support/playbook-fixtures.ts';
import { suggestReply, utf8Bytes } from '../reply-writer.ts';
import { bodyFor, registerFor } from './reply-style.ts';

const review: Review = {
  id: 'style-1',
  rating: 2,
  text: 'The ribeye was overcooked, we waited 45 minutes for our mains and the server never came back to check on us. The creamed spinach was good though.',
  authorName: 'Maria Lopez',
  relativeTime: '',
  publishTime: '2026-11-18T12:00:00.000Z',
  language: 'en',
  ownerReply: null,
  source: 'catalogue',
};
const insight = analyzeReview(review.text, 'en');
const casualProfile = { ...steakhouseProfile(), toneOfVoice: ['playful', 'lively'] };
const write = (style?: 'shorter' | 'warmer' | 'more-formal', profile = steakhouseProfile()) =>
  suggestReply({ review, insight, profile, variant: 0, ...(style ? { style } : {}) });

describe('writing a reply differently', () => {
  it('shorter keeps the greeting, the sign-off and at most two body sentences, and is shorter', () => {
    const plain = write();
    const shorter = write('shorter');
    expect(utf8Bytes(shorter)).toBeLessThan(utf8Bytes(plain));
    const [greeting, body, signOff] = shorter.split('\n\n');
    expect(greeting).toBe(plain.split('\n\n')[0]);
    expect(signOff).toBe(plain.split('\n\n').at(-1));
    expect((body ?? '').split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
  });

  it('more formal writes in the formal register even for a casual restaurant', () => {
    expect(write(undefined, casualProfile)).not.toMatch(/^Dear /);
    expect(write('more-formal', casualProfile)).toMatch(/^(Dear|Hello) Maria,/);
  });

  it('warmer moves a formal register to warm and anything else to casual', () => {
    expect(registerFor('formal', 'warmer')).toBe('warm');
    expect(registerFor('warm', 'warmer')).toBe('casual');
    expect(registerFor('casual', 'more-formal')).toBe('formal');
    expect(registerFor('warm', undefined)).toBe('warm');
    const formalProfile = { ...steakhouseProfile(), toneOfVoice: ['refined', 'elegant'] };
    expect(write(undefined, formalProfile)).not.toBe(write('warmer', formalProfile));
  });

  it('a shorter body keeps the most important sentences in their order', () => {
    const parts = [
      { text: 'A.', dropRank: 1 },
      { text: 'B.', dropRank: 5 },
      { text: 'C.', dropRank: 2 },
      { text: 'D.', dropRank: 4 },
    ];
    expect(bodyFor(parts, 'shorter').map((p) => p.text)).toEqual(['A.', 'C.']);
    expect(bodyFor(parts, 'warmer')).toHaveLength(4);
  });
});
