/**
 * The browser's one way to call our JSON API (product-spec §7 "Shared request behaviour"): credentials included,
 * JSON bodies, and a non-OK response thrown as an Error whose message is `${status}: ${body or statusText}` (§8).
 * The error keeps the status and the server's `message` (decisions §5: rejected input gets a clear JSON message),
 * so a form can show it where that helps.
 */

export class ApiError extends Error {
  readonly status: number;
  /** The `message` field of a JSON error body, when there is one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(apiErrorMessage(status, bodyText, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessageFrom(bodyText);
  }
}

/** Spec §8: '{status}: {body or status text}'. */
export function apiErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

function serverMessageFrom(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the status line already says enough.
  }
  return undefined;
}

export type ApiRequestOptions = {
  signal?: AbortSignal;
  /** Spec §7: a 401 throws by default; with 'return-null' it resolves to null instead. */
  on401?: 'throw' | 'return-null';
};

async function send(method: string, url: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  return response;
}

async function readJson<T>(response: Response, options: ApiRequestOptions): Promise<T | null> {
  if (response.status === 401 && options.on401 === 'return-null') return null;
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as T;
}

/**
 * A request with a JSON body (POST by default), resolving to the parsed JSON answer. The caller states the answer's
 * type; validate it where a wrong shape would do harm.
 */
export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const result = await readJson<T>(await send(method, url, body, options), options);
  return result as T;
}

/** A data query: GET on the URL (the query key's first element, spec §7), parsed as JSON. */
export async function apiGet<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const result = await readJson<T>(await send('GET', url, undefined, options), options);
  return result as T;
}
