import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteName } from './email-brand.ts';
import { excerpt, firstName, formatDay, formatDayTime, greeting, plural, starRating } from './email-format.ts';

const brand = {
  brandName: 'Replybook',
  postalAddress: 'x',
  supportEmail: 'y',
  publicUrl: 'https://www.replybook.example/app/',
};

describe('email formatting', () => {
  it('builds absolute links under PUBLIC_URL, path prefix included', () => {
    expect(absoluteUrl(brand, '/sop/katzs')).toBe('https://www.replybook.example/app/sop/katzs');
    expect(absoluteUrl({ ...brand, publicUrl: 'http://localhost:3000' }, 'sop/katzs')).toBe(
      'http://localhost:3000/sop/katzs',
    );
    expect(siteName(brand)).toBe('replybook.example');
  });

  it('shows New York days and times whatever the UTC date', () => {
    expect(formatDay(new Date('2026-11-23T04:30:00Z'))).toBe('Sunday, November 22');
    expect(formatDayTime(new Date('2026-07-04T03:30:00Z'))).toBe('Fri, Jul 3, 11:30 PM');
  });

  it('cuts long reviews at a word boundary and leaves short ones alone', () => {
    expect(excerpt('  Great   pastrami.\n\nWill return. ')).toBe('Great pastrami. Will return.');
    const long = excerpt('word '.repeat(200), 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long).toMatch(/word…$/);
    expect(excerpt('x'.repeat(100), 20)).toBe(`${'x'.repeat(20)}…`);
  });

  it('draws stars and greets by first name', () => {
    expect(starRating(4)).toBe('★★★★☆');
    expect(starRating(9)).toBe('★★★★★');
    expect(starRating(0)).toBe('☆☆☆☆☆');
    expect(firstName('  Maria  José Lopez')).toBe('Maria');
    expect(greeting('')).toBe('Hi there,');
    expect(greeting(undefined)).toBe('Hi there,');
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(0, 'review')).toBe('0 reviews');
  });
});
