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
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
