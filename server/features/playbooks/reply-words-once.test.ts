import { describe, expect, it } from 'vitest';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { englishReview, steakhouseProfile } from '../../../tests/support/playbook-fixtures.ts';
import { emptyReplyMemory, suggestReply } from './reply-writer.ts';

const profile = { ...steakhouseProfile(), name: 'Harbor Table' };
/** Words a reply's thanks are built on; a manager never uses one twice in one short reply. */
const WARM_WORDS = /\b(?:lovely|great|thrilled|delighted|pleased|wonderful|joy|means a lot)\b/gi;

describe('a warm word once per reply', () => {
  it('never repeats a word of thanks across the opening, the dish and the people', () => {
    const texts = [
      'Chicken and waffles were unreal. Our server Kayla was so sweet with my toddler.',
      'Sunday roast done right, beef pink. Staff fussed over our dog.',
      'Mofongo with shrimp was incredible. The owners treat you like family.',
      'Best pint of Guinness in town. Barman Ciarán had the craic going all night.',
    ];
    for (const text of texts)
      for (let variant = 0; variant < 24; variant += 1) {
        const reply = suggestReply({
          review: englishReview(5, text),
          insight: analyzeReview(text, 'en'),
          profile,
          variant,
          memory: emptyReplyMemory(),
        });
        const words = (reply.match(WARM_WORDS) ?? []).map((w) => w.toLowerCase());
        expect(new Set(words).size, reply).toBe(words.length);
      }
  });
});
