import {
  maskEmail,
  activeEnrollmentFor,
  currentEnrollment,
  enrollmentById,
  type Enrollment,
  normalizeEmail,
} from '#server/features/owners/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, ne } from 'drizzle-orm';
import type {
  ChooseLocationResult,
  ConnectProblem,
  ConnectSignInRequestResult,
  ConnectStartResult,
  GoogleConnectServices,
} from '#contracts/google-connect.ts';
import { failure } from '#contracts/error-constants.ts';
import { secretKeyring } from '#server/config.ts';
import { currentOwner, requestOwnerSignIn } from '#server/features/accounts/index.ts';
import { findBrandProfile } from '#server/features/brand/index.ts';
import { findPlaybookRow } from '#server/features/playbooks/index.ts';
import { type GoogleBusinessClient } from '#server/providers/google-business/google-business-client.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  CONNECT_PATH,
  connectionPagePath,
  disconnectPath,
  pageConnectPath,
  readConnectToken,
  readConnectionPageToken,
  readDisconnectToken,
  type ConnectTarget,
} from './connect-links.ts';
import { callback } from './connect-callback.ts';
import { canConnect, problem, redirectToConsent, startForPlace } from './connect-start.ts';
import { googleConnections } from './connection-tables.ts';
import {
  accessTokenForRow,
  activateConnection,
  connectionsOfOwner,
  deleteConnections,
  findConnectionRow,
  isGoogleConnectEnabled,
} from './google-connections.ts';

/**
 * The connect pages' server side (docs/google-business-profile.md, "Connecting"): start → Google's consent page →
 * callback → (location choice) → connected; and disconnect. Every answer is a redirect path or a problem code the
 * page turns into a sentence; no token ever leaves this module or the sealed columns.
 */

/** How long the /thank-you link waits for the blitz its playbook is about to start. */
const ENROLLMENT_WAIT_MS = 5_000;

/**
 * Which blitz a link connects. An emailed link names the owner's address and place, and may replace an existing
 * connection. The /thank-you link names the playbook the browser just generated; it only connects a blitz that this
 * playbook's opt-in created (enrolled at or after the playbook) and that has no connection yet. Either way the flow
 * then starts only for a browser signed in as the blitz's own address (see start): a link forwarded to someone else,
 * the restaurant's real manager included, gets them a sign-in step for an inbox they don't hold, never Google's
 * consent page on the sender's behalf.
 */
async function enrollmentFor(
  ctx: ServerContext,
  target: ConnectTarget,
): Promise<{ enrollment: Enrollment } | { problem: ConnectProblem }> {
  if (target.kind === 'owner') {
    // The owner's blitz for the place while it runs, and after it on Free Forever: never only during the 7 days.
    const enrollment = await currentEnrollment(ctx, target.email, target.placeId);
    return enrollment && canConnect(enrollment) ? { enrollment } : { problem: 'no-blitz' };
  }
  const playbook = await findPlaybookRow(ctx.database.db, target.sopId);
  if (!playbook) return { problem: 'invalid-link' };
  if (!playbook.blitzOptIn || !playbook.placeId || playbook.status === 'failed') return { problem: 'no-blitz' };
  const brand = playbook.brandProfileId ? await findBrandProfile(ctx.database.db, playbook.brandProfileId) : null;
  if (!brand?.contactEmail) return { problem: 'no-blitz' };
  const found = await awaitPlaybookEnrollment(ctx, target.sopId, brand.contactEmail, playbook.placeId);
  if ('problem' in found) return found;
  const { enrollment } = found;
  if (enrollment.enrolledAt.getTime() < playbook.createdAt.getTime()) return { problem: 'use-email-link' };
  const existing = await ctx.database.db
    .select({ id: googleConnections.id })
    .from(googleConnections)
    .where(and(eq(googleConnections.enrollmentId, enrollment.id), ne(googleConnections.status, 'pending-location')))
    .limit(1);
  if (existing.length > 0) return { problem: 'use-email-link' };
  return { enrollment };
}

/**
 * The blitz a playbook's opt-in starts. It starts just after the playbook is ready: a click right after Generate
 * waits a moment for it, and stops waiting once the playbook failed or has emitted its events.
 */
async function awaitPlaybookEnrollment(
  ctx: ServerContext,
  playbookId: string,
  email: string,
  placeId: string,
): Promise<{ enrollment: Enrollment } | { problem: ConnectProblem }> {
  let enrollment = await activeEnrollmentFor(ctx, email, placeId);
  const deadline = Date.now() + ENROLLMENT_WAIT_MS;
  while (!enrollment && Date.now() < deadline) {
    const current = await findPlaybookRow(ctx.database.db, playbookId);
    if (!current || current.status === 'failed' || current.eventsEmittedAt) break;
    await sleep(200);
    enrollment = await activeEnrollmentFor(ctx, email, placeId);
  }
  if (enrollment) return { enrollment };
  const current = await findPlaybookRow(ctx.database.db, playbookId);
  if (current?.eventsEmittedAt) enrollment = await activeEnrollmentFor(ctx, email, placeId);
  if (enrollment) return { enrollment };
  return { problem: current?.eventsEmittedAt ? 'no-blitz' : 'not-ready' };
}

/** The sign-in step of the connect page: emails the blitz's own address (never one typed in) a link and a code. */
async function requestSignIn(
  ctx: ServerContext,
  token: string,
  request: { clientIp: string; cookieHeader: string | null },
): Promise<ConnectSignInRequestResult> {
  const resolved = await resolveLink(ctx, token);
  if ('kind' in resolved) return resolved;
  const { enrollment } = resolved;
  const answer = await requestOwnerSignIn(ctx, {
    email: enrollment.email,
    clientIp: request.clientIp,
    next: `${CONNECT_PATH}?t=${encodeURIComponent(token)}`,
    cookieHeader: request.cookieHeader,
  });
  return {
    kind: 'requested',
    ...answer,
    maskedEmail: maskEmail(normalizeEmail(enrollment.email)),
    restaurantName: enrollment.restaurantName,
  };
}

/** The /thank-you button's link for a playbook just generated with the blitz; null when it would not apply. */
export async function playbookConnectPath(ctx: ServerContext, playbookId: string): Promise<string | null> {
  if (!isGoogleConnectEnabled(ctx)) return null;
  const playbook = await findPlaybookRow(ctx.database.db, playbookId);
  if (!playbook?.blitzOptIn || !playbook.placeId) return null;
  return pageConnectPath(playbookId, secretKeyring(ctx.config), ctx.now());
}

async function resolveLink(
  ctx: ServerContext,
  token: string,
): Promise<{ enrollment: Enrollment } | ReturnType<typeof problem>> {
  const target = readConnectToken(token, secretKeyring(ctx.config), ctx.now());
  if (!target) return problem('invalid-link');
  const resolved = await enrollmentFor(ctx, target);
  if ('problem' in resolved) {
    const retryPath = resolved.problem === 'not-ready' ? `${CONNECT_PATH}?t=${encodeURIComponent(token)}` : null;
    return problem(resolved.problem, retryPath);
  }
  return resolved;
}

async function start(
  ctx: ServerContext,
  client: GoogleBusinessClient,
  token: string,
  cookieHeader: string | null,
): Promise<ConnectStartResult> {
  const resolved = await resolveLink(ctx, token);
  if ('kind' in resolved) return resolved;
  const owner = await currentOwner(ctx, cookieHeader);
  const ownerEmail = normalizeEmail(resolved.enrollment.email);
  if (owner?.email !== ownerEmail) {
    return {
      kind: 'sign-in',
      restaurantName: resolved.enrollment.restaurantName,
      maskedEmail: maskEmail(ownerEmail),
      signedInAs: owner ? maskEmail(owner.email) : null,
    };
  }
  const target = readConnectToken(token, secretKeyring(ctx.config), ctx.now())!;
  return redirectToConsent(
    ctx,
    client,
    resolved.enrollment,
    `${CONNECT_PATH}?t=${encodeURIComponent(token)}`,
    target.kind,
  );
}

/** The connection's blitz, when this browser is signed in as its address; null otherwise. */
async function ownEnrollment(
  ctx: ServerContext,
  enrollmentId: string,
  cookieHeader: string | null,
): Promise<Enrollment | null> {
  const enrollment = await enrollmentById(ctx.database, enrollmentId);
  const owner = await currentOwner(ctx, cookieHeader);
  return enrollment && owner?.email === normalizeEmail(enrollment.email) ? enrollment : null;
}

async function chooseLocation(
  ctx: ServerContext,
  token: string,
  locationName: string,
  cookieHeader: string | null,
): Promise<ChooseLocationResult> {
  const keyring = secretKeyring(ctx.config);
  const now = ctx.now();
  const id = readConnectionPageToken('choose', token, keyring, now);
  if (!id) return failure('BAD_REQUEST', 'This link has expired. Connect again from your email.');
  const row = await findConnectionRow(ctx, id);
  if (!row) return failure('NOT_FOUND', 'This connection no longer exists. Connect again.');
  if (!(await ownEnrollment(ctx, row.enrollmentId, cookieHeader))) {
    return failure('NOT_ALLOWED', 'Sign in as the owner of this restaurant to choose its location.');
  }
  const connectedPath = connectionPagePath('connected', id, keyring, now);
  // Pressed twice: the first press did it.
  if (row.status !== 'pending-location') {
    return row.locationName === locationName
      ? { ok: true, location: connectedPath }
      : failure('CONFLICT', 'A location was already chosen for this connection.');
  }
  const choice = row.locationChoices?.find((option) => option.locationName === locationName);
  if (!choice) return failure('INVALID_INPUT', 'Choose one of the listed locations.', 'location');
  // Proves the stored tokens still work before the connection goes live (a refresh if the page sat open a while).
  await accessTokenForRow(ctx, row);
  await activateConnection(ctx, id, choice);
  return { ok: true, location: connectedPath };
}

export function createGoogleConnectServices(ctx: ServerContext): GoogleConnectServices {
  const client = () => (isGoogleConnectEnabled(ctx) ? ctx.googleBusiness : null);
  return {
    async start(token, cookieHeader) {
      const google = client();
      return google ? start(ctx, google, token, cookieHeader) : problem('not-configured');
    },
    async startForPlace(owner, placeId) {
      const google = client();
      return google ? startForPlace(ctx, google, owner, placeId) : problem('not-configured');
    },
    async requestSignIn(token, request) {
      return client() ? requestSignIn(ctx, token, request) : problem('not-configured');
    },
    async callback(query, cookieHeader) {
      const google = client();
      return google ? callback(ctx, google, query, cookieHeader) : { ...problem('not-configured'), setCookie: null };
    },
    async locationChoice(token, cookieHeader) {
      const id = readConnectionPageToken('choose', token, secretKeyring(ctx.config), ctx.now());
      const row = id ? await findConnectionRow(ctx, id) : null;
      if (!row || row.status !== 'pending-location' || !row.locationChoices) return { valid: false };
      const enrollment = await ownEnrollment(ctx, row.enrollmentId, cookieHeader);
      if (!enrollment) return { valid: false };
      return {
        valid: true,
        restaurantName: enrollment.restaurantName,
        locations: row.locationChoices.map((choice) => ({
          name: choice.locationName,
          title: choice.title,
          address: choice.address,
          matchesPlace: choice.placeId !== null && choice.placeId === row.placeId,
        })),
      };
    },
    async chooseLocation(token, locationName, cookieHeader) {
      if (!client()) return failure('NOT_FOUND', 'Google Business Profile is not available here.');
      try {
        return await chooseLocation(ctx, token, locationName, cookieHeader);
      } catch (error) {
        ctx.logger.warn({ err: error }, 'choosing a google location failed');
        return failure('UPSTREAM_FAILED', 'Google could not be reached. Please try again in a minute.');
      }
    },
    async connected(token) {
      const keyring = secretKeyring(ctx.config);
      const id = readConnectionPageToken('connected', token, keyring, ctx.now());
      const row = id ? await findConnectionRow(ctx, id) : null;
      if (!row || row.status !== 'active') return { valid: false };
      const enrollment = await enrollmentById(ctx.database, row.enrollmentId);
      if (!enrollment) return { valid: false };
      return {
        valid: true,
        locationTitle: row.locationTitle ?? enrollment.restaurantName,
        restaurantName: enrollment.restaurantName,
        placeId: enrollment.placeId,
        disconnectPath: disconnectPath(enrollment, keyring, ctx.now()),
      };
    },
    async inspectDisconnect(token) {
      const owner = readDisconnectToken(token, secretKeyring(ctx.config), ctx.now());
      if (!owner) return { valid: false };
      const rows = await connectionsOfOwner(ctx, owner);
      return {
        valid: true,
        restaurantName: rows[0]?.restaurantName ?? null,
        locationTitles: rows.map((row) => row.locationTitle ?? row.restaurantName),
      };
    },
    async disconnect(token) {
      const owner = readDisconnectToken(token, secretKeyring(ctx.config), ctx.now());
      if (!owner) return { ok: false };
      const rows = await connectionsOfOwner(ctx, owner, { includePending: true });
      const { revoked } = await deleteConnections(ctx, rows);
      return { ok: true, disconnected: rows.length, revoked };
    },
  };
}
