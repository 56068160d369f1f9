import { test } from 'vitest';

/** Set by scripts/test.mjs for its PGlite pass; the PostgreSQL pass that follows runs the PostgreSQL-only tests. */
const pglitePass = process.env.TEST_PGLITE_PASS === '1';
const inCi = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI!.toLowerCase());

const missingPostgresMessage =
  'TEST_DATABASE_URL is not set: this test needs PostgreSQL, and in CI (CI is set) it fails rather than skip. ' +
  'Start PostgreSQL and set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test.';

/**
 * A test that needs PostgreSQL (TEST_DATABASE_URL). Without it, a developer's machine skips the test; CI fails it,
 * so a database that did not start can never pass as green.
 */
export function postgresTest(name: string, fn: () => Promise<void>, timeout?: number): void {
  if (process.env.TEST_DATABASE_URL) test(name, fn, timeout);
  else if (inCi && !pglitePass)
    test(name, () => {
      throw new Error(missingPostgresMessage);
    });
  else test.skip(name, fn);
}
