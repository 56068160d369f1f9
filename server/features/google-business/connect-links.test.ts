import { describe, expect, it } from 'vitest';
import { SITE_COOKIES } from '#contracts/cookie-constants.ts';
import {
  CALLBACK_PATH,
  connectionPagePath,
  disconnectPath,
  emailConnectPath,
  pageConnectPath,
  readConnectToken,
  readConnectionPageToken,
  readDisconnectToken,
  readState,
  signState,
  STATE_TTL_MS,
} from './connect-links.ts';

const keyring = { current: 'secret-one-0123456789abcdef0123456789' };
const now = new Date('2026-11-20T15:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const tokenOf = (path: string) => decodeURIComponent(path.split('?t=')[1] ?? '');

describe('connect links', () => {
  it('an emailed link names the owner (address normalised) and place; a page link names the playbook', () => {
    const email = emailConnectPath({ email: ' Olivia@Katz.Example ', placeId: 'ChIJ1' }, keyring, now);
    expect(email).toMatch(/^\/connect\/google\?t=/);
    expect(readConnectToken(tokenOf(email), keyring, now)).toEqual({
      kind: 'owner',
      email: 'olivia@katz.example',
      placeId: 'ChIJ1',
    });
    const page = pageConnectPath('katz-2', keyring, now);
    expect(readConnectToken(tokenOf(page), keyring, now)).toEqual({ kind: 'playbook', sopId: 'katz-2' });
  });

  it('a page link expires after a day, an emailed one after 90 days', () => {
    const page = tokenOf(pageConnectPath('katz-2', keyring, now));
    expect(readConnectToken(page, keyring, later(86_400_000 - 1000))).not.toBeNull();
    expect(readConnectToken(page, keyring, later(86_400_000 + 1000))).toBeNull();
    const email = tokenOf(emailConnectPath({ email: 'a@b.example', placeId: 'p' }, keyring, now));
    expect(readConnectToken(email, keyring, later(89 * 86_400_000))).not.toBeNull();
    expect(readConnectToken(email, keyring, later(91 * 86_400_000))).toBeNull();
  });

  it('a link made for one purpose never opens another', () => {
    const disconnect = tokenOf(disconnectPath({ email: 'a@b.example', placeId: 'p' }, keyring, now));
    expect(readConnectToken(disconnect, keyring, now)).toBeNull();
    expect(readDisconnectToken(disconnect, keyring, now)).toEqual({ email: 'a@b.example', placeId: 'p' });
    const connect = tokenOf(emailConnectPath({ email: 'a@b.example', placeId: 'p' }, keyring, now));
    expect(readDisconnectToken(connect, keyring, now)).toBeNull();
    expect(readState(connect, keyring, now)).toBeNull();
    const choose = tokenOf(connectionPagePath('choose', 'c-1', keyring, now));
    expect(readConnectionPageToken('choose', choose, keyring, now)).toBe('c-1');
    expect(readConnectionPageToken('connected', choose, keyring, now)).toBeNull();
  });

  it('the OAuth state lives 10 minutes and does not survive an edit or another secret', () => {
    const state = signState('nonce-1', keyring, now);
    expect(readState(state, keyring, later(STATE_TTL_MS - 1000))).toBe('nonce-1');
    expect(readState(state, keyring, later(STATE_TTL_MS + 1000))).toBeNull();
    const [payload, mac] = state.split('.') as [string, string];
    expect(readState(`${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, keyring, now)).toBeNull();
    expect(readState(state, { current: 'another-secret-0123456789abcdef' }, now)).toBeNull();
    expect(readState(state, { current: 'another-secret-0123456789abcdef', previous: [keyring.current] }, now)).toBe(
      'nonce-1',
    );
  });
});

describe('the PKCE verifier’s cookie', () => {
  it('goes to the callback only and lives as long as the state it serves', () => {
    expect(SITE_COOKIES.googleConnectVerifier.path).toBe(CALLBACK_PATH);
    expect(SITE_COOKIES.googleConnectVerifier.maxAgeSeconds * 1000).toBe(STATE_TTL_MS);
  });
});
