/**
 * The server's Google settings that point it at a running double: the OAuth client and every Google base URL at
 * `baseUrl`. Pure, so playwright.config.ts can build it before the double starts.
 */
export function googleEnvFor(
  baseUrl: string,
  client: { clientId: string; clientSecret: string },
): Record<string, string> {
  return {
    GOOGLE_OAUTH_CLIENT_ID: client.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: client.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${baseUrl}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${baseUrl}/revoke`,
    GOOGLE_BUSINESS_ACCOUNTS_BASE_URL: baseUrl,
    GOOGLE_BUSINESS_INFO_BASE_URL: baseUrl,
    GOOGLE_BUSINESS_REVIEWS_BASE_URL: baseUrl,
  };
}
