import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-replybook-signature';

/** `sha256=<hex HMAC-SHA256 of the exact raw body>`: receivers verify it over the bytes they got. */
export function signWebhookBody(rawBody: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of a received signature header; for receivers (and our tests). */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  secret: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secret));
  const received = Buffer.from(header);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
