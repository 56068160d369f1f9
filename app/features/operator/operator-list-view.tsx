import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from 'lucide-react';
import type * as React from 'react';
import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import type { ListPage, OperatorListName } from '#contracts/operator-lists.ts';

/**
 * The pieces every console list shares: the filter form (a GET, so the URL is the view), the CSV link with the
 * same filters, the pager, and a table that turns into one card per row on a phone.
 */

export interface FilterSelect {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

const controlClass = 'h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs md:text-sm';

/** The current filters without the page: what the CSV export and the pager links carry. */
function filterQuery(search: string, overrides: Record<string, string | null> = {}): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  for (const [key, value] of [...params]) if (value === '') params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function ListFilters({
  list,
  search,
  searchLabel,
  selects,
  values,
}: {
  list: OperatorListName;
  /** The request's query string (`?…`), kept for the CSV link. */
  search: string;
  searchLabel: string;
  selects: readonly FilterSelect[];
  values: Record<string, string>;
}) {
  const filtered = filterQuery(search) !== '';
  return (
    <Form
      method="get"
      className="mb-4 grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(auto-fit,minmax(9rem,1fr))]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${list}-q`} className="text-sm font-medium">
          Search
        </label>
        <Input id={`${list}-q`} name="q" type="search" defaultValue={values.q ?? ''} placeholder={searchLabel} />
      </div>
      {selects.map((select) => (
        <div key={select.name} className="flex flex-col gap-1.5">
          <label htmlFor={`${list}-${select.name}`} className="text-sm font-medium">
            {select.label}
          </label>
          <select
            id={`${list}-${select.name}`}
            name={select.name}
            defaultValue={values[select.name] ?? ''}
            className={controlClass}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${list}-from`} className="text-sm font-medium">
          From (UTC)
        </label>
        <input id={`${list}-from`} name="from" type="date" defaultValue={values.from ?? ''} className={controlClass} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${list}-to`} className="text-sm font-medium">
          To (UTC)
        </label>
        <input id={`${list}-to`} name="to" type="date" defaultValue={values.to ?? ''} className={controlClass} />
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-full">
        <Button type="submit">Apply filters</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link to={`/operator/${list}`}>Clear</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="ml-auto">
          {/* A download, not a page: the browser fetches it directly with the session cookie. */}
          <a href={`/api/operator/export/${list}${filterQuery(search)}`} download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
    </Form>
  );
}

/** A status filter: every status, or one (plus any combined choices the list offers first). */
export function statusSelect(
  statuses: readonly string[],
  combined: readonly { value: string; label: string }[] = [],
): FilterSelect {
  return {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All statuses' },
      ...combined,
      ...statuses.map((status) => ({ value: status, label: status })),
    ],
  };
}

/** What a list's loader found: a page of rows, or why its filters were refused. */
export type ListResult<Row> = { ok: true; page: ListPage<Row> } | { ok: false; message: string };

/** A list's results: its table and pager, or the reason the filters were refused. */
export function ListResults<Row>({
  list,
  search,
  result,
  ...table
}: { list: OperatorListName; search: string; result: ListResult<Row> } & Omit<DataTableProps<Row>, 'rows'>) {
  if (!result.ok) return <ListError message={result.message} />;
  return (
    <>
      <DataTable {...table} rows={result.page.rows} />
      <Pager list={list} search={search} page={result.page} />
    </>
  );
}

function ListError({ message }: { message: string }) {
  return (
    <p role="alert" className="mb-4 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
      {message} <span className="text-muted-foreground">Change the filters and apply them again.</span>
    </p>
  );
}

function Pager({ list, search, page }: { list: OperatorListName; search: string; page: ListPage<unknown> }) {
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const href = (target: number) =>
    `/operator/${list}${filterQuery(search, { page: target > 1 ? String(target) : null })}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        {page.total === 0
          ? 'No rows'
          : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${page.total.toLocaleString('en-US')}`}
        {page.pageCount > 1
          ? ` · page ${page.page.toLocaleString('en-US')} of ${page.pageCount.toLocaleString('en-US')}`
          : ''}
      </p>
      <div className="flex gap-2">
        {page.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page.page - 1)} rel="prev">
              <ChevronLeftIcon aria-hidden="true" />
              Newer
            </Link>
          </Button>
        ) : null}
        {page.page < page.pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page.page + 1)} rel="next">
              Older
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Extra classes for the desktop cell (width, alignment). */
  className?: string;
}

/**
 * Rows as a table from the `md` breakpoint up, and as a list of cards below it, where a table would scroll sideways
 * and hide most columns. Both come from the same column definitions.
 */
interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
  /** More about a row (every field, each attempt), shown beneath it. */
  detail?: ((row: Row) => React.ReactNode) | undefined;
}

function DataTable<Row>({ caption, columns, rows, rowKey, empty, detail }: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-card px-4 py-10 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => {
          const more = detail?.(row);
          return (
            <li key={rowKey(row)} className="rounded-xl border border-border bg-card p-4 shadow-xs">
              <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
                {columns.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted-foreground">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {more ? <div className="mt-3 border-t border-border pt-3">{more}</div> : null}
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-card shadow-xs md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-2.5 font-medium whitespace-nowrap">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {rows.map((row) => {
            const more = detail?.(row);
            return (
              <tbody key={rowKey(row)} className="border-t border-border">
                <tr className="align-top">
                  {columns.map((column) => (
                    <td key={column.header} className={cn('px-4 py-2.5', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {more ? (
                  <tr>
                    <td colSpan={columns.length} className="px-4 pb-3">
                      {more}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </table>
      </div>
    </>
  );
}

const STATUS_TONES: Record<string, string> = {
  delivered: 'bg-forest-100 text-primary',
  sent: 'bg-forest-100 text-primary',
  ready: 'bg-forest-100 text-primary',
  completed: 'bg-forest-100 text-primary',
  active: 'bg-amber/20 text-foreground',
  pending: 'bg-amber/20 text-foreground',
  queued: 'bg-amber/20 text-foreground',
  sending: 'bg-amber/20 text-foreground',
  generating: 'bg-amber/20 text-foreground',
  failed: 'bg-destructive/10 text-destructive',
  spam: 'bg-destructive/10 text-destructive',
};

/** Statuses whose stored word reads badly on its own. */
const STATUS_LABELS: Record<string, string> = { 'not-configured': 'no webhook set' };

/** A status as a small pill; colour is never the only signal (the word is always there). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_TONES[status] ?? 'bg-muted text-muted-foreground',
      )}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** Every field of a record as a definition list, inside a disclosure. */
export function FieldList({ summary, fields }: { summary: string; fields: Record<string, unknown> }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
        {summary}
      </summary>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-muted p-3 sm:grid-cols-[max-content_1fr]">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted-foreground">{key}</dt>
            <dd className="min-w-0 break-words whitespace-pre-wrap">
              {typeof value === 'string' ? value : JSON.stringify(value)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
