import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../../../tests/doubles/google-business-server.ts';

let double: GoogleBusinessDouble;
let app: TestApp | undefined;
beforeEach(async () => {
  double = await startGoogleBusinessDouble({ consent: 'auto' });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await double.close();
});

describe('ctx.googleBusiness', () => {
  it('is the real client, pointed at the configured Google URLs, when OAuth is configured', async () => {
    app = await createTestApp({ env: double.env, startJobs: false });
    const google = app.ctx.googleBusiness;
    expect(google).not.toBeNull();
    const url = google!.authorizationUrl({ state: 's', codeVerifier: 'v'.repeat(43) });
    expect(url.origin).toBe(double.baseUrl);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/connect/google/callback');

    const account = double.addAccount({ accountName: 'Olivia Owner', members: ['owner@example.com'] });
    const { accessToken } = double.issueTokens('owner@example.com');
    double.failNext('accounts.list', 503);
    expect(await google!.listAccounts(accessToken)).toEqual([
      { name: account.name, accountName: 'Olivia Owner', type: 'PERSONAL' },
    ]);
    expect(double.requestCount('accounts.list')).toBe(2);
    const logs = app.logs.join('\n');
    expect(logs).toContain('Google Business Profile call failed; retrying');
    expect(logs).not.toContain(accessToken);
  });

  it('is null without an OAuth client id and secret', async () => {
    app = await createTestApp({ startJobs: false });
    expect(app.ctx.googleBusiness).toBeNull();
  });
});
