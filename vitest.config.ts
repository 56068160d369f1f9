import { defineConfig } from 'vitest/config';

// Unit tests sit beside their code (x.test.ts); cross-feature integration tests live in tests/integration.
// End-to-end tests (tests/e2e) run under Playwright, not Vitest.
export default defineConfig({
  test: {
    // tests/process runs against the production build, after `npm run build` (scripts/test.mjs).
    include: [
      '{app,server,contracts,catalogue,scripts}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/process/**/*.test.ts',
    ],
    exclude: process.env.VITEST_PROCESS ? [] : ['tests/process/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The process tests spend most of their time waiting on servers they started (a minute's tick, a restart, a
    // retry), each on its own port, data folder and schema: three files at a time. Elsewhere vitest's default, one
    // worker short of the cores.
    ...(process.env.VITEST_PROCESS ? { maxWorkers: 3 } : {}),
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
