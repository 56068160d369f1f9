import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { firstFreeForeverDay, freeForeverSendDue } from './free-forever.ts';
import {
  addDays,
  allBlitzSends,
  BLITZ_DAYS,
  blitzSchedule,
  closingSendFor,
  dueSends,
  enrollmentDate,
  localDate,
  defaultZoneDate,
  sendInstantFor,
} from './schedule.ts';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const instantArb = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('blitz schedule, for any enrollment instant', () => {
  test('7 sends at 08:00:00 New York time (12:00 or 13:00 UTC), on 7 distinct consecutive days after enrollment', () => {
    fc.assert(
      fc.property(instantArb, (enrolledAt) => {
        const sends = blitzSchedule(enrolledAt);
        expect(sends).toHaveLength(BLITZ_DAYS);
        expect(new Set(sends.map((s) => s.localDay)).size).toBe(BLITZ_DAYS);
        const enrolledDay = defaultZoneDate(enrolledAt);
        sends.forEach((send, index) => {
          expect(send.day).toBe(index + 1);
          expect(send.localDay).toBe(addDays(enrolledDay, index + 1));
          expect(defaultZoneDate(send.sendAt)).toBe(send.localDay);
          expect(wallClock.format(send.sendAt)).toBe('08:00:00');
          expect([12, 13]).toContain(send.sendAt.getUTCHours());
          expect(send.sendAt.getUTCMinutes()).toBe(0);
          expect(send.sendAt.getTime()).toBeGreaterThan(enrolledAt.getTime());
          if (index > 0) expect(send.sendAt.getTime()).toBeGreaterThan(sends[index - 1]!.sendAt.getTime());
        });
      }),
      { numRuns: 500 },
    );
  });

  test('at most one send is due at any instant, and only on its own New York day', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 10 * 24 * 60 }), (enrolledAt, minutesLater) => {
        const now = new Date(enrolledAt.getTime() + minutesLater * 60_000);
        const due = dueSends(enrolledAt, now);
        expect(due.length).toBeLessThanOrEqual(1);
        for (const send of due) {
          expect(send.localDay).toBe(defaultZoneDate(now));
          expect(send.sendAt.getTime()).toBeLessThanOrEqual(now.getTime());
        }
        expect(allBlitzSends(enrolledAt)).toHaveLength(BLITZ_DAYS + 1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('any send clock (owner settings)', () => {
  const zones = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland', 'America/Los_Angeles', 'UTC'];
  const clockArb = fc.record({
    minute: fc.integer({ min: 0, max: 95 }).map((step) => step * 15),
    timeZone: fc.constantFrom(...zones),
  });

  test('each blitz date is sent on that date in the chosen zone, at the chosen time (or just after a DST gap), once', () => {
    fc.assert(
      fc.property(instantArb, clockArb, (enrolledAt, clock) => {
        const sends = allBlitzSends(enrolledAt, clock);
        const shown = new Intl.DateTimeFormat('en-CA', {
          timeZone: clock.timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        });
        for (const send of sends) {
          const parts = Object.fromEntries(shown.formatToParts(send.sendAt).map((p) => [p.type, p.value]));
          expect(`${parts.year}-${parts.month}-${parts.day}`).toBe(send.localDay);
          const minute = Number(parts.hour) * 60 + Number(parts.minute);
          // A wall time that does not exist that night (a DST gap) is sent just after the gap, within the hour.
          expect(minute - clock.minute).toBeGreaterThanOrEqual(0);
          expect(minute - clock.minute).toBeLessThanOrEqual(60);
          // Due at its instant, and only that send.
          expect(dueSends(enrolledAt, send.sendAt, clock)).toEqual([send]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the days count from the enrollment’s date in the send clock’s zone', () => {
  // Zones a calendar day ahead of or behind New York for part of every day, half-hour and 45-minute offsets, DST.
  const zones = [
    'Asia/Tokyo',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Europe/London',
    'America/New_York',
  ];
  const clockArb = fc.record({
    minute: fc.integer({ min: 0, max: 95 }).map((step) => step * 15),
    timeZone: fc.constantFrom(...zones),
  });

  test('day 1 is the day after the enrollment’s local date, after the enrollment, and nothing is due that date', () => {
    fc.assert(
      fc.property(instantArb, clockArb, fc.integer({ min: 0, max: 36 * 60 }), (enrolledAt, clock, minutesLater) => {
        const enrolledOn = localDate(enrolledAt, clock.timeZone);
        expect(enrollmentDate(enrolledAt, clock)).toBe(enrolledOn);
        const sends = allBlitzSends(enrolledAt, clock);
        sends.forEach((send, index) => {
          expect(send.localDay).toBe(addDays(enrolledOn, index + 1));
          expect(send.sendAt.getTime()).toBeGreaterThan(enrolledAt.getTime());
        });
        const now = new Date(enrolledAt.getTime() + minutesLater * 60_000);
        const due = dueSends(enrolledAt, now, clock);
        // Never "Day 1" on the enrollment's own date, however soon after it the owner moved the clock.
        if (localDate(now, clock.timeZone) === enrolledOn) expect(due).toEqual([]);
        for (const send of due) expect(send.localDay).toBe(localDate(now, clock.timeZone));
        expect(due.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  test('once a morning fixed the date, another zone moves no day: the same dates and numbers, at the new clock', () => {
    fc.assert(
      fc.property(
        instantArb,
        clockArb,
        clockArb,
        fc.integer({ min: 0, max: BLITZ_DAYS }),
        (enrolledAt, before, after, index) => {
          const sends = allBlitzSends(enrolledAt, before);
          const decided = sends[index]!;
          // What anchor.ts reads back from the decided blitz_sends row: its date minus its day number.
          const anchor = addDays(decided.localDay, -decided.day);
          expect(anchor).toBe(enrollmentDate(enrolledAt, before));
          const moved = allBlitzSends(anchor, after);
          expect(moved.map((send) => [send.localDay, send.day])).toEqual(
            sends.map((send) => [send.localDay, send.day]),
          );
          for (const send of moved) expect(send.sendAt).toEqual(sendInstantFor(send.localDay, after));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('Free Forever starts the day after the closing email, as day 9, in the same zone', () => {
    fc.assert(
      fc.property(instantArb, clockArb, (enrolledAt, clock) => {
        const closing = closingSendFor(enrolledAt, clock);
        const first = firstFreeForeverDay(enrolledAt, clock);
        expect(first).toBe(addDays(closing.localDay, 1));
        const morning = sendInstantFor(first, clock);
        expect(freeForeverSendDue(enrolledAt, morning, clock)).toMatchObject({ localDay: first, day: 9 });
        expect(freeForeverSendDue(enrolledAt, closing.sendAt, clock)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
