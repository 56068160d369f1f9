import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { OperatorListResult } from '#contracts/operator-data-services.ts';
import {
  listQuerySchemas,
  type ListPage,
  type OperatorListName,
  type OperatorListRows,
} from '#contracts/operator-lists.ts';
import type { Database } from '#server/db/database.ts';
import type { ServerContext } from '#server/server-context.ts';
import { csvChunks } from '#server/http/csv.ts';
import { csvColumns } from './operator-csv-columns.ts';
import { listBatches, listPage, type ListQueries } from './operator-lists.ts';

/**
 * The lists as the console's pages and data routes read them: filters arrive as URL query parameters, and a bad one
 * is an `{ ok: false, message }`, never ignored.
 */

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The filters are not valid.';
}

export function parseListQuery<Name extends OperatorListName>(
  name: Name,
  search: URLSearchParams | Record<string, unknown>,
): { ok: true; query: ListQueries[Name] } | { ok: false; message: string } {
  const input = search instanceof URLSearchParams ? Object.fromEntries(search) : search;
  const parsed = listQuerySchemas[name].safeParse(input);
  return parsed.success
    ? { ok: true, query: parsed.data as ListQueries[Name] }
    : { ok: false, message: firstMessage(parsed.error) };
}

export async function listForOperator<Name extends OperatorListName>(
  ctx: ServerContext,
  name: Name,
  search: URLSearchParams | Record<string, unknown>,
): Promise<OperatorListResult<OperatorListRows[Name]>> {
  const parsed = parseListQuery(name, search);
  if (!parsed.ok) return parsed;
  const page: ListPage<OperatorListRows[Name]> = await listPage(ctx.database.db, name, parsed.query);
  return { ok: true, page };
}

/** `leads-2026-11-26.csv` */
export function csvFileName(name: OperatorListName, now: Date): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The list as filtered, as a CSV byte stream (one batch of rows in memory at a time). */
export function csvStream<Name extends OperatorListName>(db: Database, name: Name, query: ListQueries[Name]): Readable {
  const chunks = csvChunks(csvColumns[name], listBatches(db, name, query));
  return Readable.from(chunks, { objectMode: false });
}
