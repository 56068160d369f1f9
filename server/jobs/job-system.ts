import { PgBoss, type Job, type JobResult, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/database.ts';

/**
 * A queue is a definition (stable name, zod payload, retry policy); its handler is attached where the
 * feature is wired. Handlers run only in processes with workers enabled.
 */
export interface QueueDefinition<T> {
  name: string;
  schema: z.ZodType<T>;
  policy: {
    retryLimit: number;
    /** Seconds before the first retry; doubled per retry when backoff is on. */
    retryDelay: number;
    retryBackoff: boolean;
    retryDelayMax?: number;
    /** Seconds a running job may take at most: past that it is failed (and retried while retries remain). */
    expireInSeconds: number;
    /**
     * Seconds a running job may go without a heartbeat before it is taken for lost (its process died) and retried;
     * DEFAULT_HEARTBEAT_SECONDS when absent. Workers refresh it every HEARTBEAT_REFRESH_SECONDS while the handler
     * runs. A handler that holds a claim of its own on its work sizes this so a retry never arrives while the
     * claim of the lost run still stands.
     */
    heartbeatSeconds?: number;
  };
  /** How many jobs of this queue one process works on at once. */
  concurrency?: number;
}

/**
 * Lost runs (a process killed while a job was active) are retried once their heartbeat is this old, not when their
 * expiry passes minutes later. Six refreshes fit in it, so a live job is taken for lost only if its process wrote no
 * heartbeat for 25 s, several times the longest event-loop stall the email burst bench sees on the embedded database
 * (scripts/bench/email-burst-bench.ts).
 */
export const DEFAULT_HEARTBEAT_SECONDS = 30;
/** How often a worker writes the heartbeat of the jobs it is running: one small UPDATE per batch. */
export const HEARTBEAT_REFRESH_SECONDS = 5;
/**
 * How often the supervisor fails jobs whose heartbeat or expiry has passed (pg-boss's default is a minute). Each pass
 * is a count of the job table by state and a few indexed statements, a small share of the embedded database's one
 * connection at this interval.
 */
export const SUPERVISE_INTERVAL_SECONDS = 10;

export function defineQueue<T>(definition: QueueDefinition<T>): QueueDefinition<T> {
  return definition;
}

/** A queue that runs on a cron schedule: an empty payload, one job at a time per process. */
export interface ScheduledQueueDefinition extends QueueDefinition<Record<string, never>> {
  /** Five-field cron expression. */
  cron: string;
  /** IANA time zone the cron expression is read in. */
  tz: string;
}

const emptyPayload = z.object({}).strict() as z.ZodType<Record<string, never>>;

export function defineScheduledQueue(definition: {
  name: string;
  cron: string;
  tz?: string;
  policy: QueueDefinition<unknown>['policy'];
}): ScheduledQueueDefinition {
  return { ...definition, tz: definition.tz ?? 'UTC', schema: emptyPayload, concurrency: 1 };
}

/** The policy pg-boss is given for a queue: its own, with the default heartbeat when it names none. */
export function queuePolicy(definition: QueueDefinition<unknown>): QueueDefinition<unknown>['policy'] & {
  heartbeatSeconds: number;
} {
  return { ...definition.policy, heartbeatSeconds: definition.policy.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS };
}

type QueuePolicy = ReturnType<typeof queuePolicy>;

/** Whether a stored queue already has every setting of `policy` (an absent optional setting is not compared). */
function policyApplied(queue: Partial<Record<keyof QueuePolicy, unknown>>, policy: QueuePolicy): boolean {
  return (Object.keys(policy) as (keyof QueuePolicy)[]).every(
    (key) => policy[key] === undefined || queue[key] === policy[key],
  );
}

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

interface Registration {
  definition: QueueDefinition<unknown>;
  handler: JobHandler<unknown>;
}

export interface JobSystemOptions {
  handle: DatabaseHandle;
  logger: Logger;
  /** Work on queues in this process (off for web-only processes when workers run separately). */
  runWorkers: boolean;
  /** Seconds between polls; tests and the embedded default use short intervals for prompt delivery. */
  pollingIntervalSeconds?: number;
}

/**
 * How a queue's concurrency is spread over pg-boss workers: batches of two (the smallest size pg-boss bursts on), so
 * a worker drains a backlog without waiting and waits for at most one slower job before it fetches again.
 */
export function workerShape(concurrency: number): { batchSize: number; workers: number } {
  const jobsAtOnce = Math.max(1, Math.floor(concurrency));
  if (jobsAtOnce === 1) return { batchSize: 1, workers: 1 };
  return { batchSize: 2, workers: Math.ceil(jobsAtOnce / 2) };
}

/** Runs a fetched batch's jobs side by side and settles each on its own: one job's failure retries only that job. */
async function runBatch(
  definition: QueueDefinition<unknown>,
  handler: JobHandler<unknown>,
  jobs: Job<unknown>[],
): Promise<JobResult[]> {
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      try {
        await handler(definition.schema.parse(job.data), job);
        return { id: job.id, status: 'completed' };
      } catch (error) {
        return { id: job.id, status: 'failed', output: error instanceof Error ? error : new Error(String(error)) };
      }
    }),
  );
}

export class JobSystem {
  readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private readonly schedules: { name: string; cron: string; tz: string }[] = [];
  private started = false;

  constructor(private readonly options: JobSystemOptions) {
    const { handle } = options;
    this.boss = new PgBoss({
      ...(handle.bossDb
        ? { db: handle.bossDb, backend: 'pglite' as const }
        : { connectionString: handle.connectionString }),
      schema: handle.schema ? `${handle.schema}_pgboss` : 'pgboss',
      // Cron schedules only in worker processes; every worker may monitor, pg-boss elects one.
      schedule: options.runWorkers,
      supervise: options.runWorkers,
      // Workers wake on NOTIFY when a job is created instead of polling hard: on the single-connection
      // embedded database, constant polling by every queue would starve the web requests.
      useListenNotify: options.runWorkers,
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job system error'));
  }

  register<T>(definition: QueueDefinition<T>, handler: JobHandler<T>): void {
    this.registrations.set(definition.name, {
      definition: definition as QueueDefinition<unknown>,
      handler: handler as JobHandler<unknown>,
    });
  }

  /** Attaches the handler of a scheduled queue and its cron schedule, which enqueues an empty job. */
  registerScheduled(definition: ScheduledQueueDefinition, handler: () => Promise<void>): void {
    this.register(definition, handler);
    this.schedules.push({ name: definition.name, cron: definition.cron, tz: definition.tz });
  }

  async start(): Promise<void> {
    await this.boss.start();
    // One read of every queue; then a write only for a queue that is new or whose policy changed (createQueue leaves
    // an existing queue as it was, so a changed policy needs updateQueue; it applies to jobs sent from then on).
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const { definition } of this.registrations.values()) {
      const policy = queuePolicy(definition);
      const queue = existing.get(definition.name);
      if (queue === undefined) await this.boss.createQueue(definition.name, { ...policy, notify: true });
      else if (!policyApplied(queue, policy)) await this.boss.updateQueue(definition.name, policy);
    }
    this.started = true;
    if (!this.options.runWorkers) return;
    for (const schedule of this.schedules) {
      await this.boss.schedule(schedule.name, schedule.cron, {}, { tz: schedule.tz });
    }
    // A schedule this code no longer has (a scheduled job renamed or folded into another, such as billing.trials into
    // mornings.run-due) would keep adding jobs no worker takes: remove it.
    const scheduled = new Set(this.schedules.map((schedule) => schedule.name));
    for (const stored of await this.boss.getSchedules()) {
      if (!scheduled.has(stored.name)) await this.boss.unschedule(stored.name, stored.key);
    }
    // Polling stays as the floor for delayed jobs (retries with startAfter), which no NOTIFY announces.
    // Tests ask for fast polling everywhere; production polls every 2 s, or every 10 s while NOTIFY works.
    const polling = this.options.pollingIntervalSeconds ?? 2;
    const notifyPolling = this.options.pollingIntervalSeconds ?? 10;
    for (const { definition, handler } of this.registrations.values()) {
      const { batchSize, workers } = workerShape(definition.concurrency ?? 2);
      await this.boss.work(
        definition.name,
        {
          batchSize,
          localConcurrency: workers,
          // A full batch means more may be waiting: fetch again at once instead of sleeping until the next NOTIFY
          // or poll. Without this a backlog that no new job announces (a burst of sends after the last Generate)
          // drained at one job per worker per polling interval.
          burstWhenBatchFull: batchSize > 1,
          perJobResults: true,
          pollingIntervalSeconds: polling,
          heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS,
          notifyPollingIntervalSeconds: notifyPolling,
        },
        (jobs) => runBatch(definition, handler, jobs),
      );
    }
  }

  async send<T>(definition: QueueDefinition<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    const payload = definition.schema.parse(data);
    return this.boss.send(definition.name, payload as object, options);
  }

  async ping(): Promise<void> {
    if (!this.started) throw new Error('job system not started');
    await this.boss.isInstalled();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Graceful: running handlers finish (bounded), nothing new is fetched. pg-boss closes the pool it owns
    // (PostgreSQL); the shared PGlite instance is closed by its owner.
    await this.boss.stop({ graceful: true, close: !this.options.handle.bossDb, timeout: 8_000 });
  }
}
