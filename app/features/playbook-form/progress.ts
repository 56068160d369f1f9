/**
 * The research progress simulation: every 600 ms it rises by 3–15, holds at 80 with
 * 'Finalizing analysis', then creeps +1 every 1.2 s up to 99; only the real answer takes it to 100.
 * Pure: the caller passes the random draw (0 ≤ draw < 1), so tests are deterministic.
 */
import { playbookFlow } from '#app/content/playbook-flow.ts';

export const PROGRESS_TICK_MS = 600;
export const PROGRESS_CREEP_MS = 1_200;
const PROGRESS_MIN_STEP = 3;
const PROGRESS_MAX_STEP = 15;
const PROGRESS_HOLD_AT = 80;
const PROGRESS_CEILING = 99;
export const PROGRESS_DONE = 100;

/** The next value of a 600 ms tick: +3…15, never past the 80 % hold. */
export function tickProgress(current: number, draw: number): number {
  if (current >= PROGRESS_HOLD_AT) return current;
  const step =
    PROGRESS_MIN_STEP + Math.floor(Math.min(Math.max(draw, 0), 0.999999) * (PROGRESS_MAX_STEP - PROGRESS_MIN_STEP + 1));
  return Math.min(current + step, PROGRESS_HOLD_AT);
}

/** The next value of a 1.2 s creep once held at 80: +1, up to 99. */
export function creepProgress(current: number): number {
  if (current < PROGRESS_HOLD_AT) return current;
  return Math.min(current + 1, PROGRESS_CEILING);
}

/** Which timer drives the bar at this value. */
export function progressPhase(value: number): 'rising' | 'creeping' | 'done' {
  if (value >= PROGRESS_DONE) return 'done';
  return value >= PROGRESS_HOLD_AT ? 'creeping' : 'rising';
}

export function progressLabel(value: number): string {
  const labels = playbookFlow.research.labels;
  if (value >= PROGRESS_DONE) return labels.complete;
  if (value < 30) return labels.details;
  if (value < 60) return labels.market;
  if (value < PROGRESS_HOLD_AT) return labels.insights;
  return labels.finalizing;
}
