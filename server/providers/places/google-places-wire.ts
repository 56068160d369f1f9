import { z } from 'zod';
import type { PlaceDetails, PlaceKind, Prediction, Review } from '#contracts/places.ts';
import { normaliseLegacyReview, summariseReviews } from './review-groups.ts';

/** What the Places client knows of Google Places API (New): field masks, answer schemas, and how to read them. */

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

const localizedTextSchema = z.object({ text: z.string().optional(), languageCode: z.string().optional() });

export const autocompleteResponseSchema = z.object({
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

export const placeResponseSchema = z.object({
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
export type GooglePlace = z.infer<typeof placeResponseSchema>;

export const errorBodySchema = z.object({
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

/** A place's town: its locality, else its postal town, else its county; '' when Google names none. */
function cityOf(place: GooglePlace): string {
  for (const type of ['locality', 'postal_town', 'administrative_area_level_2']) {
    const component = place.addressComponents?.find((candidate) => candidate.types?.includes(type));
    if (component?.longText !== undefined) return component.longText;
  }
  return '';
}

function readableReviews(place: GooglePlace, at: Date): Review[] {
  const reviews: Review[] = [];
  for (const raw of place.reviews ?? []) {
    try {
      reviews.push(normaliseLegacyReview(raw, { source: 'google', now: at }));
    } catch {
      // A review without a rating cannot be grouped; the rest of the place is still useful.
    }
  }
  return reviews;
}

function contactOf(place: GooglePlace): Pick<PlaceDetails, 'phone' | 'phoneInternational' | 'website'> {
  return {
    phone: place.nationalPhoneNumber ?? null,
    phoneInternational: place.internationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
  };
}

export function toDetails(place: GooglePlace, at: Date): PlaceDetails {
  const total = Math.max(0, Math.round(place.userRatingCount ?? 0));
  const status = place.businessStatus;
  return {
    place_id: place.id,
    name: place.displayName?.text ?? '',
    address: place.formattedAddress ?? '',
    city: cityOf(place),
    ...contactOf(place),
    rating: place.rating ?? null,
    totalReviews: total,
    user_ratings_total: total,
    price_level: priceLevelFromGoogle(place.priceLevel),
    business_status: status && status !== 'BUSINESS_STATUS_UNSPECIFIED' ? status : null,
    url: place.googleMapsUri ?? null,
    photos: (place.photos ?? []).map((photo) => ({ photo_reference: photo.name })),
    kind: placeKindFromGoogle(place.primaryType),
    cuisine: place.primaryTypeDisplayName?.text ?? null,
    ...summariseReviews(readableReviews(place, at)),
    source: 'google',
  };
}

/** At most five place predictions from an autocomplete answer (query predictions are not places). */
export function toPredictions(answer: z.infer<typeof autocompleteResponseSchema>): Prediction[] {
  const predictions: Prediction[] = [];
  for (const suggestion of answer.suggestions ?? []) {
    const prediction = suggestion.placePrediction;
    if (!prediction) continue;
    const mainText = prediction.structuredFormat?.mainText?.text ?? prediction.text?.text ?? '';
    const secondaryText = prediction.structuredFormat?.secondaryText?.text ?? '';
    predictions.push({
      place_id: prediction.placeId,
      description: prediction.text?.text ?? [mainText, secondaryText].filter(Boolean).join(', '),
      structured_formatting: { main_text: mainText, secondary_text: secondaryText },
    });
    if (predictions.length === 5) break;
  }
  return predictions;
}
