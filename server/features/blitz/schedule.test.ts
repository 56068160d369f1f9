import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  allBlitzSends,
  blitzSchedule,
  closingSendFor,
  dueSends,
  isBlitzOver,
  defaultZoneDate,
  reviewWindow,
  sendInstantFor,
} from './schedule.ts';

const at = (iso: string): Date => new Date(iso);

/** The next send still to come after `now`, or null once the closing email's time has passed. */
const nextBlitzSend = (enrolledAt: Date, now: Date) =>
  allBlitzSends(enrolledAt).find((send) => send.sendAt.getTime() > now.getTime()) ?? null;
const iso = (date: Date): string => date.toISOString();

describe('defaultZoneDate', () => {
  it('gives the New York calendar day, not the UTC one', () => {
    // 23:30 EST on Saturday 21 November is already 04:30 UTC on the 22nd.
    expect(defaultZoneDate(at('2026-11-22T04:30:00Z'))).toBe('2026-11-21');
    // 00:30 EST on the 22nd.
    expect(defaultZoneDate(at('2026-11-22T05:30:00Z'))).toBe('2026-11-22');
    // Summer: 23:30 EDT is 03:30 UTC.
    expect(defaultZoneDate(at('2026-07-04T03:30:00Z'))).toBe('2026-07-03');
    expect(defaultZoneDate(at('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(defaultZoneDate(at('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(defaultZoneDate(at('2027-01-01T04:59:59.999Z'))).toBe('2026-12-31');
    expect(defaultZoneDate(at('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });

  it('rejects an invalid date', () => {
    expect(() => defaultZoneDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('sendInstantFor', () => {
  it.each([
    // Spring forward on Sunday 2026-03-08 at 02:00: EST (UTC−5) the day before, EDT (UTC−4) that morning.
    ['2026-03-07', '2026-03-07T13:00:00.000Z'],
    ['2026-03-08', '2026-03-08T12:00:00.000Z'],
    // Fall back on Sunday 2026-11-01 at 02:00: EDT the day before, EST that morning.
    ['2026-10-31', '2026-10-31T12:00:00.000Z'],
    ['2026-11-01', '2026-11-01T13:00:00.000Z'],
    ['2026-07-15', '2026-07-15T12:00:00.000Z'],
    ['2026-01-15', '2026-01-15T13:00:00.000Z'],
    ['2028-02-29', '2028-02-29T13:00:00.000Z'],
    ['2026-12-31', '2026-12-31T13:00:00.000Z'],
  ])('08:00 New York on %s is %s', (day, expected) => {
    expect(iso(sendInstantFor(day))).toBe(expected);
  });

  it('rejects anything that is not a calendar day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-5', '20260105', '', '2026-11-22T08:00']) {
      expect(() => sendInstantFor(bad)).toThrow(RangeError);
    }
  });
});

describe('addDays', () => {
  it('walks the calendar across months, years and leap days', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-12-30', 2)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('blitzSchedule', () => {
  it('starts the New York day after a 23:30 New York enrollment', () => {
    const schedule = blitzSchedule(at('2026-11-22T04:30:00Z')); // Sat 21 Nov, 23:30 EST
    expect(schedule.map((send) => send.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(schedule[0]).toEqual({ kind: 'daily', day: 1, localDay: '2026-11-22', sendAt: at('2026-11-22T13:00:00Z') });
    expect(schedule[6]).toEqual({ kind: 'daily', day: 7, localDay: '2026-11-28', sendAt: at('2026-11-28T13:00:00Z') });
  });

  it('treats 00:30 New York as the next day, so the blitz starts a day later than at 23:30', () => {
    const schedule = blitzSchedule(at('2026-11-22T05:30:00Z')); // Sun 22 Nov, 00:30 EST (same UTC date as above)
    expect(schedule[0]).toEqual({ kind: 'daily', day: 1, localDay: '2026-11-23', sendAt: at('2026-11-23T13:00:00Z') });
    expect(schedule[6]?.localDay).toBe('2026-11-29');
  });

  it('never sends on the enrollment day, even when enrolled before 08:00', () => {
    const schedule = blitzSchedule(at('2026-11-23T12:59:00Z')); // 07:59 EST
    expect(schedule[0]?.localDay).toBe('2026-11-24');
  });

  it('stays at 08:00 New York across the spring-forward change of 2026-03-08', () => {
    const schedule = blitzSchedule(at('2026-03-04T20:00:00Z'));
    expect(schedule.map((send) => [send.localDay, iso(send.sendAt)])).toEqual([
      ['2026-03-05', '2026-03-05T13:00:00.000Z'],
      ['2026-03-06', '2026-03-06T13:00:00.000Z'],
      ['2026-03-07', '2026-03-07T13:00:00.000Z'],
      ['2026-03-08', '2026-03-08T12:00:00.000Z'],
      ['2026-03-09', '2026-03-09T12:00:00.000Z'],
      ['2026-03-10', '2026-03-10T12:00:00.000Z'],
      ['2026-03-11', '2026-03-11T12:00:00.000Z'],
    ]);
  });

  it('stays at 08:00 New York across the fall-back change of 2026-11-01', () => {
    const schedule = blitzSchedule(at('2026-10-28T15:00:00Z'));
    expect(schedule.map((send) => [send.localDay, iso(send.sendAt)])).toEqual([
      ['2026-10-29', '2026-10-29T12:00:00.000Z'],
      ['2026-10-30', '2026-10-30T12:00:00.000Z'],
      ['2026-10-31', '2026-10-31T12:00:00.000Z'],
      ['2026-11-01', '2026-11-01T13:00:00.000Z'],
      ['2026-11-02', '2026-11-02T13:00:00.000Z'],
      ['2026-11-03', '2026-11-03T13:00:00.000Z'],
      ['2026-11-04', '2026-11-04T13:00:00.000Z'],
    ]);
  });

  it('counts the day of an enrollment made in the repeated hour of the fall-back night once', () => {
    // 01:30 EDT and 01:30 EST on 2026-11-01 are both New York's 1 November.
    expect(blitzSchedule(at('2026-11-01T05:30:00Z'))[0]?.localDay).toBe('2026-11-02');
    expect(blitzSchedule(at('2026-11-01T06:30:00Z'))[0]?.localDay).toBe('2026-11-02');
  });

  it('holds for any enrollment instant: seven consecutive days after enrollment, each at 08:00 New York', () => {
    const timeFmt = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2037-12-31T00:00:00Z'), noInvalidDate: true }),
        (enrolledAt) => {
          const schedule = blitzSchedule(enrolledAt);
          expect(schedule).toHaveLength(7);
          schedule.forEach((send, index) => {
            expect(send.localDay).toBe(addDays(defaultZoneDate(enrolledAt), index + 1));
            expect(defaultZoneDate(send.sendAt)).toBe(send.localDay);
            expect(timeFmt.format(send.sendAt)).toBe('08:00:00');
            expect(send.sendAt.getTime()).toBeGreaterThan(enrolledAt.getTime());
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('closingSendFor', () => {
  it('is the morning after day 7', () => {
    expect(closingSendFor(at('2026-11-22T04:30:00Z'))).toEqual({
      kind: 'closing',
      day: 8,
      localDay: '2026-11-29',
      sendAt: at('2026-11-29T13:00:00Z'),
    });
    expect(closingSendFor(at('2026-10-24T15:00:00Z'))).toMatchObject({
      localDay: '2026-11-01',
      sendAt: at('2026-11-01T13:00:00Z'),
    });
  });
});

describe('dueSends', () => {
  const enrolledAt = at('2026-11-22T04:30:00Z'); // Sat 21 Nov 23:30 EST → day 1 on Sun 22 Nov

  it('has nothing due before the first 08:00', () => {
    expect(dueSends(enrolledAt, enrolledAt)).toEqual([]);
    expect(dueSends(enrolledAt, at('2026-11-22T12:59:59.999Z'))).toEqual([]);
  });

  it('makes day 1 due at 08:00 New York exactly', () => {
    expect(dueSends(enrolledAt, at('2026-11-22T13:00:00Z'))).toEqual([
      { kind: 'daily', day: 1, localDay: '2026-11-22', sendAt: at('2026-11-22T13:00:00Z') },
    ]);
  });

  it('catches up a missed send later the same New York day', () => {
    // Service down from 07:00 to 22:00 New York time: day 1 still goes out at 22:00.
    expect(dueSends(enrolledAt, at('2026-11-23T03:00:00Z')).map((send) => send.day)).toEqual([1]);
    // Last millisecond of the New York day (04:59:59.999 UTC next day).
    expect(dueSends(enrolledAt, at('2026-11-23T04:59:59.999Z')).map((send) => send.day)).toEqual([1]);
  });

  it('never catches up once that New York day has passed, and never sends two days at once', () => {
    // 00:00 New York on the 23rd: day 1 is over, day 2 is not yet due.
    expect(dueSends(enrolledAt, at('2026-11-23T05:00:00Z'))).toEqual([]);
    // Down for all of day 1 and back at 09:00 on day 2: only day 2.
    expect(dueSends(enrolledAt, at('2026-11-23T14:00:00Z')).map((send) => send.day)).toEqual([2]);
  });

  it('ends the window with day 7, then the closing email on day 8, then nothing', () => {
    expect(dueSends(enrolledAt, at('2026-11-28T13:00:00Z')).map((send) => [send.kind, send.day])).toEqual([
      ['daily', 7],
    ]);
    expect(dueSends(enrolledAt, at('2026-11-29T12:00:00Z'))).toEqual([]);
    expect(dueSends(enrolledAt, at('2026-11-29T13:00:00Z')).map((send) => [send.kind, send.day])).toEqual([
      ['closing', 8],
    ]);
    expect(dueSends(enrolledAt, at('2026-11-30T13:00:00Z'))).toEqual([]);
    expect(isBlitzOver(enrolledAt, at('2026-11-30T04:59:59Z'))).toBe(false);
    expect(isBlitzOver(enrolledAt, at('2026-11-30T05:00:00Z'))).toBe(true);
  });

  it('uses the New York day, not the UTC day, for catch-up across a DST change', () => {
    const march = at('2026-03-07T02:00:00Z'); // Fri 6 Mar 21:00 EST → day 1 is Sat 7 Mar
    expect(dueSends(march, at('2026-03-07T13:00:00Z')).map((send) => send.day)).toEqual([1]);
    expect(dueSends(march, at('2026-03-08T04:30:00Z')).map((send) => send.day)).toEqual([1]); // 23:30 EST on the 7th
    expect(dueSends(march, at('2026-03-08T11:59:59Z'))).toEqual([]); // 07:59 EDT on the 8th
    expect(dueSends(march, at('2026-03-08T12:00:00Z')).map((send) => send.day)).toEqual([2]);
  });
});

describe('nextBlitzSend', () => {
  it('gives the next scheduled send, then null after the closing email', () => {
    const enrolledAt = at('2026-11-22T04:30:00Z');
    expect(nextBlitzSend(enrolledAt, enrolledAt)).toMatchObject({ day: 1, sendAt: at('2026-11-22T13:00:00Z') });
    expect(nextBlitzSend(enrolledAt, at('2026-11-22T13:00:00Z'))).toMatchObject({ day: 2 });
    expect(nextBlitzSend(enrolledAt, at('2026-11-28T14:00:00Z'))).toMatchObject({ kind: 'closing', day: 8 });
    expect(nextBlitzSend(enrolledAt, at('2026-11-29T13:00:00Z'))).toBeNull();
  });
});

describe('reviewWindow', () => {
  it('is the 24 hours before the scheduled send', () => {
    expect(reviewWindow(at('2026-11-22T13:00:00Z'))).toEqual({
      from: at('2026-11-21T13:00:00Z'),
      to: at('2026-11-22T13:00:00Z'),
    });
    expect(reviewWindow(at('2026-03-08T12:00:00Z'))).toEqual({
      from: at('2026-03-07T12:00:00Z'),
      to: at('2026-03-08T12:00:00Z'),
    });
  });
});

describe('another send clock (owner settings)', () => {
  const london = { minute: 7 * 60, timeZone: 'Europe/London' };

  it('sends each blitz day at the chosen time in the chosen zone, on the same calendar days', () => {
    const enrolledAt = at('2026-11-20T15:00:00Z');
    const sends = allBlitzSends(enrolledAt, london);
    expect(sends.map((send) => send.localDay)).toEqual(allBlitzSends(enrolledAt).map((send) => send.localDay));
    // London is on GMT in November: 07:00 there is 07:00 UTC.
    expect(iso(sends[0]!.sendAt)).toBe('2026-11-21T07:00:00.000Z');
    expect(iso(sendInstantFor('2026-07-01', london))).toBe('2026-07-01T06:00:00.000Z');
    expect(iso(sendInstantFor('2026-07-01', { minute: 9 * 60 + 45, timeZone: 'Asia/Kolkata' }))).toBe(
      '2026-07-01T04:15:00.000Z',
    );
  });

  it('is due on its day in its own zone, once the time has passed', () => {
    const enrolledAt = at('2026-11-20T15:00:00Z');
    expect(dueSends(enrolledAt, at('2026-11-22T06:59:00Z'), london)).toEqual([]);
    expect(dueSends(enrolledAt, at('2026-11-22T07:00:00Z'), london).map((send) => send.day)).toEqual([2]);
    // 23:30 London on the 22nd is still the 22nd there (and in New York).
    expect(dueSends(enrolledAt, at('2026-11-22T23:30:00Z'), london).map((send) => send.day)).toEqual([2]);
    expect(dueSends(enrolledAt, at('2026-11-23T00:30:00Z'), london)).toEqual([]);
    expect(isBlitzOver(enrolledAt, at('2026-11-29T00:30:00Z'), london)).toBe(true);
    expect(isBlitzOver(enrolledAt, at('2026-11-29T00:30:00Z'))).toBe(false);
  });

  it('an owner whose zone is already on the next day when they enrol gets day 1 the morning after that day', () => {
    const tokyo = { minute: 8 * 60, timeZone: 'Asia/Tokyo' };
    // 20:00 on the 22nd in New York is 10:00 on the 23rd in Tokyo.
    const enrolledAt = at('2026-11-23T01:00:00Z');
    expect(dueSends(enrolledAt, at('2026-11-23T01:05:00Z'), tokyo)).toEqual([]);
    expect(dueSends(enrolledAt, at('2026-11-23T14:59:00Z'), tokyo)).toEqual([]);
    // 08:00 on the 24th in Tokyo.
    expect(dueSends(enrolledAt, at('2026-11-23T23:00:00Z'), tokyo)).toEqual([
      { kind: 'daily', day: 1, localDay: '2026-11-24', sendAt: at('2026-11-23T23:00:00Z') },
    ]);
    expect(closingSendFor(enrolledAt, tokyo).localDay).toBe('2026-12-01');
  });

  it('a time in a DST gap lands on that day, just after the gap', () => {
    const clock = { minute: 2 * 60 + 30, timeZone: 'America/New_York' };
    const instant = sendInstantFor('2026-03-08', clock);
    expect(defaultZoneDate(instant)).toBe('2026-03-08');
    expect(iso(instant)).toBe('2026-03-08T07:30:00.000Z');
  });
});
