import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The audit log is append-only by construction: no code updates or deletes its rows. This reads every source file
 * of the product (and the scripts) for a way to change the table, through Drizzle or in SQL.
 */

const roots = ['server', 'app', 'scripts', 'contracts'];
const sourceFile = /\.(ts|tsx|mjs|js)$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sources(full);
    return sourceFile.test(entry) && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

const forbidden = [
  /\.update\(\s*operatorAuditLog\b/,
  /\.delete\(\s*operatorAuditLog\b/,
  /\bupdate\s+["']?operator_audit_log\b/i,
  /\bdelete\s+from\s+["']?operator_audit_log\b/i,
  /\btruncate\s+(table\s+)?["']?operator_audit_log\b/i,
];

describe('operator audit log', () => {
  test('no source file updates, deletes or truncates its rows', () => {
    const files = roots.flatMap((root) => sources(root));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });

  test('the check would catch a change if one were written', () => {
    const written = [
      'await db.update(operatorAuditLog).set({ action: "x" })',
      'DELETE FROM operator_audit_log WHERE id = 1',
    ];
    for (const line of written) expect(forbidden.some((pattern) => pattern.test(line))).toBe(true);
  });
});
