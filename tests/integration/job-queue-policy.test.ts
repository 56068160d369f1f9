import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_HEARTBEAT_SECONDS,
  defineQueue,
  defineScheduledQueue,
  JobSystem,
  type QueueDefinition,
} from '#server/jobs/job-system.ts';
import { morningsRunDueQueue } from '#server/jobs/morning-jobs.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Each start brings a stored queue's policy up to date with its definition, and writes nothing when it already is:
 * one read of every queue, then a write only for a new queue or a changed policy.
 */

const schema = z.object({ key: z.string() });
const NAME = 'test.queue-policy-probe';
const first = defineQueue({
  name: NAME,
  schema,
  policy: { retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 120 },
});
const changed = defineQueue({
  name: NAME,
  schema,
  policy: { retryLimit: 4, retryDelay: 7, retryBackoff: true, expireInSeconds: 300, heartbeatSeconds: 45 },
});

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Starts and stops a job system with `definition` registered, and returns the stored queue. */
async function startWith(definition: QueueDefinition<{ key: string }>) {
  const system = new JobSystem({ handle: app!.ctx.database, logger: pino({ level: 'silent' }), runWorkers: false });
  system.register(definition, async () => {});
  await system.start();
  const queue = await system.boss.getQueue(NAME);
  await system.stop();
  return queue!;
}

describe('queue policies at start', () => {
  test('a new queue is created with its policy, a changed policy is applied, an unchanged one is not rewritten', async () => {
    app = await createTestApp({ runWorkers: false, startJobs: false });

    const created = await startWith(first);
    expect(created).toMatchObject({ retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 120 });
    expect(created.heartbeatSeconds).toBe(DEFAULT_HEARTBEAT_SECONDS);
    expect(created.notify).toBe(true);

    const updated = await startWith(changed);
    expect(updated).toMatchObject({
      retryLimit: 4,
      retryDelay: 7,
      retryBackoff: true,
      expireInSeconds: 300,
      heartbeatSeconds: 45,
    });
    expect(updated.updatedOn.getTime()).toBeGreaterThan(created.updatedOn.getTime());

    const again = await startWith(changed);
    expect(again.updatedOn.getTime()).toBe(updated.updatedOn.getTime());
  });

  test('the morning run is scheduled, and a schedule no job has any more (billing.trials) is removed at start', async () => {
    app = await createTestApp({ runWorkers: true, startJobs: false });
    // What an earlier version left in the database: trials on their own 15-minute schedule.
    const earlier = new JobSystem({ handle: app.ctx.database, logger: pino({ level: 'silent' }), runWorkers: true });
    const trials = defineScheduledQueue({
      name: 'billing.trials',
      cron: '*/15 * * * *',
      policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
    });
    earlier.registerScheduled(trials, async () => {});
    await earlier.start();
    expect((await earlier.boss.getSchedules()).map((schedule) => schedule.name)).toContain('billing.trials');
    await earlier.stop();

    await app.ctx.jobs.start();
    const names = (await app.ctx.jobs.boss.getSchedules()).map((schedule) => schedule.name);
    expect(names).toContain(morningsRunDueQueue.name);
    expect(names).not.toContain('billing.trials');
  });
});
