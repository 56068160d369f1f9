import { listKit, operatorListLoader, OperatorListPage, operatorMeta } from '#app/features/operator/index.ts';
import { EMAIL_STATUSES } from '#contracts/operator-list-constants.ts';
import type { OperatorEmailRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.emails';

export const meta = operatorMeta('Emails');

export const loader = operatorListLoader('emails');

const columns: listKit.Column<OperatorEmailRow>[] = [
  listKit.timeColumn('Queued', (row) => row.createdAt),
  {
    header: 'Recipient',
    cell: (row) => <span className="break-all">{row.recipient || 'erased'}</span>,
  },
  { header: 'Kind', cell: (row) => <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{row.kind}</code> },
  { header: 'Subject', cell: (row) => row.subject, className: 'max-w-sm' },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <listKit.StatusBadge status={row.status} />
        {row.sentAt ? (
          <span className="mt-1 block text-xs text-muted-foreground tabular-nums">
            sent {listKit.formatUtcDateTime(row.sentAt)}
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'Attempts', cell: (row) => row.attempts, className: 'tabular-nums' },
  {
    header: 'Last error',
    cell: (row) =>
      row.lastError ? <span className="break-words text-destructive">{row.lastError}</span> : listKit.muted('—'),
    className: 'max-w-sm',
  },
];

export default function OperatorEmailsPage({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="emails"
      data={loaderData}
      title="Email deliveries"
      description="Every email the product sent or tried to send, with its status and the last error from the mail server."
      searchLabel="Recipient, subject or error"
      selects={[listKit.statusSelect(EMAIL_STATUSES)]}
      caption="Email deliveries, newest first"
      columns={columns}
      rowKey={(row) => row.id}
      empty="No emails match these filters."
    />
  );
}
