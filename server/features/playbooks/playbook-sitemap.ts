import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { playbooks } from './playbooks-tables.ts';

export interface PlaybookSitemapEntry {
  id: string;
  /** When the playbook became ready (or was created), for the sitemap's <lastmod>. */
  updatedAt: Date;
}

/**
 * Every ready, listed playbook's public id, for sitemap.xml: each stored playbook that may be indexed has its own URL.
 * Only ids and dates: nothing personal, and no document bodies are read. The sitemap protocol caps a file at
 * 50,000 URLs, so the newest `limit` are listed.
 */
export async function listPlaybookSitemapEntries(db: Database, limit = 49_000): Promise<PlaybookSitemapEntry[]> {
  const rows = await db
    .select({ id: playbooks.id, createdAt: playbooks.createdAt, readyAt: playbooks.readyAt })
    .from(playbooks)
    .where(and(eq(playbooks.status, 'ready'), eq(playbooks.listed, true)))
    .orderBy(desc(playbooks.createdAt), desc(playbooks.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, updatedAt: row.readyAt ?? row.createdAt }));
}
