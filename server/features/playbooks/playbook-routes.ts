import { setTimeout as sleep } from 'node:timers/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadQuerySchema,
  generatePlaybookRequestSchema,
  generatePlaybookResponseSchema,
  playbookIdParamsSchema,
  SAVED_PLAYBOOKS_LIMIT,
  savedPlaybooksResponseSchema,
  type GeneratePlaybookRequest,
  type GeneratePlaybookResponse,
  type PlaybookFormat,
} from '#contracts/playbooks.ts';
import {
  findBrandProfile,
  profileOfRow,
  storeBrandProfile,
  updateFinalBrandProfile,
  cityFromAddress,
} from '#server/features/brand/index.ts';
import { findRestaurant, findRestaurantByPlaceId } from '#server/features/restaurants/index.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { playbookFileName } from './file-name.ts';
import { ensureLegendaryPlaybooks } from './legendary-playbooks.ts';
import { enqueuePlaybook, ownerCopyOf } from './playbook-generation.ts';
import {
  findPlaybookStatus,
  findReadyPlaybook,
  insertPlaybook,
  isLegendaryPlaybookId,
  listSavedPlaybooks,
  playbookIdBase,
} from './playbook-store.ts';
import { finalProfile } from './final-profile.ts';

/** Generation is CPU (and model) work: per IP, 20 per 10 minutes, HTML and text together. */
export const GENERATE_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000, groupId: 'generate-sop' } as const;
/** How long Generate waits for the job before answering "queued": a playbook should arrive within a few seconds. */
export const GENERATE_WAIT_MS = 4_000;
const POLL_MS = 100;

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
};

async function waitForPlaybook(
  ctx: ServerContext,
  playbookId: string,
  format: PlaybookFormat,
): Promise<GeneratePlaybookResponse> {
  const deadline = Date.now() + GENERATE_WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    const status = await findPlaybookStatus(ctx.database.db, playbookId);
    if (status === 'ready') {
      // The visitor who pressed Generate gets the owner's copy (their names, the quoted reviews); the row holds
      // only the public one. Without the owner's copy right now, the stored copy still answers.
      const copy =
        (await ownerCopyOf(ctx, playbookId).catch((error: unknown) => {
          ctx.logger.warn({ err: error, sopId: playbookId }, 'owner copy unavailable; answering with the stored copy');
          return null;
        })) ?? (await findReadyPlaybook(ctx.database.db, playbookId));
      const content = copy ? (format === 'html' ? copy.html : copy.text) : null;
      if (content) return { success: true, sopId: playbookId, sopContent: content, format };
    }
    if (status === 'failed') throw new AppError('INTERNAL', 'The playbook could not be generated. Please try again.');
  }
  return { success: true, queued: true, sopId: playbookId };
}

/** Generate: store the final profile, create the playbook row, queue it, wait briefly. */
export async function startGeneration(
  ctx: ServerContext,
  body: GeneratePlaybookRequest,
  format: PlaybookFormat,
): Promise<string> {
  const { db } = ctx.database;
  const now = ctx.now();
  const restaurantName = (body.restaurantName || body.name || '').trim();
  const restaurant = body.restaurantId
    ? await findRestaurant(db, body.restaurantId)
    : body.placeId
      ? await findRestaurantByPlaceId(db, body.placeId)
      : null;
  const restaurantId = restaurant?.id ?? null;
  const placeId = body.placeId ?? restaurant?.placeId ?? null;
  const brandRow = body.brandProfileId ? await findBrandProfile(db, body.brandProfileId) : null;
  const profile = finalProfile(brandRow ? profileOfRow(brandRow) : null, body, restaurantName);
  const blitzOptIn = body.blitzOptIn ?? false;

  const fields = {
    vibe: profile.vibe,
    ownerName: profile.ownerName,
    contactEmail: profile.contactEmail,
    blitzOptIn,
    googlePlace: ctx.places.kind === 'google',
  };
  const brandProfileId = brandRow
    ? ((await updateFinalBrandProfile(db, brandRow.id, { ...fields, finalBrandData: profile }, now)) ?? brandRow.id)
    : await storeBrandProfile(
        db,
        { ...fields, restaurantId, originalBrandData: profile, finalBrandData: profile },
        now,
      );

  const address = profile.address || restaurant?.address || '';
  const playbookId = await insertPlaybook(db, playbookIdBase(restaurantId, restaurantName), {
    restaurantId,
    brandProfileId,
    placeId,
    name: restaurantName,
    address,
    location: cityFromAddress(address),
    // Filled from our own analysis when the public copy is stored (public-playbook.ts), never from the visitor's.
    description: '',
    specialty: '',
    format,
    status: 'generating',
    blitzOptIn,
    createdAt: now,
  });
  await enqueuePlaybook(ctx, playbookId);
  return playbookId;
}

export interface PlaybookRoutesDeps {
  /**
   * The /thank-you button's link to connect Google Business Profile for a playbook just generated with the blitz;
   * null when it would not apply. The google-business feature provides it, so playbooks never import it.
   */
  googleConnectPath: (ctx: ServerContext, playbookId: string) => Promise<string | null>;
}

/** Generate, saved playbooks and downloads. */
export function playbookRoutes(deps: PlaybookRoutesDeps): ApiRoutes {
  return (api, ctx) => registerPlaybookRoutes(api, ctx, deps);
}

async function registerPlaybookRoutes(
  api: Parameters<ApiRoutes>[0],
  ctx: ServerContext,
  deps: PlaybookRoutesDeps,
): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  for (const [path, format] of [
    ['/generate-sop', 'html'],
    ['/generate-sop-text', 'text'],
  ] as const) {
    app.post(
      path,
      {
        config: { rateLimit: GENERATE_RATE_LIMIT },
        schema: {
          tags: ['playbooks'],
          summary: `Generate the review-response playbook (${format === 'html' ? 'HTML' : 'plain text'})`,
          description:
            'Stores the confirmed brand profile and queues generation. Answers with the playbook when it is ready within a few seconds, else `queued: true`; it is then emailed.',
          body: generatePlaybookRequestSchema,
          response: { 200: generatePlaybookResponseSchema, ...errors },
        },
      },
      async (request) => {
        const playbookId = await startGeneration(ctx, request.body, format);
        const answer = await waitForPlaybook(ctx, playbookId, format);
        const googleConnectPath = await deps.googleConnectPath(ctx, playbookId);
        return googleConnectPath ? { ...answer, googleConnectPath } : answer;
      },
    );
  }

  app.get(
    '/saved-sops',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'The newest generated playbooks (at most 24), without personal data',
        response: { 200: savedPlaybooksResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await ensureLegendaryPlaybooks(ctx).catch((error: unknown) =>
        request.log.warn({ err: error }, 'example seeding failed'),
      );
      reply.header('cache-control', 'public, max-age=30');
      return { sops: await listSavedPlaybooks(ctx.database.db, SAVED_PLAYBOOKS_LIMIT) };
    },
  );

  app.get(
    '/playbooks/:id/download',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'Download a stored playbook as a file (HTML or text)',
        params: playbookIdParamsSchema,
        querystring: downloadQuerySchema,
        // The file itself (text/html or text/plain, as an attachment); errors are the usual `{ message }`.
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { format } = request.query;
      let row = await findReadyPlaybook(ctx.database.db, id);
      if (!row && isLegendaryPlaybookId(id)) {
        await ensureLegendaryPlaybooks(ctx);
        row = await findReadyPlaybook(ctx.database.db, id);
      }
      const content = format === 'html' ? row?.html : row?.text;
      if (!row || !content) throw new AppError('NOT_FOUND', 'Unknown playbook.');
      const fileName = playbookFileName(row.name, format);
      return (
        reply
          .header('content-type', format === 'html' ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Our own escaped document, but opened from the disk or a mail client it should still run nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
          .header('cache-control', 'private, max-age=300')
          .send(content)
      );
    },
  );
}
