import { parseCookie, stringifySetCookie } from 'cookie';
import { SITE_COOKIES, type SiteCookie, type SiteCookieKey } from '#contracts/cookie-constants.ts';

/**
 * Every cookie we read or set goes through here, on the `cookie` package, and every one we set is in the registry
 * (`SITE_COOKIES`, contracts/cookie-constants.ts), which names it and says its path and lifetime, and from which the
 * privacy policy lists them: HttpOnly and SameSite=Lax always (a link from an email opens the page signed in, but no
 * cross-site POST carries the cookie), Secure when the site is served over HTTPS.
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

/**
 * A registry cookie's name on this site: a whole-site cookie gets the `__Host-` prefix over HTTPS; a path-scoped one
 * cannot (the prefix needs Path=/). A `perUse` cookie's name ends with `suffix`, the nonce of its one use.
 */
export function siteCookieName(site: Site, key: SiteCookieKey, suffix = ''): string {
  const cookie: SiteCookie = SITE_COOKIES[key];
  const name = `${cookie.name}${cookie.perUse ? suffix : ''}`;
  return cookie.path === undefined ? hostCookieName(site, name) : name;
}

/**
 * The Set-Cookie of a registry cookie, with its name, path and lifetime from the registry; `clear` removes it
 * (Max-Age=0, empty value). Path / for a whole-site cookie (React Router fetches `<path>.data`).
 */
export function setSiteCookie(
  site: Site,
  key: SiteCookieKey,
  value: string,
  options: { suffix?: string; clear?: boolean } = {},
): string {
  const cookie: SiteCookie = SITE_COOKIES[key];
  return stringifySetCookie({
    name: siteCookieName(site, key, options.suffix),
    value: options.clear ? '' : value,
    maxAge: options.clear ? 0 : cookie.maxAgeSeconds,
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

/** A registry cookie's value from a Cookie header, by the name it has on this site. */
export function readSiteCookie(
  site: Site,
  header: string | null | undefined,
  key: SiteCookieKey,
  suffix = '',
): string | null {
  return readCookie(header, siteCookieName(site, key, suffix));
}
