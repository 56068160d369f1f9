import { data, Form, Link } from 'react-router';
import { statusOf } from '#contracts/error-constants.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { formatUtcDateTime, OperatorPageHeader, operatorMeta } from '#app/features/operator/index.ts';
import type { Route } from './+types/operator.audit';
import { requireServices } from '#app/lib/route-context.ts';

export const meta = operatorMeta('Audit log');

/** `?action=&operator=&before=`: filters in the URL, so a link reproduces the view; `before` pages back in time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The operator console');
  await services.operator.requirePage(request);
  const params = new URL(request.url).searchParams;
  const action = params.get('action')?.trim() ?? '';
  const operator = params.get('operator')?.trim() ?? '';
  const beforeText = params.get('before')?.trim() ?? '';
  const before = beforeText ? Number(beforeText) : undefined;
  if (before !== undefined && (!Number.isSafeInteger(before) || before < 1)) {
    throw data({ message: 'before must be a positive whole number.' }, { status: statusOf('BAD_REQUEST') });
  }
  if (action.length > 100 || operator.length > 254) {
    throw data({ message: 'The filters are too long.' }, { status: statusOf('BAD_REQUEST') });
  }
  const page = await services.operator.auditLog({
    ...(before !== undefined ? { before } : {}),
    ...(action ? { action } : {}),
    ...(operator ? { operator } : {}),
  });
  return { page, filters: { action, operator }, paged: before !== undefined };
}

function auditHref(filters: { action: string; operator: string }, before?: number): string {
  const query = new URLSearchParams();
  if (filters.action) query.set('action', filters.action);
  if (filters.operator) query.set('operator', filters.operator);
  if (before !== undefined) query.set('before', String(before));
  const search = query.toString();
  return search ? `/operator/audit?${search}` : '/operator/audit';
}

function detailText(detail: Record<string, string | number | boolean | null>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

type AuditData = Route.ComponentProps['loaderData'];

/** Filter by action and operator; the filters live in the URL (a GET form). */
function AuditFilters({ filters, actions }: { filters: AuditData['filters']; actions: AuditData['page']['actions'] }) {
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-xs"
    >
      <div className="flex min-w-40 flex-1 flex-col gap-1.5">
        <label htmlFor="audit-action" className="text-sm font-medium">
          Action
        </label>
        <select
          id="audit-action"
          name="action"
          defaultValue={filters.action}
          className="h-10 rounded-md border border-input bg-card px-3 text-base md:text-sm"
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-48 flex-[2] flex-col gap-1.5">
        <label htmlFor="audit-operator" className="text-sm font-medium">
          Operator
        </label>
        <Input
          id="audit-operator"
          name="operator"
          type="email"
          defaultValue={filters.operator}
          placeholder="name@example.com"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        {filters.action || filters.operator ? (
          <Button asChild variant="ghost">
            <Link to="/operator/audit">Clear</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

type AuditEntry = AuditData['page']['entries'][number];

/** The entries: a card each on phones, a table on wider screens. */
function AuditEntries({ entries, paged }: { entries: AuditData['page']['entries']; paged: boolean }) {
  return entries.length === 0 ? (
    <p className="rounded-xl border border-dashed border-border bg-card px-4 py-10 text-center text-sm text-muted-foreground">
      {paged ? 'No older entries.' : 'No entries match these filters.'}
    </p>
  ) : (
    <>
      <AuditCards entries={entries} />
      <AuditTable entries={entries} />
    </>
  );
}

/** Phones: one card per entry, the action first. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="space-y-2 sm:hidden" aria-label="Audit log entries">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{entry.action}</code>
            <time dateTime={entry.at} className="text-xs text-muted-foreground tabular-nums">
              {formatUtcDateTime(entry.at)}
            </time>
          </div>
          <p className="mt-2 break-all">{entry.operatorEmail}</p>
          {entry.targetType ? (
            <p className="mt-1 break-all text-muted-foreground">
              {entry.targetType} {entry.targetId ?? ''}
            </p>
          ) : null}
          {entry.detail ? <p className="mt-1 text-muted-foreground">{detailText(entry.detail)}</p> : null}
        </li>
      ))}
    </ul>
  );
}

const auditColumns = ['When', 'Operator', 'Action', 'Record', 'Details'];

/** Wider screens: a table; it still scrolls sideways if it must, and a keyboard can scroll it. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div
      role="region"
      aria-label="Audit log entries"
      tabIndex={0}
      className="hidden overflow-x-auto rounded-xl border border-border bg-card shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:block"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            {auditColumns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-border align-top">
              <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">
                <time dateTime={entry.at}>{formatUtcDateTime(entry.at)}</time>
              </td>
              <td className="px-4 py-2.5 break-all">{entry.operatorEmail}</td>
              <td className="px-4 py-2.5">
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{entry.action}</code>
              </td>
              <td className="px-4 py-2.5 break-all">
                {entry.targetType ? (
                  `${entry.targetType} ${entry.targetId ?? ''}`
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </td>
              <td className="px-4 py-2.5 text-muted-foreground">{entry.detail ? detailText(entry.detail) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function OperatorAuditPage({ loaderData }: Route.ComponentProps) {
  const { page, filters, paged } = loaderData;
  return (
    <>
      <OperatorPageHeader
        title="Audit log"
        description="Every sign-in, sign-out and action taken in this console, newest first. Entries cannot be edited or removed."
      />
      <AuditFilters filters={filters} actions={page.actions} />

      <AuditEntries entries={page.entries} paged={paged} />
      <nav aria-label="Audit log pages" className="mt-4 flex justify-between gap-3">
        {paged ? (
          <Button asChild variant="outline" size="sm">
            <Link to={auditHref(filters)}>Newest entries</Link>
          </Button>
        ) : (
          <span />
        )}
        {page.nextBefore !== null ? (
          <Button asChild variant="outline" size="sm">
            <Link to={auditHref(filters, page.nextBefore)}>Older entries</Link>
          </Button>
        ) : null}
      </nav>
    </>
  );
}
