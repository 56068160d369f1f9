/**
 * A calendar date in a given IANA time zone, in US English: "Nov 20, 2026" (short) or "November 20, 2026" (long).
 * For pages about a restaurant's own events (a review, a reply), whose date is the restaurant's, not UTC's: a review
 * written at 10:30 PM in New York is dated that day, not the next. Uses Intl, so keep it off the landing page
 * (utc-date-label.ts says why).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for an invalid date or an unknown time zone, as Intl.DateTimeFormat does. */
export function zonedDateLabel(date: Date, timeZone: string, month: 'short' | 'long'): string {
  const key = `${timeZone}|${month}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
