import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'test-app-secret-0123456789abcdef';
const payload = { email: 'maria@example.com', placeId: 'ChIJ-katzs-deli', enrollmentId: '0f8c2a7e-enrollment' };

describe('unsubscribe tokens', () => {
  it('round-trips the payload, with or without the optional fields', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(payload, secret), secret)).toEqual(payload);
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ email: 'owner@example.com' }, secret), secret)).toEqual({
      email: 'owner@example.com',
    });
  });

  it('carries the narrower scope of an alert’s "Turn off these alerts", and the scope is signed', () => {
    const alerts = signUnsubscribeToken({ ...payload, scope: 'alerts' }, secret);
    expect(verifyUnsubscribeToken(alerts, secret)).toEqual({ ...payload, scope: 'alerts' });
    expect(alerts).not.toBe(signUnsubscribeToken(payload, secret));
    // The scope cannot be removed from (or added to) a signed token: either change breaks the signature.
    const [, signature] = alerts.split('.');
    const widened = Buffer.from(
      JSON.stringify({ e: payload.email, p: payload.placeId, n: payload.enrollmentId }),
    ).toString('base64url');
    expect(verifyUnsubscribeToken(`${widened}.${signature}`, secret)).toBeNull();
  });

  it('carries a monthly report’s "Stop monthly reports" scope, distinct from the alerts’ and signed', () => {
    const reports = signUnsubscribeToken({ ...payload, scope: 'reports' }, secret);
    expect(verifyUnsubscribeToken(reports, secret)).toEqual({ ...payload, scope: 'reports' });
    expect(reports).not.toBe(signUnsubscribeToken({ ...payload, scope: 'alerts' }, secret));
    const [, signature] = reports.split('.');
    const alerts = Buffer.from(
      JSON.stringify({ e: payload.email, p: payload.placeId, n: payload.enrollmentId, s: 'a' }),
    ).toString('base64url');
    expect(verifyUnsubscribeToken(`${alerts}.${signature}`, secret)).toBeNull();
  });

  it('is deterministic and URL-safe, so it survives restarts and query strings', () => {
    const token = signUnsubscribeToken(payload, secret);
    expect(signUnsubscribeToken(payload, secret)).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyUnsubscribeToken(token, Buffer.from(secret))).toEqual(payload);
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(payload, secret), 'another-secret')).toBeNull();
  });

  it('rejects a payload swapped onto a valid signature', () => {
    const [, signature] = signUnsubscribeToken(payload, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ e: 'victim@example.com' })).toString('base64url');
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, secret)).toBeNull();
  });

  it('rejects a plain HMAC of the payload made without the purpose prefix', () => {
    const encoded = Buffer.from(JSON.stringify({ e: 'maria@example.com' })).toString('base64url');
    const bare = createHmac('sha256', secret).update(encoded).digest('base64url');
    expect(verifyUnsubscribeToken(`${encoded}.${bare}`, secret)).toBeNull();
  });

  it('rejects every single-character change', () => {
    const token = signUnsubscribeToken(payload, secret);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    for (let index = 0; index < token.length; index += 1) {
      const original = token[index] ?? '';
      const replacement = alphabet[(alphabet.indexOf(original) + 7) % alphabet.length] ?? 'A';
      const tampered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(verifyUnsubscribeToken(tampered, secret), `position ${index}`).toBeNull();
    }
  });

  it('rejects garbage, truncation and oversize input', () => {
    const token = signUnsubscribeToken(payload, secret);
    for (const bad of [
      '',
      '.',
      'abc',
      'abc.def',
      `${token}.x`,
      token.slice(0, -1),
      `${token}A`,
      token.replace('.', '..'),
      'a'.repeat(5000),
      `${token} `,
    ]) {
      expect(verifyUnsubscribeToken(bad, secret)).toBeNull();
    }
  });

  it('rejects a correctly signed payload that is not a token payload', () => {
    const encoded = Buffer.from('{"e":1}').toString('base64url');
    const signature = createHmac('sha256', secret)
      .update('replybook:unsubscribe:v1:')
      .update(encoded)
      .digest('base64url');
    expect(verifyUnsubscribeToken(`${encoded}.${signature}`, secret)).toBeNull();
  });

  it('refuses to sign without a secret or without an address', () => {
    expect(() => signUnsubscribeToken(payload, '')).toThrow();
    expect(() => signUnsubscribeToken({ email: '' }, secret)).toThrow();
  });

  it('round-trips any address and ids', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.option(fc.string({ minLength: 1, maxLength: 60 }), { nil: undefined }),
        (email, placeId) => {
          const input = placeId === undefined ? { email } : { email, placeId };
          expect(verifyUnsubscribeToken(signUnsubscribeToken(input, secret), secret)).toEqual(input);
        },
      ),
    );
  });
});
