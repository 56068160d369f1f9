import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { inQuietHours, syncCycleAt, syncDue, syncSlot } from './sync-schedule.ts';

describe('syncSlot', () => {
  test('is stable for a connection and inside the interval', () => {
    const id = '0b7c4a52-2f1e-4c8e-9d43-6f0f2b1a9e11';
    expect(syncSlot(id, 30)).toBe(syncSlot(id, 30));
    for (let index = 0; index < 200; index += 1) {
      const slot = syncSlot(randomUUID(), 30);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect(slot).toBeLessThan(30);
      expect(Number.isInteger(slot)).toBe(true);
    }
  });

  test('spreads 3,000 connections evenly over a 30-minute interval', () => {
    const perMinute = new Array<number>(30).fill(0);
    for (let index = 0; index < 3_000; index += 1) perMinute[syncSlot(randomUUID(), 30)]! += 1;
    // 100 expected a minute; a uniform hash stays well inside ±40 % (about 4 standard deviations).
    expect(Math.min(...perMinute)).toBeGreaterThan(60);
    expect(Math.max(...perMinute)).toBeLessThan(140);
  });

  test('an interval of one minute puts every connection in minute 0', () => {
    expect(syncSlot(randomUUID(), 1)).toBe(0);
  });
});

describe('syncCycleAt and syncDue', () => {
  test('cycles are aligned to the epoch and count minutes inside', () => {
    expect(syncCycleAt(new Date('2026-11-20T12:00:00Z'), 30).minute).toBe(0);
    expect(syncCycleAt(new Date('2026-11-20T12:29:59Z'), 30).minute).toBe(29);
    const a = syncCycleAt(new Date('2026-11-20T12:29:59Z'), 30).cycle;
    expect(syncCycleAt(new Date('2026-11-20T12:30:00Z'), 30).cycle).toBe(a + 1);
  });

  test('a connection is due from its minute to the end of the cycle', () => {
    const id = randomUUID();
    const slot = syncSlot(id, 30);
    const cycleStart = Date.parse('2026-11-20T12:00:00Z');
    expect(syncDue(id, 30, new Date(cycleStart + slot * 60_000))).toBe(true);
    expect(syncDue(id, 30, new Date(cycleStart + 29 * 60_000 + 59_000))).toBe(true);
    if (slot > 0) expect(syncDue(id, 30, new Date(cycleStart + (slot - 1) * 60_000))).toBe(false);
  });
});

describe('inQuietHours', () => {
  test('22:00 to 07:00 in the restaurant’s time zone, not UTC', () => {
    // 21:59 and 07:00 in New York (EST, UTC-5) are day; 22:00, 23:30 and 06:59 are night.
    expect(inQuietHours(new Date('2026-11-21T02:59:00Z'), 'America/New_York')).toBe(false);
    expect(inQuietHours(new Date('2026-11-21T03:00:00Z'), 'America/New_York')).toBe(true);
    expect(inQuietHours(new Date('2026-11-21T04:30:00Z'), 'America/New_York')).toBe(true);
    expect(inQuietHours(new Date('2026-11-21T11:59:00Z'), 'America/New_York')).toBe(true);
    expect(inQuietHours(new Date('2026-11-21T12:00:00Z'), 'America/New_York')).toBe(false);
    // The same instant is 04:30 in Paris: night there.
    expect(inQuietHours(new Date('2026-11-21T03:30:00Z'), 'Europe/Paris')).toBe(true);
    expect(inQuietHours(new Date('2026-11-21T09:30:00Z'), 'Europe/Paris')).toBe(false);
  });
});
