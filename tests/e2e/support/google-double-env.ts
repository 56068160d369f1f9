/**
 * Where the end-to-end server finds "Google": the local double (tests/doubles/google-business-server.ts), started by
 * the global setup on a fixed port, so playwright.config.ts can hand the server its address before it starts.
 * No server code here: the config file imports it.
 */

import { googleEnvFor } from '../../doubles/google-business/double-env.ts';

export const GOOGLE_DOUBLE_CLIENT_ID = '123456789012-replybooke2e.apps.googleusercontent.com';
export const GOOGLE_DOUBLE_CLIENT_SECRET = 'GOCSPX-e2e-double-secret';

/** E2E_GOOGLE_PORT, else 2000 above the app's port (each engineer's E2E_PORT differs, so these do too). */
export function googleDoublePort(appPort: number): number {
  return Number(process.env.E2E_GOOGLE_PORT ?? appPort + 2000);
}

export function googleDoubleEnv(port: number): Record<string, string> {
  return googleEnvFor(`http://127.0.0.1:${port}`, {
    clientId: GOOGLE_DOUBLE_CLIENT_ID,
    clientSecret: GOOGLE_DOUBLE_CLIENT_SECRET,
  });
}

/** Where the specs reach the double's test controls (`/__double/…`): it runs in the runner, they in workers. */
export function googleDoubleOrigin(): string {
  return `http://127.0.0.1:${googleDoublePort(Number(process.env.E2E_PORT ?? 3210))}`;
}
