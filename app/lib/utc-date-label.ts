/**
 * A calendar date as the site prints it, in UTC and US English: "Nov 25, 2026" (short) or "November 25, 2026" (long),
 * exactly what `new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })` gives
 * (utc-date-label.test.ts compares the two over every day from 1900 to 2100).
 *
 * Written out rather than formatted with Intl: a page's first Intl.DateTimeFormat loads the browser's ICU date and
 * time-zone data on the main thread, blocking time a phone pays on every first visit.
 */

/** The months' names in US English, January first. */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Throws a RangeError for an invalid date, as Intl.DateTimeFormat#format does. */
export function utcDateLabel(date: Date, month: 'short' | 'long'): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const name = LONG_MONTHS[date.getUTCMonth()]!;
  return `${month === 'long' ? name : name.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
