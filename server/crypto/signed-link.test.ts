import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-link.ts';

const keyring = { current: 'current-secret-0123456789abcdef0123' };
const now = new Date('2026-11-26T12:00:00Z');

describe('signed links', () => {
  it('round-trips a payload for its purpose only', () => {
    const token = signLink('reply', { d: 'draft-1' }, keyring);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyLink('reply', token, keyring, now)).toEqual({ d: 'draft-1' });
    expect(verifyLink('connect', token, keyring, now)).toBeNull();
  });

  it('expires', () => {
    const token = signLink('state', { e: 'enrollment-1' }, keyring, { expiresAt: new Date(now.getTime() + 600_000) });
    expect(verifyLink('state', token, keyring, now)).toEqual({ e: 'enrollment-1' });
    expect(verifyLink('state', token, keyring, new Date(now.getTime() + 600_000))).toBeNull();
  });

  it('refuses a tampered payload or signature, and another secret; accepts a previous secret', () => {
    const token = signLink('reply', { d: 'draft-1' }, keyring);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ d: 'draft-2' })).toString('base64url');
    expect(verifyLink('reply', `${forged}.${signature}`, keyring, now)).toBeNull();
    expect(verifyLink('reply', `${token}x`, keyring, now)).toBeNull();
    expect(verifyLink('reply', token, { current: 'another-secret-0123456789abcdef' }, now)).toBeNull();
    const rotated = { current: 'another-secret-0123456789abcdef', previous: [keyring.current] };
    expect(verifyLink('reply', token, rotated, now)).toEqual({ d: 'draft-1' });
    expect(verifyLink('reply', 'not-a-token', keyring, now)).toBeNull();
  });
});
