import { enrollmentById, enrollmentsOf } from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { secretKeyring } from '#server/config.ts';
import { needsResealing, openSecret, sealSecret, SealedSecretError } from '#server/crypto/sealed-secret.ts';
import { emailBrand, queueEmail } from '#server/features/email/index.ts';
import { GoogleApiError, type GoogleTokenSet } from '#server/providers/google-business/google-business-client.ts';
import type { ServerContext } from '#server/server-context.ts';
import { disconnectPath, emailConnectPath } from './connect-links.ts';
import { googleReconnectTemplate } from './emails/google-emails.ts';
import { forgetConnectionReviews, moveConnectionReviews } from './review-sync.ts';
import { googleConnections, type LocationChoice } from './connection-tables.ts';
import {
  GoogleConnectionBrokenError,
  type EnrollmentRef,
  type GoogleConnection,
  type GoogleConnections,
} from './google-connection-types.ts';

/**
 * The owner's connection and its tokens. Tokens are sealed at rest (context: the connection id for the refresh
 * token, `<id>:access` for the access token), opened only here, and never logged, returned or put in a job payload.
 */

export type ConnectionRow = typeof googleConnections.$inferSelect;

/** Refresh a little before Google's expiry, so a call never starts with a token about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

const accessContext = (id: string) => `${id}:access`;

function keyIdOf(sealed: string): string {
  return sealed.split('.')[1] ?? '';
}

export function isGoogleConnectEnabled(ctx: Pick<ServerContext, 'config' | 'googleBusiness'>): boolean {
  return ctx.googleBusiness !== null && ctx.config.google.oauth !== null;
}

function toConnection(row: ConnectionRow): GoogleConnection | null {
  if (row.status === 'pending-location' || !row.accountName || !row.locationName) return null;
  return {
    id: row.id,
    enrollmentId: row.enrollmentId,
    placeId: row.placeId,
    accountName: row.accountName,
    locationName: row.locationName,
    locationTitle: row.locationTitle ?? '',
    status: row.status,
    lastSyncedAt: row.lastSyncedAt,
  };
}

export async function findConnectionRow(ctx: ServerContext, id: string): Promise<ConnectionRow | null> {
  const rows = await ctx.database.db.select().from(googleConnections).where(eq(googleConnections.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A new connection waiting for its location: tokens sealed under the current key. */
export async function insertPendingConnection(
  ctx: ServerContext,
  input: {
    enrollmentId: string;
    placeId: string;
    googleSub: string | null;
    tokens: GoogleTokenSet & { refreshToken: string };
  },
): Promise<string> {
  const keyring = secretKeyring(ctx.config);
  const id = randomUUID();
  const now = ctx.now();
  const refreshTokenSealed = sealSecret(input.tokens.refreshToken, keyring, id);
  await ctx.database.db.insert(googleConnections).values({
    id,
    enrollmentId: input.enrollmentId,
    placeId: input.placeId,
    googleSub: input.googleSub,
    refreshTokenSealed,
    keyId: keyIdOf(refreshTokenSealed),
    accessTokenSealed: sealSecret(input.tokens.accessToken, keyring, accessContext(id)),
    accessTokenExpiresAt: input.tokens.expiresAt,
    status: 'pending-location',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function storeLocationChoices(ctx: ServerContext, id: string, choices: LocationChoice[]): Promise<void> {
  await ctx.database.db
    .update(googleConnections)
    .set({ locationChoices: choices, updatedAt: ctx.now() })
    .where(eq(googleConnections.id, id));
}

/** The access token of a row, opened; null when it is missing, expired or unreadable. */
function openAccessToken(ctx: ServerContext, row: ConnectionRow): string | null {
  if (!row.accessTokenSealed || !row.accessTokenExpiresAt) return null;
  if (row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS <= ctx.now().getTime()) return null;
  try {
    return openSecret(row.accessTokenSealed, secretKeyring(ctx.config), accessContext(row.id));
  } catch (error) {
    if (error instanceof SealedSecretError) return null;
    throw error;
  }
}

/** The pending row's access token, refreshed when needed (the choice page POST may come late). */
export async function accessTokenForRow(ctx: ServerContext, row: ConnectionRow): Promise<string> {
  return openAccessToken(ctx, row) ?? (await refreshRow(ctx, row));
}

/**
 * Activates a connection on a location and replaces the enrollment's previous one. What was stored for the same
 * location (reviews, reply drafts) follows it to the new connection, so every "Review and post" link already emailed
 * keeps working; the rest is deleted with the old rows. The old tokens are revoked only where no other connection
 * uses their Google grant (revokeUnusedGrants).
 */
export async function activateConnection(ctx: ServerContext, id: string, location: LocationChoice): Promise<boolean> {
  const now = ctx.now();
  const replaced = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(googleConnections)
      .where(and(eq(googleConnections.id, id), eq(googleConnections.status, 'pending-location')))
      .for('update');
    if (!row) return null;
    const previous = await tx
      .delete(googleConnections)
      .where(
        and(
          eq(googleConnections.enrollmentId, row.enrollmentId),
          ne(googleConnections.id, id),
          ne(googleConnections.status, 'pending-location'),
        ),
      )
      .returning();
    const sameLocation = previous.filter((old) => old.locationName === location.locationName).map((old) => old.id);
    if (sameLocation.length > 0) await moveConnectionReviews(tx, sameLocation, id);
    await tx
      .update(googleConnections)
      .set({
        status: 'active',
        accountName: location.accountName,
        locationName: location.locationName,
        locationTitle: location.title,
        locationChoices: null,
        updatedAt: now,
      })
      .where(eq(googleConnections.id, id));
    return previous;
  });
  if (replaced === null) return false;
  // The replaced rows are gone already (the unique index allows one live connection); this revokes what no other
  // connection uses and forgets what other features stored for them.
  await deleteConnections(ctx, replaced);
  ctx.logger.info({ connectionId: id, replaced: replaced.length }, 'google connection active');
  return true;
}

/**
 * Revokes the row's refresh token at Google (which also ends its access tokens). Best effort: a token Google already
 * forgot is fine; any other failure is logged (without the token) and reported as false.
 */
export async function revokeRow(ctx: ServerContext, row: ConnectionRow): Promise<boolean> {
  const client = ctx.googleBusiness;
  if (!client) return false;
  let token: string;
  try {
    token = openSecret(row.refreshTokenSealed, secretKeyring(ctx.config), row.id);
  } catch (error) {
    ctx.logger.warn({ err: error, connectionId: row.id }, 'could not open a refresh token to revoke it');
    return false;
  }
  try {
    await client.revokeToken(token);
    return true;
  } catch (error) {
    if (
      error instanceof GoogleApiError &&
      (error.failure === 'invalid-grant' || error.failure === 'invalid-argument')
    ) {
      return true; // already revoked or expired at Google
    }
    ctx.logger.warn({ err: error, connectionId: row.id }, 'revoking a google token failed');
    return false;
  }
}

/**
 * The rows whose Google grant nobody else uses. Google revokes a whole grant (one Google account and our client):
 * revoking a token that another connection of the same account still holds would cut that one off too. So a row is
 * revoked only when no connection outside `rows` has its `sub`, and once per `sub`. Rows without a `sub` (made
 * before it was recorded) are revoked alone.
 */
async function rowsToRevoke(ctx: ServerContext, rows: ConnectionRow[]): Promise<ConnectionRow[]> {
  const subs = [...new Set(rows.map((row) => row.googleSub).filter((sub): sub is string => sub !== null))];
  const stillUsed =
    subs.length === 0
      ? []
      : await ctx.database.db
          .select({ sub: googleConnections.googleSub })
          .from(googleConnections)
          .where(
            and(
              inArray(googleConnections.googleSub, subs),
              notInArray(
                googleConnections.id,
                rows.map((row) => row.id),
              ),
            ),
          );
  const skip = new Set(stillUsed.map((row) => row.sub));
  return rows.filter((row) => {
    if (row.googleSub === null) return true;
    if (skip.has(row.googleSub)) return false;
    skip.add(row.googleSub);
    return true;
  });
}

/**
 * Deletes connections, and the reviews and reply drafts stored for them; revokes at Google the grants no other
 * connection uses.
 */
export async function deleteConnections(ctx: ServerContext, rows: ConnectionRow[]): Promise<{ revoked: boolean }> {
  let revoked = true;
  for (const row of await rowsToRevoke(ctx, rows)) {
    if (!(await revokeRow(ctx, row))) revoked = false;
  }
  if (rows.length > 0) {
    await forgetConnectionReviews(
      ctx.database,
      rows.map((row) => row.id),
    );
    await ctx.database.db.delete(googleConnections).where(
      inArray(
        googleConnections.id,
        rows.map((row) => row.id),
      ),
    );
    ctx.logger.info({ connectionIds: rows.map((row) => row.id) }, 'google connections deleted');
  }
  return { revoked };
}

/** Connections (any status) of the enrollments of this address and place, ended enrollments included. */
export async function connectionsOfOwner(
  ctx: ServerContext,
  owner: { email: string; placeId: string },
  options: { includePending?: boolean } = {},
): Promise<(ConnectionRow & { restaurantName: string })[]> {
  const enrollments = await enrollmentsOf(ctx, owner.email, owner.placeId);
  if (enrollments.length === 0) return [];
  const names = new Map(enrollments.map((enrollment) => [enrollment.id, enrollment.restaurantName]));
  const rows = await ctx.database.db
    .select()
    .from(googleConnections)
    .where(
      and(
        inArray(googleConnections.enrollmentId, [...names.keys()]),
        options.includePending ? undefined : ne(googleConnections.status, 'pending-location'),
      ),
    );
  return rows.map((row) => ({ ...row, restaurantName: names.get(row.enrollmentId) ?? '' }));
}

/**
 * A new access token from the refresh token. When Google refuses the refresh token the connection is marked broken
 * (once: the update only wins while the row is active), the owner gets one reconnect email, and
 * GoogleConnectionBrokenError is thrown.
 */
async function refreshRow(ctx: ServerContext, row: ConnectionRow): Promise<string> {
  const client = ctx.googleBusiness;
  if (!client) throw new GoogleConnectionBrokenError('Google Business Profile is not configured');
  const keyring = secretKeyring(ctx.config);
  let refreshToken: string;
  try {
    refreshToken = openSecret(row.refreshTokenSealed, keyring, row.id);
  } catch (error) {
    if (!(error instanceof SealedSecretError)) throw error;
    // Sealed under a secret no longer configured: only a new consent can give us a token again.
    ctx.logger.error({ connectionId: row.id }, 'a google refresh token no longer opens; the connection is broken');
    await markBroken(ctx, row);
    throw new GoogleConnectionBrokenError('The stored Google authorization can no longer be read');
  }
  let tokens: GoogleTokenSet;
  try {
    tokens = await client.refreshAccessToken(refreshToken);
  } catch (error) {
    if (error instanceof GoogleApiError && error.failure === 'invalid-grant') {
      await markBroken(ctx, row);
      throw new GoogleConnectionBrokenError('Google no longer accepts this connection; the owner must reconnect', {
        cause: error,
      });
    }
    throw error;
  }
  const now = ctx.now();
  // Google may hand out a new refresh token; a token sealed under an old key is sealed again under the current one.
  const newRefresh = tokens.refreshToken ?? (needsResealing(row.refreshTokenSealed, keyring) ? refreshToken : null);
  const refreshTokenSealed = newRefresh ? sealSecret(newRefresh, keyring, row.id) : null;
  await ctx.database.db
    .update(googleConnections)
    .set({
      accessTokenSealed: sealSecret(tokens.accessToken, keyring, accessContext(row.id)),
      accessTokenExpiresAt: tokens.expiresAt,
      ...(refreshTokenSealed ? { refreshTokenSealed, keyId: keyIdOf(refreshTokenSealed) } : {}),
      updatedAt: now,
    })
    .where(eq(googleConnections.id, row.id));
  return tokens.accessToken;
}

async function markBroken(ctx: ServerContext, row: ConnectionRow): Promise<void> {
  const now = ctx.now();
  const [broken] = await ctx.database.db
    .update(googleConnections)
    .set({ status: 'broken', brokenAt: now, accessTokenSealed: null, accessTokenExpiresAt: null, updatedAt: now })
    .where(and(eq(googleConnections.id, row.id), eq(googleConnections.status, 'active')))
    .returning();
  if (!broken) return;
  ctx.logger.warn({ connectionId: row.id }, 'google connection broken; emailing the owner a reconnect link');
  const enrollment = await enrollmentById(ctx.database, row.enrollmentId);
  if (!enrollment) return;
  const keyring = secretKeyring(ctx.config);
  await queueEmail(ctx, {
    template: googleReconnectTemplate,
    to: enrollment.email,
    dedupeKey: `google-reconnect:${row.id}:${now.toISOString()}`,
    props: {
      brand: emailBrand(ctx),
      ownerName: enrollment.ownerName,
      restaurantName: enrollment.restaurantName,
      locationTitle: broken.locationTitle ?? enrollment.restaurantName,
      reconnectUrl: `${ctx.config.publicUrl}${emailConnectPath(enrollment, keyring, now)}`,
      disconnectUrl: `${ctx.config.publicUrl}${disconnectPath(enrollment, keyring, now)}`,
    },
  });
}

export interface GoogleEmailLinks {
  connectUrl: string | null;
  disconnectUrl: string | null;
}

/**
 * What an email to the owner links to: connect (or reconnect) unless a connection is active, disconnect when one
 * exists. Both null without Google OAuth configured.
 */
export async function googleEmailLinks(ctx: ServerContext, enrollment: EnrollmentRef): Promise<GoogleEmailLinks> {
  if (!isGoogleConnectEnabled(ctx)) return { connectUrl: null, disconnectUrl: null };
  const connections = createGoogleConnections(ctx);
  const connection = await connections.forEnrollment(enrollment.id);
  return {
    connectUrl: connection?.status === 'active' ? null : connections.connectUrl(enrollment),
    disconnectUrl: connection ? connections.disconnectUrl(enrollment) : null,
  };
}

/** The same by address and place, for mail sent before the enrollment exists (the playbook email). */
export async function ownerGoogleLinks(
  ctx: ServerContext,
  owner: { email: string; placeId: string },
): Promise<GoogleEmailLinks> {
  if (!isGoogleConnectEnabled(ctx)) return { connectUrl: null, disconnectUrl: null };
  const keyring = secretKeyring(ctx.config);
  const existing = await connectionsOfOwner(ctx, owner);
  const active = existing.some((row) => row.status === 'active');
  return {
    connectUrl: active ? null : `${ctx.config.publicUrl}${emailConnectPath(owner, keyring, ctx.now())}`,
    disconnectUrl: existing.length > 0 ? `${ctx.config.publicUrl}${disconnectPath(owner, keyring, ctx.now())}` : null,
  };
}

export function createGoogleConnections(ctx: ServerContext): GoogleConnections {
  const enabled = isGoogleConnectEnabled(ctx);
  const keyring = () => secretKeyring(ctx.config);

  async function activeRow(connection: GoogleConnection): Promise<ConnectionRow> {
    const row = await findConnectionRow(ctx, connection.id);
    if (!row) throw new GoogleConnectionBrokenError('The Google connection was disconnected');
    if (row.status !== 'active') throw new GoogleConnectionBrokenError('The Google connection needs reconnecting');
    return row;
  }

  return {
    enabled,
    async forEnrollment(enrollmentId) {
      const rows = await ctx.database.db
        .select()
        .from(googleConnections)
        .where(and(eq(googleConnections.enrollmentId, enrollmentId), ne(googleConnections.status, 'pending-location')))
        .limit(1);
      return rows[0] ? toConnection(rows[0]) : null;
    },
    async byId(connectionId) {
      const row = await findConnectionRow(ctx, connectionId);
      return row ? toConnection(row) : null;
    },
    async withAccessToken(connection, call) {
      const row = await activeRow(connection);
      if (needsResealing(row.refreshTokenSealed, keyring())) {
        // Rotation: the refresh below seals both tokens again under the current APP_SECRET.
        return attempt(await refreshRow(ctx, row), true);
      }
      const cached = openAccessToken(ctx, row);
      return cached ? attempt(cached, false) : attempt(await refreshRow(ctx, row), true);

      async function attempt(token: string, fresh: boolean) {
        try {
          return await call(token);
        } catch (error) {
          if (!(error instanceof GoogleApiError) || error.failure !== 'unauthenticated') throw error;
          // A 401: the token was revoked or expired early. Refresh once and try once more; a second 401 stands.
          ctx.logger.info({ connectionId: row.id, fresh }, 'google answered 401; refreshing the access token once');
          const current = await activeRow(connection);
          return call(await refreshRow(ctx, current));
        }
      }
    },
    async recordSync(connectionId, at) {
      await ctx.database.db
        .update(googleConnections)
        .set({ lastSyncedAt: at })
        .where(eq(googleConnections.id, connectionId));
    },
    connectUrl(enrollment) {
      return enabled ? `${ctx.config.publicUrl}${emailConnectPath(enrollment, keyring(), ctx.now())}` : null;
    },
    disconnectUrl(enrollment) {
      return enabled ? `${ctx.config.publicUrl}${disconnectPath(enrollment, keyring(), ctx.now())}` : null;
    },
  };
}
