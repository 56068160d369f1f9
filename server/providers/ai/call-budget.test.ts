import { describe, expect, it } from 'vitest';
import { createMemoryBudget, utcDay } from './call-budget.ts';

describe('createMemoryBudget', () => {
  it('allows `limit` calls per UTC day, then refuses', async () => {
    const budget = createMemoryBudget(2);
    const morning = new Date('2026-11-22T08:00:00Z');
    expect(await budget.tryConsume('brand-profile', morning)).toBe(true);
    expect(await budget.tryConsume('playbook-prose', morning)).toBe(true);
    expect(await budget.tryConsume('brand-profile', morning)).toBe(false);
    expect(budget.used(morning)).toBe(2);
  });

  it('starts afresh at UTC midnight, not at local midnight', async () => {
    const budget = createMemoryBudget(1);
    expect(await budget.tryConsume('brand-profile', new Date('2026-11-22T23:59:59Z'))).toBe(true);
    expect(await budget.tryConsume('brand-profile', new Date('2026-11-22T23:59:59.999Z'))).toBe(false);
    expect(await budget.tryConsume('brand-profile', new Date('2026-11-23T00:00:00Z'))).toBe(true);
  });

  it('allows nothing with a limit of 0 and never refuses with Infinity', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(await createMemoryBudget(0).tryConsume('brand-profile', now)).toBe(false);
    const unlimited = createMemoryBudget(Number.POSITIVE_INFINITY);
    for (let i = 0; i < 1000; i += 1) expect(await unlimited.tryConsume('brand-profile', now)).toBe(true);
  });

  it('rejects a negative or non-numeric limit', () => {
    expect(() => createMemoryBudget(-1)).toThrow(RangeError);
    expect(() => createMemoryBudget(Number.NaN)).toThrow(RangeError);
  });
});

describe('utcDay', () => {
  it('names the UTC calendar day', () => {
    expect(utcDay(new Date('2026-03-08T04:30:00Z'))).toBe('2026-03-08');
  });
});
