import { describe, expect, it } from 'vitest';
import { GoogleApiError } from '#server/providers/google-business/google-business-client.ts';
import { GoogleConnectionBrokenError } from './google-connection-types.ts';
import { describeSyncFailure, needsReconnect } from './review-sync-failure.ts';

describe('describeSyncFailure', () => {
  it('one sentence per failure, saying what the email used instead', () => {
    const forbidden = new GoogleApiError('permission-denied', 'reviews.list: PERMISSION_DENIED', { status: 403 });
    expect(describeSyncFailure(forbidden, 'google')).toBe(
      'Google says this account can’t manage that location (it may not be verified yet, or your access to it was removed), so this email uses the reviews Google shows publicly instead (up to five, so some may be missing).',
    );
    expect(describeSyncFailure(new GoogleApiError('unavailable', 'x'), 'catalogue')).toMatch(
      /did not answer after several tries.*the demo’s sample reviews instead\.$/,
    );
    expect(describeSyncFailure(new GoogleApiError('rate-limited', 'x'), 'google')).toMatch(/slow down/);
    expect(describeSyncFailure(new GoogleConnectionBrokenError('x'), 'google')).toMatch(
      /^Your Google connection stopped/,
    );
    expect(describeSyncFailure(new Error('socket hang up'), 'google')).toMatch(/^We could not read your reviews/);
  });

  it('never repeats what the error says (it could hold anything Google sent)', () => {
    const error = new GoogleApiError('invalid-response', 'ya29.secret-looking-text');
    expect(describeSyncFailure(error, 'google')).not.toContain('ya29');
  });

  it('asks for a new connection only when the access itself is gone', () => {
    expect(needsReconnect(new GoogleConnectionBrokenError('x'))).toBe(true);
    expect(needsReconnect(new GoogleApiError('invalid-grant', 'x'))).toBe(true);
    expect(needsReconnect(new GoogleApiError('permission-denied', 'x'))).toBe(false);
    expect(needsReconnect(new GoogleApiError('unavailable', 'x'))).toBe(false);
  });
});
