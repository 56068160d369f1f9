import { z } from 'zod';

/**
 * Normalised place and review types (normalised once, at the provider boundary).
 * Every provider (catalogue, Google Places New) returns these; the API and the analysis consume them.
 */

export const ownerReplySchema = z.object({
  text: z.string().describe('The owner reply as published'),
  publishTime: z.string().describe('ISO-8601 instant the reply was published'),
});

export const reviewSchema = z.object({
  id: z.string().describe('Stable id of the review within its place'),
  rating: z.number().int().min(1).max(5),
  text: z.string().describe('Review text; empty when the guest left only stars'),
  authorName: z.string().describe('Display name of the reviewer, used for attribution'),
  relativeTime: z.string().describe('Human description of the age, e.g. "2 days ago"'),
  publishTime: z.string().describe('ISO-8601 instant the review was published'),
  language: z.string().describe('BCP-47 language code of the text, e.g. "en", "es"'),
  ownerReply: ownerReplySchema.nullable(),
  source: z.enum(['catalogue', 'google']),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewGroupsSchema = z.object({
  best: z.array(reviewSchema).describe('4–5 stars, newest first'),
  medium: z.array(reviewSchema).describe('3 stars, newest first'),
  bad: z.array(reviewSchema).describe('1–2 stars, newest first'),
});
export type ReviewGroups = z.infer<typeof reviewGroupsSchema>;

export const reviewDistributionSchema = z.object({
  high: z.number().int().nonnegative(),
  medium: z.number().int().nonnegative(),
  low: z.number().int().nonnegative(),
});
export type ReviewDistribution = z.infer<typeof reviewDistributionSchema>;

export const placeKindSchema = z.enum(['restaurant', 'bar', 'cafe']);
export type PlaceKind = z.infer<typeof placeKindSchema>;

/** GET /api/places/details result (the original API's snake_case field names, plus our extras). */
export const placeDetailsSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string().describe('Locality, e.g. "New York"'),
  phone: z.string().nullable(),
  phoneInternational: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.number().nullable(),
  totalReviews: z.number().int().nonnegative(),
  user_ratings_total: z.number().int().nonnegative(),
  price_level: z.number().int().min(0).max(4).nullable(),
  business_status: z.string().nullable(),
  url: z.string().nullable().describe('Google Maps (or catalogue) link to the place'),
  photos: z.array(z.object({ photo_reference: z.string() })),
  kind: placeKindSchema,
  cuisine: z.string().nullable().describe('Primary cuisine or type label, e.g. "Steakhouse"'),
  reviews: reviewGroupsSchema,
  allReviews: z.array(reviewSchema).describe('Every review, newest first'),
  reviewDistribution: reviewDistributionSchema,
  source: z.enum(['catalogue', 'google']),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const predictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
  structured_formatting: z.object({
    main_text: z.string(),
    secondary_text: z.string(),
  }),
});
export type Prediction = z.infer<typeof predictionSchema>;
