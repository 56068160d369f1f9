import { defineConfig } from 'vitest/config';

// Unit tests sit beside their code (x.test.ts); cross-feature integration tests live in tests/integration.
// End-to-end tests (tests/e2e) run under Playwright, not Vitest.
const processTests = Boolean(process.env.VITEST_PROCESS);

// A file that replaces a module with vi.mock needs a module graph of its own: in a shared one, the modules importing
// it were loaded by an earlier file and keep the real one.
const ownModuleGraph = ['tests/integration/playbooks-analysis-once.test.ts'];

const common = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  globalSetup: ['tests/support/global-setup.ts'],
};

export default defineConfig({
  test: {
    // The process tests spend most of their time waiting on servers they started (a minute's tick, a restart, a
    // retry), each on its own port, data folder and schema: three files at a time. Elsewhere vitest's default, one
    // worker short of the cores.
    ...(processTests ? { maxWorkers: 3 } : {}),
    projects: [
      {
        test: {
          ...common,
          name: processTests ? 'one process per file' : 'shared modules',
          // tests/process runs against the production build, after `npm run build` (scripts/test.mjs).
          include: [
            '{app,server,contracts,catalogue,scripts}/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
            ...(processTests ? ['tests/process/**/*.test.ts'] : []),
          ],
          exclude: ['node_modules/**', ...ownModuleGraph],
          // The unit and integration files share their worker's loaded modules (each file still gets its own apps,
          // databases and mocks): loading the server's modules again for each of 200 files cost more than the tests.
          // The process tests keep one process per file; they are few, and they time servers' start-up.
          isolate: processTests,
        },
      },
      { test: { ...common, name: 'own module graph', include: ownModuleGraph } },
    ],
  },
});
