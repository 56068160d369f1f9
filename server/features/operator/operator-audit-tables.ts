import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every operator action: who, what, when, on which record. Append-only: the code has no update or delete path for
 * this table (operator-audit.test.ts checks the source), and nothing purges it.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorEmail: text('operator_email').notNull(),
    sessionId: uuid('session_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [index('operator_audit_log_at_idx').on(table.at)],
);
