import { describe, expect, test } from 'vitest';
import { busyShare, parseProcStat } from './quiet-machine.ts';

const stat = (user: number, idle: number, iowait = 0) =>
  `cpu  ${user} 10 20 ${idle} ${iowait} 1 2 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 1 2 3\n`;

describe('parseProcStat', () => {
  test('reads the aggregate line: idle and I/O wait are not busy, everything else is', () => {
    expect(parseProcStat(stat(100, 1000, 50))).toEqual({ busy: 133, total: 1183 });
  });

  test('refuses text without the aggregate cpu line', () => {
    expect(() => parseProcStat('cpu0 1 2 3 4\n')).toThrow(/aggregate/);
  });
});

describe('busyShare', () => {
  test('is the busy part of the time between two readings', () => {
    expect(busyShare(parseProcStat(stat(100, 1000)), parseProcStat(stat(125, 1075)))).toBeCloseTo(0.25);
  });

  test('is 0 when no time passed and never leaves 0–1', () => {
    const reading = parseProcStat(stat(100, 1000));
    expect(busyShare(reading, reading)).toBe(0);
    expect(busyShare(reading, { busy: reading.busy - 5, total: reading.total + 10 })).toBe(0);
  });
});
