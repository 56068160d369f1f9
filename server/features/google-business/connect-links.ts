import { normalizeEmail } from '#server/features/owners/index.ts';
import type { SecretKeyring } from '#server/crypto/sealed-secret.ts';
import { signLink, verifyLink } from '#server/crypto/signed-link.ts';

/**
 * The signed links of the connect side (docs/google-business-profile.md). Each purpose is its own HMAC domain, so a
 * link made for one never verifies as another. All pure: the keyring and the clock are parameters.
 */

const DAY_MS = 86_400_000;

export const LINK_PURPOSES = {
  /** From an email: names the owner's address and place; resolved to the active enrollment when clicked. */
  connectFromEmail: 'google-connect-email',
  /** From /thank-you: names the playbook just generated; see connectTargetOf for what it may do. */
  connectFromPage: 'google-connect-page',
  state: 'google-oauth-state',
  chooseLocation: 'google-choose-location',
  connected: 'google-connected',
  disconnect: 'google-disconnect',
} as const;

/** An emailed link outlives the 7-day blitz by a margin; the enrollment it resolves to decides what it can do. */
export const EMAIL_LINK_TTL_MS = 90 * DAY_MS;
/** The /thank-you button's link: the visit it was handed to. */
export const PAGE_LINK_TTL_MS = DAY_MS;
/** Google's consent round trip must finish within this. */
export const STATE_TTL_MS = 10 * 60_000;
export const CHOICE_LINK_TTL_MS = 60 * 60_000;
export const CONNECTED_LINK_TTL_MS = DAY_MS;
/** The disconnect link works as long as a connection can exist (enrollment end plus 30 days), and longer. */
export const DISCONNECT_LINK_TTL_MS = 180 * DAY_MS;

export const CONNECT_PATH = '/connect/google';
export const CALLBACK_PATH = '/connect/google/callback';
export const CHOOSE_PATH = '/connect/google/location';
export const CONNECTED_PATH = '/connect/google/connected';
export const DISCONNECT_PATH = '/connect/google/disconnect';

export type ConnectTarget = { kind: 'owner'; email: string; placeId: string } | { kind: 'playbook'; sopId: string };

function withToken(path: string, token: string): string {
  return `${path}?t=${encodeURIComponent(token)}`;
}

export function emailConnectPath(owner: { email: string; placeId: string }, keyring: SecretKeyring, now: Date): string {
  const token = signLink(
    LINK_PURPOSES.connectFromEmail,
    { e: normalizeEmail(owner.email), p: owner.placeId },
    keyring,
    { expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS) },
  );
  return withToken(CONNECT_PATH, token);
}

export function pageConnectPath(playbookId: string, keyring: SecretKeyring, now: Date): string {
  const token = signLink(LINK_PURPOSES.connectFromPage, { s: playbookId }, keyring, {
    expiresAt: new Date(now.getTime() + PAGE_LINK_TTL_MS),
  });
  return withToken(CONNECT_PATH, token);
}

/** What a /connect/google?t= token names, or null when it is not one of ours, altered or expired. */
export function readConnectToken(token: string, keyring: SecretKeyring, now: Date): ConnectTarget | null {
  const owner = verifyLink(LINK_PURPOSES.connectFromEmail, token, keyring, now);
  if (owner?.e && owner.p) return { kind: 'owner', email: owner.e, placeId: owner.p };
  const page = verifyLink(LINK_PURPOSES.connectFromPage, token, keyring, now);
  if (page?.s) return { kind: 'playbook', sopId: page.s };
  return null;
}

export function signState(nonce: string, keyring: SecretKeyring, now: Date): string {
  return signLink(LINK_PURPOSES.state, { n: nonce }, keyring, { expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
}

export function readState(state: string, keyring: SecretKeyring, now: Date): string | null {
  return verifyLink(LINK_PURPOSES.state, state, keyring, now)?.n ?? null;
}

export function connectionPagePath(
  page: 'choose' | 'connected',
  connectionId: string,
  keyring: SecretKeyring,
  now: Date,
): string {
  const [purpose, ttl, path] =
    page === 'choose'
      ? [LINK_PURPOSES.chooseLocation, CHOICE_LINK_TTL_MS, CHOOSE_PATH]
      : [LINK_PURPOSES.connected, CONNECTED_LINK_TTL_MS, CONNECTED_PATH];
  return withToken(path, signLink(purpose, { c: connectionId }, keyring, { expiresAt: new Date(now.getTime() + ttl) }));
}

export function readConnectionPageToken(
  page: 'choose' | 'connected',
  token: string,
  keyring: SecretKeyring,
  now: Date,
): string | null {
  const purpose = page === 'choose' ? LINK_PURPOSES.chooseLocation : LINK_PURPOSES.connected;
  return verifyLink(purpose, token, keyring, now)?.c ?? null;
}

export function disconnectPath(owner: { email: string; placeId: string }, keyring: SecretKeyring, now: Date): string {
  const token = signLink(LINK_PURPOSES.disconnect, { e: normalizeEmail(owner.email), p: owner.placeId }, keyring, {
    expiresAt: new Date(now.getTime() + DISCONNECT_LINK_TTL_MS),
  });
  return withToken(DISCONNECT_PATH, token);
}

export function readDisconnectToken(
  token: string,
  keyring: SecretKeyring,
  now: Date,
): { email: string; placeId: string } | null {
  const payload = verifyLink(LINK_PURPOSES.disconnect, token, keyring, now);
  return payload?.e && payload.p ? { email: payload.e, placeId: payload.p } : null;
}
