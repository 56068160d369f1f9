import { lt, or } from 'drizzle-orm';
import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { operatorSessions } from './operator-auth-tables.ts';
import { purgeExpiredSignInLinks } from './operator-auth.ts';
import { SESSION_IDLE_MS } from './operator-session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily: sign-in links and sessions that can no longer be used are deleted a day after they ended (kept that long
 * to answer "why was I signed out?"). The audit log keeps each session's id, not the session.
 */
export const operatorPurgeQueue = defineScheduledQueue({
  name: 'operator.purge-expired',
  cron: '23 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
});

export async function purgeEndedSessions(ctx: ServerContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - DAY_MS);
  const idleCutoff = new Date(cutoff.getTime() - SESSION_IDLE_MS);
  const deleted = await ctx.database.db
    .delete(operatorSessions)
    .where(
      or(
        lt(operatorSessions.expiresAt, cutoff),
        lt(operatorSessions.revokedAt, cutoff),
        lt(operatorSessions.lastSeenAt, idleCutoff),
      ),
    )
    .returning({ id: operatorSessions.id });
  return deleted.length;
}

export function registerOperatorJobs(ctx: ServerContext): void {
  ctx.jobs.registerScheduled(operatorPurgeQueue, async () => {
    const links = await purgeExpiredSignInLinks(ctx);
    const sessions = await purgeEndedSessions(ctx);
    ctx.logger.info({ links, sessions }, 'purged ended operator sign-in links and sessions');
  });
}
