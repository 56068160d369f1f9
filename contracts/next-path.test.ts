import { describe, expect, test } from 'vitest';
import { HOSTILE_NEXTS } from '../tests/support/hostile-nexts.ts';
import { routedPath, safeConsoleNext, safeOwnerNext, sameSitePath } from './next-path.ts';

const SITE = 'https://replybook.example';

describe('sameSitePath', () => {
  test('a path of the site comes back as the URL parser writes it', () => {
    expect(sameSitePath('/account', SITE)).toBe('/account');
    expect(sameSitePath('/inbox?filter=needs-reply&place=ChIJ-abc_1', SITE)).toBe(
      '/inbox?filter=needs-reply&place=ChIJ-abc_1',
    );
    expect(sameSitePath('/connect/google?t=eyJh.Zm9v-_', SITE)).toBe('/connect/google?t=eyJh.Zm9v-_');
    expect(sameSitePath('/inbox/settings?place=x#alerts', SITE)).toBe('/inbox/settings?place=x#alerts');
    // Dot segments are resolved; an encoded character stays encoded.
    expect(sameSitePath('/inbox/../account', SITE)).toBe('/account');
    expect(sameSitePath('/inbox?q=caf%C3%A9', SITE)).toBe('/inbox?q=caf%C3%A9');
    expect(sameSitePath('/inbox?q="<x>"', SITE)).toBe('/inbox?q=%22%3Cx%3E%22');
  });

  test('every other host, scheme, control or non-ASCII character is refused', () => {
    for (const value of HOSTILE_NEXTS) expect(sameSitePath(value, SITE), JSON.stringify(value)).toBeNull();
    expect(sameSitePath(null, SITE)).toBeNull();
    expect(sameSitePath(undefined, SITE)).toBeNull();
  });

  test('what it returns is always a header-safe path of this host', () => {
    const samples = [...HOSTILE_NEXTS, '/account', '/a/./b/../c?d=e#f', '/%E3%80%82', '/a%20b'];
    for (const value of samples) {
      const path = sameSitePath(value, SITE);
      if (path === null) continue;
      expect(() => new Headers({ location: path })).not.toThrow();
      expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(path, SITE).origin).toBe(SITE);
    }
  });
});

describe('safeOwnerNext', () => {
  test('an owner goes to a page of the site, else to the account page', () => {
    expect(safeOwnerNext('/inbox?place=x', SITE)).toBe('/inbox?place=x');
    expect(safeOwnerNext('/connect/google?t=abc', SITE)).toBe('/connect/google?t=abc');
    for (const value of [...HOSTILE_NEXTS, null, undefined]) expect(safeOwnerNext(value, SITE)).toBe('/account');
  });

  test('never the console or the sign-in page, however the path is written', () => {
    for (const value of [
      '/operator',
      '/Operator/leads',
      '/%6Fperator',
      '/operator.data',
      '/inbox/../operator',
      '/sign-in',
      '/sign-in?token=x',
      '/SIGN-IN',
      '/sign-in.data',
    ])
      expect(safeOwnerNext(value, SITE), value).toBe('/account');
  });
});

describe('safeConsoleNext', () => {
  test('an operator goes to a page of the console other than its sign-in page, else the dashboard', () => {
    expect(safeConsoleNext('/operator/leads?source=quote', SITE)).toBe('/operator/leads?source=quote');
    expect(safeConsoleNext('/operator', SITE)).toBe('/operator');
    for (const value of [
      ...HOSTILE_NEXTS,
      null,
      '/',
      '/operatorx',
      '/operator.data',
      '/operator/sign-in',
      '/operator/Sign-In?next=x',
      '/operator/%0A',
      '/operator/\t/x',
      '/operator/..//evil.example',
      'https://evil.example/operator',
    ])
      expect(safeConsoleNext(value, SITE), JSON.stringify(value)).toBe('/operator');
  });
});

describe('routedPath', () => {
  test('decoded, lower-cased, slashes collapsed, without the query', () => {
    expect(routedPath('/REPLIES/Abc?t=XY')).toBe('/replies/abc');
    expect(routedPath('/%4Fperator/leads')).toBe('/operator/leads');
    expect(routedPath('/bad%E0%A4%A')).toBe('/bad%e0%a4%a');
  });
});
