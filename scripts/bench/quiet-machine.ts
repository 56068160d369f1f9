import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Lighthouse's simulated throttling multiplies what the main thread really took by 4, so on two cores any
 * other work at the same moment (the server still collecting the load test's garbage, the job queue sending
 * the benchmark's emails, Lighthouse's own trace processing) shows up as blocking time on the page. Before a
 * page is audited the benchmark waits until the whole machine has been nearly idle for a moment, from the
 * kernel's CPU counters (/proc/stat, Linux), with a time limit so a machine that never settles still gets
 * measured, and says so.
 */

export interface CpuTimes {
  /** Jiffies spent on anything but idle and waiting for I/O, over all cores. */
  busy: number;
  total: number;
}

/** The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal (guest time is in user). */
export function parseProcStat(text: string): CpuTimes {
  const line = text.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) throw new Error('no aggregate cpu line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** Share of the machine's CPU time that was busy between two readings, 0 to 1. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (after.busy - before.busy) / total));
}

function readCpuTimes(): CpuTimes | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

export interface QuietResult {
  waitedMs: number;
  /** Busy share of the last window measured. */
  busyShare: number;
  /** The limit passed before the machine settled. */
  timedOut: boolean;
}

export async function waitForQuietMachine({
  maxBusyShare = 0.1,
  windowMs = 1000,
  timeoutMs = 30_000,
}: { maxBusyShare?: number; windowMs?: number; timeoutMs?: number } = {}): Promise<QuietResult> {
  const started = performance.now();
  let share = 0;
  for (;;) {
    const before = readCpuTimes();
    await sleep(windowMs);
    const after = readCpuTimes();
    // Not Linux: nothing to read, nothing to wait for.
    if (!before || !after) return { waitedMs: Math.round(performance.now() - started), busyShare: 0, timedOut: false };
    share = busyShare(before, after);
    const waitedMs = Math.round(performance.now() - started);
    if (share <= maxBusyShare) return { waitedMs, busyShare: share, timedOut: false };
    if (waitedMs >= timeoutMs) return { waitedMs, busyShare: share, timedOut: true };
  }
}
