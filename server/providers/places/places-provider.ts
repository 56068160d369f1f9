import type { PlaceDetails, Prediction, Review } from '#contracts/places.ts';

/**
 * The one interface the restaurant features use to find a place and read its reviews
 * Implementations: the bundled catalogue (default) and Google Places API (New),
 * chosen by create-places-provider.ts. Everything returned is already normalised.
 */
export interface PlacesProvider {
  readonly kind: 'catalogue' | 'google';
  /**
   * At most 5 predictions for what the visitor typed. The same `sessionToken` must be passed to
   * the one details() call that ends the search: Google bills the whole session once.
   */
  autocomplete(input: string, sessionToken: string): Promise<Prediction[]>;
  /** The place, or null when no such place exists. */
  details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
  /**
   * The newest reviews the provider can see, newest first; [] for an unknown place.
   * Google Places (New) shows at most 5 reviews chosen by relevance, so new ones can be missed.
   */
  newestReviews(placeId: string): Promise<Review[]>;
}

export type PlacesUpstreamReason =
  'rejected' | 'misconfigured' | 'busy' | 'unavailable' | 'timeout' | 'invalid-response';

/** One table from failure to the HTTP status our API answers with and the message the visitor reads. */
const upstreamFailures: Record<PlacesUpstreamReason, { httpStatus: 502 | 503; message: string }> = {
  rejected: { httpStatus: 502, message: 'The restaurant search service rejected the request' },
  misconfigured: { httpStatus: 503, message: 'Restaurant search is not configured correctly' },
  busy: { httpStatus: 503, message: 'Restaurant search is busy; please try again in a minute' },
  unavailable: { httpStatus: 502, message: 'Restaurant search is unavailable right now; please try again shortly' },
  timeout: { httpStatus: 502, message: 'Restaurant search did not answer in time; please try again' },
  'invalid-response': { httpStatus: 502, message: 'Restaurant search returned an answer we could not read' },
};

/**
 * The places service failed. `message` is safe to show to a visitor and to log: it never holds the API key
 * nor the upstream body. `upstreamStatus`/`upstreamCode` (e.g. 429 / RESOURCE_EXHAUSTED) are for logs.
 */
export class PlacesUpstreamError extends Error {
  readonly httpStatus: 502 | 503;

  constructor(
    readonly reason: PlacesUpstreamReason,
    readonly upstream: { status?: number; code?: string; detailReason?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(upstreamFailures[reason].message, options);
    this.name = 'PlacesUpstreamError';
    this.httpStatus = upstreamFailures[reason].httpStatus;
  }
}
