import type { ApiRow } from './api-bench.ts';

/** Small formatters and budgets shared by the targets and the Markdown report. */

/** Event to next paint of each step of the landing flow (the "good" INP threshold is 200 ms; ours is stricter). */
export const INTERACTION_BUDGET_MS = 100;
/** The Event Timing API reports nothing shorter than this (its minimum durationThreshold). */
export const EVENT_THRESHOLD_MS = 16;

/** "24 ms", or "≤ 16 ms" for a step none of whose interactions reached what the Event Timing API reports. */
export function interactionMs(value: number): string {
  return value <= EVENT_THRESHOLD_MS ? `≤ ${EVENT_THRESHOLD_MS} ms` : `${Math.round(value)} ms`;
}

export function isSkipped<T extends object>(value: T | { skipped: string }): value is { skipped: string } {
  return 'skipped' in value;
}

export function isTiming<T extends object>(value: T | { unavailable: string }): value is T {
  return !('unavailable' in value);
}

export function ms(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${value.toLocaleString('en-US')} ms`;
}

/** "bare's is 74% of ours (median of 3 pairs; first pair 180 µs, bare 134 µs); ", or '' when not measured. */
export function roiCpuLine(row: ApiRow): string {
  if (row.cpuRatioToBare === undefined) return 'server CPU not measured; ';
  const first = row.passes[0]?.serverCpuUsPerResponse;
  const bare = row.bare?.serverCpuUsPerResponse;
  const figures =
    first !== undefined && bare !== undefined ? `first pair ${Math.round(first)} µs, bare ${Math.round(bare)} µs` : '';
  const pairs = row.ratioRuns && row.ratioRuns.length > 1 ? `median of ${row.ratioRuns.length} pairs` : '';
  const detail = [pairs, figures].filter(Boolean).join('; ');
  return `bare's is ${Math.round(row.cpuRatioToBare * 100)}% of ours${detail ? ` (${detail})` : ''}; `;
}

/** "; load generator 98% busy in the bare run": what capped the throughput ratio. */
export function loadGeneratorContext(row: ApiRow): string {
  return row.bare ? `; load generator ${Math.round(row.bare.loadGeneratorBusy * 100)}% busy in the bare run` : '';
}

/** " (median of 60%, 66%, 73%)" for a ratio measured in several endpoint-then-bare pairs. */
export function pairsNote(row: ApiRow): string {
  if (!row.ratioRuns || row.ratioRuns.length < 2) return '';
  return ` (median of ${row.ratioRuns.map((ratio) => `${Math.round(ratio * 100)}%`).join(', ')})`;
}

export function kb(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} KB`;
}

export function statusCodes(row: ApiRow, pass = 0): string {
  const result = row.passes[pass];
  if (!result || result.non2xx === 0) return '0';
  const codes = Object.entries(result.statusCounts)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}×${code}`)
    .join(', ');
  return `${result.non2xx} (${codes})`;
}
