import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins truthy classes and drops falsy ones', () => {
    expect(cn('a', false, undefined, null, 'b', { c: true, d: false }, ['e', ['f']])).toBe('a b c e f');
  });

  it('does not resolve conflicts: both utilities stay (components must not produce any)', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('px-4 py-2 px-2');
  });
});
