import { describe, expect, test } from 'vitest';
import { processCpuUs, processCpuUsFromStat } from './processes.ts';

describe('processCpuUsFromStat', () => {
  test('adds utime and stime (fields 14 and 15, in 1/100 s) and gives µs', () => {
    const stat =
      '4242 (node) S 1 4242 4242 0 -1 4194560 9000 0 0 0 1234 56 0 0 20 0 11 0 900 1300000000 40000 18446744073709551615';
    expect(processCpuUsFromStat(stat)).toBe((1234 + 56) * 10_000);
  });

  test('counts fields from the last parenthesis, so a command name with spaces and brackets cannot shift them', () => {
    const stat = '7 (my (odd) name) R 1 7 7 0 -1 0 0 0 0 0 300 200 0 0 20 0 1 0 5 0 0 0';
    expect(processCpuUsFromStat(stat)).toBe(500 * 10_000);
  });

  test('reads a live process: a figure that grows with the work done, and null for a process that is gone', () => {
    const read = () => processCpuUs(process.pid);
    const before = read()!;
    expect(before).toBeGreaterThan(0);
    let spin = 0;
    const until = process.cpuUsage().user + 60_000;
    while (process.cpuUsage().user < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(read()).toBeGreaterThan(before);
    expect(processCpuUs(2 ** 22 + 1)).toBeNull();
  });

  test('refuses a line it cannot read rather than giving a wrong figure', () => {
    expect(() => processCpuUsFromStat('garbage')).toThrow(/unreadable/);
  });
});
