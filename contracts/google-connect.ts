import type { OwnerIdentity, OwnerSignInRequestResult } from './accounts.ts';
import type { ErrorCode, Failure } from './error-constants.ts';

/**
 * What the Google Business Profile connect pages (/connect/google/…) get from the server through the load context.
 * Types only: nothing here holds a token.
 */

/** Why a step of the connect flow stopped; each has its own sentence on the page. */
export type ConnectProblem =
  /** Google OAuth is not configured on this server. */
  | 'not-configured'
  /** The ?t= link was altered, cut short or has expired. */
  | 'invalid-link'
  /** The restaurant's emails were unsubscribed (or it has no blitz at all): nothing reads its reviews to connect. */
  | 'no-blitz'
  /** `?place=` names a restaurant that is not the signed-in owner's. */
  | 'not-yours'
  /** The playbook is still being prepared, so the blitz does not exist yet. */
  | 'not-ready'
  /** The /thank-you link only connects a blitz it just started, once: the emailed link does the rest. */
  | 'use-email-link'
  /** The `state` Google sent back was altered or has expired (10 minutes). */
  | 'state-invalid'
  /** The `state` was already used: a reload or a replay. */
  | 'state-used'
  /** The flow was finished in a different browser from the one that started it. */
  | 'other-browser'
  /** The owner pressed Cancel on Google's consent page. */
  | 'denied'
  /** Google refused the code or could not be reached. */
  | 'google-error'
  /** Google gave no lasting (offline) access. */
  | 'no-refresh-token'
  /** The owner unticked the Business Profile permission. */
  | 'scope-missing'
  /** Google answered 403: no permission on the account, or the location is not verified. */
  | 'permission-denied'
  /** The Google account manages no Business Profile location. */
  | 'no-locations';

export interface ConnectProblemPage {
  problem: ConnectProblem;
  /**
   * Why, as an error code (the page is sent with its status: contracts/error-constants.ts); null when the stop is no
   * failure but a page of its own (the owner pressed Cancel on Google's page, or manages no location): sent with 200.
   */
  code: ErrorCode | null;
  /** A link that starts the flow again, when it is safe to offer one (same browser, valid link). */
  retryPath: string | null;
}

/**
 * Connecting needs the browser to be signed in as the blitz's own address: otherwise the page offers to email that
 * address a sign-in code (a forwarded link gets a stranger nothing).
 */
export interface ConnectSignInStep {
  kind: 'sign-in';
  restaurantName: string;
  /** The blitz's address, masked: `p•••@example.com`. */
  maskedEmail: string;
  /** When this browser is signed in as someone else: that address, masked. */
  signedInAs: string | null;
}

export type ConnectStartResult =
  | { kind: 'redirect'; location: string; setCookie: string }
  | ({ kind: 'problem' } & ConnectProblemPage)
  | ConnectSignInStep;

/** The connect page's "Email me a code" step: what the sign-in request answered, or why the link cannot be used. */
export type ConnectSignInRequestResult =
  | ({ kind: 'requested' } & OwnerSignInRequestResult & { maskedEmail: string; restaurantName: string })
  | ({ kind: 'problem' } & ConnectProblemPage);

export type ConnectCallbackResult =
  | { kind: 'redirect'; location: string; setCookie: string | null }
  | ({ kind: 'problem'; setCookie: string | null } & ConnectProblemPage);

export interface LocationOption {
  /** `locations/456`: the value the form posts. */
  name: string;
  title: string;
  address: string;
  /** Whether Google lists this location at the playbook's place. */
  matchesPlace: boolean;
}

export type LocationChoicePage =
  { valid: true; restaurantName: string; locations: LocationOption[] } | { valid: false };

export type ChooseLocationResult =
  | { ok: true; location: string }
  | Failure<'BAD_REQUEST' | 'INVALID_INPUT' | 'NOT_ALLOWED' | 'NOT_FOUND' | 'CONFLICT' | 'UPSTREAM_FAILED'>;

export type ConnectedPage =
  | {
      valid: true;
      locationTitle: string;
      restaurantName: string;
      /** The restaurant, for the page's main action: its inbox. */
      placeId: string;
      disconnectPath: string;
    }
  | { valid: false };

export type DisconnectPage =
  { valid: true; restaurantName: string | null; locationTitles: string[] } | { valid: false };

export type DisconnectResult = { ok: true; disconnected: number; revoked: boolean } | { ok: false };

export interface GoogleConnectServices {
  /**
   * GET /connect/google?t=: a redirect to Google's consent page (and the PKCE cookie) for a browser signed in as the
   * blitz's address; the sign-in step for any other; or why not.
   */
  start(token: string, cookieHeader: string | null): Promise<ConnectStartResult>;
  /**
   * GET /connect/google?place=: the signed-in owner (the page's guard sent anyone else to sign in) connects one of
   * their restaurants from our own pages, no link needed (during the blitz or after it).
   */
  startForPlace(owner: OwnerIdentity, placeId: string): Promise<ConnectStartResult>;
  /** POST /connect/google?t=: emails the blitz's own address a sign-in link and code (never an address typed in). */
  requestSignIn(
    token: string,
    request: { clientIp: string; cookieHeader: string | null },
  ): Promise<ConnectSignInRequestResult>;
  /** GET /connect/google/callback: Google's answer, with the request's Cookie header. */
  callback(query: URLSearchParams, cookieHeader: string | null): Promise<ConnectCallbackResult>;
  /** The location choice, for the signed-in owner of the connection only. */
  locationChoice(token: string, cookieHeader: string | null): Promise<LocationChoicePage>;
  chooseLocation(token: string, locationName: string, cookieHeader: string | null): Promise<ChooseLocationResult>;
  connected(token: string): Promise<ConnectedPage>;
  inspectDisconnect(token: string): Promise<DisconnectPage>;
  disconnect(token: string): Promise<DisconnectResult>;
}
