import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startGoogleBusinessDouble } from '../../doubles/google-business-server.ts';
import { GOOGLE_DOUBLE_CLIENT_ID, GOOGLE_DOUBLE_CLIENT_SECRET, googleDoublePort } from './google-double-env.ts';

/**
 * Debian's Chromium is the browser; install it when missing (CI runs as root), never download one. Then the Google
 * Business Profile double, on the port playwright.config.ts gave the server; the returned function stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (process.getuid?.() !== 0) {
      throw new Error(
        `Chromium not found at ${chromium}. Install Debian's chromium package (apt-get install chromium).`,
      );
    }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const google = await startGoogleBusinessDouble({
    port: googleDoublePort(Number(process.env.E2E_PORT ?? 3210)),
    clientId: GOOGLE_DOUBLE_CLIENT_ID,
    clientSecret: GOOGLE_DOUBLE_CLIENT_SECRET,
    consent: 'page',
  });
  return () => google.close();
}
