import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { CataloguePlace } from '#server/providers/places/catalogue-schema.ts';
import { createCatalogueProvider } from '#server/providers/places/catalogue-provider.ts';
import { foldForSearch } from '#server/providers/places/search-index.ts';

/**
 * Autocomplete latency over a 640-place catalogue, ten times the bundled one (target: p95 under 2 ms). Names,
 * cities and queries are generated from a fixed seed, so runs compare; the queries mimic typing: name prefixes cut
 * mid-word, word prefixes from the middle of names, broad words ("cafe", "bar") that match many, and misses.
 * Run alone: `npx tsx scripts/bench/search-bench.ts` (BENCH_SEARCH_PLACES for another catalogue size).
 */

const PLACES = 640;
const QUERIES = 20_000;
const WARM_UP = 2_000;
const SEED = 20_261_122;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const leads = [
  'The',
  'Le',
  'La',
  'El',
  'Café',
  'Bar',
  'Trattoria',
  'Taquería',
  'Bistro',
  'Osteria',
  'Brasserie',
  'Pizzeria',
  'Casa',
  'Chez',
  'Old',
  'Little',
  'Golden',
  'Blue',
  'Red',
  'Green',
];
const cores = [
  'Mogador',
  'Lupa',
  'Marguerite',
  'Olivia',
  "Joe's",
  "Mama's",
  "Katz's",
  'Nonna',
  'Sol',
  'Luna',
  'Harbor',
  'Hudson',
  'Bowery',
  'Orchard',
  'Mercer',
  'Tribeca',
  'Delancey',
  'Lotus',
  'Dragon',
  'Phoenix',
  'Saigon',
  'Kyoto',
  'Seoul',
  'Lisboa',
  'Sevilla',
  'Napoli',
  'Palermo',
  'Athena',
  'Odessa',
  'Addis',
  'Zócalo',
  'Crème',
  'Brûlée',
  'Ñandú',
  'Øresund',
  'Gdańsk',
  'Phở',
  'Hà Nội',
  'Anchor',
  'Lantern',
  'Copper',
  'Juniper',
  'Maple',
  'Cedar',
  'Smokestack',
  'Pine',
  'Oak',
  'Ember',
  'Salt',
  'Pepper',
  'Fig',
];
const tails = [
  'Kitchen',
  'Grill',
  'Bar',
  'House',
  'Tavern',
  'Diner',
  'Steakhouse',
  'Oyster Bar',
  'Deli',
  'Noodle House',
  'Bakery',
  'Coffee',
  'Wine Bar',
  'Cantina',
  'Brewery',
  'Dim Sum',
  'Ramen',
  'Pizza',
  'Bistro',
  'Social Club',
];
const cities = [
  'New York',
  'Brooklyn',
  'Chicago',
  'Boston',
  'San Francisco',
  'Los Angeles',
  'Austin',
  'Paris',
  'Lyon',
  'Madrid',
  'Lisbon',
  'Mexico City',
  'Tokyo',
  'Montréal',
  'Toronto',
  'Berlin',
  'København',
  'Kraków',
];
const legendary = [
  "Delmonico's",
  'Le Bernardin',
  'Keens Steakhouse',
  'Tavern on the Green',
  'Grand Central Oyster Bar',
  "Katz's Delicatessen",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function syntheticCatalogue(count: number, seed: number): CataloguePlace[] {
  const random = mulberry32(seed);
  const places: CataloguePlace[] = [];
  for (let n = 0; n < count; n += 1) {
    const name =
      n < legendary.length
        ? (legendary[n] as string)
        : [
            random() < 0.6 ? pick(random, leads) : '',
            pick(random, cores),
            random() < 0.5 ? pick(random, cores) : '',
            random() < 0.8 ? pick(random, tails) : '',
          ]
            .filter(Boolean)
            .join(' ');
    const city = pick(random, cities);
    places.push({
      id: `cat-bench-${n}`,
      name,
      kind: 'restaurant',
      cuisine: null,
      address: `${1 + Math.floor(random() * 400)} Main St, ${city}`,
      city,
      phone: null,
      phoneInternational: null,
      website: null,
      priceLevel: null,
      businessStatus: 'OPERATIONAL',
      rating: null,
      userRatingsTotal: 0,
      reviews: [],
    });
  }
  return places;
}

function syntheticQueries(places: readonly CataloguePlace[], count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const broad = [
    'cafe',
    'café',
    'bar',
    'the',
    'pi',
    'le',
    'gr',
    'oyster bar',
    'grand central oy',
    'le bern',
    'katz',
    'tavern',
  ];
  const queries: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const roll = random();
    const name = pick(random, places).name;
    if (roll < 0.45) {
      // Typing the start of a name, cut anywhere after two characters.
      queries.push(name.slice(0, 2 + Math.floor(random() * Math.max(1, name.length - 1))));
    } else if (roll < 0.75) {
      // A word from the middle of a name, possibly with the next one started.
      const words = foldForSearch(name).split(' ');
      const at = Math.floor(random() * words.length);
      const first = words[at] ?? '';
      const next = words[at + 1];
      queries.push(
        next && random() < 0.5
          ? `${first} ${next.slice(0, 1 + Math.floor(random() * next.length))}`
          : first.slice(0, Math.max(2, Math.ceil(first.length * random()))),
      );
    } else if (roll < 0.95) {
      queries.push(pick(random, broad));
    } else {
      queries.push(`zq${Math.floor(random() * 1000)}`);
    }
  }
  return queries;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export async function benchSearch(
  placeCount = PLACES,
): Promise<{ places: number; p50Ms: number; p95Ms: number; p99Ms: number }> {
  const places = syntheticCatalogue(placeCount, SEED);
  const provider = createCatalogueProvider(places, () => new Date());
  const queries = syntheticQueries(places, QUERIES + WARM_UP, SEED + 1);

  for (const query of queries.slice(0, WARM_UP)) await provider.autocomplete(query, 'bench');
  const timings: number[] = [];
  for (const query of queries.slice(WARM_UP)) {
    const started = performance.now();
    await provider.autocomplete(query, 'bench');
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    places: places.length,
    p50Ms: round(percentile(timings, 50)),
    p95Ms: round(percentile(timings, 95)),
    p99Ms: round(percentile(timings, 99)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchSearch(Number(process.env['BENCH_SEARCH_PLACES'] ?? PLACES) || PLACES);
  console.log(
    `places search: ${result.places} places, ${QUERIES} queries — p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms (target p95 < 2 ms)`,
  );
}
