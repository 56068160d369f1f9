import { createHash, randomBytes } from 'node:crypto';
import {
  BUSINESS_MANAGE,
  STARS,
  type AccessGrant,
  type AddAccountInput,
  type AddLocationInput,
  type AddReviewInput,
  type AuthorizationRequest,
  type DoubleAccount,
  type DoubleLocation,
  type DoubleReview,
  type DoubleUser,
  type EditReviewInput,
  type GenerateReviewsInput,
  type GoogleBusinessDoubleOptions,
  type GoogleEndpoint,
  type Injection,
  type IssuedCode,
  type IssuedTokens,
  type PutReplyRecord,
  type RecordedGoogleRequest,
  type RefreshGrant,
  type StarRating,
} from './double-types.ts';
import { randomToken, toIso } from './wire.ts';

/** What the double holds: its client, its clock, the seeded data, the grants it issued and what it recorded. */
export interface DoubleState {
  clientId: string;
  clientSecret: string;
  accessLifetime: number;
  now: () => Date;
  redirectUris: string[] | undefined;
  consentMode: 'page' | 'auto';
  /** The user the consent page signs in as. */
  signedIn: string | undefined;
  users: Map<string, DoubleUser>;
  accounts: Map<string, DoubleAccount>;
  locations: Map<string, DoubleLocation>;
  /** Reviews by `accounts/1/locations/2`, newest first. */
  reviews: Map<string, DoubleReview[]>;
  authRequests: Map<string, AuthorizationRequest>;
  codes: Map<string, IssuedCode>;
  refreshGrants: Map<string, RefreshGrant>;
  accessGrants: Map<string, AccessGrant>;
  injections: Injection[];
  requests: RecordedGoogleRequest[];
  replies: PutReplyRecord[];
}

export function createDoubleState(options: GoogleBusinessDoubleOptions): DoubleState {
  return {
    clientId: options.clientId ?? '123456789012-replybooktest.apps.googleusercontent.com',
    clientSecret: options.clientSecret ?? 'GOCSPX-double-secret-5b1e',
    accessLifetime: options.accessTokenLifetimeSeconds ?? 3599,
    now: options.now ?? (() => new Date()),
    redirectUris: options.redirectUris,
    consentMode: options.consent ?? 'page',
    signedIn: undefined,
    users: new Map(),
    accounts: new Map(),
    locations: new Map(),
    reviews: new Map(),
    authRequests: new Map(),
    codes: new Map(),
    refreshGrants: new Map(),
    accessGrants: new Map(),
    injections: [],
    requests: [],
    replies: [],
  };
}

const FIRST_NAMES = ['Priya', 'Tom', 'Luis', 'Gina', 'Dev', 'Eleanor', 'Marcus', 'Aiko', 'Fatima', 'Sven', 'Noor'];
const LAST_INITIALS = ['S.', 'B.', 'M.', 'R.', 'P.', 'W.', 'K.', 'T.', 'O.', 'L.'];
const COMMENTS: Record<StarRating, string[]> = {
  FIVE: [
    'Best pastrami in town, and the staff remembered our order from last time.',
    'Lovely evening. The server recommended the special and it was perfect.',
    'Quick, friendly and the soup was exactly what I needed on a cold day.',
  ],
  FOUR: [
    'Great food, a bit loud on a Friday night but we will be back.',
    'Generous portions. Had to wait twenty minutes for a table.',
  ],
  THREE: ['Food was fine, service was slow and nobody checked on us.', 'Decent brunch, but the coffee was lukewarm.'],
  TWO: [
    'Our order was wrong twice and the manager never came over.',
    'Overpriced for what you get. The fries were cold.',
  ],
  ONE: [
    'Waited an hour for a takeout order that was ready at the counter the whole time.',
    'Rude host and a dirty table. Will not return.',
  ],
};

export type DoubleStore = ReturnType<typeof createStore>;

/** Users, their Business Profile accounts and the accounts' locations. */
function createDirectory(state: DoubleState) {
  const { users, accounts, locations, reviews } = state;
  let nextId = 1000;

  function newNumericId(): string {
    nextId += 1;
    return `${nextId}${randomBytes(3).readUIntBE(0, 3)}`;
  }

  function addUser(email: string, displayName?: string): DoubleUser {
    // 21 digits, stable per address, as Google's account ids look.
    const digits = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`).toString();
    const user = {
      email,
      displayName: displayName ?? email.split('@')[0] ?? email,
      sub: `1${digits.padStart(20, '0')}`,
    };
    users.set(email, user);
    state.signedIn ??= email;
    return user;
  }

  function addAccount(input: AddAccountInput): DoubleAccount {
    const account: DoubleAccount = {
      name: `accounts/${input.id ?? newNumericId()}`,
      accountName: input.accountName,
      type: input.type ?? 'PERSONAL',
      role: input.role ?? 'PRIMARY_OWNER',
      members: [...input.members],
    };
    for (const member of account.members) if (!users.has(member)) addUser(member);
    accounts.set(account.name, account);
    return account;
  }

  function addLocation(account: string, input: AddLocationInput): DoubleLocation {
    if (!accounts.has(account)) throw new Error(`No account ${account} in the double`);
    const id = input.id ?? newNumericId();
    const placeId = input.placeId === undefined ? `ChIJdouble${id}` : input.placeId;
    const location: DoubleLocation = {
      name: `locations/${id}`,
      account,
      title: input.title,
      ...(input.address === null
        ? {}
        : {
            storefrontAddress: input.address ?? {
              regionCode: 'US',
              languageCode: 'en',
              postalCode: '10002',
              administrativeArea: 'NY',
              locality: 'New York',
              addressLines: ['205 E Houston St'],
            },
          }),
      metadata: {
        ...(placeId ? { placeId, newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}` } : {}),
        ...(placeId || input.mapsUri ? { mapsUri: input.mapsUri ?? `https://maps.google.com/maps?cid=${id}` } : {}),
        hasVoiceOfMerchant: input.verified ?? true,
      },
      verified: input.verified ?? true,
    };
    locations.set(location.name, location);
    reviews.set(`${account}/${location.name}`, []);
    return location;
  }

  /** `accounts/1/locations/2` from either that or (for convenience) the v1 `locations/2`. */
  function reviewsParent(location: string): string {
    if (location.startsWith('accounts/')) return location;
    const found = locations.get(location);
    if (!found) throw new Error(`No location ${location} in the double`);
    return `${found.account}/${found.name}`;
  }

  return { addUser, addAccount, addLocation, reviewsParent };
}

function sortReviews(list: DoubleReview[]): void {
  list.sort((a, b) => (a.updateTime < b.updateTime ? 1 : a.updateTime > b.updateTime ? -1 : 0));
}

/** The locations' reviews and their replies, as guests and the owner change them on Google. */
function createReviews(state: DoubleState, reviewsParent: (location: string) => string) {
  const { reviews, now } = state;

  function addReview(location: string, input: AddReviewInput): DoubleReview {
    const parent = reviewsParent(location);
    const list = reviews.get(parent);
    if (!list) throw new Error(`No location ${parent} in the double`);
    const reviewId = input.reviewId ?? randomToken('AbFvOq', 18);
    const starRating = typeof input.starRating === 'number' ? STARS[input.starRating - 1]! : input.starRating;
    const createTime = toIso(input.createTime);
    const review: DoubleReview = {
      name: `${parent}/reviews/${reviewId}`,
      reviewId,
      reviewer: input.anonymous
        ? { profilePhotoUrl: 'https://lh3.googleusercontent.com/a/default-user', isAnonymous: true }
        : {
            displayName: input.reviewerName ?? 'Sam K.',
            profilePhotoUrl: `https://lh3.googleusercontent.com/a-/${reviewId.slice(0, 12)}`,
          },
      starRating,
      ...(input.comment ? { comment: input.comment } : {}),
      createTime,
      updateTime: input.updateTime ? toIso(input.updateTime) : createTime,
      ...(input.reply
        ? { reviewReply: { comment: input.reply.comment, updateTime: toIso(input.reply.updateTime) } }
        : {}),
    };
    const existing = list.findIndex((item) => item.reviewId === reviewId);
    if (existing >= 0) list.splice(existing, 1);
    list.push(review);
    sortReviews(list);
    return review;
  }

  function generateReviews(location: string, input: GenerateReviewsInput): DoubleReview[] {
    const spacing = (input.spacingMinutes ?? 60) * 60_000;
    const created: DoubleReview[] = [];
    for (let index = 0; index < input.count; index += 1) {
      const n = index + 1;
      const stars = STARS[4 - (index % 5)]!;
      const time = new Date(input.newest.getTime() - index * spacing);
      const texts = COMMENTS[stars];
      created.push(
        addReview(location, {
          reviewId: `${input.idPrefix ?? 'gen'}-${String(n).padStart(5, '0')}-${randomBytes(4).toString('hex')}`,
          starRating: stars,
          comment: input.starsOnlyEvery && n % input.starsOnlyEvery === 0 ? null : texts[index % texts.length]!,
          reviewerName: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_INITIALS[index % LAST_INITIALS.length]}`,
          anonymous: Boolean(input.anonymousEvery && n % input.anonymousEvery === 0),
          createTime: time,
          updateTime: time,
          reply:
            input.repliedEvery && n % input.repliedEvery === 0
              ? { comment: 'Thank you for the visit — see you soon!', updateTime: new Date(time.getTime() + 60_000) }
              : null,
        }),
      );
    }
    return created;
  }

  function findReview(name: string): DoubleReview | undefined {
    const match = /^(accounts\/[^/]+\/locations\/[^/]+)\/reviews\/([^/]+)$/.exec(name);
    if (!match) return undefined;
    return reviews.get(match[1]!)?.find((review) => review.reviewId === match[2]);
  }

  function setReplyElsewhere(name: string, comment: string): void {
    const review = findReview(name);
    if (!review) throw new Error(`No review ${name} in the double`);
    review.reviewReply = { comment, updateTime: now().toISOString() };
  }

  /** The guest edits the review on Google: new rating and/or text, and a new updateTime (now, unless given). */
  function editReview(name: string, edit: EditReviewInput): DoubleReview {
    const review = findReview(name);
    if (!review) throw new Error(`No review ${name} in the double`);
    if (edit.starRating !== undefined) {
      review.starRating = typeof edit.starRating === 'number' ? STARS[edit.starRating - 1]! : edit.starRating;
    }
    if (edit.comment !== undefined) {
      if (edit.comment) review.comment = edit.comment;
      else delete review.comment;
    }
    review.updateTime = toIso(edit.updateTime ?? now());
    const parent = name.replace(/\/reviews\/[^/]+$/, '');
    sortReviews(reviews.get(parent) ?? []);
    return review;
  }

  /** The guest (or Google) removes the review: it leaves every listing and a get answers 404. */
  function deleteReview(name: string): void {
    const parent = name.replace(/\/reviews\/[^/]+$/, '');
    const list = reviews.get(parent);
    const index = list?.findIndex((review) => review.name === name) ?? -1;
    if (!list || index < 0) throw new Error(`No review ${name} in the double`);
    list.splice(index, 1);
  }

  return { addReview, generateReviews, findReview, setReplyElsewhere, editReview, deleteReview };
}

/** The OAuth grants the double issues, refreshes, expires and revokes. */
function createTokens(state: DoubleState) {
  const { refreshGrants, accessGrants, clientId, accessLifetime, now } = state;

  function issueTokens(email: string, scope = BUSINESS_MANAGE, client = clientId): IssuedTokens {
    const refreshToken = randomToken('1//0g', 60);
    refreshGrants.set(refreshToken, { token: refreshToken, user: email, clientId: client, scope, revoked: false });
    const accessToken = issueAccess(refreshToken);
    return { accessToken, refreshToken, expiresIn: accessLifetime, scope };
  }

  function issueAccess(refreshToken: string): string {
    const grant = refreshGrants.get(refreshToken)!;
    const token = randomToken('ya29.a0Ad', 80);
    accessGrants.set(token, {
      token,
      user: grant.user,
      scope: grant.scope,
      expiresAt: now().getTime() + accessLifetime * 1000,
      refreshToken,
      revoked: false,
    });
    return token;
  }

  /**
   * Google revokes a whole grant, not one token: every refresh token (and its access tokens) the same user gave the
   * same OAuth client ends with it.
   */
  function revokeGrant(refreshToken: string): void {
    const grant = refreshGrants.get(refreshToken);
    if (!grant) return;
    const ended = new Set<string>();
    for (const other of refreshGrants.values()) {
      if (other.user === grant.user && other.clientId === grant.clientId) {
        other.revoked = true;
        ended.add(other.token);
      }
    }
    for (const access of accessGrants.values()) if (ended.has(access.refreshToken)) access.revoked = true;
  }

  function expireAccessTokens(email: string): void {
    for (const grant of accessGrants.values()) if (grant.user === email) grant.expiresAt = 0;
  }

  return { issueTokens, issueAccess, revokeGrant, expireAccessTokens };
}

/** Clearing everything between tests, and the failures tests queue up. */
function createControls(state: DoubleState) {
  const { users, accounts, locations, reviews, authRequests, codes, refreshGrants, accessGrants } = state;
  const { injections, requests, replies } = state;

  function reset(): void {
    users.clear();
    state.signedIn = undefined;
    accounts.clear();
    locations.clear();
    reviews.clear();
    authRequests.clear();
    codes.clear();
    refreshGrants.clear();
    accessGrants.clear();
    injections.length = 0;
    requests.length = 0;
    replies.length = 0;
  }

  function takeInjection(
    endpoint: GoogleEndpoint | 'unknown',
    path: string,
    kind: Injection['kind'],
  ): Injection | null {
    const index = injections.findIndex(
      (item) =>
        item.kind === kind &&
        item.remaining > 0 &&
        (typeof item.target === 'string' ? item.target === endpoint : item.target.test(path)),
    );
    if (index < 0) return null;
    const injection = injections[index]!;
    injection.remaining -= 1;
    if (injection.remaining <= 0) injections.splice(index, 1);
    return injection;
  }

  return { reset, takeInjection };
}

/** Seeding, token issuing and failure injection over one state. */
export function createStore(state: DoubleState) {
  const directory = createDirectory(state);
  return {
    ...directory,
    ...createReviews(state, directory.reviewsParent),
    ...createTokens(state),
    ...createControls(state),
  };
}
