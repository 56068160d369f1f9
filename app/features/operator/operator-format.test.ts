import { describe, expect, test } from 'vitest';
import { formatUtcDateTime } from './operator-format.ts';

describe('formatUtcDateTime', () => {
  test('writes the UTC date and 24-hour time', () => {
    expect(formatUtcDateTime('2026-11-26T09:05:00.000Z')).toBe('Nov 26, 2026, 09:05 UTC');
    expect(formatUtcDateTime('2026-01-01T23:59:59.000+02:00')).toBe('Jan 1, 2026, 21:59 UTC');
  });
  test('leaves what is not a date as it is', () => {
    expect(formatUtcDateTime('not a date')).toBe('not a date');
  });
});
