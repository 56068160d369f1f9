import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('healthz and readyz answer', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  test('unknown API paths are JSON 404s', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().message).toMatch(/No API route/);
  });

  test('every JSON answer carries the REST security headers and a policy that lets nothing load, run or frame it', async () => {
    for (const url of ['/healthz', '/api/does-not-exist']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toBeTruthy();
      // Document-only headers stay off JSON (server/http/security-headers.ts).
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['permissions-policy']).toBeUndefined();
    }
    // Pages get the document headers and a per-request nonce: server/http/security-headers.test.ts, tests/process.
  });

  test('a valid incoming x-request-id is kept, anything else replaced', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(kept.headers['x-request-id']).toBe('lb-0123456789abcdef');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a state-changing API request from another site is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/must come from this site/);
  });

  test('the OpenAPI document and the docs page are served', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  test('one log line per request, when it completes: request id, method, path, status and response time', async () => {
    const logged = await createTestApp({ captureRequestLogs: true });
    try {
      const response = await logged.app.inject({ url: '/api/does-not-exist?email=jake%40katz.example' });
      const id = String(response.headers['x-request-id']);
      const lines = logged.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((l) => l.reqId === id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/does-not-exist', id },
        res: { statusCode: 404 },
      });
      expect(typeof lines[0]!.responseTime).toBe('number');
      expect(logged.logs.join('')).not.toContain('katz.example');
    } finally {
      await logged.close();
    }
  });

  test('RATE_LIMIT_ALLOWLIST exempts an address on every per-address limit, route groups included', async () => {
    const allowed = await createTestApp({ env: { RATE_LIMIT_ALLOWLIST: '10.9.9.9' }, startJobs: false });
    try {
      const post = (url: string, payload: unknown, ip: string) =>
        allowed.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
          remoteAddress: ip,
        });
      const roi = { reviews: 5, ticket: 20, currentRate: 0 };
      for (let i = 0; i < 121; i += 1) expect((await post('/api/calculate-roi', roi, '10.9.9.9')).statusCode).toBe(200);
      expect((await post('/api/calculate-roi', roi, '10.9.9.8')).headers['x-ratelimit-limit']).toBe('120');
      const capture = (n: number) => ({ email: `owner${n}@cafe.example`, context: { page: '/playbook-examples' } });
      for (let i = 0; i < 11; i += 1)
        expect((await post('/api/capture-lead', capture(i), '10.9.9.9')).statusCode).toBe(200);
      // The same route still limits everyone else (capture-lead counts per address in its own group).
      for (let i = 0; i < 10; i += 1) await post('/api/capture-lead', capture(100 + i), '10.9.9.8');
      expect((await post('/api/capture-lead', capture(200), '10.9.9.8')).statusCode).toBe(429);
    } finally {
      await allowed.close();
    }
  });
});
