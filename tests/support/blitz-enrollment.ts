import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { and, eq } from 'drizzle-orm';
import { storeBrandProfile } from '#server/features/brand/brand-store.ts';
import { brandProfiles } from '#server/features/brand/brand-tables.ts';
import { steakhouseProfile } from './playbook-fixtures.ts';
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

/**
 * Stores the playbook `email` confirmed for Katz's at Generate (a final brand profile), with `signOff` as the sign-off
 * they chose at step 2.
 */
export async function confirmPlaybookSignOff(app: TestApp, email: string, signOff: string, now: Date): Promise<void> {
  const profileId = await storeBrandProfile(
    app.ctx.database.db,
    {
      restaurantId: 'katzs-delicatessen',
      vibe: 'Classic deli',
      ownerName: 'Jake Dell',
      contactEmail: email,
      originalBrandData: {},
      blitzOptIn: true,
      googlePlace: false,
    },
    now,
  );
  await app.ctx.database.db
    .update(brandProfiles)
    .set({ finalBrandData: { ...steakhouseProfile(), ownerName: 'Jake Dell', signOff } })
    .where(eq(brandProfiles.id, profileId));
}
