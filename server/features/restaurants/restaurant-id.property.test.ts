import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  RESTAURANT_ID_MAX_LENGTH,
  restaurantIdBase,
  slugifyRestaurantName,
  withCollisionSuffix,
} from './restaurant-id.ts';

// Names as they arrive: ASCII, accented Latin, CJK, emoji, RTL marks, zero-width characters, lone surrogates.
const nameArb = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(
      fc.constantFrom(
        'Café',
        "Katz's",
        'Æble',
        'Straße',
        '寿司',
        '🍣',
        '\u202e',
        '\u200b',
        '\ud800',
        ' ',
        '-',
        '—',
        '&',
        'Ø',
      ),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join('')),
);

const slugShape = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

describe('restaurant id slugs, for any name', () => {
  test('at most 50 characters of [a-z0-9-], no leading, trailing or doubled hyphen', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        const slug = slugifyRestaurantName(name);
        expect(slug.length).toBeLessThanOrEqual(RESTAURANT_ID_MAX_LENGTH);
        expect(slug).toMatch(slugShape);
      }),
      { numRuns: 2_000 },
    );
  });

  test('deterministic', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        expect(slugifyRestaurantName(name)).toBe(slugifyRestaurantName(name));
      }),
    );
  });

  // Hyphens in the name are removed like other punctuation, so slugs are not idempotent; words are kept.
  test('plain words separated by any whitespace become lowercase words joined by single hyphens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(' ', '  ', '\t', ' \n '),
        (words, gap) => {
          const expected = words.join('-').toLowerCase().slice(0, RESTAURANT_ID_MAX_LENGTH).replace(/-+$/, '');
          expect(slugifyRestaurantName(` ${words.join(gap)} `)).toBe(expected);
        },
      ),
    );
  });

  test('the id base is never empty and has the same shape; the same place always gets the same base', () => {
    fc.assert(
      fc.property(nameArb, fc.string({ minLength: 1, maxLength: 60 }), (name, placeId) => {
        const base = restaurantIdBase(name, placeId);
        expect(base.length).toBeGreaterThan(0);
        expect(base.length).toBeLessThanOrEqual(RESTAURANT_ID_MAX_LENGTH);
        expect(base).toMatch(slugShape);
        expect(restaurantIdBase(name, placeId)).toBe(base);
      }),
    );
  });

  test('collision suffixes stay within 50 characters, keep the shape and end in -n', () => {
    fc.assert(
      fc.property(nameArb, fc.string({ minLength: 1 }), fc.integer({ min: 2, max: 1_000_000 }), (name, placeId, n) => {
        const id = withCollisionSuffix(restaurantIdBase(name, placeId), n);
        expect(id.length).toBeLessThanOrEqual(RESTAURANT_ID_MAX_LENGTH);
        expect(id).toMatch(slugShape);
        expect(id.endsWith(`-${n}`)).toBe(true);
      }),
    );
  });
});
