import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('money a displeased guest names', () => {
  it('owns an amount said on its own at one or two stars, and at three with a mark of complaint', () => {
    expect(complaints('Halloumi fries soggy, burger overcooked and £18.95. Staff were chatting.', 2)).toContain(
      'the prices',
    );
    expect(complaints('Butter chicken was nice but £29?? Come on. Felt rushed through dessert.', 2)).toContain(
      'the prices',
    );
    expect(complaints('30 min wait for cocktails. Drinks were fine but $18 and tiny.', 2)).toContain('the prices');
    expect(complaints('Roast was honestly decent, beef pink. But £28!! for a pub roast.', 3)).toContain('the prices');
    expect(complaints('£14 for a bowl of soup and a roll. Soup was lukewarm.', 1)).toEqual([
      'the price of a bowl of soup',
      'the soup was lukewarm',
    ]);
  });

  it('never owns money that was refunded, wasted or a word before the dish, nor a price called fair', () => {
    expect(complaints('Found a hair in the curry. Chips were raw. €28 in the bin', 1).join()).not.toMatch(/price/);
    expect(complaints('$68 ribeye ordered medium rare came out well done. Sent it back.', 2)).toHaveLength(1);
    expect(complaints('Lovely pasta, $24. The sauce was a bit thin.', 3).join()).not.toMatch(/price/);
    expect(complaints('Beef rib was a monster. Slaw a bit bland. Pricey but fair for quality.', 4).join()).not.toMatch(
      /price/,
    );
  });
  it('asks no apology for a price the guest calls fair, filling or what the area costs', () => {
    for (const [text, rating] of [
      ['Har gow was super fresh but we waited 40 min for a table. $88 for 4 ppl is fair i guess', 3],
      ['Lamb shish chewy, rice bland. Good portions for £15 though', 3],
      ['Loaded jacket with chilli and cheese was well filling for £7. Queue was mental though', 3],
      ['Fish tacos fresh and zingy. $18 for 2 is Queenstown prices but what isn’t here.', 4],
    ] as const)
      expect(complaints(text, rating).join()).not.toMatch(/price/);
  });
});
