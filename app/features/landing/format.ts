/**
 * Number formatting for the landing page (ROI results and table). US English and whole dollars throughout: the
 * calculation already rounds, so these only add separators and units.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 11213 → "$11,213"; negative values keep their sign ("-$2,388"). */
export function formatUsd(value: number): string {
  return usd.format(normaliseZero(value));
}

/** 558 → "558%"; the calculation returns whole percentages. */
export function formatPercent(value: number): string {
  return `${whole.format(normaliseZero(value))}%`;
}

/** Counts and hours carry one decimal at most: 12.5 → "12.5", 30 → "30", 1234.5 → "1,234.5". */
export function formatCount(value: number): string {
  return oneDecimal.format(normaliseZero(value));
}

// -0 would print as "-0" or "-$0".
function normaliseZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}
