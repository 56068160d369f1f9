import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BrandProfile, Theme } from '#contracts/brand.ts';
import type { PlaceDetails } from '#contracts/places.ts';
import { findBrandProfile, profileOfRow } from '#server/features/brand/index.ts';
import { defineQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { composePlaybook } from './compose-playbook.ts';
import { recentOwnerCopy, rememberOwnerCopy, type OwnerCopy } from './owner-copies.ts';
import { analysePlace, type AnalysedPlace } from './place-analysis.ts';
import { findPlaybookRow } from './playbook-store.ts';
import { playbookDocumentSchema } from './playbook-types.ts';
import { playbooks, type PlaybookRow } from './playbooks-tables.ts';
import { buildPublicPlaybook } from './public-playbook.ts';
import { renderPlaybookHtml } from './render-html.ts';
import { renderPlaybookText } from './render-text.ts';

/**
 * Playbook generation as a job: Generate stores the final profile and queues it. The request that queued it waits
 * a few seconds for the row to turn ready; if it doesn't, the visitor is told it's queued and the email feature's
 * playbook.ready handler delivers it.
 */

const RETRY_LIMIT = 3;

export const generatePlaybookQueue = defineQueue({
  name: 'playbooks.generate',
  schema: z.object({ sopId: z.string().min(1).max(80) }),
  policy: { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 300 },
  concurrency: 4,
});

export function registerPlaybookJobs(ctx: ServerContext): void {
  ctx.jobs.register(generatePlaybookQueue, async ({ sopId: playbookId }) => {
    await generatePlaybook(ctx, playbookId);
  });
}

export async function enqueuePlaybook(ctx: ServerContext, playbookId: string): Promise<void> {
  await ctx.jobs.send(generatePlaybookQueue, { sopId: playbookId }, { singletonKey: playbookId });
}

/**
 * The profile the playbook is written from: the stored one, made consistent with the reviews fetched now. It reads
 * the place's analysis made for this generation (place-analysis.ts) and analyses nothing itself.
 */
export function profileForReviews(profile: BrandProfile, place: AnalysedPlace | null): BrandProfile {
  if (!place || place.details.allReviews.length === 0) return { ...profile, reviewInsights: [] };
  const { details, analysis } = place;
  if (profile.reviewCount === 0) {
    // Generated without a prior analysis (no research step): this analysis, keeping everything the visitor gave.
    return {
      ...analysis,
      name: profile.name,
      address: profile.address || analysis.address,
      vibe: profile.vibe || analysis.vibe,
      ownerName: profile.ownerName,
      contactEmail: profile.contactEmail,
      signOff: profile.signOff || analysis.signOff,
      engine: profile.engine,
    };
  }
  // Insights are per review, in order: those of the reviews the composer will quote.
  const withInsights = { ...profile, reviewInsights: analysis.reviewInsights };
  return details.source === 'google' ? withFreshEvidence(withInsights, analysis) : withInsights;
}

/**
 * A Google place's stored profile keeps no quotes (brand-store.ts): the owner's copy takes each theme's evidence
 * again from the reviews fetched now (`fresh`, their analysis), by aspect. A theme nobody mentions any more simply
 * goes unquoted.
 */
function withFreshEvidence(profile: BrandProfile, fresh: BrandProfile): BrandProfile {
  const refill = (themes: Theme[], from: Theme[]): Theme[] =>
    themes.map((theme) => {
      if (theme.evidence.trim() !== '') return theme;
      const match = from.find((candidate) => candidate.aspect === theme.aspect && candidate.evidence.trim() !== '');
      return match ? { ...theme, evidence: match.evidence, evidenceAuthor: match.evidenceAuthor } : theme;
    });
  return {
    ...profile,
    strengths: refill(profile.strengths, fresh.strengths),
    complaints: refill(profile.complaints, fresh.complaints),
  };
}

async function fetchDetails(ctx: ServerContext, placeId: string | null): Promise<PlaceDetails | null> {
  if (!placeId) return null;
  try {
    return await ctx.places.details(placeId);
  } catch (error) {
    // The playbook is still worth sending from the stored analysis; it just quotes no reviews.
    ctx.logger.warn({ err: error, placeId }, 'could not fetch reviews for the playbook; composing from the profile');
    return null;
  }
}

/**
 * The owner's copy, from the profile they confirmed and the reviews fetched now (quoted, with their authors).
 * Never stored: kept in this process's short-lived memory (owner-copies.ts).
 */
async function composeOwnerCopy(
  ctx: ServerContext,
  row: PlaybookRow,
  stored: BrandProfile,
  place: AnalysedPlace | null,
  generatedAt: Date,
) {
  const profile = profileForReviews(stored, place);
  const composed = await composePlaybook(
    { profile, reviews: place?.details.allReviews ?? [], sopId: row.id, generatedAt },
    { model: ctx.model, now: ctx.now() },
  );
  rememberOwnerCopy(ctx, row.id, { html: composed.html, text: composed.text });
  return composed;
}

/**
 * The owner's copy of a ready playbook: the one composed here a few minutes ago, or composed again from the stored
 * profile and the place's reviews fetched now (another process generated it, or the memory expired). Null when the
 * playbook has no owner's copy (no brand profile: the legendary examples). Throws when the place's reviews cannot
 * be fetched right now; callers retry or fall back to the stored copy.
 */
export async function ownerCopyOf(ctx: ServerContext, playbookId: string): Promise<OwnerCopy | null> {
  const recent = recentOwnerCopy(ctx, playbookId);
  if (recent) return recent;
  const { db } = ctx.database;
  const row = await findPlaybookRow(db, playbookId);
  if (row?.status !== 'ready' || !row.brandProfileId) return null;
  const brand = await findBrandProfile(db, row.brandProfileId);
  const stored = brand ? profileOfRow(brand) : null;
  if (!stored) return null;
  const details = row.placeId ? await ctx.places.details(row.placeId) : null;
  const document = playbookDocumentSchema.safeParse(row.document);
  const generatedAt = document.success ? new Date(document.data.generatedAt) : (row.readyAt ?? ctx.now());
  const place = details ? analysePlace(details, ctx.now()) : null;
  const composed = await composeOwnerCopy(ctx, row, stored, place, generatedAt);
  return { html: composed.html, text: composed.text };
}

/**
 * One generation attempt: compose the owner's copy (kept in memory) and the public copy (stored), then announce. Idempotent: a ready row is not composed again, and
 * its events are re-emitted only until they have been delivered once (a failing handler fails the job, which
 * retries). The last attempt marks the row failed instead of leaving it "generating".
 */
export async function generatePlaybook(ctx: ServerContext, playbookId: string): Promise<void> {
  const { db } = ctx.database;
  const row = await findPlaybookRow(db, playbookId);
  if (!row || row.status === 'failed') return;
  if (row.status === 'ready') {
    if (!row.eventsEmittedAt) await announce(ctx, row);
    return;
  }
  const [claimed] = await db
    .update(playbooks)
    .set({ attempts: sql`${playbooks.attempts} + 1` })
    .where(and(eq(playbooks.id, playbookId), eq(playbooks.status, 'generating')))
    .returning({ attempts: playbooks.attempts });
  if (!claimed) return;
  try {
    const brand = row.brandProfileId ? await findBrandProfile(db, row.brandProfileId) : null;
    const stored = brand ? profileOfRow(brand) : null;
    if (!stored) {
      await markFailed(ctx, playbookId, 'the brand profile is missing or invalid');
      return;
    }
    const details = await fetchDetails(ctx, row.placeId);
    const now = ctx.now();
    // Every review analysed once, here: both copies below read this analysis.
    const place = details ? analysePlace(details, now) : null;
    const composed = await composeOwnerCopy(ctx, row, stored, place, now);
    if (ctx.model && composed.fallbackReason) {
      ctx.logger.warn(
        { sopId: playbookId, reason: composed.fallbackReason },
        'playbook prose fell back to the offline engine',
      );
    }
    // What the row keeps, and so what /sop/{id}, the saved list and the download show: the public copy.
    const published = buildPublicPlaybook({
      place,
      fallbackName: row.name,
      fallbackAddress: row.address,
      generatedAt: now,
      sopId: playbookId,
    });
    const [ready] = await db
      .update(playbooks)
      .set({
        status: 'ready',
        name: published.profile.name,
        address: published.profile.address,
        description: published.profile.vibe,
        specialty: published.profile.signatureItems[0] ?? published.profile.cuisine,
        document: published.document,
        html: renderPlaybookHtml(published.document),
        text: renderPlaybookText(published.document),
        // The engine that wrote the owner's copy; the public copy is always our offline composition.
        engine: composed.engine,
        readyAt: now,
        listed: details !== null,
        ...(details?.city ? { location: details.city } : {}),
      })
      .where(and(eq(playbooks.id, playbookId), eq(playbooks.status, 'generating')))
      // What the announcement needs, not the renderings just written (a hundred KB or so to read back).
      .returning(announcedColumns);
    if (ready) await announce(ctx, ready, brand);
  } catch (error) {
    if (claimed.attempts > RETRY_LIMIT) {
      await markFailed(ctx, playbookId, error instanceof Error ? error.message : String(error));
      return;
    }
    throw error;
  }
}

async function markFailed(ctx: ServerContext, playbookId: string, reason: string): Promise<void> {
  ctx.logger.error({ sopId: playbookId, reason }, 'playbook generation failed');
  await ctx.database.db
    .update(playbooks)
    .set({ status: 'failed' })
    .where(and(eq(playbooks.id, playbookId), eq(playbooks.status, 'generating')));
}

const announcedColumns = {
  id: playbooks.id,
  brandProfileId: playbooks.brandProfileId,
  restaurantId: playbooks.restaurantId,
  name: playbooks.name,
  format: playbooks.format,
  placeId: playbooks.placeId,
  blitzOptIn: playbooks.blitzOptIn,
};
type AnnouncedRow = Pick<PlaybookRow, keyof typeof announcedColumns>;

/** playbook.ready, and blitz.opt-in when the visitor consented and the place is known. */
async function announce(
  ctx: ServerContext,
  row: AnnouncedRow,
  // The generation that just read it passes it on; a re-announcement reads it again.
  known?: Awaited<ReturnType<typeof findBrandProfile>>,
): Promise<void> {
  const brand =
    known !== undefined
      ? known
      : row.brandProfileId
        ? await findBrandProfile(ctx.database.db, row.brandProfileId)
        : null;
  if (brand && brand.contactEmail) {
    await ctx.events.emit('playbook.ready', {
      playbookId: row.id,
      restaurantId: row.restaurantId,
      restaurantName: row.name,
      ownerName: brand.ownerName,
      contactEmail: brand.contactEmail,
      format: row.format,
      placeId: row.placeId,
      blitzOptIn: row.blitzOptIn,
    });
    if (row.blitzOptIn && row.placeId) {
      await ctx.events.emit('blitz.opt-in', {
        email: brand.contactEmail,
        placeId: row.placeId,
        restaurantId: row.restaurantId,
        restaurantName: row.name,
        ownerName: brand.ownerName,
        source: 'playbook',
      });
    }
  }
  await ctx.database.db
    .update(playbooks)
    .set({ eventsEmittedAt: ctx.now() })
    .where(and(eq(playbooks.id, row.id), isNull(playbooks.eventsEmittedAt)));
}
