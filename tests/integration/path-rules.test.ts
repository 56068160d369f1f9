import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../support/built-site.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The whole site as production assembles it (needs `npm run build`): React Router matches paths in any case, so the
// same-site write check and the console's headers must too.

describe('prefix rules read the path in any case', () => {
  let t: TestApp;
  let site: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
    site = await buildSite(t);
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  test('a cross-site POST to /REPLIES/… or /Connect/… is refused before any page code runs', async () => {
    const draft = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/REPLIES/${draft}?t=x`, `/Replies/${draft}.data?t=x`, '/CONNECT/google/disconnect?t=x']) {
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await site.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: 'intent=post&text=hello',
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: 'Requests must come from this site.' });
      }
    }
  });

  test('/OPERATOR/… gets the console’s noindex and no-store headers', async () => {
    for (const url of ['/OPERATOR/sign-in', '/Operator', '/%6Fperator/sign-in']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
