import { describe, expect, it } from 'vitest';
import { properCase } from './proper-case.ts';

describe('properCase', () => {
  it('capitalises days, peoples, places and the acronyms a guest wrote in lower case', () => {
    expect(properCase("I'm sorry about the 15% sunday surcharge.")).toBe("I'm sorry about the 15% Sunday surcharge.");
    expect(properCase('the price of a full english')).toBe('the price of a full English');
    expect(properCase('running out of the carling and the taylor ham egg and cheese')).toBe(
      'running out of the Carling and the Taylor ham egg and cheese',
    );
    expect(properCase('the old bay wings')).toBe('the Old Bay wings');
    expect(properCase('the byob and the ayce sushi')).toBe('the BYOB and the AYCE sushi');
    expect(properCase('our waitress rolled her eyes when you asked for seperate checks')).toBe(
      'our waitress rolled her eyes when you asked for separate checks',
    );
    expect(properCase('the mimosa was mostly oj and the blt was dry')).toBe(
      'the mimosa was mostly OJ and the BLT was dry',
    );
    expect(properCase('the nepali momos and the hebridean lamb')).toBe('the Nepali momos and the Hebridean lamb');
    expect(properCase('the best shawarma in new york or ottawa, ontario')).toBe(
      'the best shawarma in New York or ottawa, Ontario',
    );
  });

  it('leaves words that are more often something else, and the owner’s own capitals, alone', () => {
    expect(properCase('we may come back in march')).toBe('we may come back in march');
    expect(properCase('the pad thai was too sweet')).toBe('the pad thai was too sweet');
    expect(properCase('Thank you, the French toast was a hit')).toBe('Thank you, the French toast was a hit');
  });
});
