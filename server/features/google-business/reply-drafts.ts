import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { secretKeyring } from '#server/config.ts';
import { signLink, verifyLink } from '#server/crypto/signed-link.ts';
import { ESCALATION_LABEL, type SensitiveKind } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { googleReplyDrafts } from './review-tables.ts';

export type ReplyDraft = typeof googleReplyDrafts.$inferSelect;

const LINK_PURPOSE = 'reply-draft';
/** A "Review and post" link works for a month: long enough for a busy week, short enough to age out of old mail. */
const LINK_LIFETIME_MS = 30 * 24 * 3_600_000;

/** `${PUBLIC_URL}/replies/{id}?t=…`: the token names the draft, so one draft's link never opens another. */
export function replyLinkFor(ctx: ServerContext, draftId: string, now: Date): string {
  const token = signLink(LINK_PURPOSE, { draft: draftId }, secretKeyring(ctx.config), {
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
  return `${ctx.config.publicUrl}/replies/${encodeURIComponent(draftId)}?t=${encodeURIComponent(token)}`;
}

/** Whether `token` is a valid link to draft `draftId` (signed by a current or previous secret, not expired). */
export function replyLinkMatches(ctx: ServerContext, draftId: string, token: string, now: Date): boolean {
  const payload = verifyLink(LINK_PURPOSE, token, secretKeyring(ctx.config), now);
  return payload !== null && payload.draft === draftId;
}

export function parseEscalation(stored: string | null): SensitiveKind[] {
  if (!stored) return [];
  return stored.split(',').filter((kind): kind is SensitiveKind => kind in ESCALATION_LABEL);
}

/**
 * The draft of one review's reply, created once per (connection, review): a blitz send that is retried after a
 * failure finds the draft it made the first time. For another version of the review (`basis`: the guest edited it)
 * the same row is written again, text, escalation and all, and goes back to `draft`, so every link already sent opens
 * the fresh one; a posted draft, or one being posted, is left alone.
 */
export async function ensureReplyDraft(
  ctx: ServerContext,
  input: {
    connectionId: string;
    reviewName: string;
    draft: string;
    escalation: readonly SensitiveKind[];
    basis: { reviewUpdateTime: Date; reviewHash: string };
    now: Date;
  },
): Promise<ReplyDraft> {
  const { db } = ctx.database;
  const escalation = input.escalation.length > 0 ? input.escalation.join(',') : null;
  const [written] = await db
    .insert(googleReplyDrafts)
    .values({
      id: randomUUID(),
      connectionId: input.connectionId,
      reviewName: input.reviewName,
      draft: input.draft,
      status: 'draft',
      escalation,
      reviewUpdateTime: input.basis.reviewUpdateTime,
      reviewHash: input.basis.reviewHash,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [googleReplyDrafts.connectionId, googleReplyDrafts.reviewName],
      set: {
        draft: input.draft,
        escalation,
        status: 'draft',
        reviewUpdateTime: input.basis.reviewUpdateTime,
        reviewHash: input.basis.reviewHash,
        redraftedAt: input.now,
        updatedAt: input.now,
      },
      setWhere: and(
        inArray(googleReplyDrafts.status, ['draft', 'skipped']),
        or(
          sql`${googleReplyDrafts.reviewUpdateTime} is distinct from ${input.basis.reviewUpdateTime.toISOString()}::timestamptz`,
          sql`${googleReplyDrafts.reviewHash} is distinct from ${input.basis.reviewHash}`,
        ),
      ),
    })
    .returning();
  if (written) return written;
  const [existing] = await db
    .select()
    .from(googleReplyDrafts)
    .where(
      and(eq(googleReplyDrafts.connectionId, input.connectionId), eq(googleReplyDrafts.reviewName, input.reviewName)),
    )
    .limit(1);
  if (!existing) throw new Error('a reply draft conflicted but could not be read');
  return existing;
}
