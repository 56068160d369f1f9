/**
 * When the 7-day reply blitz sends: 08:00 America/New_York on each of the seven
 * New York calendar days after enrollment, then a closing email on the eighth. Pure: every instant
 * comes in as a parameter; New York offsets come from the runtime's time-zone data (Intl), so DST is
 * right without a date library: 08:00 EDT is 12:00 UTC, 08:00 EST is 13:00 UTC.
 */

export const BLITZ_TIME_ZONE = 'America/New_York';
export const BLITZ_DAYS = 7;
export const BLITZ_SEND_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A New York calendar day, `YYYY-MM-DD`. */
export type NyDay = string;

export interface BlitzSend {
  /** `daily` for days 1–7, `closing` for the summary on day 8. */
  kind: 'daily' | 'closing';
  /** 1–7 for daily sends, 8 for the closing email. */
  day: number;
  nyDay: NyDay;
  /** 08:00 New York time on nyDay. */
  sendAt: Date;
}

const nyFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BLITZ_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function nyWallClock(instant: Date): WallClock {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of nyFormatter.formatToParts(instant)) {
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

/** New York's offset from UTC at that instant, in ms (−4 h in summer, −5 h in winter). */
function nyOffsetMs(instant: Date): number {
  const wall = nyWallClock(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function assertInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
}

const NY_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseNyDay(nyDay: NyDay): { year: number; month: number; day: number } {
  const match = NY_DAY.exec(nyDay);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${nyDay}`);
  }
  return { year, month, day };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The New York calendar day that contains the instant. */
export function nyDate(instant: Date): NyDay {
  assertInstant(instant);
  const wall = nyWallClock(instant);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The calendar day `days` after (or before, if negative) the given one. */
export function addNyDays(nyDay: NyDay, days: number): NyDay {
  const { year, month, day } = parseNyDay(nyDay);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 08:00 America/New_York on that day, as an instant. */
export function sendInstantFor(nyDay: NyDay): Date {
  const { year, month, day } = parseNyDay(nyDay);
  const wallAsUtc = Date.UTC(year, month - 1, day, BLITZ_SEND_HOUR);
  // First guess with the offset at 08:00 UTC, then correct with the offset at the guessed instant.
  // 08:00 is never inside a New York DST jump (they happen at 02:00), so the second pass is exact.
  let instant = wallAsUtc - nyOffsetMs(new Date(wallAsUtc));
  instant = wallAsUtc - nyOffsetMs(new Date(instant));
  return new Date(instant);
}

/** The seven daily sends, starting the New York calendar day after enrollment. */
export function blitzSchedule(enrolledAt: Date): BlitzSend[] {
  const enrolledDay = nyDate(enrolledAt);
  return Array.from({ length: BLITZ_DAYS }, (_, index) => {
    const nyDay = addNyDays(enrolledDay, index + 1);
    return { kind: 'daily' as const, day: index + 1, nyDay, sendAt: sendInstantFor(nyDay) };
  });
}

/** The closing email: 08:00 New York time the morning after day 7. */
export function closingSendFor(enrolledAt: Date): BlitzSend {
  const nyDay = addNyDays(nyDate(enrolledAt), BLITZ_DAYS + 1);
  return { kind: 'closing', day: BLITZ_DAYS + 1, nyDay, sendAt: sendInstantFor(nyDay) };
}

/** Every send of an enrollment, daily ones then the closing one. */
export function allBlitzSends(enrolledAt: Date): BlitzSend[] {
  return [...blitzSchedule(enrolledAt), closingSendFor(enrolledAt)];
}

/**
 * The sends to make now: time reached, and still the same New York day. A send missed while the
 * service was down goes out when it is back, that day only; a morning email about
 * "the last 24 hours" arriving a day late would be wrong, so a passed day is skipped, never doubled up.
 * At most one send is ever due at a given instant.
 */
export function dueSends(enrolledAt: Date, now: Date): BlitzSend[] {
  assertInstant(now);
  const today = nyDate(now);
  return allBlitzSends(enrolledAt).filter((send) => send.nyDay === today && send.sendAt.getTime() <= now.getTime());
}

/** True once the closing email's New York day is over: nothing can be due any more. */
export function isBlitzOver(enrolledAt: Date, now: Date): boolean {
  return nyDate(now) > closingSendFor(enrolledAt).nyDay;
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
