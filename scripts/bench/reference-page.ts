/**
 * The benchmark's Lighthouse reference: a small static HTML page with no scripts, web fonts or images, served by the
 * bare reference server (bare-reference-server.ts) with the headers of the product's pages that matter to a browser's
 * timing (HTML, revalidated on every visit). Its scores are what this machine and the simulated throttling allow.
 */

export const REFERENCE_PAGE_PATH = '/reference';

export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page | Replybook benchmark</title>
<meta name="description" content="A static page: the ceiling this machine reaches in Lighthouse.">
<link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;color:#1a1a1a;background:#fff}h1{font-size:1.75rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>Reference page</h1>
<p>This page has no scripts, no web fonts and no images. Its Lighthouse figures show what the machine and the simulated
throttling allow.</p>
</main>
</body>
</html>
`;
