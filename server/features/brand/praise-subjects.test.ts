import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);
const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('praise the vocabulary reads wrong', () => {
  it('thanks a dish it did not know by the words the guest praised it in', () => {
    expect(
      praised(
        'Mofongo with shrimp was incredible, garlicky and rich. The pernil tasted like my grandma’s, no joke.',
        5,
      ),
    ).toEqual(['mofongo with shrimp', 'pernil']);
    // Only at four or five stars, and never the place or the night.
    expect(praised('Mofongo with shrimp was incredible.', 3)).toEqual([]);
    expect(praised('The night was incredible.', 5)).toEqual([]);
  });

  it('never thanks what is only part of a phrase about something else', () => {
    expect(praised('Champ and sausages on a cold day, perfect. Siobhan behind the bar is a gem', 5)).not.toContain(
      'bar',
    );
    expect(
      praised('Best pint of Guinness in town. Trad session on the Thursday was the icing on the cake', 5),
    ).not.toContain('icing');
    expect(
      praised('Hake with lemon butter, chips, done. Our waiter Seán even recommended a spot for a pint after', 5),
    ).not.toContain('pint');
  });

  it('reads "needed more" as wanting, and advice to come early or bring cash as no complaint', () => {
    expect(complaints('Tostadas are fresh. michelada needed more clamato. staff friendly', 4)).toContain(
      'the michelada needed more clamato',
    );
    expect(complaints('Maple bacon donut is the move. They sell out by like 10 tho so get there early', 4)).toEqual([]);
    expect(
      complaints('Corned beef hash is homemade. Cash only and it’s small but what a great little spot', 4),
    ).toEqual([]);
    expect(readGuest('The pho broth is so rich, you can tell its been going for hours.', new Set(), 4).regular).toBe(
      false,
    );
  });
});
