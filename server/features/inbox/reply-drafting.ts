import { randomUUID } from 'node:crypto';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { InboxStyle } from '#contracts/owner-inbox.ts';
import { analyzeReview } from '#server/features/brand/index.ts';
import { brandProfileFor, recordReplySentences, weekReplyMemory } from '#server/features/blitz/index.ts';
import { suggestReply, type ReplyMemory } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { OwnerPlace } from './owner-place.ts';

/**
 * Writes the inbox's drafts for one request: the brand profile is read once, and only when a draft is written (most
 * page views write none: drafts are kept). The memory starts from the restaurant's week (the sentences its morning
 * emails and earlier drafts used in the last 7 days), so the inbox does not repeat them, and what this request writes
 * is recorded under its own send so the next email and the next page do not either. The profile is signed as every
 * email's replies are (`ownerSignOff`, through `brandProfileFor`).
 */
export function createDrafter(ctx: ServerContext, place: OwnerPlace) {
  let profile: Promise<BrandProfile> | null = null;
  let memory: Promise<ReplyMemory> | null = null;
  const enrollmentId = place.enrollment.id;
  const sendId = randomUUID();
  const profileOnce = () =>
    (profile ??= brandProfileFor(ctx, place.enrollment, ctx.now(), null, null).then((found) => found.profile));
  const memoryOnce = () => (memory ??= weekReplyMemory(ctx.database, enrollmentId, ctx.now()));
  let variant = 0;
  return {
    async write(review: Review, style?: InboxStyle): Promise<string> {
      variant += 1;
      const week = await memoryOnce();
      const reply = suggestReply({
        review,
        insight: analyzeReview(review.text, review.language),
        profile: await profileOnce(),
        // Another phrasing than the first draft's when the owner asks for it written differently.
        variant: style ? variant + 7 : variant,
        memory: week,
        ...(style ? { style } : {}),
      });
      await recordReplySentences(ctx.database, { enrollmentId, sendId, memory: week, now: ctx.now() });
      return reply;
    },
  };
}

export type Drafter = ReturnType<typeof createDrafter>;
