import type { ApiAnswer, ApiEndpoint, ApiRequest, FileEndpoint, JsonEndpoint } from '#contracts/api.ts';

/**
 * The browser's one way to call our JSON API, typed by contracts/api.ts (request and answer): credentials included,
 * JSON bodies, and a non-OK response thrown as an ApiError whose message is `${status}: ${body or statusText}`.
 * The error keeps the status and the server's `message`, so a form can show it where that helps.
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

/** '{status}: {body or status text}'. */
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
  /** A 401 throws by default; with 'return-null' it resolves to null instead. */
  on401?: 'throw' | 'return-null';
  /** A 404 throws by default; with 'return-null' it resolves to null instead (a file not written yet). */
  on404?: 'throw' | 'return-null';
};

/** The answer, or null when the options turn a 401 or 404 into null. */
type Resolved<T, O extends ApiRequestOptions> = O extends { on401: 'return-null' } | { on404: 'return-null' }
  ? T | null
  : T;

/** Calls without a params, query or body part may leave the request out. */
type Arguments<E extends ApiEndpoint, O> =
  object extends ApiRequest<E> ? [request?: ApiRequest<E>, options?: O] : [request: ApiRequest<E>, options?: O];

type RequestParts = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };

/** 'GET /api/restaurant-data/:id' with `{ params: { id } }` → GET /api/restaurant-data/{id}?{query}. */
export function apiUrl(endpoint: ApiEndpoint, request: RequestParts = {}): { method: string; url: string } {
  const [method = 'GET', template = ''] = endpoint.split(' ');
  const path = template.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return { method, url: search ? `${path}?${search}` : path };
}

async function send(
  endpoint: ApiEndpoint,
  request: RequestParts,
  options: ApiRequestOptions,
  accept: string,
): Promise<Response | null> {
  const { method, url } = apiUrl(endpoint, request);
  const { body } = request;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept } : { 'content-type': 'application/json', accept },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'return-null') return null;
  if (response.status === 404 && options.on404 === 'return-null') return null;
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

/** A JSON endpoint: `api('POST /api/generate-sop', { body })`, resolving to its typed answer. */
export async function api<E extends JsonEndpoint, O extends ApiRequestOptions = ApiRequestOptions>(
  endpoint: E,
  ...[request, options]: Arguments<E, O>
): Promise<Resolved<ApiAnswer<E>, O>> {
  const response = await send(endpoint, (request ?? {}) as RequestParts, options ?? {}, 'application/json');
  return (response === null ? null : await response.json()) as Resolved<ApiAnswer<E>, O>;
}

/** A download endpoint, resolving to the file's text. */
export async function apiFile<E extends FileEndpoint, O extends ApiRequestOptions = ApiRequestOptions>(
  endpoint: E,
  ...[request, options]: Arguments<E, O>
): Promise<Resolved<string, O>> {
  const response = await send(endpoint, (request ?? {}) as RequestParts, options ?? {}, '*/*');
  return (response === null ? null : await response.text()) as Resolved<string, O>;
}
