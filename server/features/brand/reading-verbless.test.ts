import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('a dish faulted without a verb ("creme brulee a bit eggy")', () => {
  it('says the fault back with the verb the guest left out, at four stars too', () => {
    expect(
      complaints('Steak frites bang on, bearnaise perfect. Creme brulee a bit eggy. Pierre was charming', 4),
    ).toEqual(['the creme brulee was a bit eggy']);
    expect(
      complaints('burnt ends are absolute crack, beef rib a bit tough for £28 tho. sides good esp the slaw.', 4),
    ).toContain('the beef rib was a bit tough');
    expect(complaints('Pho broth tasted like a stock cube. Beef grey and chewy. Gutted.', 1)).toContain(
      'the beef was grey and chewy',
    );
  });

  it('reads any adjective after "too" as a fault, and keeps the guest\'s own measure', () => {
    expect(complaints('Massaman curry was rich and lovely. Papaya salad way too sweet.', 3)).toEqual([
      'the papaya salad was way too sweet',
    ]);
    expect(
      complaints('Chicken shish juicy, kofte a tad salty for my taste. Fresh bread just keeps coming.', 4),
    ).toEqual(['the kofte was a tad salty for your taste']);
  });

  it('does not read a word that goes on to name something, or a thing read across a sentence end', () => {
    expect(complaints('ribs dry rub was amazing, slaw too sweet', 4)).toEqual(['the slaw was too sweet']);
    expect(
      complaints(
        'Whitstable natives and a crab sandwich in the sun. Chips a bit salty but we still cleaned the plate.',
        4,
      ).join(' '),
    ).not.toMatch(/sun\./);
  });
});
