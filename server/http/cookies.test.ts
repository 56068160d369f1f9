import { describe, expect, test } from 'vitest';
import { hostCookieName, readCookie, setCookieValue } from './cookies.ts';

const https = { config: { publicUrl: 'https://replybook.app' } };
const http = { config: { publicUrl: 'http://localhost:3000' } };

describe('cookies', () => {
  test('Set-Cookie: HttpOnly and SameSite=Lax always, Secure only over HTTPS, Path / unless given', () => {
    expect(setCookieValue(https, { name: 'a', value: 'v', maxAgeSeconds: 60 })).toBe(
      'a=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(setCookieValue(http, { name: 'a', value: '', maxAgeSeconds: -5, path: '/x/y' })).toBe(
      'a=; Max-Age=0; Path=/x/y; HttpOnly; SameSite=Lax',
    );
    expect(setCookieValue(http, { name: 'a', value: 'v', maxAgeSeconds: 1.9 })).toContain('Max-Age=1;');
  });
  test('__Host- prefix only over HTTPS', () => {
    expect(hostCookieName(https, 'rb')).toBe('__Host-rb');
    expect(hostCookieName(http, 'rb')).toBe('rb');
  });
  test('reads one cookie among others; the first when a name repeats; null when absent', () => {
    expect(readCookie('a=1; b = 2 ;c=3', 'b')).toBe('2');
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie(null, 'a')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });
});
