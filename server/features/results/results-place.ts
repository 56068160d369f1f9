import { enrollmentById, enrollmentsOf, normalizeEmail, sendClockOf } from '#server/features/owners/index.ts';
import { googleConnectionsOf } from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';

/** One of the owner's restaurants as the results read it. */
export interface ResultsPlace {
  email: string;
  placeId: string;
  restaurantName: string;
  /** The restaurant's zone: the current enrollment's send clock (the owner's settings, else the default). */
  timeZone: string;
  /** When the owner started with Replybook for this place: their first enrollment. */
  startedAt: Date;
  /** Whose reviews are read: the live connection, else the newest broken one (its stored reviews still count). */
  connectionId: string | null;
  /** A live connection exists. */
  connected: boolean;
}

/** The owner's restaurant named by `placeId`; null when the address holds no enrollment for it. */
export async function resultsPlace(
  ctx: ServerContext,
  email: string,
  placeId: string | null,
): Promise<ResultsPlace | null> {
  if (!placeId) return null;
  const address = normalizeEmail(email);
  const enrollments = await enrollmentsOf(ctx, address, placeId);
  const newest = enrollments[0];
  const first = enrollments.at(-1);
  if (!newest || !first) return null;
  const connections = (
    await googleConnectionsOf(
      ctx.database.db,
      enrollments.map((enrollment) => enrollment.id),
    )
  ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const live = connections.find((row) => row.status === 'active');
  const read = live ?? connections.find((row) => row.status === 'broken');
  return {
    email: address,
    placeId,
    restaurantName: newest.restaurantName,
    timeZone: sendClockOf(newest).timeZone,
    startedAt: first.enrolledAt,
    connectionId: read?.id ?? null,
    connected: live !== undefined,
  };
}

/** The restaurant of an enrollment (the monthly report's), whoever's it is; null when the enrollment is gone. */
export async function resultsPlaceOfEnrollment(ctx: ServerContext, enrollmentId: string): Promise<ResultsPlace | null> {
  const enrollment = await enrollmentById(ctx.database, enrollmentId);
  return enrollment ? resultsPlace(ctx, enrollment.email, enrollment.placeId) : null;
}
