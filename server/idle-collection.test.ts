import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  GROWTH_WORTH_RETURNING_BYTES,
  QUIET_UTILIZATION,
  shouldCollect,
  startIdleCollection,
  type HeapReading,
} from './idle-collection.ts';

const MB = 1024 * 1024;

describe('shouldCollect', () => {
  const baseline = 80 * MB;
  test.each([
    [
      'quiet, grown by the threshold, worked since',
      QUIET_UTILIZATION,
      80 * MB + GROWTH_WORTH_RETURNING_BYTES,
      true,
      true,
    ],
    ['quiet and grown a lot', 0.001, 150 * MB, true, true],
    ['busy', QUIET_UTILIZATION + 0.01, 150 * MB, true, false],
    ['grown by less than the threshold', 0, 80 * MB + GROWTH_WORTH_RETURNING_BYTES - 1, true, false],
    ['no work since the last collection', 0, 150 * MB, false, false],
  ])('%s', (_name, utilization, heapTotal, worked, expected) => {
    expect(shouldCollect({ utilization, heapTotal }, baseline, worked)).toBe(expected);
  });
});

describe('startIdleCollection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A probe that answers from a script of readings, repeating the last one. */
  function scripted(readings: HeapReading[]) {
    let index = 0;
    return () => readings[Math.min(index++, readings.length - 1)]!;
  }

  test('without --expose-gc (no gc function) it does nothing', () => {
    const probe = vi.fn(() => ({ utilization: 0, heapTotal: 500 * MB }));
    const stop = startIdleCollection(undefined, probe, 1_000);
    vi.advanceTimersByTime(5_000);
    expect(probe).not.toHaveBeenCalled();
    stop();
  });

  test('collects once when quiet after start-up, then only after new work has grown the heap again', async () => {
    const gc = vi.fn(() => Promise.resolve());
    const readings: HeapReading[] = [
      { utilization: 0.9, heapTotal: 120 * MB }, // still starting
      { utilization: 0.01, heapTotal: 120 * MB }, // quiet: collect (start-up counts as work)
      { utilization: 0.01, heapTotal: 76 * MB }, // read right after the collection: the new baseline
      { utilization: 0.01, heapTotal: 76 * MB }, // quiet, nothing to do
      { utilization: 0.02, heapTotal: 76 * MB },
      { utilization: 0.8, heapTotal: 140 * MB }, // a burst
      { utilization: 0.6, heapTotal: 150 * MB },
      { utilization: 0.01, heapTotal: 150 * MB }, // quiet again: collect
      { utilization: 0.01, heapTotal: 78 * MB }, // after it
      { utilization: 0.01, heapTotal: 78 * MB },
    ];
    const stop = startIdleCollection(gc, scripted(readings), 1_000);
    for (let second = 0; second < 9; second += 1) await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async', flavor: 'last-resort' });
    stop();
  });

  test('a quiet process whose heap stays near its size after the last collection is left alone', async () => {
    const gc = vi.fn(() => Promise.resolve());
    const readings: HeapReading[] = [
      { utilization: 0.01, heapTotal: 90 * MB }, // first quiet second: start-up's collection
      { utilization: 0.01, heapTotal: 80 * MB },
      { utilization: 0.3, heapTotal: 95 * MB }, // some work, but the heap grew by less than the threshold
      { utilization: 0.01, heapTotal: 100 * MB },
    ];
    const stop = startIdleCollection(gc, scripted(readings), 1_000);
    for (let second = 0; second < 8; second += 1) await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    stop();
  });

  test('a failed collection is not retried in a loop and checks go on', async () => {
    const gc = vi.fn(() => Promise.reject(new Error('no')));
    const probe = vi.fn(() => ({ utilization: 0, heapTotal: 200 * MB }));
    const stop = startIdleCollection(gc, probe, 1_000);
    for (let second = 0; second < 5; second += 1) await vi.advanceTimersByTimeAsync(1_000);
    // After the failure the baseline is today's size and nothing new happened: no second attempt.
    expect(gc).toHaveBeenCalledTimes(1);
    expect(probe.mock.calls.length).toBeGreaterThanOrEqual(5);
    stop();
  });
});
