import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from './email-constants.ts';

/**
 * POST /api/contact, /api/quote-requests, /api/leads and /api/capture-lead. One schema per request, shared by the routes, the browser forms and the tests. Unknown keys are dropped rather
 * than rejected: a lead must not be lost because a form sent one field too many.
 */

export const LEAD_FIELD_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  restaurantName: 160,
  companyName: 160,
  message: 5_000,
  shortAnswer: 120,
  longAnswer: 5_000,
  placeId: 300,
  plan: 60,
  website: 2_048,
  contextKeys: 20,
  contextKey: 60,
  contextValue: 500,
} as const;

export const REQUIRED_MESSAGE = 'This field is required';

const tooLong = (max: number) => `Must be ${max.toLocaleString('en-US')} characters or fewer`;

function requiredText(max: number, description: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Must be text') })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, tooLong(max))
    .describe(description);
}

function optionalText(max: number, description: string) {
  return z.string({ error: 'Must be text' }).trim().max(max, tooLong(max)).optional().describe(description);
}

/** Required; whitespace around it is trimmed, then the one email rule of contracts/email-constants.ts applies. */
const leadEmailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Must be text') })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(LEAD_FIELD_LIMITS.email, tooLong(LEAD_FIELD_LIMITS.email))
  .regex(EMAIL_ADDRESS_PATTERN, INVALID_EMAIL_MESSAGE)
  .describe('Email address of the person to reply to');

/** Anti-abuse fields every form sends, instead of a CAPTCHA. */
const antiAbuseFields = {
  website: z
    .string({ error: 'Must be text' })
    .max(LEAD_FIELD_LIMITS.website, tooLong(LEAD_FIELD_LIMITS.website))
    .optional()
    .describe('Anti-spam field hidden from people: leave it empty or leave it out.'),
  renderedAt: z
    .number({ error: 'Must be a number (milliseconds since 1970)' })
    .int('Must be a whole number of milliseconds')
    .nonnegative('Must not be negative')
    .optional()
    .describe(
      'When the form was rendered, in milliseconds since the Unix epoch, taken from the server-rendered page (the server clock, ' +
        'so a visitor clock that is off does not matter). Submissions less than 3 seconds after it are refused.',
    ),
};
export type AntiAbuseFields = { website?: string | undefined; renderedAt?: number | undefined };

export const contactSourceSchema = z
  .enum(['gmb-website', 'gmb-website-contact'], { error: "source must be 'gmb-website' or 'gmb-website-contact'" })
  .describe("Which form sent it: 'gmb-website' (home page contact section) or 'gmb-website-contact' (/contact page)");

export const contactRequestSchema = z
  .object({
    name: requiredText(LEAD_FIELD_LIMITS.name, 'Name of the person writing'),
    email: leadEmailSchema,
    phone: optionalText(LEAD_FIELD_LIMITS.phone, 'Phone number, any format'),
    restaurantName: optionalText(
      LEAD_FIELD_LIMITS.restaurantName,
      "Restaurant or business name (the /contact form's business field)",
    ),
    message: requiredText(LEAD_FIELD_LIMITS.message, 'The message'),
    source: contactSourceSchema,
    ...antiAbuseFields,
  })
  .describe('Contact message');

export const quoteRequestSchema = z
  .object({
    name: requiredText(LEAD_FIELD_LIMITS.name, 'Name of the person asking'),
    email: leadEmailSchema,
    phone: requiredText(LEAD_FIELD_LIMITS.phone, 'Phone number, any format'),
    companyName: requiredText(LEAD_FIELD_LIMITS.companyName, 'Company or restaurant group'),
    numberOfLocations: requiredText(LEAD_FIELD_LIMITS.shortAnswer, 'How many locations, as the visitor wrote it'),
    currentPlatforms: requiredText(LEAD_FIELD_LIMITS.longAnswer, 'Review platforms in use today'),
    monthlyReviews: requiredText(LEAD_FIELD_LIMITS.shortAnswer, 'Reviews per month across locations, as written'),
    specificNeeds: requiredText(LEAD_FIELD_LIMITS.longAnswer, 'What they need from the service'),
    budget: requiredText(LEAD_FIELD_LIMITS.shortAnswer, 'Budget, as written'),
    timeline: requiredText(LEAD_FIELD_LIMITS.shortAnswer, 'When they want to start'),
    ...antiAbuseFields,
  })
  .describe('Quote request for the Complete Automation plan (all ten fields required)');

export const leadTypeSchema = z
  .enum(['free-trial', 'plan-details', 'newsletter', 'demo'], {
    error: "type must be one of 'free-trial', 'plan-details', 'newsletter', 'demo'",
  })
  .describe('What the visitor asked for');

export const leadRequestSchema = z
  .object({
    type: leadTypeSchema,
    email: leadEmailSchema,
    name: optionalText(LEAD_FIELD_LIMITS.name, 'Name, when the form asked for it'),
    phone: optionalText(LEAD_FIELD_LIMITS.phone, 'Phone number, any format'),
    restaurantName: optionalText(LEAD_FIELD_LIMITS.restaurantName, 'Restaurant name'),
    placeId: optionalText(LEAD_FIELD_LIMITS.placeId, 'Place id of the restaurant, when one was selected'),
    plan: optionalText(LEAD_FIELD_LIMITS.plan, 'Plan the call to action belongs to, e.g. "Starter"'),
    ...antiAbuseFields,
  })
  .describe('Lead from a call to action (free trial, plan details, newsletter, demo)');

export const captureLeadContextSchema = z
  .record(
    z
      .string()
      .max(LEAD_FIELD_LIMITS.contextKey, `Context keys must be ${LEAD_FIELD_LIMITS.contextKey} characters or fewer`),
    z
      .string({ error: 'Context values must be text' })
      .max(
        LEAD_FIELD_LIMITS.contextValue,
        `Context values must be ${LEAD_FIELD_LIMITS.contextValue} characters or fewer`,
      ),
  )
  .refine((context) => Object.keys(context).length <= LEAD_FIELD_LIMITS.contextKeys, {
    message: `At most ${LEAD_FIELD_LIMITS.contextKeys} context fields`,
  })
  .describe('Short free-form context (page, campaign, …): at most 20 keys, values at most 500 characters');

export const captureLeadRequestSchema = z
  .object({
    email: leadEmailSchema,
    context: captureLeadContextSchema.optional(),
    ...antiAbuseFields,
  })
  .describe('Email captured outside the main forms');

export const submissionResponseSchema = z
  .object({
    success: z.literal(true),
    id: z.uuid().describe('Id of the stored submission'),
  })
  .describe('Stored (and queued for forwarding)');
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;
