import type { Database } from '#server/db/database.ts';
import { findReadyPlaybook, findReadyPlaybookByContent } from '#server/features/playbooks/playbook-store.ts';
import type { PlaybookRow } from '#server/features/playbooks/playbooks-tables.ts';

/**
 * What email delivery needs from the playbooks feature: a stored playbook's renderings, by id or by exact content
 * (decisions §4: only playbooks the server generated are ever emailed). Wired in server/app-features.ts.
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
  byId(sopId: string): Promise<StoredPlaybookForEmail | null>;
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
    async byId(sopId) {
      return toEmail(await findReadyPlaybook(db, sopId));
    },
    async byContent(content) {
      return content ? toEmail(await findReadyPlaybookByContent(db, content)) : null;
    },
  };
}
