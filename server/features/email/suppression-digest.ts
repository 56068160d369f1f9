import { createHmac } from 'node:crypto';

/**
 * How an erased person stays on the do-not-email list without their address being kept: a keyed hash (HMAC-SHA256
 * with APP_SECRET) of the lowercased address. Keyed, because a plain SHA-256 of an email can be reversed by hashing
 * a list of candidate addresses; every secret still accepted (APP_SECRET_PREVIOUS) is checked, so a rotation keeps
 * them suppressed. docs/operator-console.md explains the choice.
 */
export const SUPPRESSION_DIGEST_PREFIX = 'hmac-sha256:';

export function suppressionDigest(secret: string, normalizedEmail: string): string {
  return (
    SUPPRESSION_DIGEST_PREFIX + createHmac('sha256', `suppression:${secret}`).update(normalizedEmail).digest('hex')
  );
}

export function suppressionDigests(secrets: readonly string[], normalizedEmail: string): string[] {
  return secrets.filter(Boolean).map((secret) => suppressionDigest(secret, normalizedEmail));
}
