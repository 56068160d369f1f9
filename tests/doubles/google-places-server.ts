import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultGooglePlaces, type GooglePlaceFixture } from './google-places-fixtures.ts';

/**
 * A local stand-in for Google Places API (New) that speaks its wire protocol:
 * `POST /v1/places:autocomplete` and `GET /v1/places/{id}`, the `X-Goog-Api-Key` and `X-Goog-FieldMask` headers,
 * proto3 JSON (defaults omitted, `{}` for no suggestions), only the masked fields returned, and
 * google.rpc.Status error bodies. It records every request and can be told to fail.
 */

export { defaultGooglePlaces, type GooglePlaceFixture } from './google-places-fixtures.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  apiKey: string | undefined;
  fieldMask: string | undefined;
  sessionToken: string | undefined;
}

export type GooglePlacesFailure =
  | { type: 'status'; status: 500 | 503 }
  | { type: 'quota'; scope: 'minute' | 'day' }
  | { type: 'slow'; delayMs: number }
  | { type: 'drop' };

export interface GooglePlacesDoubleOptions {
  apiKey?: string;
  places?: GooglePlaceFixture[];
  /**
   * How a wrong key is refused. Google documents 400 INVALID_ARGUMENT / API_KEY_INVALID for an invalid key and
   * 403 PERMISSION_DENIED for a blocked or restricted one; both reach clients in practice.
   */
  wrongKey?: 'permission-denied' | 'api-key-invalid';
  port?: number;
}

export interface GooglePlacesDouble {
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  failNext(failure: GooglePlacesFailure, count?: number): void;
  close(): Promise<void>;
}

/** Every field of the Place resource the double knows; a mask naming anything else is a 400, as upstream. */
const knownPlaceFields = new Set([
  'name',
  'id',
  'attributions',
  'photos',
  'addressComponents',
  'addressDescriptor',
  'adrFormatAddress',
  'formattedAddress',
  'location',
  'plusCode',
  'postalAddress',
  'shortFormattedAddress',
  'types',
  'viewport',
  'accessibilityOptions',
  'businessStatus',
  'containingPlaces',
  'displayName',
  'googleMapsLinks',
  'googleMapsUri',
  'iconBackgroundColor',
  'iconMaskBaseUri',
  'openingDate',
  'primaryType',
  'primaryTypeDisplayName',
  'pureServiceAreaBusiness',
  'subDestinations',
  'timeZone',
  'utcOffsetMinutes',
  'currentOpeningHours',
  'currentSecondaryOpeningHours',
  'internationalPhoneNumber',
  'nationalPhoneNumber',
  'priceLevel',
  'priceRange',
  'rating',
  'regularOpeningHours',
  'regularSecondaryOpeningHours',
  'userRatingCount',
  'websiteUri',
  'reviews',
  'reviewSummary',
  'editorialSummary',
  'generativeSummary',
  'allowsDogs',
  'delivery',
  'dineIn',
  'takeout',
  'servesBeer',
  'servesWine',
  'servesCoffee',
  'servesBreakfast',
  'servesLunch',
  'servesDinner',
  'parkingOptions',
  'paymentOptions',
  'outdoorSeating',
  'reservable',
  'goodForChildren',
  'goodForGroups',
  'restroom',
]);

function fold(text: string): string {
  return text
    .replace(/['’]/g, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function errorBody(code: number, status: string, message: string, details?: unknown[]): string {
  return JSON.stringify({ error: { code, message, status, ...(details ? { details } : {}) } });
}

/** Copies the masked paths ("a", "a.b", "*") of a proto3 JSON object; arrays are masked element by element. */
function applyMask(source: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  if (paths.includes('*')) return structuredClone(source);
  const result: Record<string, unknown> = {};
  const grouped = new Map<string, string[]>();
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    const list = grouped.get(head) ?? [];
    if (rest.length > 0) list.push(rest.join('.'));
    else list.push('*');
    grouped.set(head, list);
  }
  for (const [field, subPaths] of grouped) {
    const value = source[field];
    if (value === undefined) continue;
    if (subPaths.includes('*')) result[field] = structuredClone(value);
    else if (Array.isArray(value)) {
      result[field] = value.map((item) =>
        typeof item === 'object' && item !== null ? applyMask(item as Record<string, unknown>, subPaths) : item,
      );
    } else if (typeof value === 'object' && value !== null) {
      result[field] = applyMask(value as Record<string, unknown>, subPaths);
    }
  }
  return result;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** places:autocomplete: the places whose name has a word starting with each word typed, at most five. */
function autocomplete(places: readonly GooglePlaceFixture[], body: unknown): [number, string] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [400, errorBody(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.')];
  }
  const request = body as Record<string, unknown>;
  if (typeof request.input !== 'string' || request.input === '') {
    return [400, errorBody(400, 'INVALID_ARGUMENT', 'input must be set.')];
  }
  const types = request.includedPrimaryTypes;
  if (types !== undefined && (!Array.isArray(types) || types.some((type) => typeof type !== 'string'))) {
    return [400, errorBody(400, 'INVALID_ARGUMENT', "Invalid value at 'included_primary_types'.")];
  }
  if (Array.isArray(types) && types.length > 5) {
    return [400, errorBody(400, 'INVALID_ARGUMENT', 'At most 5 included primary types are allowed.')];
  }
  const words = fold(request.input).split(/\s+/).filter(Boolean);
  const wanted = Array.isArray(types) ? new Set(types as string[]) : null;
  const suggestions = places
    .filter((place) => !wanted || place.types.some((type) => wanted.has(type)))
    .filter((place) => {
      const nameWords = fold(place.displayName.text).split(/[^\p{L}\p{N}]+/u);
      return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    })
    .slice(0, 5)
    .map((place) => {
      const main = place.displayName.text;
      const secondary = place.formattedAddress;
      const full = `${main}, ${secondary}`;
      const at = fold(main).indexOf(words[0] ?? '');
      // Proto3 JSON drops default values: a match starting at 0 has no startOffset.
      const matches =
        at >= 0
          ? [
              at === 0
                ? { endOffset: (words[0] ?? '').length }
                : { startOffset: at, endOffset: at + (words[0] ?? '').length },
            ]
          : [];
      return {
        placePrediction: {
          place: `places/${place.id}`,
          placeId: place.id,
          text: { text: full, matches },
          structuredFormat: { mainText: { text: main, matches }, secondaryText: { text: secondary } },
          types: place.types,
        },
      };
    });
  return [200, JSON.stringify(suggestions.length > 0 ? { suggestions } : {})];
}

/** Place Details: the place's fields the mask names. */
function details(
  byId: ReadonlyMap<string, GooglePlaceFixture>,
  placeId: string,
  fieldMask: string | undefined,
): [number, string] {
  if (fieldMask === undefined || fieldMask.trim() === '') {
    return [
      400,
      errorBody(
        400,
        'INVALID_ARGUMENT',
        'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters#definitions.',
      ),
    ];
  }
  const paths = fieldMask.split(',');
  for (const path of paths) {
    const head = path.split('.')[0] ?? '';
    if (path !== '*' && !knownPlaceFields.has(head)) {
      return [
        400,
        errorBody(
          400,
          'INVALID_ARGUMENT',
          `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`,
        ),
      ];
    }
  }
  if (!/^[A-Za-z0-9_-]+$/.test(placeId)) {
    return [400, errorBody(400, 'INVALID_ARGUMENT', `Not a valid Place ID: ${placeId}`)];
  }
  const place = byId.get(placeId);
  if (!place)
    return [
      404,
      errorBody(404, 'NOT_FOUND', 'It looks like the place ID is no longer valid. Please refresh the place ID.'),
    ];
  return [200, JSON.stringify(applyMask(place, paths))];
}

/** The session token an autocomplete body carries, if any. */
function sessionTokenIn(body: unknown): string | undefined {
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).sessionToken : undefined;
  return typeof token === 'string' ? token : undefined;
}

/** The answer of a queued status or quota failure ('drop' and 'slow' are not answers). */
function failureAnswer(failure: GooglePlacesFailure): [number, string] | undefined {
  if (failure.type === 'status') {
    const [status, message] =
      failure.status === 500
        ? ['INTERNAL', 'Internal error encountered.']
        : ['UNAVAILABLE', 'The service is currently unavailable.'];
    return [failure.status, errorBody(failure.status, status, message)];
  }
  if (failure.type === 'quota') {
    const limit = failure.scope === 'minute' ? 'per minute' : 'per day';
    const quotaLimit = failure.scope === 'minute' ? 'RequestsPerMinutePerProject' : 'RequestsPerDayPerProject';
    return [
      429,
      errorBody(
        429,
        'RESOURCE_EXHAUSTED',
        `Quota exceeded for quota metric 'Requests' and limit 'Requests ${limit}' of service 'places.googleapis.com' for consumer 'project_number:1'.`,
        [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'RATE_LIMIT_EXCEEDED',
            domain: 'googleapis.com',
            metadata: { quota_limit: quotaLimit, service: 'places.googleapis.com' },
          },
        ],
      ),
    ];
  }
  return undefined;
}

/** A missing or wrong API key, answered as Google does (blocked key, or API_KEY_INVALID when asked). */
function keyRefusal(
  givenKey: string | undefined,
  apiKey: string,
  wrongKey: GooglePlacesDoubleOptions['wrongKey'],
): [number, string] | undefined {
  if (!givenKey) return [403, errorBody(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.')];
  if (givenKey === apiKey) return undefined;
  if (wrongKey === 'api-key-invalid') {
    return [
      400,
      errorBody(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'places.googleapis.com' },
        },
      ]),
    ];
  }
  return [
    403,
    errorBody(
      403,
      'PERMISSION_DENIED',
      'Requests to this API places.googleapis.com method google.maps.places.v1.Places are blocked.',
      [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_SERVICE_BLOCKED',
          domain: 'googleapis.com',
          metadata: { service: 'places.googleapis.com' },
        },
      ],
    ),
  ];
}

export async function startGooglePlacesDouble(options: GooglePlacesDoubleOptions = {}): Promise<GooglePlacesDouble> {
  const apiKey = options.apiKey ?? 'test-places-key-5f2c9a';
  const places = options.places ?? defaultGooglePlaces;
  const byId = new Map(places.map((place) => [place.id, place]));
  const requests: RecordedRequest[] = [];
  const failures: GooglePlacesFailure[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function send(response: ServerResponse, status: number, body: string): void {
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const rawBody = await readBody(request);
    let body: unknown = null;
    if (rawBody !== '') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
    }
    const header = (name: string): string | undefined => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    const query = Object.fromEntries(url.searchParams);
    const fieldMask = header('x-goog-fieldmask') ?? query.fields ?? query.$fields;
    const sessionToken = url.searchParams.get('sessionToken') ?? sessionTokenIn(body);
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      headers: { ...request.headers },
      body,
      apiKey: header('x-goog-api-key') ?? query.key,
      fieldMask,
      sessionToken,
    });

    const failure = failures.shift();
    if (failure?.type === 'drop') {
      request.socket.destroy();
      return;
    }
    const failed = failure === undefined ? undefined : failureAnswer(failure);
    if (failed !== undefined) {
      send(response, ...failed);
      return;
    }
    if (failure?.type === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, failure.delayMs);
        timers.add(timer);
      });
    }

    const refused = keyRefusal(header('x-goog-api-key') ?? query.key, apiKey, options.wrongKey);
    if (refused !== undefined) {
      send(response, ...refused);
      return;
    }

    send(response, ...route(request.method, url.pathname, body, fieldMask));
  }

  /** The two methods the double serves; anything else is Google's 404. */
  function route(
    method: string | undefined,
    pathname: string,
    body: unknown,
    fieldMask: string | undefined,
  ): [number, string] {
    if (method === 'POST' && pathname === '/v1/places:autocomplete') {
      if (body === undefined) return [400, errorBody(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.')];
      return autocomplete(places, body);
    }
    const detailsMatch = /^\/v1\/places\/([^/:]+)$/.exec(pathname);
    if (method === 'GET' && detailsMatch) {
      return details(byId, decodeURIComponent(detailsMatch[1] ?? ''), fieldMask);
    }
    return [404, errorBody(404, 'NOT_FOUND', `Method not found: ${method} ${pathname}`)];
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, errorBody(500, 'INTERNAL', `Double failed: ${(error as Error).message}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    failNext(failure: GooglePlacesFailure, count = 1): void {
      for (let index = 0; index < count; index += 1) failures.push(failure);
    },
    async close(): Promise<void> {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
