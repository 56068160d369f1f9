/** Values both sides of owner sign-in use (zod-free, so the browser may import them). */

export const OWNER_SIGN_IN_PATH = '/sign-in';
export const OWNER_HOME_PATH = '/account';

/** Where the pricing card's Starter button leads when billing is configured: the account page, to pick a restaurant. */
export const STARTER_TRIAL_PATH = `${OWNER_HOME_PATH}?plan=starter`;
