import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { ServerContext } from '#server/server-context.ts';
import { addressOf, ERASED, normalizeEmail, sameAddress } from './email-address.ts';
import { blitzEnrollments, type EnrollmentStatus } from './owner-tables.ts';

/**
 * Whose restaurant it is. An owner is an address; their restaurants are the places that address started a blitz for.
 * Of an address and a place, the newest enrollment is the current one: a newer blitz takes over the older's mornings,
 * Free Forever, alerts and Google connection. Every feature asks here; none re-derives it.
 */
export type Enrollment = typeof blitzEnrollments.$inferSelect;

/** SQL: no newer enrollment of the same address and place exists (the takeover rule, in one place). */
export const notTakenOver = sql`not exists (select 1 from blitz_enrollments newer
  where ${addressOf(sql`newer.email`)} = ${addressOf(blitzEnrollments.email)}
    and newer.place_id = ${blitzEnrollments.placeId}
    and newer.enrolled_at > ${blitzEnrollments.enrolledAt})`;

/** The owner's enrollments, newest first: of every place, or of one. Erased rows are no one's. */
export async function enrollmentsOf(ctx: ServerContext, email: string, placeId?: string): Promise<Enrollment[]> {
  return ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(
      and(
        sameAddress(blitzEnrollments.email, email),
        ne(blitzEnrollments.email, ERASED),
        placeId === undefined ? undefined : eq(blitzEnrollments.placeId, placeId),
      ),
    )
    .orderBy(desc(blitzEnrollments.enrolledAt));
}

/** The owner's current enrollment of a place (the newest), or null when the place is not theirs. */
export async function currentEnrollment(
  ctx: ServerContext,
  email: string,
  placeId: string,
): Promise<Enrollment | null> {
  return (await enrollmentsOf(ctx, email, placeId))[0] ?? null;
}

/** The owner's restaurants: one per place, its current enrollment, the newest place first. */
export async function ownerRestaurantEnrollments(ctx: ServerContext, email: string): Promise<Enrollment[]> {
  const seen = new Set<string>();
  return (await enrollmentsOf(ctx, email)).filter((row) => !seen.has(row.placeId) && seen.add(row.placeId));
}

/** Whether the address owns any restaurant (sign-in sends a link only to an owner). */
export async function isOwnerAddress(ctx: ServerContext, email: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ id: blitzEnrollments.id })
    .from(blitzEnrollments)
    .where(and(sameAddress(blitzEnrollments.email, email), ne(blitzEnrollments.email, ERASED)))
    .limit(1);
  return rows.length > 0;
}

/** Whether a newer enrollment of the same address and place has taken this one over. */
export async function isTakenOver(
  ctx: ServerContext,
  enrollment: Pick<Enrollment, 'email' | 'placeId' | 'enrolledAt'>,
): Promise<boolean> {
  const [newer] = await ctx.database.db
    .select({ id: blitzEnrollments.id })
    .from(blitzEnrollments)
    .where(
      and(
        sameAddress(blitzEnrollments.email, enrollment.email),
        eq(blitzEnrollments.placeId, enrollment.placeId),
        gt(blitzEnrollments.enrolledAt, enrollment.enrolledAt),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/**
 * SQL: the ids of the current enrollments (not taken over) in one of `statuses`, for another feature's query on its
 * own table (`inArray(connections.enrollmentId, currentEnrollmentIds(['active', 'completed']))`).
 */
export function currentEnrollmentIds(statuses: readonly EnrollmentStatus[]): SQL {
  return sql`(select ${blitzEnrollments.id} from ${blitzEnrollments} where ${and(
    inArray(blitzEnrollments.status, [...statuses]),
    notTakenOver,
  )})`;
}

/** SQL: the ids of every enrollment there is (a row of another feature whose enrollment is gone is an orphan). */
export function allEnrollmentIds(): SQL {
  return sql`(select ${blitzEnrollments.id} from ${blitzEnrollments})`;
}

/**
 * SQL: the ids of the enrollments that ended before `endedBefore`: unsubscribed, or completed (on Free Forever) and
 * taken over by a newer blitz.
 */
export function endedEnrollmentIds(endedBefore: Date): SQL {
  return sql`(select ${blitzEnrollments.id} from ${blitzEnrollments} where ${and(
    sql`(${blitzEnrollments.status} = 'unsubscribed' or (${blitzEnrollments.status} = 'completed' and not ${notTakenOver}))`,
    sql`coalesce(${blitzEnrollments.completedAt}, ${blitzEnrollments.enrolledAt}) < ${endedBefore.toISOString()}::timestamptz`,
  )})`;
}

/** SQL: the address and place own a restaurant (for another feature's rows keyed by owner address and place). */
export function ownsPlaceSql(email: AnyPgColumn | SQL, placeId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${blitzEnrollments} where ${addressOf(blitzEnrollments.email)} = ${email} and ${blitzEnrollments.placeId} = ${placeId})`;
}

export async function enrollmentById(database: DatabaseHandle, id: string): Promise<Enrollment | null> {
  const [row] = await database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, id)).limit(1);
  return row ?? null;
}

/** The active (blitz running) enrollment of an address and place, or null. */
export async function activeEnrollmentFor(
  ctx: ServerContext,
  email: string,
  placeId: string,
): Promise<Enrollment | null> {
  const rows = await ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(
      and(
        sameAddress(blitzEnrollments.email, email),
        eq(blitzEnrollments.placeId, placeId),
        eq(blitzEnrollments.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Every enrollment whose 7-day blitz runs. */
export async function activeEnrollments(database: DatabaseHandle): Promise<Enrollment[]> {
  return database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.status, 'active'));
}

/** A new blitz for an address and place; null when one is already active (the unique partial index decides). */
export async function insertEnrollment(
  ctx: ServerContext,
  input: Pick<Enrollment, 'email' | 'placeId' | 'restaurantId' | 'restaurantName' | 'ownerName' | 'source'>,
): Promise<Enrollment | null> {
  const [created] = await ctx.database.db
    .insert(blitzEnrollments)
    .values({ ...input, id: randomUUID(), email: normalizeEmail(input.email), status: 'active', enrolledAt: ctx.now() })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/** Moves an enrollment from one status to the next, only from `from` (a second runner changes nothing). */
export async function moveEnrollment(
  database: DatabaseHandle,
  id: string,
  from: EnrollmentStatus,
  to: EnrollmentStatus,
  at: Date,
): Promise<boolean> {
  const moved = await database.db
    .update(blitzEnrollments)
    .set({ status: to, completedAt: at })
    .where(and(eq(blitzEnrollments.id, id), eq(blitzEnrollments.status, from)))
    .returning({ id: blitzEnrollments.id });
  return moved.length > 0;
}

/** The owner's choices for one enrollment (owner settings): signature, send clock, pauses. */
export async function updateEnrollment(
  database: DatabaseHandle,
  id: string,
  values: Partial<
    Pick<
      Enrollment,
      'replySignature' | 'sendMinute' | 'sendTimeZone' | 'freeForeverPausedAt' | 'alertsOffAt' | 'monthlyReportsOffAt'
    >
  >,
): Promise<void> {
  await database.db.update(blitzEnrollments).set(values).where(eq(blitzEnrollments.id, id));
}

/** The name replies are signed with: the owner's choice in their settings, else the name given at the start. */
export function replySignatureOf(enrollment: Pick<Enrollment, 'replySignature' | 'ownerName'>): string {
  return enrollment.replySignature ?? enrollment.ownerName;
}

/** Whether the owner chose the morning email's time or zone (their clock may then have changed since a morning). */
export function hasChosenClock(enrollment: Pick<Enrollment, 'sendMinute' | 'sendTimeZone'>): boolean {
  return enrollment.sendMinute !== null || enrollment.sendTimeZone !== null;
}
