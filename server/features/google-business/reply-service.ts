import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { AppServices } from '#contracts/app-services.ts';
import type { ReplyActionResult, ReplyPageData, ReplyPostInput } from '#contracts/google-replies.ts';
import { ESCALATION_LABEL, utf8Bytes, detectSensitive, type SensitiveKind } from '#server/features/playbooks/index.ts';
import { GOOGLE_REPLY_MAX_BYTES, GoogleApiError } from '#server/providers/google-business/google-business-client.ts';
import { underClaim } from '#server/db/claim.ts';
import { failure } from '#contracts/error-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  GoogleConnectionBrokenError,
  type GoogleConnection,
  type GoogleConnections,
} from './google-connection-types.ts';
import { parseEscalation, replyLinkMatches, type ReplyDraft } from './reply-drafts.ts';
import { ANONYMOUS_REVIEWER, markDeleted, storeReviews, type StoredGoogleReview } from './review-sync.ts';
import { googleReplyDrafts, googleReviews } from './review-tables.ts';
import { changedSinceDraft, reviewVersion } from './review-version.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A `posting` claim older than this belongs to a request that died; the next press may take it over. */
const STALE_POSTING_MS = 2 * 60 * 1000;

export interface OpenedDraft {
  draft: ReplyDraft;
  connection: GoogleConnection;
  review: StoredGoogleReview;
}

/**
 * The escalation kinds that gate posting: the draft's while it was written for this version of the review, else
 * found afresh in the review as it is now (a guest who edits "great pastrami" into "food poisoning" is gated at once,
 * before the next morning rewrites the draft).
 */
function escalationOf({ draft, review }: Pick<OpenedDraft, 'draft' | 'review'>): SensitiveKind[] {
  return changedSinceDraft(draft, review) ? detectSensitive(review.comment ?? '') : parseEscalation(draft.escalation);
}

/** Dates on the page are the restaurant's: the data holds no zone of its own yet, so the blitz's New York. */
const PAGE_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * The "Review and post" page's server side (docs/google-business-profile.md). Every entry point checks the signed
 * link first: a wrong, tampered or expired `t`, or a link made for another draft, opens nothing. A GET only reads;
 * posting needs a POST and follows the draft actions below.
 */
export function createReplyService(ctx: ServerContext, connections: GoogleConnections | null) {
  const drafts = createDraftActions(ctx, connections);
  async function open(draftId: string, token: string): Promise<OpenedDraft | null> {
    if (!token || !replyLinkMatches(ctx, draftId, token, ctx.now())) return null;
    return drafts.open(draftId);
  }

  return {
    async getReplyPage(draftId: string, token: string): Promise<ReplyPageData | null> {
      const opened = await open(draftId, token);
      return opened ? drafts.pageData(opened) : null;
    },
    async postReply(draftId: string, token: string, input: ReplyPostInput): Promise<ReplyActionResult | null> {
      const opened = await open(draftId, token);
      return opened ? drafts.post(opened, input) : null;
    },
    async skipReply(draftId: string, token: string): Promise<ReplyActionResult | null> {
      const opened = await open(draftId, token);
      return opened ? drafts.skip(opened) : null;
    },
  } satisfies Pick<AppServices, 'getReplyPage' | 'postReply' | 'skipReply'>;
}

/**
 * What can be done with one reply draft, whoever is asking: the caller has already checked that they may (a signed
 * "Review and post" link, or the signed-in owner of the draft's restaurant in the inbox). Posting claims the draft
 * (`draft` → `posting`) so two presses post once, reads the review from Google first (a reply posted elsewhere
 * meanwhile needs the owner's confirmation), and never posts a reply to an escalated review without the owner
 * confirming they read it.
 */
export function createDraftActions(ctx: ServerContext, connections: GoogleConnections | null) {
  return {
    open: (draftId: string) => openDraft(ctx, connections, draftId),
    pageData: replyPageData,
    post: (opened: OpenedDraft, input: ReplyPostInput) => postDraft(ctx, connections, opened, input),
    skip: (opened: OpenedDraft) => skipDraft(ctx, opened),
    /** Offers a skipped draft again; false when it was not skipped (posted, being posted, or never skipped). */
    unskip: async (opened: OpenedDraft): Promise<boolean> => {
      const rows = await ctx.database.db
        .update(googleReplyDrafts)
        .set({ status: 'draft', updatedAt: ctx.now() })
        .where(and(eq(googleReplyDrafts.id, opened.draft.id), eq(googleReplyDrafts.status, 'skipped')))
        .returning({ id: googleReplyDrafts.id });
      return rows.length > 0;
    },
    /** Keeps the owner's edited text as the draft; false once it is posted or being posted. */
    saveText: async (opened: OpenedDraft, text: string): Promise<boolean> => {
      const rows = await ctx.database.db
        .update(googleReplyDrafts)
        .set({ draft: text, updatedAt: ctx.now() })
        .where(and(eq(googleReplyDrafts.id, opened.draft.id), inArray(googleReplyDrafts.status, ['draft', 'skipped'])))
        .returning({ id: googleReplyDrafts.id });
      return rows.length > 0;
    },
  };
}

async function openDraft(
  ctx: ServerContext,
  connections: GoogleConnections | null,
  draftId: string,
): Promise<OpenedDraft | null> {
  if (!connections || !UUID.test(draftId)) return null;
  const [draft] = await ctx.database.db
    .select()
    .from(googleReplyDrafts)
    .where(eq(googleReplyDrafts.id, draftId))
    .limit(1);
  if (!draft) return null;
  const connection = await connections.byId(draft.connectionId);
  if (!connection) return null;
  const [review] = await ctx.database.db
    .select()
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, draft.connectionId), eq(googleReviews.reviewName, draft.reviewName)))
    .limit(1);
  if (!review) return null;
  return { draft, connection, review };
}

function replyPageData({ draft, connection, review }: OpenedDraft): ReplyPageData {
  const edited = draft.status !== 'posted' && changedSinceDraft(draft, review);
  const posted = draft.status === 'posted';
  const replyIsOurs = posted && review.replyComment === draft.postedText;
  return {
    draftId: draft.id,
    locationTitle: connection.locationTitle,
    review: {
      rating: review.rating,
      reviewer:
        review.reviewerAnonymous || review.reviewerName.trim() === '' ? ANONYMOUS_REVIEWER : review.reviewerName,
      createdAt: review.createTime.toISOString(),
      text: review.comment,
    },
    draft: posted ? (draft.postedText ?? draft.draft) : draft.draft,
    status: draft.status,
    postedText: draft.postedText,
    postedAt: draft.postedAt?.toISOString() ?? null,
    escalation: escalationOf({ draft, review }).map((kind) => ESCALATION_LABEL[kind]),
    existingReply:
      review.replyComment !== null && !replyIsOurs
        ? { text: review.replyComment, at: (review.replyTime ?? review.updateTime).toISOString() }
        : null,
    maxBytes: GOOGLE_REPLY_MAX_BYTES,
    reviewVersion: reviewVersion(review),
    reviewEdited: edited,
    timeZone: PAGE_TIME_ZONE,
  };
}

function postedResult(ctx: ServerContext, draft: ReplyDraft, alreadyPosted: boolean): ReplyActionResult {
  return {
    outcome: 'posted',
    text: draft.postedText ?? draft.draft,
    at: (draft.postedAt ?? ctx.now()).toISOString(),
    alreadyPosted,
  };
}

function unavailable(input: ReplyPostInput): ReplyActionResult {
  return {
    ...failure('UPSTREAM_FAILED', 'Posting to Google is not available on this server right now. Nothing was posted.'),
    outcome: 'google-error',
    text: input.text,
  };
}

async function rereadDraft(ctx: ServerContext, id: string): Promise<ReplyDraft | null> {
  const [row] = await ctx.database.db.select().from(googleReplyDrafts).where(eq(googleReplyDrafts.id, id)).limit(1);
  return row ?? null;
}

/** Takes the draft for this request; null when another request holds it or it is already posted. */
async function claimDraft(ctx: ServerContext, draft: ReplyDraft, now: Date): Promise<ReplyDraft | null> {
  const [claimed] = await ctx.database.db
    .update(googleReplyDrafts)
    .set({ status: 'posting', updatedAt: now })
    .where(
      and(
        eq(googleReplyDrafts.id, draft.id),
        or(
          inArray(googleReplyDrafts.status, ['draft', 'skipped']),
          and(
            eq(googleReplyDrafts.status, 'posting'),
            lt(googleReplyDrafts.updatedAt, new Date(now.getTime() - STALE_POSTING_MS)),
          ),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

async function releaseDraft(ctx: ServerContext, draft: ReplyDraft): Promise<void> {
  await ctx.database.db
    .update(googleReplyDrafts)
    .set({ status: 'draft', updatedAt: ctx.now() })
    .where(and(eq(googleReplyDrafts.id, draft.id), eq(googleReplyDrafts.status, 'posting')));
}

/** The reply text to post, or why it cannot be posted as it stands (empty, too long, an escalation unconfirmed). */
function checkReply(opened: OpenedDraft, input: ReplyPostInput): { text: string } | { refused: ReplyActionResult } {
  const text = input.text.replace(/\r\n/g, '\n').trim();
  if (text === '') {
    return {
      refused: { ...failure('BAD_REQUEST', 'Write a reply before posting it.'), outcome: 'invalid', text: input.text },
    };
  }
  const bytes = utf8Bytes(text);
  if (bytes > GOOGLE_REPLY_MAX_BYTES) {
    return {
      refused: {
        ...failure(
          'BAD_REQUEST',
          `This reply is ${bytes.toLocaleString('en-US')} bytes and Google accepts at most ${GOOGLE_REPLY_MAX_BYTES.toLocaleString('en-US')} (accented letters and emoji take two to four bytes each). Shorten it, then post. Nothing was posted.`,
        ),
        outcome: 'invalid',
        text: input.text,
      },
    };
  }
  const escalation = escalationOf(opened);
  if (escalation.length > 0 && !input.confirmEscalation) {
    return {
      refused: {
        ...failure(
          'CONFLICT',
          `This review describes ${escalation.map((kind) => ESCALATION_LABEL[kind]).join(' and ')}. Read the reply before it goes public (it should admit no fault and invite the guest to get in touch), then tick the box to confirm you have. Nothing was posted.`,
        ),
        outcome: 'confirm-escalation',
        text: input.text,
      },
    };
  }
  return { text };
}

async function postDraft(
  ctx: ServerContext,
  connections: GoogleConnections | null,
  opened: OpenedDraft,
  input: ReplyPostInput,
): Promise<ReplyActionResult> {
  const { draft } = opened;
  if (draft.status === 'posted') return postedResult(ctx, draft, true);
  const shownVersion = input.reviewVersion || reviewVersion(opened.review);
  const checked = checkReply(opened, input);
  if ('refused' in checked) return checked.refused;
  const client = ctx.googleBusiness;
  if (!client || !connections) return unavailable(input);
  const outcome = await underClaim({
    claim: () => claimDraft(ctx, draft, ctx.now()),
    work: (claimed) =>
      postClaimed(ctx, { connections, client, opened, claimed, text: checked.text, shownVersion }, input),
    giveBack: async (claimed, error): Promise<ReplyActionResult> => {
      await releaseDraft(ctx, claimed);
      if (error instanceof GoogleApiError && error.failure === 'not-found') {
        // Deleted by the guest (or by Google): it is no longer unanswered, and no email offers it again.
        await markDeleted(ctx.database, opened.connection.id, [draft.reviewName], ctx.now());
      }
      ctx.logger.warn(
        { err: error, draftId: draft.id, connectionId: opened.connection.id },
        'posting a reply to Google failed',
      );
      return { ...failure('UPSTREAM_FAILED', describePostFailure(error)), outcome: 'google-error', text: input.text };
    },
  });
  if (outcome.status === 'done') return outcome.value;
  if (outcome.status === 'failed') return outcome.failure;
  const current = await rereadDraft(ctx, draft.id);
  if (current?.status === 'posted') return postedResult(ctx, current, true);
  return {
    ...failure('CONFLICT', 'This reply is being posted right now. Reload the page in a moment to see the result.'),
    outcome: 'in-progress',
    text: input.text,
  };
}

interface ClaimedPost {
  connections: GoogleConnections;
  client: NonNullable<ServerContext['googleBusiness']>;
  opened: OpenedDraft;
  /** The draft as this request's claim left it (`posting`). */
  claimed: ReplyDraft;
  text: string;
  /** The review version the owner saw when they wrote the reply. */
  shownVersion: string;
}

/**
 * Reads the review from Google first: a guest's edit since the page opened, or a reply posted elsewhere (unless the
 * owner confirmed replacing it), gives the claim back and posts nothing. Throws what Google threw.
 */
async function postClaimed(
  ctx: ServerContext,
  posting: ClaimedPost,
  input: ReplyPostInput,
): Promise<ReplyActionResult> {
  const { connections, client, opened, claimed } = posting;
  const { draft, connection } = opened;
  const current = await connections.withAccessToken(connection, (accessToken) =>
    client.getReview(accessToken, draft.reviewName),
  );
  await storeReviews(ctx.database, connection.id, [current], ctx.now(), { discovered: true });
  const currentVersion = reviewVersion({
    updateTime: new Date(current.updateTime),
    rating: current.rating,
    comment: current.comment,
  });
  if (currentVersion !== posting.shownVersion) {
    // The guest edited the review since the page was opened: the owner reads it again before anything is posted.
    await releaseDraft(ctx, claimed);
    return {
      ...failure(
        'CONFLICT',
        'The guest changed this review since you opened this page. Read it again above and check your reply still fits. Nothing was posted.',
      ),
      outcome: 'review-changed',
      text: input.text,
    };
  }
  if (current.reply && !input.confirmOverwrite) {
    await releaseDraft(ctx, claimed);
    return {
      ...failure(
        'CONFLICT',
        'This review already got a reply on Google since we wrote ours. Posting now replaces that reply. Nothing was posted.',
      ),
      outcome: 'replied-elsewhere',
      text: input.text,
      existingReply: { text: current.reply.comment, at: current.reply.updateTime },
    };
  }
  const posted = await connections.withAccessToken(connection, (accessToken) =>
    client.putReply(accessToken, draft.reviewName, posting.text),
  );
  const done = await recordPosted(ctx, opened, posted.comment || posting.text, posted.updateTime);
  ctx.logger.info({ draftId: draft.id, connectionId: connection.id }, 'reply posted to Google');
  return postedResult(ctx, done ?? claimed, false);
}

/** The draft and the stored review both carry the reply Google now shows. */
async function recordPosted(
  ctx: ServerContext,
  { draft, connection }: OpenedDraft,
  replyText: string,
  updateTime: string,
): Promise<ReplyDraft | undefined> {
  const postedAt = Number.isNaN(Date.parse(updateTime)) ? ctx.now() : new Date(updateTime);
  const [done] = await ctx.database.db
    .update(googleReplyDrafts)
    .set({ status: 'posted', postedText: replyText, postedAt, updatedAt: ctx.now() })
    .where(eq(googleReplyDrafts.id, draft.id))
    .returning();
  await ctx.database.db
    .update(googleReviews)
    .set({ replyComment: replyText, replyTime: postedAt })
    .where(and(eq(googleReviews.connectionId, connection.id), eq(googleReviews.reviewName, draft.reviewName)));
  return done;
}

async function skipDraft(ctx: ServerContext, opened: OpenedDraft): Promise<ReplyActionResult> {
  const { draft } = opened;
  if (draft.status === 'posted') return postedResult(ctx, draft, true);
  const [skipped] = await ctx.database.db
    .update(googleReplyDrafts)
    .set({ status: 'skipped', updatedAt: ctx.now() })
    .where(and(eq(googleReplyDrafts.id, draft.id), inArray(googleReplyDrafts.status, ['draft', 'skipped'])))
    .returning({ id: googleReplyDrafts.id });
  if (!skipped) {
    return {
      ...failure('CONFLICT', 'This reply is being posted right now.'),
      outcome: 'in-progress',
      text: draft.draft,
    };
  }
  return { outcome: 'skipped' };
}

export type DraftActions = ReturnType<typeof createDraftActions>;

/** One sentence for the page; never Google's own message (it could echo what we sent). */
export function describePostFailure(error: unknown): string {
  const kept = 'Nothing was posted and your text is kept.';
  if (error instanceof GoogleConnectionBrokenError) {
    return `Your Google connection stopped working, so Google refused the reply. Connect again from the link in your latest blitz email, then post. ${kept}`;
  }
  if (error instanceof GoogleApiError) {
    switch (error.failure) {
      case 'permission-denied':
        return `Google says this account can’t manage that location (it may not be verified yet, or your access was removed). ${kept}`;
      case 'not-found':
        return `Google can’t find this review any more; the guest may have deleted it. ${kept}`;
      case 'invalid-argument':
        return `Google refused this reply as written. Check its length and content, then try again. ${kept}`;
      case 'rate-limited':
        return `Google is limiting requests right now and still refused after several tries. Try again in a few minutes. ${kept}`;
      case 'unavailable':
        return `Google didn’t answer after several tries. Try again in a few minutes. ${kept}`;
      case 'unauthenticated':
      case 'invalid-grant':
        return `Google no longer accepts our access to your profile. Connect again from the link in your latest blitz email, then post. ${kept}`;
      default:
        return `Google sent an answer we could not read. Try again in a few minutes. ${kept}`;
    }
  }
  return `Something went wrong while posting to Google. Try again in a few minutes. ${kept}`;
}
