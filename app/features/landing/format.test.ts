import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './format.ts';

describe('formatPercent', () => {
  it('formats whole percentages with separators', () => {
    expect(formatPercent(558)).toBe('558%');
    expect(formatPercent(14250)).toBe('14,250%');
    expect(formatPercent(-100)).toBe('-100%');
  });
});

describe('formatCount', () => {
  it('shows at most one decimal', () => {
    expect(formatCount(12.5)).toBe('12.5');
    expect(formatCount(30)).toBe('30');
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(2.25)).toBe('2.3');
  });
});
