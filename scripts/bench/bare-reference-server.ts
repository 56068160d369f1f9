import Fastify from 'fastify';
import { REFERENCE_PAGE_HTML, REFERENCE_PAGE_PATH } from './reference-page.ts';

/**
 * The benchmark's reference for "what this machine can do": a bare Fastify with no plugins,
 * run as its own process on the same Node, answering
 *   GET|POST /json/:bytes  a JSON object of exactly `bytes` bytes (sized from the real endpoint's answer);
 *   GET /reference         the Lighthouse reference page (reference-page.ts).
 * The product's server has no benchmark routes.
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
app.get(REFERENCE_PAGE_PATH, (_request, reply) => {
  // The headers of the product's pages (react-router-handler.ts): HTML, revalidated on every visit.
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(REFERENCE_PAGE_HTML);
});
app.get('/healthz', async () => ({ status: 'ok' }));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
