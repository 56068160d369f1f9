import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, apiGet, apiRequest } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiErrorMessage', () => {
  it('is status, colon, space, then the body', () => {
    expect(apiErrorMessage(400, '{"message":"Too fast"}', 'Bad Request')).toBe('400: {"message":"Too fast"}');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(apiErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('apiRequest', () => {
  it('posts JSON with credentials and returns the parsed answer', async () => {
    const fetchMock = stubFetch(Response.json({ success: true, id: 'abc' }));
    await expect(apiRequest('POST', '/api/contact', { name: 'Ana' })).resolves.toEqual({ success: true, id: 'abc' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Ana"}');
  });

  it('throws an ApiError carrying the status and the server message', async () => {
    stubFetch(new Response('{"message":"Please wait a moment"}', { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('POST', '/api/leads', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Please wait a moment"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Please wait a moment');
  });

  it('uses the status text for an empty error body', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/api/leads', {})).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiGet', () => {
  it('GETs without a body', async () => {
    const fetchMock = stubFetch(Response.json({ sops: [] }));
    await expect(apiGet('/api/saved-sops')).resolves.toEqual({ sops: [] });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('throws on 401 by default and resolves null when asked to', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/x')).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/x', { on401: 'return-null' })).resolves.toBeNull();
  });
});
