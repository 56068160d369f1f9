/** Values both sides of owner sign-in use (zod-free, so the browser may import them). */

export const OWNER_SIGN_IN_PATH = '/sign-in';
export const OWNER_HOME_PATH = '/account';

/** Where to go after signing in: a path on this site, never the console, the sign-in page or another host. */
export function safeOwnerNext(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return OWNER_HOME_PATH;
  const path = (value.split(/[?#]/)[0] ?? '').toLowerCase();
  if (path.startsWith('/operator') || path.startsWith(OWNER_SIGN_IN_PATH)) return OWNER_HOME_PATH;
  return value;
}

/** Where the pricing card's Starter button leads when billing is configured: the account page, to pick a restaurant. */
export const STARTER_TRIAL_PATH = `${OWNER_HOME_PATH}?plan=starter`;
