import { describe, expect, it } from 'vitest';
import { dollars, monthLong, monthShort, monthShortYear, percent, readTicket, replyTime, stars } from './format.ts';

describe('the results page figures', () => {
  it('names months without Intl', () => {
    expect(monthShort('2026-01')).toBe('Jan');
    expect(monthShort('2025-12')).toBe('Dec');
    expect(monthLong('2026-03')).toBe('March 2026');
    expect(monthShortYear('2026-03')).toBe('Mar 2026');
    expect(() => monthShort('2026-13')).toThrow(RangeError);
    expect(() => monthLong('26-01')).toThrow(RangeError);
  });

  it('writes rates, stars and dollars', () => {
    expect(percent(0.8333)).toBe('83%');
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
    expect(stars(4.25)).toBe('4.3');
    expect(stars(5)).toBe('5.0');
    expect(dollars(12345.6)).toBe('$12,346');
  });

  it('writes a time to reply in minutes, hours or days', () => {
    expect(replyTime(0)).toBe('1 min');
    expect(replyTime(0.5)).toBe('30 min');
    expect(replyTime(1)).toBe('1 hour');
    expect(replyTime(5.54)).toBe('5.5 hours');
    expect(replyTime(30.4)).toBe('30 hours');
    expect(replyTime(60)).toBe('2.5 days');
    expect(replyTime(24 * 14.4)).toBe('14 days');
  });

  it('reads the average ticket strictly, keeping what was typed when it refuses it', () => {
    expect(readTicket(null)).toEqual({ state: 'empty' });
    expect(readTicket('  ')).toEqual({ state: 'empty' });
    expect(readTicket('42')).toEqual({ state: 'valid', value: 42, raw: '42' });
    expect(readTicket(' $1,250 ')).toEqual({ state: 'valid', value: 1250, raw: '$1,250' });
    expect(readTicket('100000')).toEqual({ state: 'valid', value: 100_000, raw: '100000' });
    for (const bad of ['0', '100001', '12abc', '-5', '12.50', '1e3', 'forty']) {
      expect(readTicket(bad)).toEqual({ state: 'invalid', raw: bad });
    }
  });
});
