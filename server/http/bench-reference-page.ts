import type { FastifyInstance } from 'fastify';

/**
 * The benchmark's Lighthouse reference: a small static HTML page with no scripts, web fonts or images,
 * served by the product's own server so that comparing it with the product's pages isolates the pages, not the
 * server. It goes through everything a page goes through here (security headers and CSP, compression, logging);
 * only the page differs. Registered only when BENCH_REFERENCE_PAGE is set, which `npm run bench` does for the server
 * it audits: production exposes no test routes.
 */

export const BENCH_REFERENCE_PAGE_PATH = '/__bench/reference';

export const BENCH_REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page | Replybook benchmark</title>
<meta name="description" content="A static page served by the product's server: the ceiling this machine reaches in Lighthouse.">
<link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;color:#1a1a1a;background:#fff}h1{font-size:1.75rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>Reference page</h1>
<p>This page has no scripts, no web fonts and no images. It is served by the product's own server, with the same
headers as every page, so its Lighthouse figures show what the machine and the simulated throttling allow.</p>
</main>
</body>
</html>
`;

export function registerBenchReferencePage(app: FastifyInstance): void {
  app.get(BENCH_REFERENCE_PAGE_PATH, { schema: { hide: true } }, (_request, reply) => {
    // The headers of the product's pages (react-router-handler.ts): HTML, revalidated on every visit.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(BENCH_REFERENCE_PAGE_HTML);
  });
}
