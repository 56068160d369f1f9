import { z } from 'zod';
import type { GoogleApiFailure, GoogleBusinessReview } from './google-business-client.ts';

/** What the Business Profile client knows of Google's wire format: page sizes, paths, answer schemas, errors. */

/** Google's maximum page sizes: reviews 50, accounts 20, locations 100. */
export const REVIEWS_PAGE_SIZE = 50;
export const ACCOUNTS_PAGE_SIZE = 20;
export const LOCATIONS_PAGE_SIZE = 100;
export const LOCATION_READ_MASK = 'name,title,storefrontAddress,metadata';

/** Shown for reviewers who chose to stay anonymous (Google then sends no display name). */
export const ANONYMOUS_REVIEWER_NAME = 'A Google user';

export const ACCOUNT_PATH = /^accounts\/[A-Za-z0-9_-]+$/;
export const LOCATION_PATH = /^accounts\/[A-Za-z0-9_-]+\/locations\/[A-Za-z0-9_-]+$/;
export const REVIEW_PATH = /^accounts\/[A-Za-z0-9_-]+\/locations\/[A-Za-z0-9_-]+\/reviews\/[A-Za-z0-9_-]+$/;

/** `accounts/123` + `locations/456` → `accounts/123/locations/456`, the parent of API v4 reviews. */
export function reviewsParent(accountName: string, locationName: string): string {
  return `${accountName}/${locationName}`;
}

export const STAR_RATINGS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

export const googleErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }),
});

export const accountsPageSchema = z.object({
  accounts: z
    .array(z.object({ name: z.string(), accountName: z.string().optional(), type: z.string().optional() }))
    .optional(),
  nextPageToken: z.string().optional(),
});

export const addressSchema = z.object({
  addressLines: z.array(z.string()).optional(),
  locality: z.string().optional(),
  administrativeArea: z.string().optional(),
  postalCode: z.string().optional(),
  regionCode: z.string().optional(),
});

export const locationsPageSchema = z.object({
  locations: z
    .array(
      z.object({
        name: z.string(),
        title: z.string().optional(),
        storefrontAddress: addressSchema.optional(),
        metadata: z.object({ placeId: z.string().optional(), mapsUri: z.string().optional() }).optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

export const replySchema = z.object({ comment: z.string(), updateTime: z.string() });

export const reviewSchema = z.object({
  name: z.string(),
  reviewId: z.string(),
  reviewer: z.object({ displayName: z.string().optional(), isAnonymous: z.boolean().optional() }).optional(),
  starRating: z.enum(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']),
  comment: z.string().optional(),
  createTime: z.string(),
  updateTime: z.string(),
  reviewReply: replySchema.optional(),
});

export const reviewsPageSchema = z.object({
  // Checked one by one: a review we cannot map (a rating Google left unspecified) must not hide the others.
  reviews: z.array(z.object({ name: z.string().optional(), updateTime: z.string() }).loose()).optional(),
  averageRating: z.number().optional(),
  totalReviewCount: z.number().optional(),
  nextPageToken: z.string().optional(),
});

export function mapReview(review: z.infer<typeof reviewSchema>): GoogleBusinessReview {
  const anonymous = review.reviewer?.isAnonymous === true;
  return {
    name: review.name,
    reviewId: review.reviewId,
    rating: STAR_RATINGS[review.starRating],
    comment: review.comment && review.comment.trim() !== '' ? review.comment : null,
    reviewerName: anonymous ? ANONYMOUS_REVIEWER_NAME : review.reviewer?.displayName || ANONYMOUS_REVIEWER_NAME,
    reviewerAnonymous: anonymous,
    createTime: review.createTime,
    updateTime: review.updateTime,
    reply: review.reviewReply
      ? { comment: review.reviewReply.comment, updateTime: review.reviewReply.updateTime }
      : null,
  };
}

export function oneLineAddress(address: z.infer<typeof addressSchema> | undefined): string {
  if (!address) return '';
  const region = [address.administrativeArea, address.postalCode].filter(Boolean).join(' ');
  return [...(address.addressLines ?? []), address.locality, region].filter((part) => part && part.trim()).join(', ');
}

export function failureForStatus(status: number): GoogleApiFailure {
  if (status === 400) return 'invalid-argument';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'invalid-response';
}

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Removes any token that Google or a proxy might have echoed into a message. */
export function scrub(text: string, secrets: string[]): string {
  let result = text;
  for (const secret of secrets) if (secret) result = result.split(secret).join('[redacted]');
  return result.replace(/ya29\.[A-Za-z0-9._-]+/g, '[redacted]').replace(/1\/\/[A-Za-z0-9._-]+/g, '[redacted]');
}

export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError('deadline')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A base URL (a proxy may add a path prefix) joined with an API path. */
export function endpoint(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}
