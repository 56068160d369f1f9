import { describe, expect, it } from 'vitest';
import { parseGoogleConnect } from './flow-storage.ts';

describe('the /thank-you connect link kept in session storage', () => {
  it('keeps only a path on this site to /connect/google with a token', () => {
    const path = '/connect/google?t=eyJzIjoia2F0ei0yIn0.c2lnbmF0dXJl';
    expect(parseGoogleConnect(JSON.stringify({ path, restaurantId: 'katz' }))).toEqual({ path, restaurantId: 'katz' });
    expect(parseGoogleConnect(JSON.stringify({ path, restaurantId: 7 }))).toEqual({ path, restaurantId: null });
    for (const bad of [
      'https://evil.example/connect/google?t=x',
      '//evil.example/connect/google?t=x',
      '/connect/google?t=x"><script>',
      'javascript:alert(1)',
      '/connect/google',
    ]) {
      expect(parseGoogleConnect(JSON.stringify({ path: bad, restaurantId: null })), bad).toBeNull();
    }
    expect(parseGoogleConnect('not json')).toBeNull();
    expect(parseGoogleConnect(null)).toBeNull();
  });
});
