import { describe, expect, it } from 'vitest';
import { analyzeReview } from './review-analysis.ts';
import {
  evaluate,
  loadEvalSentences,
  loadFreshSentences,
  loadNeutralSentences,
  loadRealTest,
  loadRealTune,
  neutralForTraining,
  predictGeneric,
  predictOurs,
} from '../../../tests/eval/sentiment/sentiment-eval.ts';

describe('sentiment evaluation', () => {
  const sentences = loadEvalSentences();
  const test = loadRealTest();
  const tune = loadRealTune();

  it('has a large, roughly balanced, partly Spanish set of hand-written sentences', () => {
    const positives = sentences.filter((s) => s.label === 'positive').length;
    const negatives = sentences.length - positives;
    expect(sentences.length).toBeGreaterThanOrEqual(320);
    expect(Math.abs(positives - negatives) / sentences.length).toBeLessThan(0.1);
    expect(sentences.filter((s) => s.lang === 'es').length).toBeGreaterThanOrEqual(20);
    expect(new Set(sentences.map((s) => s.text)).size).toBe(sentences.length);
  });

  it('keeps the real test and tune splits frozen, disjoint and apart from our own sentences', () => {
    expect(test.length).toBe(505);
    expect(tune.length).toBe(491);
    expect(test.filter((s) => s.label === 'positive').length).toBe(246);
    const testTexts = new Set(test.map((s) => s.text));
    expect(testTexts.size).toBe(test.length);
    expect(tune.some((s) => testTexts.has(s.text))).toBe(false);
    expect([...sentences, ...loadFreshSentences()].some((s) => testTexts.has(s.text))).toBe(false);
  });

  it('reaches its measured strict balanced accuracy on the frozen real test split, far above wink’s generic sentiment', () => {
    const ours = evaluate(test, predictOurs);
    const generic = evaluate(test, predictGeneric);
    // Aggregates only: the test split's sentences are never printed.
    console.info(
      `real test split (${test.length}): Replybook ${ours.balancedAccuracy.toFixed(3)}; wink generic ${generic.balancedAccuracy.toFixed(3)}`,
    );
    // The goal is 0.93 (reported by the bench as met or missed); this floor is what the engine reaches today.
    expect(ours.balancedAccuracy).toBeGreaterThanOrEqual(0.85);
    expect(ours.balancedAccuracy).toBeGreaterThan(generic.balancedAccuracy + 0.1);
  });

  it('reaches at least 0.93 on the real tune split it was tuned on', () => {
    const ours = evaluate(tune, predictOurs);
    console.info(`real tune split (${tune.length}): Replybook ${ours.balancedAccuracy.toFixed(3)}`);
    expect(ours.balancedAccuracy).toBeGreaterThanOrEqual(0.93);
  });

  it('reaches at least 0.95 on our own sentences, far above wink’s generic sentiment', () => {
    const ours = evaluate(sentences, predictOurs);
    const generic = evaluate(sentences, predictGeneric);
    console.info(
      `our sentences (${sentences.length}): Replybook ${ours.balancedAccuracy.toFixed(3)}; wink generic ${generic.balancedAccuracy.toFixed(3)}`,
    );
    expect(ours.balancedAccuracy).toBeGreaterThanOrEqual(0.95);
    const fresh = loadFreshSentences();
    expect(evaluate(fresh, predictOurs).balancedAccuracy).toBeGreaterThan(
      evaluate(fresh, predictGeneric).balancedAccuracy + 0.2,
    );
  });

  it('leaves most plain statements of fact neutral (the half the learned model never saw)', () => {
    const heldOut = loadNeutralSentences().filter((s) => !neutralForTraining(s.text));
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    const neutral = heldOut.filter((s) => analyzeReview(s.text).sentiment === 'neutral').length;
    expect(neutral / heldOut.length).toBeGreaterThanOrEqual(0.75);
  });

  it('counts mixed, neutral and a zero score as wrong', () => {
    const result = evaluate(
      [
        { text: 'a', label: 'positive' },
        { text: 'b', label: 'negative' },
      ],
      (s) => (s.text === 'a' ? { predicted: 'none', score: 0.4 } : { predicted: 'negative', score: -0.4 }),
    );
    expect(result.recallPositive).toBe(0);
    expect(result.recallNegative).toBe(1);
    expect(result.balancedAccuracy).toBe(0.5);
    // The engine reads a balanced contrast as mixed, which the strict scoring does not accept as either label.
    expect(predictOurs({ text: 'Great food but slow service.', label: 'negative' }).predicted).toBe('none');
  });
});
