import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { InboxStyle } from '#contracts/owner-inbox.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { brandProfileFor } from '#server/features/blitz/brand-voice.ts';
import { emptyReplyMemory, suggestReply, type ReplyMemory } from '#server/features/playbooks/reply-writer.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { OwnerPlace } from './owner-place.ts';

/**
 * Writes the inbox's drafts for one request: the brand profile is read once, and only when a draft is written (most
 * page views write none: drafts are kept), and one memory keeps the replies on a page from repeating each other. The
 * profile is signed as every email's replies are (`ownerSignOff`, through `brandProfileFor`).
 */
export function createDrafter(ctx: ServerContext, place: OwnerPlace) {
  let profile: Promise<BrandProfile> | null = null;
  const memory: ReplyMemory = emptyReplyMemory();
  const profileOnce = () =>
    (profile ??= brandProfileFor(ctx, place.enrollment, ctx.now(), null, null).then((found) => found.profile));
  let variant = 0;
  return {
    async write(review: Review, style?: InboxStyle): Promise<string> {
      variant += 1;
      return suggestReply({
        review,
        insight: analyzeReview(review.text, review.language),
        profile: await profileOnce(),
        // Another phrasing than the first draft's when the owner asks for it written differently.
        variant: style ? variant + 7 : variant,
        memory,
        ...(style ? { style } : {}),
      });
    },
  };
}

export type Drafter = ReturnType<typeof createDrafter>;
