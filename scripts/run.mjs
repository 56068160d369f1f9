// `npm start`, `npm run worker` and `npm run dev`: builds first when there is no build, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const mode = process.argv[2] ?? 'start';
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

if (mode === 'dev') {
  run(
    process.execPath,
    ['--import', 'tsx', '--watch-path=server', '--watch-path=contracts', 'server/main.ts', '--dev'],
    {
      env: { ...process.env, NODE_ENV: 'development' },
    },
  );
} else {
  const built = existsSync('build/server-main.mjs') && existsSync('build/server/index.js');
  if (!built) {
    console.log('No build found: building first (npm run build)…');
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const args = ['--enable-source-maps', 'build/server-main.mjs'];
  if (mode === 'worker') args.push('--worker');
  run(process.execPath, args, { env: { NODE_ENV: 'production', ...process.env } });
}
