import { eq, inArray } from 'drizzle-orm';
import type { StoreRestaurantRequest } from '#contracts/restaurants.ts';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { restaurantIdCandidates } from './restaurant-id.ts';
import { restaurants, type RestaurantRow } from './restaurants-tables.ts';

const CANDIDATES_PER_ROUND = 8;

/**
 * Upserts by place id and returns the restaurant id: the same place always keeps its id; a different place
 * with the same name gets `-2`, `-3`…. Concurrent first stores of two same-named places are
 * settled by the primary key: the loser retries with the next free candidate.
 */
export async function storeRestaurant(
  db: Database,
  record: StoreRestaurantRequest,
  source: 'catalogue' | 'google',
  now: Date,
): Promise<string> {
  const values = storedValues(record, source);
  const existing = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.placeId, record.placeId));
  if (existing[0]) {
    await db
      .update(restaurants)
      .set({ ...values, updatedAt: now })
      .where(eq(restaurants.placeId, record.placeId));
    return existing[0].id;
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidates = takeCandidates(record.name, record.placeId, attempt);
    const held = await db
      .select({ id: restaurants.id, placeId: restaurants.placeId })
      .from(restaurants)
      .where(inArray(restaurants.id, candidates));
    const holder = new Map(held.map((row) => [row.id, row.placeId]));
    const free = candidates.find((candidate) => !holder.has(candidate) || holder.get(candidate) === record.placeId);
    if (!free) continue;
    const inserted = await db
      .insert(restaurants)
      .values({ id: free, placeId: record.placeId, ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: restaurants.id });
    if (inserted[0]) return inserted[0].id;
    // Lost a race: either the same place was stored meanwhile (keep its id) or the slug was taken.
    const same = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.placeId, record.placeId));
    if (same[0]) return same[0].id;
  }
  throw new AppError('INTERNAL', 'Could not assign a restaurant id. Please try again.');
}

function takeCandidates(name: string, placeId: string, round: number): string[] {
  const all = restaurantIdCandidates(name, placeId);
  const skip = round * CANDIDATES_PER_ROUND;
  const out: string[] = [];
  for (let i = 0; i < skip + CANDIDATES_PER_ROUND; i += 1) {
    const next = all.next().value;
    if (i >= skip) out.push(next);
  }
  return out;
}

function storedValues(record: StoreRestaurantRequest, source: 'catalogue' | 'google') {
  const base = { source, name: record.name, address: record.address ?? '' };
  if (source === 'google') {
    // Google's content is refetched when needed, never stored (Google's terms).
    return {
      ...base,
      phone: null,
      phoneInternational: null,
      website: null,
      rating: null,
      userRatingsTotal: null,
      priceLevel: null,
      businessStatus: null,
      googleMapsUrl: null,
      photoReference: null,
      reviewsData: null,
    };
  }
  return {
    ...base,
    phone: record.phone ?? null,
    phoneInternational: record.phoneInternational ?? null,
    website: record.website ?? null,
    rating: record.rating ?? null,
    userRatingsTotal: record.userRatingsTotal ?? null,
    priceLevel: record.priceLevel ?? null,
    businessStatus: record.businessStatus ?? null,
    googleMapsUrl: record.googleMapsUrl ?? null,
    photoReference: record.photoReference ?? null,
    reviewsData: parseReviewsData(record.reviewsData),
  };
}

function parseReviewsData(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'reviewsData must be JSON text.');
  }
}

export async function findRestaurant(db: Database, id: string): Promise<RestaurantRow | null> {
  const rows = await db.select().from(restaurants).where(eq(restaurants.id, id));
  return rows[0] ?? null;
}

export async function findRestaurantByPlaceId(db: Database, placeId: string): Promise<RestaurantRow | null> {
  const rows = await db.select().from(restaurants).where(eq(restaurants.placeId, placeId));
  return rows[0] ?? null;
}
