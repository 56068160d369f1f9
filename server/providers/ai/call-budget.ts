/**
 * AI_DAILY_LIMIT: how many model calls the site may make per UTC day (cost control for a free product).
 * Beyond it the offline engine serves. The lead adds a database-backed implementation so the
 * count is shared by every web and worker process; this in-memory one serves a single process and tests.
 */
export interface CallBudget {
  /** Reserves one model call for `task` on the UTC day of `now`; false when the day's allowance is spent. */
  tryConsume(task: string, now: Date): Promise<boolean>;
}

/** The UTC calendar day of `now`, e.g. "2026-11-22": the budget's accounting period. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * In-memory budget. `limit` is the number of calls allowed per UTC day; 0 allows none, and
 * `Infinity` never refuses. Only the current day is kept, so memory stays constant.
 */
export function createMemoryBudget(limit: number): CallBudget & { used(now: Date): number } {
  if (!(limit >= 0)) throw new RangeError(`daily limit must be a non-negative number, got ${String(limit)}`);
  let day = '';
  let count = 0;
  return {
    tryConsume(_task: string, now: Date): Promise<boolean> {
      const today = utcDay(now);
      if (today !== day) {
        day = today;
        count = 0;
      }
      if (count >= limit) return Promise.resolve(false);
      count += 1;
      return Promise.resolve(true);
    },
    used(now: Date): number {
      return utcDay(now) === day ? count : 0;
    },
  };
}
