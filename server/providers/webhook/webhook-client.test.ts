import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookClient, retryAfterSeconds } from './webhook-client.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

interface Seen {
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A one-route local server; `answer` decides the response (or never answers). */
async function serve(
  answer: (seen: Seen, respond: (status: number, headers?: Record<string, string>, body?: string) => void) => void,
) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const item = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(item);
      answer(item, (status, headers = {}, body = '') => {
        response.writeHead(status, headers);
        response.end(body);
      });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, seen };
}

describe('webhook client', () => {
  it('POSTs the exact body as JSON with the signature, idempotency key and user agent', async () => {
    const receiver = await serve((_seen, respond) =>
      respond(200, { 'content-type': 'application/json' }, '{"status":"success"}'),
    );
    const client = createWebhookClient({ url: receiver.url, secret: 'k' });
    const body = '{"name":"Ana ñ","source":"gmb-website","timestamp":"2026-11-22T10:00:00.000Z"}';
    const result = await client.post({ body, idempotencyKey: 'key-1' });
    expect(result).toMatchObject({ kind: 'response', statusCode: 200, bodyExcerpt: '{"status":"success"}' });
    const [request] = receiver.seen;
    expect(request!.body).toBe(body);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['idempotency-key']).toBe('key-1');
    expect(request!.headers['user-agent']).toBe('Replybook-Webhook/1.0');
    expect(verifyWebhookSignature(request!.body, 'k', request!.headers['x-replybook-signature'] as string)).toBe(true);
  });

  it('sends no signature without a secret', async () => {
    const receiver = await serve((_seen, respond) => respond(204));
    await createWebhookClient({ url: receiver.url }).post({ body: '{}', idempotencyKey: 'k' });
    expect(receiver.seen[0]!.headers['x-replybook-signature']).toBeUndefined();
  });

  it('reports the status, Retry-After and the start of the body of a failure', async () => {
    const receiver = await serve((_seen, respond) => respond(503, { 'retry-after': '120' }, 'x'.repeat(5_000)));
    const result = await createWebhookClient({ url: receiver.url }).post({ body: '{}', idempotencyKey: 'k' });
    expect(result).toMatchObject({ kind: 'response', statusCode: 503, retryAfterSeconds: 120 });
    expect(result.kind === 'response' && result.bodyExcerpt.length).toBe(500);
  });

  it('reads a Retry-After given as an HTTP date against its clock', async () => {
    const receiver = await serve((_seen, respond) => respond(429, { 'retry-after': 'Wed, 21 Oct 2026 07:30:00 GMT' }));
    const now = () => new Date('2026-10-21T07:28:00Z');
    const result = await createWebhookClient({ url: receiver.url, now }).post({ body: '{}', idempotencyKey: 'k' });
    expect(result).toMatchObject({ kind: 'response', statusCode: 429, retryAfterSeconds: 120 });
  });

  it('does not follow redirects (the POST would become a GET)', async () => {
    const receiver = await serve((_seen, respond) => respond(302, { location: '/elsewhere' }));
    const result = await createWebhookClient({ url: receiver.url }).post({ body: '{}', idempotencyKey: 'k' });
    expect(result).toMatchObject({ kind: 'response', statusCode: 302 });
    expect(receiver.seen).toHaveLength(1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const receiver = await serve(() => {});
    const result = await createWebhookClient({ url: receiver.url, timeoutMs: 200 }).post({
      body: '{}',
      idempotencyKey: 'k',
    });
    expect(result).toMatchObject({ kind: 'network-error', error: 'timed out after 0.2 s' });
  });

  it('reports a refused connection as a network error', async () => {
    // A port that was just free: nothing listens there any more.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const result = await createWebhookClient({ url: `http://127.0.0.1:${port}/hook` }).post({
      body: '{}',
      idempotencyKey: 'k',
    });
    expect(result.kind).toBe('network-error');
    expect(result.kind === 'network-error' && result.error).toMatch(/ECONNREFUSED/);
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date('2026-10-21T07:27:00Z');

  it('reads delta-seconds and HTTP dates, and ignores anything else', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 5 ', now)).toBe(5);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:26:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('-1', now)).toBeUndefined();
    expect(retryAfterSeconds('later', now)).toBeUndefined();
  });
});
