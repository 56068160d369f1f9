/**
 * The owner's own Google Business Profile, behind one small interface: OAuth 2.0 (authorization code with PKCE,
 * refresh, revoke), the accounts and locations the owner manages, their reviews and replies. The real client speaks
 * Google's wire protocol to configurable base URLs (proxies, the local double in tests); features depend only on this
 * interface. Every method throws GoogleApiError on failure, with a message that never holds a token.
 */

export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';
/** Who consented: `openid email` make Google add an ID token naming the account (its `sub`) and its address. */
export const IDENTITY_SCOPES = ['openid', 'email'] as const;

/** The Google account behind a grant, from the ID token of the code exchange. */
export interface GoogleAccountIdentity {
  /** Google's stable id of the account: one grant per (account, OAuth client), so revocation is per `sub`. */
  sub: string;
  /** Only when Google says it is verified. */
  email: string | null;
}

export interface GoogleTokenSet {
  accessToken: string;
  /** Only the first exchange (access_type=offline, prompt=consent) returns one, as a rule. */
  refreshToken: string | null;
  expiresAt: Date;
  scopes: string[];
  /** From the ID token of a code exchange (null on refresh, or when Google sent none). */
  account: GoogleAccountIdentity | null;
}

export interface GoogleBusinessAccount {
  /** `accounts/123` */
  name: string;
  accountName: string;
  type: string;
}

export interface GoogleBusinessLocation {
  /** `locations/456` */
  name: string;
  title: string;
  /** One line from `storefrontAddress`, '' when Google has none (service-area businesses). */
  address: string;
  /** `metadata.placeId`: the Google Places id, null when the location is not on Maps. */
  placeId: string | null;
  mapsUri: string | null;
}

export interface GoogleBusinessReview {
  /** `accounts/123/locations/456/reviews/abc` */
  name: string;
  reviewId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** null for a stars-only review. */
  comment: string | null;
  reviewerName: string;
  reviewerAnonymous: boolean;
  createTime: string;
  updateTime: string;
  reply: { comment: string; updateTime: string } | null;
}

export interface GoogleReviewSync {
  /** Newest update first; only pages down to the first review updated at or before `since`. */
  reviews: GoogleBusinessReview[];
  averageRating: number | null;
  totalReviewCount: number;
  pagesRead: number;
  /** Reviews in those pages that could not be read (a rating Google left unspecified), left out and logged. */
  skipped?: number;
}

export interface GoogleBusinessClient {
  /**
   * Google's consent page: scopes business.manage and `openid email`, access_type=offline, prompt=consent, PKCE S256
   * from the verifier.
   */
  authorizationUrl(input: { state: string; codeVerifier: string }): URL;
  exchangeCode(input: { code: string; codeVerifier: string }): Promise<GoogleTokenSet>;
  refreshAccessToken(refreshToken: string): Promise<GoogleTokenSet>;
  revokeToken(token: string): Promise<void>;
  /** Every account, following nextPageToken. */
  listAccounts(accessToken: string): Promise<GoogleBusinessAccount[]>;
  /** Every location of an account (`accounts/123`), following nextPageToken. */
  listLocations(accessToken: string, accountName: string): Promise<GoogleBusinessLocation[]>;
  /**
   * Reviews of `accounts/123/locations/456`, `orderBy=updateTime desc`, 50 a page, paging only until a review was
   * updated at or before `since` (null: every page).
   */
  listReviewsSince(accessToken: string, locationPath: string, since: Date | null): Promise<GoogleReviewSync>;
  /** One review (`accounts/123/locations/456/reviews/abc`) as Google has it now, its reply included. */
  getReview(accessToken: string, reviewName: string): Promise<GoogleBusinessReview>;
  /** PUT …/reviews/{id}/reply; replaces an existing reply. `comment` must be at most 4,096 bytes. */
  putReply(accessToken: string, reviewName: string, comment: string): Promise<{ comment: string; updateTime: string }>;
}

export type GoogleApiFailure =
  | 'unauthenticated' // 401: the access token is expired or revoked
  | 'invalid-grant' // the refresh token or code was refused (revoked, expired, already used)
  | 'permission-denied' // 403: no access to that account or location, or the location is not verified
  | 'not-found' // 404
  | 'invalid-argument' // 400
  | 'rate-limited' // 429 after the client's own retries
  | 'unavailable' // 5xx or no answer after the client's own retries
  | 'invalid-response'; // an answer we could not read

export class GoogleApiError extends Error {
  override name = 'GoogleApiError';

  constructor(
    readonly failure: GoogleApiFailure,
    message: string,
    /** `retryAfterMs`: the wait Google asked for with its last 429 or 503 (Retry-After), when it named one. */
    readonly upstream: { status?: number; googleStatus?: string; retryAfterMs?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Replies longer than this are refused by Google. */
export const GOOGLE_REPLY_MAX_BYTES = 4096;
