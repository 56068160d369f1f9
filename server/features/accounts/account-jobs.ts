import { and, eq, lt, or } from 'drizzle-orm';
import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { sessions, type SessionRole } from './account-tables.ts';
import { purgeExpiredSignInLinks } from './sign-in-links.ts';
import { SESSION_POLICIES } from './sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily: sign-in links and sessions that can no longer be used are deleted a day after they ended (kept that long
 * to answer "why was I signed out?"). The audit log keeps each session's id, not the session.
 */
export const sessionPurgeQueue = defineScheduledQueue({
  name: 'operator.purge-expired',
  cron: '23 4 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
});

export async function purgeEndedSessions(ctx: ServerContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - DAY_MS);
  const idleEnded = (role: SessionRole) =>
    and(eq(sessions.role, role), lt(sessions.lastSeenAt, new Date(cutoff.getTime() - SESSION_POLICIES[role].idleMs)));
  const deleted = await ctx.database.db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff), idleEnded('operator'), idleEnded('owner')),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

export function registerAccountJobs(ctx: ServerContext): void {
  ctx.jobs.registerScheduled(sessionPurgeQueue, async () => {
    const links = await purgeExpiredSignInLinks(ctx);
    const ended = await purgeEndedSessions(ctx);
    ctx.logger.info({ links, sessions: ended }, 'purged ended sign-in links and sessions');
  });
}
