import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/database.ts';
import { restaurantInputFromDetails, researchBrand } from '#server/features/brand/index.ts';
import { openCatalogueProvider } from '#server/providers/places/catalogue-provider.ts';
import type { PlacesProvider } from '#server/providers/places/places-provider.ts';
import type { ServerContext } from '#server/server-context.ts';
import { composePlaybook } from './compose-playbook.ts';
import { LEGENDARY_PLAYBOOK_IDS } from './playbook-store.ts';
import { playbookDocumentSchema } from './playbook-types.ts';
import { playbooks } from './playbooks-tables.ts';

/**
 * The six legendary examples exist from first start: composed offline from the bundled catalogue (`cat-<id>`),
 * whatever places provider is configured, and inserted under their fixed ids if missing. Idempotent and safe to run
 * from several processes at once (insert … on conflict do nothing).
 *
 * The catalogue's reviews and owner replies are samples written for the demo (docs/sample-reviews.md), so a name
 * the analysis finds signing those replies is nobody's: the examples are signed by the restaurant's team, and
 * name no owner.
 */

/** How an example is signed: "— The Delmonico's team". */
export function teamSignOff(restaurantName: string): string {
  return `— The ${restaurantName.trim()} team`.slice(0, 120);
}

/** The voice guide's line on where the voice came from (docs/brand-voice-and-themes.md). */
const VOICE_SOURCE = /^(?:Learned from |No owner replies to learn from)/u;

/**
 * A stored example is composed again when it was composed before documents said where their reviews came from (it
 * quotes samples "on Google" and may be signed with a sample reply's invented name), or before themes quoted only
 * evidence that mentions them (its voice guide does not say where the voice came from).
 */
function isCurrentExample(document: unknown): boolean {
  const parsed = playbookDocumentSchema.safeParse(document);
  if (!parsed.success || parsed.data.reviewSource === undefined || parsed.data.engine === undefined) return false;
  const voice = parsed.data.sections.find((section) => section.id === 'voice');
  return voice?.blocks.some((block) => block.kind === 'paragraph' && VOICE_SOURCE.test(block.text)) ?? false;
}

async function catalogueFor(ctx: ServerContext): Promise<PlacesProvider> {
  if (ctx.places.kind === 'catalogue') return ctx.places;
  return openCatalogueProvider({ path: ctx.config.places.cataloguePath, now: ctx.now });
}

/** Seeds the missing examples and recomposes outdated ones; returns the ids it inserted or replaced. */
export async function seedLegendaryPlaybooks(ctx: ServerContext): Promise<string[]> {
  const { db } = ctx.database;
  const present = await db
    .select({ id: playbooks.id, document: playbooks.document })
    .from(playbooks)
    .where(inArray(playbooks.id, [...LEGENDARY_PLAYBOOK_IDS]));
  const current = new Set(present.filter((row) => isCurrentExample(row.document)).map((row) => row.id));
  const outdated = new Set(present.filter((row) => !current.has(row.id)).map((row) => row.id));
  const missing = LEGENDARY_PLAYBOOK_IDS.filter((id) => !current.has(id));
  if (missing.length === 0) return [];
  const catalogue = await catalogueFor(ctx);
  const inserted: string[] = [];
  for (const id of missing) {
    const placeId = `cat-${id}`;
    const details = await catalogue.details(placeId);
    if (!details) {
      ctx.logger.error({ placeId }, 'legendary example missing from the catalogue');
      continue;
    }
    const now = ctx.now();
    const { profile } = await researchBrand(restaurantInputFromDetails(details), { model: null, now });
    const composed = await composePlaybook(
      {
        profile: { ...profile, ownerName: '', signOff: teamSignOff(details.name) },
        reviews: details.allReviews,
        sopId: id,
      },
      { model: null, now },
    );
    if (outdated.has(id)) {
      const rows = await db
        .update(playbooks)
        .set({
          description: profile.vibe,
          specialty: profile.signatureItems[0] ?? profile.cuisine,
          document: composed.document,
          html: composed.html,
          text: composed.text,
          engine: composed.engine,
          readyAt: now,
        })
        .where(and(eq(playbooks.id, id), eq(playbooks.placeId, placeId)))
        .returning({ id: playbooks.id });
      if (rows[0]) inserted.push(rows[0].id);
      await yieldToEventLoop();
      continue;
    }
    const rows = await db
      .insert(playbooks)
      .values({
        id,
        restaurantId: null,
        brandProfileId: null,
        placeId,
        name: details.name,
        address: details.address,
        location: details.city,
        description: profile.vibe,
        specialty: profile.signatureItems[0] ?? profile.cuisine,
        format: 'html',
        status: 'ready',
        document: composed.document,
        html: composed.html,
        text: composed.text,
        engine: composed.engine,
        blitzOptIn: false,
        // Examples have no owner to notify.
        eventsEmittedAt: now,
        createdAt: now,
        readyAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: playbooks.id });
    if (rows[0]) inserted.push(rows[0].id);
    // Composition is CPU work: let requests in between places.
    await yieldToEventLoop();
  }
  if (inserted.length > 0) ctx.logger.info({ seeded: inserted }, 'seeded the legendary example playbooks');
  return inserted;
}

const seeding = new WeakMap<DatabaseHandle, Promise<void>>();

/**
 * Seeds once per database handle; later calls share the same promise (a failure is forgotten so the next call
 * retries). Readers of playbooks await it, so an example is there even on a request that beats the seeding.
 */
export function ensureLegendaryPlaybooks(ctx: ServerContext): Promise<void> {
  const key = ctx.database;
  let pending = seeding.get(key);
  if (!pending) {
    pending = seedLegendaryPlaybooks(ctx).then(
      () => undefined,
      (error: unknown) => {
        seeding.delete(key);
        throw error;
      },
    );
    seeding.set(key, pending);
  }
  return pending;
}

/** Start-up: seed in the background shortly after the server starts listening, so start-up isn't delayed. */
export function seedLegendaryPlaybooksInBackground(ctx: ServerContext, delayMs = 200): void {
  const timer = setTimeout(() => {
    ensureLegendaryPlaybooks(ctx).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'seeding the example playbooks failed; it is retried on first use');
    });
  }, delayMs);
  timer.unref();
}
