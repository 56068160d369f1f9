import type { PlaybookPage, SavedPlaybook } from '#contracts/playbooks.ts';
import type { ServerContext } from '#server/server-context.ts';
import { playbookFileName } from './file-name.ts';
import { labelLegacySamples } from './legacy-samples.ts';
import { ensureLegendaryPlaybooks, seedLegendaryPlaybooksInBackground } from './legendary-playbooks.ts';
import { findReadyPlaybook, isLegendaryPlaybookId, listSavedPlaybooks } from './playbook-store.ts';
import { playbookDocumentSchema } from './playbook-types.ts';
import { PLAYBOOK_CSS, renderPlaybookBody } from './render-html.ts';

/**
 * A stored, ready playbook as /sop/{id} shows it, or null (unknown id, still generating, failed). Public data only:
 * the owner's email lives on the brand profile and never reaches this object. The body is the playbook
 * renderer's markup of the stored document (render-html.ts, React's escaping), never HTML taken from a request.
 */
export async function getPlaybook(ctx: ServerContext, id: string): Promise<PlaybookPage | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(id)) return null;
  let row = await findReadyPlaybook(ctx.database.db, id);
  if (!row && isLegendaryPlaybookId(id)) {
    // A request that beats the start-up seeding waits for it rather than getting a 404.
    await ensureLegendaryPlaybooks(ctx);
    row = await findReadyPlaybook(ctx.database.db, id);
  }
  if (!row) return null;
  const document = playbookDocumentSchema.safeParse(row.document);
  if (!document.success) {
    ctx.logger.error({ sopId: id }, 'stored playbook document does not match its schema');
    return null;
  }
  const shown = labelLegacySamples(document.data, row.placeId);
  return {
    id: row.id,
    restaurantName: row.name,
    address: row.address,
    location: row.location,
    description: row.description,
    specialty: row.specialty,
    generatedAt: document.data.generatedAt,
    bodyHtml: renderPlaybookBody(shown),
    reviewSource: shown.reviewSource ?? null,
    css: PLAYBOOK_CSS,
    fileNames: { html: playbookFileName(row.name, 'html'), text: playbookFileName(row.name, 'text') },
    listed: row.listed,
  };
}

/** The landing page's live-playbooks grid, server-rendered from the same query as GET /api/saved-sops. */
export async function listSavedPlaybooksForPage(ctx: ServerContext, limit: number): Promise<SavedPlaybook[] | null> {
  try {
    return await listSavedPlaybooks(ctx.database.db, limit);
  } catch (error) {
    ctx.logger.error({ err: error }, 'listing saved playbooks for a page failed');
    return null;
  }
}

/** The playbook feature's part of the load context; starting it also seeds the examples in the background. */
export function playbookAppServices(ctx: ServerContext): {
  getPlaybook(id: string): Promise<PlaybookPage | null>;
  listSavedPlaybooks(limit: number): Promise<SavedPlaybook[] | null>;
} {
  seedLegendaryPlaybooksInBackground(ctx);
  return {
    getPlaybook: (id) => getPlaybook(ctx, id),
    listSavedPlaybooks: (limit) => listSavedPlaybooksForPage(ctx, limit),
  };
}
