import { describe, expect, test } from 'vitest';
import { reviewThemes, themeOfThing } from './review-themes.ts';

const keys = (rating: number, text: string | null) =>
  reviewThemes(rating, text).map((theme) => `${theme.side}:${theme.key}`);

describe('what a review praises and criticises', () => {
  test('named things on each side, by their words or their kind', () => {
    expect(keys(4, 'The pastrami was great but the wait was long.')).toEqual([
      'praise:dish:pastrami',
      'criticism:wait',
    ]);
    expect(keys(2, 'Rude bartender and cold fries.')).toEqual(['criticism:staff:bartender', 'criticism:dish:fries']);
    expect(keys(4, 'Great pastrami, friendly staff.')).toEqual(['praise:dish:pastrami', 'praise:staff']);
  });

  test('a complaint without a thing judged counts for its kind', () => {
    expect(keys(1, 'Overpriced.')).toEqual(['criticism:price']);
  });

  test('a Spanish review: the aspects the analysis judges, on the same keys', () => {
    expect(keys(3, 'Las ostras estaban deliciosas, pero el servicio fue lento.')).toEqual([
      'criticism:service',
      'criticism:wait',
    ]);
  });

  test('nothing for stars only or empty text, and each key once per side', () => {
    expect(reviewThemes(5, null)).toEqual([]);
    expect(reviewThemes(5, '   ')).toEqual([]);
    const twice = keys(5, 'The pastrami was great. Really, the pastrami was great.');
    expect(twice.filter((key) => key === 'praise:dish:pastrami')).toHaveLength(1);
  });

  test('labels: a dish by its words, a role as ours, the team as the staff', () => {
    expect(themeOfThing({ kind: 'dish', words: 'Lobster  Roll', head: 'roll' })).toEqual({
      key: 'dish:lobster roll',
      label: 'the lobster roll',
    });
    expect(themeOfThing({ kind: 'staff', words: 'server', head: 'server' })).toEqual({
      key: 'staff:server',
      label: 'our server',
    });
    expect(themeOfThing({ kind: 'staff', words: 'team', head: 'team' })).toEqual({ key: 'staff', label: 'the staff' });
    expect(themeOfThing({ kind: 'noise', words: 'noise', head: 'noise' })).toEqual({
      key: 'noise',
      label: 'the noise',
    });
  });
});
