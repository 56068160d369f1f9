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
