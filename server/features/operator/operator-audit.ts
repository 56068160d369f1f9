import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { ServerContext } from '#server/server-context.ts';
import { operatorAuditLog } from './operator-audit-tables.ts';
import type { Operator } from './operator-session.ts';

/** The record an action was taken on (a lead, a webhook delivery, a data-rights request…); null for sign-in and the like. */
export interface OperatorActionTarget {
  type: string;
  id: string;
}

export type OperatorActionDetail = Record<string, string | number | boolean | null>;

/**
 * Appends one line to the audit log. Call it after the action succeeded, with the operator the guard returned.
 * There is deliberately no way to change or remove a line (docs/operator-console.md).
 */
export async function recordOperatorAction(
  ctx: ServerContext,
  operator: Operator,
  action: string,
  target: OperatorActionTarget | null,
  detail?: OperatorActionDetail,
): Promise<void> {
  await ctx.database.db.insert(operatorAuditLog).values({
    at: ctx.now(),
    operatorEmail: operator.email,
    sessionId: operator.sessionId,
    action: action.slice(0, 100),
    targetType: target?.type.slice(0, 100) ?? null,
    targetId: target?.id.slice(0, 300) ?? null,
    detail: detail ?? null,
  });
}

export interface AuditLogEntry {
  id: number;
  at: Date;
  operatorEmail: string;
  sessionId: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: OperatorActionDetail | null;
}

export interface AuditLogQuery {
  /** Keyset paging: entries older than this id. */
  before?: number | undefined;
  action?: string | undefined;
  operator?: string | undefined;
  limit?: number | undefined;
}

/** Newest first, `limit` at a time; `nextBefore` is the cursor of the next page, or null at the end. */
export async function listOperatorActions(
  ctx: ServerContext,
  query: AuditLogQuery,
): Promise<{ entries: AuditLogEntry[]; nextBefore: number | null }> {
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
  const conditions: SQL[] = [];
  if (query.before !== undefined) conditions.push(lt(operatorAuditLog.id, query.before));
  if (query.action) conditions.push(eq(operatorAuditLog.action, query.action));
  if (query.operator) conditions.push(eq(operatorAuditLog.operatorEmail, query.operator.trim().toLowerCase()));
  const rows = await ctx.database.db
    .select()
    .from(operatorAuditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(operatorAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
