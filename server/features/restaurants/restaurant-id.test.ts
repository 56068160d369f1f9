import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  restaurantIdBase,
  restaurantIdCandidates,
  slugifyRestaurantName,
  withCollisionSuffix,
} from './restaurant-id.ts';

/** The rule storeRestaurant applies against the table: the first candidate that is free or already this place's. */
function chooseRestaurantId(name: string, placeId: string, holderOf: (id: string) => string | undefined): string {
  for (const candidate of restaurantIdCandidates(name, placeId)) {
    const holder = holderOf(candidate);
    if (holder === undefined || holder === placeId) return candidate;
  }
  throw new Error('unreachable: the candidate sequence is infinite');
}

describe('slugifyRestaurantName', () => {
  it.each([
    ["Katz's Delicatessen", 'katzs-delicatessen'],
    ['Katz’s Delicatessen', 'katzs-delicatessen'],
    ['Café Mogador', 'cafe-mogador'],
    ["Delmonico's", 'delmonicos'],
    ['Tavern on the Green', 'tavern-on-the-green'],
    ['Grand Central Oyster Bar', 'grand-central-oyster-bar'],
    ['  Le   Bernardin\t', 'le-bernardin'],
    ['Crème Brûlée & Co.', 'creme-brulee-co'],
    ['Smokestack & Pine BBQ', 'smokestack-pine-bbq'],
    ['Phở Hà Nội Corner', 'pho-ha-noi-corner'],
    ['Straße Brauhaus', 'strasse-brauhaus'],
    ['Smørrebrød Ørsted', 'smorrebrod-orsted'],
    ['Łódź Pierogi', 'lodz-pierogi'],
    ['Taquería El Sol de Puebla', 'taqueria-el-sol-de-puebla'],
    ['Bar-Tabac', 'bartabac'],
    ['🍕 Pizza Palace 🍕', 'pizza-palace'],
    ['Lanzhou Noodle Bar 兰州拉面', 'lanzhou-noodle-bar'],
    ['Seoul Pocha 32', 'seoul-pocha-32'],
    ['ＡＢＣ Diner', 'abc-diner'],
  ])('%s → %s', (name, expected) => {
    expect(slugifyRestaurantName(name)).toBe(expected);
  });

  it('leaves nothing for names without Latin letters or digits', () => {
    expect(slugifyRestaurantName('鼎泰豐')).toBe('');
    expect(slugifyRestaurantName('🍜🍣')).toBe('');
    expect(slugifyRestaurantName("'&'")).toBe('');
  });

  it('cuts to 50 characters with no trailing hyphen', () => {
    const name = 'The Extraordinarily Long Name Of A Neighbourhood Restaurant And Bar';
    const slug = slugifyRestaurantName(name);
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug).toBe('the-extraordinarily-long-name-of-a-neighbourhood-r');
    // The cut lands right after a word: the hyphen that would end it is dropped.
    expect(slugifyRestaurantName(`${'a'.repeat(49)} bistro`)).toBe('a'.repeat(49));
    expect(slugifyRestaurantName('a'.repeat(80))).toBe('a'.repeat(50));
  });
});

describe('restaurantIdBase', () => {
  it('uses the slug when there is one', () => {
    expect(restaurantIdBase("Katz's Delicatessen", 'ChIJ123')).toBe('katzs-delicatessen');
  });

  it('falls back to restaurant- plus 8 hex of sha256(placeId), stable per place', () => {
    const expected = `restaurant-${createHash('sha256').update('ChIJ-din-tai-fung').digest('hex').slice(0, 8)}`;
    expect(restaurantIdBase('鼎泰豐', 'ChIJ-din-tai-fung')).toBe(expected);
    expect(restaurantIdBase('鼎泰豐', 'ChIJ-din-tai-fung')).toBe(expected);
    expect(restaurantIdBase('鼎泰豐', 'ChIJ-another-branch')).not.toBe(expected);
    expect(expected).toMatch(/^restaurant-[0-9a-f]{8}$/);
  });
});

describe('collisions', () => {
  it('appends -2, -3 …', () => {
    expect(withCollisionSuffix('cafe-mogador', 2)).toBe('cafe-mogador-2');
    expect(withCollisionSuffix('cafe-mogador', 13)).toBe('cafe-mogador-13');
  });

  it('cuts the base so the whole stays within 50, without a double hyphen', () => {
    const base = slugifyRestaurantName('The Extraordinarily Long Name Of A Neighbourhood Restaurant And Bar');
    expect(withCollisionSuffix(base, 2)).toBe('the-extraordinarily-long-name-of-a-neighbourhood-2');
    expect(withCollisionSuffix(base, 2).length).toBeLessThanOrEqual(50);
    expect(withCollisionSuffix('a'.repeat(50), 100)).toBe(`${'a'.repeat(46)}-100`);
    // Cutting at a hyphen must not leave "--2".
    expect(withCollisionSuffix(`${'a'.repeat(47)}-bbb`, 2)).toBe(`${'a'.repeat(47)}-2`);
  });

  it('rejects suffixes below 2', () => {
    expect(() => withCollisionSuffix('x', 1)).toThrow(RangeError);
  });

  it('lists candidates in order', () => {
    const candidates = restaurantIdCandidates('Café Mogador', 'p1');
    expect([candidates.next().value, candidates.next().value, candidates.next().value]).toEqual([
      'cafe-mogador',
      'cafe-mogador-2',
      'cafe-mogador-3',
    ]);
  });

  it('keeps a place on its own id and moves a different place on', () => {
    const holders = new Map([
      ['cafe-mogador', 'place-a'],
      ['cafe-mogador-2', 'place-b'],
    ]);
    const holderOf = (id: string) => holders.get(id);
    expect(chooseRestaurantId('Café Mogador', 'place-a', holderOf)).toBe('cafe-mogador');
    expect(chooseRestaurantId('Café Mogador', 'place-b', holderOf)).toBe('cafe-mogador-2');
    expect(chooseRestaurantId('Cafe Mogador', 'place-c', holderOf)).toBe('cafe-mogador-3');
    expect(chooseRestaurantId('Keens Steakhouse', 'place-d', holderOf)).toBe('keens-steakhouse');
  });
});
