import { currentEnrollment, type Enrollment } from '#server/features/owners/index.ts';
import { createHash } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import type { OwnerIdentity } from '#contracts/accounts.ts';
import type { ErrorCode } from '#contracts/error-constants.ts';
import type { ConnectProblem, ConnectStartResult } from '#contracts/google-connect.ts';
import { secretKeyring } from '#server/config.ts';
import type { GoogleBusinessClient } from '#server/providers/google-business/google-business-client.ts';
import { setSiteCookie } from '#server/http/cookies.ts';
import type { ServerContext } from '#server/server-context.ts';
import { CONNECT_PATH, signState, STATE_TTL_MS } from './connect-links.ts';
import { googleConnectStates } from './connection-tables.ts';

/**
 * The first step of connecting (docs/google-business-profile.md, "The OAuth round trip"): which blitz a connection
 * is for, and the redirect to Google's consent page with a single-use state and the PKCE verifier in a cookie. Shared
 * by the signed links (connect-flow.ts) and the signed-in owner's own pages (`/connect/google?place=`).
 */

/** Each stop's error code (its status); null for the pages that are no failure (Cancel on Google, no location). */
const CODE: Record<ConnectProblem, ErrorCode | null> = {
  'not-configured': 'NOT_FOUND',
  'invalid-link': 'BAD_REQUEST',
  'no-blitz': 'NOT_FOUND',
  'not-yours': 'NOT_FOUND',
  'not-ready': 'CONFLICT',
  'use-email-link': 'NOT_ALLOWED',
  'state-invalid': 'BAD_REQUEST',
  'state-used': 'BAD_REQUEST',
  'other-browser': 'BAD_REQUEST',
  denied: null,
  'google-error': 'UPSTREAM_FAILED',
  'no-refresh-token': 'UPSTREAM_FAILED',
  'scope-missing': 'BAD_REQUEST',
  'permission-denied': 'NOT_ALLOWED',
  'no-locations': null,
};

export function problem(kind: ConnectProblem, retryPath: string | null = null) {
  return { kind: 'problem' as const, problem: kind, code: CODE[kind], retryPath };
}

/** S256, as RFC 7636 defines the code challenge: what the state row keeps to recognise the browser's verifier. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * The PKCE verifier's cookie, named after the state's nonce so two tabs connecting at once don't collide, sent to the
 * callback only, and kept as long as the state (the registry's lifetime is STATE_TTL_MS); `null` removes it.
 */
export function verifierCookie(ctx: ServerContext, nonce: string, value: string | null): string {
  return setSiteCookie(ctx, 'googleConnectVerifier', value ?? '', { suffix: nonce, clear: value === null });
}

/**
 * Whether a blitz can take a connection: while it runs and after it, on Free Forever (paused or not), for as long as
 * the restaurant's emails go on. An unsubscribed blitz cannot: its connection would be deleted with the enrollment's
 * data 30 days after it ended (connection-retention.ts).
 */
export function canConnect(enrollment: Pick<Enrollment, 'status'>): boolean {
  return enrollment.status === 'active' || enrollment.status === 'completed';
}

/** The path that starts connecting a signed-in owner's restaurant from our own pages: no link, the session. */
export function sessionConnectPath(placeId: string): string {
  return `${CONNECT_PATH}?place=${encodeURIComponent(placeId)}`;
}

/**
 * To Google's consent page for `enrollment`: a fresh single-use state row (10 minutes; `startPath` is where "Try
 * again" starts over) and the PKCE verifier in a cookie only the callback path receives, so the consent lands only
 * in the browser that asked.
 */
export async function redirectToConsent(
  ctx: ServerContext,
  client: GoogleBusinessClient,
  enrollment: Enrollment,
  startPath: string,
  via: 'owner' | 'playbook' | 'session',
): Promise<ConnectStartResult> {
  const keyring = secretKeyring(ctx.config);
  const now = ctx.now();
  // arctic's generators: 32 random bytes, base64url (RFC 7636 §4.1 for the verifier).
  const nonce = generateState();
  const codeVerifier = generateCodeVerifier();
  await ctx.database.db.insert(googleConnectStates).values({
    nonce,
    enrollmentId: enrollment.id,
    codeChallenge: codeChallengeOf(codeVerifier),
    startPath,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const url = client.authorizationUrl({ state: signState(nonce, keyring, now), codeVerifier });
  ctx.logger.info({ enrollmentId: enrollment.id, via }, 'google connect started');
  return {
    kind: 'redirect',
    location: url.toString(),
    setCookie: verifierCookie(ctx, nonce, codeVerifier),
  };
}

/**
 * `GET /connect/google?place=`: the signed-in owner connects one of their own restaurants from our pages (the inbox,
 * the account page, the settings), before, during or after the blitz. The page's owner guard (requireOwner) has
 * already sent a browser without a session to the sign-in page. A place that is not theirs is a 404; an unsubscribed
 * one says why there is nothing to connect.
 */
export async function startForPlace(
  ctx: ServerContext,
  client: GoogleBusinessClient,
  owner: OwnerIdentity,
  placeId: string,
): Promise<ConnectStartResult> {
  const enrollment = placeId.length <= 512 ? await currentEnrollment(ctx, owner.email, placeId) : null;
  if (!enrollment) return problem('not-yours');
  if (!canConnect(enrollment)) return problem('no-blitz');
  return redirectToConsent(ctx, client, enrollment, sessionConnectPath(placeId), 'session');
}
