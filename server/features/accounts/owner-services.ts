import type { OwnerIdentity, OwnerRestaurant, OwnerServices } from '#contracts/accounts.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  currentOwner,
  inspectOwnerSignInLink,
  requestOwnerSignIn,
  signInOwnerWithCode,
  signInOwnerWithLink,
  signOutOwner,
} from './owner-sign-in.ts';

/** The owner's load-context services; what an owner's restaurants are is given by the feature that knows them. */
export function createOwnerServices(
  ctx: ServerContext,
  deps: { restaurantsOf(email: string): Promise<OwnerRestaurant[]> },
): OwnerServices {
  return {
    current: (cookieHeader) => currentOwner(ctx, cookieHeader),
    requestSignIn: (input) => requestOwnerSignIn(ctx, input),
    inspectLink: (token) => inspectOwnerSignInLink(ctx, token),
    signInWithLink: (input) => signInOwnerWithLink(ctx, input),
    signInWithCode: (input) => signInOwnerWithCode(ctx, input),
    signOut: (cookieHeader) => signOutOwner(ctx, cookieHeader),
    restaurants: (owner: OwnerIdentity) => deps.restaurantsOf(owner.email),
  };
}
