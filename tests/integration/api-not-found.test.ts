import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { loggerOptions } from '#server/http/logger.ts';
import { buildSite } from '../support/built-site.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The whole site as production assembles it: API scope, page routes and the React Router handler, whose catch-all
// takes GET, HEAD and POST on every path. Needs the production build (`npm run build`; scripts/test.mjs builds first).

describe('unknown /api paths, with the page handler in place', () => {
  let t: TestApp;
  let site: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
    site = await buildSite(t, {
      loggerInstance: pino(loggerOptions('info') as pino.LoggerOptions, { write: (line: string) => logs.push(line) }),
    });
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  const paths = ['/api/no-such-route', '/api/places/no-such/deeper?x=1', '/api', '/api/', '/api/research-brand-nope'];

  test.each(methods)('%s answers a JSON 404 with a message, never the HTML page, and logs no error', async (method) => {
    logs.length = 0;
    for (const url of paths) {
      const bodies: { headers?: Record<string, string>; payload?: string }[] =
        method === 'GET' || method === 'DELETE'
          ? [{}]
          : [
              { headers: { 'content-type': 'application/json' }, payload: '{"restaurantName":"Katz"}' },
              { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
              {},
            ];
      for (const body of bodies) {
        const response = await site.inject({ method, url, ...body });
        const where = `${method} ${url} ${body.headers?.['content-type'] ?? '(no body)'}`;
        expect(response.statusCode, where).toBe(404);
        expect(response.headers['content-type'], where).toMatch(/^application\/json/);
        expect(response.body, where).not.toMatch(/<html|<!doctype/i);
        expect(response.json(), where).toEqual({ message: `No API route ${method} ${url.split('?')[0]}.` });
      }
    }
    const entries = logs.map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  });

  test('HEAD, OPTIONS and a real route under a method it does not take are JSON 404s too; the pages still answer', async () => {
    const wrongMethod = await site.inject({ method: 'PUT', url: '/api/research-brand' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().message).toBe('No API route PUT /api/research-brand.');
    for (const method of ['HEAD', 'OPTIONS'] as const) {
      const response = await site.inject({ method, url: '/api/no-such-route' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type'], method).toMatch(/^application\/json/);
    }
    // Routes beside the scope keep working: the OpenAPI document and the docs page, and the pages' own 404.
    expect((await site.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    expect([200, 302]).toContain((await site.inject({ url: '/api/docs' })).statusCode);
    const page = await site.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  test('a POST to a page that takes no form is a 4xx page, with no stack trace in the log', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const url of ['/no-such-page', '/contact']) {
        const response = await site.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
