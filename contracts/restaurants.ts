import { z } from 'zod';
import { placeDetailsSchema, predictionSchema } from './places.ts';

/** Requests and responses of the restaurant lookup routes. */

export const autocompleteQuerySchema = z.object({
  input: z
    .string()
    .max(200, 'input must be at most 200 characters')
    .transform((value) => value.trim())
    .refine((value) => value.length >= 2, 'Type at least 2 characters to search')
    .describe('What the visitor typed (at least 2 characters after trimming)'),
  sessionToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionToken must be 8–64 URL-safe characters')
    .optional()
    .describe(
      'One token per search; pass the same one to the details call that ends it (Google bills the session once)',
    ),
});

export const autocompleteResponseSchema = z.object({
  success: z.literal(true),
  predictions: z.array(predictionSchema).max(5),
});

export const detailsQuerySchema = z.object({
  place_id: z.string().min(1, 'place_id is required').max(300),
  sessionToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

export const detailsResponseSchema = z.object({ success: z.literal(true), result: placeDetailsSchema });

const shortText = (max: number) => z.string().trim().max(max).nullish();

/** POST /api/store-restaurant-data: the stored restaurant record. */
export const storeRestaurantRequestSchema = z.object({
  id: z.string().max(50).nullish().describe('Ignored: the server assigns the id'),
  placeId: z.string().trim().min(1, 'placeId is required').max(300),
  name: z.string().trim().min(1, 'name is required').max(200),
  address: shortText(300),
  phone: shortText(40),
  phoneInternational: shortText(40),
  website: shortText(500),
  rating: z
    .union([z.string().max(10), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
  userRatingsTotal: z.number().int().nonnegative().max(100_000_000).nullish(),
  priceLevel: z.number().int().min(0).max(4).nullish(),
  businessStatus: shortText(40),
  googleMapsUrl: shortText(500),
  photoReference: shortText(500),
  reviewsData: z.string().max(200_000, 'reviewsData is too large').nullish().describe('The place details as JSON text'),
});
export type StoreRestaurantRequest = z.infer<typeof storeRestaurantRequestSchema>;

export const storeRestaurantResponseSchema = z.object({
  success: z.literal(true),
  id: z.string().describe('The restaurant id (slug), kept in local storage as currentRestaurantId'),
});

export const restaurantIdParamsSchema = z.object({
  id: z
    .string()
    .max(50)
    .regex(/^[a-z0-9-]+$/, 'Unknown restaurant'),
});

export const restaurantDataResponseSchema = z.object({
  success: z.literal(true),
  restaurant: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    ownerName: z.string(),
    contactEmail: z.string().describe('Masked (j•••@example.com): ids are guessable, addresses are not public'),
    blitzOptIn: z.boolean().describe('Whether the owner opted in to the 7-day blitz'),
  }),
});
export type RestaurantData = z.infer<typeof restaurantDataResponseSchema>['restaurant'];
