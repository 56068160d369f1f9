import { parseRetryAfter } from '#server/providers/http-retry.ts';
import { SIGNATURE_HEADER, signWebhookBody } from './webhook-signature.ts';

/**
 * POSTs one outbox payload to the automation webhook (Zapier/Make catch hook, or anything that speaks JSON):
 * signed with the shared secret. It reports what happened; deciding whether to retry is the outbox's job.
 */

export interface WebhookClientOptions {
  url: string;
  /** WEBHOOK_SECRET: when set, the raw body is signed (X-Replybook-Signature). */
  secret?: string | undefined;
  timeoutMs?: number;
  /** Clock for a Retry-After given as an HTTP date; default the system clock. */
  now?: () => Date;
}

export type WebhookPostResult =
  | {
      kind: 'response';
      statusCode: number;
      /** Retry-After in whole seconds (delta-seconds or an HTTP date), when the receiver sent one (429/503). */
      retryAfterSeconds: number | undefined;
      /** The start of the response body, for the attempt log. */
      bodyExcerpt: string;
      durationMs: number;
    }
  | { kind: 'network-error'; error: string; durationMs: number };

export interface WebhookPostRequest {
  /** The exact bytes to send; signed as is. */
  body: string;
  /** Stable across retries of one delivery, so the receiver can drop duplicates. */
  idempotencyKey: string;
}

export interface WebhookClient {
  post(request: WebhookPostRequest): Promise<WebhookPostResult>;
}

export const WEBHOOK_USER_AGENT = 'Replybook-Webhook/1.0';
export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 500;

export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  return {
    async post({ body, idempotencyKey }) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'idempotency-key': idempotencyKey,
      };
      if (options.secret) headers[SIGNATURE_HEADER] = signWebhookBody(body, options.secret);
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers,
          body,
          // A redirect would turn the POST into a GET (Zapier does not follow them either): report it as is.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const bodyExcerpt = await readExcerpt(response);
        return {
          kind: 'response',
          statusCode: response.status,
          retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now()),
          bodyExcerpt,
          durationMs: elapsed(),
        };
      } catch (error) {
        return { kind: 'network-error', error: describeFetchError(error, timeoutMs), durationMs: elapsed() };
      }
    },
  };
}

async function readExcerpt(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // The body broke off after the status arrived; the status is what matters.
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
}

/** Retry-After in whole seconds, rounded up (the outbox schedules in seconds); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now: Date): number | undefined {
  const ms = parseRetryAfter(value, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs / 1000} s`;
  }
  if (error instanceof Error) {
    const cause = error.cause as { code?: string; message?: string } | undefined;
    const detail = cause?.code ?? cause?.message;
    return detail ? `${error.message}: ${detail}` : error.message;
  }
  return String(error);
}
