import type { FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  captureLeadRequestSchema,
  contactRequestSchema,
  leadRequestSchema,
  quoteRequestSchema,
  submissionResponseSchema,
  type AntiAbuseFields,
  type SubmissionResponse,
} from '#contracts/leads.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { announceSubmission } from './lead-announcement.ts';
import { isHoneypotFilled, isSubmittedTooFast, TOO_FAST_MESSAGE } from './submission-guards.ts';
import type { SubmissionKind } from './leads-tables.ts';
import { storeSubmission, type SubmissionToStore, type WebhookSource } from './store-submission.ts';

/** Per IP and route: plenty for a person re-sending a form, little for a script. */
export const SUBMISSION_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const errorResponses = {
  400: errorResponseSchema.describe('Invalid input, or submitted too fast; `message` says which'),
  403: errorResponseSchema.describe('Sent from another site'),
  413: errorResponseSchema.describe('Body over 256 KB'),
  429: errorResponseSchema.describe('Too many submissions from this address; `message` says when to retry'),
};

const antiAbuseNote =
  ' Stored before the answer, then forwarded to the automation webhook. Limited to 10 submissions per 10 minutes per IP.';

type SubmissionFields = AntiAbuseFields & { email: string } & Record<string, unknown>;

/** One submission route: where it lives, what it validates, and how the stored submission is described. */
interface SubmissionRoute {
  path: string;
  summary: string;
  description: string;
  body: z.ZodType<SubmissionFields>;
  kind: SubmissionKind;
  source: (fields: Record<string, unknown>) => WebhookSource;
  /** What is stored and forwarded; the validated fields without the anti-abuse ones by default. */
  payload?: (fields: Record<string, unknown>) => Record<string, unknown>;
}

const submissionRoutes: SubmissionRoute[] = [
  {
    path: '/contact',
    summary: 'Send a contact message',
    description: 'From the home page contact section or the /contact page.',
    body: contactRequestSchema,
    kind: 'contact',
    source: (fields) => fields['source'] as WebhookSource,
  },
  {
    path: '/quote-requests',
    summary: 'Request a quote for the Complete Automation plan',
    description: 'All ten fields are required.',
    body: quoteRequestSchema,
    kind: 'quote',
    source: () => 'gmb-website-quote-request',
  },
  {
    path: '/leads',
    summary: 'Leave an email for a free trial, plan details, the newsletter or a demo',
    description: 'The calls to action on the plans and hero.',
    body: leadRequestSchema,
    kind: 'lead',
    source: () => 'gmb-website-lead',
  },
  {
    path: '/capture-lead',
    summary: 'Capture an email with a little context',
    description: 'Forwarded as a lead with `type: "capture"`.',
    body: captureLeadRequestSchema,
    kind: 'capture',
    // The webhook sees the same source as /api/leads; the type tells the two apart.
    source: () => 'gmb-website-lead',
    payload: (fields) => ({ type: 'capture', ...fields }),
  },
];

/** POST /api/contact, /api/quote-requests, /api/leads, /api/capture-lead. */
export const leadsRoutes: ApiRoutes = async (api, ctx) => {
  const app = api.withTypeProvider<ZodTypeProvider>();
  for (const route of submissionRoutes) {
    app.post(
      route.path,
      {
        // groupId keeps each route's counter separate (the database store does not key children by route).
        config: { rateLimit: { ...SUBMISSION_RATE_LIMIT, groupId: route.path.slice(1) } },
        schema: {
          tags: ['leads'],
          summary: route.summary,
          description: route.description + antiAbuseNote,
          body: route.body,
          response: { 200: submissionResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { website, renderedAt, ...fields } = request.body;
        return accept(
          ctx,
          request.log,
          { website, renderedAt },
          {
            kind: route.kind,
            source: route.source(fields),
            email: fields.email,
            payload: route.payload ? route.payload(fields) : fields,
          },
        );
      },
    );
  }
};

/**
 * The shared path of every submission: a filled honeypot gets an ordinary success and is kept as spam, never
 * forwarded (answering it differently would teach the bot); a too-fast submission is refused; the rest is stored.
 */
async function accept(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  { website, renderedAt }: AntiAbuseFields,
  submission: Omit<SubmissionToStore, 'spam'>,
): Promise<SubmissionResponse> {
  const spam = isHoneypotFilled(website);
  if (!spam && isSubmittedTooFast(renderedAt, ctx.now())) throw new AppError('BAD_REQUEST', TOO_FAST_MESSAGE);
  const payload = spam ? { ...submission.payload, website } : submission.payload;
  const stored = await storeSubmission(ctx, { ...submission, payload, spam });
  log.info({ submissionId: stored.id, kind: submission.kind, spam }, 'submission stored');
  if (!spam) {
    await announceSubmission(ctx, {
      id: stored.id,
      kind: submission.kind,
      email: submission.email,
      payload: submission.payload,
      createdAt: stored.createdAt,
    });
  }
  return { success: true, id: stored.id };
}
