import type { z } from 'zod';
import {
  GOOGLE_REPLY_MAX_BYTES,
  GoogleApiError,
  type GoogleBusinessAccount,
  type GoogleBusinessClient,
  type GoogleBusinessLocation,
  type GoogleReviewSync,
} from './google-business-client.ts';
import { parseAnswer, type GoogleTransport } from './google-business-transport.ts';
import {
  ACCOUNT_PATH,
  ACCOUNTS_PAGE_SIZE,
  accountsPageSchema,
  endpoint,
  LOCATION_PATH,
  LOCATION_READ_MASK,
  LOCATIONS_PAGE_SIZE,
  locationsPageSchema,
  mapReview,
  oneLineAddress,
  replySchema,
  REVIEW_PATH,
  REVIEWS_PAGE_SIZE,
  reviewSchema,
  reviewsPageSchema,
} from './google-business-wire.ts';

/** The Business Profile REST endpoints the client uses, each one call (or one paged walk) through the transport. */

export interface GoogleEndpointContext {
  transport: GoogleTransport;
  accountsBaseUrl: string;
  businessInfoBaseUrl: string;
  reviewsBaseUrl: string;
  /** Safety stop for paging. */
  maxPages: number;
  logger?: { warn(object: Record<string, unknown>, message: string): void } | undefined;
}

type Endpoints = Pick<
  GoogleBusinessClient,
  'listAccounts' | 'listLocations' | 'listReviewsSince' | 'getReview' | 'putReply'
>;

export function googleEndpoints(context: GoogleEndpointContext): Endpoints {
  return {
    listAccounts: (accessToken) => listAccounts(context, accessToken),
    listLocations: (accessToken, accountName) => listLocations(context, accessToken, accountName),
    listReviewsSince: (accessToken, locationPath, since) => listReviewsSince(context, accessToken, locationPath, since),
    getReview: (accessToken, reviewName) => getReview(context, accessToken, reviewName),
    putReply: (accessToken, reviewName, comment) => putReply(context, accessToken, reviewName, comment),
  };
}

function checkPath(kind: string, value: string, pattern: RegExp): void {
  if (!pattern.test(value)) {
    throw new GoogleApiError('invalid-argument', `Not a Google Business Profile ${kind} name: ${value.slice(0, 120)}`);
  }
}

/** Follows nextPageToken until `onPage` says enough or the pages end; the number of pages read. */
async function pages<P extends { nextPageToken?: string | undefined }>(
  context: GoogleEndpointContext,
  operation: string,
  firstUrl: URL,
  accessToken: string,
  schema: z.ZodType<P>,
  onPage: (page: P) => boolean,
): Promise<number> {
  const seen = new Set<string>();
  let token: string | undefined;
  for (let count = 1; count <= context.maxPages; count += 1) {
    const url = new URL(firstUrl);
    if (token) url.searchParams.set('pageToken', token);
    const page = parseAnswer(
      operation,
      schema,
      await context.transport.requestJson(operation, 'GET', url, accessToken),
    );
    const more = onPage(page);
    token = page.nextPageToken;
    if (!more || !token) return count;
    if (seen.has(token)) throw new GoogleApiError('invalid-response', `Google ${operation}: a page token repeated`);
    seen.add(token);
  }
  throw new GoogleApiError('invalid-response', `Google ${operation}: more than ${context.maxPages} pages`);
}

async function listAccounts(context: GoogleEndpointContext, accessToken: string): Promise<GoogleBusinessAccount[]> {
  const url = endpoint(context.accountsBaseUrl, '/v1/accounts');
  url.searchParams.set('pageSize', String(ACCOUNTS_PAGE_SIZE));
  const accounts: GoogleBusinessAccount[] = [];
  await pages(context, 'accounts list', url, accessToken, accountsPageSchema, (page) => {
    for (const account of page.accounts ?? []) {
      accounts.push({ name: account.name, accountName: account.accountName ?? '', type: account.type ?? '' });
    }
    return true;
  });
  return accounts;
}

async function listLocations(
  context: GoogleEndpointContext,
  accessToken: string,
  accountName: string,
): Promise<GoogleBusinessLocation[]> {
  checkPath('account', accountName, ACCOUNT_PATH);
  const url = endpoint(context.businessInfoBaseUrl, `/v1/${accountName}/locations`);
  url.searchParams.set('readMask', LOCATION_READ_MASK);
  url.searchParams.set('pageSize', String(LOCATIONS_PAGE_SIZE));
  const locations: GoogleBusinessLocation[] = [];
  await pages(context, 'locations list', url, accessToken, locationsPageSchema, (page) => {
    for (const location of page.locations ?? []) {
      locations.push({
        name: location.name,
        title: location.title ?? '',
        address: oneLineAddress(location.storefrontAddress),
        placeId: location.metadata?.placeId ?? null,
        mapsUri: location.metadata?.mapsUri ?? null,
      });
    }
    return true;
  });
  return locations;
}

async function listReviewsSince(
  context: GoogleEndpointContext,
  accessToken: string,
  locationPath: string,
  since: Date | null,
): Promise<GoogleReviewSync> {
  checkPath('location', locationPath, LOCATION_PATH);
  const url = endpoint(context.reviewsBaseUrl, `/v4/${locationPath}/reviews`);
  url.searchParams.set('pageSize', String(REVIEWS_PAGE_SIZE));
  url.searchParams.set('orderBy', 'updateTime desc');
  const sinceMs = since ? since.getTime() : null;
  const result: GoogleReviewSync = { reviews: [], averageRating: null, totalReviewCount: 0, pagesRead: 0 };
  let first = true;
  result.pagesRead = await pages(context, 'reviews list', url, accessToken, reviewsPageSchema, (page) => {
    if (first) {
      first = false;
      result.averageRating = page.averageRating ?? null;
      result.totalReviewCount = page.totalReviewCount ?? 0;
    }
    return collectReviews(context, page.reviews ?? [], sinceMs, result);
  });
  return result;
}

/** Adds a page's reviews newer than `sinceMs` to `result`; false once one at or before it ends the sync. */
function collectReviews(
  context: GoogleEndpointContext,
  reviews: { name?: string | undefined; updateTime: string }[],
  sinceMs: number | null,
  result: GoogleReviewSync,
): boolean {
  for (const review of reviews) {
    const updated = Date.parse(review.updateTime);
    if (Number.isNaN(updated)) {
      throw new GoogleApiError('invalid-response', 'Google reviews list: a review has an unreadable updateTime');
    }
    // Newest first: the first review at or before `since` ends the sync, on this page and the next ones.
    if (sinceMs !== null && updated <= sinceMs) return false;
    const parsed = reviewSchema.safeParse(review);
    if (parsed.success) {
      result.reviews.push(mapReview(parsed.data));
    } else {
      result.skipped = (result.skipped ?? 0) + 1;
      context.logger?.warn(
        { operation: 'reviews list', review: review.name, problem: parsed.error.issues[0]?.message },
        'Google Business Profile review skipped: it could not be read',
      );
    }
  }
  return true;
}

async function getReview(context: GoogleEndpointContext, accessToken: string, reviewName: string) {
  checkPath('review', reviewName, REVIEW_PATH);
  const url = endpoint(context.reviewsBaseUrl, `/v4/${reviewName}`);
  const answer = await context.transport.requestJson('review get', 'GET', url, accessToken);
  return mapReview(parseAnswer('review get', reviewSchema, answer));
}

async function putReply(context: GoogleEndpointContext, accessToken: string, reviewName: string, comment: string) {
  checkPath('review', reviewName, REVIEW_PATH);
  if (comment.trim() === '') throw new GoogleApiError('invalid-argument', 'A reply cannot be empty');
  const bytes = Buffer.byteLength(comment, 'utf8');
  if (bytes > GOOGLE_REPLY_MAX_BYTES) {
    throw new GoogleApiError(
      'invalid-argument',
      `A reply can be at most ${GOOGLE_REPLY_MAX_BYTES} bytes; this one is ${bytes}`,
    );
  }
  const url = endpoint(context.reviewsBaseUrl, `/v4/${reviewName}/reply`);
  // PUT replaces the reply with the same text: retrying after a lost answer is safe.
  const answer = await context.transport.requestJson('reply', 'PUT', url, accessToken, { comment });
  return parseAnswer('reply', replySchema, answer);
}
