import { allEnrollmentIds, endedEnrollmentIds } from '#server/features/owners/index.ts';
import { and, eq, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { ServerContext } from '#server/server-context.ts';
import { googleConnectStates, googleConnections } from './connection-tables.ts';
import { deleteConnections } from './google-connections.ts';

/**
 * A connection outlives its enrollment's end (an unsubscribe, or a newer blitz taking over) by this much (time to read
 * the last email and act on it), then goes. A completed blitz on Free Forever keeps its connection.
 */
export const RETENTION_AFTER_ENROLLMENT_MS = 30 * 86_400_000;
/** A connection whose owner never picked a location is dropped after a day. */
const PENDING_LOCATION_MAX_MS = 86_400_000;

export interface RetentionReport {
  connectionsDeleted: number;
  statesDeleted: number;
}

/**
 * Daily: revokes at Google and deletes the connections of enrollments that ended (unsubscribed, or completed and taken
 * over by a newer blitz) more than 30 days ago, or whose enrollment is gone; drops abandoned location choices and
 * spent OAuth states.
 */
export async function purgeEndedConnections(ctx: ServerContext): Promise<RetentionReport> {
  const now = ctx.now();
  const endedBefore = new Date(now.getTime() - RETENTION_AFTER_ENROLLMENT_MS);
  const rows = await ctx.database.db
    .select()
    .from(googleConnections)
    .where(
      or(
        notInArray(googleConnections.enrollmentId, allEnrollmentIds()),
        // Ended: unsubscribed, or a completed blitz (on Free Forever, whose mornings read the connection) that a newer
        // blitz of the same address and place has taken over.
        inArray(googleConnections.enrollmentId, endedEnrollmentIds(endedBefore)),
        and(
          eq(googleConnections.status, 'pending-location'),
          lt(googleConnections.createdAt, new Date(now.getTime() - PENDING_LOCATION_MAX_MS)),
        ),
      ),
    );
  await deleteConnections(ctx, rows);
  const states = await ctx.database.db
    .delete(googleConnectStates)
    .where(lt(googleConnectStates.expiresAt, new Date(now.getTime() - PENDING_LOCATION_MAX_MS)))
    .returning({ nonce: googleConnectStates.nonce });
  return { connectionsDeleted: rows.length, statesDeleted: states.length };
}
