import type { PlaceDetails } from '#contracts/places.ts';
import { runLoad, type LoadResult, type LoadTarget } from './api-load.ts';
import { asRecord, call, unavailableReason } from './http-call.ts';
import { memoryAfterGc, rssMb, type MemoryAfterGc } from './processes.ts';
import { median, round } from './percentile.ts';

/**
 * API under load: each endpoint for `durationS` at `connections`, then a bare Fastify route
 * returning a JSON of the same size in the same run, so the ratio says how much of the machine the product
 * leaves on the table. Two identical passes over the product's endpoints, after an unrecorded warm-up pass,
 * measure memory growth.
 */

export const CATALOGUE_PLACE_ID = 'cat-katzs-delicatessen';
const AUTOCOMPLETE_INPUTS = ['katz', 'grand central', 'café', 'oyster', 'le bern'];
const ROI_BODY = JSON.stringify({ reviews: 50, ticket: 115, currentRate: 0 });

export interface ApiRow {
  endpoint: string;
  /** Set when the endpoint was not load-tested; says why. */
  unavailable?: string;
  responseBytes?: number;
  passes: LoadResult[];
  bare?: LoadResult;
  /** 2xx/s of the first pass over requests/s of the bare route; for a row measured in several pairs, their median. */
  ratioToBare?: number;
  /** The ratio of each endpoint-then-bare pair, when the row was measured in more than one. */
  ratioRuns?: number[];
  /**
   * The bare route's server CPU per answer over the endpoint's (1 = as cheap as bare), the median over the same pairs
   * as ratioToBare. Unlike the throughput ratio it is not capped by the load generator, which on two cores can be
   * the bottleneck of the bare run (LoadResult.loadGeneratorBusy).
   */
  cpuRatioToBare?: number;
  note?: string;
}

export interface ApiBenchResult {
  connections: number;
  durationS: number;
  rows: ApiRow[];
  memory?: {
    /** RSS as found (/proc), garbage included. */
    beforeLoadMb: number | null;
    afterPass1Mb: number | null;
    afterPass2Mb: number | null;
    /** After forced full collections (the server runs with the inspector on): null when that was not possible. */
    afterGc?: { beforeLoad: MemoryAfterGc | null; afterPass1: MemoryAfterGc | null; afterPass2: MemoryAfterGc | null };
    /** Pass 1 → pass 2: of the V8 heap in use after a full collection when measured, else of RSS. */
    growthMb: number | null;
    growthOf: 'heap after GC' | 'RSS';
  };
}

interface PlannedEndpoint {
  endpoint: string;
  target: LoadTarget;
  responseBytes: number;
  /** Its row in the report, created when probed so the table keeps the endpoints' order. */
  row: ApiRow;
  /**
   * Endpoint-then-bare pairs measured for the ratio (default 1). On two cores the load generator and the server
   * share the machine, so one pair's ratio is noisy; the target's row takes the median of several, one after
   * another, so slow moments fall on both sides.
   */
  ratioPairs?: number;
}

/** Pairs measured for a ratio that is a target (calculate-roi against the bare route); a median of three moved. */
const TARGET_RATIO_PAIRS = 5;

/** The stored restaurant record when the details answer is missing: Katz's, as the catalogue has it. */
const FALLBACK_RECORD: Record<string, unknown> = {
  placeId: CATALOGUE_PLACE_ID,
  name: "Katz's Delicatessen",
  address: '205 E Houston St, New York, NY 10002',
  phone: null,
  phoneInternational: null,
  website: null,
  rating: null,
  userRatingsTotal: 0,
  priceLevel: null,
  businessStatus: null,
  googleMapsUrl: null,
  photoReference: null,
  reviewsData: '[]',
};

/** The stored restaurant record, filled from the details answer like the form does. */
function storedRecordOf(details: PlaceDetails | undefined): Record<string, unknown> {
  if (!details) return FALLBACK_RECORD;
  return {
    placeId: details.place_id,
    name: details.name,
    address: details.address,
    phone: details.phone ?? null,
    phoneInternational: details.phoneInternational ?? null,
    website: details.website ?? null,
    rating: details.rating === null || details.rating === undefined ? null : String(details.rating),
    userRatingsTotal: details.user_ratings_total ?? 0,
    priceLevel: details.price_level ?? null,
    businessStatus: details.business_status ?? null,
    googleMapsUrl: details.url ?? null,
    photoReference: details.photos[0]?.photo_reference ?? null,
    reviewsData: JSON.stringify(details.allReviews ?? []),
  };
}

/** Probes every endpoint once: available or why not, and the size of its answer. */
async function planEndpoints(
  baseUrl: string,
  log: (line: string) => void,
): Promise<{ planned: PlannedEndpoint[]; rows: ApiRow[] }> {
  const planned: PlannedEndpoint[] = [];
  const rows: ApiRow[] = [];
  const add = async (endpoint: string, target: LoadTarget, note?: string, ratioPairs?: number): Promise<void> => {
    const sizes: number[] = [];
    for (const path of target.paths) {
      const result = await call(baseUrl, target.method, path, target.body ? { body: JSON.parse(target.body) } : {});
      const reason = unavailableReason(result);
      if (reason) {
        rows.push({ endpoint, unavailable: reason, passes: [] });
        log(`  ${endpoint}: ${reason}`);
        return;
      }
      sizes.push(result.bytes);
    }
    const responseBytes = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
    const row: ApiRow = { endpoint, responseBytes, passes: [], ...(note ? { note } : {}) };
    rows.push(row);
    planned.push({ endpoint, target, responseBytes, row, ...(ratioPairs ? { ratioPairs } : {}) });
  };

  await add(
    'GET /api/places/autocomplete',
    {
      method: 'GET',
      paths: AUTOCOMPLETE_INPUTS.map((input) => `/api/places/autocomplete?input=${encodeURIComponent(input)}`),
    },
    `inputs rotated: ${AUTOCOMPLETE_INPUTS.map((input) => `"${input}"`).join(', ')}`,
  );

  const detailsPath = `/api/places/details?place_id=${CATALOGUE_PLACE_ID}`;
  await add('GET /api/places/details', { method: 'GET', paths: [detailsPath] }, CATALOGUE_PLACE_ID);

  await add(
    'POST /api/calculate-roi',
    { method: 'POST', paths: ['/api/calculate-roi'], body: ROI_BODY },
    'one client address',
    TARGET_RATIO_PAIRS,
  );

  await add('GET /api/saved-sops', { method: 'GET', paths: ['/api/saved-sops'] });

  // restaurant-data needs a stored restaurant: store one the way the form does, if that route exists.
  const details = await call(baseUrl, 'GET', detailsPath);
  const detailsResult = unavailableReason(details)
    ? undefined
    : (asRecord(details.json)['result'] as PlaceDetails | undefined);
  const stored = await call(baseUrl, 'POST', '/api/store-restaurant-data', { body: storedRecordOf(detailsResult) });
  const storedId = asRecord(stored.json)['id'];
  const restaurantId = typeof storedId === 'string' ? storedId : 'katzs-delicatessen';
  const storeNote = unavailableReason(stored)
    ? `store-restaurant-data ${unavailableReason(stored)}; tried id ${restaurantId}`
    : `id ${restaurantId} stored first via POST /api/store-restaurant-data`;
  await add(
    'GET /api/restaurant-data/{id}',
    { method: 'GET', paths: [`/api/restaurant-data/${encodeURIComponent(restaurantId)}`] },
    storeNote,
  );
  return { planned, rows };
}

/** The bare route's server CPU per answer over ours (1 = as cheap as bare); undefined when either was not measured. */
export function cpuRatio(ours: LoadResult, bare: LoadResult): number | undefined {
  return ours.serverCpuUsPerResponse && bare.serverCpuUsPerResponse
    ? round(bare.serverCpuUsPerResponse / ours.serverCpuUsPerResponse, 3)
    : undefined;
}

/** ", server CPU 180 µs/answer (bare 134), load generator 97% busy" for the log. */
function cpuNote(result: LoadResult, bare?: LoadResult): string {
  const server =
    result.serverCpuUsPerResponse === undefined ? '' : `, server CPU ${result.serverCpuUsPerResponse} µs/answer`;
  const bareCpu = bare?.serverCpuUsPerResponse === undefined ? '' : ` (bare ${bare.serverCpuUsPerResponse})`;
  const busy = `, load generator ${Math.round(result.loadGeneratorBusy * 100)}% busy${bare ? ` (bare run ${Math.round(bare.loadGeneratorBusy * 100)}%)` : ''}`;
  return `${server}${bareCpu}${busy}`;
}

async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

export interface BenchApiOptions {
  baseUrl: string;
  bareUrl: string | null;
  serverPid: number;
  /** The bare reference server's pid, for its CPU per answer. */
  barePid?: number;
  /** The server's inspector port (started with --inspect), to measure memory after a forced full collection. */
  inspectPort?: number;
  connections: number;
  durationS: number;
  warmUpS: number;
  passes: 1 | 2;
  log: (line: string) => void;
}

type Measure = (url: string, target: LoadTarget) => Promise<LoadResult>;

/** One measured load run, after an unrecorded warm-up (JIT, pools, caches). */
function measurer(options: BenchApiOptions): Measure {
  return async (url, target) => {
    const serverPid = url === options.baseUrl ? options.serverPid : options.barePid;
    if (options.warmUpS > 0) {
      // Rate-limited routes warm up from other addresses so the measured run starts with a fresh per-IP window.
      const warmTarget: LoadTarget =
        target.method === 'POST' && url === options.baseUrl
          ? { ...target, distinctClients: { firstOctet: 11 } }
          : target;
      await runLoad(url, warmTarget, { connections: 10, durationS: options.warmUpS });
    }
    return runLoad(url, target, {
      connections: options.connections,
      durationS: options.durationS,
      ...(serverPid === undefined ? {} : { serverPid }),
    });
  };
}

function throughputRatio(ok: number, of: LoadResult): number {
  return of.requestsPerSecond > 0 ? round(ok / of.requestsPerSecond, 3) : 0;
}

/**
 * The bare route's target for an endpoint: the same requests (method, body and, for the many-visitors variant, the
 * same X-Forwarded-For headers), so the load generator does the same work for both and the ratio compares servers.
 */
function bareTargetOf(endpoint: PlannedEndpoint): { key: string; target: LoadTarget } {
  const { distinctClients } = endpoint.target;
  return {
    key: `${endpoint.target.method} ${endpoint.responseBytes}${distinctClients ? ' distinct clients' : ''}`,
    target: {
      method: endpoint.target.method,
      paths: [`/json/${Math.max(2, endpoint.responseBytes)}`],
      ...(endpoint.target.body ? { body: endpoint.target.body } : {}),
      ...(distinctClients ? { distinctClients } : {}),
    },
  };
}

interface PassContext {
  options: BenchApiOptions;
  bareUrl: string | null;
  measure: Measure;
  bareCache: Map<string, LoadResult>;
  planned: PlannedEndpoint[];
  rows: ApiRow[];
}

/** Extra endpoint-then-bare pairs for a target's ratio: the median of them all. */
async function measureMorePairs(
  ctx: PassContext,
  bareUrl: string,
  endpoint: PlannedEndpoint,
  bareTarget: LoadTarget,
  firstCpuRatio: number | undefined,
): Promise<void> {
  const row = endpoint.row;
  const ratios = [row.ratioToBare as number];
  const cpuRatios = firstCpuRatio === undefined ? [] : [firstCpuRatio];
  for (let extra = 1; extra < (endpoint.ratioPairs ?? 1); extra += 1) {
    const again = await ctx.measure(ctx.options.baseUrl, endpoint.target);
    const bareAgain = await ctx.measure(bareUrl, bareTarget);
    ratios.push(throughputRatio(again.okPerSecond, bareAgain));
    const againCpu = cpuRatio(again, bareAgain);
    if (againCpu !== undefined) cpuRatios.push(againCpu);
    ctx.options.log(
      `  pair ${extra + 1} ${endpoint.endpoint}: ${again.okPerSecond} 2xx/s against bare ${bareAgain.requestsPerSecond} req/s${cpuNote(again, bareAgain)}`,
    );
  }
  row.ratioRuns = ratios;
  row.ratioToBare = round(median(ratios), 3);
  if (cpuRatios.length === ratios.length) row.cpuRatioToBare = round(median(cpuRatios), 3);
  else delete row.cpuRatioToBare;
}

/** Pass 1: the bare route with the same requests, and the ratios of the endpoint to it. */
async function compareWithBare(
  ctx: PassContext,
  bareUrl: string,
  endpoint: PlannedEndpoint,
  result: LoadResult,
): Promise<void> {
  const { key, target: bareTarget } = bareTargetOf(endpoint);
  let bare = ctx.bareCache.get(key);
  if (!bare) {
    bare = await ctx.measure(bareUrl, bareTarget);
    ctx.bareCache.set(key, bare);
    ctx.options.log(
      `  bare ${key} B: ${bare.requestsPerSecond} req/s, p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms${cpuNote(bare)}`,
    );
  }
  const row = endpoint.row;
  row.bare = bare;
  row.ratioToBare = throughputRatio(result.okPerSecond, bare);
  const firstCpuRatio = cpuRatio(result, bare);
  if (firstCpuRatio !== undefined) row.cpuRatioToBare = firstCpuRatio;
  // More pairs only where the endpoint answers (not the one-client row the per-address limit refuses).
  if ((endpoint.ratioPairs ?? 1) > 1 && result.okPerSecond >= result.requestsPerSecond / 2) {
    await measureMorePairs(ctx, bareUrl, endpoint, bareTarget, firstCpuRatio);
  }
}

/**
 * A per-IP limit that answers 429 makes the throughput meaningless for capacity: the same route is measured again as
 * many visitors (distinct X-Forwarded-For behind TRUST_PROXY), right after this one and in both passes.
 */
function addDistinctClientsVariant(ctx: PassContext, index: number, endpoint: PlannedEndpoint): void {
  const variant: ApiRow = {
    endpoint: `${endpoint.endpoint} (distinct client addresses)`,
    responseBytes: endpoint.responseBytes,
    passes: [],
    note: 'every request from its own X-Forwarded-For address (server runs with TRUST_PROXY=loopback)',
  };
  ctx.rows.splice(ctx.rows.indexOf(endpoint.row) + 1, 0, variant);
  ctx.planned.splice(index + 1, 0, {
    endpoint: variant.endpoint,
    target: { ...endpoint.target, distinctClients: { firstOctet: 10 } },
    responseBytes: endpoint.responseBytes,
    row: variant,
    ...(endpoint.ratioPairs ? { ratioPairs: endpoint.ratioPairs } : {}),
  });
}

async function runPass(ctx: PassContext, pass: number): Promise<void> {
  // Indexed on purpose: pass 1 may insert a variant right after the current endpoint, to run next.
  for (let index = 0; index < ctx.planned.length; index += 1) {
    const endpoint = ctx.planned[index]!;
    const result = await ctx.measure(ctx.options.baseUrl, endpoint.target);
    ctx.options.log(
      `  pass ${pass} ${endpoint.endpoint}: ${result.requestsPerSecond} req/s (${result.okPerSecond} 2xx/s), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}${cpuNote(result)}`,
    );
    endpoint.row.passes.push(result);
    if (pass !== 1) continue;
    if (ctx.bareUrl) await compareWithBare(ctx, ctx.bareUrl, endpoint, result);
    if (endpoint.target.method === 'POST' && (result.statusCounts['429'] ?? 0) > 0) {
      addDistinctClientsVariant(ctx, index, endpoint);
    }
  }
}

/** An unrecorded pass first: the heap and allocator grow to their working size during the first full load. */
async function warmUpPass(ctx: PassContext): Promise<void> {
  const { baseUrl, connections, durationS } = ctx.options;
  ctx.options.log('  warm-up pass (not recorded)…');
  for (const endpoint of ctx.planned) {
    await runLoad(baseUrl, endpoint.target, { connections, durationS });
    if (endpoint.target.method === 'POST') {
      await runLoad(baseUrl, { ...endpoint.target, distinctClients: { firstOctet: 12 } }, { connections, durationS });
    }
  }
  await settle(2_000);
}

interface MemoryReading {
  rssMb: number | null;
  gc: MemoryAfterGc | null;
}

function memoryOf(
  readings: { before: MemoryReading; pass1: MemoryReading; pass2: MemoryReading },
  inspected: boolean,
): NonNullable<ApiBenchResult['memory']> {
  const { before, pass1, pass2 } = readings;
  const heapGrowth = pass1.gc && pass2.gc ? round(pass2.gc.heapUsedMb - pass1.gc.heapUsedMb, 1) : null;
  const rssGrowth = pass1.rssMb !== null && pass2.rssMb !== null ? round(pass2.rssMb - pass1.rssMb, 1) : null;
  return {
    beforeLoadMb: before.rssMb,
    afterPass1Mb: pass1.rssMb,
    afterPass2Mb: pass2.rssMb,
    ...(inspected ? { afterGc: { beforeLoad: before.gc, afterPass1: pass1.gc, afterPass2: pass2.gc } } : {}),
    growthMb: heapGrowth ?? rssGrowth,
    growthOf: heapGrowth !== null ? 'heap after GC' : 'RSS',
  };
}

export async function benchApi(options: BenchApiOptions): Promise<ApiBenchResult> {
  const { baseUrl, bareUrl, connections, durationS, log } = options;
  const { planned, rows } = await planEndpoints(baseUrl, log);
  const ctx: PassContext = { options, bareUrl, measure: measurer(options), bareCache: new Map(), planned, rows };
  if (planned.length === 0) return { connections, durationS, rows };

  // RSS counts garbage not yet collected, so each reading is RSS as found and, when the inspector is on, the heap
  // after forced full collections; growth is judged on the latter. The collection runs after RSS is read and after
  // the pass, so no load figure includes it.
  const inspectPort = options.inspectPort;
  const read = async (): Promise<MemoryReading> => ({
    rssMb: rssMb(options.serverPid),
    gc: inspectPort === undefined ? null : await memoryAfterGc(inspectPort),
  });
  const before = await read();
  if (options.passes === 2) await warmUpPass(ctx);
  await runPass(ctx, 1);
  await settle(2_000);
  const pass1 = await read();
  let pass2: MemoryReading = { rssMb: null, gc: null };
  if (options.passes === 2) {
    await runPass(ctx, 2);
    await settle(2_000);
    pass2 = await read();
  }
  if (inspectPort !== undefined) {
    const gcs = [before.gc, pass1.gc, pass2.gc];
    log(
      `  memory after a full GC: heap ${gcs.map((m) => m?.heapUsedMb ?? '–').join(' → ')} MB, ` +
        `RSS ${gcs.map((m) => m?.rssMb ?? '–').join(' → ')} MB`,
    );
  }
  return { connections, durationS, rows, memory: memoryOf({ before, pass1, pass2 }, inspectPort !== undefined) };
}
