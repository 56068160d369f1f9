import { randomUUID } from 'node:crypto';
import type { ServerContext } from '#server/server-context.ts';
import { leadSubmissions, webhookDeliveries, type SubmissionKind } from './leads-tables.ts';
import { enqueueDelivery } from './webhook-delivery.ts';

/** The `source` the automation webhook receives. */
export type WebhookSource = 'gmb-website' | 'gmb-website-contact' | 'gmb-website-quote-request' | 'gmb-website-lead';

export interface SubmissionToStore {
  kind: SubmissionKind;
  source: WebhookSource;
  email: string;
  /** The validated request without the anti-abuse fields: stored, and forwarded as is. */
  payload: Record<string, unknown>;
  /** Honeypot filled: stored for the record, never forwarded. */
  spam: boolean;
}

export interface StoredSubmission {
  id: string;
  deliveryId: string | undefined;
  createdAt: Date;
}

/** The JSON object the webhook receives: the payload plus `source` and the submission time. */
export function buildWebhookBody(payload: Record<string, unknown>, source: WebhookSource, createdAt: Date) {
  return { ...payload, source, timestamp: createdAt.toISOString() };
}

/**
 * Stores a submission and, in the same transaction, its outbox delivery, so no crash can separate them; then
 * queues the delivery. If queueing fails (or the process dies first) the sweeper queues it within a minute.
 */
export async function storeSubmission(ctx: ServerContext, submission: SubmissionToStore): Promise<StoredSubmission> {
  const id = randomUUID();
  const createdAt = ctx.now();
  const configured = Boolean(ctx.config.webhook.url);
  const deliveryId = submission.spam ? undefined : randomUUID();

  await ctx.database.db.transaction(async (tx) => {
    await tx.insert(leadSubmissions).values({
      id,
      kind: submission.kind,
      email: submission.email,
      payload: submission.payload,
      spam: submission.spam,
      forwarded: submission.spam ? 'withheld' : configured ? 'pending' : 'not-configured',
      createdAt,
    });
    if (!deliveryId) return;
    await tx.insert(webhookDeliveries).values({
      id: deliveryId,
      submissionId: id,
      source: submission.source,
      payload: buildWebhookBody(submission.payload, submission.source, createdAt),
      // One key per delivery, the same on every retry: receivers can drop duplicates.
      idempotencyKey: deliveryId,
      status: configured ? 'pending' : 'not-configured',
      nextAttemptAt: createdAt,
      createdAt,
    });
  });

  if (deliveryId && configured) {
    try {
      await enqueueDelivery(ctx, deliveryId);
    } catch (error) {
      ctx.logger.error({ err: error, deliveryId }, 'could not queue the webhook delivery; the sweeper will');
    }
  }
  return { id, deliveryId, createdAt };
}
