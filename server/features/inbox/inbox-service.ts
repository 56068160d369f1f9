import { sendClockOf } from '#server/features/owners/index.ts';
import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';
import { INBOX_FILTERS } from '#contracts/owner-inbox-constants.ts';
import {
  type InboxFilter,
  type InboxPageData,
  type InboxQuery,
  type InboxReview,
  type InboxServices,
} from '#contracts/owner-inbox.ts';
import {
  type GoogleConnections,
  googleLineOf,
  ensureReplyDraft,
  createDraftActions,
  toReview,
  reviewContentHash,
  reviewVersion,
  fillEmptyDraft,
  ownerOfConnection,
} from '#server/features/google-business/index.ts';
import { ESCALATION_LABEL, detectSensitive } from '#server/features/playbooks/index.ts';
import { GOOGLE_REPLY_MAX_BYTES } from '#server/providers/google-business/google-business-client.ts';
import type { PlanId } from '#contracts/plan-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import { connectedCounts, connectedPage, INBOX_PAGE_SIZE, type ConnectedRow } from './connected-reviews.ts';
import { mayDraft } from './draft-policy.ts';
import { actOnReview } from './inbox-actions.ts';
import { ownerPlace, suggestedKeys, type OwnerPlace } from './owner-place.ts';
import { publicInbox } from './public-reviews.ts';
import { createDrafter, type Drafter } from './reply-drafting.ts';
import { refreshMarks } from './review-marks.ts';

function filterOf(value: string | null): InboxFilter | 'all' {
  return INBOX_FILTERS.find((filter) => filter === value) ?? 'all';
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

type StoredDraft = ConnectedRow['draft'];

/**
 * The review's draft, written first when it has none (or only the empty one a skip made before the plan allowed a
 * draft: Free Forever, unsuggested then), the review has no reply and the plan allows one.
 */
async function draftFor(
  ctx: ServerContext,
  row: ConnectedRow,
  mayWrite: boolean,
  drafter: Drafter,
): Promise<StoredDraft> {
  const { review, draft } = row;
  const empty = draft !== null && draft.draft === '' && (draft.status === 'draft' || draft.status === 'skipped');
  if ((draft && !empty) || review.replyComment !== null || !mayWrite) return draft;
  const text = await drafter.write(toReview(review));
  if (draft) {
    return fillEmptyDraft(ctx, draft, text);
  }
  return ensureReplyDraft(ctx, {
    connectionId: review.connectionId,
    reviewName: review.reviewName,
    draft: text,
    escalation: detectSensitive(review.comment ?? ''),
    basis: { reviewUpdateTime: review.updateTime, reviewHash: reviewContentHash(review.rating, review.comment) },
    now: ctx.now(),
  });
}

function stateOf(review: ConnectedRow['review'], draft: StoredDraft, postedByUs: boolean): InboxReview['state'] {
  if (postedByUs) return 'posted';
  if (review.replyComment !== null) return 'replied-on-google';
  return draft?.status === 'skipped' ? 'skipped' : 'needs-reply';
}

/**
 * What the inbox shows of one connected review. With `drafter` (the owner's POST, the sync's hook) its draft is
 * written first when it has none and the plan allows one; without (the page's GET) the stored draft is shown as it is.
 */
async function connectedItem(
  ctx: ServerContext,
  place: OwnerPlace,
  row: ConnectedRow,
  suggested: Set<string>,
  drafter: Drafter | null,
  starter: boolean,
): Promise<InboxReview> {
  const { review, mark } = row;
  const key = `gbp:${review.reviewName}`;
  const escalation = mark?.escalation ? mark.escalation.split(',') : detectSensitive(review.comment ?? '');
  const postedByUs = row.draft?.status === 'posted';
  const answeredElsewhere =
    review.replyComment !== null && !(postedByUs && review.replyComment === row.draft?.postedText);
  const mayWrite = mayDraft({
    blitzActive: place.enrollment.status === 'active',
    suggestedByEmail: suggested.has(key),
    starter,
  });
  const draft = drafter ? await draftFor(ctx, row, mayWrite, drafter) : row.draft;
  return {
    key,
    sample: false,
    rating: review.rating,
    reviewer: toReview(review).authorName,
    createdAt: review.createTime.toISOString(),
    text: review.comment,
    negative: mark?.negative ?? review.rating <= 2,
    escalation: escalation.map((kind) => ESCALATION_LABEL[kind as keyof typeof ESCALATION_LABEL] ?? kind),
    state: stateOf(review, draft, postedByUs),
    posted:
      postedByUs && draft?.postedText && draft.postedAt
        ? { text: draft.postedText, at: draft.postedAt.toISOString() }
        : null,
    existingReply:
      answeredElsewhere && review.replyComment !== null
        ? { text: review.replyComment, at: (review.replyTime ?? review.updateTime).toISOString() }
        : null,
    reply: draft && draft.draft !== '' ? { text: draft.draft, written: true } : { text: '', written: false },
    drafting: mayWrite,
    reviewVersion: reviewVersion(review),
  };
}

/** What the review sync is given (server/app-features.ts): drafts for the reviews it just stored. */
export interface InboxDrafting {
  /** Writes the drafts the connection's restaurant's plan allows for its newest reviews that need a reply. */
  draftNewReviews(connectionId: string): Promise<void>;
}

/** The plan the page works under: Starter (trial or paid), the blitz while it runs, else Free Forever. */
function inboxPlan(place: OwnerPlace, starter: boolean): InboxPageData['plan'] {
  if (starter) return 'starter';
  return place.enrollment.status === 'active' ? 'blitz' : 'free-forever';
}

/**
 * The owner's inbox (docs/inbox.md): every review we know of one of the signed-in owner's restaurants, newest first,
 * with filters, counts and pages, each with its draft. Every entry point resolves the restaurant among the owner's
 * own first, so another owner's place, review or draft is never read or acted on.
 */
export function createInboxServices(
  ctx: ServerContext,
  connections: GoogleConnections | null,
  /** The restaurant's plan, from billing; without it every restaurant is on Free Forever after its blitz. */
  planOf?: (restaurant: { email: string; placeId: string }) => Promise<PlanId>,
): InboxServices & InboxDrafting {
  const drafts = createDraftActions(ctx, connections);
  const onStarter = async (place: OwnerPlace) =>
    planOf !== undefined && (await planOf({ email: place.enrollment.email, placeId: place.placeId })) === 'starter';
  /** The page of the owner's place; `write`: its missing drafts are written first, where the plan allows. */
  async function inboxPage(owner: { email: string }, query: InboxQuery, write: boolean): Promise<InboxPageData | null> {
    const place = await ownerPlace(ctx, owner.email, query.placeId);
    if (!place) return null;
    const filter = filterOf(query.filter);
    const suggested = await suggestedKeys(ctx, place);
    const drafter = write ? createDrafter(ctx, place) : null;
    const starter = await onStarter(place);
    const base = {
      placeId: place.placeId,
      restaurantName: place.enrollment.restaurantName,
      plan: inboxPlan(place, starter),
      filter,
      google: await googleLineOf(ctx, place.enrollment),
      maxBytes: GOOGLE_REPLY_MAX_BYTES,
      timeZone: DEFAULT_TIME_ZONE,
      sendClock: sendClockOf(place.enrollment),
    };
    const details = await ctx.places.details(place.placeId).catch(() => null);
    const googleUrl = details?.url ?? null;
    if (place.connectionId) {
      await refreshMarks(ctx, place.connectionId);
      const counts = await connectedCounts(ctx, place.connectionId);
      const pageCount = Math.max(1, Math.ceil(counts[filter] / INBOX_PAGE_SIZE));
      const page = Math.min(pageOf(query.page), pageCount);
      const rows = await connectedPage(ctx, place.connectionId, filter, page);
      const reviews: InboxReview[] = [];
      for (const row of rows) reviews.push(await connectedItem(ctx, place, row, suggested, drafter, starter));
      return { ...base, connected: true, samples: false, googleUrl, counts, page, pageCount, reviews };
    }
    const found = await publicInbox(ctx, place, {
      filter,
      page: pageOf(query.page),
      pageSize: INBOX_PAGE_SIZE,
      suggested,
      drafter,
      starter,
    });
    return {
      ...base,
      connected: false,
      samples: found.all.some((review) => review.source === 'catalogue'),
      googleUrl,
      counts: found.counts,
      page: found.page,
      pageCount: found.pageCount,
      reviews: found.reviews,
    };
  }

  return {
    page: (owner, query) => inboxPage(owner, query, false),
    async draft(owner, query) {
      return (await inboxPage(owner, query, true)) !== null;
    },
    async draftNewReviews(connectionId) {
      const found = await ownerOfConnection(ctx, connectionId);
      if (found) await inboxPage(found, { placeId: found.placeId, filter: 'needs-reply', page: null }, true);
    },
    async act(owner, input) {
      const place = await ownerPlace(ctx, owner.email, input.placeId);
      if (!place) return null;
      // The plan rule of the page, asked again here: "Write it differently" writes a reply, which Free Forever does
      // only for the review an email suggested.
      const mayWrite = async (reviewKey: string) =>
        mayDraft({
          blitzActive: place.enrollment.status === 'active',
          suggestedByEmail: (await suggestedKeys(ctx, place)).has(reviewKey),
          starter: await onStarter(place),
        });
      return actOnReview(ctx, place, drafts, input, mayWrite);
    },
  };
}
