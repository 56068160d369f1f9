import type { ParsedMail } from 'mailparser';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import type { TestApp } from './test-app.ts';

/** Polls until the condition holds; tests wait on outcomes, never on fixed delays. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function expectFromHeader(parsed: ParsedMail, configuredFrom: string): void {
  const from = parsed.from?.value[0]?.address ?? '';
  expect(configuredFrom).toContain(from);
  expect(from).toMatch(/@/);
}

export function bossSchemaOf(t: TestApp): string {
  return t.ctx.database.schema ? `${t.ctx.database.schema}_pgboss` : 'pgboss';
}

/**
 * Makes jobs waiting for a retry due now: pg-boss's backoff (30 s, then doubling) is real time, and the tests drive
 * it forward instead of sleeping through it. Waits until `expected` jobs were found in the retry state, since pg-boss
 * records the failure just after the handler has updated the message row.
 */
export async function releaseRetries(t: TestApp, bossSchema: string, queue: string, expected = 1): Promise<void> {
  let released = 0;
  await waitUntil(async () => {
    const rows = await queryRows<{ id: string }>(
      t.ctx.database.db,
      sql.raw(
        `update ${bossSchema}.job set start_after = now() where name = '${queue}' and state = 'retry' and start_after > now() returning id`,
      ),
    );
    released += rows.length;
    return released >= expected;
  }, 20_000);
}

/** A header exactly as sent (unfolded), or undefined; mailparser restructures List-* headers, so read the raw lines. */
export function rawHeader(parsed: ParsedMail, name: string): string | undefined {
  const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  if (line === undefined) return undefined;
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
