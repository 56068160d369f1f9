import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature.ts';

describe('webhook signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body', () => {
    // RFC 4231 test case 2.
    expect(signWebhookBody('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const body = '{"name":"Ana","message":"Hola ñ ✓","source":"gmb-website"}';
    expect(signWebhookBody(body, 's3cret')).toBe(
      `sha256=${createHmac('sha256', 's3cret').update(body, 'utf8').digest('hex')}`,
    );
    expect(signWebhookBody(Buffer.from(body, 'utf8'), 's3cret')).toBe(signWebhookBody(body, 's3cret'));
  });

  it('verifies only the exact body with the same secret', () => {
    const body = '{"a":1}';
    const header = signWebhookBody(body, 'k');
    expect(verifyWebhookSignature(body, 'k', header)).toBe(true);
    expect(verifyWebhookSignature('{"a": 1}', 'k', header)).toBe(false);
    expect(verifyWebhookSignature(body, 'other', header)).toBe(false);
    expect(verifyWebhookSignature(body, 'k', undefined)).toBe(false);
    expect(verifyWebhookSignature(body, 'k', header.slice(0, -1))).toBe(false);
  });
});
