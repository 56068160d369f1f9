import type { PgBoss } from 'pg-boss';

/** A queue's name and the parts of its policy that say when a lost run may be retried. */
export interface RecoveryPolicy {
  name: string;
  policy: { retryDelay: number; heartbeatSeconds: number };
}

export interface InterruptedJob {
  queue: string;
  id: string;
  /** When the retry may start; null when the job had no retries left and is now failed. */
  retryAt: string | null;
}

/**
 * For the embedded database, which one process only can open: at start, every job that went `active` before this
 * process started (`startedBefore`) was running in a process that has died. Each is failed through pg-boss (a retry while retries remain, as
 * the heartbeat supervisor would do) and its retry is set to start as soon as the heartbeat rule would have allowed
 * it: its last heartbeat plus the queue's heartbeat and first retry delay, or now if that has passed. A handler that
 * sizes a claim of its own against its heartbeat (the email sender's claim on a message) so finds that claim run
 * out on its retry after a restart, exactly as it would on PostgreSQL, where no restart is needed to retry.
 */
export async function retryInterruptedJobs(
  boss: PgBoss,
  queues: RecoveryPolicy[],
  startedBefore: Date,
  now: Date = new Date(),
): Promise<InterruptedJob[]> {
  const recovered: InterruptedJob[] = [];
  for (const { name, policy } of queues) {
    const active = (await boss.findJobs(name)).filter(
      (job) => job.state === 'active' && new Date(job.startedOn) < startedBefore,
    );
    if (active.length === 0) continue;
    await boss.fail(
      name,
      active.map((job) => job.id),
      { message: 'the process stopped while the job was running; retried at the next start' },
    );
    for (const job of active) {
      // A job sent before its queue had a heartbeat has none: its expiry stands in for it, from its start.
      const lastSign = job.heartbeatSeconds ? (job.heartbeatOn ?? job.startedOn) : job.startedOn;
      const graceSeconds = (job.heartbeatSeconds ?? job.expireInSeconds) + policy.retryDelay;
      const retryAt = new Date(Math.max(now.getTime(), new Date(lastSign).getTime() + graceSeconds * 1000));
      // Moves the retry pg-boss scheduled (its backoff) to that moment; a job out of retries is failed and stays so.
      const { updated } = await boss.update(name, undefined, { id: job.id, startAfter: retryAt });
      recovered.push({ queue: name, id: job.id, retryAt: updated > 0 ? retryAt.toISOString() : null });
    }
  }
  return recovered;
}
