/**
 * Number formatting for the landing page (ROI results and table). US English throughout: the calculation already
 * rounds, so these only add separators and units. Dollars are formatUsd in contracts/plan-constants.ts.
 */

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

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
