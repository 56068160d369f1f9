import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Behind a proxy that appends to X-Forwarded-For, the client is the address the proxy wrote, not the left-most entry
 * (which the client writes itself). Every per-client limit counts that address: here `POST /api/contact`'s, 10 per
 * 10 minutes, which counts before the body is even read.
 */

const PROXY = '10.0.0.7';
const LIMIT = 10;

function contact(app: TestApp, socket: string, forwardedFor?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: socket,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: '{}',
  });
}

/** LIMIT + 1 requests from one real client, each with a new address of its own choosing in front. */
async function spoofingClient(app: TestApp, real: string, via: (spoofed: string) => [string, string]) {
  const statuses: number[] = [];
  for (let n = 1; n <= LIMIT + 1; n += 1) {
    const [socket, forwarded] = via(`203.0.113.${n}`);
    statuses.push((await contact(app, socket, forwarded)).statusCode);
  }
  expect(statuses.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
  expect(statuses.at(-1), `${real} chose its own address and was not limited`).toBe(429);
}

describe('TRUST_PROXY', () => {
  let byHops: TestApp;
  let byAddress: TestApp;
  beforeAll(async () => {
    byHops = await createTestApp({ env: { TRUST_PROXY: '1' }, startJobs: false });
    byAddress = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }, startJobs: false });
  });
  afterAll(async () => {
    await byHops?.close();
    await byAddress?.close();
  });

  test('one proxy by count: the address it appended is the client, whatever the client wrote before it', async () => {
    const real = '198.51.100.7';
    await spoofingClient(byHops, real, (spoofed) => [PROXY, `${spoofed}, ${real}`]);
    // Another visitor behind the same proxy has its own allowance.
    expect((await contact(byHops, PROXY, `203.0.113.1, 198.51.100.8`)).statusCode).toBe(400);
  });

  test('proxies by address: their appended address is the client; a client connecting directly gains nothing', async () => {
    const real = '198.51.100.9';
    await spoofingClient(byAddress, real, (spoofed) => [PROXY, `${spoofed}, ${real}`]);
    // Two proxies in a row (192.168.1.1, then PROXY): the first address neither of them is.
    const chained = '198.51.100.10';
    await spoofingClient(byAddress, chained, (spoofed) => [PROXY, `${spoofed}, ${chained}, 192.168.1.1`]);
    // Straight to the server, with an X-Forwarded-For of its own: the socket's address is counted.
    const direct = '192.0.2.44';
    await spoofingClient(byAddress, direct, (spoofed) => [direct, spoofed]);
  });
});
