import { listKit, operatorListLoader, OperatorListPage, operatorMeta } from '#app/features/operator/index.ts';
import { SUBSCRIPTION_STATUSES } from '#contracts/operator-list-constants.ts';
import type { OperatorSubscriptionRow } from '#contracts/operator-lists.ts';
import type { Route } from './+types/operator.subscriptions';

export const meta = operatorMeta('Subscriptions');

export const loader = operatorListLoader('subscriptions');

const columns: listKit.Column<OperatorSubscriptionRow>[] = [
  { header: 'Restaurant', cell: (row) => row.restaurantName },
  { header: 'Owner', cell: (row) => <span className="break-all">{row.ownerEmail}</span> },
  { header: 'Plan', cell: (row) => (row.plan === 'starter' ? 'Starter' : 'Free Forever') },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <listKit.StatusBadge status={row.status} />
        {row.cancelAtPeriodEnd ? <span className="block text-muted-foreground">Ends at period end</span> : null}
        {row.stripeErasePendingSince ? (
          <span className="block font-medium text-destructive">
            Owner erased; waiting for Stripe since {listKit.formatUtcDateTime(row.stripeErasePendingSince)}
          </span>
        ) : null}
      </>
    ),
  },
  listKit.timeColumn('Trial ends', (row) => row.trialEndsAt),
  listKit.timeColumn('Next invoice', (row) => row.nextInvoiceAt),
];

export default function OperatorSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorListPage
      list="subscriptions"
      data={loaderData}
      title="Subscriptions"
      description="Starter trials and Stripe subscriptions, one per restaurant, newest trial first. Statuses other than our trial's come from Stripe."
      searchLabel="Owner or restaurant"
      selects={[listKit.statusSelect(SUBSCRIPTION_STATUSES)]}
      caption="Subscriptions, newest trial first"
      columns={columns}
      rowKey={(row) => row.id}
      empty="No subscriptions match these filters."
    />
  );
}
