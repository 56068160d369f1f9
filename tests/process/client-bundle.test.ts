import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The browser bundle as `npm run build` writes it (build/client/assets), for the two build settings in
 * vite.config.ts that shape what a visitor downloads: React Router's production build, and preload lists that
 * leave out what is already loaded. Runs after the production build (scripts/test.mjs orders it so).
 */

const assetsDir = path.resolve('build/client/assets');
/** Chunk code by its URL path as the bundle names it ("assets/home-….js"). */
const chunks = new Map<string, string>();

beforeAll(() => {
  if (!existsSync(assetsDir)) throw new Error('No client build in build/client: run `npm run build` first.');
  for (const file of readdirSync(assetsDir)) {
    if (file.endsWith('.js')) chunks.set(`assets/${file}`, readFileSync(path.join(assetsDir, file), 'utf8'));
  }
});

/** The chunks a chunk imports statically (`import … from "./x.js"` or `import "./x.js"`, not `import("./x.js")`). */
function staticImports(name: string): string[] {
  const code = chunks.get(name) ?? '';
  return [...code.matchAll(/(?<![\w$.(])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => `assets/${match[1]}`,
  );
}

/** Everything loaded and run before the chunk's own code: its static imports, theirs, and so on. */
function loadedBefore(name: string, loaded = new Set<string>()): Set<string> {
  for (const imported of staticImports(name)) {
    if (loaded.has(imported)) continue;
    loaded.add(imported);
    loadedBefore(imported, loaded);
  }
  return loaded;
}

/** The file names a chunk's dynamic imports preload (Vite's `__vite__mapDeps` list), or [] without one. */
function preloadList(code: string): string[] {
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

describe('the browser bundle', () => {
  test("carries React Router's production build, without its development warnings", () => {
    const all = [...chunks.values()].join('\n');
    // Router code is there…
    expect(all).toContain('No route matches URL');
    // …but not the warnings its development build prints (switched off, then dropped, in the production build).
    expect(all).not.toContain('You should not include both');
  });

  test('preloads, with each dynamic import, only chunks the importing chunk has not already loaded', () => {
    const withLists = [...chunks].filter(([, code]) => preloadList(code).length > 0);
    // The landing page's route chunk lazy-loads its sections, so there is at least that list.
    expect(withLists.length).toBeGreaterThan(0);
    for (const [name, code] of withLists) {
      const loaded = loadedBefore(name);
      expect(loaded.size, `${name} imports nothing statically?`).toBeGreaterThan(0);
      expect(
        preloadList(code).filter((file) => loaded.has(file)),
        `${name} lists chunks it has already loaded`,
      ).toEqual([]);
      for (const file of preloadList(code)) expect(chunks.has(file), `${name} lists ${file}`).toBe(true);
    }
  });

  test("a lazily loaded landing section's own imports are still preloaded with it", () => {
    const [host, code] = [...chunks].find(([, chunk]) => /import\(["']\.\/autopilot-section-/.test(chunk)) ?? [];
    expect(host, 'the chunk that imports the autopilot section').toBeDefined();
    const section = preloadList(code ?? '').find((file) => file.includes('/autopilot-section-'));
    expect(section).toBeDefined();
    // The section imports from its host chunk too (shared code Rollup keeps there), which is loaded by then.
    const missing = staticImports(section!).filter((file) => file !== host && !loadedBefore(host!).has(file));
    expect(missing.length).toBeGreaterThan(0);
    expect(preloadList(code ?? '')).toEqual(expect.arrayContaining(missing));
  });
});
