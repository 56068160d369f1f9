import { describe, expect, test } from 'vitest';
import { isOperatorPath } from '#server/http/security-headers.ts';
import { safeNextPath } from './operator-guard.ts';
import { csrfTokenFor, csrfTokenMatches, sessionCookie, sessionTokenFrom } from './operator-session.ts';

const config = (publicUrl: string) => ({ config: { publicUrl, appSecret: 'a'.repeat(40) } }) as never;
const token = 'Abc123_-'.repeat(5) + 'xyz';

describe('operator session cookie', () => {
  test('over HTTPS: __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/', () => {
    expect(sessionCookie(config('https://replybook.app'), token)).toBe(
      `__Host-rb_operator=${token}; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });
  test('over plain HTTP (development, tests): no prefix, no Secure', () => {
    expect(sessionCookie(config('http://localhost:3000'), token)).toBe(
      `rb_operator=${token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
    );
  });
  test('reads its own cookie among others, and nothing malformed', () => {
    const ctx = config('https://replybook.app');
    expect(sessionTokenFrom(ctx, `a=1; __Host-rb_operator=${token}; b=2`)).toBe(token);
    expect(sessionTokenFrom(ctx, `rb_operator=${token}`)).toBeNull();
    expect(sessionTokenFrom(ctx, '__Host-rb_operator=short')).toBeNull();
    expect(sessionTokenFrom(ctx, `__Host-rb_operator=${token};x`)).toBe(token);
    expect(sessionTokenFrom(ctx, undefined)).toBeNull();
  });
});

describe('CSRF token', () => {
  const ctx = config('https://replybook.app');
  const operator = { email: 'ops@example.com', sessionId: '0b6c1a52-4a8e-4c37-9d3b-9d6f0c4f8f10' };
  test('is tied to the session', () => {
    const tokenA = csrfTokenFor(ctx, operator);
    expect(csrfTokenMatches(ctx, operator, tokenA)).toBe(true);
    expect(csrfTokenMatches(ctx, { ...operator, sessionId: 'another' }, tokenA)).toBe(false);
    expect(csrfTokenMatches(ctx, operator, '')).toBe(false);
    expect(csrfTokenMatches(ctx, operator, null)).toBe(false);
    expect(csrfTokenMatches(ctx, operator, tokenA.slice(1))).toBe(false);
  });
});

describe('paths', () => {
  test('next= stays inside the console', () => {
    const ctx = config('https://replybook.app');
    expect(safeNextPath(ctx, '/operator/leads?q=a')).toBe('/operator/leads?q=a');
    expect(safeNextPath(ctx, '/operator')).toBe('/operator');
    for (const bad of ['https://evil.example', '//evil.example', '/operatorx', '/', '/operator/sign-in?next=x', null])
      expect(safeNextPath(ctx, bad)).toBe('/operator');
  });
  test('the console’s paths, including React Router data requests, and nothing else', () => {
    for (const url of ['/operator', '/operator/', '/operator/audit', '/operator.data', '/operator?x=1'])
      expect(isOperatorPath(url)).toBe(true);
    for (const url of ['/operators', '/operatorx/y', '/api/operator', '/']) expect(isOperatorPath(url)).toBe(false);
  });
});
