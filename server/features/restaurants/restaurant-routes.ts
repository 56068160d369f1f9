import { maskEmail } from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type RestaurantData,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  detailsQuerySchema,
  detailsResponseSchema,
  restaurantDataResponseSchema,
  restaurantIdParamsSchema,
  storeRestaurantRequestSchema,
  storeRestaurantResponseSchema,
} from '#contracts/restaurants.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import { AppError } from '#server/http/app-error.ts';
import { PlacesUpstreamError } from '#server/providers/places/places-provider.ts';
import type { ServerContext } from '#server/server-context.ts';
import { findRestaurant, storeRestaurant } from './restaurant-store.ts';

export interface OwnerContact {
  ownerName: string;
  contactEmail: string;
  blitzOptIn: boolean;
}

export interface RestaurantRoutesOptions {
  /** The brand-profile feature's lookup of what the owner entered in step 2 (features call each other's functions). */
  findOwnerContact: (ctx: ServerContext, restaurantId: string) => Promise<OwnerContact | null>;
}

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * What the thank-you page shows about a stored restaurant, owner email masked (defaults for what is
 * missing); null for an unknown id. GET /api/restaurant-data/{id} answers it, and /thank-you?restaurant= renders it.
 */
export async function restaurantData(
  ctx: ServerContext,
  id: string,
  findOwnerContact: RestaurantRoutesOptions['findOwnerContact'],
): Promise<RestaurantData | null> {
  const restaurant = await findRestaurant(ctx.database.db, id);
  if (!restaurant) return null;
  const contact = await findOwnerContact(ctx, restaurant.id);
  return {
    id: restaurant.id,
    name: restaurant.name || 'Your Restaurant',
    address: restaurant.address,
    phone: restaurant.phone ?? '',
    ownerName: contact?.ownerName || 'Restaurant Owner',
    // An address erased on its owner's request is kept as a marker, not an address: no one to name.
    contactEmail: contact?.contactEmail.includes('@') ? maskEmail(contact.contactEmail) : '',
    blitzOptIn: contact?.blitzOptIn ?? false,
  };
}

/** Restaurant lookup: search, details, the stored record, and the thank-you page's data. */
export function restaurantRoutes(options: RestaurantRoutesOptions): ApiRoutes {
  return async (api, ctx) => {
    const app = api.withTypeProvider<ZodTypeProvider>();
    // Google bills every call: limit per IP there. The bundled catalogue is local and cheap.
    const searchLimit = {
      rateLimit: ctx.places.kind === 'google' ? { max: 120, timeWindow: 60_000, groupId: 'places' } : (false as const),
    };

    app.get(
      '/places/autocomplete',
      {
        config: searchLimit,
        schema: {
          tags: ['restaurants'],
          summary: 'Suggest restaurants, bars and cafes for what the visitor typed',
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { input, sessionToken } = request.query;
        const predictions = await upstream(() => ctx.places.autocomplete(input, sessionToken ?? randomUUID()));
        return { success: true as const, predictions };
      },
    );

    app.get(
      '/places/details',
      {
        config: searchLimit,
        schema: {
          tags: ['restaurants'],
          summary: 'Details and newest reviews of a place, grouped by rating',
          querystring: detailsQuerySchema,
          response: { 200: detailsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { place_id: placeId, sessionToken } = request.query;
        const result = await upstream(() => ctx.places.details(placeId, sessionToken));
        if (!result) throw new AppError('NOT_FOUND', 'No place with that id.');
        return { success: true as const, result };
      },
    );

    app.post(
      '/store-restaurant-data',
      {
        config: { rateLimit: { max: 60, timeWindow: 60_000, groupId: 'store-restaurant' } },
        schema: {
          tags: ['restaurants'],
          summary: 'Store the selected restaurant and get its id',
          body: storeRestaurantRequestSchema,
          response: { 200: storeRestaurantResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        const source = body.placeId.startsWith('cat-') ? 'catalogue' : ctx.places.kind;
        const id = await storeRestaurant(ctx.database.db, body, source, ctx.now());
        return { success: true as const, id };
      },
    );

    app.get(
      '/restaurant-data/:id',
      {
        schema: {
          tags: ['restaurants'],
          summary: 'What the thank-you page shows about a restaurant (owner email masked)',
          params: restaurantIdParamsSchema,
          response: { 200: restaurantDataResponseSchema, ...errors },
        },
      },
      async (request) => {
        const restaurant = await restaurantData(ctx, request.params.id, options.findOwnerContact);
        if (!restaurant) throw new AppError('NOT_FOUND', 'Unknown restaurant.');
        return { success: true as const, restaurant };
      },
    );
  };
}

/** Maps the places provider's failures to our 502/503 with its visitor-safe message. */
async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlacesUpstreamError) {
      throw new AppError(error.httpStatus === 503 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_FAILED', error.message, {
        cause: error,
      });
    }
    throw error;
  }
}
