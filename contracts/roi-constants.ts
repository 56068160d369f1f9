/** The ROI calculator's input rules the browser needs too; zod-free, so the calculator form may import them. */

/** Reviews per month and average ticket are whole numbers from 0 to this. */
export const ROI_INPUT_MAX = 100_000;
export const CURRENT_RATE_OPTIONS = [0, 25, 75] as const;
export type CurrentRate = (typeof CURRENT_RATE_OPTIONS)[number];

/**
 * Parsed as integers, non-numeric becomes 0, as the original calculator did: strings follow parseInt ("12abc" → 12,
 * "abc" → 0); numbers truncate toward zero (12.9 → 12); a missing field or null is non-numeric too.
 */
export function parseIntegerInput(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === 'string') {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}
