/** One HTTP call as the benchmark sees it: status, uncompressed body size, parsed JSON, elapsed time. */
export interface CallResult {
  status: number;
  /** Bytes of the uncompressed body (what autocannon, which sends no Accept-Encoding, receives). */
  bytes: number;
  json: unknown;
  text: string;
  ms: number;
}

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const text = buffer.toString('utf8');
  let json: unknown = undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, bytes: buffer.length, json, text, ms };
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Why a call did not succeed, in report words. A 404/405 from the API's catch-all (or, in older builds, an
 * HTML page from the site's router) means the route does not exist yet: "not available".
 */
export function unavailableReason(result: CallResult): string | null {
  if (result.status >= 200 && result.status < 300) return null;
  const message = asRecord(result.json)['message'];
  const routeMissing =
    result.status === 405 ||
    (result.status === 404 &&
      (result.json === undefined || (typeof message === 'string' && message.startsWith('No API route'))));
  if (routeMissing) return `not available (route not implemented: ${result.status})`;
  return `answers ${result.status}${typeof message === 'string' ? `: ${message.slice(0, 160)}` : ''}`;
}
