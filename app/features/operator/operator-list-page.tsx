import type * as React from 'react';
import type { OperatorListName } from '#contracts/operator-lists.ts';
import { type Column, type FilterSelect, ListFilters, type ListResult, ListResults } from './operator-list-view.tsx';
import { OperatorPageHeader } from './operator-shell.tsx';

/** What a list route's loader hands its page (see operatorListLoader). */
interface ListData<Row> {
  result: ListResult<Row>;
  search: string;
  values: Record<string, string>;
}

/**
 * A console list's page: its heading, the filters, then the rows and the pager. `children` stand between the heading
 * and the filters (the answer to an action, say).
 */
export function OperatorListPage<Row>({
  list,
  data,
  title,
  description,
  searchLabel,
  selects,
  caption,
  columns,
  rowKey,
  empty,
  detail,
  children,
}: {
  list: OperatorListName;
  data: ListData<Row>;
  title: string;
  description: string;
  searchLabel: string;
  selects: readonly FilterSelect[];
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  detail?: (row: Row) => React.ReactNode;
  children?: React.ReactNode;
}) {
  const { result, search, values } = data;
  return (
    <>
      <OperatorPageHeader title={title} description={description} />
      {children}
      <ListFilters list={list} search={search} searchLabel={searchLabel} values={values} selects={selects} />
      <ListResults
        list={list}
        search={search}
        result={result}
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        empty={empty}
        detail={detail}
      />
    </>
  );
}
