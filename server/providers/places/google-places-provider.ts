import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { PlaceDetails, PlaceKind, Prediction, Review } from '#contracts/places.ts';
import { PlacesUpstreamError, type PlacesProvider, type PlacesUpstreamReason } from './places-provider.ts';
import { normaliseLegacyReview, sortNewestFirst, summariseReviews } from './review-groups.ts';

/**
 * Client of Google Places API (New). Google's terms: only
 * `place_id` may be stored; everything here lives in short in-memory caches only (≤ 5 minutes).
 */

/**
 * Autocomplete accepts at most 5 primary types. These five cover restaurants, bars and
 * cafes; Google files specialised restaurants (steak_house, seafood_restaurant…) under "restaurant" as well.
 */
export const AUTOCOMPLETE_PRIMARY_TYPES = ['restaurant', 'bar', 'cafe', 'coffee_shop', 'pub'] as const;

/**
 * The smallest mask covering the detail fields we serve. `reviews` already bills the call at Enterprise +
 * Atmosphere, so the Essentials `addressComponents` (for the city) costs nothing extra.
 */
export const DETAILS_FIELD_MASK = [
  'id',
  'displayName',
  'formattedAddress',
  'addressComponents',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
  'rating',
  'userRatingCount',
  'priceLevel',
  'businessStatus',
  'googleMapsUri',
  'photos',
  'primaryType',
  'primaryTypeDisplayName',
  'reviews',
].join(',');

const CACHE_TTL_MS = 5 * 60 * 1000;

const localizedTextSchema = z.object({ text: z.string().optional(), languageCode: z.string().optional() });

const autocompleteResponseSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: localizedTextSchema.optional(),
            structuredFormat: z
              .object({ mainText: localizedTextSchema.optional(), secondaryText: localizedTextSchema.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const placeResponseSchema = z.object({
  id: z.string(),
  displayName: localizedTextSchema.optional(),
  formattedAddress: z.string().optional(),
  addressComponents: z
    .array(
      z.object({
        longText: z.string().optional(),
        shortText: z.string().optional(),
        types: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  priceLevel: z.string().optional(),
  businessStatus: z.string().optional(),
  googleMapsUri: z.string().optional(),
  photos: z.array(z.object({ name: z.string() })).optional(),
  primaryType: z.string().optional(),
  primaryTypeDisplayName: localizedTextSchema.optional(),
  reviews: z.array(z.unknown()).optional(),
});
type GooglePlace = z.infer<typeof placeResponseSchema>;

const errorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

/** Places (New) price enums → the contract's 0–4; UNSPECIFIED and unknown → null. */
export function priceLevelFromGoogle(value: string | undefined): number | null {
  switch (value) {
    case 'PRICE_LEVEL_FREE':
      return 0;
    case 'PRICE_LEVEL_INEXPENSIVE':
      return 1;
    case 'PRICE_LEVEL_MODERATE':
      return 2;
    case 'PRICE_LEVEL_EXPENSIVE':
      return 3;
    case 'PRICE_LEVEL_VERY_EXPENSIVE':
      return 4;
    default:
      return null;
  }
}

const barTypes = new Set([
  'bar',
  'pub',
  'wine_bar',
  'cocktail_bar',
  'sports_bar',
  'beer_garden',
  'brewpub',
  'lounge_bar',
  'night_club',
]);
const cafeTypes = new Set(['cafe', 'coffee_shop', 'tea_house', 'cat_cafe', 'dog_cafe', 'internet_cafe', 'cafeteria']);

export function placeKindFromGoogle(primaryType: string | undefined): PlaceKind {
  if (primaryType && barTypes.has(primaryType)) return 'bar';
  if (primaryType && cafeTypes.has(primaryType)) return 'cafe';
  return 'restaurant';
}

/** Google's place ids are URL-safe base64; anything else cannot exist, so it is not worth a billed call. */
const placeIdPattern = /^[A-Za-z0-9_-]{1,512}$/;

function foldCacheKey(input: string): string {
  return input.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** At most `max` entries, least recently used out first, each for CACHE_TTL_MS from when it was stored. */
function expiringCache<V extends object>(max: number, now: () => Date): LRUCache<string, V> {
  // ttlResolution 0: read the clock on every look-up, so an injected clock (tests) is followed exactly.
  return new LRUCache<string, V>({ max, ttl: CACHE_TTL_MS, ttlResolution: 0, perf: { now: () => now().getTime() } });
}

export interface GooglePlacesProviderOptions {
  apiKey: string;
  baseUrl?: string;
  /** Per attempt. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Pause before the single retry after a network error or 5xx. */
  retryDelayMs?: number;
  autocompleteCacheSize?: number;
  detailsCacheSize?: number;
  languageCode?: string;
}

type Attempt =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'network'; cause: unknown }
  | { kind: 'timeout'; cause: unknown };

export function createGooglePlacesProvider(
  options: GooglePlacesProviderOptions,
): PlacesProvider & { readonly kind: 'google' } {
  const apiKey = options.apiKey;
  const baseUrl = (options.baseUrl ?? 'https://places.googleapis.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const retryDelayMs = options.retryDelayMs ?? 250;
  const autocompleteCache = expiringCache<Prediction[]>(options.autocompleteCacheSize ?? 1000, now);
  // Wrapped: an unknown place (null) is remembered too, and the cache holds objects only.
  const detailsCache = expiringCache<{ details: PlaceDetails | null }>(options.detailsCacheSize ?? 200, now);

  async function attempt(url: string, init: RequestInit): Promise<Attempt> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        body = null;
      }
      return { kind: 'response', status: response.status, body };
    } catch (error) {
      // The key travels in a header, never in the URL, so neither error below can carry it.
      if (signal.aborted) return { kind: 'timeout', cause: error };
      return { kind: 'network', cause: error };
    }
  }

  /** One retry on a network error or 5xx. A timeout is not retried: the visitor already waited 5 s. */
  async function call(url: string, init: RequestInit, notFoundIsNull: boolean): Promise<unknown> {
    let result = await attempt(url, init);
    if (result.kind === 'network' || (result.kind === 'response' && result.status >= 500)) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      result = await attempt(url, init);
    }
    if (result.kind === 'timeout') throw new PlacesUpstreamError('timeout', {}, { cause: result.cause });
    if (result.kind === 'network') throw new PlacesUpstreamError('unavailable', {}, { cause: result.cause });
    if (result.status >= 200 && result.status < 300) {
      if (result.body === null) throw new PlacesUpstreamError('invalid-response', { status: result.status });
      return result.body;
    }

    const parsedError = errorBodySchema.safeParse(result.body);
    const code = parsedError.success ? parsedError.data.error.status : undefined;
    const detailReason = parsedError.success
      ? parsedError.data.error.details?.find((detail) => detail.reason)?.reason
      : undefined;
    const upstream = { status: result.status, code, detailReason };
    if (result.status === 404 && notFoundIsNull) return null;
    let reason: PlacesUpstreamReason;
    if (result.status >= 500) reason = 'unavailable';
    else if (result.status === 429 || code === 'RESOURCE_EXHAUSTED') reason = 'busy';
    else if (result.status === 401 || result.status === 403 || detailReason === 'API_KEY_INVALID') {
      // A wrong, missing or restricted key, a disabled API or billing: the operator must fix the set-up.
      reason = 'misconfigured';
    } else reason = 'rejected';
    throw new PlacesUpstreamError(reason, upstream);
  }

  function toDetails(place: GooglePlace, at: Date): PlaceDetails {
    const reviews: Review[] = [];
    for (const raw of place.reviews ?? []) {
      try {
        reviews.push(normaliseLegacyReview(raw, { source: 'google', now: at }));
      } catch {
        // A review without a rating cannot be grouped; the rest of the place is still useful.
      }
    }
    const city =
      place.addressComponents?.find((component) => component.types?.includes('locality'))?.longText ??
      place.addressComponents?.find((component) => component.types?.includes('postal_town'))?.longText ??
      place.addressComponents?.find((component) => component.types?.includes('administrative_area_level_2'))
        ?.longText ??
      '';
    const total = Math.max(0, Math.round(place.userRatingCount ?? 0));
    return {
      place_id: place.id,
      name: place.displayName?.text ?? '',
      address: place.formattedAddress ?? '',
      city,
      phone: place.nationalPhoneNumber ?? null,
      phoneInternational: place.internationalPhoneNumber ?? null,
      website: place.websiteUri ?? null,
      rating: place.rating ?? null,
      totalReviews: total,
      user_ratings_total: total,
      price_level: priceLevelFromGoogle(place.priceLevel),
      business_status:
        place.businessStatus && place.businessStatus !== 'BUSINESS_STATUS_UNSPECIFIED' ? place.businessStatus : null,
      url: place.googleMapsUri ?? null,
      photos: (place.photos ?? []).map((photo) => ({ photo_reference: photo.name })),
      kind: placeKindFromGoogle(place.primaryType),
      cuisine: place.primaryTypeDisplayName?.text ?? null,
      ...summariseReviews(reviews),
      source: 'google',
    };
  }

  async function details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
    if (!placeIdPattern.test(placeId)) return null;
    // Held ≤ 5 minutes so the research and details steps of one visit share one billed call.
    // A hit ignores the session token: the session then simply ends unbilled-for-details, as Google allows.
    const cached = detailsCache.get(placeId);
    if (cached !== undefined) return cached.details;

    const query = new URLSearchParams();
    if (options.languageCode) query.set('languageCode', options.languageCode);
    if (sessionToken) query.set('sessionToken', sessionToken);
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const body = await call(
      `${baseUrl}/v1/places/${encodeURIComponent(placeId)}${search}`,
      { method: 'GET', headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': DETAILS_FIELD_MASK } },
      true,
    );
    let result: PlaceDetails | null = null;
    if (body !== null) {
      const parsed = placeResponseSchema.safeParse(body);
      if (!parsed.success) throw new PlacesUpstreamError('invalid-response', { status: 200 });
      result = toDetails(parsed.data, now());
    }
    detailsCache.set(placeId, { details: result });
    return result;
  }

  return {
    kind: 'google',

    async autocomplete(input: string, sessionToken: string): Promise<Prediction[]> {
      const trimmed = input.trim();
      if (trimmed === '') return [];
      const key = foldCacheKey(trimmed);
      const cached = autocompleteCache.get(key);
      if (cached !== undefined) return cached;

      const requestBody: Record<string, unknown> = {
        input: trimmed,
        includedPrimaryTypes: [...AUTOCOMPLETE_PRIMARY_TYPES],
      };
      if (sessionToken) requestBody.sessionToken = sessionToken;
      if (options.languageCode) requestBody.languageCode = options.languageCode;
      const body = await call(
        `${baseUrl}/v1/places:autocomplete`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey },
          body: JSON.stringify(requestBody),
        },
        false,
      );
      const parsed = autocompleteResponseSchema.safeParse(body);
      if (!parsed.success) throw new PlacesUpstreamError('invalid-response', { status: 200 });

      const predictions: Prediction[] = [];
      for (const suggestion of parsed.data.suggestions ?? []) {
        const prediction = suggestion.placePrediction;
        if (!prediction) continue; // query predictions are not places
        const mainText = prediction.structuredFormat?.mainText?.text ?? prediction.text?.text ?? '';
        const secondaryText = prediction.structuredFormat?.secondaryText?.text ?? '';
        predictions.push({
          place_id: prediction.placeId,
          description: prediction.text?.text ?? [mainText, secondaryText].filter(Boolean).join(', '),
          structured_formatting: { main_text: mainText, secondary_text: secondaryText },
        });
        if (predictions.length === 5) break;
      }
      autocompleteCache.set(key, predictions);
      return predictions;
    },

    details,

    /**
     * Places (New) returns at most 5 reviews chosen by relevance, with no sort or paging:
     * these are the newest of those 5, not necessarily the newest the place has. Unknown place → [].
     */
    async newestReviews(placeId: string): Promise<Review[]> {
      const place = await details(placeId);
      return place ? sortNewestFirst(place.allReviews) : [];
    },
  };
}
