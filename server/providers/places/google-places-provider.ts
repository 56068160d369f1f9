import { LRUCache } from 'lru-cache';
import type { PlaceDetails, Prediction, Review } from '#contracts/places.ts';
import { PlacesUpstreamError, type PlacesProvider } from './places-provider.ts';
import { sortNewestFirst } from './review-groups.ts';
import { callPlaces, type PlacesTransportOptions } from './google-places-transport.ts';
import {
  AUTOCOMPLETE_PRIMARY_TYPES,
  autocompleteResponseSchema,
  DETAILS_FIELD_MASK,
  placeResponseSchema,
  toDetails,
  toPredictions,
} from './google-places-wire.ts';

export {
  AUTOCOMPLETE_PRIMARY_TYPES,
  DETAILS_FIELD_MASK,
  placeKindFromGoogle,
  priceLevelFromGoogle,
} from './google-places-wire.ts';

/**
 * Client of Google Places API (New). Google's terms: only
 * `place_id` may be stored; everything here lives in short in-memory caches only (≤ 5 minutes).
 */

const CACHE_TTL_MS = 5 * 60 * 1000;

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

interface PlacesContext {
  apiKey: string;
  baseUrl: string;
  languageCode: string | undefined;
  transport: PlacesTransportOptions;
  now: () => Date;
  autocompleteCache: LRUCache<string, Prediction[]>;
  /** Wrapped: an unknown place (null) is remembered too, and the cache holds objects only. */
  detailsCache: LRUCache<string, { details: PlaceDetails | null }>;
}

export function createGooglePlacesProvider(
  options: GooglePlacesProviderOptions,
): PlacesProvider & { readonly kind: 'google' } {
  const now = options.now ?? (() => new Date());
  const context: PlacesContext = {
    apiKey: options.apiKey,
    baseUrl: (options.baseUrl ?? 'https://places.googleapis.com').replace(/\/+$/, ''),
    languageCode: options.languageCode,
    transport: {
      timeoutMs: options.timeoutMs ?? 5000,
      fetch: options.fetch ?? globalThis.fetch,
      retryDelayMs: options.retryDelayMs ?? 250,
    },
    now,
    autocompleteCache: expiringCache(options.autocompleteCacheSize ?? 1000, now),
    detailsCache: expiringCache(options.detailsCacheSize ?? 200, now),
  };
  return {
    kind: 'google',
    autocomplete: (input, sessionToken) => autocomplete(context, input, sessionToken),
    details: (placeId, sessionToken) => details(context, placeId, sessionToken),
    /**
     * Places (New) returns at most 5 reviews chosen by relevance, with no sort or paging:
     * these are the newest of those 5, not necessarily the newest the place has. Unknown place → [].
     */
    async newestReviews(placeId: string): Promise<Review[]> {
      const place = await details(context, placeId);
      return place ? sortNewestFirst(place.allReviews) : [];
    },
  };
}

async function autocomplete(context: PlacesContext, input: string, sessionToken: string): Promise<Prediction[]> {
  const trimmed = input.trim();
  if (trimmed === '') return [];
  const key = foldCacheKey(trimmed);
  const cached = context.autocompleteCache.get(key);
  if (cached !== undefined) return cached;

  const requestBody: Record<string, unknown> = {
    input: trimmed,
    includedPrimaryTypes: [...AUTOCOMPLETE_PRIMARY_TYPES],
  };
  if (sessionToken) requestBody.sessionToken = sessionToken;
  if (context.languageCode) requestBody.languageCode = context.languageCode;
  const body = await callPlaces(
    context.transport,
    `${context.baseUrl}/v1/places:autocomplete`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': context.apiKey },
      body: JSON.stringify(requestBody),
    },
    false,
  );
  const parsed = autocompleteResponseSchema.safeParse(body);
  if (!parsed.success) throw new PlacesUpstreamError('invalid-response', { status: 200 });
  const predictions = toPredictions(parsed.data);
  context.autocompleteCache.set(key, predictions);
  return predictions;
}

async function details(context: PlacesContext, placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
  if (!placeIdPattern.test(placeId)) return null;
  // Held ≤ 5 minutes so the research and details steps of one visit share one billed call.
  // A hit ignores the session token: the session then simply ends unbilled-for-details, as Google allows.
  const cached = context.detailsCache.get(placeId);
  if (cached !== undefined) return cached.details;

  const query = new URLSearchParams();
  if (context.languageCode) query.set('languageCode', context.languageCode);
  if (sessionToken) query.set('sessionToken', sessionToken);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const body = await callPlaces(
    context.transport,
    `${context.baseUrl}/v1/places/${encodeURIComponent(placeId)}${search}`,
    { method: 'GET', headers: { 'X-Goog-Api-Key': context.apiKey, 'X-Goog-FieldMask': DETAILS_FIELD_MASK } },
    true,
  );
  let result: PlaceDetails | null = null;
  if (body !== null) {
    const parsed = placeResponseSchema.safeParse(body);
    if (!parsed.success) throw new PlacesUpstreamError('invalid-response', { status: 200 });
    result = toDetails(parsed.data, context.now());
  }
  context.detailsCache.set(placeId, { details: result });
  return result;
}
