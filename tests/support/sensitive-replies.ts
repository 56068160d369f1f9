import { expect } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { checkReply } from '#server/features/playbooks/reply-checks.ts';
import { emptyReplyMemory, suggestReply } from '#server/features/playbooks/reply-writer.ts';
import { englishReview, steakhouseProfile } from './playbook-fixtures.ts';

const profile = { ...steakhouseProfile(), name: 'Harbor Table' };

/** The offline reply to an English review of the fixture restaurant, checked to admit nothing on a sensitive case. */
export function carefulReplyTo(rating: Review['rating'], text: string): string {
  const review = englishReview(rating, text);
  const reply = suggestReply({
    review,
    insight: analyzeReview(text, 'en'),
    profile,
    variant: 0,
    memory: emptyReplyMemory(),
  });
  expect(checkReply({ reply, review, aspects: [], profile }).map((p) => p.code)).not.toContain('sensitive-admission');
  return reply;
}
