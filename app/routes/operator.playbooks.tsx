import { listKit, operatorListLoader, OperatorListPage, operatorMeta } from '#app/features/operator/index.ts';
import { PLAYBOOK_STATUSES } from '#contracts/operator-list-constants.ts';
import type { OperatorPlaybookRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.playbooks';

export const meta = operatorMeta('Playbooks');

export const loader = operatorListLoader('playbooks');

const columns: listKit.Column<OperatorPlaybookRow>[] = [
  listKit.timeColumn('Created', (row) => row.createdAt),
  {
    header: 'Restaurant',
    cell: (row) => (
      <>
        {row.status === 'ready' ? (
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={`/sop/${row.id}`}>
            {row.name}
          </a>
        ) : (
          <span className="font-medium">{row.name}</span>
        )}
        {row.location ? <span className="block text-muted-foreground">{row.location}</span> : null}
      </>
    ),
  },
  {
    header: 'Owner',
    cell: (row) =>
      row.ownerName || row.ownerEmail ? (
        <>
          {row.ownerName ? <span className="block">{row.ownerName}</span> : null}
          {row.ownerEmail ? <span className="block break-all text-muted-foreground">{row.ownerEmail}</span> : null}
        </>
      ) : (
        listKit.muted(row.status === 'erased' ? 'erased' : 'not given')
      ),
  },
  listKit.statusColumn(),
  {
    header: 'Format',
    cell: (row) => `${row.format === 'html' ? 'HTML' : 'Text'}${row.engine ? ` · ${row.engine}` : ''}`,
    className: 'whitespace-nowrap',
  },
  { header: 'Blitz', cell: (row) => (row.blitzOptIn ? 'Opted in' : listKit.muted('No')) },
];

export default function OperatorPlaybooksPage({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="playbooks"
      data={loaderData}
      title="Playbooks"
      description="Every playbook generated, with the owner who asked for it. Erased playbooks keep their row so the counts stay true."
      searchLabel="Restaurant, id, owner or email"
      selects={[
        // What the dashboard counts as generated: ready, or ready before its owner was erased.
        listKit.statusSelect(PLAYBOOK_STATUSES, [{ value: 'ready,erased', label: 'generated (ready or erased)' }]),
      ]}
      caption="Playbooks, newest first"
      columns={columns}
      rowKey={(row) => row.id}
      empty="No playbooks match these filters."
    />
  );
}
