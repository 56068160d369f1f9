import { listKit, operatorListLoader, OperatorListPage, operatorMeta } from '#app/features/operator/index.ts';
import { BLITZ_SOURCES, BLITZ_STATUSES } from '#contracts/operator-list-constants.ts';
import type { OperatorBlitzRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.blitz';

export const meta = operatorMeta('Blitz');

export const loader = operatorListLoader('blitz');

function Sends({ row }: { row: OperatorBlitzRow }) {
  if (row.sends.length === 0) return listKit.muted('None yet');
  return (
    <ol className="flex flex-col gap-1">
      {row.sends.map((send) => (
        <li key={send.day} className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
          <span className="font-medium tabular-nums">{send.kind === 'closing' ? 'Closing' : `Day ${send.day}`}</span>
          <span className="text-muted-foreground tabular-nums">{send.localDay}</span>
          <listKit.StatusBadge status={send.emailStatus ?? send.status} />
          <span className="text-muted-foreground">
            {send.reviewCount} review{send.reviewCount === 1 ? '' : 's'}
          </span>
        </li>
      ))}
    </ol>
  );
}

const columns: listKit.Column<OperatorBlitzRow>[] = [
  listKit.timeColumn('Enrolled', (row) => row.enrolledAt),
  {
    header: 'Owner',
    cell: (row) => (
      <>
        <span className="block">{row.ownerName || '—'}</span>
        <span className="block break-all text-muted-foreground">{row.email || 'erased'}</span>
      </>
    ),
  },
  { header: 'Restaurant', cell: (row) => row.restaurantName },
  { header: 'Source', cell: (row) => (row.source === 'free-trial' ? 'Free trial' : 'Playbook') },
  listKit.statusColumn(),
  { header: 'Each day', cell: (row) => <Sends row={row} /> },
];

export default function OperatorBlitzPage({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="blitz"
      data={loaderData}
      title="Blitz enrollments"
      description="Seven-day reply blitzes and what each day sent (email status once queued), newest enrollment first."
      searchLabel="Email, owner or restaurant"
      selects={[
        listKit.statusSelect(BLITZ_STATUSES),
        {
          name: 'source',
          label: 'Source',
          options: [
            { value: '', label: 'All sources' },
            ...BLITZ_SOURCES.map((source) => ({
              value: source,
              label: source === 'free-trial' ? 'Free trial' : 'Playbook',
            })),
          ],
        },
      ]}
      caption="Blitz enrollments, newest first"
      columns={columns}
      rowKey={(row) => row.id}
      empty="No enrollments match these filters."
    />
  );
}
