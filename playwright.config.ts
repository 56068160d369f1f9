import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { googleDoubleEnv, googleDoublePort } from './tests/e2e/support/google-double-env.ts';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build,
// started on its own port with a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'replybook-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a test that fails is run once more and, if it then passes, reported as flaky (in the list output) rather
  // than failing the run: the suite shares two cores with the server under test, and a timing flake under that load
  // must not hide the rest. Locally every failure fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    screenshot: 'off',
  },
  // Every journey runs once, on the desktop. The phone runs what its layout changes: tests tagged @layout (its header,
  // menu and scrolling, what moves under 768 px, tap targets) and every test that runs an axe scan, so each scanned
  // page is scanned at both widths.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', grep: /@layout/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'node build/server-main.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Google Business Profile: the double the global setup starts (tests/e2e/support/global-setup.ts).
      ...googleDoubleEnv(googleDoublePort(port)),
      OPERATOR_EMAILS: 'operator-desktop@example.com,operator-mobile@example.com',
      // No sync through the day: the journeys read reviews when a page or a morning asks, and an alert arriving in
      // the middle of one would only add mail to the outbox it reads (the sync and its alerts have their own tests).
      GOOGLE_SYNC_INTERVAL_MINUTES: '0',
      // Every spec's browser is 127.0.0.1: without this, the sign-ins of one run (owners and operators, both projects)
      // add up to the per-client limit of a real visitor. The limits themselves are tested through the API.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
  },
});
