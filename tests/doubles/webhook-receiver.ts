import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '#server/providers/webhook/webhook-signature.ts';

/**
 * A local automation webhook (Zapier "Catch Hook" / Make custom webhook): records every request
 * with its raw body, checks the signature when given the secret, and can be told to fail the next requests with a
 * status or by dropping the connection. Answers like Zapier otherwise.
 */

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The parsed body, or undefined when it was not JSON. */
  json: Record<string, unknown> | undefined;
  /** Signature check against the secret; undefined when the receiver has no secret. */
  signatureValid: boolean | undefined;
  answer: number | 'dropped';
}

export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order, failed ones included. */
  readonly requests: ReceivedWebhook[];
  /** Requests answered 2xx. */
  accepted(): ReceivedWebhook[];
  /** Answer the next `count` requests with `status` (optionally with Retry-After), then go back to 200. */
  failNext(count: number, status: number, options?: { retryAfterSeconds?: number }): void;
  /** Destroy the connection of the next `count` requests without answering. */
  dropNext(count: number): void;
  /** Answer every request with `status` from now on (until reset). */
  answerAlways(status: number): void;
  reset(): void;
  /** Resolves once `predicate` holds for the recorded requests; rejects after `timeoutMs`. */
  waitFor(predicate: (requests: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

type Plan = { kind: 'status'; status: number; retryAfterSeconds?: number | undefined } | { kind: 'drop' };

export async function startWebhookReceiver(options: { secret?: string } = {}): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  let queue: Plan[] = [];
  let always: number | undefined;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const rawBody = raw.toString('utf8');
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      const signature = request.headers['x-replybook-signature'];
      const plan: Plan = queue.shift() ?? { kind: 'status', status: always ?? 200 };
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        rawBody,
        json,
        signatureValid:
          options.secret === undefined
            ? undefined
            : verifyWebhookSignature(raw, options.secret, typeof signature === 'string' ? signature : undefined),
        answer: plan.kind === 'drop' ? 'dropped' : plan.status,
      });
      if (plan.kind === 'drop') {
        request.socket.destroy();
      } else {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (plan.retryAfterSeconds !== undefined) headers['retry-after'] = String(plan.retryAfterSeconds);
        response.writeHead(plan.status, headers);
        const id = randomUUID();
        response.end(
          plan.status < 300
            ? JSON.stringify({ id, request_id: id, attempt: id, status: 'success' })
            : JSON.stringify({ status: 'error', message: `answered ${plan.status} by the test receiver` }),
        );
      }
      notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/catch/1234/abcd/`,
    requests,
    accepted: () => requests.filter((r) => typeof r.answer === 'number' && r.answer >= 200 && r.answer < 300),
    failNext(count, status, failOptions = {}) {
      for (let i = 0; i < count; i += 1)
        queue.push({ kind: 'status', status, retryAfterSeconds: failOptions.retryAfterSeconds });
    },
    dropNext(count) {
      for (let i = 0; i < count; i += 1) queue.push({ kind: 'drop' });
    },
    answerAlways(status) {
      always = status;
    },
    reset() {
      queue = [];
      always = undefined;
      requests.length = 0;
    },
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        if (predicate(requests)) return resolve();
        const check = () => {
          if (!predicate(requests)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`webhook receiver: condition not met within ${timeoutMs} ms (${requests.length} requests)`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
