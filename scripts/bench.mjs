// `npm run bench`: runs scripts/bench/run-bench.ts (TypeScript, through tsx) on the project's Node 24,
// forwarding Ctrl-C/SIGTERM so it can stop every server it started before exiting.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`The benchmark needs Node 24 (this is ${process.version}). Run it through npm (npm run bench).`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/run-bench.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
