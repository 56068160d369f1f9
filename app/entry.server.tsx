import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { ServerRouter } from 'react-router';
import { NONCE_PLACEHOLDER, NonceContext } from './lib/csp-nonce.tsx';
import { StripModulePreloads } from './lib/module-preload-filter.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // At build time (prerender) there is no request nonce: render the placeholder the server swaps per request.
  const nonce = loadContext?.cspNonce ?? NONCE_PLACEHOLDER;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every page is sent whole and in order, to browsers and crawlers alike. Loaders have already run, so
        // nothing here waits on I/O and streaming the shell first would save a few milliseconds of rendering; it
        // would also outline each Suspense boundary as a hidden <div> that inline scripts move into place later
        // (React throttles those reveals to one batch per 300 ms), re-laying out the landing page after its first
        // paint. progressiveChunkSize: React otherwise outlines any boundary over 12.8 KB even when it is ready.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new StripModulePreloads();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (loadContext?.reportError) loadContext.reportError(error);
          else if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React Router hands over every error a loader or action throws. A 4xx it answers itself (a POST to a page without a
 * form, a 404 thrown by a loader) is the visitor's mistake, not ours: no stack trace for those, and none for a
 * request the visitor abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The server logs it with the request id once the answer's status is known (server/http/react-router-handler.ts).
  const report = (context as AppLoadContext | undefined)?.reportError;
  if (report) report(error);
  else console.error(error);
};
