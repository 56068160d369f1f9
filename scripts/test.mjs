// `npm test`: lint, typecheck, the production build (integration tests render pages through it), unit +
// integration tests on PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), the built server as a
// process, and the end-to-end suite in Debian's Chromium. Stops at the first failure.
// In CI (CI set) PostgreSQL is required: without TEST_DATABASE_URL the run fails here instead of skipping the
// PostgreSQL pass and the several-process tests.
import { spawnSync } from 'node:child_process';

const inCi = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI.toLowerCase());
if (inCi && !process.env.TEST_DATABASE_URL) {
  console.error(
    'CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests cannot run, and CI does not skip them.\n' +
      'Start PostgreSQL and set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); .ci/run does both.',
  );
  process.exit(1);
}

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['build', ['run', 'build']],
  // TEST_PGLITE_PASS: the PostgreSQL-only tests skip here, even in CI, because the pass below runs them.
  ['unit + integration (PGlite)', ['exec', '--', 'vitest', 'run'], { TEST_DATABASE_URL: '', TEST_PGLITE_PASS: '1' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['integration (PostgreSQL)', ['exec', '--', 'vitest', 'run', 'tests/integration']]);
}
steps.push([
  'server process (start, health, SIGTERM; two processes on PostgreSQL; a production-only install)',
  ['exec', '--', 'vitest', 'run', 'tests/process'],
  { VITEST_PROCESS: '1' },
]);
steps.push(['end-to-end (Chromium)', ['exec', '--', 'playwright', 'test']]);
const started = Date.now();
for (const [name, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStart = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
