import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { percentile, round } from './percentile.ts';
import { processCpuUs } from './processes.ts';

/**
 * One autocannon run against one endpoint. Latency percentiles come from every response's own timing
 * (autocannon's summary has p97.5 but no p95), throughput counts 2xx answers separately so a route that is
 * mostly answering 429 cannot pass for a fast one.
 */

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (
  options: AutocannonOptions,
  done: (error: Error | null, result: AutocannonResult) => void,
) => EventEmitter;

// autocannon is CommonJS without type declarations; the interfaces above cover what we use.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadTarget {
  method: 'GET' | 'POST';
  /** Several paths are cycled through (e.g. different autocomplete inputs). */
  paths: string[];
  body?: string;
  /**
   * Give every request its own X-Forwarded-For address from a /8 range, i.e. many distinct visitors (the server runs
   * with TRUST_PROXY=loopback, as behind a reverse proxy on the same machine). Used only where a per-IP rate limit
   * would otherwise turn the run into a measurement of 429s.
   */
  distinctClients?: { firstOctet: number };
}

export interface LoadResult {
  connections: number;
  durationS: number;
  responses: number;
  requestsPerSecond: number;
  /** 2xx responses per second: the figure compared with the bare route. */
  okPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  /**
   * CPU the server process spent per answer during the run (all its threads, user and system), when its pid was
   * given: what the answer costs the server, whatever limited the throughput. Steadier than requests/s between
   * runs on a shared host, and not capped by the load generator.
   */
  serverCpuUsPerResponse?: number;
  /**
   * The load generator's own CPU over the run's wall time, as a share of one core (autocannon runs in this process,
   * on one thread). Near 1 means the generator, not the server, set the pace.
   */
  loadGeneratorBusy: number;
}

function clientAddress(firstOctet: number, n: number): string {
  const index = n % 16_777_216;
  return `${firstOctet}.${(index >>> 16) & 255}.${(index >>> 8) & 255}.${index & 255}`;
}

export async function runLoad(
  baseUrl: string,
  target: LoadTarget,
  options: {
    connections: number;
    durationS: number;
    /** The server's pid, for its CPU per answer. */ serverPid?: number;
  },
): Promise<LoadResult> {
  const headers: Record<string, string> = target.body ? { 'content-type': 'application/json' } : {};
  let sequence = 0;
  const requests: AutocannonRequest[] = target.paths.map((path) => {
    const request: AutocannonRequest = {
      method: target.method,
      path,
      headers: { ...headers },
      ...(target.body ? { body: target.body } : {}),
    };
    const clients = target.distinctClients;
    if (clients) {
      request.setupRequest = (built) => ({
        ...built,
        headers: { ...built.headers, 'x-forwarded-for': clientAddress(clients.firstOctet, sequence++) },
      });
    }
    return request;
  });

  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const serverCpuBefore = options.serverPid === undefined ? null : processCpuUs(options.serverPid);
  const clientCpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections: options.connections, duration: options.durationS, timeout: 10, requests },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
      latencies.push(responseTimeMs);
      const key = String(statusCode);
      statusCounts[key] = (statusCounts[key] ?? 0) + 1;
    });
  });

  const wallUs = (performance.now() - wallBefore) * 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpuAfter = options.serverPid === undefined ? null : processCpuUs(options.serverPid);
  const serverCpuUs = serverCpuBefore !== null && serverCpuAfter !== null ? serverCpuAfter - serverCpuBefore : null;

  const sorted = Float64Array.from(latencies).sort();
  const ok = Object.entries(statusCounts)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const durationS = result.duration > 0 ? result.duration : options.durationS;
  return {
    connections: options.connections,
    durationS: round(durationS, 2),
    responses: latencies.length,
    requestsPerSecond: Math.round(latencies.length / durationS),
    okPerSecond: Math.round(ok / durationS),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    non2xx: latencies.length - ok,
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(serverCpuUs !== null && latencies.length > 0
      ? { serverCpuUsPerResponse: round(serverCpuUs / latencies.length, 1) }
      : {}),
    loadGeneratorBusy: wallUs > 0 ? round((clientCpu.user + clientCpu.system) / wallUs, 2) : 0,
  };
}
