import { describe, expect, it } from 'vitest';
import { needsResealing, openSecret, sealSecret, SealedSecretError } from './sealed-secret.ts';

const oldSecret = 'old-app-secret-0123456789abcdef0123';
const newSecret = 'new-app-secret-fedcba9876543210fedc';
const token = '1//0gRefreshTokenValue-abc_DEF';

describe('sealed secrets', () => {
  it('round-trips, and the sealed text does not contain the plaintext', () => {
    const sealed = sealSecret(token, { current: newSecret }, 'connection:1');
    expect(sealed).not.toContain(token);
    expect(sealed).toMatch(/^v1\.[\w-]{11}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openSecret(sealed, { current: newSecret }, 'connection:1')).toBe(token);
  });

  it('uses a fresh IV each time', () => {
    expect(sealSecret(token, { current: newSecret }, 'c')).not.toBe(sealSecret(token, { current: newSecret }, 'c'));
  });

  it('opens values sealed under a previous secret after rotation, and says they need resealing', () => {
    const sealed = sealSecret(token, { current: oldSecret }, 'connection:1');
    const rotated = { current: newSecret, previous: [oldSecret] };
    expect(openSecret(sealed, rotated, 'connection:1')).toBe(token);
    expect(needsResealing(sealed, rotated)).toBe(true);
    expect(needsResealing(sealSecret(token, rotated, 'connection:1'), rotated)).toBe(false);
  });

  it('refuses a value whose key is gone, one moved to another record, and one altered', () => {
    const sealed = sealSecret(token, { current: oldSecret }, 'connection:1');
    expect(() => openSecret(sealed, { current: newSecret }, 'connection:1')).toThrow(SealedSecretError);
    expect(() => openSecret(sealed, { current: oldSecret }, 'connection:2')).toThrow(SealedSecretError);
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => openSecret(parts.join('.'), { current: oldSecret }, 'connection:1')).toThrow(SealedSecretError);
    expect(() => openSecret('garbage', { current: oldSecret }, 'connection:1')).toThrow(SealedSecretError);
  });
});
