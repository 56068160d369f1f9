import type { Failure } from './error-constants.ts';
import type { DataSubjectReport, EraseSummary } from './operator-data-rights.ts';
import type { ListPage, OperatorListName, OperatorListRows } from './operator-lists.ts';

/**
 * The console's lists and data-rights requests as load-context services (`context.services.operatorData`), types
 * only: route loaders and actions call them after the operator guard; server/features/operator/ provides them.
 */

/** A signed-in operator as the guards return it (email, session id for the audit log). */
export interface OperatorActor {
  email: string;
  sessionId: string;
}

/** "Retry now": queued again, or why not (not an id, no such delivery, not a failed one). */
export type WebhookRetryResult = { ok: true; message: string } | Failure<'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT'>;

export type OperatorListResult<Row> = { ok: true; page: ListPage<Row> } | { ok: false; message: string };

export interface OperatorDataServices {
  /** One page of a list, filtered by the URL query (`q`, `from`, `to`, `page` and the list's own filters). */
  list<Name extends OperatorListName>(
    name: Name,
    search: URLSearchParams,
  ): Promise<OperatorListResult<OperatorListRows[Name]>>;
  /** "Retry now" on a failed webhook delivery (audited). */
  retryWebhook(operator: OperatorActor, deliveryId: string): Promise<WebhookRetryResult>;
  /** Everything stored about an address (audited). */
  findDataSubject(
    operator: OperatorActor,
    email: string,
  ): Promise<{ ok: true; report: DataSubjectReport } | { ok: false; message: string }>;
  /** Erases an address after the confirmation (the address typed twice); audited. */
  eraseDataSubject(
    operator: OperatorActor,
    input: { email: unknown; confirmEmail: unknown },
  ): Promise<{ ok: true; erased: EraseSummary } | { ok: false; message: string }>;
}
