// Bundles our TypeScript entries into build/: the server (server-main.mjs) and the morning runner (mornings-run-due.mjs),
// so a production install runs them on plain Node with production dependencies only. npm packages stay external,
// except drizzle-orm (below).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Packages bundled into our output instead of loaded from node_modules: drizzle-orm's hundreds of modules each made
 * Node's resolver parse its large package.json again, which cost start-up time and memory. Nothing else we load
 * imports drizzle-orm, so the bundled copy is the only one.
 */
const bundled = [/^drizzle-orm(\/|$)/];

const bareSpecifier = /^[^./#]/;

// Chunks from an earlier build would pile up beside the entries (their names carry a content hash).
for (const file of readdirSync('build', { withFileTypes: true })) {
  if (file.isFile() && /^chunk-.*\.mjs(\.map)?$/.test(file.name)) rmSync(path.join('build', file.name));
}

await build({
  entryPoints: { 'server-main': 'server/server-entry.ts', 'mornings-run-due': 'scripts/mornings-run-due.ts' },
  outdir: 'build',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Code reached only through `await import()` (the email renderer, …) becomes its own chunk, loaded at first use
  // together with the packages it imports. Chunks sit beside the entries, so `import.meta.url` means build/ in all.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: bareSpecifier }, (args) =>
          bundled.some((pattern) => pattern.test(args.path)) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
});

// The migrations travel with the bundle (server/db/database.ts looks beside it first), so build/ is self-contained.
rmSync('build/migrations', { recursive: true, force: true });
cpSync('server/db/migrations', 'build/migrations', { recursive: true });

// The per-thing polarity model is read from beside its module on first use (term-polarity.ts), so it travels too.
cpSync('server/features/brand/term-polarity-model.json', 'build/term-polarity-model.json');
