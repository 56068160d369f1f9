import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { brandProfileSchema, type BrandProfile } from '#contracts/brand.ts';
import type { Database } from '#server/db/database.ts';
import { sameAddress } from '#server/features/owners/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { brandProfiles, type BrandProfileRow } from './brand-tables.ts';

/** Stored brand profiles: the one place the owner's contact email is kept. */

/**
 * Brand data as it may be stored. For a Google place it keeps our analysis but none of Google's review text: the
 * evidence quotes under each strength and complaint, their authors and the voice's recurring phrases are dropped
 * (docs/google-places-terms.md), as is anything that is not a brand profile (a client may send any object, and it could carry reviews).
 */
export function storableBrandData(data: unknown, googlePlace: boolean): unknown {
  if (!googlePlace || data === null || data === undefined) return data;
  const parsed = brandProfileSchema.safeParse(data);
  if (!parsed.success) return {};
  const withoutQuote = (theme: BrandProfile['strengths'][number]) => ({ ...theme, evidence: '', evidenceAuthor: '' });
  // Places sends no owner replies, so a Google place's voice has no phrases of ours to keep; any sent are dropped.
  const voice = parsed.data.voice;
  return {
    ...parsed.data,
    strengths: parsed.data.strengths.map(withoutQuote),
    complaints: parsed.data.complaints.map(withoutQuote),
    ...(voice ? { voice: { ...voice, phrases: [] } } : {}),
  };
}

export interface StoreBrandProfileInput {
  id?: string | null | undefined;
  restaurantId: string | null;
  vibe: string;
  ownerName: string;
  contactEmail: string;
  originalBrandData: unknown;
  finalBrandData?: unknown;
  blitzOptIn?: boolean | undefined;
  /** The places service is Google: review text must not be stored. */
  googlePlace: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creates a stored profile, or updates the one `id` names when it exists (the browser re-sends its id when the
 * visitor researches again). An unknown or malformed id gets a fresh server id: ids are never chosen by clients.
 */
export async function storeBrandProfile(db: Database, input: StoreBrandProfileInput, now: Date): Promise<string> {
  const values = {
    restaurantId: input.restaurantId,
    vibe: input.vibe,
    ownerName: input.ownerName,
    contactEmail: input.contactEmail,
    originalBrandData: storableBrandData(input.originalBrandData, input.googlePlace),
    finalBrandData: storableBrandData(input.finalBrandData ?? null, input.googlePlace),
    blitzOptIn: input.blitzOptIn ?? false,
    updatedAt: now,
  };
  if (input.id && UUID.test(input.id)) {
    const updated = await db
      .update(brandProfiles)
      .set(values)
      .where(eq(brandProfiles.id, input.id))
      .returning({ id: brandProfiles.id });
    if (updated[0]) return updated[0].id;
  }
  const id = randomUUID();
  await db.insert(brandProfiles).values({ id, ...values, createdAt: now });
  return id;
}

export interface FinalProfileInput {
  vibe: string;
  ownerName: string;
  contactEmail: string;
  finalBrandData: unknown;
  blitzOptIn?: boolean | undefined;
  googlePlace: boolean;
}

/** Step 2's confirmation; null when no such profile exists. */
export async function updateFinalBrandProfile(
  db: Database,
  id: string,
  input: FinalProfileInput,
  now: Date,
): Promise<string | null> {
  const updated = await db
    .update(brandProfiles)
    .set({
      vibe: input.vibe,
      ownerName: input.ownerName,
      contactEmail: input.contactEmail,
      finalBrandData: storableBrandData(input.finalBrandData, input.googlePlace),
      ...(input.blitzOptIn === undefined ? {} : { blitzOptIn: input.blitzOptIn }),
      updatedAt: now,
    })
    .where(eq(brandProfiles.id, id))
    .returning({ id: brandProfiles.id });
  return updated[0]?.id ?? null;
}

export async function findBrandProfile(db: Database, id: string): Promise<BrandProfileRow | null> {
  if (!UUID.test(id)) return null;
  const rows = await db.select().from(brandProfiles).where(eq(brandProfiles.id, id));
  return rows[0] ?? null;
}

/** The profile a row holds (final if confirmed, else original), when it is a valid brand profile. */
export function profileOfRow(row: BrandProfileRow): BrandProfile | null {
  for (const candidate of [row.finalBrandData, row.originalBrandData]) {
    const parsed = brandProfileSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

export interface OwnerContact {
  ownerName: string;
  contactEmail: string;
  blitzOptIn: boolean;
}

/**
 * What the owner entered last for a restaurant (its most recently updated brand profile): the thank-you page's
 * name and (masked) email, and the blitz consent. Passed to restaurantRoutes as `findOwnerContact`.
 */
export async function findOwnerContact(ctx: ServerContext, restaurantId: string): Promise<OwnerContact | null> {
  const rows = await ctx.database.db
    .select({
      ownerName: brandProfiles.ownerName,
      contactEmail: brandProfiles.contactEmail,
      blitzOptIn: brandProfiles.blitzOptIn,
    })
    .from(brandProfiles)
    .where(eq(brandProfiles.restaurantId, restaurantId))
    .orderBy(desc(brandProfiles.updatedAt), desc(brandProfiles.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The profile an address confirmed for a restaurant at Generate: the newest stored final profile, or null. */
export async function confirmedProfileOf(
  ctx: ServerContext,
  owner: { email: string; restaurantId: string },
): Promise<BrandProfile | null> {
  const [row] = await ctx.database.db
    .select({ finalBrandData: brandProfiles.finalBrandData })
    .from(brandProfiles)
    .where(
      and(
        eq(brandProfiles.restaurantId, owner.restaurantId),
        sameAddress(brandProfiles.contactEmail, owner.email),
        isNotNull(brandProfiles.finalBrandData),
      ),
    )
    .orderBy(desc(brandProfiles.updatedAt))
    .limit(1);
  const confirmed = brandProfileSchema.safeParse(row?.finalBrandData);
  return confirmed.success ? confirmed.data : null;
}
