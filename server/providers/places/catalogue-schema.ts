import { z } from 'zod';
import { placeKindSchema } from '#contracts/places.ts';

/**
 * The bundled catalogue's file format: each file is a JSON array of places; review and
 * reply times are ages in hours relative to "now", so the catalogue always holds fresh reviews.
 * An operator can swap in their own catalogue (CATALOGUE_PATH); it is validated when loaded.
 */

const ageHoursSchema = z.number().finite().nonnegative().describe('Age in hours relative to now');

export const catalogueOwnerReplySchema = z.object({
  ageHours: ageHoursSchema,
  text: z.string().trim().min(1),
});

export const catalogueReviewSchema = z
  .object({
    id: z.string().min(1).max(100).describe('Unique within its place'),
    rating: z.number().int().min(1).max(5),
    authorName: z.string().trim().min(1).max(120),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Expected a BCP-47 language code such as "en" or "es"'),
    ageHours: ageHoursSchema,
    text: z.string().max(5000).describe('May be empty when the guest left only stars'),
    ownerReply: catalogueOwnerReplySchema.nullable(),
  })
  .refine((review) => review.ownerReply === null || review.ownerReply.ageHours <= review.ageHours, {
    message: 'ownerReply.ageHours must not exceed the review ageHours (a reply cannot predate its review)',
    path: ['ownerReply', 'ageHours'],
  });
export type CatalogueReview = z.infer<typeof catalogueReviewSchema>;

export const cataloguePlaceSchema = z
  .object({
    id: z
      .string()
      .regex(
        /^cat-[A-Za-z0-9][A-Za-z0-9_-]*$/,
        'Expected a stable id starting with "cat-" (letters, digits, "-", "_")',
      ),
    name: z.string().trim().min(1).max(200),
    kind: placeKindSchema,
    cuisine: z.string().trim().min(1).max(80).nullable(),
    address: z.string().trim().min(1).max(300),
    city: z.string().trim().min(1).max(100),
    phone: z.string().trim().min(1).max(40).nullable(),
    phoneInternational: z.string().trim().min(1).max(40).nullable(),
    website: z.url({ protocol: /^https?$/ }).nullable(),
    priceLevel: z.number().int().min(0).max(4).nullable(),
    businessStatus: z.enum(['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY']),
    rating: z.number().min(1).max(5).nullable().describe('The public average on the platform'),
    userRatingsTotal: z.number().int().nonnegative().describe('All ratings on the platform, more than the sample'),
    reviews: z.array(catalogueReviewSchema).max(1000),
  })
  .superRefine((place, context) => {
    if (place.userRatingsTotal < place.reviews.length) {
      context.addIssue({
        code: 'custom',
        path: ['userRatingsTotal'],
        message: `userRatingsTotal (${place.userRatingsTotal}) is smaller than the ${place.reviews.length} reviews listed`,
      });
    }
    const seen = new Set<string>();
    place.reviews.forEach((review, index) => {
      if (seen.has(review.id)) {
        context.addIssue({
          code: 'custom',
          path: ['reviews', index, 'id'],
          message: `Duplicate review id "${review.id}"`,
        });
      }
      seen.add(review.id);
    });
  });
export type CataloguePlace = z.infer<typeof cataloguePlaceSchema>;

export const catalogueFileSchema = z.array(cataloguePlaceSchema);
