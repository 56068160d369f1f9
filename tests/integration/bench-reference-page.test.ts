import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BENCH_REFERENCE_PAGE_HTML, BENCH_REFERENCE_PAGE_PATH } from '#server/http/bench-reference-page.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The benchmark's Lighthouse reference page: served by the product's server only when BENCH_REFERENCE_PAGE is set. */
describe('GET /__bench/reference', () => {
  let plain: TestApp;
  let bench: TestApp;
  beforeAll(async () => {
    [plain, bench] = await Promise.all([createTestApp(), createTestApp({ env: { BENCH_REFERENCE_PAGE: '1' } })]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), bench.close()]);
  });

  test('does not exist without the flag (the default, production)', async () => {
    expect(BENCH_REFERENCE_PAGE_PATH).toBe('/__bench/reference');
    const response = await plain.app.inject({ url: BENCH_REFERENCE_PAGE_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Reference page');
  });

  test('with the flag: the static page, with the headers of every page', async () => {
    const response = await bench.app.inject({ url: BENCH_REFERENCE_PAGE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BENCH_REFERENCE_PAGE_HTML);
    expect(response.body).not.toMatch(/<script|<img|@font-face/);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // A page's policy (security-headers.ts): scripts only with this request's nonce, nothing may frame it.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBeTruthy();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  test('is not part of the API description', async () => {
    const doc = (await bench.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain(BENCH_REFERENCE_PAGE_PATH);
  });
});
