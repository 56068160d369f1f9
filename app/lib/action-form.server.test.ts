import { isRouteErrorResponse } from 'react-router';
import { describe, expect, test } from 'vitest';
import { actionFormMessages, readActionForm } from './action-form.server.ts';

const url = 'http://localhost:3000/replies/x';

async function rejection(request: Request): Promise<{ status: number; data: unknown }> {
  const thrown = await readActionForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  // React Router's data() throws a DataWithResponseInit; the route error it becomes is checked in the sweep.
  const value = thrown as { type?: string; data: unknown; init: { status: number } } | null;
  if (!value || isRouteErrorResponse(value)) throw new Error('expected a thrown data() response');
  return { status: value.init.status, data: value.data };
}

describe('readActionForm', () => {
  test('reads a urlencoded form and a multipart form', async () => {
    const form = await readActionForm(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: 'intent=post&text=Thanks%21',
      }),
    );
    expect(form.get('text')).toBe('Thanks!');
    const multipart = new FormData();
    multipart.set('intent', 'skip');
    expect((await readActionForm(new Request(url, { method: 'POST', body: multipart }))).get('intent')).toBe('skip');
  });

  test.each([
    ['JSON', { 'content-type': 'application/json' }, '{"intent":"post"}'],
    ['text', { 'content-type': 'text/plain' }, 'intent=post'],
    ['no content type', {}, undefined],
  ])('%s is a 415 with its sentence', async (_name, headers, body) => {
    const request = new Request(url, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
    expect(await rejection(request)).toEqual({ status: 415, data: actionFormMessages.unsupportedType });
  });

  test('a multipart body that does not parse is a 400 with its sentence', async () => {
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
    });
    expect(await rejection(request)).toEqual({ status: 400, data: actionFormMessages.unreadable });
  });
});
