import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SecretKeyring } from './sealed-secret.ts';

/**
 * Signed, login-free links in emails (connect Google, review and post a reply, disconnect):
 * `base64url(JSON payload).base64url(HMAC-SHA256)`, keyed with APP_SECRET and a purpose, so a link made for one
 * purpose never verifies as another. An optional expiry (`x`, seconds since the epoch) is part of the signed payload.
 * Verification tries the current secret and then the previous ones, so links in sent emails survive a rotation.
 */

const MAX_TOKEN_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type LinkPayload = Record<string, string>;

function mac(purpose: string, encodedPayload: string, secret: string): Buffer {
  if (secret.length === 0) throw new Error('A signed link needs a non-empty secret');
  return createHmac('sha256', secret).update(`replybook:link:${purpose}:`).update(encodedPayload).digest();
}

export function signLink(
  purpose: string,
  payload: LinkPayload,
  keyring: SecretKeyring,
  options: { expiresAt?: Date } = {},
): string {
  const wire: Record<string, string | number> = { ...payload };
  if (options.expiresAt) wire.x = Math.floor(options.expiresAt.getTime() / 1000);
  const encoded = Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url');
  return `${encoded}.${mac(purpose, encoded, keyring.current).toString('base64url')}`;
}

/** The payload of a link signed for this purpose by a secret of the ring and not expired at `now`, else null. */
export function verifyLink(purpose: string, token: string, keyring: SecretKeyring, now: Date): LinkPayload | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded = '', signature = ''] = parts;
  if (!BASE64URL.test(encoded) || !BASE64URL.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  if (given.toString('base64url') !== signature) return null;
  const secrets = [keyring.current, ...(keyring.previous ?? [])].filter((secret) => secret.length > 0);
  const signed = secrets.some((secret) => {
    const expected = mac(purpose, encoded, secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return null;
  const payload: LinkPayload = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (key === 'x') {
      if (typeof value !== 'number' || value * 1000 <= now.getTime()) return null;
    } else if (typeof value === 'string') {
      payload[key] = value;
    } else {
      return null;
    }
  }
  return payload;
}
