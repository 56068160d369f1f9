// `npm start`, `npm run worker`, `npm run mornings:run-due` (and its alias `blitz:run-due`) and `npm run dev`. The
// first three run the bundles in build/ (building first when there is no build) on plain Node with production
// dependencies only, inside this very process; dev runs the TypeScript sources through tsx in a child.
//
// Why in this process: npm runs a script as `sh -c '<script>'`, and on SIGTERM or SIGINT it signals that shell
// only. Debian's dash stays in between as a parent and dies of the signal without passing it on, so a server
// started as a child of the shell (or of a wrapper under it) kept running, orphaned, with the port and the embedded
// database's lock. So the package.json scripts `exec` node (npm → node, nothing in between), this script imports
// the bundle instead of spawning it, and the Node options the server needs are on that `exec node` line
// (SERVER_NODE_OPTIONS; tests/process/npm-scripts.test.ts holds the two together). The signal npm forwards reaches
// the server's own handlers (server/main.ts), and npm exits with the server's code once it has stopped.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { setSourceMapsSupport } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Node options of the server and the worker (the benchmark starts the server with them too). V8 sizes the young
 * generation from the machine's memory, so on a large host it stays big and resident; 16 MB semi-spaces are V8's
 * long-standing default for smaller hosts. Options like this can only be given at start-up, so the `start` and
 * `worker` scripts in package.json pass them to node; started any other way, this script runs the server as a child
 * with them.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16'];

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM'];

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) await main();

/** Runs a child with the terminal, passing SIGINT and SIGTERM on to it; resolves with its exit code once it exits. */
function runChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      resolve(code ?? (signal ? 128 + signalNumber(signal) : 0));
    });
  });
}

function signalNumber(signal) {
  return { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal] ?? 1;
}

async function main() {
  const mode = process.argv[2] ?? 'start';
  const extraArgs = process.argv.slice(3);
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Replybook needs Node 24 (this is ${process.version}). Run it through npm (npm start), which uses the project's own Node 24.`,
    );
    process.exit(1);
  }

  /** Everything a production start reads from build/ (scripts/build-server.mjs and the React Router build). */
  const buildOutputs = [
    'build/server-main.mjs',
    'build/mornings-run-due.mjs',
    'build/migrations/meta/_journal.json',
    'build/server/index.js',
  ];

  if (mode === 'dev') {
    process.exit(
      await runChild(
        process.execPath,
        ['--import', 'tsx', '--watch-path=server', '--watch-path=contracts', 'server/main.ts', '--dev'],
        { env: { ...process.env, NODE_ENV: 'development' } },
      ),
    );
  }
  // `blitz-run-due` is the command's earlier name, kept so scripts and habits that use it go on working.
  const runDue = mode === 'mornings-run-due' || mode === 'blitz-run-due';
  if (mode !== 'start' && mode !== 'worker' && !runDue) {
    console.error(`Unknown mode "${mode}": use start, worker, mornings-run-due or dev.`);
    process.exit(64);
  }

  if (!buildOutputs.every((file) => existsSync(file))) {
    // Progress goes to stderr: mornings-run-due's stdout is its report.
    console.error('No complete build found: building first (npm run build)…');
    const status = await runChild('npm', ['run', 'build'], { stdio: ['ignore', 2, 'inherit'] });
    if (status !== 0) {
      console.error(
        'The build failed. Building needs the devDependencies (npm ci); a production install needs build/.',
      );
      process.exit(status);
    }
  }

  process.env.NODE_ENV ??= 'production';
  const bundle = path.resolve(runDue ? 'build/mornings-run-due.mjs' : 'build/server-main.mjs');
  const bundleArgs = runDue ? extraArgs : mode === 'worker' ? ['--worker'] : [];
  const missingOptions = SERVER_NODE_OPTIONS.filter((option) => !process.execArgv.includes(option));
  if (!runDue && missingOptions.length > 0) {
    // Started as `node scripts/run.mjs start` rather than through npm: the options can only be given to a new node.
    process.exit(await runChild(process.execPath, [...SERVER_NODE_OPTIONS, bundle, ...bundleArgs]));
  }
  // The bundle reads its arguments from process.argv, as if node had been started on it.
  process.argv = [process.argv[0], bundle, ...bundleArgs];
  // Source maps for our own bundle (the server's entry does the same for itself: server/server-entry.ts).
  if (runDue) setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
  await import(pathToFileURL(bundle).href);
}
