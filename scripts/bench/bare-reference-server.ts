import Fastify from 'fastify';

/**
 * The benchmark's reference for "what this machine can do" (issue 9 §1): a bare Fastify with no plugins,
 * run as its own process on the same Node, answering
 *   GET|POST /json/:bytes  a JSON object of exactly `bytes` bytes (sized from the real endpoint's answer);
 *   GET /                  a small static HTML page, the Lighthouse reference.
 * It lives here rather than in the product because production must expose nothing for tests.
 * Started by run-bench.ts: `node --import tsx scripts/bench/bare-reference-server.ts` with BARE_PORT.
 */

const port = Number(process.argv[2] ?? '0');
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: bare-reference-server.ts <port>');
  process.exit(2);
}

const payloads = new Map<number, { success: boolean; data: string }>();

/** An object whose JSON.stringify output is exactly `bytes` long (ASCII), serialised per request like a route's. */
function payloadOf(bytes: number): { success: boolean; data: string } {
  let payload = payloads.get(bytes);
  if (!payload) {
    const overhead = JSON.stringify({ success: true, data: '' }).length;
    payload = { success: true, data: 'x'.repeat(Math.max(0, bytes - overhead)) };
    payloads.set(bytes, payload);
  }
  return payload;
}

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page | Replybook benchmark</title>
<meta name="description" content="A static page served by a bare Fastify server: the ceiling this machine reaches in Lighthouse.">
<link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;color:#1a1a1a;background:#fff}h1{font-size:1.75rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>Reference page</h1>
<p>This page has no scripts, no web fonts and no images. It is served by a bare Fastify server on the same machine
as the product, so its Lighthouse figures show what the machine and the simulated throttling allow.</p>
</main>
</body>
</html>
`;

const app = Fastify({ logger: false });

const sizeParams = {
  type: 'object',
  properties: { bytes: { type: 'integer', minimum: 2, maximum: 10_000_000 } },
  required: ['bytes'],
} as const;

app.get<{ Params: { bytes: number } }>('/json/:bytes', { schema: { params: sizeParams } }, async (request) =>
  payloadOf(request.params.bytes),
);
app.post<{ Params: { bytes: number } }>('/json/:bytes', { schema: { params: sizeParams } }, async (request) =>
  payloadOf(request.params.bytes),
);
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
