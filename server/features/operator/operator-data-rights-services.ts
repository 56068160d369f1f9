import { normalizeEmail, maskEmail } from '#server/features/owners/index.ts';
import { failure } from '#contracts/error-constants.ts';
import type { WebhookRetryResult } from '#contracts/operator-data-services.ts';
import type { DataSubjectReport, EraseSummary } from '#contracts/operator-data-rights.ts';
import { dataSubjectEmailSchema, eraseRequestSchema } from '#contracts/operator-data-rights.ts';
import type { OperatorDataServices } from '#contracts/operator-data-services.ts';
import { suppressionDigest } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { recordOperatorAction, type Operator } from './operator-guard.ts';
import { eraseDataSubject, findDataSubject } from './operator-data-rights.ts';
import { firstMessage, listForOperator } from './operator-lists-services.ts';
import { retryFailedDelivery } from './operator-lists-retry.ts';

/** The console's actions on lists and data-rights requests, each recorded in the audit log after it succeeded. */

/** How an address appears in the audit log: masked, plus a keyed hash so two entries about one person can be matched. */
export function dataSubjectTarget(ctx: ServerContext, email: string) {
  const normalized = normalizeEmail(email);
  return {
    target: { type: 'data-subject', id: suppressionDigest(ctx.config.appSecret, normalized).slice(0, 28) },
    detail: { address: maskEmail(normalized) },
  };
}

export async function findForOperator(
  ctx: ServerContext,
  operator: Operator,
  email: string,
  action: 'data-request.find' | 'data-request.export',
): Promise<{ ok: true; report: DataSubjectReport } | { ok: false; message: string }> {
  const parsed = dataSubjectEmailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
  const report = await findDataSubject(ctx, parsed.data);
  const { target, detail } = dataSubjectTarget(ctx, parsed.data);
  await recordOperatorAction(ctx, operator, action, target, detail);
  return { ok: true, report };
}

export async function eraseForOperator(
  ctx: ServerContext,
  operator: Operator,
  input: { email: unknown; confirmEmail: unknown },
): Promise<{ ok: true; erased: EraseSummary } | { ok: false; message: string }> {
  const parsed = eraseRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
  if (normalizeEmail(parsed.data.email) !== normalizeEmail(parsed.data.confirmEmail)) {
    return { ok: false, message: 'The two addresses differ: type the same address again to confirm the erasure.' };
  }
  const erased = await eraseDataSubject(ctx, parsed.data.email);
  const { target, detail } = dataSubjectTarget(ctx, parsed.data.email);
  await recordOperatorAction(ctx, operator, 'data-request.erase', target, {
    ...detail,
    leads: erased.leads,
    playbooks: erased.playbooks,
    emails: erased.emails,
    blitzEnrollments: erased.blitzEnrollments,
    subscriptions: erased.subscriptions,
    stripeCanceled: erased.stripeCanceled,
    stripeCancelPending: erased.stripeCancelPending,
  });
  return { ok: true, erased };
}

export async function retryForOperator(
  ctx: ServerContext,
  operator: Operator,
  deliveryId: string,
): Promise<WebhookRetryResult> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(deliveryId)) {
    return failure('BAD_REQUEST', 'That is not a webhook delivery id.');
  }
  const result = await retryFailedDelivery(ctx, deliveryId);
  if (result.outcome === 'not-found') return failure('NOT_FOUND', 'No such webhook delivery.');
  if (result.outcome === 'erased') {
    return failure('CONFLICT', 'This lead was erased on a data-rights request: there is nothing to forward.');
  }
  if (result.outcome === 'not-failed') {
    return failure('CONFLICT', `Only failed deliveries can be retried; this one is ${result.status}.`);
  }
  await recordOperatorAction(ctx, operator, 'webhook.retry', { type: 'webhook-delivery', id: deliveryId });
  return { ok: true, message: 'Queued: the delivery will be attempted again within seconds.' };
}

/** The load-context services (contracts/operator-data-services.ts) the console's pages call. */
export function operatorDataServices(ctx: ServerContext): OperatorDataServices {
  return {
    list: (name, search) => listForOperator(ctx, name, search),
    retryWebhook: (operator, deliveryId) => retryForOperator(ctx, operator, deliveryId),
    findDataSubject: (operator, email) => findForOperator(ctx, operator, email, 'data-request.find'),
    eraseDataSubject: (operator, input) => eraseForOperator(ctx, operator, input),
  };
}
