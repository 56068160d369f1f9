import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { ERASED } from '#server/features/owners/index.ts';
import { leadSubmissions, webhookDeliveries } from './leads-tables.ts';

/**
 * What replaces an erased address or subject: not empty, so "has an address" counts (playbook owners) stay true,
 * and not an address (no @), so nothing can ever be sent to it or matched by a search for a person.
 */
export const ERASED_DELIVERY_ERROR = 'Erased on a data-rights request before delivery';

/** Fields of a submission that say nothing about the person: kept after erasure for the figures by form and plan. */
const KEPT_SUBMISSION_FIELDS = new Set(['source', 'type', 'plan', 'timestamp']);

/** A submission's payload without what identifies the person (a contact message is all personal). */
export function scrubSubmission(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => KEPT_SUBMISSION_FIELDS.has(key)));
}

/**
 * Erases submissions and their webhook payloads, inside the caller's transaction; the rows stay with their kind,
 * dates and statuses, so the figures by form do not change. Used by a data-rights erasure and by the retention job.
 */
export async function eraseSubmissions(db: Database, leadIds: string[]): Promise<{ webhookDeliveries: number }> {
  if (leadIds.length === 0) return { webhookDeliveries: 0 };
  const leads = await db
    .select({ id: leadSubmissions.id, payload: leadSubmissions.payload })
    .from(leadSubmissions)
    .where(inArray(leadSubmissions.id, leadIds));
  for (const lead of leads) {
    await db
      .update(leadSubmissions)
      .set({ email: ERASED, payload: scrubSubmission(lead.payload) })
      .where(eq(leadSubmissions.id, lead.id));
  }
  const deliveries = await db
    .select({ id: webhookDeliveries.id, payload: webhookDeliveries.payload, status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.submissionId, leadIds));
  for (const delivery of deliveries) {
    // A delivery not yet made would forward a blank lead: it is stopped instead.
    const stop = delivery.status === 'pending';
    await db
      .update(webhookDeliveries)
      .set({
        payload: scrubSubmission(delivery.payload),
        ...(stop ? { status: 'failed' as const, lastError: ERASED_DELIVERY_ERROR, lockedUntil: null } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }
  await db
    .update(leadSubmissions)
    .set({ forwarded: 'failed' })
    .where(and(inArray(leadSubmissions.id, leadIds), eq(leadSubmissions.forwarded, 'pending')));
  return { webhookDeliveries: deliveries.length };
}
