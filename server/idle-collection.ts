import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Memory a burst made V8 reserve is handed back once the process goes quiet.
 *
 * Under load V8 grows its heap (a larger young generation, old-generation pages for objects that lived through a
 * few collections, garbage it has not needed to collect yet) and keeps it after the burst: measured on this server
 * after a minute of API traffic, 141–145 MB of heap reserved where a memory-reducing collection leaves 76, and RSS
 * 256–279 MB against 190–193 MB after it. Browsers tell V8 when they are idle, and it shrinks then; Node does not,
 * so a server that has answered a burst keeps that size until the next one. So, once a second: when the event loop
 * was almost idle for the last second, there was work since the last collection, and the heap has grown well past
 * its size after the last collection, this asks V8 for one full, memory-reducing collection (Node's `gc()` with the
 * "last-resort" flavour, run as a task, not on this stack). It needs Node's `--expose-gc` (the server's Node options,
 * scripts/run.mjs); without it nothing runs.
 */

/** At most this share of the last second spent running JavaScript and callbacks counts as quiet. */
export const QUIET_UTILIZATION = 0.05;
/** Heap growth since the last collection worth handing back: below it V8's own sizing is left alone. */
export const GROWTH_WORTH_RETURNING_BYTES = 32 * 1024 * 1024;
const CHECK_INTERVAL_MS = 1_000;

export interface HeapReading {
  /** Share of the last interval the event loop was busy (0–1). */
  utilization: number;
  /** Heap V8 has reserved (process.memoryUsage().heapTotal). */
  heapTotal: number;
}

/**
 * Decides one check. `baselineHeapTotal`: the smallest reserved heap seen since the last collection (right after it,
 * or lower if V8 shrank it since). `workedSinceLastCollection`: some interval since then was not quiet, so a quiet
 * process is collected once per quiet period, never again and again.
 */
export function shouldCollect(
  reading: HeapReading,
  baselineHeapTotal: number,
  workedSinceLastCollection: boolean,
): boolean {
  return (
    workedSinceLastCollection &&
    reading.utilization <= QUIET_UTILIZATION &&
    reading.heapTotal - baselineHeapTotal >= GROWTH_WORTH_RETURNING_BYTES
  );
}

type GarbageCollector = (options: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => Promise<void>;

export type HeapProbe = () => HeapReading;

function liveProbe(): HeapProbe {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return { utilization, heapTotal: process.memoryUsage().heapTotal };
  };
}

/**
 * Starts the once-a-second check and returns its stop function. `gc` is Node's global (present with --expose-gc);
 * tests pass their own collector and probe.
 */
export function startIdleCollection(
  gc: unknown = (globalThis as { gc?: unknown }).gc,
  probe: HeapProbe = liveProbe(),
  intervalMs = CHECK_INTERVAL_MS,
): () => void {
  if (typeof gc !== 'function') return () => {};
  const collect = gc as GarbageCollector;
  // Start-up is work, measured from nothing: once it goes quiet the server hands back what loading left behind.
  let worked = true;
  let baseline = 0;
  let collecting = false;
  const timer = setInterval(() => {
    if (collecting) return;
    const reading = probe();
    if (reading.utilization > QUIET_UTILIZATION) worked = true;
    if (!shouldCollect(reading, baseline, worked)) {
      baseline = Math.min(baseline, reading.heapTotal);
      return;
    }
    collecting = true;
    worked = false;
    collect({ type: 'major', execution: 'async', flavor: 'last-resort' })
      .catch(() => {})
      .finally(() => {
        collecting = false;
        baseline = probe().heapTotal;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
