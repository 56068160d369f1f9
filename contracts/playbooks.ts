import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isEmailAddress } from './email-constants.ts';
import { SAVED_PLAYBOOKS_LIMIT } from './playbook-constants.ts';
import {
  brandEngineSchema,
  brandProfileSchema,
  ratingDistributionSchema,
  replyRateUnknownReasonSchema,
  reviewInsightSchema,
  themeSchema,
} from './brand.ts';

/**
 * Brand research, stored brand profiles and playbook generation. One schema per request and response, shared by the routes, the browser and the tests.
 */

export const REVIEW_LIMITS = { maxReviews: 100, maxChars: 5_000 } as const;

/** The same wording as contracts/leads.ts. */
export const REQUIRED_MESSAGE = 'This field is required';
const TOO_MANY_REVIEWS = `At most ${REVIEW_LIMITS.maxReviews} reviews are accepted`;
const REVIEW_TOO_LONG = `Each review must be ${REVIEW_LIMITS.maxChars.toLocaleString('en-US')} characters or fewer`;

const placeIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .describe('Place id from /api/places/autocomplete (cat-… or a Google place id)');
const restaurantIdSchema = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9-]+$/, 'restaurantId must be a restaurant id (lowercase letters, digits and hyphens)')
  .describe('The id /api/store-restaurant-data returned');

const reviewTextSchema = z
  .union([z.string(), z.object({ text: z.string() }).loose()])
  .refine(
    (value) => (typeof value === 'string' ? value : value.text).length <= REVIEW_LIMITS.maxChars,
    REVIEW_TOO_LONG,
  );

/**
 * A review as a browser may send it: our normalised shape or Google's legacy/new field names.
 * Untrusted text: length-limited here, quoted as data by every engine.
 */
export const clientReviewSchema = z
  .object({
    id: z.string().max(200).optional(),
    rating: z.coerce.number().min(1).max(5),
    text: reviewTextSchema.optional(),
    authorName: z.string().max(200).optional(),
    author_name: z.string().max(200).optional(),
    authorAttribution: z
      .object({ displayName: z.string().max(200).optional() })
      .loose()
      .optional(),
    relativeTime: z.string().max(100).optional(),
    relative_time_description: z.string().max(100).optional(),
    relativePublishTimeDescription: z.string().max(100).optional(),
    publishTime: z.string().max(60).optional(),
    language: z.string().max(20).optional(),
    ownerReply: z
      .object({
        text: z.string().max(REVIEW_LIMITS.maxChars, REVIEW_TOO_LONG),
        publishTime: z.string().max(60).optional(),
      })
      .nullable()
      .optional(),
  })
  .describe(
    'One review: text as a string or {text}; author as authorName, author_name or authorAttribution.displayName',
  );
export type ClientReview = z.infer<typeof clientReviewSchema>;

const clientReviewListSchema = z.array(clientReviewSchema).max(REVIEW_LIMITS.maxReviews, TOO_MANY_REVIEWS);

/** The place details object the browser got from /api/places/details (only its reviews are read). */
const clientPlaceDetailsSchema = z
  .object({
    allReviews: clientReviewListSchema.optional(),
    reviews: z
      .union([
        clientReviewListSchema,
        z
          .object({ best: clientReviewListSchema, medium: clientReviewListSchema, bad: clientReviewListSchema })
          .partial(),
      ])
      .optional(),
  })
  .loose()
  .refine((value) => {
    if (value.allReviews) return true;
    const groups = value.reviews;
    if (!groups || Array.isArray(groups)) return true;
    return (
      (groups.best?.length ?? 0) + (groups.medium?.length ?? 0) + (groups.bad?.length ?? 0) <= REVIEW_LIMITS.maxReviews
    );
  }, TOO_MANY_REVIEWS);

/** A union's default message is "Invalid input": report the first problem of the shape that was sent. */
function reviewsUnionMessage(issue: {
  input?: unknown;
  errors?: { message: string; path: PropertyKey[] }[][];
}): string {
  const first = issue.errors?.[Array.isArray(issue.input) ? 0 : 1]?.[0];
  if (!first) return 'Send an array of reviews or the place details object';
  const where = first.path.map(String).join('.');
  return where ? `${where}: ${first.message}` : first.message;
}

/** POST /api/research-brand */
export const researchBrandRequestSchema = z.object({
  restaurantName: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(200)
    .describe('The restaurant’s name'),
  restaurantAddress: z.string().trim().max(300).default('').describe('Its address'),
  placeId: placeIdSchema.optional(),
  reviews: z
    .union([clientReviewListSchema, clientPlaceDetailsSchema], { error: reviewsUnionMessage })
    .optional()
    .describe(
      `The place details object or an array of reviews; used only when the server cannot fetch the reviews itself by placeId. At most ${REVIEW_LIMITS.maxReviews} reviews of ${REVIEW_LIMITS.maxChars} characters each.`,
    ),
});
export type ResearchBrandRequest = z.infer<typeof researchBrandRequestSchema>;

export const researchBrandResponseSchema = z.object({
  success: z.literal(true),
  brandProfile: brandProfileSchema.describe(
    'The analysis; its `engine` says which engine produced it (offline: our own analysis; otherwise the model)',
  ),
  reviewSource: z
    .enum(['catalogue', 'google'])
    .nullable()
    .describe(
      'Where the analysed reviews came from: catalogue reviews are samples written for the demo, not real reviews of the place; null when there were none',
    ),
});
export type ResearchBrandResponse = z.infer<typeof researchBrandResponseSchema>;

/** JSON text or the object itself; stored as JSON either way. */
const brandDataSchema = z
  .union([z.string().max(200_000), z.record(z.string(), z.unknown())])
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'Must be a JSON object or JSON text of one' });
    return z.NEVER;
  });

export const ownerNameSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(120, 'Must be 120 characters or fewer')
  .describe('The owner’s or manager’s name; replies are signed with its first name');

/** Required, then the one email rule of contracts/email-constants.ts. */
const contactEmailSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, `Must be ${EMAIL_MAX_LENGTH} characters or fewer`)
  .regex(EMAIL_ADDRESS_PATTERN, INVALID_EMAIL_MESSAGE)
  .describe('Where the playbook is sent; never shown publicly');

const vibeSchema = z.string().trim().max(300).default('').describe('One line on the feel of the place');
const blitzOptInSchema = z.boolean().optional().describe('Consent to the free 7-day blitz emails');

/** POST /api/store-brand-profile */
export const storeBrandProfileRequestSchema = z.object({
  id: z.string().max(60).nullish().describe('An existing profile id to update; a new one is created otherwise'),
  restaurantId: restaurantIdSchema,
  vibe: vibeSchema,
  ownerName: z.string().trim().max(120).default('').describe('May be empty at research time'),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .default('')
    .refine((value) => value === '' || isEmailAddress(value), INVALID_EMAIL_MESSAGE)
    .describe('May be empty at research time'),
  originalBrandData: brandDataSchema.describe('The brand profile research-brand returned (object or JSON text)'),
  finalBrandData: brandDataSchema.nullish().describe('The profile as confirmed at Generate; null at first'),
  blitzOptIn: blitzOptInSchema,
});

/** POST /api/update-final-brand-profile */
export const updateFinalBrandProfileRequestSchema = z.object({
  id: z.uuid('Unknown brand profile').describe('The id store-brand-profile returned'),
  vibe: vibeSchema,
  ownerName: ownerNameSchema,
  contactEmail: contactEmailSchema,
  finalBrandData: brandDataSchema.describe('The profile as the visitor confirmed it'),
  blitzOptIn: blitzOptInSchema,
});

export const brandProfileIdResponseSchema = z.object({
  success: z.literal(true),
  id: z.string().describe('The stored brand profile id'),
});

/**
 * POST /api/generate-sop and /api/generate-sop-text: the brand profile fields (all optional but the owner's
 * name and email: what research-brand returned, as the visitor edited it) plus the restaurant.
 */
export const generatePlaybookRequestSchema = z
  .object({
    restaurantName: z.string().trim().max(200).optional().describe('The restaurant’s name (or `name`)'),
    name: z.string().trim().max(200).optional().describe('The brand profile’s name: the restaurant’s name'),
    address: z.string().trim().max(300).optional(),
    restaurantId: restaurantIdSchema.optional(),
    brandProfileId: z.uuid('Unknown brand profile').optional().describe('The id store-brand-profile returned'),
    placeId: placeIdSchema.optional(),
    blitzOptIn: blitzOptInSchema,
    ownerName: ownerNameSchema,
    contactEmail: contactEmailSchema,
    vibe: z.string().trim().max(300).optional(),
    cuisine: z.string().trim().max(80).optional(),
    priceTier: z.string().trim().max(8).optional(),
    toneOfVoice: z.array(z.string().trim().min(1).max(40)).min(1).max(5).optional(),
    signOff: z.string().trim().max(120).optional(),
    signatureItems: z.array(z.string().trim().max(80)).max(12).optional(),
    strengths: z.array(themeSchema).max(8).optional(),
    complaints: z.array(themeSchema).max(8).optional(),
    staffMentioned: z.array(z.string().trim().max(60)).max(12).optional(),
    ratingDistribution: ratingDistributionSchema.optional(),
    averageRating: z.number().min(0).max(5).nullable().optional(),
    reviewCount: z.number().int().nonnegative().max(1_000_000).optional(),
    replyRate: z.number().min(0).max(1).nullable().optional(),
    replyRateUnknownReason: replyRateUnknownReasonSchema.nullable().optional(),
    reviewInsights: z.array(reviewInsightSchema).max(REVIEW_LIMITS.maxReviews).optional(),
    engine: brandEngineSchema.optional(),
  })
  .refine((value) => Boolean(value.restaurantName || value.name), {
    message: REQUIRED_MESSAGE,
    path: ['restaurantName'],
  });
export type GeneratePlaybookRequest = z.infer<typeof generatePlaybookRequestSchema>;

export const playbookFormatSchema = z.enum(['html', 'text']);
export type PlaybookFormat = z.infer<typeof playbookFormatSchema>;

const googleConnectPathSchema = z
  .string()
  .optional()
  .describe(
    'With the blitz and Google OAuth configured: the signed `/connect/google?t=…` path for the /thank-you button; it only connects the blitz this playbook started',
  );

export const generatePlaybookResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    sopId: z.string().describe('Public id: the playbook lives at /sop/{sopId}'),
    sopContent: z.string().describe('The playbook: a complete HTML document, or plain UTF-8 text'),
    format: playbookFormatSchema,
    googleConnectPath: googleConnectPathSchema,
  }),
  z.object({
    success: z.literal(true),
    queued: z.literal(true).describe('Still generating: it is emailed when ready'),
    sopId: z.string(),
    googleConnectPath: googleConnectPathSchema,
  }),
]);
export type GeneratePlaybookResponse = z.infer<typeof generatePlaybookResponseSchema>;

/** One item of the saved playbooks list: nothing personal. */
export const savedPlaybookSchema = z.object({
  id: z.string(),
  name: z.string().describe('Restaurant name'),
  address: z.string(),
  location: z.string().describe('City'),
  description: z.string().describe('The vibe line'),
  specialty: z.string().describe('What guests name most (a dish or drink), else the cuisine'),
  createdAt: z.string().describe('ISO-8601'),
});
export type SavedPlaybook = z.infer<typeof savedPlaybookSchema>;

export { SAVED_PLAYBOOKS_LIMIT as SAVED_PLAYBOOKS_LIMIT };

export const savedPlaybooksResponseSchema = z.object({ sops: z.array(savedPlaybookSchema).max(SAVED_PLAYBOOKS_LIMIT) });

export const playbookIdParamsSchema = z.object({
  id: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Unknown playbook'),
});

export const downloadQuerySchema = z.object({
  format: playbookFormatSchema.default('html').describe('html (a self-contained document) or text'),
});

/** What /sop/{id} renders (through the load context): the public part of a stored playbook. */
export interface PlaybookPage {
  id: string;
  restaurantName: string;
  address: string;
  location: string;
  description: string;
  specialty: string;
  /** ISO-8601 instant the playbook was composed. */
  generatedAt: string;
  /** Where its reviews came from: the catalogue's are samples written for the demo; null when unknown. */
  reviewSource: 'catalogue' | 'google' | null;
  /** The escaped playbook body (`<article class="rb-playbook">…`) and its scoped CSS. */
  bodyHtml: string;
  css: string;
  fileNames: { html: string; text: string };
  /** False for a playbook of a place we could not look up (its name is the visitor's): not to be indexed. */
  listed: boolean;
}
