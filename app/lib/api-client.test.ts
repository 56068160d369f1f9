import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiErrorMessage, apiFile, apiUrl } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hi', source: 'gmb-website' } as const;
const lead = { type: 'free-trial', email: 'ana@example.com' } as const;

describe('apiErrorMessage', () => {
  it('is status, colon, space, then the body', () => {
    expect(apiErrorMessage(400, '{"message":"Too fast"}', 'Bad Request')).toBe('400: {"message":"Too fast"}');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(apiErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('apiUrl', () => {
  it('fills path parameters (encoded) and appends the query, leaving out undefined values', () => {
    expect(apiUrl('GET /api/restaurant-data/:id', { params: { id: 'a b/c' } })).toEqual({
      method: 'GET',
      url: '/api/restaurant-data/a%20b%2Fc',
    });
    expect(apiUrl('GET /api/places/autocomplete', { query: { input: 'katz & co', sessionToken: undefined } })).toEqual({
      method: 'GET',
      url: '/api/places/autocomplete?input=katz+%26+co',
    });
  });

  it('refuses a missing path parameter', () => {
    expect(() => apiUrl('GET /api/restaurant-data/:id', {})).toThrow('Missing path parameter id');
  });
});

describe('api: a JSON body', () => {
  it('posts JSON with credentials and returns the parsed answer', async () => {
    const fetchMock = stubFetch(Response.json({ success: true, id: 'abc' }));
    await expect(api('POST /api/contact', { body: contact })).resolves.toEqual({ success: true, id: 'abc' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify(contact));
  });

  it('throws an ApiError carrying the status and the server message', async () => {
    stubFetch(new Response('{"message":"Please wait a moment"}', { status: 400, statusText: 'Bad Request' }));
    const error = await api('POST /api/leads', { body: lead }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Please wait a moment"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Please wait a moment');
  });

  it('uses the status text for an empty error body', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api('POST /api/leads', { body: lead })).rejects.toThrow('503: Service Unavailable');
  });
});

describe('api: a query', () => {
  it('GETs without a body', async () => {
    const fetchMock = stubFetch(Response.json({ sops: [] }));
    await expect(api('GET /api/saved-sops')).resolves.toEqual({ sops: [] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/saved-sops');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('throws on 401 by default and resolves null when asked to', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api('GET /api/saved-sops')).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api('GET /api/saved-sops', {}, { on401: 'return-null' })).resolves.toBeNull();
  });
});

describe('apiFile', () => {
  it('resolves to the file as text, and to null for a 404 when asked to', async () => {
    const fetchMock = stubFetch(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    const request = { params: { id: 'katz-1' }, query: { format: 'html' } } as const;
    await expect(apiFile('GET /api/playbooks/:id/download', request)).resolves.toBe('<!doctype html>');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/playbooks/katz-1/download?format=html');
    stubFetch(new Response('{"message":"Unknown playbook."}', { status: 404, statusText: 'Not Found' }));
    await expect(apiFile('GET /api/playbooks/:id/download', request, { on404: 'return-null' })).resolves.toBeNull();
    stubFetch(new Response('{"message":"Unknown playbook."}', { status: 404, statusText: 'Not Found' }));
    await expect(apiFile('GET /api/playbooks/:id/download', request)).rejects.toThrow('404:');
  });
});
