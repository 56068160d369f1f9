// `npm test`: lint, typecheck, the production build (integration tests render pages through it), unit +
// integration tests on PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), the built server as a
// process, and the end-to-end suite in Debian's Chromium. Stops at the first failure.
// In CI (CI set) PostgreSQL is required: without TEST_DATABASE_URL the run fails here instead of skipping the
// PostgreSQL pass and the several-process tests.
//
// Stages in one group run side by side: the process tests wait mostly on the servers they start (a minute's tick, a
// restart), and the PostgreSQL pass partly on the database, so each shares the two cores with a pass that computes.
// A group's stages print their output when they end (a lone stage prints as it goes); when one fails, the others
// in its group are stopped and nothing after it runs. Every stage uses the one build made before them.
import { spawn } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';

const inCi = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI.toLowerCase());
if (inCi && !process.env.TEST_DATABASE_URL) {
  console.error(
    'CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests cannot run, and CI does not skip them.\n' +
      'Start PostgreSQL and set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); .ci/run does both.',
  );
  process.exit(1);
}

const stage = (name, args, env = {}) => ({ name, args, env });
const processTests = stage(
  'server process (start, health, SIGTERM; two processes on PostgreSQL; a production-only install)',
  ['exec', '--', 'vitest', 'run', 'tests/process'],
  { VITEST_PROCESS: '1' },
);
const endToEnd = stage('end-to-end (Chromium)', ['exec', '--', 'playwright', 'test']);
const groups = [
  [stage('lint', ['run', 'lint']), stage('typecheck', ['run', 'typecheck'])],
  [stage('build', ['run', 'build'])],
  [
    // TEST_PGLITE_PASS: the PostgreSQL-only tests skip here, even in CI, because the pass below runs them.
    stage('unit + integration (PGlite)', ['exec', '--', 'vitest', 'run'], {
      TEST_DATABASE_URL: '',
      TEST_PGLITE_PASS: '1',
    }),
    processTests,
  ],
  process.env.TEST_DATABASE_URL
    ? [stage('integration (PostgreSQL)', ['exec', '--', 'vitest', 'run', 'tests/integration']), endToEnd]
    : [endToEnd],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

/** Runs one stage in its own process group (stopping it stops vitest or Playwright and what they started). */
function run(step, buffered) {
  const started = Date.now();
  const child = spawn('npm', step.args, {
    env: { ...process.env, ...step.env },
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  });
  let output = '';
  if (buffered) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve({ step, code: 1, output: `${output}${error.message}\n`, started }));
    child.on('close', (code, signal) => resolve({ step, code: code ?? (signal ? 1 : 0), output, started }));
  });
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  /** SIGTERM to the group, SIGKILL 10 s later if it is still there; resolves once the stage has ended. */
  const stop = async () => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await done;
    clearTimeout(timer);
  };
  return { step, done, stop };
}

const live = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([...live].map((running) => running.stop()));
    process.exit(130);
  });
}

const started = Date.now();
for (const group of groups) {
  const buffered = group.length > 1;
  if (buffered) console.log(`\n▶ side by side: ${group.map((step) => step.name).join(' ‖ ')}`);
  const runs = group.map((step) => {
    if (!buffered) console.log(`\n▶ ${step.name}`);
    const running = run(step, buffered);
    live.add(running);
    return running;
  });
  const pending = new Set(runs);
  while (pending.size > 0) {
    const { running, result } = await Promise.race(
      [...pending].map((candidate) => candidate.done.then((outcome) => ({ running: candidate, result: outcome }))),
    );
    pending.delete(running);
    live.delete(running);
    const { step, code, output } = result;
    if (buffered) {
      console.log(`\n── ${step.name} ──`);
      process.stdout.write(output);
    }
    if (code !== 0) {
      console.error(`\n✖ ${step.name} failed after ${seconds(result.started)}s`);
      if (pending.size > 0) {
        console.error(`  stopping what ran beside it: ${[...pending].map((c) => c.step.name).join(', ')}`);
        await Promise.all([...pending].map((candidate) => candidate.stop()));
      }
      process.exit(code);
    }
    console.log(`✔ ${step.name} (${seconds(result.started)}s)`);
  }
}
console.log(`\nAll checks passed in ${seconds(started)}s.`);
