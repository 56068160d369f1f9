import { describe, expect, test } from 'vitest';
import { SITE_COOKIES } from '#contracts/cookie-constants.ts';
import { SESSION_POLICIES } from './sessions.ts';
import { SIGN_IN_LINK_MINUTES } from './sign-in-links.ts';

describe('the accounts’ cookies live as long as what they serve', () => {
  test('the sign-in binding: as long as the link and its code', () => {
    expect(SITE_COOKIES.signInBrowser.maxAgeSeconds).toBe(SIGN_IN_LINK_MINUTES * 60);
  });

  test('a session’s cookie: the session’s longest, and the session ends sooner when unused', () => {
    expect(SESSION_POLICIES.owner).toEqual({
      cookie: 'ownerSession',
      idleMs: 30 * 24 * 3_600_000,
      absoluteMs: 90 * 24 * 3_600_000,
    });
    expect(SESSION_POLICIES.operator).toEqual({
      cookie: 'operatorSession',
      idleMs: 12 * 3_600_000,
      absoluteMs: 7 * 24 * 3_600_000,
    });
  });
});
