import { randomBytes } from 'node:crypto';
import { signLink, verifyLink } from '#server/crypto/signed-link.ts';
import { secretKeyring } from '#server/config.ts';
import { SITE_COOKIES } from '#contracts/cookie-constants.ts';
import { readSiteCookie, setSiteCookie } from '#server/http/cookies.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { SessionRole } from './account-tables.ts';
import { sha256Hex } from './sessions.ts';

/**
 * "This browser has signed in as this address before": a long-lived cookie, `rb_device`, set when a sign-in
 * succeeds and signed under APP_SECRET, so nobody can write one. It holds a random id for the browser and a short
 * hash of each role and address it signed in as (at most five, newest first; never an address in the clear). The
 * sign-in limits let such a browser through the per-address ceiling that strangers can fill (sign-in-limits.ts):
 * someone flooding an owner's address cannot lock the owner's own browser out.
 *
 * It grants nothing else: no session, no step of a sign-in. Stolen, it lets its holder ask for more sign-in mail to
 * that address than a stranger may, which only the address's mailbox receives.
 */

const PURPOSE = 'known-device';
/** Browsers keep a cookie 400 days at most (the registry's lifetime); an owner who signs in again within that renews it. */
const DEVICE_MS = SITE_COOKIES.knownDevice.maxAgeSeconds * 1000;
const MAX_ADDRESSES = 5;

export interface KnownDevice {
  id: string;
  /** Hashes of `role:address`, newest first. */
  addresses: string[];
}

function addressHash(role: SessionRole, address: string): string {
  return sha256Hex(`${role}:${address.trim().toLowerCase()}`).slice(0, 24);
}

/** The browser's known-device cookie, when it carries one signed by a secret of ours and not expired. */
export function knownDeviceOf(ctx: ServerContext, cookieHeader: string | null | undefined): KnownDevice | null {
  const value = readSiteCookie(ctx, cookieHeader, 'knownDevice');
  if (!value) return null;
  const payload = verifyLink(PURPOSE, value, secretKeyring(ctx.config), ctx.now());
  if (!payload?.d || !/^[A-Za-z0-9_-]{16,40}$/.test(payload.d)) return null;
  const addresses = (payload.a ?? '').split('.').filter((hash) => /^[0-9a-f]{24}$/.test(hash));
  return { id: payload.d, addresses: addresses.slice(0, MAX_ADDRESSES) };
}

/** The device's id when this browser has signed in as `address` in `role` before; else null. */
export function knownDeviceFor(
  ctx: ServerContext,
  cookieHeader: string | null | undefined,
  role: SessionRole,
  address: string,
): string | null {
  const device = knownDeviceOf(ctx, cookieHeader);
  return device?.addresses.includes(addressHash(role, address)) ? device.id : null;
}

/** The Set-Cookie that records a sign-in as `address` in this browser (keeping its id and its other addresses). */
export function knownDeviceCookie(
  ctx: ServerContext,
  cookieHeader: string | null | undefined,
  role: SessionRole,
  address: string,
): string {
  const device = knownDeviceOf(ctx, cookieHeader);
  const hash = addressHash(role, address);
  const addresses = [hash, ...(device?.addresses ?? []).filter((known) => known !== hash)].slice(0, MAX_ADDRESSES);
  const id = device?.id ?? randomBytes(16).toString('base64url');
  const value = signLink(PURPOSE, { d: id, a: addresses.join('.') }, secretKeyring(ctx.config), {
    expiresAt: new Date(ctx.now().getTime() + DEVICE_MS),
  });
  return setSiteCookie(ctx, 'knownDevice', value);
}
