import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Signed, login-free unsubscribe tokens: `base64url(payload).base64url(hmac)`,
 * HMAC-SHA256 keyed with APP_SECRET. They carry no expiry on purpose: CAN-SPAM requires an opt-out link to
 * keep working at least 30 days, and an old email's link should simply still work. Pure given the secret,
 * so a token survives restarts and is valid on every worker.
 */

export interface UnsubscribeTokenPayload {
  email: string;
  placeId?: string;
  enrollmentId?: string;
  /** The address is one of the enrollment's extra recipients (owner settings): unsubscribing removes only it. */
  extraRecipient?: true;
  /**
   * What the link stops when narrower than everything: `alerts`, a review alert's "Turn off these alerts" (the
   * restaurant's same-day alerts for the owner's address; the morning emails go on); `reports`, a monthly report's
   * "Stop monthly reports" (that restaurant's monthly reports to the owner's address; everything else goes on).
   */
  scope?: 'alerts' | 'reports';
}

/** Domain separation: a MAC made with APP_SECRET for another purpose never verifies as an unsubscribe token. */
const PURPOSE = 'replybook:unsubscribe:v1:';
const MAX_TOKEN_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

// Short keys keep the link (and the List-Unsubscribe header) compact.
const wireSchema = z
  .object({
    e: z.string().min(3).max(254),
    p: z.string().min(1).max(512).optional(),
    n: z.string().min(1).max(128).optional(),
    x: z.literal(1).optional(),
    s: z.enum(['a', 'r']).optional(),
  })
  .strict();

function mac(encodedPayload: string, secret: string | Buffer): Buffer {
  if (secret.length === 0) throw new Error('An unsubscribe token needs a non-empty secret');
  return createHmac('sha256', secret).update(PURPOSE).update(encodedPayload).digest();
}

export function signUnsubscribeToken(payload: UnsubscribeTokenPayload, secret: string | Buffer): string {
  const wire = wireSchema.parse({
    e: payload.email,
    ...(payload.placeId !== undefined ? { p: payload.placeId } : {}),
    ...(payload.enrollmentId !== undefined ? { n: payload.enrollmentId } : {}),
    ...(payload.extraRecipient ? { x: 1 } : {}),
    ...(payload.scope ? { s: payload.scope === 'alerts' ? 'a' : 'r' } : {}),
  });
  const encodedPayload = Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url');
  return `${encodedPayload}.${mac(encodedPayload, secret).toString('base64url')}`;
}

/** The payload of a token this secret signed, or null for anything else (tampered, truncated, garbage). */
export function verifyUnsubscribeToken(token: string, secret: string | Buffer): UnsubscribeTokenPayload | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encodedPayload = '', encodedSignature = ''] = parts;
  if (!BASE64URL.test(encodedPayload) || !BASE64URL.test(encodedSignature)) return null;

  const expected = mac(encodedPayload, secret);
  const given = Buffer.from(encodedSignature, 'base64url');
  // Re-encoding must give the same text, so no two spellings of one signature both verify.
  if (given.length !== expected.length || given.toString('base64url') !== encodedSignature) return null;
  if (!timingSafeEqual(given, expected)) return null;

  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const wire = wireSchema.safeParse(decoded);
  if (!wire.success) return null;
  return {
    email: wire.data.e,
    ...(wire.data.p !== undefined ? { placeId: wire.data.p } : {}),
    ...(wire.data.n !== undefined ? { enrollmentId: wire.data.n } : {}),
    ...(wire.data.x === 1 ? { extraRecipient: true as const } : {}),
    ...(wire.data.s ? { scope: wire.data.s === 'a' ? ('alerts' as const) : ('reports' as const) } : {}),
  };
}
