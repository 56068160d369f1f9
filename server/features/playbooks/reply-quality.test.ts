import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMams, MAMS_DIR } from '../../../tests/eval/replies/mams.ts';
import { labelledCasesOf, loadOwnSet } from '../../../tests/eval/replies/judging.ts';
import { evaluateReplies, type LabelledCase } from '../../../tests/eval/replies/reply-eval.ts';

/** Just below what the engine measures on our development set (docs/reply-quality.md). */
const OWN_DEV_OWNED = 0.5;

/**
 * Reply quality as a regression test (docs/reply-quality.md). The fixed slice is our own review sentences, written
 * in the pattern of the MAMS corpus (two or more things, judged differently), with aspect labels; the thresholds sit
 * just below what the engine measures on it. Where the corpus is beside the repository, a fixed slice of its
 * development split is checked too.
 */

const cases = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../tests/eval/replies/cases.json'), 'utf8'),
) as LabelledCase[];
/** Spanish reviews written and labelled for this repository (each thing the guest names, and how they judged it). */
const casesEs = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../tests/eval/replies/cases-es.json'), 'utf8'),
) as LabelledCase[];

describe('reply quality', () => {
  it('on our labelled mixed sentences: right polarity, names what the guest named, invents nothing, never repeats', () => {
    expect(cases.length).toBe(30);
    const result = evaluateReplies(cases);
    expect(result.polarityWrong).toBeLessThanOrEqual(1 / 30);
    expect(result.namedSpecific).toBeGreaterThanOrEqual(29 / 30);
    expect(result.inventedOrForbidden).toBe(0);
    expect(result.repeatedOpenings).toBe(0);
    expect(result.complaintsOwned).toBeGreaterThanOrEqual(0.6);
    expect(result.stockAskAfterComplaint).toBe(0);
    expect(result.repeatedSlots).toBe(0);
  });

  it('on our own development reviews (long, real-world ones): every stated complaint owned, none asked about', () => {
    const result = evaluateReplies(labelledCasesOf(loadOwnSet('own-dev')));
    expect(result.replies).toBe(160);
    expect(result.polarityWrong).toBeLessThanOrEqual(0.05);
    expect(result.inventedOrForbidden).toBe(0);
    expect(result.repeatedOpenings).toBe(0);
    expect(result.complaintsOwned).toBeGreaterThanOrEqual(OWN_DEV_OWNED);
    expect(result.stockAskAfterComplaint).toBe(0);
    expect(result.repeatedSlots).toBeLessThanOrEqual(2);
  });

  it('on our labelled mixed Spanish reviews: the same rules, read per thing in Spanish', () => {
    expect(casesEs.length).toBe(20);
    const result = evaluateReplies(casesEs.map((item) => ({ ...item, language: 'es' as const })));
    expect(result.polarityWrong).toBe(0);
    expect(result.namedSpecific).toBe(1);
    expect(result.inventedOrForbidden).toBe(0);
    expect(result.repeatedOpenings).toBe(0);
    expect(result.complaintsOwned).toBeGreaterThanOrEqual(0.85);
    expect(result.repeatedSlots).toBe(0);
  });

  it.runIf(existsSync(MAMS_DIR))('on the first 200 MAMS development (val) sentences', () => {
    const result = evaluateReplies(loadMams('val').slice(0, 200));
    expect(result.polarityWrong).toBeLessThanOrEqual(0.05);
    expect(result.inventedOrForbidden).toBe(0);
    expect(result.repeatedOpenings).toBeLessThanOrEqual(1);
    expect(result.complaintsOwned).toBeGreaterThanOrEqual(0.28);
    expect(result.stockAskAfterComplaint).toBeLessThanOrEqual(4);
  });
});
