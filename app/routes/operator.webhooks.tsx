import { RotateCwIcon } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { listKit, operatorListLoader, OperatorListPage, operatorMeta } from '#app/features/operator/index.ts';
import { WEBHOOK_STATUSES } from '#contracts/operator-list-constants.ts';
import type { OperatorWebhookRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.webhooks';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { requireServices } from '#app/lib/route-context.ts';
import { resultData } from '#app/lib/route-errors.server.ts';

export const meta = operatorMeta('Webhooks');

export const loader = operatorListLoader('webhooks');

/** "Retry now" (POST with the session's CSRF token): the failed delivery goes back into the outbox's queue. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The operator console');
  const form = await readActionForm(request);
  const operator = await services.operator.requireAction(request, form);
  const field = form.get('id');
  const id = typeof field === 'string' ? field : '';
  const result = await services.operatorData.retryWebhook(operator, id);
  return resultData({ ...result, id });
}

function AttemptLog({ row }: { row: OperatorWebhookRow }) {
  if (row.attemptLog.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
        {row.attemptLog.length} attempt{row.attemptLog.length === 1 ? '' : 's'}
      </summary>
      <ol className="mt-2 flex flex-col gap-1 rounded-lg bg-muted p-3">
        {row.attemptLog.map((attempt) => (
          <li key={attempt.attempt} className="flex flex-wrap gap-x-3 gap-y-0.5">
            <span className="font-medium tabular-nums">#{attempt.attempt}</span>
            <time className="tabular-nums" dateTime={attempt.attemptedAt}>
              {listKit.formatUtcDateTime(attempt.attemptedAt)}
            </time>
            <listKit.StatusBadge status={attempt.outcome} />
            <span className="tabular-nums">
              {attempt.statusCode ? `HTTP ${attempt.statusCode}` : 'no answer'} · {attempt.durationMs} ms
            </span>
            {attempt.error ? <span className="break-words text-muted-foreground">{attempt.error}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

function RetryButton({ row, csrfToken }: { row: OperatorWebhookRow; csrfToken: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === row.id;
  // A delivery stopped by an erasure has nothing left to forward.
  if (row.status !== 'failed' || row.email === '(erased)') return null;
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="id" value={row.id} />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        <RotateCwIcon aria-hidden="true" />
        {busy ? 'Queuing…' : 'Retry now'}
      </Button>
    </Form>
  );
}

/** The table's columns; the status cell carries a retry form, so it needs the session's CSRF token. */
function webhookColumns(csrfToken: string): listKit.Column<OperatorWebhookRow>[] {
  return [
    listKit.timeColumn('Created', (row) => row.createdAt),
    {
      header: 'Lead',
      cell: (row) => (
        <>
          <span className="block break-all">{row.email || 'erased'}</span>
          <span className="block text-muted-foreground">{row.source}</span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (row) => (
        <>
          <listKit.StatusBadge status={row.status} />
          <RetryButton row={row} csrfToken={csrfToken} />
        </>
      ),
    },
    { header: 'Attempts', cell: (row) => row.attempts, className: 'tabular-nums' },
    {
      header: 'Next retry',
      cell: (row) =>
        row.status === 'pending' ? (
          listKit.instant(row.nextAttemptAt)
        ) : row.deliveredAt ? (
          <span className="text-muted-foreground">delivered {listKit.formatUtcDateTime(row.deliveredAt)}</span>
        ) : (
          listKit.muted('—')
        ),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Last error',
      cell: (row) =>
        row.lastError ? (
          <span className="break-words text-destructive">
            {row.lastStatusCode ? `HTTP ${row.lastStatusCode}: ` : ''}
            {row.lastError.replace(/^HTTP \d+: /, '')}
          </span>
        ) : (
          listKit.muted('—')
        ),
      className: 'max-w-sm',
    },
  ];
}

/** The answer to "Retry now": queued, or why not. */
function RetryMessage({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p
      role="status"
      className={
        ok
          ? 'mb-4 rounded-xl border border-primary/30 bg-forest-100 px-4 py-3 text-sm'
          : 'mb-4 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm'
      }
    >
      {message}
    </p>
  );
}

export default function OperatorWebhooksPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="webhooks"
      data={loaderData}
      title="Webhook outbox"
      description="Each lead forwarded to the automation webhook: attempts, the next retry, and the last error. A failed delivery can be retried now."
      searchLabel="Lead email, source or error"
      selects={[listKit.statusSelect(WEBHOOK_STATUSES)]}
      caption="Webhook deliveries, newest first"
      columns={webhookColumns(loaderData.csrfToken)}
      rowKey={(row) => row.id}
      empty="No deliveries match these filters."
      detail={(row) => (row.attemptLog.length > 0 ? <AttemptLog row={row} /> : null)}
    >
      {actionData ? <RetryMessage ok={actionData.ok} message={actionData.message} /> : null}
    </OperatorListPage>
  );
}
