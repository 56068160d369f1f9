import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { AppServices } from '#contracts/app-services.ts';
import type { ReplyActionResult, ReplyPageData, ReplyPostInput } from '#contracts/google-replies.ts';
import { BLITZ_TIME_ZONE } from '#server/features/blitz/schedule.ts';
import { ESCALATION_LABEL } from '#server/features/playbooks/escalation.ts';
import { utf8Bytes } from '#server/features/playbooks/reply-writer.ts';
import { detectSensitive, type SensitiveKind } from '#server/features/playbooks/review-signals.ts';
import {
  GOOGLE_REPLY_MAX_BYTES,
  GoogleApiError,
  type GoogleBusinessReview,
} from '#server/providers/google-business/google-business-client.ts';
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
const PAGE_TIME_ZONE = BLITZ_TIME_ZONE;

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
 * meanwhile needs the owner's confirmation), and never posts an escalated review without the owner confirming they
 * handled it privately.
 */
export function createDraftActions(ctx: ServerContext, connections: GoogleConnections | null) {
  async function open(draftId: string): Promise<OpenedDraft | null> {
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

  function pageData({ draft, connection, review }: OpenedDraft): ReplyPageData {
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

  function postedResult(draft: ReplyDraft, alreadyPosted: boolean): ReplyActionResult {
    return {
      outcome: 'posted',
      text: draft.postedText ?? draft.draft,
      at: (draft.postedAt ?? ctx.now()).toISOString(),
      alreadyPosted,
    };
  }

  async function reread(id: string): Promise<ReplyDraft | null> {
    const [row] = await ctx.database.db.select().from(googleReplyDrafts).where(eq(googleReplyDrafts.id, id)).limit(1);
    return row ?? null;
  }

  /** Takes the draft for this request; null when another request holds it or it is already posted. */
  async function claim(draft: ReplyDraft, now: Date): Promise<ReplyDraft | null> {
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

  async function release(draft: ReplyDraft): Promise<void> {
    await ctx.database.db
      .update(googleReplyDrafts)
      .set({ status: 'draft', updatedAt: ctx.now() })
      .where(and(eq(googleReplyDrafts.id, draft.id), eq(googleReplyDrafts.status, 'posting')));
  }

  async function remember(connection: GoogleConnection, review: GoogleBusinessReview): Promise<void> {
    await storeReviews(ctx.database, connection.id, [review], ctx.now(), { discovered: true });
  }

  async function post(opened: OpenedDraft, input: ReplyPostInput): Promise<ReplyActionResult> {
    const { draft, connection } = opened;
    if (draft.status === 'posted') return postedResult(draft, true);
    const shownVersion = input.reviewVersion || reviewVersion(opened.review);
    const text = input.text.replace(/\r\n/g, '\n').trim();
    if (text === '') return { outcome: 'invalid', text: input.text, message: 'Write a reply before posting it.' };
    const bytes = utf8Bytes(text);
    if (bytes > GOOGLE_REPLY_MAX_BYTES) {
      return {
        outcome: 'invalid',
        text: input.text,
        message: `This reply is ${bytes.toLocaleString('en-US')} bytes and Google accepts at most ${GOOGLE_REPLY_MAX_BYTES.toLocaleString('en-US')} (accented letters and emoji take two to four bytes each). Shorten it, then post. Nothing was posted.`,
      };
    }
    const escalation = escalationOf(opened);
    if (escalation.length > 0 && !input.confirmEscalation) {
      return {
        outcome: 'confirm-escalation',
        text: input.text,
        message: `This review describes ${escalation.map((kind) => ESCALATION_LABEL[kind]).join(' and ')}. Handle it privately first (reach the guest, find out what happened), then confirm that you have before posting. Nothing was posted.`,
      };
    }
    const client = ctx.googleBusiness;
    if (!client) {
      return {
        outcome: 'google-error',
        text: input.text,
        message: 'Posting to Google is not available on this server right now. Nothing was posted.',
      };
    }
    const now = ctx.now();
    const claimed = await claim(draft, now);
    if (!claimed) {
      const current = await reread(draft.id);
      if (current?.status === 'posted') return postedResult(current, true);
      return {
        outcome: 'in-progress',
        text: input.text,
        message: 'This reply is being posted right now. Reload the page in a moment to see the result.',
      };
    }
    try {
      const current = await connections!.withAccessToken(connection, (accessToken) =>
        client.getReview(accessToken, draft.reviewName),
      );
      await remember(connection, current);
      const currentVersion = reviewVersion({
        updateTime: new Date(current.updateTime),
        rating: current.rating,
        comment: current.comment,
      });
      if (currentVersion !== shownVersion) {
        // The guest edited the review since the page was opened: the owner reads it again before anything is posted.
        await release(claimed);
        return {
          outcome: 'review-changed',
          text: input.text,
          message:
            'The guest changed this review since you opened this page. Read it again above and check your reply still fits. Nothing was posted.',
        };
      }
      if (current.reply && !input.confirmOverwrite) {
        await release(claimed);
        return {
          outcome: 'replied-elsewhere',
          text: input.text,
          existingReply: { text: current.reply.comment, at: current.reply.updateTime },
          message:
            'This review already got a reply on Google since we wrote ours. Posting now replaces that reply. Nothing was posted.',
        };
      }
      const posted = await connections!.withAccessToken(connection, (accessToken) =>
        client.putReply(accessToken, draft.reviewName, text),
      );
      const postedAt = Number.isNaN(Date.parse(posted.updateTime)) ? ctx.now() : new Date(posted.updateTime);
      const [done] = await ctx.database.db
        .update(googleReplyDrafts)
        .set({ status: 'posted', postedText: posted.comment || text, postedAt, updatedAt: ctx.now() })
        .where(eq(googleReplyDrafts.id, draft.id))
        .returning();
      await ctx.database.db
        .update(googleReviews)
        .set({ replyComment: posted.comment || text, replyTime: postedAt })
        .where(and(eq(googleReviews.connectionId, connection.id), eq(googleReviews.reviewName, draft.reviewName)));
      ctx.logger.info({ draftId: draft.id, connectionId: connection.id }, 'reply posted to Google');
      return postedResult(done ?? claimed, false);
    } catch (error) {
      await release(claimed);
      if (error instanceof GoogleApiError && error.failure === 'not-found') {
        // Deleted by the guest (or by Google): it is no longer unanswered, and no email offers it again.
        await markDeleted(ctx.database, connection.id, [draft.reviewName], ctx.now());
      }
      ctx.logger.warn(
        { err: error, draftId: draft.id, connectionId: connection.id },
        'posting a reply to Google failed',
      );
      return { outcome: 'google-error', text: input.text, message: describePostFailure(error) };
    }
  }

  async function skip(opened: OpenedDraft): Promise<ReplyActionResult> {
    const { draft } = opened;
    if (draft.status === 'posted') return postedResult(draft, true);
    const [skipped] = await ctx.database.db
      .update(googleReplyDrafts)
      .set({ status: 'skipped', updatedAt: ctx.now() })
      .where(and(eq(googleReplyDrafts.id, draft.id), inArray(googleReplyDrafts.status, ['draft', 'skipped'])))
      .returning({ id: googleReplyDrafts.id });
    if (!skipped) {
      return { outcome: 'in-progress', text: draft.draft, message: 'This reply is being posted right now.' };
    }
    return { outcome: 'skipped' };
  }

  /** Offers a skipped draft again; false when it was not skipped (posted, being posted, or never skipped). */
  async function unskip(opened: OpenedDraft): Promise<boolean> {
    const rows = await ctx.database.db
      .update(googleReplyDrafts)
      .set({ status: 'draft', updatedAt: ctx.now() })
      .where(and(eq(googleReplyDrafts.id, opened.draft.id), eq(googleReplyDrafts.status, 'skipped')))
      .returning({ id: googleReplyDrafts.id });
    return rows.length > 0;
  }

  /** Keeps the owner's edited text as the draft; false once it is posted or being posted. */
  async function saveText(opened: OpenedDraft, text: string): Promise<boolean> {
    const rows = await ctx.database.db
      .update(googleReplyDrafts)
      .set({ draft: text, updatedAt: ctx.now() })
      .where(and(eq(googleReplyDrafts.id, opened.draft.id), inArray(googleReplyDrafts.status, ['draft', 'skipped'])))
      .returning({ id: googleReplyDrafts.id });
    return rows.length > 0;
  }

  return { open, pageData, post, skip, unskip, saveText };
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
