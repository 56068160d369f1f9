import { describe, expect, it } from 'vitest';
import { formatUsd } from './plan-constants.ts';

describe('formatUsd', () => {
  it('adds the dollar sign and thousands separators, no cents', () => {
    expect(formatUsd(199)).toBe('$199');
    expect(formatUsd(11213)).toBe('$11,213');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1_234_567)).toBe('$1,234,567');
  });
  it('keeps the sign of a loss and never prints negative zero', () => {
    expect(formatUsd(-2388)).toBe('-$2,388');
    expect(formatUsd(-0)).toBe('$0');
  });
});
