// Bundles our TypeScript entries into build/: the server (server-main.mjs) and the blitz runner (blitz-run-due.mjs),
// so a production install runs them on plain Node with production dependencies only. npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { 'server-main': 'server/main.ts', 'blitz-run-due': 'scripts/blitz-run-due.ts' },
  outdir: 'build',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
});

// The migrations travel with the bundle (server/db/database.ts looks beside it first), so build/ is self-contained.
rmSync('build/migrations', { recursive: true, force: true });
cpSync('server/db/migrations', 'build/migrations', { recursive: true });
