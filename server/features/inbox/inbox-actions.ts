import type { InboxActionInput, InboxActionResult, InboxStyle } from '#contracts/owner-inbox.ts';
import {
  ensureReplyDraft,
  type DraftActions,
  toReview,
  reviewContentHash,
} from '#server/features/google-business/index.ts';
import { REPLY_STYLES, utf8Bytes, detectSensitive } from '#server/features/playbooks/index.ts';
import { GOOGLE_REPLY_MAX_BYTES } from '#server/providers/google-business/google-business-client.ts';
import { failure } from '#contracts/error-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import { connectedReview } from './connected-reviews.ts';
import type { OwnerPlace } from './owner-place.ts';
import { publicKey, publicReviews, storeReply } from './public-reviews.ts';
import { createDrafter } from './reply-drafting.ts';

const STYLE_OF: Record<string, InboxStyle> = { shorter: 'shorter', warmer: 'warmer', 'more-formal': 'more-formal' };

function invalid(reviewKey: string, text: string, message: string): InboxActionResult {
  return { ...failure('BAD_REQUEST', message), reviewKey, outcome: 'invalid', text };
}

/** Free Forever writes one reply a day (draft-policy.ts): a rewrite of any other review is refused, the text kept. */
function notOnPlan(reviewKey: string, text: string): InboxActionResult {
  const message =
    'On Free Forever, Replybook writes one suggested reply a day, for the review your morning email picked. Write this one in your own words; nothing was changed.';
  return { ...failure('NOT_ALLOWED', message), reviewKey, outcome: 'not-on-plan', text };
}

/** Whether the plan lets Replybook write this review's reply (draft-policy.ts), by review key. */
type MayWrite = (reviewKey: string) => Promise<boolean>;

/** The owner's text as it is kept: Windows line ends made plain; refused past what Google accepts. */
function keptText(reviewKey: string, text: string): { text: string } | { refused: InboxActionResult } {
  const clean = text.replace(/\r\n/g, '\n');
  if (utf8Bytes(clean) > GOOGLE_REPLY_MAX_BYTES * 2) {
    return { refused: invalid(reviewKey, text, 'This reply is far longer than Google accepts. Shorten it first.') };
  }
  return { text: clean };
}

/**
 * One action on one review of the owner's restaurant `place`: post (connected only, through the same draft actions as
 * the "Review and post" page), skip, un-skip, save an edit, or ask for the reply written differently (answered beside
 * the owner's text, which is kept). A review that is not the place's answers null (404).
 */
export async function actOnReview(
  ctx: ServerContext,
  place: OwnerPlace,
  drafts: DraftActions,
  input: InboxActionInput,
  mayWrite: MayWrite,
): Promise<InboxActionResult | null> {
  const key = input.reviewKey;
  const kept = keptText(key, input.text);
  if ('refused' in kept) return kept.refused;
  const style = STYLE_OF[input.style];
  if (input.intent === 'rewrite' && (!style || !REPLY_STYLES.includes(style))) {
    return invalid(key, input.text, 'Choose shorter, warmer or more formal.');
  }

  const checked = { text: kept.text, style, mayWrite };
  return place.connectionId
    ? actOnConnectedReview(ctx, { ...place, connectionId: place.connectionId }, drafts, input, checked)
    : actOnPublicReview(ctx, place, input, checked);
}

/** What the action needs beyond the input: the owner's text as kept, the rewrite style asked, the plan rule. */
interface Checked {
  text: string;
  style: InboxStyle | undefined;
  mayWrite: MayWrite;
}

/** An action on a review of a connected restaurant: through the draft actions the "Review and post" page uses. */
async function actOnConnectedReview(
  ctx: ServerContext,
  place: OwnerPlace & { connectionId: string },
  drafts: DraftActions,
  input: InboxActionInput,
  { text, style, mayWrite }: Checked,
): Promise<InboxActionResult | null> {
  const key = input.reviewKey;
  if (!key.startsWith('gbp:')) return null;
  const found = await connectedReview(ctx, place.connectionId, key.slice('gbp:'.length));
  if (!found) return null;
  const { review } = found;
  if (input.intent === 'rewrite' && style) {
    if (!(await mayWrite(key))) return notOnPlan(key, input.text);
    const version = await createDrafter(ctx, place).write(toReview(review), style);
    return { reviewKey: key, outcome: 'rewritten', text: input.text, version, style };
  }
  if (!['post', 'skip', 'unskip', 'save'].includes(input.intent)) {
    return invalid(key, input.text, 'Choose “Post to Google”, “Save”, “Skip” or “Write it differently”.');
  }
  // A review without a draft yet (Free Forever, not suggested) gets one holding the owner's own text.
  const draft =
    found.draft ??
    (await ensureReplyDraft(ctx, {
      connectionId: place.connectionId,
      reviewName: review.reviewName,
      draft: text,
      escalation: detectSensitive(review.comment ?? ''),
      basis: { reviewUpdateTime: review.updateTime, reviewHash: reviewContentHash(review.rating, review.comment) },
      now: ctx.now(),
    }));
  const opened = await drafts.open(draft.id);
  if (!opened) return null;
  switch (input.intent) {
    case 'post':
      return {
        reviewKey: key,
        ...(await drafts.post(opened, {
          text: input.text,
          confirmEscalation: input.confirmEscalation,
          confirmOverwrite: input.confirmOverwrite,
          reviewVersion: input.reviewVersion,
        })),
      };
    case 'skip':
      return { reviewKey: key, ...(await drafts.skip(opened)) };
    case 'unskip':
      await drafts.unskip(opened);
      return { reviewKey: key, outcome: 'unskipped' };
    default:
      if (!(await drafts.saveText(opened, text))) {
        const refused = failure('CONFLICT', 'This reply is posted already.');
        return { ...refused, reviewKey: key, outcome: 'in-progress', text: input.text };
      }
      return { reviewKey: key, outcome: 'saved', text };
  }
}

/** An action on a public review (no connection): kept by us, never posted. */
async function actOnPublicReview(
  ctx: ServerContext,
  place: OwnerPlace,
  input: InboxActionInput,
  { text, style, mayWrite }: Checked,
): Promise<InboxActionResult | null> {
  const key = input.reviewKey;
  const review = (await publicReviews(ctx, place)).find((candidate) => publicKey(candidate) === key);
  if (!review) return null;
  switch (input.intent) {
    case 'rewrite': {
      if (!(await mayWrite(key))) return notOnPlan(key, input.text);
      const version = await createDrafter(ctx, place).write(review, style);
      return { reviewKey: key, outcome: 'rewritten', text: input.text, version, style: style! };
    }
    case 'skip':
      await storeReply(ctx, place, key, { skippedAt: ctx.now() });
      return { reviewKey: key, outcome: 'skipped' };
    case 'unskip':
      await storeReply(ctx, place, key, { skippedAt: null });
      return { reviewKey: key, outcome: 'unskipped' };
    case 'save':
      await storeReply(ctx, place, key, { replyText: text, edited: true });
      return { reviewKey: key, outcome: 'saved', text };
    case 'post':
      return invalid(key, input.text, 'This restaurant is not connected to Google: copy the reply and post it there.');
    default:
      return invalid(key, input.text, 'Choose “Save”, “Skip” or “Write it differently”.');
  }
}
