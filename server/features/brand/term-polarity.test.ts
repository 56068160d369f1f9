import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMams, MAMS_DIR } from '../../../tests/eval/replies/mams.ts';
import { parseEnglish } from './nlp.ts';
import { termPolaritiesIn, termPolarityAt, type TermPolarity } from './term-polarity.ts';

/** Our own sentences (none from MAMS): the thing, and how the guest judged it. */
type Reading = 'positive' | 'negative' | 'neutral';

function readingOf(p: TermPolarity): Reading {
  if (p.positive >= p.negative && p.positive >= p.neutral) return 'positive';
  return p.negative >= p.neutral ? 'negative' : 'neutral';
}

function read(text: string, term: string): Reading {
  const from = text.indexOf(term);
  if (from < 0) throw new Error(`"${term}" is not in "${text}"`);
  return readingOf(termPolarityAt(text, from, from + term.length));
}

const CONTRAST: [string, Record<string, Reading>][] = [
  [
    'The pork belly was fantastic, but our waiter was rude and forgetful.',
    { 'pork belly': 'positive', waiter: 'negative' },
  ],
  ['Although the wait for a table was long, the ramen was worth it.', { wait: 'negative', ramen: 'positive' }],
  ['Aside from the cramped seating, the brisket was superb.', { seating: 'negative', brisket: 'positive' }],
  ['The prices are steep, however the portions are generous.', { prices: 'negative', portions: 'positive' }],
  ['Our server never checked on us, even though the tacos were excellent.', { server: 'negative', tacos: 'positive' }],
  [
    'The service was slow and the room was loud; the only saving grace was the dessert.',
    { service: 'negative', room: 'negative' },
  ],
];

const PARENTHETICAL: [string, Record<string, Reading>][] = [
  ['We loved the burrata. The pasta, though, was bland.', { burrata: 'positive', pasta: 'negative' }],
];

const REDEEMING: [string, Record<string, Reading>][] = [
  [
    'The room was freezing and the food was late; the only redeeming quality of the night was our bartender.',
    { bartender: 'positive' },
  ],
];

const NEGATION: [string, Record<string, Reading>][] = [
  ["The steak wasn't bad at all, though the fries were soggy.", { fries: 'negative' }],
  [
    "I don't think the hostess was very welcoming, but the cocktails were lovely.",
    { hostess: 'negative', cocktails: 'positive' },
  ],
];

const INTENSITY: [string, Record<string, Reading>][] = [
  [
    'The lobster roll was absolutely incredible, while the coleslaw was a bit bland.',
    { 'lobster roll': 'positive', coleslaw: 'negative' },
  ],
];

const COMPARISON: [string, Record<string, Reading>][] = [
  ['I liked the noodles better than their green curry.', { noodles: 'positive', 'green curry': 'negative' }],
  ['The pasta was worse than the pizza we had last time.', { pasta: 'negative', pizza: 'positive' }],
];

const MENTIONED: [string, Record<string, Reading>][] = [
  ['We ordered the salmon and a bottle of wine before the show.', { salmon: 'neutral', wine: 'neutral' }],
  ['The bartender made us a fantastic martini while we waited for a table.', { martini: 'positive', table: 'neutral' }],
  ['My sister had the chicken, and I loved my burger.', { chicken: 'neutral', burger: 'positive' }],
];

describe('termPolarityAt', () => {
  for (const [name, cases] of Object.entries({
    CONTRAST,
    PARENTHETICAL,
    REDEEMING,
    NEGATION,
    INTENSITY,
    COMPARISON,
    MENTIONED,
  })) {
    it(`reads each thing by its own words: ${name.toLowerCase()}`, () => {
      for (const [text, expected] of cases) {
        const got = Object.fromEntries(Object.keys(expected).map((term) => [term, read(text, term)]));
        expect(got, text).toEqual(expected);
      }
    });
  }

  it('never reads the saving grace of a complaint as a complaint', () => {
    const text = 'The service was slow and the room was loud; the only saving grace was the dessert.';
    const from = text.indexOf('dessert');
    expect(termPolarityAt(text, from, from + 'dessert'.length).negative).toBe(0);
  });

  it('gives probabilities that sum to one, and the same with a parse passed in', () => {
    const text = 'The soup was cold.\nOur waiter was a delight!';
    const spans = [
      { from: text.indexOf('soup'), to: text.indexOf('soup') + 4 },
      { from: text.indexOf('waiter'), to: text.indexOf('waiter') + 6 },
    ];
    const alone = termPolaritiesIn(text, spans);
    expect(termPolaritiesIn(text, spans, parseEnglish(text))).toEqual(alone);
    for (const p of alone) expect(p.positive + p.negative + p.neutral).toBeCloseTo(1, 6);
    expect(alone.map(readingOf)).toEqual(['negative', 'positive']);
  });

  it('answers "only mentioned" for a span that holds no word', () => {
    const text = 'Great food.  Slow service.';
    expect(termPolarityAt(text, 11, 13)).toEqual({ positive: 0, negative: 0, neutral: 1 });
    expect(termPolarityAt(text, 200, 210)).toEqual({ positive: 0, negative: 0, neutral: 1 });
  });

  // Of these 505 terms the lexicon engine's own per-thing reading gets 56.4% right, the model 76.6%.
  it.runIf(existsSync(MAMS_DIR))('reads most things right on the first 200 MAMS development (val) sentences', () => {
    let right = 0;
    let total = 0;
    for (const sentence of loadMams('val').slice(0, 200)) {
      const readings = termPolaritiesIn(sentence.text, sentence.aspects);
      sentence.aspects.forEach((aspect, k) => {
        total += 1;
        if (readingOf(readings[k] ?? { positive: 0, negative: 0, neutral: 1 }) === aspect.polarity) right += 1;
      });
    }
    expect(total).toBe(505);
    expect(right / total).toBeGreaterThanOrEqual(0.74);
  });
});
