import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';

/**
 * Dates and text as the emails show them. A date is in the owner's zone when the email knows it, else in the default
 * zone (US Eastern), as the timestamps (`… ET`) say.
 */

const shortDayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const stampFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const zonedDayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "Monday, November 23" in `timeZone` (the owner's send clock's when the email has one, else the default zone). */
export function formatDay(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let formatter = zonedDayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
    zonedDayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** "Mon, Nov 23, 7:42 PM" (New York time) */
export function formatDayTime(instant: Date): string {
  return `${shortDayFormatter.format(instant)}, ${timeFormatter.format(instant)}`;
}

/** "Nov 22, 2026, 8:00 AM ET" */
export function formatTimestamp(instant: Date): string {
  return `${stampFormatter.format(instant)} ET`;
}

/** "★★★★☆" */
export function starRating(rating: number): string {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(stars) + '☆'.repeat(5 - stars);
}

/** Cuts long text at a word boundary so an email stays scannable; the full review is one click away. */
export function excerpt(text: string, maxLength = 480): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** "Maria" from "Maria Lopez"; empty when no name was given. */
export function firstName(fullName: string | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/** "Hi Maria," or "Hi there," */
export function greeting(name: string | undefined): string {
  const first = firstName(name);
  return `Hi ${first || 'there'},`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
