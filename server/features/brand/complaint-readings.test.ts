import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);
const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

describe('prices in any currency, and what they bought', () => {
  it('owns a price in pounds or euros as the guest priced it', () => {
    expect(complaints('Jollof was bland. £16 for a small box though, for real?', 2)).toContain(
      'the price of a small box',
    );
    expect(complaints('Terrace is stunning. But £9 for a side of chips??', 3)).toContain(
      'the price of a side of chips',
    );
    expect(complaints('Flavours are nice. £5.20 for a kids cone is steep', 3)).toEqual(['the price of a kids cone']);
    expect(complaints('Oysters were pristine. But it is $4 an oyster. tough value', 3)).toContain(
      'the price per oyster',
    );
    expect(complaints('Dumplings were great. But £60 for two without drinks felt a bit much.', 3)).toEqual([
      'the prices',
    ]);
  });

  it('owns a price that is "a lot" even at four stars, and not one stated without complaint', () => {
    expect(complaints('The pistachio was amazing. $7.50 for a single scoop is a lot tho.', 4)).toEqual([
      'the price of a single scoop',
    ]);
    expect(complaints('Vada pav for £5 that tastes like Mumbai. Great spot.', 4)).toEqual([]);
  });
});

describe('a dish faulted in words the vocabulary did not know', () => {
  it('owns stewed tea, gluey mash and a dish that was a bit hard', () => {
    expect(complaints('Full Irish was grand. Toast was fine and the tea was stewed.', 3)).toEqual([
      'the tea was stewed',
    ]);
    expect(complaints('Bangers were bland and the mash gluey.', 2)).toEqual([
      'the bangers were bland',
      'the mash was gluey',
    ]);
    expect(complaints('Efo riro was lovely. Amala was a bit hard.', 3)).toEqual(['the amala was a bit hard']);
    expect(complaints('The staff were hard working and the stew was proper.', 4)).toEqual([]);
  });

  it('reads "proper" and "grand" as praise of a dish', () => {
    expect(praised('The stew was proper. Staff were hard working.', 4)).toContain('stew');
    expect(praised('Full Irish was grand, good sausages.', 4)).toContain('full Irish');
  });
});

describe('who was working, and who never came back', () => {
  it('owns one person serving the whole room as short staffing', () => {
    expect(complaints('Chowmein was bland. Only one person serving so everything was slooow.', 3)).toContain(
      'how short-staffed the floor was',
    );
    expect(complaints('Waited ages for the bill, only one guy working the whole floor.', 3)).toContain(
      'how short-staffed the floor was',
    );
  });

  it('keeps a server who never came back beside a long wait for the food', () => {
    expect(complaints('Waited 55 min for eggs benny. Server never came back to check on us.', 1)).toEqual([
      'the 55-minute wait',
      'our server never came back to check on you',
    ]);
  });
});
