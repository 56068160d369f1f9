import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { utcDateLabel } from './utc-date-label.ts';

const intl = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });

describe('utcDateLabel', () => {
  test('prints the dates the pages show', () => {
    expect(utcDateLabel(new Date('2026-11-25T23:59:59.999Z'), 'short')).toBe('Nov 25, 2026');
    expect(utcDateLabel(new Date('2026-11-25T00:00:00Z'), 'long')).toBe('November 25, 2026');
    expect(utcDateLabel(new Date('2026-09-01T12:00:00Z'), 'short')).toBe('Sep 1, 2026');
    expect(utcDateLabel(new Date('2024-02-29T05:00:00-05:00'), 'long')).toBe('February 29, 2024');
  });

  test('is what Intl.DateTimeFormat en-US in UTC gives, for every day from 1900 to 2100', () => {
    const [short, long] = [intl('short'), intl('long')];
    const day = 86_400_000;
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += day) {
      const date = new Date(time + 43_200_000);
      if (utcDateLabel(date, 'short') !== short.format(date))
        expect(utcDateLabel(date, 'short')).toBe(short.format(date));
      if (utcDateLabel(date, 'long') !== long.format(date)) expect(utcDateLabel(date, 'long')).toBe(long.format(date));
    }
  });

  test('agrees with Intl at any instant, whatever the time of day', () => {
    const [short, long] = [intl('short'), intl('long')];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(utcDateLabel(date, 'short')).toBe(short.format(date));
          expect(utcDateLabel(date, 'long')).toBe(long.format(date));
        },
      ),
    );
  });

  test('refuses an invalid date like Intl does', () => {
    expect(() => utcDateLabel(new Date('not a date'), 'short')).toThrow(RangeError);
    expect(() => intl('short').format(new Date('not a date'))).toThrow(RangeError);
  });
});
