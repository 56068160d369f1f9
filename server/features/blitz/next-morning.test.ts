import { describe, expect, it } from 'vitest';
import { nextMorning } from './next-morning.ts';

const enrolledAt = new Date('2026-11-20T15:00:00Z');
const ny = { minute: 8 * 60, timeZone: 'America/New_York' };
const tokyo = { minute: 7 * 60, timeZone: 'Asia/Tokyo' };
const active = { status: 'active' as const, enrolledAt, freeForeverPausedAt: null };

describe('nextMorning', () => {
  it('is the first blitz date not yet decided whose day has not passed', () => {
    expect(nextMorning(active, ny, new Set(), new Date('2026-11-20T16:00:00Z'))).toEqual({
      at: new Date('2026-11-21T13:00:00Z'),
      kind: 'blitz',
    });
    expect(nextMorning(active, ny, new Set(['2026-11-21']), new Date('2026-11-21T14:00:00Z'))?.at).toEqual(
      new Date('2026-11-22T13:00:00Z'),
    );
  });

  it('after a move west past a date already sent, names the next unsent date (nothing is skipped silently)', () => {
    // Tokyo's 22nd went out (07:00 Tokyo = 22:00 UTC on the 21st); back on New York the 22nd is taken.
    const decided = new Set(['2026-11-21', '2026-11-22']);
    expect(nextMorning(active, tokyo, decided, new Date('2026-11-21T22:30:00Z'))?.at).toEqual(
      new Date('2026-11-22T22:00:00Z'),
    );
    expect(nextMorning(active, ny, decided, new Date('2026-11-21T22:30:00Z'))?.at).toEqual(
      new Date('2026-11-23T13:00:00Z'),
    );
  });

  it('after the blitz, the next Free Forever morning; none when paused or unsubscribed', () => {
    const completed = { status: 'completed' as const, enrolledAt, freeForeverPausedAt: null };
    expect(nextMorning(completed, ny, new Set(), new Date('2026-11-28T20:00:00Z'))).toEqual({
      at: new Date('2026-11-29T13:00:00Z'),
      kind: 'free-forever',
    });
    expect(nextMorning({ ...completed, freeForeverPausedAt: enrolledAt }, ny, new Set(), enrolledAt)).toBeNull();
    expect(nextMorning({ ...completed, status: 'unsubscribed' }, ny, new Set(), enrolledAt)).toBeNull();
  });
});
