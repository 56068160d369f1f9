import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PlaceDetails } from '#contracts/places.ts';
import {
  brandProfileIdResponseSchema,
  researchBrandRequestSchema,
  researchBrandResponseSchema,
  type ResearchBrandRequest,
  storeBrandProfileRequestSchema,
  updateFinalBrandProfileRequestSchema,
} from '#contracts/playbooks.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import { PlacesUpstreamError } from '#server/providers/places/places-provider.ts';
import type { ServerContext } from '#server/server-context.ts';
import { storeBrandProfile, updateFinalBrandProfile } from './brand-store.ts';
import { clientReviewsOf, restaurantInputFromDetails, restaurantInputFromRequest } from './research-input.ts';
import { researchBrand } from './research-brand.ts';
import type { RestaurantInput } from './restaurant-profile.ts';

/** Analysis is the expensive call (and a model call when one is configured): per IP, 20 per 10 minutes. */
const RESEARCH_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000, groupId: 'research-brand' } as const;
const STORE_RATE_LIMIT = { max: 60, timeWindow: 60_000, groupId: 'brand-profile' } as const;

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * Reviews the server fetches itself by place id are preferred (for Google, through the provider's
 * short cache); the browser's copy is used only when there is no place id or the place can't be fetched.
 */
async function researchInput(ctx: ServerContext, body: ResearchBrandRequest): Promise<RestaurantInput> {
  const hasClientReviews = clientReviewsOf(body.reviews).length > 0;
  let details: PlaceDetails | null = null;
  if (body.placeId) {
    try {
      details = await ctx.places.details(body.placeId);
    } catch (error) {
      if (!(error instanceof PlacesUpstreamError) || !hasClientReviews) {
        if (error instanceof PlacesUpstreamError) {
          throw new AppError(error.httpStatus === 503 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_FAILED', error.message, {
            cause: error,
          });
        }
        throw error;
      }
      ctx.logger.warn(
        { err: error, placeId: body.placeId },
        'places details failed; analysing the reviews the browser sent',
      );
    }
  }
  if (details) return restaurantInputFromDetails(details);
  const source = body.placeId?.startsWith('cat-') ? 'catalogue' : ctx.places.kind;
  return restaurantInputFromRequest(body, ctx.now(), source);
}

/** Tells the browser whether it analysed sample reviews (the catalogue's) or Google's, or none. */
function reviewSourceOf(input: RestaurantInput): 'google' | 'catalogue' | null {
  if (input.reviews.some((review) => review.source === 'google')) return 'google';
  return input.reviews.length > 0 ? 'catalogue' : null;
}

type StoreBrandProfileRequest = z.infer<typeof storeBrandProfileRequestSchema>;

/** Stores the researched profile as the browser sent it: a new one, or an update of the one it names. */
async function storeRequestedProfile(ctx: ServerContext, body: StoreBrandProfileRequest): Promise<string> {
  return storeBrandProfile(
    ctx.database.db,
    {
      id: body.id,
      restaurantId: body.restaurantId,
      vibe: body.vibe,
      ownerName: body.ownerName,
      contactEmail: body.contactEmail,
      originalBrandData: body.originalBrandData,
      finalBrandData: body.finalBrandData ?? null,
      blitzOptIn: body.blitzOptIn,
      googlePlace: ctx.places.kind === 'google',
    },
    ctx.now(),
  );
}

/** Brand research and stored brand profiles. */
export const brandRoutes: ApiRoutes = async (api, ctx) => {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/research-brand',
    {
      config: { rateLimit: RESEARCH_RATE_LIMIT },
      schema: {
        tags: ['brand'],
        summary: 'Analyse a restaurant’s reviews into a brand profile',
        body: researchBrandRequestSchema,
        response: { 200: researchBrandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const input = await researchInput(ctx, request.body);
      const result = await researchBrand(input, { model: ctx.model, now: ctx.now() });
      if (ctx.model && result.fallbackReason) {
        request.log.warn({ reason: result.fallbackReason }, 'brand research fell back to the offline engine');
      }
      return { success: true as const, brandProfile: result.profile, reviewSource: reviewSourceOf(input) };
    },
  );

  app.post(
    '/store-brand-profile',
    {
      config: { rateLimit: STORE_RATE_LIMIT },
      schema: {
        tags: ['brand'],
        summary: 'Store the researched brand profile (created, or updated by id)',
        body: storeBrandProfileRequestSchema,
        response: { 200: brandProfileIdResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = await storeRequestedProfile(ctx, request.body);
      return { success: true as const, id };
    },
  );

  app.post(
    '/update-final-brand-profile',
    {
      config: { rateLimit: STORE_RATE_LIMIT },
      schema: {
        tags: ['brand'],
        summary: 'Save the profile as the visitor confirmed it, with the owner’s name and email',
        body: updateFinalBrandProfileRequestSchema,
        response: { 200: brandProfileIdResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, ...rest } = request.body;
      const updated = await updateFinalBrandProfile(
        ctx.database.db,
        id,
        { ...rest, googlePlace: ctx.places.kind === 'google' },
        ctx.now(),
      );
      if (!updated) throw new AppError('NOT_FOUND', 'Unknown brand profile.');
      return { success: true as const, id: updated };
    },
  );
};
