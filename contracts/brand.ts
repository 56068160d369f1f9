import { z } from 'zod';

/**
 * The brand profile: what the analysis finds, what the visitor edits in step 2,
 * and what the playbook composer personalises from. One schema for the offline engine, the model's
 * structured output, the API and the browser form.
 */

export const aspectSchema = z.enum([
  'food',
  'service',
  'ambience',
  'value',
  'speed',
  'cleanliness',
  'drinks',
  'staff',
  'signature',
]);
export type Aspect = z.infer<typeof aspectSchema>;

export const sentimentSchema = z.enum(['positive', 'negative', 'mixed', 'neutral']);
export type Sentiment = z.infer<typeof sentimentSchema>;

export const reviewInsightSchema = z.object({
  sentiment: sentimentSchema,
  score: z.number().min(-1).max(1).describe('Text-only sentiment score, −1 (very negative) … 1 (very positive)'),
  aspects: z.array(
    z.object({
      aspect: aspectSchema,
      sentiment: z.enum(['positive', 'negative', 'neutral']),
      /** The staff member's name or the dish/drink, for the staff and signature aspects. */
      subject: z.string().optional(),
    }),
  ),
});
export type ReviewInsight = z.infer<typeof reviewInsightSchema>;

export const themeSchema = z.object({
  aspect: aspectSchema,
  label: z.string().describe('Short human label, e.g. "Dry-aged steaks" or "Long waits for a table"'),
  share: z.number().min(0).max(1).describe('Share of analysed reviews that mention it'),
  count: z.number().int().nonnegative(),
  evidence: z.string().max(200).describe('A short quote from one review'),
  evidenceAuthor: z.string().describe('Attribution of the quote, e.g. "Jane D."'),
  topic: z
    .string()
    .max(40)
    .optional()
    .describe('Stable id of the theme ("long-wait"), kept when a model rewrites the label'),
});
export type Theme = z.infer<typeof themeSchema>;

export const ratingDistributionSchema = z.object({
  '1': z.number().int().nonnegative(),
  '2': z.number().int().nonnegative(),
  '3': z.number().int().nonnegative(),
  '4': z.number().int().nonnegative(),
  '5': z.number().int().nonnegative(),
});
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

export const brandEngineSchema = z.enum(['offline', 'openai', 'anthropic']);
export type BrandEngine = z.infer<typeof brandEngineSchema>;

/**
 * Why a reply rate is not known. Google Places (New) returns reviews without their owner replies, so for a Google
 * place "no reply yet" would be a guess: the rate is unknown, never 0%.
 */
export const replyRateUnknownReasonSchema = z.enum(['owner-replies-not-shared', 'no-reviews']);

/**
 * How the owner sounds when they reply to reviews. Learned from the owner's own published replies when there are
 * some (`source: 'owner-replies'`); otherwise the tone comes from the type of place and these habits are empty
 * (`source: 'place-type'`).
 */
export const brandVoiceSchema = z.object({
  source: z.enum(['owner-replies', 'place-type']),
  replyCount: z.number().int().nonnegative().describe('Owner replies the voice was learned from'),
  greeting: z
    .enum(['none', 'name', 'salutation'])
    .describe('none: straight in; name: opens with the guest\'s first name ("Sam, thanks…"); salutation: "Hi Sam,"'),
  salutation: z.string().max(20).describe('The word before the name when greeting is salutation, e.g. "Hi", "Dear"'),
  usesGuestName: z.boolean().describe('Most replies name the guest by first name'),
  signOff: z.string().max(120).describe('The sign-off the owner uses most, e.g. "— Maria"; "" when they do not sign'),
  sentencesPerReply: z
    .number()
    .int()
    .min(0)
    .max(20)
    .describe('Typical sentences per reply, greeting and sign-off aside'),
  wordsPerReply: z.number().int().min(0).max(400),
  formality: z.enum(['formal', 'warm', 'casual']),
  exclamations: z.boolean().describe('The owner uses exclamation marks'),
  emoji: z.array(z.string().max(16)).max(3).describe('Emoji the owner uses, most used first'),
  phrases: z.array(z.string().max(60)).max(5).describe("Phrases that recur in the owner's replies"),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;

export const brandProfileSchema = z.object({
  name: z.string().min(1).max(200),
  address: z.string().max(300),
  vibe: z
    .string()
    .max(300)
    .describe('One line on the feel of the place, e.g. "Old-school steakhouse with clubby, wood-panelled rooms"'),
  ownerName: z.string().max(120).describe('Filled in by the visitor; may be guessed from signed owner replies'),
  contactEmail: z.string().max(254).describe('Filled in by the visitor'),
  cuisine: z.string().max(80),
  priceTier: z.string().max(8).describe('"$" … "$$$$", or "" when unknown'),
  toneOfVoice: z.array(z.string().max(40)).min(3).max(5),
  signOff: z.string().max(120).describe('How replies are signed, e.g. "— Maria, General Manager"'),
  signatureItems: z.array(z.string().max(80)).max(12),
  strengths: z.array(themeSchema).max(8),
  complaints: z.array(themeSchema).max(8),
  staffMentioned: z.array(z.string().max(60)).max(12),
  ratingDistribution: ratingDistributionSchema,
  averageRating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  replyRate: z.number().min(0).max(1).nullable().describe('Share of reviews with an owner reply, when known'),
  replyRateUnknownReason: replyRateUnknownReasonSchema
    .nullable()
    .optional()
    .describe('Why replyRate is null: the reviews carry no owner replies (Google Places), or there were no reviews'),
  reviewInsights: z.array(reviewInsightSchema).describe('One per analysed review, in the order given'),
  engine: brandEngineSchema.describe('Which engine produced this profile'),
  voice: brandVoiceSchema
    .optional()
    .describe('Where the voice came from and the reply habits learned; absent in profiles saved before it existed'),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;
