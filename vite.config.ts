import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter(), preloadOnlyWhatIsMissing()],
  build: { assetsInlineLimit: 0 },
  // The server build bundles the icon and Radix packages like the browser build does, so Node holds only the icons
  // and primitives the pages use: left external, the server loaded all of lucide-react's icons (~28 MB of RSS) and
  // every Radix primitive (~9 MB) at start (docs/decisions/0022-server-memory-targets.md).
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
  server: { hmr: true },
});

/**
 * React Router's package.json sends every import to its development build, in production bundles too, so the
 * browser would download its development warnings (and check for them at run time). Its production build is the
 * same code with those switched off; the browser bundle of `npm run build` uses it. The dev server keeps the warnings,
 * and the server build keeps the package as Node resolves it: React Router must be one copy per bundle, and on the
 * server @react-router/node loads it the Node way.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const entries: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'replybook:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = entries[source];
      if (file === undefined || this.environment.name !== 'client') return null;
      return path.join(packageDir, 'dist', 'production', file);
    },
  };
}

/**
 * Each dynamic import in the browser bundle carries the list of chunks to fetch alongside it (so a lazily loaded
 * section's own imports download in parallel, not one level at a time). Vite lists the whole tree under the
 * imported chunk, including the chunks the importing chunk has itself imported statically: those are loaded and
 * run before any of its code can call import(), so listing them only makes the importing chunk bigger. The landing
 * page's route chunk listed 59 file names for its sections and dialogs, 16 of them its own imports; this plugin
 * leaves those out (tests/process/client-bundle.test.ts checks every list).
 */
function preloadOnlyWhatIsMissing(): Plugin {
  let clientBundle: Rollup.OutputBundle | undefined;
  /** The chunks loaded by the time `fileName` runs: its static imports, theirs, and so on. */
  const loadedWith = (fileName: string, loaded = new Set<string>()): Set<string> => {
    const chunk = clientBundle?.[fileName];
    if (chunk?.type !== 'chunk') return loaded;
    for (const imported of chunk.imports) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      loadedWith(imported, loaded);
    }
    return loaded;
  };
  return {
    name: 'replybook:preload-only-what-is-missing',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== 'js') return deps;
            const loaded = loadedWith(hostId);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    // Runs before Vite writes the lists (its own generateBundle comes after the app's plugins).
    generateBundle(_options, bundle) {
      if (this.environment.name === 'client') clientBundle = bundle;
    },
  };
}
