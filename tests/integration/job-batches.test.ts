import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineQueue } from '#server/jobs/job-system.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Workers fetch jobs in batches of two (server/jobs/job-system.ts), so a backlog drains without waiting for the
 * next poll; each job of a batch still succeeds or fails on its own.
 */

const probeQueue = defineQueue({
  name: 'test.batch-probe',
  schema: z.object({ key: z.string(), failFirst: z.boolean() }),
  policy: { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 },
  concurrency: 4,
});

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job batches', () => {
  test('a failing job is retried alone: the jobs fetched with it run once', async () => {
    app = await createTestApp({ runWorkers: true, startJobs: false });
    const runs = new Map<string, number>();
    app.ctx.jobs.register(probeQueue, async ({ key, failFirst }) => {
      const attempt = (runs.get(key) ?? 0) + 1;
      runs.set(key, attempt);
      // Gives the other jobs of the batch time to be running alongside this one.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (failFirst && attempt === 1) throw new Error('temporary trouble');
    });
    await app.ctx.jobs.start();
    const keys = Array.from({ length: 9 }, (_, i) => `job-${i}`);
    // Every third one fails its first attempt; the backlog is there before any worker fetches.
    await Promise.all(keys.map((key, i) => app!.ctx.jobs.send(probeQueue, { key, failFirst: i % 3 === 0 })));
    await until(() => keys.every((key, i) => (runs.get(key) ?? 0) >= (i % 3 === 0 ? 2 : 1)), 30_000);
    // Time for a wrongly repeated run to show up.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(Object.fromEntries(runs)).toEqual(Object.fromEntries(keys.map((key, i) => [key, i % 3 === 0 ? 2 : 1])));
    const jobs = await app.ctx.jobs.boss.findJobs(probeQueue.name);
    expect(jobs.map((job) => job.state).sort()).toEqual(keys.map(() => 'completed'));
  });
});
