import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins truthy classes and drops falsy ones', () => {
    expect(cn('a', false, undefined, null, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later Tailwind utility override a conflicting earlier one', () => {
    expect(cn('px-4 py-2 bg-primary', 'px-2', 'bg-destructive')).toBe('py-2 px-2 bg-destructive');
  });

  it('understands the theme tokens as colours, not as text sizes', () => {
    // text-primary-foreground is a colour; it must not knock out text-sm.
    expect(cn('text-sm text-foreground', 'text-primary-foreground')).toBe('text-sm text-primary-foreground');
  });
});
