import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, formatUsd } from './format.ts';

describe('formatUsd', () => {
  it('adds the dollar sign and thousands separators, no cents', () => {
    expect(formatUsd(11213)).toBe('$11,213');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1_234_567)).toBe('$1,234,567');
  });
  it('keeps the sign of a loss and never prints negative zero', () => {
    expect(formatUsd(-2388)).toBe('-$2,388');
    expect(formatUsd(-0)).toBe('$0');
  });
});

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
