import { describe, expect, it } from 'vitest';
import { runMorningJobs, type MorningJob } from './morning-jobs.ts';

const silent = { info: () => {}, error: () => {} };

function job(name: string, calls: string[], result: { emailIds?: string[]; failed?: number } | Error): MorningJob {
  return {
    name,
    async run(now) {
      calls.push(`${name}@${now.toISOString()}`);
      if (result instanceof Error) throw result;
      return {
        lines: result.emailIds?.map((id) => `queued ${id}`) ?? [],
        emailIds: result.emailIds ?? [],
        failed: result.failed ?? 0,
      };
    },
  };
}

describe('runMorningJobs', () => {
  const now = new Date('2026-11-23T13:05:00Z');

  it('runs every job at the same instant, in the order given, and lists their emails in that order', async () => {
    const calls: string[] = [];
    const report = await runMorningJobs(
      [job('blitz', calls, { emailIds: ['day-6', 'day-6-copy'] }), job('after', calls, { emailIds: ['starter'] })],
      now,
      silent,
    );
    expect(calls).toEqual(['blitz@2026-11-23T13:05:00.000Z', 'after@2026-11-23T13:05:00.000Z']);
    expect(report.emailIds).toEqual(['day-6', 'day-6-copy', 'starter']);
    expect(report.failed).toBe(0);
  });

  it('a job that throws is counted and reported, and the jobs after it still run', async () => {
    const calls: string[] = [];
    const report = await runMorningJobs(
      [job('google', calls, new Error('Google said 503')), job('trials', calls, { emailIds: ['ended'], failed: 1 })],
      now,
      silent,
    );
    expect(calls).toHaveLength(2);
    expect(report.jobs.map((entry) => [entry.name, entry.error])).toEqual([
      ['google', 'Google said 503'],
      ['trials', null],
    ]);
    expect(report.emailIds).toEqual(['ended']);
    expect(report.failed).toBe(2);
  });
});
