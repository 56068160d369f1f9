import { type Enrollment, normalizeEmail } from '#server/features/owners/index.ts';
import type { OwnerRestaurant } from '#contracts/accounts.ts';
import { secretKeyring } from '#server/config.ts';
import type { ServerContext } from '#server/server-context.ts';
import { disconnectPath } from './connect-links.ts';
import { canConnect, sessionConnectPath } from './connect-start.ts';
import { connectionsOfOwner, isGoogleConnectEnabled } from './google-connections.ts';

/**
 * The restaurant's Google Business Profile line for its signed-in owner (account page, settings, inbox): connected
 * (with the signed disconnect link), broken or not connected with the session's connect path (`/connect/google?place=`:
 * no emailed link needed), for as long as the restaurant's emails go on; unavailable without Google OAuth configured.
 */
export async function googleLineOf(
  ctx: ServerContext,
  enrollment: Pick<Enrollment, 'email' | 'placeId' | 'restaurantName' | 'status'>,
): Promise<OwnerRestaurant['google']> {
  if (!isGoogleConnectEnabled(ctx)) return { state: 'unavailable' };
  const keyring = secretKeyring(ctx.config);
  const now = ctx.now();
  const owner = { email: normalizeEmail(enrollment.email), placeId: enrollment.placeId };
  const rows = await connectionsOfOwner(ctx, owner);
  const connection = rows.find((row) => row.status === 'active') ?? rows[0];
  const connectPath = canConnect(enrollment) ? sessionConnectPath(enrollment.placeId) : null;
  if (connection?.status === 'active') {
    return {
      state: 'connected',
      locationTitle: connection.locationTitle ?? enrollment.restaurantName,
      disconnectPath: disconnectPath(owner, keyring, now),
    };
  }
  if (connection && connectPath) {
    return { state: 'broken', connectPath, disconnectPath: disconnectPath(owner, keyring, now) };
  }
  return { state: 'not-connected', connectPath };
}
