import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successResponseSchema, unsubscribeBodySchema, unsubscribeQuerySchema } from '#contracts/email.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import { unsubscribe } from './unsubscribe.ts';

export const INVALID_UNSUBSCRIBE_MESSAGE =
  'This unsubscribe link is not valid. Use the link in the latest email, or write to us and we will remove you.';

/**
 * POST /api/unsubscribe (RFC 8058): form-encoded `List-Unsubscribe=One-Click` with `?token=` in the query, as
 * mailbox providers send it, or JSON `{ token }`. No login, no cookies, no confirmation: 200 once what the token names
 * has stopped (unsubscribe.ts).
 */
export const unsubscribeRoutes: ApiRoutes = async (api, ctx) => {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'Unsubscribe from marketing email (one-click)',
        description:
          'The target of RFC 8058 one-click unsubscribe. The signed token comes in the query (`?token=`) or the body, ' +
          'and what it names stops at once: the address’s marketing email, an extra address’s copies of one ' +
          'restaurant’s emails, or one restaurant’s review alerts.',
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: {
          200: successResponseSchema,
          400: errorResponseSchema.describe('Invalid or missing token'),
        },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_MESSAGE);
      const result = await unsubscribe(ctx, token);
      if (!result.ok) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_MESSAGE);
      return { success: true as const };
    },
  );
};
