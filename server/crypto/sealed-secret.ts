import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (OAuth refresh tokens): AES-256-GCM under a key derived from APP_SECRET with HKDF-SHA256.
 * Each sealed value carries the id of the key that sealed it, so after APP_SECRET changes the old secret (kept in
 * APP_SECRET_PREVIOUS) still opens old rows, which are sealed again under the new key when next written.
 *
 * Format: `v1.<key id>.<iv>.<ciphertext>.<tag>`, each part base64url. `context` is bound as associated data, so a
 * value copied onto another row (another context) does not open.
 */

const VERSION = 'v1';
const HKDF_SALT = 'replybook:sealed-secret';
const HKDF_INFO = 'aes-256-gcm:v1';

export interface SecretKeyring {
  /** The secret new values are sealed with (APP_SECRET). */
  current: string;
  /** Earlier secrets that may still open old values (APP_SECRET_PREVIOUS). */
  previous?: readonly string[];
}

interface DerivedKey {
  id: string;
  key: Buffer;
}

const derivedKeys = new Map<string, DerivedKey>();

function deriveKey(secret: string): DerivedKey {
  if (secret.length === 0) throw new Error('A sealed secret needs a non-empty APP_SECRET');
  let derived = derivedKeys.get(secret);
  if (!derived) {
    const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
    // The id names the key without revealing it: a truncated hash of the derived key.
    const id = createHash('sha256').update('key-id').update(key).digest('base64url').slice(0, 11);
    derived = { id, key };
    derivedKeys.set(secret, derived);
  }
  return derived;
}

export function sealSecret(plaintext: string, keyring: SecretKeyring, context: string): string {
  const { id, key } = deriveKey(keyring.current);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, id, iv.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.');
}

export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
}

/** The plaintext, or a SealedSecretError when no key of the ring sealed it, or it was altered or moved. */
export function openSecret(sealed: string, keyring: SecretKeyring, context: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new SealedSecretError('not a sealed secret');
  const [, keyId, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  const candidate = [keyring.current, ...(keyring.previous ?? [])]
    .filter((secret) => secret.length > 0)
    .map(deriveKey)
    .find((derived) => derived.id === keyId);
  if (!candidate) throw new SealedSecretError('sealed with a key that is no longer configured');
  try {
    const decipher = createDecipheriv('aes-256-gcm', candidate.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError('the sealed secret was altered or belongs to another record');
  }
}

/** Whether a value was sealed with an older key and should be sealed again under the current one. */
export function needsResealing(sealed: string, keyring: SecretKeyring): boolean {
  return sealed.split('.')[1] !== deriveKey(keyring.current).id;
}
