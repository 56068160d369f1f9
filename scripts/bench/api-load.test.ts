import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { processCpuUsFromStat } from './api-load.ts';

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

  test('reads this process: a figure that grows with the work done', () => {
    const read = () => processCpuUsFromStat(readFileSync('/proc/self/stat', 'utf8'));
    const before = read();
    let spin = 0;
    const until = process.cpuUsage().user + 60_000;
    while (process.cpuUsage().user < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(read()).toBeGreaterThan(before);
  });

  test('refuses a line it cannot read rather than giving a wrong figure', () => {
    expect(() => processCpuUsFromStat('garbage')).toThrow(/unreadable/);
  });
});
