import { and, eq } from 'drizzle-orm';
import { blitzEnrollments } from '#server/features/blitz/blitz-tables.ts';
import type { TestApp } from './test-app.ts';

/** Opts `email` in to the blitz for Katz's Delicatessen as the playbook flow does; returns the enrollment id. */
export async function enrollInBlitz(app: TestApp, email: string, placeId: string, ownerName: string): Promise<string> {
  await app.ctx.events.emit('blitz.opt-in', {
    email,
    placeId,
    restaurantId: 'katzs-delicatessen',
    restaurantName: "Katz's Delicatessen",
    ownerName,
    source: 'playbook',
  });
  const [row] = await app.ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(and(eq(blitzEnrollments.email, email), eq(blitzEnrollments.placeId, placeId)));
  if (!row) throw new Error('not enrolled');
  return row.id;
}
