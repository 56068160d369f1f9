import { OWNER_HOME_PATH, OWNER_SIGN_IN_PATH } from '#contracts/account-constants.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * What billing emails link to: the owner's sign-in page, coming back to /account, where "Add a card" makes the
 * Checkout session when pressed. Never a link that acts by itself: a forwarded email opens nothing.
 */
export function accountSignInUrl(ctx: Pick<ServerContext, 'config'>): string {
  return `${ctx.config.publicUrl}${OWNER_SIGN_IN_PATH}?next=${encodeURIComponent(OWNER_HOME_PATH)}`;
}
