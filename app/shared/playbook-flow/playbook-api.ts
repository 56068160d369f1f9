import { api, apiFile } from '#app/lib/api-client.ts';
import type { ApiRequest } from '#contracts/api.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { PlaceDetails } from '#contracts/places.ts';
import type { GeneratePlaybookResponse, ResearchBrandResponse, PlaybookFormat } from '#contracts/playbooks.ts';
import type { RestaurantData } from '#contracts/restaurants.ts';

/**
 * The calls of the playbook flow after a restaurant is picked, typed by contracts/api.ts; the browser never
 * bundles zod for them. The card loads this module when a visitor picks a restaurant (search-api.ts has the one call
 * the first step needs).
 */

export async function fetchPlaceDetails(placeId: string, sessionToken: string): Promise<PlaceDetails> {
  const body = await api('GET /api/places/details', { query: { place_id: placeId, sessionToken } });
  return body.result;
}

/** The stored restaurant record; reviewsData is the details as JSON text. */
export async function storeRestaurant(details: PlaceDetails): Promise<string> {
  const body = await api('POST /api/store-restaurant-data', {
    body: {
      placeId: details.place_id,
      name: details.name,
      address: details.address,
      phone: details.phone,
      phoneInternational: details.phoneInternational,
      website: details.website,
      rating: details.rating === null ? null : String(details.rating),
      userRatingsTotal: details.user_ratings_total,
      priceLevel: details.price_level,
      businessStatus: details.business_status,
      googleMapsUrl: details.url,
      photoReference: details.photos[0]?.photo_reference ?? null,
      reviewsData: JSON.stringify({
        reviews: details.reviews,
        allReviews: details.allReviews,
        reviewDistribution: details.reviewDistribution,
      }),
    },
  });
  return body.id;
}

/** The fallback record when details failed: what the suggestion said. */
export async function storeRestaurantFallback(placeId: string, name: string, address: string): Promise<string> {
  const body = await api('POST /api/store-restaurant-data', { body: { placeId, name, address } });
  return body.id;
}

/** The research request carries at most 100 reviews (contracts/playbooks.ts REVIEW_LIMITS). */
export async function researchBrand(place: {
  name: string;
  address: string;
  placeId: string;
  reviews: PlaceDetails['allReviews'];
}): Promise<ResearchBrandResponse> {
  return api('POST /api/research-brand', {
    body: {
      restaurantName: place.name,
      restaurantAddress: place.address,
      placeId: place.placeId,
      reviews: place.reviews.slice(0, 100).map((review) => ({ ...review, text: review.text.slice(0, 5_000) })),
    },
  });
}

/** The stored brand profile, finalBrandData null until Generate. */
export async function storeBrandProfile(input: {
  restaurantId: string;
  profile: BrandProfile;
  finalProfile: BrandProfile | null;
  blitzOptIn?: boolean;
}): Promise<string> {
  const body = await api('POST /api/store-brand-profile', {
    body: {
      restaurantId: input.restaurantId,
      vibe: (input.finalProfile ?? input.profile).vibe,
      ownerName: input.finalProfile?.ownerName ?? '',
      contactEmail: input.finalProfile?.contactEmail ?? '',
      originalBrandData: JSON.stringify(input.profile),
      finalBrandData: input.finalProfile ? JSON.stringify(input.finalProfile) : null,
      blitzOptIn: input.blitzOptIn,
    },
  });
  return body.id;
}

export async function updateFinalBrandProfile(id: string, profile: BrandProfile, blitzOptIn: boolean): Promise<string> {
  const body = await api('POST /api/update-final-brand-profile', {
    body: {
      id,
      vibe: profile.vibe,
      ownerName: profile.ownerName,
      contactEmail: profile.contactEmail,
      finalBrandData: JSON.stringify(profile),
      blitzOptIn,
    },
  });
  return body.id;
}

export type GenerateInput = {
  profile: BrandProfile;
  restaurantId: string | null;
  brandProfileId: string | null;
  placeId: string | null;
  blitzOptIn: boolean;
};

/** The brand profile fields plus name, restaurantName and address. */
export async function generatePlaybook(
  input: GenerateInput,
  format: PlaybookFormat,
): Promise<GeneratePlaybookResponse> {
  const { profile } = input;
  const request: ApiRequest<'POST /api/generate-sop'> = {
    body: {
      ...profile,
      name: profile.name,
      restaurantName: profile.name,
      address: profile.address,
      restaurantId: input.restaurantId ?? undefined,
      brandProfileId: input.brandProfileId ?? undefined,
      placeId: input.placeId ?? undefined,
      blitzOptIn: input.blitzOptIn,
    },
  };
  return format === 'html' ? api('POST /api/generate-sop', request) : api('POST /api/generate-sop-text', request);
}

/** The stored playbook file once it is ready; null while it is still being written (404). */
export async function fetchPlaybookFile(
  playbookId: string,
  format: PlaybookFormat,
  signal?: AbortSignal,
): Promise<string | null> {
  return apiFile(
    'GET /api/playbooks/:id/download',
    { params: { id: playbookId }, query: { format } },
    { signal, on404: 'return-null' },
  );
}

export async function sendPlaybookEmail(input: {
  email: string;
  restaurantName: string;
  sopContent: string;
  sopId: string;
}): Promise<void> {
  await api('POST /api/send-sop-email', { body: input });
}

export async function fetchRestaurantData(id: string): Promise<RestaurantData | null> {
  const body = await api('GET /api/restaurant-data/:id', { params: { id } });
  return body.restaurant;
}
