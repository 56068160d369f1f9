import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import {
  JSON_CONTENT_SECURITY_POLICY,
  installSecurityHeaders,
  isOperatorPath,
  routedPath,
} from './security-headers.ts';

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    installErrorHandler(app);
    installSecurityHeaders(app, { publicUrl: 'https://replybook.example', hsts: true });
    // A page that uses its nonce, as the React Router handler does.
    app.get('/page', async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<!doctype html><script nonce="${request.cspNonce}"></script>`),
    );
    // HTML that never read the nonce (a static .html file, an error page).
    app.get('/static.html', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>hi</p>'));
    app.get('/api/thing', async () => ({ ok: true }));
    app.post('/api/thing', async () => ({ ok: true }));
    for (const path of ['/replies/abc', '/connect/google/disconnect', '/unsubscribe']) {
      app.post(path, async (_request, reply) => reply.type('text/html').send('<!doctype html><p>done</p>'));
    }
    app.get('/script.js', async (_request, reply) => reply.type('text/javascript').send('1'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

  /** Every answer, JSON included (OWASP REST Security Cheat Sheet). */
  function expectEveryAnswerHeaders(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  }

  /** Documents: also what only acts on a rendered page. */
  function expectCommonHeaders(headers: Record<string, unknown>) {
    expectEveryAnswerHeaders(headers);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  }

  test('an HTML page gets a CSP with a fresh nonce per request, the one its scripts carry', async () => {
    const a = await app.inject({ url: '/page' });
    const b = await app.inject({ url: '/page' });
    for (const response of [a, b]) {
      expectCommonHeaders(response.headers);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(response.body).toContain(`nonce="${nonceOf(csp)}"`);
    }
    expect(nonceOf(String(a.headers['content-security-policy']))).not.toBe(
      nonceOf(String(b.headers['content-security-policy'])),
    );
  });

  test('HTML and other non-JSON answers that never read the nonce still get the nonce policy', async () => {
    for (const url of ['/static.html', '/script.js']) {
      const response = await app.inject({ url });
      expectCommonHeaders(response.headers);
      expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[^']+'/);
    }
  });

  test('JSON answers, errors included, carry the REST headers and a static policy that lets nothing load or frame them', async () => {
    const ok = await app.inject({ url: '/api/thing' });
    const notFound = await app.inject({ url: '/api/nothing' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(403);
    for (const response of [ok, notFound, refused]) {
      expectEveryAnswerHeaders(response.headers);
      expect(response.headers['content-security-policy']).toBe(JSON_CONTENT_SECURITY_POLICY);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      // Headers that only act on a rendered document are left off JSON.
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  test('state-changing API requests: same origin and same host pass, another site is refused', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/thing',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
    expect((await post({ origin: 'https://replybook.example' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'https://evil.example' })).json().message).toMatch(/must come from this site/);
  });

  test('page writes (posting a reply, connecting Google) are refused from another site; /unsubscribe is not', async () => {
    const post = (url: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        // Fastify parses text bodies out of the box; the hook runs before any parsing anyway.
        headers: { 'content-type': 'text/plain', ...headers },
        payload: 'intent=post',
      });
    for (const url of ['/replies/abc?t=x', '/connect/google/disconnect?t=x', '/replies/abc.data?t=x']) {
      const expected = url.endsWith('.data?t=x') ? 404 : 200;
      expect((await post(url, { origin: 'https://replybook.example' })).statusCode).toBe(expected);
      expect((await post(url, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await post(url, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    }
    // RFC 8058 one-click POSTs come from the mailbox provider, not from our pages.
    expect((await post('/unsubscribe?token=x', { origin: 'https://mail.example' })).statusCode).toBe(200);
  });

  test('every prefix rule reads the path as the routers do: any case, percent-decoded, repeated slashes as one', async () => {
    for (const url of [
      '/REPLIES/abc?t=x',
      '/Connect/google/disconnect',
      '/%72eplies/abc',
      '//api/thing',
      '/API/thing',
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
        payload: 'intent=post',
      });
      expect(answer.statusCode, url).toBe(403);
    }
  });
});

describe('routedPath and isOperatorPath', () => {
  test('lower-case, decoded, without the query', () => {
    expect(routedPath('/REPLIES/Abc?t=XY')).toBe('/replies/abc');
    expect(routedPath('/%4Fperator/leads')).toBe('/operator/leads');
    expect(routedPath('/bad%E0%A4%A')).toBe('/bad%e0%a4%a');
  });

  test('the console in any case, and nothing that merely starts with its name', () => {
    for (const url of ['/operator', '/OPERATOR/leads', '/Operator.data', '/operator?next=x', '/%6Fperator/audit']) {
      expect(isOperatorPath(url), url).toBe(true);
    }
    for (const url of ['/operators', '/operatorx/leads', '/api/operator']) expect(isOperatorPath(url), url).toBe(false);
  });
});
