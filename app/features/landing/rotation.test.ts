import { describe, expect, it } from 'vitest';
import { wrapIndex } from './rotation.ts';

describe('wrapIndex', () => {
  it('wraps forwards and backwards over the slides', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
  });
  it('is 0 when there is nothing to show', () => {
    expect(wrapIndex(2, 0)).toBe(0);
  });
});
