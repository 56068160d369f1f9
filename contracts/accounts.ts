/**
 * Owner accounts through the load context (contracts/app-services.ts `owner`): sign-in by emailed link (any browser,
 * after one press) or code (the browser that asked) (docs/accounts.md), sign-out, and the signed-in owner's
 * restaurants.
 */
import type { SignInRequestOutcome } from './operator.ts';

export interface OwnerIdentity {
  email: string;
  sessionId: string;
}

/** A sign-in step's answer: what to show, and the cookies to set (the browser binding, the session). */
export type OwnerSignInRequestResult = { outcome: SignInRequestOutcome; setCookie: string };

export type OwnerSignInResult =
  { ok: true; setCookies: string[]; next: string } | { ok: false; reason: 'invalid' | 'rate-limited'; message: string };

/** What the emailed link's page shows before its one press: whose link it is (masked), or why it cannot be used. */
export type OwnerSignInLinkView = { valid: true; maskedEmail: string } | { valid: false; message: string };

/** One restaurant of the signed-in owner, as their account page lists it. */
export interface OwnerRestaurant {
  placeId: string;
  restaurantName: string;
  /** The newest reply blitz for this place: active (day n of 7), or ended. */
  blitz: { status: 'active' | 'ended'; day: number | null; startedOn: string };
  google:
    | { state: 'connected'; locationTitle: string; disconnectPath: string }
    | { state: 'broken'; connectPath: string; disconnectPath: string }
    | { state: 'not-connected'; connectPath: string | null }
    | { state: 'unavailable' };
}

export interface OwnerServices {
  /** The signed-in owner of this request (Cookie header), or null. */
  current(cookieHeader: string | null): Promise<OwnerIdentity | null>;
  /** Emails a link and a code when the address is an owner's; the same answer for every address. */
  requestSignIn(input: {
    email: string;
    clientIp: string;
    next: string | null;
    cookieHeader: string | null;
  }): Promise<OwnerSignInRequestResult>;
  /** The emailed link's page (GET): whether the link can still be used; looking never uses it. */
  inspectLink(token: string): Promise<OwnerSignInLinkView>;
  /** The press on the link's page (POST): works in any browser, once. */
  signInWithLink(input: {
    token: string;
    cookieHeader: string | null;
    userAgent: string | null;
    clientIp: string;
    next: string | null;
  }): Promise<OwnerSignInResult>;
  /** The 6-digit code, typed in the browser that asked for it. */
  signInWithCode(input: {
    code: string;
    cookieHeader: string | null;
    userAgent: string | null;
    clientIp: string;
    next: string | null;
  }): Promise<OwnerSignInResult>;
  /** Ends this browser's session; the cookie that clears it. */
  signOut(cookieHeader: string | null): Promise<{ setCookie: string }>;
  /** The signed-in owner's restaurants (every blitz of the address), newest first. */
  restaurants(owner: OwnerIdentity): Promise<OwnerRestaurant[]>;
}
