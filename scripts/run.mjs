// `npm start`, `npm run worker`, `npm run blitz:run-due` and `npm run dev`. The first three run the bundles in
// build/ (building first when there is no build) on plain Node with production dependencies only; dev runs the
// TypeScript sources through tsx.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Node options of the server and the worker (the benchmark starts the server with them too). V8 sizes the young
 * generation from the machine's memory, so on a large host it stays big and resident; 16 MB semi-spaces are V8's
 * long-standing default for smaller hosts. `--expose-gc` lets the server hand back, once it goes quiet, the heap a
 * burst made V8 reserve (server/idle-collection.ts).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16', '--expose-gc'];

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) main();

function main() {
  const mode = process.argv[2] ?? 'start';
  const extraArgs = process.argv.slice(3);
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Replybook needs Node 24 (this is ${process.version}). Run it through npm (npm start), which uses the project's own Node 24.`,
    );
    process.exit(1);
  }

  function run(command, args, options = {}) {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    // Forward signals so the server can shut down gracefully.
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }

  /** Everything a production start reads from build/ (scripts/build-server.mjs and the React Router build). */
  const buildOutputs = [
    'build/server-main.mjs',
    'build/blitz-run-due.mjs',
    'build/migrations/meta/_journal.json',
    'build/server/index.js',
  ];

  if (mode === 'dev') {
    run(
      process.execPath,
      ['--import', 'tsx', '--watch-path=server', '--watch-path=contracts', 'server/main.ts', '--dev'],
      {
        env: { ...process.env, NODE_ENV: 'development' },
      },
    );
  } else if (mode === 'start' || mode === 'worker' || mode === 'blitz-run-due') {
    if (!buildOutputs.every((file) => existsSync(file))) {
      // Progress goes to stderr: blitz-run-due's stdout is its report.
      console.error('No complete build found: building first (npm run build)…');
      const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 'inherit'] });
      if (result.status !== 0) {
        console.error(
          'The build failed. Building needs the devDependencies (npm ci); a production install needs build/.',
        );
        process.exit(result.status ?? 1);
      }
    }
    // The server turns on source maps for its own code itself (server/server-entry.ts).
    const args =
      mode === 'blitz-run-due'
        ? ['--enable-source-maps', 'build/blitz-run-due.mjs', ...extraArgs]
        : [...SERVER_NODE_OPTIONS, 'build/server-main.mjs', ...(mode === 'worker' ? ['--worker'] : [])];
    run(process.execPath, args, { env: { NODE_ENV: 'production', ...process.env } });
  } else {
    console.error(`Unknown mode "${mode}": use start, worker, blitz-run-due or dev.`);
    process.exit(64);
  }
}
