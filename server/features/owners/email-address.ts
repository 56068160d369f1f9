import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one rule for an email address: compared trimmed and lower-cased everywhere (an owner who typed
 * `Jane@Cafe.example` once and `jane@cafe.example` later is one owner).
 */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** The SQL twin of normalizeEmail: `column` holds `address`, whatever its case. The only `lower(email)` query. */
export function sameAddress(column: AnyPgColumn | SQL, address: string): SQL {
  return sql`lower(${column}) = ${normalizeEmail(address)}`;
}

/** An address column, lower-cased: to group or join addresses under the same rule. */
export function addressOf(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`lower(${column})`;
}

/**
 * `jane@example.com` → `j•••@example.com`: enough to recognise one's own address, not to learn someone else's (public
 * responses and pages never carry an owner's email).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '•••' : '';
  return `${email[0]}•••${email.slice(at)}`;
}

/** What an erased address is replaced with (data-rights requests, retention): it matches no one. */
export const ERASED = '(erased)';
