/** Dates and text as the emails show them. Blitz times are New York times, so every date is too. */

const NY = 'America/New_York';

const dayFormatter = new Intl.DateTimeFormat('en-US', { timeZone: NY, weekday: 'long', month: 'long', day: 'numeric' });
const shortDayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: NY,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('en-US', { timeZone: NY, hour: 'numeric', minute: '2-digit' });
const stampFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: NY,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Monday, November 23" */
export function formatNyDay(instant: Date): string {
  return dayFormatter.format(instant);
}

const zonedDayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "Monday, November 23" in the owner's zone (their send clock's): the day a morning email comes. */
export function formatDayIn(instant: Date, timeZone: string): string {
  let formatter = zonedDayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
    zonedDayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** "Mon, Nov 23, 7:42 PM" (New York time) */
export function formatNyDayTime(instant: Date): string {
  return `${shortDayFormatter.format(instant)}, ${timeFormatter.format(instant)}`;
}

/** "Nov 22, 2026, 8:00 AM ET" */
export function formatNyTimestamp(instant: Date): string {
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
