import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculateRoiRequestSchema, calculateRoiResponseSchema, plainRoiInput } from '#contracts/roi.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import { allowListed, rateLimitedResponse } from '#server/http/rate-limit-key.ts';
import { calculateRoi } from './roi.ts';

/** What Fastify itself sets on a JSON answer. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Generous: the calculator re-requests on every input change. */
export const CALCULATE_ROI_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 } as const;

/** POST /api/calculate-roi: the route over the pure calculateRoi. */
export const calculateRoiRoutes: ApiRoutes = async (api, ctx) => {
  // Pure arithmetic: counted in process memory (the plugin's own store, in this route's scope), not with the database
  // write per request the other limited routes make, which would cost far more than the answer.
  await api.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: true,
      max: CALCULATE_ROI_RATE_LIMIT.max,
      timeWindow: CALCULATE_ROI_RATE_LIMIT.timeWindowMs,
      // Addresses counted at once; past that the least recently seen one starts a fresh window.
      cache: 20_000,
      allowList: allowListed(ctx.config.rateLimitAllowList),
      errorResponseBuilder: rateLimitedResponse,
    });
    registerRoute(scope);
  });
};

function registerRoute(api: Parameters<ApiRoutes>[0]): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/calculate-roi',
    {
      schema: {
        tags: ['roi'],
        summary: 'Calculate the return on answering every review',
        description:
          'Non-numeric reviews or ticket count as 0; values outside 0–100,000, or a currentRate other ' +
          'than 0, 25 or 75, are refused. Limited to 120 requests per minute per IP.',
        body: calculateRoiRequestSchema,
        response: {
          200: calculateRoiResponseSchema,
          400: errorResponseSchema.describe('Out of range, or an unknown currentRate; `message` says which'),
          429: errorResponseSchema.describe('Too many requests from this address'),
        },
      },
      // The calculator's own body (three in-range whole numbers) is taken as it is: what the zod schema would make of
      // it, found without building zod's parse context per keystroke. Anything else (numeric strings, nulls, bad
      // values) goes through the schema, which parses or refuses it with its 400 message.
      validatorCompiler: (route) => {
        // Fastify types a route-level compiler's `schema` as the whole route schema; it receives one part's: here the
        // body's zod schema.
        const viaSchema = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
        if (route.httpPart !== 'body') return viaSchema;
        return (data) => {
          const input = plainRoiInput(data);
          return input ? { value: input } : viaSchema(data);
        };
      },
      // A small answer on every input change: compressing it costs more than the whole route. Bodies are a few
      // bytes of JSON, never compressed.
      compress: false,
      decompress: false,
    },
    // Synchronous: the answer is ready at once, so no promise per request.
    (request, reply) => {
      // Our pure function's typed output is not re-checked against the zod schema on every keystroke (that would
      // double the cost); tests/integration/roi-route.test.ts checks answers against it. Sent as JSON text, hence the
      // plain reply type.
      (reply as FastifyReply)
        .header('content-type', JSON_CONTENT_TYPE)
        .send(JSON.stringify({ success: true, results: calculateRoi(request.body) }));
    },
  );
}
