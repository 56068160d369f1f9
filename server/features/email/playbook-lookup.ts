import type { Database } from '#server/db/database.ts';
import {
  recentOwnerCopy,
  ownerCopyOf,
  findReadyPlaybook,
  findReadyPlaybookByContent,
  type PlaybookRow,
} from '#server/features/playbooks/index.ts';
import { MailSendError } from '#server/providers/mail/mail-transport.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { PlaybookAttachmentRef } from './email-tables.ts';

/**
 * What email delivery needs from the playbooks feature: a stored playbook's renderings, by id or by exact content
 * (only playbooks the server generated are ever emailed). Wired in server/app-features.ts.
 */
export interface StoredPlaybookForEmail {
  id: string;
  restaurantName: string;
  html: string;
  text: string;
  /** Which engine wrote it, so the email says "AI" only for a model. */
  engine: 'offline' | 'openai' | 'anthropic' | null;
  /** Where its reviews came from: the catalogue's are samples (docs/sample-reviews.md); null when unknown. */
  reviewSource: 'catalogue' | 'google' | null;
}

/** The stored document's `reviewSource`, read without trusting the JSON's shape. */
function reviewSourceOf(document: unknown): StoredPlaybookForEmail['reviewSource'] {
  if (document === null || typeof document !== 'object' || !('reviewSource' in document)) return null;
  const source = document.reviewSource;
  return source === 'catalogue' || source === 'google' ? source : null;
}

export interface PlaybookLookup {
  byId(playbookId: string): Promise<StoredPlaybookForEmail | null>;
  /** The stored playbook whose HTML or text rendering is exactly `content`, or null. */
  byContent(content: string): Promise<StoredPlaybookForEmail | null>;
}

/** The lookup over the playbooks feature's store, through its exported finders (only ready playbooks). */
export function createPlaybookLookup(db: Database): PlaybookLookup {
  const toEmail = (row: PlaybookRow | null): StoredPlaybookForEmail | null =>
    row && row.html !== null && row.text !== null
      ? {
          id: row.id,
          restaurantName: row.name,
          html: row.html,
          text: row.text,
          engine: row.engine ?? null,
          reviewSource: reviewSourceOf(row.document),
        }
      : null;
  return {
    async byId(playbookId) {
      return toEmail(await findReadyPlaybook(db, playbookId));
    },
    async byContent(content) {
      return content ? toEmail(await findReadyPlaybookByContent(db, content)) : null;
    },
  };
}

/** True when `content` is the owner's copy of `sopId` as this process composed it a few minutes ago. */
export function isRecentOwnerCopy(ctx: ServerContext, playbookId: string, content: string): boolean {
  const copy = recentOwnerCopy(ctx, playbookId);
  return copy !== null && content !== '' && (content === copy.html || content === copy.text);
}

/**
 * Attempts that wait for the places service before the owner's copy gives way to the stored one: the send job
 * retries with backoff (30 s, 1, 2, 4 minutes), so a short outage costs the owner nothing.
 */
const OWNER_COPY_ATTEMPTS = 5;

/**
 * The attachment a message names, built now: the owner's copy (from this process's memory, or composed again from
 * the place's reviews fetched now) or the stored copy. When the places service stays down the owner still gets
 * their playbook, as stored: our analysis and replies without the review quotes.
 */
export async function playbookAttachment(
  ctx: ServerContext,
  ref: PlaybookAttachmentRef,
  attempt: number,
): Promise<{ filename: string; contentType: string; content: string }> {
  let copy: { html: string | null; text: string | null } | null = null;
  if (ref.copy === 'owner') {
    try {
      copy = await ownerCopyOf(ctx, ref.sopId);
    } catch (error) {
      if (attempt < OWNER_COPY_ATTEMPTS) throw error;
      ctx.logger.warn({ err: error, sopId: ref.sopId }, 'owner copy unavailable; attaching the stored copy');
    }
  }
  copy ??= await findReadyPlaybook(ctx.database.db, ref.sopId);
  const content = copy ? (ref.format === 'html' ? copy.html : copy.text) : null;
  if (content === null) {
    throw new MailSendError(`playbook ${ref.sopId} is no longer stored`, { permanent: true });
  }
  return {
    filename: ref.filename,
    contentType: ref.format === 'html' ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    content,
  };
}
