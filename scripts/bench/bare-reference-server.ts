import Fastify from 'fastify';

/**
 * The benchmark's reference for "what this machine can do": a bare Fastify with no plugins,
 * run as its own process on the same Node, answering
 *   GET|POST /json/:bytes  a JSON object of exactly `bytes` bytes (sized from the real endpoint's answer).
 * The Lighthouse reference page is not here: the product's own server serves it when the benchmark sets
 * BENCH_REFERENCE_PAGE (server/http/bench-reference-page.ts), so that comparison isolates the page, not the server.
 * Started by run-bench.ts: `node --import tsx scripts/bench/bare-reference-server.ts <port>`.
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

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
