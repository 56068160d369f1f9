import { describe, expect, it } from 'vitest';
import { reviewInsightSchema } from '#contracts/brand.ts';
import { analyzeReview, analyzeReviewText } from './review-analysis.ts';

function aspect(text: string, name: string, language = 'en'): string | undefined {
  return analyzeReview(text, language).aspects.find((a) => a.aspect === name)?.sentiment;
}

describe('analyzeReview', () => {
  it('returns a valid neutral insight for empty or blank text', () => {
    for (const text of ['', '   ', '\n']) {
      const insight = analyzeReview(text);
      expect(insight).toEqual({ sentiment: 'neutral', score: 0, aspects: [] });
      expect(reviewInsightSchema.parse(insight)).toEqual(insight);
    }
  });

  it('handles negation both ways', () => {
    expect(analyzeReview('The food was not good.').sentiment).toBe('negative');
    expect(analyzeReview("Honestly the pasta wasn't bad at all.").score).toBeGreaterThan(0);
    expect(analyzeReview('Never again.').sentiment).toBe('negative');
    expect(analyzeReview('Nothing special, honestly.').sentiment).toBe('negative');
    expect(analyzeReview('I would not recommend this place.').sentiment).toBe('negative');
    expect(analyzeReview('Never disappoints.').sentiment).toBe('positive');
  });

  it('weights intensifiers and downtoners', () => {
    const plain = analyzeReview('The burger was good.').score;
    const strong = analyzeReview('The burger was absolutely good.').score;
    const weak = analyzeReview('The burger was slightly good.').score;
    expect(strong).toBeGreaterThan(plain);
    expect(weak).toBeLessThan(plain);
    expect(weak).toBeGreaterThan(0);
  });

  it('splits contrast into per-aspect sentiment and reports the review as mixed', () => {
    const insight = analyzeReview('Great food but slow service.');
    expect(insight.sentiment).toBe('mixed');
    expect(aspect('Great food but slow service.', 'food')).toBe('positive');
    expect(aspect('Great food but slow service.', 'speed')).toBe('negative');
  });

  it('lets the clause after "but" lean the score', () => {
    expect(analyzeReview('The room is pretty, but the food was bland and overpriced.').score).toBeLessThan(0);
    expect(analyzeReview('A bit pricey, but absolutely worth it.').score).toBeGreaterThan(0);
  });

  it('catches restaurant complaints that carry no negative word', () => {
    const cases: [string, string][] = [
      ['We waited 40 minutes for our entrées.', 'speed'],
      ['The soup came out lukewarm.', 'food'],
      ['My fries were missing from my order.', 'service'],
      ['There was a hair in my soup.', 'cleanliness'],
      ['They overcharged us for the wine.', 'value'],
      ['The server forgot our drinks.', 'service'],
      ['It took forever.', 'speed'],
      ['Nobody came back to check on us after the food arrived.', 'service'],
    ];
    for (const [text, name] of cases) {
      const insight = analyzeReview(text);
      expect(insight.score, text).toBeLessThan(0);
      expect(aspect(text, name), text).toBe('negative');
    }
    expect(analyzeReview('I had to send it back because it was undercooked.').sentiment).toBe('negative');
    expect(analyzeReview('Two of us got food poisoning.').sentiment).toBe('negative');
  });

  it('recognises praise idioms that generic lexicons miss', () => {
    for (const text of [
      'Worth every penny.',
      'The brisket melts in your mouth.',
      'The cheesecake is to die for.',
      'A hidden gem.',
      'We will be back!',
      "I'd cross town for that brisket.",
      'We cleaned our plates.',
    ]) {
      expect(analyzeReview(text).sentiment, text).toBe('positive');
    }
  });

  it('reads an ice-cold beer as praise and a cold burger as a complaint', () => {
    expect(analyzeReview('The beer was ice cold.').score).toBeGreaterThan(0);
    expect(analyzeReview('The burger came out cold.').score).toBeLessThan(0);
  });

  it('names staff guests mention, with the sentiment around them', () => {
    const cases: [string, string][] = [
      ['Our server Luis was fantastic.', 'Luis'],
      ['Ask for Maria, she knows the wine list.', 'Maria'],
      ['The bartender, Jess, made a perfect martini.', 'Jess'],
    ];
    for (const [text, name] of cases) {
      const analysis = analyzeReviewText(text);
      expect(analysis.staffNames).toEqual([name]);
      expect(analysis.insight.aspects).toContainEqual({ aspect: 'staff', sentiment: 'positive', subject: name });
    }
    expect(analyzeReviewText('Our server was great and the food was better.').staffNames).toEqual([]);
  });

  it('extracts the dishes guests name', () => {
    const analysis = analyzeReviewText(
      'The mutton chop was incredible and the pan roast is a must. Get the pastrami sandwich.',
    );
    expect(analysis.signatureMentions).toEqual(['mutton chop', 'pan roast', 'pastrami sandwich']);
    expect(analysis.insight.aspects).toContainEqual({
      aspect: 'signature',
      sentiment: 'positive',
      subject: 'mutton chop',
    });
    // "great" describes, it does not name.
    expect(analyzeReviewText('Great pastrami.').signatureMentions).toEqual(['pastrami']);
  });

  it('analyses Spanish with the Spanish lexicon', () => {
    expect(analyzeReview('La comida estaba deliciosa y el servicio excelente.', 'es').sentiment).toBe('positive');
    expect(analyzeReview('Malísimo, no volveré.', 'es').sentiment).toBe('negative');
    expect(analyzeReview('Tardaron 50 minutos y la sopa llegó fría.', 'es').sentiment).toBe('negative');
    expect(aspect('Tardaron 50 minutos y la sopa llegó fría.', 'speed', 'es')).toBe('negative');
    expect(analyzeReview('La comida estaba deliciosa pero el servicio fue lento.', 'es').sentiment).toBe('mixed');
    expect(analyzeReview('Sin duda el mejor ceviche de la ciudad.', 'es-MX').sentiment).toBe('positive');
  });

  // That the star rating never reaches the reading: tests/integration/brand.test.ts sends one text under every rating.

  it('reads failed expectations, comparisons and intentions to return without a plain opinion word', () => {
    const negative = [
      'The risotto should have been amazing for that price.',
      'We wanted to love this place.',
      'Honestly I expected more from a place with this reputation.',
      'I have had better tacos from a gas station.',
      'My nonna could make a lasagna better than this.',
      'Not sure if we will come back.',
      'Must have been an off night for the kitchen.',
      'Next time we will take our business somewhere else.',
      'The steak was over cooked.',
    ];
    const positive = [
      'We will definitely be back next month.',
      'Could not have been more pleased with the evening.',
      'My coffee cup was never empty.',
      'I wish they had one in my town.',
      'We left stuffed and smiling.',
    ];
    for (const text of negative) expect(analyzeReview(text).sentiment, text).toBe('negative');
    for (const text of positive) expect(analyzeReview(text).sentiment, text).toBe('positive');
  });

  it('commits to the clause that carries a contrast, keeps a balanced one mixed and a plain fact neutral', () => {
    expect(analyzeReview('The decor is nice, but the food was cold, bland and overpriced.').sentiment).toBe('negative');
    expect(analyzeReview('A bit pricey, but absolutely worth it.').sentiment).toBe('positive');
    expect(analyzeReview('Great food but slow service.').sentiment).toBe('mixed');
    expect(analyzeReview('We came in on a Thursday with two friends and sat by the bar.').sentiment).toBe('neutral');
  });

  it('keeps scores in range on long and shouty text', () => {
    const text = 'AMAZING!!! '.repeat(200) + 'terrible. '.repeat(5);
    const insight = analyzeReview(text);
    expect(reviewInsightSchema.safeParse(insight).success).toBe(true);
  });
});
