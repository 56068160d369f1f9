import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { googleConnections } from './connection-tables.ts';
import type { ConnectionRow } from './google-connections.ts';

/**
 * Google Business's part of a data-rights request: the connections of an owner's enrollments. An erasure deletes
 * them with deleteConnections (which revokes at Google and forgets their reviews).
 */

/** The connections as the export carries them: never their tokens. */
export async function googleConnectionSummariesOf(db: Database, enrollmentIds: readonly string[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .select({
      id: googleConnections.id,
      enrollmentId: googleConnections.enrollmentId,
      status: googleConnections.status,
      locationTitle: googleConnections.locationTitle,
      placeId: googleConnections.placeId,
      createdAt: googleConnections.createdAt,
      lastSyncedAt: googleConnections.lastSyncedAt,
    })
    .from(googleConnections)
    .where(inArray(googleConnections.enrollmentId, [...enrollmentIds]));
}

/** The connections of these enrollments, whole (for deleteConnections). */
export async function googleConnectionsOf(db: Database, enrollmentIds: readonly string[]): Promise<ConnectionRow[]> {
  if (enrollmentIds.length === 0) return [];
  return db
    .select()
    .from(googleConnections)
    .where(inArray(googleConnections.enrollmentId, [...enrollmentIds]));
}
