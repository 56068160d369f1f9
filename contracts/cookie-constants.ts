/**
 * Every cookie the site sets, in one place (zod-free: the privacy policy lists them from here). The server takes each
 * cookie's name, path and lifetime from this registry (`setSiteCookie`, server/http/cookies.ts), so a cookie that is
 * not here cannot be set, and the policy's list cannot miss one. All are first-party, HttpOnly and SameSite=Lax (and
 * Secure over HTTPS), and each is strictly necessary: signing in, securing a sign-in or a Google connection, or
 * opening the restaurant the owner last used. None is for analytics or advertising.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SiteCookie {
  /**
   * Its name over plain HTTP. Over HTTPS a whole-site cookie is named `__Host-` + this (Secure, Path=/, no Domain);
   * a `perUse` cookie's name is this prefix followed by the nonce of the one sign-in or connection it serves.
   */
  name: string;
  perUse?: true;
  /** Sent to this path only; absent: the whole site. */
  path?: string;
  /** How long the browser keeps it (Max-Age); it is removed sooner where the server says so. */
  maxAgeSeconds: number;
  /** A session ends sooner when unused this long (the server forgets it; the cookie then opens nothing). */
  idleSeconds?: number;
}

export const SITE_COOKIES = {
  /** An owner's session: their inbox, settings and account. */
  ownerSession: { name: 'rb_owner', maxAgeSeconds: 90 * DAY, idleSeconds: 30 * DAY },
  /** An operator's session: the console at /operator. */
  operatorSession: { name: 'rb_operator', maxAgeSeconds: 7 * DAY, idleSeconds: 12 * HOUR },
  /** Binds an owner's sign-in request to the browser that made it: its code works only there (the link's lifetime). */
  signInBrowser: { name: 'rb_sign_in', maxAgeSeconds: 15 * MINUTE },
  /** "This browser signed in as this address before": lets it through the sign-in limits strangers can fill. */
  knownDevice: { name: 'rb_device', maxAgeSeconds: 400 * DAY },
  /** The restaurant the owner last picked, which the inbox and settings open next. */
  lastPlace: { name: 'rb_place', maxAgeSeconds: 365 * DAY },
  /** A Google connection's PKCE verifier, for its callback only (the connect state's lifetime). */
  googleConnectVerifier: {
    name: 'gbp_pkce_',
    perUse: true,
    path: '/connect/google/callback',
    maxAgeSeconds: 10 * MINUTE,
  },
} as const satisfies Record<string, SiteCookie>;

export type SiteCookieKey = keyof typeof SITE_COOKIES;
