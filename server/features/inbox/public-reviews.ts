import { and, eq } from 'drizzle-orm';
import type { InboxFilter, InboxReview } from '#contracts/owner-inbox.ts';
import type { Review } from '#contracts/places.ts';
import { ESCALATION_LABEL } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { mayDraft } from './draft-policy.ts';
import { inboxPublicReplies } from './inbox-tables.ts';
import type { OwnerPlace } from './owner-place.ts';
import type { Drafter } from './reply-drafting.ts';
import { markReview } from './review-marks.ts';

type Stored = typeof inboxPublicReplies.$inferSelect;

export const publicKey = (review: Review) => `${review.source}:${review.id}`;

/**
 * The public reviews we can see of the place, as the blitz reads them (catalogue samples or Google Places, cached
 * there for minutes). Google Places failing shows an empty inbox rather than an error page; it is logged.
 */
export async function publicReviews(ctx: ServerContext, place: OwnerPlace): Promise<Review[]> {
  try {
    return await ctx.places.newestReviews(place.placeId);
  } catch (error) {
    ctx.logger.warn({ err: error, placeId: place.placeId }, 'the inbox could not read the public reviews');
    return [];
  }
}

export async function storedReplies(ctx: ServerContext, place: OwnerPlace): Promise<Map<string, Stored>> {
  const rows = await ctx.database.db
    .select()
    .from(inboxPublicReplies)
    .where(and(eq(inboxPublicReplies.ownerEmail, place.email), eq(inboxPublicReplies.placeId, place.placeId)));
  return new Map(rows.map((row) => [row.reviewKey, row]));
}

/** Writes (or rewrites) what the inbox keeps of one public review. */
export async function storeReply(
  ctx: ServerContext,
  place: OwnerPlace,
  key: string,
  change: { replyText?: string; edited?: boolean; skippedAt?: Date | null },
): Promise<void> {
  const now = ctx.now();
  await ctx.database.db
    .insert(inboxPublicReplies)
    .values({
      ownerEmail: place.email,
      placeId: place.placeId,
      reviewKey: key,
      replyText: change.replyText ?? '',
      edited: change.edited ?? false,
      skippedAt: change.skippedAt ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [inboxPublicReplies.ownerEmail, inboxPublicReplies.placeId, inboxPublicReplies.reviewKey],
      set: { ...change, updatedAt: now },
    });
}

interface PublicItem {
  review: Review;
  item: Omit<InboxReview, 'reply' | 'drafting'> & { reply: InboxReview['reply'] | null };
}

function itemOf(review: Review, stored: Stored | undefined): PublicItem {
  const mark = markReview(review.rating, review.text);
  const answered = review.ownerReply !== null && review.ownerReply.text.trim() !== '';
  return {
    review,
    item: {
      key: publicKey(review),
      sample: review.source === 'catalogue',
      rating: review.rating,
      reviewer: review.authorName,
      createdAt: review.publishTime,
      text: review.text.trim() === '' ? null : review.text,
      negative: mark.negative,
      escalation: mark.escalation.map((kind) => ESCALATION_LABEL[kind]),
      state: answered ? 'replied-on-google' : stored?.skippedAt ? 'skipped' : 'needs-reply',
      posted: null,
      existingReply:
        answered && review.ownerReply ? { text: review.ownerReply.text, at: review.ownerReply.publishTime } : null,
      reply: stored && (stored.edited || stored.replyText !== '') ? { text: stored.replyText, written: true } : null,
      reviewVersion: null,
    },
  };
}

const KEEPS: Record<InboxFilter, (item: PublicItem['item']) => boolean> = {
  'needs-reply': (item) => item.state === 'needs-reply',
  negative: (item) => item.negative,
  escalated: (item) => item.escalation.length > 0,
  answered: (item) => item.state === 'replied-on-google' || item.state === 'posted',
  skipped: (item) => item.state === 'skipped',
};

/** The public reviews' counts and one page of them, drafts written where the plan allows (with a drafter). */
export async function publicInbox(
  ctx: ServerContext,
  place: OwnerPlace,
  options: {
    filter: InboxFilter | 'all';
    page: number;
    pageSize: number;
    suggested: Set<string>;
    /** The owner's POST: the missing drafts of the page are written first. The page's GET writes nothing. */
    drafter: Drafter | null;
    starter: boolean;
  },
) {
  const [reviews, stored] = await Promise.all([publicReviews(ctx, place), storedReplies(ctx, place)]);
  const items = reviews
    .map((review) => itemOf(review, stored.get(publicKey(review))))
    .sort((a, b) => Date.parse(b.item.createdAt) - Date.parse(a.item.createdAt));
  const counts = { all: items.length, 'needs-reply': 0, negative: 0, escalated: 0, answered: 0, skipped: 0 };
  for (const filter of Object.keys(KEEPS) as InboxFilter[]) {
    counts[filter] = items.filter(({ item }) => KEEPS[filter](item)).length;
  }
  const kept =
    options.filter === 'all' ? items : items.filter(({ item }) => KEEPS[options.filter as InboxFilter](item));
  const pageCount = Math.max(1, Math.ceil(kept.length / options.pageSize));
  const page = Math.min(options.page, pageCount);
  const shown = kept.slice((page - 1) * options.pageSize, page * options.pageSize);
  const blitzActive = place.enrollment.status === 'active';
  const out: InboxReview[] = [];
  for (const { review, item } of shown) {
    let reply = item.reply;
    const drafting = mayDraft({
      blitzActive,
      suggestedByEmail: options.suggested.has(item.key),
      starter: options.starter,
    });
    if (!reply && item.state !== 'replied-on-google' && drafting && options.drafter) {
      const text = await options.drafter.write(review);
      await storeReply(ctx, place, item.key, { replyText: text });
      reply = { text, written: true };
    }
    out.push({ ...item, reply: reply ?? { text: '', written: false }, drafting });
  }
  return { counts, page, pageCount, reviews: out, all: reviews };
}
