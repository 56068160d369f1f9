import {
  ACCOUNTS_MAX_PAGE_SIZE,
  LOCATION_FIELDS,
  LOCATIONS_DEFAULT_PAGE_SIZE,
  LOCATIONS_MAX_PAGE_SIZE,
  MAX_REPLY_BYTES,
  REVIEW_ORDERS,
  REVIEWS_MAX_PAGE_SIZE,
  STARS,
  type DoubleAccount,
  type DoubleLocation,
  type DoubleReview,
} from './double-types.ts';
import type { DoubleState, DoubleStore } from './double-store.ts';
import { apiError, applyMask, json, pageSizeOf, paginate, type Answer } from './wire.ts';

function visibleAccount(state: DoubleState, user: string, account: string): DoubleAccount | null {
  const found = state.accounts.get(account);
  return found && found.members.includes(user) ? found : null;
}

/** Google's 400 for one bad field, with its `BadRequest` detail. */
function fieldViolation(field: string, description: string): Answer {
  return apiError(400, 'Request contains an invalid argument.', [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field, description }] },
  ]);
}

/** Account Management and Business Information: the user's accounts and an account's locations (readMask). */
function createDirectoryEndpoints(state: DoubleState) {
  const { accounts, locations } = state;

  function listAccounts(user: string, query: URLSearchParams): Answer {
    const size = pageSizeOf(query.get('pageSize'), ACCOUNTS_MAX_PAGE_SIZE, ACCOUNTS_MAX_PAGE_SIZE, false);
    if (typeof size !== 'number') return size;
    const mine = [...accounts.values()].filter((account) => account.members.includes(user));
    const paged = paginate(mine, query, `accounts:${user}`, size);
    if ('status' in paged) return paged;
    return json(200, {
      ...(paged.page.length > 0
        ? {
            accounts: paged.page.map((account) => ({
              name: account.name,
              accountName: account.accountName,
              type: account.type,
              role: account.role,
              verificationState: 'VERIFIED',
              vettedState: 'NOT_VETTED',
            })),
          }
        : {}),
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
    });
  }

  function listLocations(user: string, account: string, query: URLSearchParams): Answer {
    const readMask = query.get('readMask');
    if (!readMask) return fieldViolation('read_mask', 'Field is required');
    const paths = readMask.split(',').map((path) => path.trim());
    for (const path of paths) {
      if (!LOCATION_FIELDS.has(path.split('.')[0] ?? '')) {
        return fieldViolation('read_mask', `Invalid field mask provided: ${path}`);
      }
    }
    if (!visibleAccount(state, user, account)) return apiError(403);
    const size = pageSizeOf(query.get('pageSize'), LOCATIONS_DEFAULT_PAGE_SIZE, LOCATIONS_MAX_PAGE_SIZE, false);
    if (typeof size !== 'number') return size;
    const mine = [...locations.values()].filter((location) => location.account === account);
    const paged = paginate(mine, query, `locations:${account}:${readMask}`, size);
    if ('status' in paged) return paged;
    return json(200, {
      ...(paged.page.length > 0
        ? {
            locations: paged.page.map((location) => {
              const { account: _account, verified: _verified, ...resource } = location;
              return applyMask(resource as unknown as Record<string, unknown>, paths);
            }),
          }
        : {}),
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
    });
  }

  return { listAccounts, listLocations };
}

/** The location behind `accounts/1/locations/2`, if the user may read its reviews; else the refusal. */
function reviewLocation(state: DoubleState, user: string, account: string, location: string): Answer | DoubleLocation {
  if (!visibleAccount(state, user, `accounts/${account}`)) return apiError(403);
  const found = state.locations.get(`locations/${location}`);
  if (!found || found.account !== `accounts/${account}`) return apiError(404);
  if (!found.verified) {
    return apiError(403, 'The caller does not have permission', [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'LOCATION_NOT_VERIFIED',
        domain: 'mybusiness.googleapis.com',
      },
    ]);
  }
  return found;
}

/** The mean star rating to one decimal, as the reviews list reports it (0 with no reviews). */
function averageRating(all: DoubleReview[]): number {
  if (all.length === 0) return 0;
  return Math.round((all.reduce((sum, r) => sum + STARS.indexOf(r.starRating) + 1, 0) / all.length) * 10) / 10;
}

/** API v4 reviews: list, get, and the owner's reply (PUT and DELETE). */
function createReviewEndpoints(state: DoubleState, store: DoubleStore) {
  const { reviews, replies, now } = state;
  const { findReview } = store;

  function listReviews(user: string, account: string, location: string, query: URLSearchParams): Answer {
    const found = reviewLocation(state, user, account, location);
    if ('status' in found) return found;
    const size = pageSizeOf(query.get('pageSize'), REVIEWS_MAX_PAGE_SIZE, REVIEWS_MAX_PAGE_SIZE, true);
    if (typeof size !== 'number') return size;
    const orderBy = query.get('orderBy') ?? 'updateTime desc';
    if (!(REVIEW_ORDERS as readonly string[]).includes(orderBy)) {
      return apiError(400, `Invalid orderBy: ${orderBy}. Valid orders are rating, rating desc and updateTime desc.`);
    }
    const all = [...(reviews.get(`accounts/${account}/locations/${location}`) ?? [])];
    if (orderBy !== 'updateTime desc') {
      const direction = orderBy === 'rating' ? 1 : -1;
      all.sort((a, b) => direction * (STARS.indexOf(a.starRating) - STARS.indexOf(b.starRating)));
    }
    const paged = paginate(all, query, `reviews:${account}/${location}:${orderBy}`, size);
    if ('status' in paged) return paged;
    const total = all.length;
    return json(200, {
      ...(paged.page.length > 0 ? { reviews: paged.page } : {}),
      ...(total > 0 ? { averageRating: averageRating(all), totalReviewCount: total } : {}),
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
    });
  }

  function reviewAt(user: string, path: string): Answer | DoubleReview {
    const match = /^\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews\/([^/]+)/.exec(path)!;
    const found = reviewLocation(state, user, match[1]!, match[2]!);
    if ('status' in found) return found;
    const review = findReview(`accounts/${match[1]}/locations/${match[2]}/reviews/${match[3]}`);
    return review ?? apiError(404);
  }

  function updateReply(user: string, path: string, rawBody: string): Answer {
    const review = reviewAt(user, path);
    if ('status' in review) return review;
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return apiError(400, 'Invalid JSON payload received.');
    }
    const comment = (body as { comment?: unknown } | null)?.comment;
    if (typeof comment !== 'string' || comment.trim() === '') return fieldViolation('comment', 'Field is required');
    if (Buffer.byteLength(comment, 'utf8') > MAX_REPLY_BYTES) {
      return fieldViolation('comment', `Reply must be at most ${MAX_REPLY_BYTES} bytes`);
    }
    const reply = { comment, updateTime: now().toISOString() };
    review.reviewReply = reply;
    replies.push({ review: review.name, comment, at: now() });
    return json(200, reply);
  }

  function deleteReply(user: string, path: string): Answer {
    const review = reviewAt(user, path);
    if ('status' in review) return review;
    if (!review.reviewReply) return apiError(404);
    delete review.reviewReply;
    return json(200, {});
  }

  return { listReviews, reviewAt, updateReply, deleteReply };
}

/** The Business Profile APIs: accounts, locations (readMask), and the v4 reviews with their replies. */
export function createBusinessEndpoints(state: DoubleState, store: DoubleStore) {
  return { ...createDirectoryEndpoints(state), ...createReviewEndpoints(state, store) };
}
