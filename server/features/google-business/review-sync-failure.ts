import { GoogleApiError } from '#server/providers/google-business/google-business-client.ts';
import { GoogleConnectionBrokenError } from './google-connection-types.ts';

const FALLBACK = {
  google: 'so this email uses the reviews Google shows publicly instead (up to five, so some may be missing).',
  catalogue: 'so this email uses the demo’s sample reviews instead.',
} as const;

/**
 * One sentence for the owner on why this morning's email could not read their Google Business Profile. Safe to show:
 * built from the failure kind, never from Google's message or anything that could hold a token.
 */
export function describeSyncFailure(error: unknown, fallbackSource: keyof typeof FALLBACK): string {
  const fallback = FALLBACK[fallbackSource];
  if (error instanceof GoogleConnectionBrokenError) {
    return `Your Google connection stopped working (the access was withdrawn or has expired), ${fallback}`;
  }
  if (error instanceof GoogleApiError) {
    switch (error.failure) {
      case 'permission-denied':
        return `Google says this account can’t manage that location (it may not be verified yet, or your access to it was removed), ${fallback}`;
      case 'unauthenticated':
      case 'invalid-grant':
        return `Google no longer accepts our access to your profile, ${fallback}`;
      case 'rate-limited':
        return `Google asked us to slow down and was still refusing after several tries this morning, ${fallback}`;
      case 'unavailable':
        return `Google’s Business Profile service did not answer after several tries this morning, ${fallback}`;
      case 'not-found':
        return `Google could not find your location any more (it may have been removed or moved to another account), ${fallback}`;
      default:
        return `Google sent an answer we could not read this morning, ${fallback}`;
    }
  }
  return `We could not read your reviews from Google this morning, ${fallback}`;
}

/** Whether the owner has to connect again (the connect link goes beside the sentence). */
export function needsReconnect(error: unknown): boolean {
  return (
    error instanceof GoogleConnectionBrokenError ||
    (error instanceof GoogleApiError && (error.failure === 'unauthenticated' || error.failure === 'invalid-grant'))
  );
}
