import { CodeChallengeMethod, decodeIdToken, OAuth2Client, type OAuth2Tokens } from 'arctic';
import {
  BUSINESS_MANAGE_SCOPE,
  GoogleApiError,
  IDENTITY_SCOPES,
  type GoogleAccountIdentity,
  type GoogleBusinessClient,
  type GoogleTokenSet,
} from './google-business-client.ts';
import type { GoogleTransport } from './google-business-transport.ts';

/**
 * The OAuth 2.0 half of the Business Profile client, through arctic's generic client: the consent URL (PKCE S256),
 * the code exchange, refresh and revocation. Tokens travel only in form bodies and never enter a message or a log.
 */

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
}

type GoogleOAuth = Pick<
  GoogleBusinessClient,
  'authorizationUrl' | 'exchangeCode' | 'refreshAccessToken' | 'revokeToken'
>;

export function createGoogleOAuth(
  options: GoogleOAuthOptions,
  transport: GoogleTransport,
  now: () => Date,
): GoogleOAuth {
  const oauth = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri);
  const toTokenSet = (tokens: OAuth2Tokens) => tokenSet(tokens, options.clientId, now());

  return {
    authorizationUrl({ state, codeVerifier }) {
      const url = oauth.createAuthorizationURLWithPKCE(
        options.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        [BUSINESS_MANAGE_SCOPE, ...IDENTITY_SCOPES],
      );
      // A refresh token on every consent: offline access, and the consent screen even for a returning owner.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url;
    },

    async exchangeCode({ code, codeVerifier }) {
      // Never retried: a code is single use, and Google treats a second exchange of it as a replay and revokes what
      // the first one granted. After a lost answer the owner starts again (the callback page offers "Try again").
      const tokens = await transport.tokenCall(
        'code exchange',
        () => oauth.validateAuthorizationCode(options.tokenUrl, code, codeVerifier),
        [code, codeVerifier],
        1,
      );
      return toTokenSet(tokens);
    },

    async refreshAccessToken(refreshToken) {
      // No scope parameter: Google then grants the scopes of the original consent.
      const tokens = await transport.tokenCall(
        'token refresh',
        () => oauth.refreshAccessToken(options.tokenUrl, refreshToken, []),
        [refreshToken],
      );
      return toTokenSet(tokens);
    },

    async revokeToken(token) {
      try {
        await transport.tokenCall('token revocation', () => oauth.revokeToken(options.revokeUrl, token), [token]);
      } catch (error) {
        // Already expired or revoked: the token is unusable either way, which is what revoking wants.
        if (error instanceof GoogleApiError && error.upstream.googleStatus === 'invalid_token') return;
        throw error;
      }
    },
  };
}

function tokenSet(tokens: OAuth2Tokens, clientId: string, now: Date): GoogleTokenSet {
  let accessToken: string;
  let expiresIn: number;
  try {
    accessToken = tokens.accessToken();
    expiresIn = tokens.accessTokenExpiresInSeconds();
  } catch {
    throw new GoogleApiError('invalid-response', 'Google token answer lacks access_token or expires_in');
  }
  return {
    accessToken,
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    scopes: tokens.hasScopes() ? tokens.scopes() : [],
    account: accountOf(tokens, clientId),
  };
}

/**
 * The ID token came straight from Google's token endpoint over TLS, so its signature need not be checked (OpenID
 * Connect Core §3.1.3.7); its audience still must be us.
 */
function accountOf(tokens: OAuth2Tokens, clientId: string): GoogleAccountIdentity | null {
  if (!('id_token' in tokens.data) || typeof tokens.data.id_token !== 'string') return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  } catch {
    throw new GoogleApiError('invalid-response', 'Google token answer has an unreadable id_token');
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (typeof claims.sub !== 'string' || claims.sub === '' || !audience.includes(clientId)) {
    throw new GoogleApiError('invalid-response', 'Google id_token lacks sub or is not for this client');
  }
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    sub: claims.sub,
    email: verified && typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
  };
}
