import { createSign, generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BUSINESS_MANAGE, CODE_LIFETIME_MS, type AuthorizationRequest } from './double-types.ts';
import type { DoubleState, DoubleStore } from './double-store.ts';
import {
  apiError,
  escapeHtml,
  html,
  json,
  oauthError,
  randomToken,
  redirect,
  verifierMatchesChallenge,
  type Answer,
} from './wire.ts';

/** Google's token and revoke endpoints: client authentication, the code exchange (PKCE), refresh, ID tokens. */
function createTokenEndpoints(state: DoubleState, store: DoubleStore) {
  const { users, codes, refreshGrants, accessGrants, clientId, clientSecret, accessLifetime, now } = state;
  const { issueTokens, issueAccess, revokeGrant } = store;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  /**
   * An OpenID Connect ID token as Google's token endpoint returns it for `openid` (and `email`): RS256-signed JWT
   * with iss, azp, aud, sub, iat, exp, and email + email_verified when `email` was granted.
   */
  function idToken(email: string, scope: string, audience: string): string | undefined {
    const scopes = scope.split(' ');
    const user = users.get(email);
    if (!scopes.includes('openid') || !user) return undefined;
    const issuedAt = Math.floor(now().getTime() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      azp: audience,
      aud: audience,
      sub: user.sub,
      ...(scopes.includes('email') ? { email: user.email, email_verified: true } : {}),
      iat: issuedAt,
      exp: issuedAt + 3600,
    };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${encode({ alg: 'RS256', kid: 'double-1', typ: 'JWT' })}.${encode(claims)}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(signingKey).toString('base64url')}`;
  }

  /** Client authentication: HTTP Basic (client_secret_basic) or the body (client_secret_post). */
  function authenticateClient(headers: IncomingMessage['headers'], form: URLSearchParams): Answer | string {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const authorization = headers.authorization;
    if (authorization?.startsWith('Basic ')) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (!id) return oauthError(400, 'invalid_request', 'Could not determine client ID from request.');
    if (id !== clientId || secret !== clientSecret) return oauthError(401, 'invalid_client', 'Unauthorized');
    return id;
  }

  function exchangeCode(client: string, form: URLSearchParams): Answer {
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.clientId !== client) return oauthError(400, 'invalid_grant', 'Malformed auth code.');
    if (issued.used) {
      if (issued.refreshToken) revokeGrant(issued.refreshToken);
      return oauthError(400, 'invalid_grant', 'Bad Request');
    }
    if (issued.expiresAt <= now().getTime()) return oauthError(400, 'invalid_grant', 'Bad Request');
    if (form.get('redirect_uri') !== issued.redirectUri) return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
    const verifier = form.get('code_verifier');
    if (!verifier) return oauthError(400, 'invalid_grant', 'Missing code verifier.');
    if (!verifierMatchesChallenge(verifier, issued.codeChallenge)) {
      return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    issued.used = true;
    const tokens = issueTokens(issued.user, issued.scope, client);
    issued.refreshToken = tokens.refreshToken;
    const id = idToken(issued.user, tokens.scope, client);
    return json(200, {
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
      scope: tokens.scope,
      token_type: 'Bearer',
      ...(id ? { id_token: id } : {}),
    });
  }

  function refresh(client: string, form: URLSearchParams): Answer {
    const grant = refreshGrants.get(form.get('refresh_token') ?? '');
    if (!grant || grant.revoked || grant.clientId !== client) {
      return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
    }
    const accessToken = issueAccess(grant.token);
    return json(200, {
      access_token: accessToken,
      expires_in: accessLifetime,
      scope: grant.scope,
      token_type: 'Bearer',
    });
  }

  function token(headers: IncomingMessage['headers'], form: URLSearchParams): Answer {
    if (!String(headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return oauthError(400, 'invalid_request', 'Invalid content type.');
    }
    const client = authenticateClient(headers, form);
    if (typeof client !== 'string') return client;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return exchangeCode(client, form);
    if (grantType === 'refresh_token') return refresh(client, form);
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  function revoke(form: URLSearchParams, query: URLSearchParams): Answer {
    const value = form.get('token') ?? query.get('token') ?? '';
    const refresh = refreshGrants.get(value);
    if (refresh && !refresh.revoked) {
      revokeGrant(refresh.token);
      return json(200, {});
    }
    const access = accessGrants.get(value);
    if (access && !access.revoked && access.expiresAt > now().getTime()) {
      // Google revokes the grant behind an access token too.
      revokeGrant(access.refreshToken);
      return json(200, {});
    }
    return oauthError(400, 'invalid_token', 'Token expired or revoked');
  }

  return { token, revoke };
}

/** Google's OAuth 2.0 server: the consent page and its decision, the token and revoke endpoints, bearer checks. */
export function createOAuthEndpoints(state: DoubleState, store: DoubleStore) {
  const { users, authRequests, codes, accessGrants, clientId, now } = state;

  function authorize(query: URLSearchParams): Answer {
    const errorPage = (error: string, detail: string) =>
      html(
        400,
        `<h1>Access blocked: this request is invalid</h1><p>Error 400: ${escapeHtml(error)}</p><p>${escapeHtml(detail)}</p>`,
      );
    const get = (name: string) => query.get(name) ?? '';
    if (get('client_id') !== clientId) return errorPage('invalid_client', 'The OAuth client was not found.');
    const redirectUri = get('redirect_uri');
    let redirectUrl: URL;
    try {
      redirectUrl = new URL(redirectUri);
    } catch {
      return errorPage('redirect_uri_mismatch', 'redirect_uri is missing or not a URL.');
    }
    const registered = state.redirectUris
      ? state.redirectUris.includes(redirectUri)
      : redirectUrl.pathname.endsWith('/callback');
    if (!registered) {
      return errorPage('redirect_uri_mismatch', 'The redirect URI is not registered for this client.');
    }
    if (get('response_type') !== 'code') return errorPage('unsupported_response_type', 'response_type must be code.');
    const scopes = get('scope').split(' ').filter(Boolean);
    if (!scopes.includes(BUSINESS_MANAGE)) {
      return errorPage('invalid_scope', `The scope must include ${BUSINESS_MANAGE}.`);
    }
    if (get('access_type') !== 'offline') return errorPage('invalid_request', 'access_type must be offline.');
    if (get('prompt') !== 'consent') return errorPage('invalid_request', 'prompt must be consent.');
    if (get('code_challenge_method') !== 'S256') {
      return errorPage('invalid_request', 'code_challenge_method must be S256.');
    }
    if (!/^[A-Za-z0-9_-]{43}$/.test(get('code_challenge'))) {
      return errorPage('invalid_request', 'code_challenge must be a base64url SHA-256 digest.');
    }
    if (!get('state')) return errorPage('invalid_request', 'state is required by this client.');
    const request: AuthorizationRequest = {
      id: randomToken('', 12),
      clientId,
      redirectUri,
      scope: scopes.join(' '),
      state: get('state'),
      codeChallenge: get('code_challenge'),
    };
    authRequests.set(request.id, request);
    // Google signs in the account named by login_hint when the browser has it.
    const hint = get('login_hint');
    if (hint && users.has(hint)) state.signedIn = hint;
    if (state.consentMode === 'auto') return decide(request.id, 'allow');
    const user = state.signedIn ? users.get(state.signedIn) : undefined;
    if (!user) return html(400, '<h1>No Google account is signed in to the double</h1>');
    return html(
      200,
      `<main><h1>Replybook wants access to your Google Account</h1>
<p>Signed in as <strong>${escapeHtml(user.email)}</strong></p>
<p>This will allow Replybook to: See, edit, create and delete your Google business listings</p>
<form method="post" action="/o/oauth2/v2/auth/decision">
<input type="hidden" name="request" value="${escapeHtml(request.id)}">
<button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form></main>`,
    );
  }

  function decide(requestId: string, decision: string): Answer {
    const request = authRequests.get(requestId);
    if (!request) return html(400, '<h1>This consent request has expired. Start again.</h1>');
    authRequests.delete(requestId);
    const target = new URL(request.redirectUri);
    if (decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('state', request.state);
      return redirect(target.toString());
    }
    const user = state.signedIn;
    if (!user) return html(400, '<h1>No Google account is signed in to the double</h1>');
    const code = randomToken('4/0Ab32j9', 40);
    codes.set(code, {
      code,
      user,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scope: request.scope,
      codeChallenge: request.codeChallenge,
      expiresAt: now().getTime() + CODE_LIFETIME_MS,
      used: false,
    });
    target.searchParams.set('state', request.state);
    target.searchParams.set('code', code);
    target.searchParams.set('scope', request.scope);
    target.searchParams.set('authuser', '0');
    target.searchParams.set('prompt', 'consent');
    return redirect(target.toString());
  }

  function bearerUser(headers: IncomingMessage['headers']): Answer | string {
    const authorization = headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ')) {
      return apiError(
        401,
        'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      );
    }
    const grant = accessGrants.get(authorization.slice(7).trim());
    if (!grant || grant.revoked || grant.expiresAt <= now().getTime()) return apiError(401);
    if (!grant.scope.split(' ').includes(BUSINESS_MANAGE)) {
      return apiError(403, 'Request had insufficient authentication scopes.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
        },
      ]);
    }
    return grant.user;
  }

  return { authorize, decide, ...createTokenEndpoints(state, store), bearerUser };
}
