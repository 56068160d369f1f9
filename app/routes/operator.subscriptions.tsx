import {
  type Column,
  formatUtcDateTime,
  operatorListLoader,
  OperatorListPage,
  operatorMeta,
  StatusBadge,
  statusSelect,
} from '#app/features/operator/index.ts';
import { SUBSCRIPTION_STATUSES } from '#contracts/operator-list-constants.ts';
import type { OperatorSubscriptionRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.subscriptions';

export const meta = operatorMeta('Subscriptions');

export const loader = operatorListLoader('subscriptions');

function When({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">—</span>;
  return <time dateTime={at}>{formatUtcDateTime(at)}</time>;
}

const columns: Column<OperatorSubscriptionRow>[] = [
  { header: 'Restaurant', cell: (row) => row.restaurantName },
  { header: 'Owner', cell: (row) => <span className="break-all">{row.ownerEmail}</span> },
  { header: 'Plan', cell: (row) => (row.plan === 'starter' ? 'Starter' : 'Free Forever') },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        {row.cancelAtPeriodEnd ? <span className="block text-muted-foreground">Ends at period end</span> : null}
        {row.stripeErasePendingSince ? (
          <span className="block font-medium text-destructive">
            Owner erased; waiting for Stripe since {formatUtcDateTime(row.stripeErasePendingSince)}
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'Trial ends', cell: (row) => <When at={row.trialEndsAt} />, className: 'whitespace-nowrap tabular-nums' },
  {
    header: 'Next invoice',
    cell: (row) => <When at={row.nextInvoiceAt} />,
    className: 'whitespace-nowrap tabular-nums',
  },
];

export default function OperatorSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="subscriptions"
      data={loaderData}
      title="Subscriptions"
      description="Starter trials and Stripe subscriptions, one per restaurant, newest trial first. Statuses other than our trial's come from Stripe."
      searchLabel="Owner or restaurant"
      selects={[statusSelect(SUBSCRIPTION_STATUSES)]}
      caption="Subscriptions, newest trial first"
      columns={columns}
      rowKey={(row) => row.id}
      empty="No subscriptions match these filters."
    />
  );
}
