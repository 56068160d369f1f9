import { listKit, operatorListLoader, OperatorListPage, operatorMeta } from '#app/features/operator/index.ts';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '#contracts/operator-list-constants.ts';
import type { OperatorLeadRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.leads';

export const meta = operatorMeta('Leads');

export const loader = operatorListLoader('leads');

/** The line that says what the lead is about: the message, the company, what was asked for. */
function summary(row: OperatorLeadRow): string {
  const field = (key: string) => (typeof row.fields[key] === 'string' ? (row.fields[key] as string) : '');
  if (row.source === 'playbook-owner') {
    const count = Array.isArray(row.fields.playbooks) ? row.fields.playbooks.length : 0;
    return `${count} playbook${count === 1 ? '' : 's'}${row.fields.blitzOptIn ? ' · blitz opt-in' : ''}`;
  }
  const text =
    field('message') ||
    [field('companyName'), field('specificNeeds')].filter(Boolean).join(' — ') ||
    [field('type'), field('plan'), field('restaurantName')].filter(Boolean).join(' · ');
  if (text) return text.length > 140 ? `${text.slice(0, 139)}…` : text;
  const context = row.fields.context;
  if (context && typeof context === 'object') {
    return Object.entries(context)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(' · ');
  }
  return '—';
}

const columns: listKit.Column<OperatorLeadRow>[] = [
  listKit.timeColumn('Received', (row) => row.createdAt),
  { header: 'Source', cell: (row) => LEAD_SOURCE_LABELS[row.source], className: 'whitespace-nowrap' },
  {
    header: 'Name',
    cell: (row) => row.name || listKit.muted('—'),
    className: 'min-w-36',
  },
  {
    header: 'Email',
    cell: (row) =>
      row.email ? (
        <a className="break-words text-primary underline-offset-4 hover:underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      ) : (
        listKit.muted('erased')
      ),
  },
  {
    header: 'About',
    cell: (row) => (
      <>
        <p>{summary(row)}</p>
        <div className="mt-1">
          <listKit.FieldList summary="Every field submitted" fields={row.fields} />
        </div>
      </>
    ),
    className: 'min-w-64 max-w-md',
  },
  {
    header: 'Status',
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        {row.spam ? <listKit.StatusBadge status="spam" /> : null}
        {row.forwarded ? <listKit.StatusBadge status={row.forwarded} /> : null}
      </span>
    ),
  },
];

export default function OperatorLeadsPage({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="leads"
      data={loaderData}
      title="Leads"
      description="Contact messages, quote requests, leads, captured emails and playbook owners, newest first. Status shows spam and whether the webhook forwarded it."
      searchLabel="Name, email or any field"
      selects={[
        {
          name: 'source',
          label: 'Source',
          options: [
            { value: '', label: 'All sources' },
            ...LEAD_SOURCES.map((source) => ({ value: source, label: LEAD_SOURCE_LABELS[source] })),
          ],
        },
        {
          name: 'spam',
          label: 'Spam',
          options: [
            { value: 'all', label: 'Shown' },
            { value: 'exclude', label: 'Hidden' },
            { value: 'only', label: 'Only spam' },
          ],
        },
      ]}
      caption="Leads, newest first"
      columns={columns}
      rowKey={(row) => `${row.source}:${row.id}`}
      empty="No leads match these filters."
    />
  );
}
