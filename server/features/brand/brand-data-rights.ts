import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { addressOf, ERASED, sameAddress } from '#server/features/owners/index.ts';
import { brandProfiles } from './brand-tables.ts';

/** The brand's part of a data-rights request: the brand profiles naming an address as their contact. */

/** Keys blanked wherever they appear in stored brand data. */
const PERSONAL_KEYS = new Set(['ownerName', 'ownerFirstName', 'contactEmail', 'email', 'signOff', 'phone']);

export async function brandProfileIdsOf(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: brandProfiles.id })
    .from(brandProfiles)
    .where(sameAddress(brandProfiles.contactEmail, email));
  return rows.map((row) => row.id);
}

export async function brandProfileRowsOf(db: Database, profileIds: readonly string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(brandProfiles)
    .where(inArray(brandProfiles.id, [...profileIds]));
}

/** Stored brand data with personal keys blanked and any string holding the address removed, at any depth. */
export function scrubBrandData(value: unknown, email: string): unknown {
  if (Array.isArray(value)) return value.map((item) => scrubBrandData(item, email));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, PERSONAL_KEYS.has(key) ? '' : scrubBrandData(item, email)]),
    );
  }
  if (typeof value === 'string' && email && value.toLowerCase().includes(email)) return '';
  return value;
}

/** Blanks the owner's name and address in the profiles and scrubs their brand data (inside the caller's transaction). */
export async function eraseBrandProfiles(db: Database, profileIds: readonly string[], email: string, now: Date) {
  if (profileIds.length === 0) return;
  const profiles = await db
    .select({
      id: brandProfiles.id,
      original: brandProfiles.originalBrandData,
      final: brandProfiles.finalBrandData,
    })
    .from(brandProfiles)
    .where(inArray(brandProfiles.id, [...profileIds]));
  for (const profile of profiles) {
    await db
      .update(brandProfiles)
      .set({
        ownerName: '',
        contactEmail: ERASED,
        originalBrandData: scrubBrandData(profile.original, email),
        finalBrandData: profile.final === null ? null : scrubBrandData(profile.final, email),
        updatedAt: now,
      })
      .where(eq(brandProfiles.id, profile.id));
  }
}

/** SQL: a brand profile naming the address (lower-cased, as SQL) was written at or after `since`. */
export function brandContactSinceSql(address: SQL, since: string): SQL {
  return sql`exists (select 1 from ${brandProfiles}
      where ${addressOf(brandProfiles.contactEmail)} = ${address} and ${brandProfiles.updatedAt} >= ${since}::timestamptz)`;
}
