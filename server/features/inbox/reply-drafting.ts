import { and, desc, eq, sql } from 'drizzle-orm';
import { brandProfileSchema, type BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { InboxStyle } from '#contracts/owner-inbox.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { brandProfiles } from '#server/features/brand/brand-tables.ts';
import { brandProfileFor } from '#server/features/blitz/brand-voice.ts';
import type { BlitzEnrollment } from '#server/features/blitz/enrollment.ts';
import { normalizeEmail } from '#server/features/email/queue-email.ts';
import { emptyReplyMemory, suggestReply, type ReplyMemory } from '#server/features/playbooks/reply-writer.ts';
import { guestFirstName } from '#server/features/playbooks/review-signals.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { OwnerPlace } from './owner-place.ts';

/** The owner name a lead without one is given (server/features/leads/lead-announcement.ts): nobody to sign as. */
const NO_OWNER_NAME = 'restaurant owner';

/**
 * Who signs the inbox's drafts while the owner has set no signature in their settings: the sign-off they confirmed
 * for the playbook (its stored final profile, the newest for this address and restaurant), else the first name they
 * gave when they asked for it, else nobody (null: the analysis' own sign-off stays). With a signature set, null too:
 * brandProfileFor already signs with it.
 */
export async function playbookSignOff(
  ctx: ServerContext,
  enrollment: Pick<BlitzEnrollment, 'email' | 'restaurantId' | 'ownerName' | 'replySignature'>,
): Promise<string | null> {
  if (enrollment.replySignature) return null;
  if (enrollment.restaurantId) {
    const [row] = await ctx.database.db
      .select({ finalBrandData: brandProfiles.finalBrandData })
      .from(brandProfiles)
      .where(
        and(
          eq(brandProfiles.restaurantId, enrollment.restaurantId),
          sql`lower(${brandProfiles.contactEmail}) = ${normalizeEmail(enrollment.email)}`,
          sql`${brandProfiles.finalBrandData} is not null`,
        ),
      )
      .orderBy(desc(brandProfiles.updatedAt))
      .limit(1);
    const confirmed = brandProfileSchema.safeParse(row?.finalBrandData);
    const signOff = confirmed.success ? confirmed.data.signOff.trim() : '';
    if (signOff !== '') return signOff;
  }
  const name = enrollment.ownerName.trim();
  const first = name.toLowerCase() === NO_OWNER_NAME ? null : guestFirstName(name);
  return first ? `— ${first}` : null;
}

/**
 * Writes the inbox's drafts for one request: the brand profile is read once, and only when a draft is written (most
 * page views write none: drafts are kept), and one memory keeps the replies on a page from repeating each other. The
 * profile is signed as the owner was told: their signature, else their playbook's sign-off or name.
 */
export function createDrafter(ctx: ServerContext, place: OwnerPlace) {
  let profile: Promise<BrandProfile> | null = null;
  const memory: ReplyMemory = emptyReplyMemory();
  const profileOnce = () =>
    (profile ??= Promise.all([
      brandProfileFor(ctx, place.enrollment, ctx.now(), null, null),
      playbookSignOff(ctx, place.enrollment),
    ]).then(([found, signOff]) => (signOff ? { ...found.profile, signOff } : found.profile)));
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
