import { generateCodeVerifier } from 'arctic';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../../../tests/doubles/google-business-server.ts';
import { createGoogleBusinessClient } from './google-business-api.ts';
import { GoogleApiError } from './google-business-client.ts';

const OWNER = 'owner@example.com';

let double: GoogleBusinessDouble;
beforeEach(async () => {
  double = await startGoogleBusinessDouble({ consent: 'auto' });
  double.addUser(OWNER, 'Olivia Owner');
});
afterEach(async () => {
  await double.close();
});

function client(timeoutMs = 5_000) {
  const config = loadConfig({
    ...double.env,
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/unused-google-test',
  });
  return createGoogleBusinessClient(config, { retryBaseDelayMs: 2, timeoutMs })!;
}

async function failureOf(promise: Promise<unknown>): Promise<GoogleApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GoogleApiError);
  return error as GoogleApiError;
}

/** The browser's part: consent (given at once by the double) and the code Google sends back. */
async function codeFor(google: ReturnType<typeof client>, codeVerifier: string): Promise<string> {
  const response = await fetch(google.authorizationUrl({ state: 'st', codeVerifier }), { redirect: 'manual' });
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

describe('the code exchange is never repeated', () => {
  it.each([
    ['an answer cut mid-way (Google spent the code)', () => double.cutNext('token'), 5_000],
    ['a 503 (Google may have spent the code before failing)', () => double.failNext('token', 503), 5_000],
    ['no answer within the deadline', () => double.delayNext('token', 300), 50],
  ])('%s: one request, and the failure is "unavailable"', async (_case, inject, timeoutMs) => {
    const google = client(timeoutMs);
    const codeVerifier = generateCodeVerifier();
    const code = await codeFor(google, codeVerifier);
    inject();
    expect((await failureOf(google.exchangeCode({ code, codeVerifier }))).failure).toBe('unavailable');
    expect(double.requestCount('token')).toBe(1);
  });

  it('the refresh, which may be repeated, still retries a 503', async () => {
    double.failNext('token', 503);
    const refreshed = await client().refreshAccessToken(double.issueTokens(OWNER).refreshToken);
    expect(refreshed.accessToken).toMatch(/^ya29\./);
    expect(double.requestCount('token')).toBe(2);
  });
});
