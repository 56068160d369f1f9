import { formatUtcDateTime } from './operator-format.ts';
import { StatusBadge, type Column } from './operator-list-view.tsx';

// What a console list route builds its columns and filters from, taken whole from the feature's entry
// (`listKit.timeColumn(…)`, `<listKit.StatusBadge … />`).
export { formatUtcDateTime } from './operator-format.ts';
export { FieldList, StatusBadge, statusSelect, type Column } from './operator-list-view.tsx';

/** Secondary text in a cell: a dash for nothing, "erased", "None yet". */
export function muted(text: string) {
  return <span className="text-muted-foreground">{text}</span>;
}

/** An instant as the console shows every time: UTC, machine-readable in `dateTime`. */
export function instant(at: string) {
  return <time dateTime={at}>{formatUtcDateTime(at)}</time>;
}

/** An instant, or a dash when there is none. */
export function When({ at }: { at: string | null }) {
  return at ? instant(at) : muted('—');
}

/** The column of a row's instant (created, queued, a trial's end…), on one line; a dash when it has none. */
export function timeColumn<Row>(header: string, at: (row: Row) => string | null): Column<Row> {
  return { header, cell: (row) => <When at={at(row)} />, className: 'whitespace-nowrap tabular-nums' };
}

/** The column of a row's status, as a badge. */
export function statusColumn<Row extends { status: string }>(): Column<Row> {
  return { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> };
}
