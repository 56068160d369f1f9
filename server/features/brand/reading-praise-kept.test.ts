import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const read = (text: string, rating: number) => {
  const reading = readGuest(text, new Set(), rating);
  return {
    complaints: reading.complaints.map((c) => c.clause ?? c.noun).join(' | '),
    praised: reading.praised.map((t) => t.words),
  };
};

describe('a dish the guest praised is never apologised for', () => {
  it('ends a sentence at "hit or miss." rather than reading "Miss." before the next dish', () => {
    const { complaints, praised } = read(
      "Menu is huge but quality is hit or miss. Chicken and waffles great, my gf's club sandwich was dry.",
      3,
    );
    expect(complaints).toContain('the club sandwich was dry');
    expect(complaints).not.toContain('chicken and waffles');
    expect(praised).toContain('chicken and waffles');
  });

  it('reads a buffet "with about 12 curries" as its range, while "with like 3 prawns" is still stingy', () => {
    const buffet = read(
      'The lunch buffet is great value at Rs 1,800, with about 12 curries. A bit crowded, but worth it',
      4,
    );
    expect(buffet.complaints).not.toContain('curries');
    expect(read('The laksa was tasty but came with like 3 prawns for $24.', 3).complaints).toMatch(/laksa|prawns/);
  });

  it('reads crabs that were "heavy" as full of meat', () => {
    const { complaints } = read(
      'Crabs were heavy and loaded with Old Bay. But we waited 50 min for a table WITH a reservation, come on hon',
      3,
    );
    expect(complaints).not.toContain('crabs');
    expect(complaints).toContain('50-minute wait');
  });
});

describe('a seat is never thanked for as a dish', () => {
  it('thanks no one for "the seat" the guest says they will not get', () => {
    const { praised } = read(
      "Buck a shuck Wednesdays is the best deal in town. Staff know their stuff. Get there before 5 or you won't get a seat.",
      5,
    );
    expect(praised).not.toContain('seat');
  });
});

describe('what the guest liked or took in their stride is never apologised for', () => {
  it('reads smoke-stained ceilings, a tiny speakeasy, "fine for a quick dinner" and "not the shop\'s fault" as no fault', () => {
    expect(
      read('Proper old Kneipe, smoke stained ceiling and all. Bouletten were dry as cardboard.', 3).complaints,
    ).not.toMatch(/smoke/);
    expect(
      read('Tiny bar, you ring a bell to get in, very speakeasy. Classic Old Fashioned done right.', 4).complaints,
    ).toBe('');
    expect(read('Smash burger is legit. Loud music, young crowd, fine for a quick dinner.', 4).complaints).not.toMatch(
      /loud|music/,
    );
    expect(
      read(
        "Best cutters in town! Only thing, the music from the car outside was so loud, not the shop's fault really.",
        4,
      ).complaints,
    ).not.toMatch(/music/);
  });

  it('reads soft idli, "Club Mate always cold", "open till 4" and a price called fair as praise or news', () => {
    expect(
      read('Thatte idli is soft and the chutney pudi is amazing. Only problem is no seating.', 4).complaints,
    ).not.toMatch(/idli/);
    expect(read('Best Späti on the street. Club Mate always cold, free wifi lol.', 5).complaints).toBe('');
    expect(read('Late night saviour. Open till 4, Pommes and an Ayran for like 5€.', 4).complaints).toBe('');
    expect(
      read('Chicken chops were filling and tasty. Bill 410 for two, fair. No proper parking though.', 3).complaints,
    ).not.toMatch(/price/);
  });

  it('names the red velvet latte whole, and the chef or the owners only as when things changed', () => {
    expect(read('Red velvet latte was yum. Small gestures, big hearts', 5).praised).toContain('red velvet latte');
    expect(read('Used to love it. Since the new chef the dough is thick and pale.', 2).complaints).not.toMatch(/chef/);
    expect(read('Tough roulade. Used to be better under the old owners.', 2).complaints).toMatch(
      /how things have changed under the new owners/,
    );
  });
});
