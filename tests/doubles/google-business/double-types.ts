/** The resources, requests and test inputs of the Google Business Profile double, and Google's limits. */

export type StarRating = 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
export const STARS: StarRating[] = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

export type GoogleEndpoint =
  | 'authorize'
  | 'token'
  | 'revoke'
  | 'accounts.list'
  | 'locations.list'
  | 'reviews.list'
  | 'reviews.get'
  | 'reviews.updateReply'
  | 'reviews.deleteReply';

export interface DoubleUser {
  email: string;
  displayName: string;
  /** Google's stable account id: what an ID token's `sub` carries. */
  sub: string;
}

export interface DoubleAccount {
  /** `accounts/123` */
  name: string;
  accountName: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';
  role: 'PRIMARY_OWNER' | 'OWNER' | 'MANAGER' | 'SITE_MANAGER';
  /** Emails of the users who can see this account. */
  members: string[];
}

export interface DoubleLocation {
  /** `locations/456` */
  name: string;
  /** The account that holds it (`accounts/123`). */
  account: string;
  title: string;
  storefrontAddress?: {
    regionCode: string;
    languageCode?: string;
    postalCode?: string;
    administrativeArea?: string;
    locality?: string;
    addressLines?: string[];
  };
  metadata: { placeId?: string; mapsUri?: string; newReviewUri?: string; hasVoiceOfMerchant?: boolean };
  /** Unverified locations answer 403 on the reviews API, as Google does. */
  verified: boolean;
}

export interface DoubleReview {
  /** `accounts/123/locations/456/reviews/abc` */
  name: string;
  reviewId: string;
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: StarRating;
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface RecordedGoogleRequest {
  endpoint: GoogleEndpoint | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  /** The signed-in user the bearer token belongs to, when it was valid. */
  user: string | undefined;
  status: number;
  at: Date;
}

export interface PutReplyRecord {
  review: string;
  comment: string;
  at: Date;
}

export type InjectedStatus = 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;

export interface GoogleBusinessDoubleOptions {
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /** `page` (default): a consent page with Allow and Cancel; `auto`: redirect with a code at once. */
  consent?: 'page' | 'auto';
  /**
   * The redirect URIs registered for the client, matched exactly as Google does. Default: any URI whose path ends in
   * `/callback` (test servers listen on ports chosen at run time).
   */
  redirectUris?: string[];
  accessTokenLifetimeSeconds?: number;
  /** The double's clock (token expiry, reply times). */
  now?: () => Date;
}

export interface AddAccountInput {
  /** Numeric id; generated when absent. */
  id?: string;
  accountName: string;
  type?: DoubleAccount['type'];
  role?: DoubleAccount['role'];
  members: string[];
}

export interface AddLocationInput {
  id?: string;
  title: string;
  placeId?: string | null;
  mapsUri?: string;
  address?: DoubleLocation['storefrontAddress'] | null;
  verified?: boolean;
}

export interface AddReviewInput {
  reviewId?: string;
  starRating: StarRating | 1 | 2 | 3 | 4 | 5;
  comment?: string | null;
  reviewerName?: string;
  anonymous?: boolean;
  createTime: string | Date;
  updateTime?: string | Date;
  reply?: { comment: string; updateTime: string | Date } | null;
}

export interface EditReviewInput {
  starRating?: StarRating | 1 | 2 | 3 | 4 | 5;
  /** null or '': stars only. */
  comment?: string | null;
  /** Default: the double's now. */
  updateTime?: string | Date;
}

export interface GenerateReviewsInput {
  count: number;
  /** updateTime of the newest review; each next one is `spacingMinutes` older. */
  newest: Date;
  spacingMinutes?: number;
  /** Every n-th review has stars only (no comment); 0 = never. */
  starsOnlyEvery?: number;
  /** Every n-th review is anonymous; 0 = never. */
  anonymousEvery?: number;
  /** Every n-th review already has the owner's reply; 0 = never. */
  repliedEvery?: number;
  /** Prefix of the generated review ids, to tell batches apart. */
  idPrefix?: string;
}

export interface FailureOptions {
  count?: number;
  /** Sent as Retry-After (seconds) on the injected answers. */
  retryAfterSeconds?: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

export interface GoogleBusinessDouble {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every GOOGLE_* variable pointing at this double, with its client id and secret. */
  env: Record<string, string>;
  requests: RecordedGoogleRequest[];
  /** Replies received by PUT …/reply that Google accepted, in order. */
  replies: PutReplyRecord[];
  /** How many requests each endpoint got (failed and injected answers included). */
  requestCount(endpoint: GoogleEndpoint): number;
  addUser(email: string, displayName?: string): DoubleUser;
  /** The user the consent page signs in as (default: the first user added). */
  signInAs(email: string): void;
  setConsentMode(mode: 'page' | 'auto'): void;
  addAccount(input: AddAccountInput): DoubleAccount;
  addLocation(account: string, input: AddLocationInput): DoubleLocation;
  addReview(location: string, input: AddReviewInput): DoubleReview;
  /** N reviews across every rating, newest first, `spacingMinutes` apart. */
  generateReviews(location: string, input: GenerateReviewsInput): DoubleReview[];
  /** One review as the double holds it now, or undefined. */
  review(name: string): DoubleReview | undefined;
  reviewsOf(location: string): DoubleReview[];
  /** A reply written elsewhere (Google's own UI): sets it without counting as a PUT through the API. */
  setReplyElsewhere(review: string, comment: string): void;
  /** The guest edits a review: rating and/or text, with a new updateTime (the double's now unless given). */
  editReview(review: string, edit: EditReviewInput): DoubleReview;
  /** The review is removed: gone from listings, 404 on get. */
  deleteReview(review: string): void;
  /** Answer the next `count` requests to `target` (an endpoint, or a path pattern) with `status`. */
  failNext(target: GoogleEndpoint | RegExp, status: InjectedStatus, options?: FailureOptions): void;
  /** Delay the next `count` answers of `target` by `delayMs`. */
  delayNext(target: GoogleEndpoint | RegExp, delayMs: number, count?: number): void;
  /** Break the connection halfway through the next `count` answers of `target` (the request itself is served). */
  cutNext(target: GoogleEndpoint | RegExp, count?: number): void;
  /** Every access token issued to the user stops working now (they expire). */
  expireAccessTokens(email: string): void;
  /** Tokens for `email` without the browser: as if the user had consented. */
  issueTokens(email: string, scope?: string): IssuedTokens;
  /** Whether a refresh token is still valid. */
  refreshTokenActive(refreshToken: string): boolean;
  /** Drop every user, account, location, review, token and record. */
  reset(): void;
  close(): Promise<void>;
}

export const BUSINESS_MANAGE = 'https://www.googleapis.com/auth/business.manage';
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_REPLY_BYTES = 4096;
export const REVIEWS_MAX_PAGE_SIZE = 50;
export const ACCOUNTS_MAX_PAGE_SIZE = 20;
export const LOCATIONS_MAX_PAGE_SIZE = 100;
export const LOCATIONS_DEFAULT_PAGE_SIZE = 10;
export const REVIEW_ORDERS = ['updateTime desc', 'rating', 'rating desc'] as const;
export const LOCATION_FIELDS = new Set([
  'name',
  'languageCode',
  'storeCode',
  'title',
  'phoneNumbers',
  'categories',
  'storefrontAddress',
  'websiteUri',
  'regularHours',
  'specialHours',
  'serviceArea',
  'labels',
  'adWordsLocationExtensions',
  'latlng',
  'openInfo',
  'metadata',
  'profile',
  'relationshipData',
  'moreHours',
  'serviceItems',
]);

export interface AuthorizationRequest {
  id: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  codeChallenge: string;
}

export interface IssuedCode {
  code: string;
  user: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string;
  expiresAt: number;
  used: boolean;
  /** Refresh token issued from it: a replayed code revokes it, as RFC 6749 §4.1.2 advises. */
  refreshToken?: string;
}

export interface RefreshGrant {
  token: string;
  user: string;
  clientId: string;
  scope: string;
  revoked: boolean;
}

export interface AccessGrant {
  token: string;
  user: string;
  scope: string;
  expiresAt: number;
  refreshToken: string;
  revoked: boolean;
}

export interface Injection {
  target: GoogleEndpoint | RegExp;
  kind: 'status' | 'delay' | 'cut';
  status?: InjectedStatus;
  retryAfterSeconds?: number;
  delayMs?: number;
  remaining: number;
}
