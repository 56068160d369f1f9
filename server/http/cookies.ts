import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Every cookie we read or set goes through here, on the `cookie` package: HttpOnly and SameSite=Lax always (a link
 * from an email opens the page signed in, but no cross-site POST carries the cookie), Secure when the site is served
 * over HTTPS.
 */

type Site = { config: { publicUrl: string } };

function servedOverHttps(site: Site): boolean {
  return site.config.publicUrl.startsWith('https://');
}

/**
 * `__Host-` when the site is served over HTTPS: the browser then insists on Secure, Path=/ and no Domain, so a
 * sibling subdomain cannot plant or read it. Plain HTTP (development, e2e) cannot use the prefix.
 */
export function hostCookieName(site: Site, base: string): string {
  return servedOverHttps(site) ? `__Host-${base}` : base;
}

/** A Set-Cookie value; `maxAgeSeconds` 0 clears the cookie. Path defaults to / (React Router fetches `<path>.data`). */
export function setCookieValue(
  site: Site,
  cookie: { name: string; value: string; maxAgeSeconds: number; path?: string },
): string {
  return stringifySetCookie({
    name: cookie.name,
    value: cookie.value,
    maxAge: Math.max(0, Math.floor(cookie.maxAgeSeconds)),
    path: cookie.path ?? '/',
    httpOnly: true,
    secure: servedOverHttps(site),
    sameSite: 'lax',
  });
}

/** One cookie's value from a Cookie header (the first, when a name repeats), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header)[name] ?? null;
}
