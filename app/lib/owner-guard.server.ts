import { data, redirect } from 'react-router';
import { OWNER_SIGN_IN_PATH } from '#contracts/account-constants.ts';
import type { OwnerIdentity } from '#contracts/accounts.ts';
import type { AppServices } from '#contracts/app-services.ts';
import { safeOwnerNext } from '#contracts/next-path.ts';
import { requireServices } from './route-context.ts';

/**
 * The one guard of the owner's pages (/account, /inbox, /inbox/results and its CSV export, /inbox/settings and its
 * download): every loader and action of those routes asks it who is signed in, and no route reads the owner session
 * itself. A loader's guard cannot live in a layout route alone: React Router runs a layout's loader beside its
 * children's, never before an action, and a child's data can be fetched on its own (`/inbox.data`), so each loader
 * and action calls it.
 */

type OwnerContext = { services?: AppServices; publicUrl?: string };

export interface SignedInOwner {
  owner: OwnerIdentity;
  services: AppServices;
}

export interface OwnerGuardOptions {
  /** Names the page in the error when the load context is missing. */
  page: string;
  /** What a request without a session gets: the sign-in page (the default), or a bare 401 (the inbox's actions). */
  anonymous?: 'sign-in' | 401;
  /** Where to come back to after signing in when it is not the address asked for (path and query). */
  returnTo?: string;
}

/** The signed-in owner of this request, or null: for a page that only changes with a session (the sign-in page). */
export async function currentOwner(
  request: Request,
  context: OwnerContext,
  page: string,
): Promise<OwnerIdentity | null> {
  return requireServices(context, page).owner.current(request.headers.get('cookie'));
}

/**
 * The sign-in page, coming back to `returnTo` (else the address asked for, path and query) once signed in. `next`
 * is judged by the sign-in page's own rule (`safeOwnerNext`): only a path of this site, never the console or the
 * sign-in page, otherwise the account page.
 */
export function signInRedirect(request: Request, returnTo?: string): Response {
  const url = new URL(request.url);
  // Judged against the request's own origin: what is judged is a path of this request, never a host.
  const next = safeOwnerNext(returnTo ?? `${url.pathname}${url.search}`, url.origin);
  return redirect(`${OWNER_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
}

/** The signed-in owner and the services, or a thrown redirect to the sign-in page (or a 401, when asked for). */
export async function requireOwner(
  request: Request,
  context: OwnerContext,
  options: OwnerGuardOptions,
): Promise<SignedInOwner> {
  const services = requireServices(context, options.page);
  const owner = await services.owner.current(request.headers.get('cookie'));
  if (owner) return { owner, services };
  if (options.anonymous === 401) throw data(null, { status: 401 });
  throw signInRedirect(request, options.returnTo);
}
