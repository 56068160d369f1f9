import { createHash } from 'node:crypto';

/**
 * When each connected profile is read through the day, and when an alert may go out. Pure: the clock and the interval
 * are parameters (docs/google-business-profile.md, "Sync through the day").
 */

const MINUTE_MS = 60_000;

/**
 * The minute of the interval a connection is synced in: a stable hash of its id, modulo the interval. Stable across
 * processes and restarts, and spread evenly, so 500 connections on a 30-minute interval make about 17 syncs a minute
 * instead of 500 at once.
 */
export function syncSlot(connectionId: string, intervalMinutes: number): number {
  const digest = createHash('sha256').update(connectionId).digest();
  return digest.readUInt32BE(0) % intervalMinutes;
}

/** The interval cycle `now` is in (intervals since the epoch) and the minute of that cycle. */
export function syncCycleAt(now: Date, intervalMinutes: number): { cycle: number; minute: number } {
  const epochMinute = Math.floor(now.getTime() / MINUTE_MS);
  return { cycle: Math.floor(epochMinute / intervalMinutes), minute: epochMinute % intervalMinutes };
}

/** Whether a connection's sync of this cycle is due: its minute has come (a missed minute is caught up later). */
export function syncDue(connectionId: string, intervalMinutes: number, now: Date): boolean {
  return syncSlot(connectionId, intervalMinutes) <= syncCycleAt(now, intervalMinutes).minute;
}

/** Quiet hours in the restaurant's time zone: no alert from 22:00 up to 07:00. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

/** Whether `at` falls in the restaurant's night (22:00–07:00 in `timeZone`), when no alert is sent. */
export function inQuietHours(at: Date, timeZone: string): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at));
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}
