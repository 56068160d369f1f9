import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { routedPath } from '#contracts/next-path.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce for the page's scripts: created on first read, so JSON answers never pay for it. */
    readonly cspNonce: string;
  }
}

const NONCE = Symbol('cspNonce');
type NonceCarrier = FastifyRequest & { [NONCE]?: string };

/**
 * Security headers on every response, and a per-request CSP nonce for every HTML page's scripts.
 * No 'unsafe-inline' scripts; styles allow inline attributes because Radix positions popovers with them.
 *
 * Cost matters here: these hooks run on every request. So there is one
 * onRequest hook and one onSend hook, both callback-style (no promise per hook), the policies are built once, and the
 * nonce (16 bytes from the CSPRNG) is only created when something reads `request.cspNonce` (the page renderer) or the
 * answer is not JSON. A JSON answer carries a static policy that allows nothing to run or embed it: a nonce only
 * matters in a document that has scripts.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; hsts: boolean }): void {
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest): string {
      const request = this as NonceCarrier;
      return (request[NONCE] ??= randomBytes(16).toString('base64'));
    },
  });

  // Every answer: no MIME sniffing, no framing (also for browsers that predate frame-ancestors), HTTPS only.
  const everyAnswer: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(options.hsts ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
  // Headers that only act on a document a browser renders: where it may send the Referer, which browser features it
  // may use, and its own browsing-context group. A JSON answer is never rendered as a document, so it gets OWASP's
  // REST set above and not these (OWASP REST Security Cheat Sheet, "Security Headers"): about 200 bytes and three
  // headers less on every API answer, for the server that writes them and every client that parses them.
  const documentHeaders: [string, string][] = [
    ...everyAnswer,
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['cross-origin-opener-policy', 'same-origin'],
  ];

  app.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const json = isJson(reply.getHeader('content-type'));
      if (!reply.hasHeader('content-security-policy')) {
        const nonce = (request as NonceCarrier)[NONCE];
        reply.header(
          'content-security-policy',
          nonce === undefined && json ? JSON_CONTENT_SECURITY_POLICY : contentSecurityPolicy(nonce ?? request.cspNonce),
        );
      }
      for (const [name, value] of json ? everyAnswer : documentHeaders) reply.header(name, value);
      // The id the logs carry (build-app.ts genReqId), so a visitor's report can be matched to its log line.
      reply.header('x-request-id', request.id);
      // The operator console (docs/operator-console.md): never indexed, never kept by a shared cache.
      if (isOperatorPath(request.url)) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('cache-control', 'private, no-store');
      }
      done(null, payload);
    },
  );

  // CSRF defence for the JSON API, the pages that change state (posting a reply, connecting or disconnecting Google)
  // and the operator console: a state-changing request from a browser on another site is refused. The console's forms
  // also carry a per-session token (server/features/operator/operator-guard.ts). /unsubscribe is not among them: it
  // takes RFC 8058 one-click POSTs, which carry no Origin of ours.
  const ownOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    done(crossSiteApiWrite(request, ownOrigin) ? new AppError('FORBIDDEN_ORIGIN') : undefined);
  });
}

/** Where writes only ever come from our own pages (and the operator console, below). */
const SAME_SITE_WRITE_PREFIXES = [
  '/api/',
  '/replies/',
  '/connect/',
  '/sign-in',
  '/sign-out',
  '/account',
  '/inbox',
  '/confirm-address',
] as const;

/** The path as the routers match it (decoded, lower-cased): every prefix rule here compares that. */
export { routedPath };

/** `/operator`, `/operator/…`, and React Router's data requests for them (`/operator.data`), in any case. */
export function isOperatorPath(url: string): boolean {
  const path = routedPath(url);
  return path.startsWith('/operator') && (path.length === 9 || '/.'.includes(path.charAt(9)));
}

function crossSiteApiWrite(request: FastifyRequest, ownOrigin: string): boolean {
  const path = routedPath(request.url);
  if (!SAME_SITE_WRITE_PREFIXES.some((prefix) => path.startsWith(prefix)) && !isOperatorPath(path)) return false;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const origin = request.headers.origin;
  if (origin) {
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    return origin !== ownOrigin && !sameHost;
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

/**
 * For JSON answers: nothing may load or run, and nothing may frame it (OWASP REST Security Cheat Sheet). Directives
 * that do not fall back to default-src (base-uri, form-action) only matter in a document with markup, which a JSON
 * answer never becomes: browsers show it as text.
 */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = [
  "default-src 'self'",
  "script-src 'self' 'nonce-\u0000' 'strict-dynamic'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The explainer video loads only after a click, from the privacy-enhanced host.
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]
  .join('; ')
  .split('\u0000') as [string, string];

/** The policy of pages (and of anything that is not JSON): scripts only with this request's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return POLICY_BEFORE_NONCE + nonce + POLICY_AFTER_NONCE;
}
