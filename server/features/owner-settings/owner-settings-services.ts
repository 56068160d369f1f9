import type { OwnerRestaurant } from '#contracts/accounts.ts';
import type { OwnerSettingsServices } from '#contracts/owner-settings.ts';
import { ownerRestaurants } from '#server/features/blitz/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { confirmAddress, inspectAddressToken } from './extra-addresses.ts';
import { exportOwnerData } from './owner-data.ts';
import { actOnSettings, settingsPage } from './owner-settings.ts';

/** The settings page's load-context services (contracts/owner-settings.ts), after the route's session check. */
export function createOwnerSettingsServices(ctx: ServerContext): OwnerSettingsServices {
  // The Google line is the account page's: the same state and the same signed connect and disconnect links.
  const google = async (owner: { email: string }, placeId: string): Promise<OwnerRestaurant['google']> =>
    (await ownerRestaurants(ctx, owner.email)).find((restaurant) => restaurant.placeId === placeId)?.google ?? {
      state: 'unavailable',
    };
  return {
    page: (owner, placeId) => settingsPage(ctx, owner, placeId, google),
    act: (owner, placeId, form) => actOnSettings(ctx, owner, placeId, form),
    exportData: (owner) => exportOwnerData(ctx, owner),
    inspectAddressToken: (token) => inspectAddressToken(ctx, token),
    confirmAddress: (token) => confirmAddress(ctx, token),
  };
}
