import pino from 'pino';
import { describe, expect, test, type TestContext } from 'vitest';
import { z } from 'zod';
import { defineQueue, JobSystem } from '#server/jobs/job-system.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A job that was running when its process died is retried within seconds, not once its expiry (here five minutes)
 * passes: the supervisor fails it when its heartbeat goes stale, on either database. A job that is alive keeps its
 * heartbeat fresh and is never run twice, however long it takes.
 */

const HEARTBEAT_SECONDS = 10;
const RETRY_DELAY_SECONDS = 1;

const probeQueue = defineQueue({
  name: 'test.lost-run-probe',
  schema: z.object({ key: z.string(), workMs: z.number() }),
  policy: {
    retryLimit: 2,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: false,
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
});

/**
 * A test app of its own for each test (the two run side by side), closed with its job systems when the test ends
 * (the test's own hook: concurrent tests are not told apart by the global one).
 */
async function startApp({ onTestFinished }: TestContext): Promise<{ app: TestApp; systems: JobSystem[] }> {
  const app = await createTestApp({ runWorkers: false, startJobs: false });
  const systems: JobSystem[] = [];
  onTestFinished(async () => {
    for (const system of systems.splice(0)) await system.stop();
    await app.close();
  });
  return { app, systems };
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function jobSystem({ app, systems }: { app: TestApp; systems: JobSystem[] }, runWorkers: boolean): JobSystem {
  const logger = pino({ level: 'silent' });
  const system = new JobSystem({ handle: app.ctx.database, logger, runWorkers, pollingIntervalSeconds: 0.5 });
  systems.push(system);
  return system;
}

async function jobState(system: JobSystem, id: string): Promise<string | undefined> {
  const jobs = await system.boss.findJobs(probeQueue.name, { id });
  return jobs[0]?.state;
}

// Both tests spend their half-minute waiting on heartbeats, each on its own database: they wait side by side.
describe.concurrent('a job whose process died', () => {
  test('is retried within seconds of its last heartbeat, once', { timeout: 60_000 }, async (context) => {
    const started = await startApp(context);
    // The process that dies: it takes the job (now active) and never finishes it or refreshes its heartbeat.
    const dying = jobSystem(started, false);
    dying.register(probeQueue, async () => {});
    await dying.start();
    const id = await dying.send(probeQueue, { key: 'lost', workMs: 0 });
    const [taken] = await dying.boss.fetch(probeQueue.name);
    expect(taken?.id).toBe(id);
    const takenAt = Date.now();
    await dying.stop();

    const runs: number[] = [];
    const next = jobSystem(started, true);
    next.register(probeQueue, async () => {
      runs.push(Date.now() - takenAt);
    });
    await next.start();
    // Another process may still be running it, as far as anyone can tell: only its heartbeat says it is lost.
    expect(await jobState(next, id!)).toBe('active');
    // Heartbeat (10 s) + one supervision pass (10 s) + retry delay (1 s) + polling, far below the 300 s expiry.
    await until(() => runs.length > 0, 30_000, 'the lost job to run again');
    expect(runs[0]).toBeGreaterThanOrEqual((HEARTBEAT_SECONDS + RETRY_DELAY_SECONDS) * 1000 - 1_000);
    // Time for a wrongly repeated run to show up.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toHaveLength(1);
    expect(await jobState(next, id!)).toBe('completed');
  });

  test('a live job that runs past its heartbeat is not taken for lost', { timeout: 60_000 }, async (context) => {
    const system = jobSystem(await startApp(context), true);
    let runs = 0;
    let done = false;
    system.register(probeQueue, async ({ workMs }) => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, workMs));
      done = true;
    });
    await system.start();
    // Two and a half heartbeats: it lives only if its worker keeps the heartbeat fresh while it runs.
    const id = await system.send(probeQueue, { key: 'slow', workMs: HEARTBEAT_SECONDS * 2_500 });
    await until(() => done, 45_000, 'the slow job to finish');
    // A wrongful failure would have queued a retry that runs within the retry delay.
    await new Promise((resolve) => setTimeout(resolve, (RETRY_DELAY_SECONDS + 2) * 1000));
    expect(runs).toBe(1);
    expect(await jobState(system, id!)).toBe('completed');
  });
});
