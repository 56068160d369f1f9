import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { playbooks } from './playbooks-tables.ts';

/** The playbooks' part of a data-rights request: the playbooks generated for an owner's brand profiles. */

export async function playbookRowsOf(db: Database, profileIds: readonly string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      id: playbooks.id,
      brandProfileId: playbooks.brandProfileId,
      name: playbooks.name,
      location: playbooks.location,
      status: playbooks.status,
      createdAt: playbooks.createdAt,
      text: playbooks.text,
    })
    .from(playbooks)
    .where(inArray(playbooks.brandProfileId, [...profileIds]));
}

/**
 * Their content goes (it carries the owner's name and sign-off) and the rows are marked erased, inside the caller's
 * transaction; returns how many.
 */
export async function erasePlaybooksOf(db: Database, profileIds: readonly string[]): Promise<number> {
  if (profileIds.length === 0) return 0;
  const erased = await db
    .update(playbooks)
    .set({ status: 'erased', document: null, html: null, text: null })
    .where(inArray(playbooks.brandProfileId, [...profileIds]))
    .returning({ id: playbooks.id });
  return erased.length;
}
