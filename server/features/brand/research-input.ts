import type { PlaceDetails, Review } from '#contracts/places.ts';
import type { ClientReview, ResearchBrandRequest } from '#contracts/playbooks.ts';
import type { RestaurantInput } from './restaurant-profile.ts';

/**
 * What the analysis reads (RestaurantInput) from a place the server fetched, or, when it could not, from what
 * the browser sent (client reviews are limited by the contract and treated as untrusted text).
 */

export function restaurantInputFromDetails(details: PlaceDetails): RestaurantInput {
  return {
    name: details.name,
    address: details.address,
    city: details.city,
    cuisine: details.cuisine,
    kind: details.kind,
    priceLevel: details.price_level,
    rating: details.rating,
    reviews: details.allReviews,
  };
}

function textOf(review: ClientReview): string {
  const text = review.text;
  if (text === undefined) return '';
  return typeof text === 'string' ? text : text.text;
}

/** Normalises one browser-sent review (our own field names or Google's legacy and new ones) to our Review. */
export function normaliseClientReview(
  review: ClientReview,
  index: number,
  now: Date,
  source: Review['source'],
): Review {
  const publishTime =
    review.publishTime && !Number.isNaN(Date.parse(review.publishTime))
      ? new Date(review.publishTime).toISOString()
      : now.toISOString();
  return {
    id: (review.id ?? '').trim() || `client-${index + 1}`,
    rating: Math.min(5, Math.max(1, Math.round(review.rating))),
    text: textOf(review),
    authorName:
      (review.authorName ?? review.authorAttribution?.displayName ?? review.author_name ?? '').trim() || 'A guest',
    relativeTime:
      review.relativeTime ?? review.relativePublishTimeDescription ?? review.relative_time_description ?? '',
    publishTime,
    language: (review.language ?? 'en').trim() || 'en',
    ownerReply: review.ownerReply
      ? { text: review.ownerReply.text, publishTime: review.ownerReply.publishTime ?? publishTime }
      : null,
    // Quoted with the attribution of the places service this deployment serves.
    source,
  };
}

/** The reviews in a research request: an array, or the details object's allReviews, else its rating groups. */
export function clientReviewsOf(reviews: ResearchBrandRequest['reviews']): ClientReview[] {
  if (reviews === undefined) return [];
  if (Array.isArray(reviews)) return reviews;
  if (reviews.allReviews) return reviews.allReviews;
  const groups = reviews.reviews;
  if (groups === undefined) return [];
  if (Array.isArray(groups)) return groups;
  return [...(groups.best ?? []), ...(groups.medium ?? []), ...(groups.bad ?? [])];
}

/**
 * "205 E Houston St, New York, NY 10002" → "New York": the part before the region. With a trailing country
 * ("…, NY 10002, USA") the region is the second-to-last part. "" when the address has too few parts to tell.
 */
export function cityFromAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length >= 4 && /^(USA|US|United States|Canada|UK|United Kingdom)$/i.test(parts.at(-1) ?? '')) parts.pop();
  return parts.length >= 3 ? (parts[parts.length - 2] ?? '').replace(/\s+\d[\d-]*$/, '') : '';
}

export function restaurantInputFromRequest(
  request: ResearchBrandRequest,
  now: Date,
  source: Review['source'],
): RestaurantInput {
  const address = request.restaurantAddress;
  return {
    name: request.restaurantName,
    address,
    city: cityFromAddress(address),
    cuisine: null,
    kind: 'restaurant',
    priceLevel: null,
    rating: null,
    reviews: clientReviewsOf(request.reviews).map((review, index) => normaliseClientReview(review, index, now, source)),
  };
}
