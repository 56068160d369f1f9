import { describe, expect, it } from 'vitest';
import { zonedDateLabel } from './zoned-date-label.ts';

describe('zonedDateLabel', () => {
  it('dates an instant by the wall clock of the zone, not UTC', () => {
    // 02:30 UTC on the 21st is 9:30 PM on the 20th in New York.
    const late = new Date('2026-11-21T02:30:00Z');
    expect(zonedDateLabel(late, 'America/New_York', 'long')).toBe('November 20, 2026');
    expect(zonedDateLabel(late, 'UTC', 'long')).toBe('November 21, 2026');
    expect(zonedDateLabel(late, 'America/Los_Angeles', 'short')).toBe('Nov 20, 2026');
  });

  it('refuses an invalid date', () => {
    expect(() => zonedDateLabel(new Date(Number.NaN), 'America/New_York', 'long')).toThrow(RangeError);
  });
});
