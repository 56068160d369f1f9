import type { ServerContext } from '#server/server-context.ts';

/**
 * The owner's own copy of a playbook (their name, their sign-off, the reviews quoted with their authors) lives only
 * here, in this process's memory, for a few minutes after it is composed: long enough for the Generate answer and
 * the playbook email, within what Google's terms allow for Places content (docs/google-places-terms.md). Nothing of
 * it is written to the database; a process that does not hold it composes it again (playbook-generation.ts).
 */

export interface OwnerCopy {
  html: string;
  text: string;
}

export const OWNER_COPY_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 200;

const stores = new WeakMap<ServerContext, Map<string, { copy: OwnerCopy; expiresAt: number }>>();

function storeOf(ctx: ServerContext): Map<string, { copy: OwnerCopy; expiresAt: number }> {
  let store = stores.get(ctx);
  if (!store) {
    store = new Map();
    stores.set(ctx, store);
  }
  return store;
}

export function rememberOwnerCopy(ctx: ServerContext, playbookId: string, copy: OwnerCopy): void {
  const store = storeOf(ctx);
  const nowMs = ctx.now().getTime();
  store.delete(playbookId);
  store.set(playbookId, { copy, expiresAt: nowMs + OWNER_COPY_TTL_MS });
  // Oldest first in a Map: drop expired entries and anything beyond the cap.
  for (const [key, entry] of store) {
    if (store.size <= MAX_ENTRIES && entry.expiresAt > nowMs) break;
    store.delete(key);
  }
}

/** The copy composed in this process within the last few minutes, or null. */
export function recentOwnerCopy(ctx: ServerContext, playbookId: string): OwnerCopy | null {
  const store = storeOf(ctx);
  const entry = store.get(playbookId);
  if (!entry) return null;
  if (entry.expiresAt <= ctx.now().getTime()) {
    store.delete(playbookId);
    return null;
  }
  return entry.copy;
}
