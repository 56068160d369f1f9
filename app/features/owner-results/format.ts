import { ROI_INPUT_MAX } from '#contracts/roi-constants.ts';
import { LONG_MONTHS } from '#app/lib/utc-date-label.ts';

/**
 * How the results page writes its figures: written out rather than with Intl date formatting, which loads the
 * browser's ICU data on a phone's main thread (app/lib/utc-date-label.ts says why).
 */

const MONTHS = LONG_MONTHS.map((name) => name.slice(0, 3));

function monthIndex(month: string): { year: string; index: number } {
  const [year = '', number = ''] = month.split('-');
  const index = Number(number) - 1;
  if (!/^\d{4}$/.test(year) || !Number.isInteger(index) || index < 0 || index > 11) {
    throw new RangeError(`Not a YYYY-MM month: ${month}`);
  }
  return { year, index };
}

/** "2026-03" → "Mar". */
export function monthShort(month: string): string {
  return MONTHS[monthIndex(month).index]!;
}

/** "2026-03" → "Mar 2026". */
export function monthShortYear(month: string): string {
  const { year, index } = monthIndex(month);
  return `${MONTHS[index]!} ${year}`;
}

/** "2026-03" → "March 2026". */
export function monthLong(month: string): string {
  const { year, index } = monthIndex(month);
  return `${LONG_MONTHS[index]!} ${year}`;
}

/** 0.8333 → "83%". */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** 4.25 → "4.3" (stars, one decimal). */
export function stars(average: number): string {
  return average.toFixed(1);
}

/** A time to reply: "40 min" under an hour, "5.5 hours" under two days, else "3 days" (one decimal under ten). */
export function replyTime(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) {
    const shown = hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours);
    return `${shown} ${shown === 1 ? 'hour' : 'hours'}`;
  }
  const days = hours / 24;
  return `${days < 10 ? Math.round(days * 10) / 10 : Math.round(days)} days`;
}

/** Whole US dollars: 1234 → "$1,234". */
export function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** What the page makes of `?ticket=`: empty is no ticket yet; anything but a whole number 1–100,000 is an error. */
export type TicketInput =
  { state: 'empty' } | { state: 'valid'; value: number; raw: string } | { state: 'invalid'; raw: string };

/**
 * Reads the average ticket the owner typed. Strict, unlike the landing calculator's lenient parse: a figure
 * the owner did not mean ("12abc", "-5", "1e3", "12.50") is refused with the field's message, and what they typed
 * stays in the field. A leading "$" and thousands commas are accepted, as people write prices.
 */
export function readTicket(raw: string | null): TicketInput {
  const typed = (raw ?? '').trim();
  if (typed === '') return { state: 'empty' };
  const digits = typed.replace(/^\$\s*/, '').replaceAll(',', '');
  if (!/^\d{1,7}$/.test(digits)) return { state: 'invalid', raw: typed };
  const value = Number(digits);
  if (value < 1 || value > ROI_INPUT_MAX) return { state: 'invalid', raw: typed };
  return { state: 'valid', value, raw: typed };
}
