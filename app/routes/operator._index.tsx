import { Link } from 'react-router';
import type { DashboardFigure, DashboardPeriod, OperatorDashboard } from '#contracts/operator.ts';
import { formatUtcDateTime, OperatorPageHeader, operatorMeta } from '#app/features/operator/index.ts';
import { cn } from '#app/lib/cn.ts';
import type { Route } from './+types/operator._index';
import { requireServices } from '#app/lib/route-context.ts';

export const meta = operatorMeta('Dashboard');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The operator console');
  await services.operator.requirePage(request);
  return { dashboard: await services.operator.dashboard() };
}

const numberFormat = new Intl.NumberFormat('en-US');
const sectionHeading = 'font-sans text-xs font-semibold tracking-wider text-muted-foreground uppercase';

type Row = { label: string; pick: (period: DashboardPeriod) => DashboardFigure; alert?: boolean };

const activityRows: Row[] = [
  { label: 'Playbooks generated', pick: (p) => p.playbooksGenerated },
  { label: 'Emails sent', pick: (p) => p.emailsSent },
  { label: 'Emails failed', pick: (p) => p.emailsFailed, alert: true },
  { label: 'Blitz enrollments', pick: (p) => p.blitzEnrolled },
  { label: 'Webhook deliveries failed', pick: (p) => p.webhooksFailed, alert: true },
];

export default function OperatorDashboardPage({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  return (
    <>
      <OperatorPageHeader
        title="Dashboard"
        description={
          <>
            Days are UTC days, today included. Updated{' '}
            <time dateTime={dashboard.generatedAt}>{formatUtcDateTime(dashboard.generatedAt)}</time>.
          </>
        }
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <RightNow now={dashboard.now} />
        <Activity periods={dashboard.periods} />
      </div>
    </>
  );
}

/** What may need the operator now: each figure a card linking to its list; failed webhooks show red. */
function RightNow({ now }: { now: OperatorDashboard['now'] }) {
  const attention = [
    now.webhooksFailed,
    now.webhooksPending,
    now.activeBlitzEnrollments,
    now.mrr,
    now.trialsEndingThisWeek,
  ];
  return (
    <section aria-labelledby="now-heading" className="lg:order-2">
      <h2 id="now-heading" className={sectionHeading}>
        Right now
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-1">
        {attention.map((figure, index) => {
          const alert = index === 0 && figure.value > 0;
          return (
            <li key={figure.label}>
              <Link
                to={figure.href}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs transition-colors outline-none hover:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:flex-col sm:items-start sm:py-4',
                  alert ? 'border-destructive/50' : 'border-border',
                )}
              >
                <span className="text-sm text-muted-foreground">{figure.label}</span>
                <span
                  className={cn(
                    'text-2xl font-semibold tabular-nums sm:text-3xl',
                    alert ? 'text-destructive' : 'text-foreground',
                  )}
                >
                  {figure.unit === 'usd' ? `$${numberFormat.format(figure.value)}` : numberFormat.format(figure.value)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The counts per period (today, 7 days, 30 days), then the leads by source; every count links to its list. */
function Activity({ periods }: { periods: DashboardPeriod[] }) {
  const [first] = periods;
  const leadRows: Row[] = (first?.leadsBySource ?? []).map((figure, index) => ({
    label: figure.label,
    pick: (period) => period.leadsBySource[index]!,
  }));
  return (
    <section aria-labelledby="activity-heading" className="lg:order-1">
      <h2 id="activity-heading" className={sectionHeading}>
        Activity
      </h2>
      <div className="mt-3 overflow-hidden rounded-xl border border-border bg-card shadow-xs">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Counts for today, the last 7 days and the last 30 days; each links to its list
          </caption>
          <thead className="bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                <span className="sr-only">Figure</span>
              </th>
              {periods.map((period) => (
                <th key={period.key} scope="col" className="px-2 py-2.5 text-right font-medium sm:px-4">
                  {period.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {activityRows.map((row) => (
              <FigureRow key={row.label} row={row} periods={periods} />
            ))}
            <tr className="border-t border-border bg-muted/50">
              <th
                scope="colgroup"
                colSpan={periods.length + 1}
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:px-4"
              >
                Leads by source
              </th>
            </tr>
            {leadRows.map((row) => (
              <FigureRow key={row.label} row={row} periods={periods} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">Spam submissions are left out of the lead counts.</p>
    </section>
  );
}

function FigureRow({ row, periods }: { row: Row; periods: DashboardPeriod[] }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className="px-3 py-2.5 text-left font-normal text-foreground sm:px-4">
        {row.label}
      </th>
      {periods.map((period) => {
        const figure = row.pick(period);
        const alert = row.alert && figure.value > 0;
        return (
          <td key={period.key} className="px-2 py-1 text-right sm:px-4">
            <Link
              to={figure.href}
              aria-label={`${row.label}, ${period.label.toLowerCase()}: ${figure.value}`}
              className={cn(
                'inline-block min-w-10 rounded-md px-2 py-1.5 font-semibold tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40',
                alert ? 'text-destructive' : figure.value === 0 ? 'text-muted-foreground' : 'text-primary',
              )}
            >
              {numberFormat.format(figure.value)}
            </Link>
          </td>
        );
      })}
    </tr>
  );
}
