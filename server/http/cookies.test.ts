import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { SITE_COOKIES } from '#contracts/cookie-constants.ts';
import { hostCookieName, readCookie, readSiteCookie, setSiteCookie, siteCookieName } from './cookies.ts';

const https = { config: { publicUrl: 'https://replybook.app' } };
const http = { config: { publicUrl: 'http://localhost:3000' } };

describe('cookies', () => {
  test('Set-Cookie: the registry’s name and lifetime, HttpOnly and SameSite=Lax always, Secure only over HTTPS', () => {
    expect(setSiteCookie(https, 'lastPlace', 'v')).toBe(
      '__Host-rb_place=v; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(setSiteCookie(http, 'lastPlace', 'v', { clear: true })).toBe(
      'rb_place=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });
  test('a path-scoped, per-use cookie: its nonce after the prefix, its path, never the __Host- prefix', () => {
    expect(setSiteCookie(https, 'googleConnectVerifier', 'verifier', { suffix: 'n0nce' })).toBe(
      'gbp_pkce_n0nce=verifier; Max-Age=600; Path=/connect/google/callback; HttpOnly; Secure; SameSite=Lax',
    );
    expect(readSiteCookie(https, 'a=1; gbp_pkce_n0nce=v', 'googleConnectVerifier', 'n0nce')).toBe('v');
    // A whole-site cookie takes no suffix.
    expect(siteCookieName(https, 'ownerSession', 'x')).toBe('__Host-rb_owner');
  });
  test('__Host- prefix only over HTTPS', () => {
    expect(hostCookieName(https, 'rb')).toBe('__Host-rb');
    expect(hostCookieName(http, 'rb')).toBe('rb');
    expect(readSiteCookie(https, 'rb_device=1; __Host-rb_device=2', 'knownDevice')).toBe('2');
  });
  test('reads one cookie among others; the first when a name repeats; null when absent', () => {
    expect(readCookie('a=1; b = 2 ;c=3', 'b')).toBe('2');
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie(null, 'a')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });
});

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('every cookie the server sets is in the registry (and so in the privacy policy)', () => {
  test('only server/http/cookies.ts writes a Set-Cookie: the others take setSiteCookie, which takes a registry key', () => {
    const writers = sources(SERVER)
      .filter((file) => /from 'cookie'|stringifySetCookie|serialize\(|\.setCookie\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER, file));
    expect(writers).toEqual([path.join('http', 'cookies.ts')]);
  });

  test('the registry’s names are distinct and its lifetimes positive', () => {
    const cookies = Object.values(SITE_COOKIES);
    expect(new Set(cookies.map((cookie) => cookie.name)).size).toBe(cookies.length);
    for (const cookie of cookies) expect(cookie.maxAgeSeconds).toBeGreaterThan(0);
  });
});
