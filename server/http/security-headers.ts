import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * Security headers on every response, and a fresh CSP nonce per request for the page's scripts.
 * No 'unsafe-inline' scripts; styles allow inline attributes because Radix positions popovers with them.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; hsts: boolean }): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce));
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });

  // CSRF defence for the JSON API: a state-changing request from a browser on another site is refused.
  const ownOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin) {
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (origin !== ownOrigin && !sameHost) throw new AppError('FORBIDDEN_ORIGIN');
    } else if (fetchSite === 'cross-site') {
      throw new AppError('FORBIDDEN_ORIGIN');
    }
  });
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    "connect-src 'self'",
    // The explainer video loads only after a click, from the privacy-enhanced host.
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
