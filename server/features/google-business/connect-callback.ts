import { maskEmail, enrollmentById, type Enrollment, normalizeEmail } from '#server/features/owners/index.ts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ConnectCallbackResult, ConnectProblem } from '#contracts/google-connect.ts';
import { secretKeyring } from '#server/config.ts';
import { emailBrand, queueEmail } from '#server/features/email/index.ts';
import {
  BUSINESS_MANAGE_SCOPE,
  GoogleApiError,
  type GoogleBusinessClient,
  type GoogleTokenSet,
} from '#server/providers/google-business/google-business-client.ts';
import { readSiteCookie } from '#server/http/cookies.ts';
import type { ServerContext } from '#server/server-context.ts';
import { connectionPagePath, disconnectPath, readState } from './connect-links.ts';
import { canConnect, codeChallengeOf, problem, verifierCookie } from './connect-start.ts';
import { googleConnectStates, type LocationChoice } from './connection-tables.ts';
import { googleConnectedNoticeTemplate } from './emails/google-emails.ts';
import {
  activateConnection,
  deleteConnections,
  findConnectionRow,
  insertPendingConnection,
  storeLocationChoices,
} from './google-connections.ts';

type CallbackFailure = { problem: ConnectProblem; retry: boolean };
type ConnectState = typeof googleConnectStates.$inferSelect;

/**
 * The OAuth callback of connecting a Google Business Profile: the state checked, the consent exchanged, the
 * connection stored (or the locations to choose from), the grant revoked when it cannot be used.
 */
export async function callback(
  ctx: ServerContext,
  client: GoogleBusinessClient,
  query: URLSearchParams,
  cookieHeader: string | null,
): Promise<ConnectCallbackResult> {
  const keyring = secretKeyring(ctx.config);
  const now = ctx.now();
  const nonce = readState(query.get('state') ?? '', keyring, now);
  if (!nonce) return { ...problem('state-invalid'), setCookie: null };
  const clearCookie = verifierCookie(ctx, nonce, null);
  const fail = (kind: ConnectProblem, retryPath: string | null = null) => ({
    ...problem(kind, retryPath),
    setCookie: clearCookie,
  });

  const claimed = await claimState(ctx, nonce, now);
  if ('problem' in claimed) return fail(claimed.problem);
  const { state } = claimed;
  // Bound to the browser that started: it holds the verifier whose challenge the row keeps. Without this, someone
  // could start a flow for their own enrollment and have another person's consent land on it.
  const codeVerifier = readSiteCookie(ctx, cookieHeader, 'googleConnectVerifier', nonce);
  if (!codeVerifier || codeChallengeOf(codeVerifier) !== state.codeChallenge) return fail('other-browser');

  const outcome = await connectConsented(ctx, client, query, state, codeVerifier);
  if ('problem' in outcome) return fail(outcome.problem, outcome.retry ? state.startPath : null);
  return {
    kind: 'redirect',
    location: connectionPagePath(outcome.page, outcome.connectionId, keyring, now),
    setCookie: clearCookie,
  };
}

/** Single use: whoever marks the row used owns this state; a replay (or a reload) finds it taken. */
async function claimState(
  ctx: ServerContext,
  nonce: string,
  now: Date,
): Promise<{ state: ConnectState } | { problem: ConnectProblem }> {
  const [state] = await ctx.database.db
    .update(googleConnectStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(googleConnectStates.nonce, nonce),
        isNull(googleConnectStates.usedAt),
        gt(googleConnectStates.expiresAt, now),
      ),
    )
    .returning();
  if (state) return { state };
  const [known] = await ctx.database.db
    .select({ usedAt: googleConnectStates.usedAt })
    .from(googleConnectStates)
    .where(eq(googleConnectStates.nonce, nonce));
  return { problem: known?.usedAt ? 'state-used' : 'state-invalid' };
}

/** Google's answer for a claimed state: the code exchanged for tokens the blitz can use, or why not. */
async function exchangeConsent(
  ctx: ServerContext,
  client: GoogleBusinessClient,
  query: URLSearchParams,
  state: ConnectState,
  codeVerifier: string,
): Promise<{ enrollment: Enrollment; tokens: GoogleTokenSet & { refreshToken: string } } | CallbackFailure> {
  const error = query.get('error');
  if (error) {
    ctx.logger.info({ enrollmentId: state.enrollmentId, error: error.slice(0, 40) }, 'google consent not given');
    return { problem: error === 'access_denied' ? 'denied' : 'google-error', retry: true };
  }
  const code = query.get('code');
  if (!code) return { problem: 'google-error', retry: true };
  const enrollment = await enrollmentById(ctx.database, state.enrollmentId);
  if (!enrollment || !canConnect(enrollment)) return { problem: 'no-blitz', retry: false };
  let tokens: GoogleTokenSet;
  try {
    tokens = await client.exchangeCode({ code, codeVerifier });
  } catch (failure) {
    ctx.logger.warn({ err: failure, enrollmentId: enrollment.id }, 'google code exchange failed');
    return { problem: 'google-error', retry: true };
  }
  const refreshToken = tokens.refreshToken;
  if (!refreshToken) {
    await revokeQuietly(ctx, client, tokens.accessToken);
    return { problem: 'no-refresh-token', retry: true };
  }
  if (tokens.scopes.length > 0 && !tokens.scopes.includes(BUSINESS_MANAGE_SCOPE)) {
    await revokeQuietly(ctx, client, refreshToken);
    return { problem: 'scope-missing', retry: true };
  }
  return { enrollment, tokens: { ...tokens, refreshToken } };
}

/**
 * After consent: a pending connection, then the Google account's locations. One matching the blitz's place
 * connects at once; otherwise the owner chooses.
 */
async function connectConsented(
  ctx: ServerContext,
  client: GoogleBusinessClient,
  query: URLSearchParams,
  state: ConnectState,
  codeVerifier: string,
): Promise<{ page: 'connected' | 'choose'; connectionId: string } | CallbackFailure> {
  const consent = await exchangeConsent(ctx, client, query, state, codeVerifier);
  if ('problem' in consent) return consent;
  const { enrollment, tokens } = consent;
  const connectionId = await insertPendingConnection(ctx, {
    enrollmentId: enrollment.id,
    placeId: enrollment.placeId,
    googleSub: tokens.account?.sub ?? null,
    tokens,
  });
  const dropPending = async () => {
    const row = await findConnectionRow(ctx, connectionId);
    if (row) await deleteConnections(ctx, [row]);
  };
  let choices: LocationChoice[];
  try {
    choices = await listLocationChoices(client, tokens.accessToken);
  } catch (failure) {
    await dropPending();
    const denied = failure instanceof GoogleApiError && failure.failure === 'permission-denied';
    ctx.logger.warn({ err: failure, enrollmentId: enrollment.id }, 'listing google locations failed');
    return { problem: denied ? 'permission-denied' : 'google-error', retry: true };
  }
  if (choices.length === 0) {
    await dropPending();
    return { problem: 'no-locations', retry: true };
  }
  const matches = choices.filter((choice) => choice.placeId === enrollment.placeId);
  await noticeToGoogleAccount(ctx, enrollment, connectionId, tokens.account?.email ?? null, matches[0]?.title);
  if (matches.length === 1 && matches[0]) {
    await activateConnection(ctx, connectionId, matches[0]);
    return { page: 'connected', connectionId };
  }
  await storeLocationChoices(ctx, connectionId, choices);
  return { page: 'choose', connectionId };
}

/**
 * When the Google account that consented is not the blitz's address, that account is told (once per connection):
 * the profile's manager learns where the replies go and can disconnect with one press.
 */
async function noticeToGoogleAccount(
  ctx: ServerContext,
  enrollment: Enrollment,
  connectionId: string,
  googleEmail: string | null,
  locationTitle: string | undefined,
): Promise<void> {
  const ownerEmail = normalizeEmail(enrollment.email);
  if (!googleEmail || normalizeEmail(googleEmail) === ownerEmail) return;
  const now = ctx.now();
  try {
    await queueEmail(ctx, {
      template: googleConnectedNoticeTemplate,
      to: googleEmail,
      dedupeKey: `google-connected-notice:${connectionId}`,
      props: {
        brand: emailBrand(ctx),
        restaurantName: enrollment.restaurantName,
        locationTitle: locationTitle ?? enrollment.restaurantName,
        maskedOwnerEmail: maskEmail(ownerEmail),
        disconnectUrl: `${ctx.config.publicUrl}${disconnectPath(enrollment, secretKeyring(ctx.config), now)}`,
      },
    });
  } catch (error) {
    ctx.logger.error({ err: error, connectionId }, 'queueing the google connection notice failed');
  }
}

async function listLocationChoices(client: GoogleBusinessClient, accessToken: string): Promise<LocationChoice[]> {
  const choices: LocationChoice[] = [];
  for (const account of await client.listAccounts(accessToken)) {
    for (const location of await client.listLocations(accessToken, account.name)) {
      choices.push({
        accountName: account.name,
        locationName: location.name,
        title: location.title,
        address: location.address,
        placeId: location.placeId,
      });
    }
  }
  return choices;
}

async function revokeQuietly(ctx: ServerContext, client: GoogleBusinessClient, token: string): Promise<void> {
  try {
    await client.revokeToken(token);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'revoking an unused google token failed');
  }
}
