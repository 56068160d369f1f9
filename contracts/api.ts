import type { z } from 'zod';
import {
  sendPlaybookEmailRequestSchema,
  successResponseSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from './email.ts';
import {
  captureLeadRequestSchema,
  contactRequestSchema,
  leadRequestSchema,
  quoteRequestSchema,
  submissionResponseSchema,
} from './leads.ts';
import {
  brandProfileIdResponseSchema,
  downloadQuerySchema,
  generatePlaybookRequestSchema,
  generatePlaybookResponseSchema,
  playbookIdParamsSchema,
  researchBrandRequestSchema,
  researchBrandResponseSchema,
  savedPlaybooksResponseSchema,
  storeBrandProfileRequestSchema,
  updateFinalBrandProfileRequestSchema,
} from './playbooks.ts';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  detailsQuerySchema,
  detailsResponseSchema,
  restaurantDataResponseSchema,
  restaurantIdParamsSchema,
  storeRestaurantRequestSchema,
  storeRestaurantResponseSchema,
} from './restaurants.ts';
import { calculateRoiRequestSchema, calculateRoiResponseSchema } from './roi.ts';

/**
 * The public JSON API, one entry per endpoint: the schemas its Fastify route validates with (tests/integration/
 * api-contract.test.ts checks that they are the very same objects) and, derived from them, the `Api` type the
 * browser's client (app/lib/api-client.ts) is typed by. Change a schema and both sides follow; a browser call that
 * no longer fits stops compiling.
 */

interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer's schema, or 'file' for a download (the body is the file itself). */
  response: z.ZodType | 'file';
}

export const apiEndpoints = {
  'GET /api/places/autocomplete': { querystring: autocompleteQuerySchema, response: autocompleteResponseSchema },
  'GET /api/places/details': { querystring: detailsQuerySchema, response: detailsResponseSchema },
  'POST /api/store-restaurant-data': { body: storeRestaurantRequestSchema, response: storeRestaurantResponseSchema },
  'GET /api/restaurant-data/:id': { params: restaurantIdParamsSchema, response: restaurantDataResponseSchema },
  'POST /api/research-brand': { body: researchBrandRequestSchema, response: researchBrandResponseSchema },
  'POST /api/store-brand-profile': { body: storeBrandProfileRequestSchema, response: brandProfileIdResponseSchema },
  'POST /api/update-final-brand-profile': {
    body: updateFinalBrandProfileRequestSchema,
    response: brandProfileIdResponseSchema,
  },
  'POST /api/generate-sop': { body: generatePlaybookRequestSchema, response: generatePlaybookResponseSchema },
  'POST /api/generate-sop-text': { body: generatePlaybookRequestSchema, response: generatePlaybookResponseSchema },
  'GET /api/saved-sops': { response: savedPlaybooksResponseSchema },
  'GET /api/playbooks/:id/download': {
    params: playbookIdParamsSchema,
    querystring: downloadQuerySchema,
    response: 'file',
  },
  'POST /api/send-sop-email': { body: sendPlaybookEmailRequestSchema, response: successResponseSchema },
  'POST /api/unsubscribe': {
    querystring: unsubscribeQuerySchema,
    body: unsubscribeBodySchema,
    response: successResponseSchema,
  },
  'POST /api/contact': { body: contactRequestSchema, response: submissionResponseSchema },
  'POST /api/quote-requests': { body: quoteRequestSchema, response: submissionResponseSchema },
  'POST /api/leads': { body: leadRequestSchema, response: submissionResponseSchema },
  'POST /api/capture-lead': { body: captureLeadRequestSchema, response: submissionResponseSchema },
  'POST /api/calculate-roi': { body: calculateRoiRequestSchema, response: calculateRoiResponseSchema },
} as const satisfies Record<string, EndpointSchemas>;

type Endpoints = typeof apiEndpoints;
export type ApiEndpoint = keyof Endpoints;

/** What a caller sends (the schema's input) for one part, or never when the endpoint has no such part. */
type Sent<S, Part extends keyof EndpointSchemas> = S extends { [P in Part]: infer T extends z.ZodType }
  ? z.input<T>
  : never;

/** One endpoint as the browser sees it: what it sends and what a 200 answers (a file arrives as its text). */
export type Api = {
  [E in ApiEndpoint]: {
    params: Sent<Endpoints[E], 'params'>;
    query: Sent<Endpoints[E], 'querystring'>;
    body: Sent<Endpoints[E], 'body'>;
    answer: Endpoints[E]['response'] extends z.ZodType ? z.output<Endpoints[E]['response']> : string;
  };
};

/** The request object of one call: only the parts the endpoint has (`{}` for a bare GET). */
export type ApiRequest<E extends ApiEndpoint> = ([Api[E]['params']] extends [never]
  ? unknown
  : { params: Api[E]['params'] }) &
  ([Api[E]['query']] extends [never] ? unknown : { query: Api[E]['query'] }) &
  ([Api[E]['body']] extends [never] ? unknown : { body: Api[E]['body'] });

export type ApiAnswer<E extends ApiEndpoint> = Api[E]['answer'];

/** Endpoints answering JSON, and endpoints answering a file. */
export type JsonEndpoint = { [E in ApiEndpoint]: Endpoints[E]['response'] extends 'file' ? never : E }[ApiEndpoint];
export type FileEndpoint = Exclude<ApiEndpoint, JsonEndpoint>;
