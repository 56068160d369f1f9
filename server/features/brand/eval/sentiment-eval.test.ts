import { describe, expect, it } from 'vitest';
import { evaluate, loadEvalSentences, loadFreshSentences, predictGeneric, predictOurs } from './sentiment-eval.ts';

describe('sentiment evaluation (issue 5 §1)', () => {
  const sentences = loadEvalSentences();

  it('has a large, roughly balanced, partly Spanish set of hand-written sentences', () => {
    const positives = sentences.filter((s) => s.label === 'positive').length;
    const negatives = sentences.length - positives;
    expect(sentences.length).toBeGreaterThanOrEqual(320);
    expect(Math.abs(positives - negatives) / sentences.length).toBeLessThan(0.1);
    expect(sentences.filter((s) => s.lang === 'es').length).toBeGreaterThanOrEqual(20);
    expect(new Set(sentences.map((s) => s.text)).size).toBe(sentences.length);
  });

  it('reaches a balanced accuracy of at least 0.90, far above wink’s generic sentiment', () => {
    const ours = evaluate(sentences, predictOurs);
    const generic = evaluate(sentences, predictGeneric);
    console.info(
      `balanced accuracy on ${sentences.length} sentences: Replybook ${ours.balancedAccuracy.toFixed(3)} (recall + ${ours.recallPositive.toFixed(3)}, − ${ours.recallNegative.toFixed(3)}); wink generic ${generic.balancedAccuracy.toFixed(3)}`,
    );
    expect(ours.balancedAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(ours.balancedAccuracy).toBeGreaterThan(generic.balancedAccuracy);
  });

  it('beats the generic baseline on the sentences written after tuning', () => {
    const fresh = loadFreshSentences();
    const ours = evaluate(fresh, predictOurs);
    const generic = evaluate(fresh, predictGeneric);
    console.info(
      `fresh set (${fresh.length}): Replybook ${ours.balancedAccuracy.toFixed(3)}; wink generic ${generic.balancedAccuracy.toFixed(3)}`,
    );
    expect(ours.balancedAccuracy).toBeGreaterThan(generic.balancedAccuracy + 0.2);
  });

  it('counts a zero score as wrong and mixed/neutral by the sign of the score', () => {
    const result = evaluate(
      [
        { text: 'a', label: 'positive' },
        { text: 'b', label: 'negative' },
      ],
      (s) => (s.text === 'a' ? { predicted: 'none', score: 0 } : { predicted: 'negative', score: -0.4 }),
    );
    expect(result.recallPositive).toBe(0);
    expect(result.recallNegative).toBe(1);
    expect(result.balancedAccuracy).toBe(0.5);
  });
});
