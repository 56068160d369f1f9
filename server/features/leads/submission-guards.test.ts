import { describe, expect, it } from 'vitest';
import { MIN_TIME_TO_SUBMIT_MS, isHoneypotFilled, isSubmittedTooFast } from './submission-guards.ts';

describe('isHoneypotFilled', () => {
  it('is false when the field is absent, empty or blank', () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled('   ')).toBe(false);
  });
  it('is true for anything else', () => {
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled(' x ')).toBe(true);
  });
});

describe('isSubmittedTooFast', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  it('ignores a missing render time', () => {
    expect(isSubmittedTooFast(undefined, now)).toBe(false);
  });
  it('refuses less than 3 seconds, accepts 3 seconds or more', () => {
    expect(isSubmittedTooFast(now.getTime() - MIN_TIME_TO_SUBMIT_MS + 1, now)).toBe(true);
    expect(isSubmittedTooFast(now.getTime(), now)).toBe(true);
    expect(isSubmittedTooFast(now.getTime() - MIN_TIME_TO_SUBMIT_MS, now)).toBe(false);
    expect(isSubmittedTooFast(now.getTime() - 3_600_000, now)).toBe(false);
  });
  it('refuses a render time in the future', () => {
    expect(isSubmittedTooFast(now.getTime() + 60_000, now)).toBe(true);
  });
});
