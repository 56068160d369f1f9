import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import type { PlaceDetails, Prediction, Review } from '#contracts/places.ts';
import { catalogueFileSchema, type CataloguePlace, type CatalogueReview } from './catalogue-schema.ts';
import type { PlacesProvider } from './places-provider.ts';
import { relativeTime, sortNewestFirst, summariseReviews } from './review-groups.ts';
import { buildSearchIndex } from './search-index.ts';

/** The catalogue could not be read or does not follow catalogue-schema.ts; `problems` name each place and field. */
export class CatalogueValidationError extends Error {
  constructor(
    readonly problems: string[],
    options?: { cause?: unknown },
  ) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  …and ${problems.length - shown.length} more` : '';
    super(`Invalid restaurant catalogue:\n  ${shown.join('\n  ')}${more}`, options);
    this.name = 'CatalogueValidationError';
  }
}

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/** "places.json: place [3] "cat-keens" (Keens Steakhouse) reviews[5].rating: Too big…" */
function describeIssues(fileLabel: string, raw: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const [placeIndex, ...rest] = issue.path;
    if (typeof placeIndex !== 'number' || !Array.isArray(raw)) {
      return `${fileLabel}: ${issue.path.length ? `${describePath(issue.path)}: ` : ''}${issue.message}`;
    }
    const place: unknown = raw[placeIndex];
    const record = typeof place === 'object' && place !== null ? (place as Record<string, unknown>) : {};
    const id = typeof record.id === 'string' ? ` "${record.id}"` : '';
    const name = typeof record.name === 'string' ? ` (${record.name})` : '';
    const field = rest.length ? ` ${describePath(rest)}` : '';
    return `${fileLabel}: place [${placeIndex}]${id}${name}${field}: ${issue.message}`;
  });
}

/** Validates one file's parsed JSON; throws CatalogueValidationError naming the place and field at fault. */
export function parseCatalogueFile(raw: unknown, fileLabel: string): CataloguePlace[] {
  const result = catalogueFileSchema.safeParse(raw);
  if (!result.success) throw new CatalogueValidationError(describeIssues(fileLabel, raw, result.error));
  return result.data;
}

async function readCatalogueFile(path: string): Promise<CataloguePlace[]> {
  const label = basename(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CatalogueValidationError(
      [`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`],
      {
        cause: error,
      },
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CatalogueValidationError([`${label}: is not valid JSON (${(error as Error).message})`], { cause: error });
  }
  return parseCatalogueFile(raw, label);
}

/**
 * Reads a catalogue: one JSON file, or a directory whose *.json files each hold an array of places
 * (read in name order). Place ids must be unique across all files.
 */
export async function loadCatalogue(path: string): Promise<CataloguePlace[]> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(path)).isDirectory();
  } catch (error) {
    throw new CatalogueValidationError([`${path}: not found (${(error as NodeJS.ErrnoException).code ?? 'error'})`], {
      cause: error,
    });
  }
  const files = isDirectory
    ? (await readdir(path))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => join(path, file))
    : [path];
  if (files.length === 0) throw new CatalogueValidationError([`${path}: the directory holds no .json files`]);

  const problems: string[] = [];
  const places: CataloguePlace[] = [];
  const fileOfId = new Map<string, string>();
  for (const file of files) {
    try {
      for (const place of await readCatalogueFile(file)) {
        const earlier = fileOfId.get(place.id);
        if (earlier !== undefined) {
          problems.push(`${basename(file)}: place "${place.id}" (${place.name}) id: already used in ${earlier}`);
          continue;
        }
        fileOfId.set(place.id, basename(file));
        places.push(place);
      }
    } catch (error) {
      if (!(error instanceof CatalogueValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new CatalogueValidationError(problems);
  return places;
}

function instantBefore(now: Date, ageHours: number): Date {
  return new Date(now.getTime() - ageHours * 3_600_000);
}

/** Ages become instants at serve time, so "the last 24 hours" always holds reviews. */
function toReview(review: CatalogueReview, now: Date): Review {
  const published = instantBefore(now, review.ageHours);
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    authorName: review.authorName,
    relativeTime: relativeTime(published, now),
    publishTime: published.toISOString(),
    language: review.language,
    ownerReply: review.ownerReply
      ? { text: review.ownerReply.text, publishTime: instantBefore(now, review.ownerReply.ageHours).toISOString() }
      : null,
    source: 'catalogue',
  };
}

function mapsSearchUrl(place: CataloguePlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${place.address}`)}`;
}

export function toPlaceDetails(place: CataloguePlace, now: Date): PlaceDetails {
  const reviews = place.reviews.map((review) => toReview(review, now));
  return {
    place_id: place.id,
    name: place.name,
    address: place.address,
    city: place.city,
    phone: place.phone,
    phoneInternational: place.phoneInternational,
    website: place.website,
    rating: place.rating,
    totalReviews: place.userRatingsTotal,
    user_ratings_total: place.userRatingsTotal,
    price_level: place.priceLevel,
    business_status: place.businessStatus,
    url: mapsSearchUrl(place),
    photos: [],
    kind: place.kind,
    cuisine: place.cuisine,
    ...summariseReviews(reviews),
    source: 'catalogue',
  };
}

export interface CatalogueProvider extends PlacesProvider {
  readonly kind: 'catalogue';
  readonly placeCount: number;
}

/** A provider over already-validated places (see loadCatalogue). */
export function createCatalogueProvider(places: readonly CataloguePlace[], now: () => Date): CatalogueProvider {
  const byId = new Map(places.map((place) => [place.id, place]));
  const index = buildSearchIndex(places.map((place) => ({ id: place.id, name: place.name, city: place.city })));

  return {
    kind: 'catalogue',
    placeCount: byId.size,
    // The session token only matters for Google's billing; the catalogue ignores it.
    async autocomplete(input: string): Promise<Prediction[]> {
      return index.search(input, 5).flatMap(({ id }) => {
        const place = byId.get(id);
        if (!place) return [];
        return [
          {
            place_id: place.id,
            description: `${place.name}, ${place.address}`,
            structured_formatting: { main_text: place.name, secondary_text: place.address },
          },
        ];
      });
    },
    async details(placeId: string): Promise<PlaceDetails | null> {
      const place = byId.get(placeId);
      return place ? toPlaceDetails(place, now()) : null;
    },
    async newestReviews(placeId: string): Promise<Review[]> {
      const place = byId.get(placeId);
      if (!place) return [];
      const at = now();
      return sortNewestFirst(place.reviews.map((review) => toReview(review, at)));
    },
  };
}

/** Loads and validates the catalogue at `path` (file or directory), then serves it. */
export async function openCatalogueProvider(options: { path: string; now: () => Date }): Promise<CatalogueProvider> {
  return createCatalogueProvider(await loadCatalogue(options.path), options.now);
}
