import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, TRUST_PROXY_TRUE_MESSAGE, type TrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  test('nobody, a number of proxies, or their addresses and ranges', () => {
    for (const off of [undefined, '', ' ', 'false', 'FALSE', 'no', '0']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10')).toEqual({ hops: 10 });
    expect(parseTrustProxy('127.0.0.1')).toEqual({ addresses: ['127.0.0.1'] });
    expect(parseTrustProxy('10.0.0.0/8,  172.16.0.0/12 ,::1, 2001:db8::/32, uniquelocal,')).toEqual({
      addresses: ['10.0.0.0/8', '172.16.0.0/12', '::1', '2001:db8::/32', 'uniquelocal'],
    });
  });

  test('"true" is refused with what to write instead; so is anything that is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    expect(() => parseTrustProxy(' Yes ')).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    for (const bad of ['11', '-1', '1.5', 'proxy.internal', '10.0.0.0/8/1', '10.0.0.0/x', '::1/129', '300.1.1.1', '*'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/must be false, a number of proxies/);
  });
});

/** The client address Fastify reports for a request from `socket` carrying `forwardedFor`. */
async function clientIp(trust: TrustProxy, socket: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: socket,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('fastifyTrustProxy', () => {
  test('off: the socket, whatever the header says', async () => {
    expect(await clientIp(false, '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
  });

  test('by count: the address the last proxy appended, not the one the client wrote', async () => {
    expect(await clientIp({ hops: 1 }, '10.0.0.7', '203.0.113.9, 198.51.100.1')).toBe('198.51.100.1');
    expect(await clientIp({ hops: 2 }, '10.0.0.7', '203.0.113.9, 198.51.100.1, 10.0.0.6')).toBe('198.51.100.1');
    // Fewer addresses than proxies: the left-most there is.
    expect(await clientIp({ hops: 2 }, '10.0.0.7')).toBe('10.0.0.7');
  });

  test('by address: trusted proxies are skipped; a direct client or an untrusted peer gains nothing', async () => {
    const trust = parseTrustProxy('10.0.0.0/8, loopback');
    expect(await clientIp(trust, '10.0.0.7', '203.0.113.9, 198.51.100.1')).toBe('198.51.100.1');
    expect(await clientIp(trust, '127.0.0.1', '203.0.113.9, 198.51.100.1, 10.1.2.3')).toBe('198.51.100.1');
    expect(await clientIp(trust, '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
    expect(await clientIp(trust, '::ffff:10.0.0.7', '198.51.100.2')).toBe('198.51.100.2');
  });
});
