import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { evalProfile } from '../../../tests/eval/replies/reply-eval.ts';
import { steakhouseReviews } from '../../../tests/support/playbook-fixtures.ts';
import { emptyReplyMemory, suggestReply } from './reply-writer.ts';

/** A reply never says the same frame twice: "This made our day. This will make Linh's day." */

const profile = { ...evalProfile(), name: 'Kolache Corner' };
const LISTED = steakhouseReviews()[0] as Review;

function repliesTo(rating: Review['rating'], text: string): string[] {
  const review: Review = { ...LISTED, id: text.slice(0, 24), rating, text, language: 'en', ownerReply: null };
  return Array.from({ length: 10 }, (_, variant) =>
    suggestReply({ review, insight: analyzeReview(text, 'en'), profile, variant, memory: emptyReplyMemory() }),
  );
}

const sentences = (reply: string) => reply.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\w/.test(s));

describe('one frame once in a reply', () => {
  it.each([
    [
      5,
      'Sausage jalapeño cheese kolache every morning. Always fresh, always warm, and Linh at the register remembers my order.',
    ],
    [5, 'Sunday menudo and barbacoa plates just like grandma’s. Fresh flour tortillas. Been coming here 20 yrs.'],
    [5, 'Our waitress Pam was a star and the pancakes were perfect. We come every week.'],
    [4, 'Yuzu shio ramen was light and bright, perfect on a foggy night. Small place so expect a wait. Friendly staff'],
    [
      5,
      'Late night tacos on point. Suadero and cabeza both so good. Guy working the plancha was hilarious, made our night',
    ],
  ] as const)('%s★ %s', (rating, text) => {
    for (const reply of repliesTo(rating, text)) {
      const said = sentences(reply);
      expect(said.filter((s) => /\bday\b/.test(s)).length, reply).toBeLessThanOrEqual(1);
      expect(said.filter((s) => /\bwill be\b|\bmake\b.*\bday\b/.test(s)).length, reply).toBeLessThanOrEqual(1);
      const frames = said.map((s) => s.split(' ').slice(0, 3).join(' '));
      expect(new Set(frames).size, reply).toBe(frames.length);
    }
  });
});

describe('a guest who came to us after a loss', () => {
  it('is offered condolences straight after the opening, never thanked for celebrating', () => {
    for (const reply of repliesTo(
      5,
      'Came in after my uncles funeral, 20 of us, no notice, and they pushed tables together and put out sandwiches on the house. Siobhan and the guys were so kind.',
    )) {
      const lines = sentences(reply);
      expect(lines[2]).toBe("I'm so sorry for your loss, and I'm glad we could be there for you all that day.");
      expect(reply).not.toMatch(/celebrat/);
    }
  });
});
