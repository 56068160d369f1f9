import { api } from '#app/lib/api-client.ts';
import type { SavedPlaybook } from '#contracts/playbooks.ts';

/**
 * GET /api/saved-sops. The answer is checked field by field rather than with the contract's zod schema, which would
 * ship zod to the browser; anything malformed is dropped, not rendered.
 */
export type SavedPlaybookSummary = SavedPlaybook;

export const SAVED_PLAYBOOKS_QUERY_KEY = ['/api/saved-sops'] as const;

const fields = ['id', 'name', 'address', 'location', 'description', 'specialty', 'createdAt'] as const;

function isSummary(value: unknown): value is SavedPlaybookSummary {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) =>
    field === 'id' || field === 'name'
      ? typeof record[field] === 'string' && record[field] !== ''
      : record[field] === undefined || record[field] === null || typeof record[field] === 'string',
  );
}

/** Keeps well-formed items, at most `limit`, in the server's order (newest first). */
export function readSavedPlaybooks(body: unknown, limit: number): SavedPlaybookSummary[] {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { sops?: unknown }).sops)) return [];
  return (body as { sops: unknown[] }).sops
    .filter(isSummary)
    .slice(0, limit)
    .map((playbook) => ({
      id: playbook.id,
      name: playbook.name,
      address: playbook.address ?? '',
      location: playbook.location ?? '',
      description: playbook.description ?? '',
      specialty: playbook.specialty ?? '',
      createdAt: playbook.createdAt ?? '',
    }));
}

export async function fetchSavedPlaybooks(limit: number): Promise<SavedPlaybookSummary[]> {
  return readSavedPlaybooks(await api('GET /api/saved-sops'), limit);
}

/** /sop/{id}, with the id encoded: ids are slugs, but the list comes over the network. */
export function playbookHref(id: string): string {
  return `/sop/${encodeURIComponent(id)}`;
}
