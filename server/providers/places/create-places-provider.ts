import { openCatalogueProvider } from './catalogue-provider.ts';
import { createGooglePlacesProvider } from './google-places-provider.ts';
import type { PlacesProvider } from './places-provider.ts';

export interface CreatePlacesProviderOptions {
  /** GOOGLE_PLACES_API_KEY; empty or missing → the bundled catalogue. */
  googleApiKey?: string;
  /** GOOGLE_PLACES_BASE_URL, e.g. a local protocol double. */
  googleBaseUrl?: string;
  /** CATALOGUE_PATH: a JSON file or a directory of JSON files. Loaded (and validated) only without a key. */
  cataloguePath: string;
  now: () => Date;
}

export async function createPlacesProvider(options: CreatePlacesProviderOptions): Promise<PlacesProvider> {
  const apiKey = options.googleApiKey?.trim();
  if (apiKey) {
    return createGooglePlacesProvider({
      apiKey,
      ...(options.googleBaseUrl?.trim() ? { baseUrl: options.googleBaseUrl.trim() } : {}),
      now: options.now,
    });
  }
  return openCatalogueProvider({ path: options.cataloguePath, now: options.now });
}
