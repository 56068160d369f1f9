import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which peers may tell the server who the client is (`X-Forwarded-For`, `-Proto`, `-Host`). Every
 * per-client limit counts the address this yields, so trusting too much lets a client pick its own address and
 * sidestep them all (docs/rules.md, "Client addresses").
 *
 * - `false`: nobody; the client is the socket's peer.
 * - proxies by address: the socket's peer and each earlier `X-Forwarded-For` hop are skipped while they are one of
 *   these addresses or CIDRs (or `loopback`, `linklocal`, `uniquelocal`); the first address that is not is the client.
 *   A client that connects directly, or writes its own `X-Forwarded-For`, gains nothing.
 * - a number of proxies: the right-most `hops` addresses (the socket's peer first) are taken as proxies whatever they
 *   are. Safe only when nothing can reach the server except through those proxies (a platform's router).
 *
 * `true` is refused: it trusted every entry, so the left-most, which the client writes, was taken as its address.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export const MAX_PROXY_HOPS = 10;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE_MESSAGE =
  '"true" would trust every X-Forwarded-For entry, so any client could choose the address its limits count. ' +
  'Write what stands in front of the server: the proxies’ addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8, or ' +
  'TRUST_PROXY=loopback for a proxy on this machine), or their number (e.g. TRUST_PROXY=1) when nothing can reach ' +
  'the server except through them';

const FORMS_MESSAGE =
  `must be false, a number of proxies (1–${MAX_PROXY_HOPS}), or comma-separated proxy addresses or CIDRs ` +
  '(e.g. 10.0.0.0/8, 2001:db8::/32, loopback)';

function validAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item.toLowerCase())) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY (trimmed, not empty); throws a sentence saying what to write instead. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  const lower = text.toLowerCase();
  if (text === '' || ['false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) throw new Error(TRUST_PROXY_TRUE_MESSAGE);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new Error(FORMS_MESSAGE);
    return { hops };
  }
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.find((item) => !validAddressOrRange(item));
  if (bad !== undefined) throw new Error(`"${bad}" is not an address or CIDR: TRUST_PROXY ${FORMS_MESSAGE}`);
  return { addresses: items.map((item) => (NAMED_RANGES.has(item.toLowerCase()) ? item.toLowerCase() : item)) };
}

/** Fastify's `trustProxy` for it: a hop count as a function of the hop, since Fastify refuses a bare number. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}
