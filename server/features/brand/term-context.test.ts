import { describe, expect, it } from 'vitest';
import { parseEnglish } from './nlp.ts';
import { lexiconScores, locateSpan, termContext, tokenSpans } from './term-context.ts';

function contextOf(text: string, term: string) {
  const parsed = parseEnglish(text);
  const from = text.indexOf(term);
  const place = locateSpan(tokenSpans(text, parsed), from, from + term.length);
  if (place === null) throw new Error(`no tokens for ${term}`);
  return termContext(parsed[place.sentence]?.tokens ?? [], place.first, place.last);
}

describe('term context', () => {
  it('places every token at its characters, contractions and a second sentence included', () => {
    const text = "We didn't love the crab cakes.  The staff's smile, though, was real!";
    const parsed = parseEnglish(text);
    const spans = tokenSpans(text, parsed);
    parsed.forEach((sentence, s) =>
      sentence.tokens.forEach((token, i) => {
        const [start, end] = spans[s]?.[i] ?? [0, 0];
        expect(text.slice(start, end)).toBe(token.value);
      }),
    );
    const from = text.indexOf('crab cakes');
    const place = locateSpan(spans, from, from + 'crab cakes'.length);
    expect(place).not.toBeNull();
    const tokens = parsed[place?.sentence ?? -1]?.tokens.slice(place?.first, (place?.last ?? 0) + 1);
    expect(tokens?.map((t) => t.value)).toEqual(['crab', 'cakes']);
    expect(locateSpan(spans, text.indexOf('staff'), text.indexOf('staff') + 5)?.sentence).toBe(1);
  });

  it('reads the term in its own clause and segment: after "but" the clause weighs more', () => {
    const text = 'The soup was bland and cold, but the bread was wonderful.';
    const soup = contextOf(text, 'soup');
    const bread = contextOf(text, 'bread');
    expect(soup.clause).not.toBe(bread.clause);
    expect(bread.clauseWeights[bread.clause]).toBeGreaterThan(1);
    expect(soup.clauseWeights[soup.clause]).toBeLessThan(1);
    expect(lexiconScores(soup).clause).toBeLessThan(0);
    expect(lexiconScores(bread).clause).toBeGreaterThan(0);
    expect(lexiconScores(bread).otherClauses).toBeLessThan(0);
  });
});
