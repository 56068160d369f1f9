import { randomInt } from 'node:crypto';
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { SavedPlaybook } from '#contracts/playbooks.ts';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { slugifyRestaurantName, withCollisionSuffix } from '#server/features/restaurants/index.ts';
import { playbooks, type PlaybookRow } from './playbooks-tables.ts';

/** The six legendary examples of /playbook-examples, under fixed ids. */
export const LEGENDARY_PLAYBOOK_IDS = [
  'delmonicos',
  'le-bernardin',
  'keens-steakhouse',
  'tavern-on-the-green',
  'grand-central-oyster-bar',
  'katzs-delicatessen',
] as const;

const LEGENDARY = new Set<string>(LEGENDARY_PLAYBOOK_IDS);

export function isLegendaryPlaybookId(id: string): boolean {
  return LEGENDARY.has(id);
}

/**
 * The first free public id for a new playbook: the restaurant id, then `-2`, `-3`… (ids are cut like restaurant
 * ids). The legendary ids are never handed to a visitor's playbook, even before the examples are
 * seeded, so /sop/katzs-delicatessen always stays the example.
 */
export function nextPlaybookId(base: string, taken: ReadonlySet<string>, skip = 0): string {
  let toSkip = skip;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : withCollisionSuffix(base, n);
    if (taken.has(candidate) || LEGENDARY.has(candidate)) continue;
    if (toSkip === 0) return candidate;
    toSkip -= 1;
  }
}

export function playbookIdBase(restaurantId: string | null, restaurantName: string): string {
  return restaurantId || slugifyRestaurantName(restaurantName) || 'playbook';
}

export type NewPlaybook = Omit<typeof playbooks.$inferInsert, 'id'>;

const ID_ATTEMPTS = 12;

/**
 * Inserts a playbook under the next free id for `base`; a concurrent insert of the same id just moves on. Generates
 * for one place at the same moment all see the same free id, and only one can have it: after a lost race each skips
 * a random number of free ids, in a window that doubles with every attempt, rather than all trying the next together.
 */
export async function insertPlaybook(db: Database, base: string, values: NewPlaybook): Promise<string> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const held = await db
      .select({ id: playbooks.id })
      .from(playbooks)
      .where(or(eq(playbooks.id, base), like(playbooks.id, `${base.slice(0, 40)}%`)));
    const skip = attempt === 0 ? 0 : randomInt(4 * 2 ** attempt);
    const id = nextPlaybookId(base, new Set(held.map((row) => row.id)), skip);
    const inserted = await db
      .insert(playbooks)
      .values({ ...values, id })
      .onConflictDoNothing()
      .returning({ id: playbooks.id });
    if (inserted[0]) return inserted[0].id;
  }
  throw new AppError('INTERNAL', 'Could not assign a playbook id. Please try again.');
}

export async function findPlaybookRow(db: Database, id: string): Promise<PlaybookRow | null> {
  const rows = await db.select().from(playbooks).where(eq(playbooks.id, id));
  return rows[0] ?? null;
}

/** Just the status: what a wait for generation polls, without reading the stored renderings each time. */
export async function findPlaybookStatus(db: Database, id: string): Promise<PlaybookRow['status'] | null> {
  const rows = await db.select({ status: playbooks.status }).from(playbooks).where(eq(playbooks.id, id));
  return rows[0]?.status ?? null;
}

export async function findReadyPlaybook(db: Database, id: string): Promise<PlaybookRow | null> {
  const rows = await db
    .select()
    .from(playbooks)
    .where(and(eq(playbooks.id, id), eq(playbooks.status, 'ready')));
  return rows[0] ?? null;
}

/** The saved playbooks list: newest first, at most `limit`, and nothing personal. */
export async function listSavedPlaybooks(db: Database, limit: number): Promise<SavedPlaybook[]> {
  const rows = await db
    .select({
      id: playbooks.id,
      name: playbooks.name,
      address: playbooks.address,
      location: playbooks.location,
      description: playbooks.description,
      specialty: playbooks.specialty,
      createdAt: playbooks.createdAt,
    })
    .from(playbooks)
    .where(and(eq(playbooks.status, 'ready'), eq(playbooks.listed, true)))
    .orderBy(desc(playbooks.createdAt), desc(playbooks.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The ready playbook whose stored HTML or text is exactly `content` (send-sop-email only sends our own output). */
export async function findReadyPlaybookByContent(db: Database, content: string): Promise<PlaybookRow | null> {
  if (!content) return null;
  const rows = await db
    .select()
    .from(playbooks)
    .where(and(eq(playbooks.status, 'ready'), or(eq(playbooks.html, content), eq(playbooks.text, content))))
    .limit(1);
  return rows[0] ?? null;
}
