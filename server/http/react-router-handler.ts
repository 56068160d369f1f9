import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppServices } from '#contracts/app-services.ts';

const NONCE_PLACEHOLDER = '__RB_CSP_NONCE__';
/** Prerendered pages are built without a running server: their canonical/share URLs carry this origin (app/lib/seo.ts). */
const PUBLIC_URL_PLACEHOLDER = '__RB_PUBLIC_URL__';

export interface ReactRouterOptions {
  /** Production: the built app. Development: a Vite dev server that loads the build on each request. */
  mode: { kind: 'build'; buildDir: string } | { kind: 'vite'; loadBuild: () => Promise<ServerBuild> };
  publicUrl: string;
  services: AppServices;
}

/**
 * Serves the React Router app for every non-API path: hashed assets (immutable), other static files,
 * prerendered pages (with this request's CSP nonce substituted), and server rendering for the rest.
 */
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  const prerendered = new Map<string, string>();
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let mode: 'production' | 'development';

  if (options.mode.kind === 'build') {
    const clientDir = path.join(options.mode.buildDir, 'client');
    const serverEntry = path.join(options.mode.buildDir, 'server', 'index.js');
    build = (await import(serverEntry)) as ServerBuild;
    mode = 'production';
    collectPrerendered(clientDir, clientDir, prerendered);
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // HTML is revalidated; fingerprinted assets are cached for a year.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600, must-revalidate');
        }
      },
    });
  } else {
    build = options.mode.loadBuild;
    mode = 'development';
  }

  const handler = createRequestHandler(build, mode);

  await app.register(async (scope) => {
    // Page requests (forms, the one-click unsubscribe POST) reach React Router with their raw body; each action
    // reads it through app/lib/action-form.server.ts, which answers a body that is not its form with a 4xx.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // A body that fails before React Router sees it (over the limit, shorter than its Content-Length) gets a page,
    // not the API's JSON. Every other error goes on to the app's handler (error-handler.ts), which logs a 5xx.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (!error.code?.startsWith('FST_ERR_CTP_')) throw error;
      if (error.statusCode === 413) return sendPlainPage(reply, 413, pageBodyMessages.tooLarge);
      return sendPlainPage(reply, 400, pageBodyMessages.unreadable);
    });

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const page =
        request.method === 'GET' || request.method === 'HEAD'
          ? prerendered.get(pathname.replace(/\/+$/, '') || '/')
          : undefined;
      if (page) {
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(
            page.replaceAll(NONCE_PLACEHOLDER, request.cspNonce).replaceAll(PUBLIC_URL_PLACEHOLDER, options.publicUrl),
          );
      }
      const webRequest = toWebRequest(request, options.publicUrl);
      const failures: unknown[] = [];
      const response = await handler(webRequest, {
        cspNonce: request.cspNonce,
        publicUrl: options.publicUrl,
        clientIp: request.ip,
        services: options.services,
        reportError: (error) => failures.push(error),
      });
      if (response.status >= 500) {
        // The error a loader, an action or the render threw (app/entry.server.tsx reports it here), with the
        // request id; the request's own completion line is at error level too (logger.ts).
        const err = failures.find((failure) => failure instanceof Error);
        request.log.error(err ? { err, status: response.status } : { status: response.status }, 'page failed');
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie') return;
        reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-cache');
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    };
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', schema: { hide: true }, handler: serve });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', schema: { hide: true }, handler: serve });
  });
}

/** The largest body a page accepts, as the API (BODY_LIMIT in build-app.ts). */
const PAGE_BODY_LIMIT = 262_144;

export const pageBodyMessages = {
  tooLarge: `The form is larger than this site accepts (${PAGE_BODY_LIMIT / 1024} KB). Go back, shorten it and submit it again.`,
  unreadable: 'The request could not be read: it arrived incomplete or malformed. Go back and submit the form again.',
} as const;

const PLAIN_PAGE_TITLES: Record<number, string> = { 413: 'Form too large' };

/** A small self-contained page (no scripts, no styles to load) for the answers React Router never renders. */
function sendPlainPage(reply: FastifyReply, status: number, sentence: string): FastifyReply {
  const title = PLAIN_PAGE_TITLES[status] ?? 'Request not accepted';
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Replybook</title></head>` +
        `<body><main><h1>${title}</h1><p>${sentence}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}

function collectPrerendered(root: string, dir: string, into: Map<string, string>): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'assets') continue;
    if (statSync(full).isDirectory()) {
      collectPrerendered(root, full, into);
    } else if (entry === 'index.html') {
      const route = `/${path.relative(root, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
      into.set(route, readFileSync(full, 'utf8'));
    }
  }
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const base = request.headers.host ? `${request.protocol}://${request.headers.host}` : publicUrl;
  const url = new URL(request.url, base);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}
