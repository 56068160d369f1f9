/**
 * Where a sign-in goes on to (`next`), judged once against the site's own URL (zod-free: loaders and the server
 * both use it). A `next` arrives in a query string or a form field, so anyone can write one; only a path of this
 * site, written the way our own pages write it, is followed. Anything else falls back to the role's home page.
 */
import { OWNER_HOME_PATH, OWNER_SIGN_IN_PATH } from './account-constants.ts';

export const CONSOLE_HOME_PATH = '/operator';
export const CONSOLE_SIGN_IN_PATH = '/operator/sign-in';

/** Longer than any path the site makes (a connect link's token is the longest); beyond it, not ours. */
const MAX_NEXT_LENGTH = 2048;
/**
 * A path-absolute reference in printable ASCII: no space, tab, newline or other control character (browsers drop
 * tabs and newlines from URLs, so `/<TAB>/evil.example` reads as `//evil.example`), no backslash (read as `/`), no
 * non-ASCII character (which cannot be a header, and which hostnames map: `。` is a dot), and not `//` or `/\`.
 */
const PLAIN_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/**
 * The path as the routers match it: without the query, percent-decoded, repeated slashes as one and lower-cased.
 * React Router matches paths case-insensitively and decodes them, so `/REPLIES/…` or `/%6Fperator` reach the same
 * route as `/replies/…` and `/operator`, and must meet the same rules. A path that does not decode is compared as
 * sent, lower-cased.
 */
export function routedPath(url: string): string {
  const query = url.search(/[?#]/);
  const path = query < 0 ? url : url.slice(0, query);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: no router decodes it either.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * `value` as a path of the site at `publicUrl` (path, query and fragment, as the URL parser writes them), or null
 * when it is anything else: another host (`//host`, `https://host`, `/\host`, a tab or newline between the
 * slashes), another scheme (`javascript:`), a control or non-ASCII character, or a path that only becomes `//host`
 * once its dot segments are resolved (`/.//host`). The answer is safe to put in a `Location` header as it is.
 */
export function sameSitePath(value: string | null | undefined, publicUrl: string): string | null {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH || !PLAIN_PATH.test(value)) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(publicUrl);
    url = new URL(value, site);
  } catch {
    return null;
  }
  if (url.origin !== site.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Resolved or decoded, it must still be one path on this host: never `//host` or `/\host`.
  const decoded = safeDecode(url.pathname);
  if (path.startsWith('//') || decoded === null || /^\/[/\\]|\\|\p{Cc}/u.test(decoded)) return null;
  return path;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether a routed path is `prefix` or below it (React Router's data requests, `prefix.data`, included). */
function under(routed: string, prefix: string): boolean {
  return routed === prefix || routed.startsWith(`${prefix}/`) || routed.startsWith(`${prefix}.`);
}

/** An owner's `next`: a page of this site, never the console or the sign-in page itself; else the account page. */
export function safeOwnerNext(value: string | null | undefined, publicUrl: string): string {
  const path = sameSitePath(value, publicUrl);
  if (path === null) return OWNER_HOME_PATH;
  const routed = routedPath(path);
  if (under(routed, CONSOLE_HOME_PATH) || under(routed, OWNER_SIGN_IN_PATH)) return OWNER_HOME_PATH;
  return path;
}

/** An operator's `next`: a page of the console other than its sign-in page; else the dashboard. */
export function safeConsoleNext(value: string | null | undefined, publicUrl: string): string {
  const path = sameSitePath(value, publicUrl);
  if (path === null) return CONSOLE_HOME_PATH;
  const routed = routedPath(path);
  const inConsole = routed === CONSOLE_HOME_PATH || routed.startsWith(`${CONSOLE_HOME_PATH}/`);
  if (!inConsole || under(routed, CONSOLE_SIGN_IN_PATH)) return CONSOLE_HOME_PATH;
  return path;
}
