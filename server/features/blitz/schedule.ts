import { DEFAULT_SEND_CLOCK, type SendClock } from '#server/features/owners/index.ts';
import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';

/**
 * When the 7-day reply blitz sends: on each of the seven calendar days after the enrollment's date in its send clock's
 * zone, then a closing email on the eighth, each at the enrollment's send clock (a minute of the day in an IANA time
 * zone; 08:00 America/New_York unless the owner chose another in their settings). The days themselves are fixed calendar
 * dates (`YYYY-MM-DD`, the blitz_sends key); the clock only says when each date's morning is. Pure: every instant
 * comes in as a parameter; offsets come from the runtime's time-zone data (Intl), so DST is right without a date
 * library: 08:00 EDT is 12:00 UTC, 08:00 EST is 13:00 UTC.
 */

export const BLITZ_DAYS = 7;
export const BLITZ_SEND_HOUR = 8;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A New York calendar day, `YYYY-MM-DD`. */
export type LocalDay = string;

export interface BlitzSend {
  /** `daily` for days 1–7, `closing` for the summary on day 8. */
  kind: 'daily' | 'closing';
  /** 1–7 for daily sends, 8 for the closing email. */
  day: number;
  localDay: LocalDay;
  /** 08:00 New York time on localDay. */
  sendAt: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The zone's offset from UTC at that instant, in ms (New York: −4 h in summer, −5 h in winter). */
function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function assertInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
}

const LOCAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseLocalDay(localDay: LocalDay): { year: number; month: number; day: number } {
  const match = LOCAL_DAY.exec(localDay);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${localDay}`);
  }
  return { year, month, day };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar day in `timeZone` that contains the instant. */
export function localDate(instant: Date, timeZone: string): LocalDay {
  assertInstant(instant);
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The New York calendar day that contains the instant. */
export function defaultZoneDate(instant: Date): LocalDay {
  return localDate(instant, DEFAULT_TIME_ZONE);
}

/** Whether the runtime knows `timeZone` as an IANA zone name (`Europe/London`); its canonical spelling, else null. */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The calendar day `days` after (or before, if negative) the given one. */
export function addDays(localDay: LocalDay, days: number): LocalDay {
  const { year, month, day } = parseLocalDay(localDay);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The clock's time on that calendar day in the clock's zone (08:00 New York by default), as an instant. */
export function sendInstantFor(localDay: LocalDay, clock: SendClock = DEFAULT_SEND_CLOCK): Date {
  const { year, month, day } = parseLocalDay(localDay);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, clock.minute);
  // A zone changes its offset at most once a day: the wall time is one of the two offsets of the days around it away
  // from UTC. The earlier instant that shows that wall time (the first of a repeated hour); in a DST gap (02:30 on a
  // spring-forward night) none does, and the later one is just after the gap.
  const candidates = [DAY_MS, -DAY_MS].map((side) => wallAsUtc - offsetMs(new Date(wallAsUtc + side), clock.timeZone));
  const shows = candidates.filter((instant) => {
    const wall = wallClock(new Date(instant), clock.timeZone);
    return wall.day === day && wall.hour * 60 + wall.minute === clock.minute;
  });
  return new Date(shows.length > 0 ? Math.min(...shows) : Math.max(...candidates));
}

/**
 * The first instant of that calendar day anywhere (00:00 at UTC+14): no clock's morning of that day is earlier. A
 * window that starts here after a change of send clock leaves no review between two mornings.
 */
export function earliestStartOf(localDay: LocalDay): Date {
  const { year, month, day } = parseLocalDay(localDay);
  return new Date(Date.UTC(year, month - 1, day) - 14 * HOUR_MS);
}

/**
 * What an enrollment's days count from: the instant it was made, whose date is then the one in the send clock's zone,
 * or its date itself once a blitz morning fixed it (`enrolledOnOf` in anchor.ts), so a later change of zone moves no
 * day.
 */
export type EnrolledOn = Date | LocalDay;

/**
 * The enrollment's date. Its first morning is the day after, so an owner whose zone is already on the next calendar
 * day when they enrol (Tokyo, when New York is still the evening before) is never sent "Day 1" within minutes.
 */
export function enrollmentDate(enrolled: EnrolledOn, clock: SendClock = DEFAULT_SEND_CLOCK): LocalDay {
  return typeof enrolled === 'string' ? enrolled : localDate(enrolled, clock.timeZone);
}

/** The seven daily sends, on the seven calendar days after the enrollment's date (in the send clock's zone). */
export function blitzSchedule(enrolledAt: EnrolledOn, clock: SendClock = DEFAULT_SEND_CLOCK): BlitzSend[] {
  const enrolledDay = enrollmentDate(enrolledAt, clock);
  return Array.from({ length: BLITZ_DAYS }, (_, index) => {
    const localDay = addDays(enrolledDay, index + 1);
    return { kind: 'daily' as const, day: index + 1, localDay, sendAt: sendInstantFor(localDay, clock) };
  });
}

/** The closing email: the morning after day 7. */
export function closingSendFor(enrolledAt: EnrolledOn, clock: SendClock = DEFAULT_SEND_CLOCK): BlitzSend {
  const localDay = addDays(enrollmentDate(enrolledAt, clock), BLITZ_DAYS + 1);
  return { kind: 'closing', day: BLITZ_DAYS + 1, localDay, sendAt: sendInstantFor(localDay, clock) };
}

/** Every send of an enrollment, daily ones then the closing one. */
export function allBlitzSends(enrolledAt: EnrolledOn, clock: SendClock = DEFAULT_SEND_CLOCK): BlitzSend[] {
  return [...blitzSchedule(enrolledAt, clock), closingSendFor(enrolledAt, clock)];
}

/**
 * The sends to make now: time reached, and still the same day in the clock's zone. A send missed while the
 * service was down goes out when it is back, that day only; a morning email about
 * "the last 24 hours" arriving a day late would be wrong, so a passed day is skipped, never doubled up.
 * At most one send is ever due at a given instant.
 */
export function dueSends(enrolledAt: EnrolledOn, now: Date, clock: SendClock = DEFAULT_SEND_CLOCK): BlitzSend[] {
  assertInstant(now);
  const today = localDate(now, clock.timeZone);
  return allBlitzSends(enrolledAt, clock).filter(
    (send) => send.localDay === today && send.sendAt.getTime() <= now.getTime(),
  );
}

/** True once the closing email's day is over in the clock's zone: nothing can be due any more. */
export function isBlitzOver(enrolledAt: EnrolledOn, now: Date, clock: SendClock = DEFAULT_SEND_CLOCK): boolean {
  return localDate(now, clock.timeZone) > closingSendFor(enrolledAt, clock).localDay;
}

/**
 * The reviews a send covers: those published in the 24 hours before its scheduled time.
 * Takes the scheduled sendAt, not the moment a late catch-up runs, so a retried send has the same content.
 * On DST days consecutive windows overlap by an hour (spring) or leave an hour uncovered (autumn),
 * because the sends are 23 or 25 hours apart; the window is 24 hours by definition.
 */
export function reviewWindow(sendAt: Date): { from: Date; to: Date } {
  assertInstant(sendAt);
  return { from: new Date(sendAt.getTime() - DAY_MS), to: new Date(sendAt.getTime()) };
}
