import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startGooglePlacesDouble, type GooglePlacesDouble } from '../../../tests/doubles/google-places-server.ts';
import { CatalogueValidationError } from './catalogue-provider.ts';
import { createPlacesProvider } from './create-places-provider.ts';

const cataloguePath = fileURLToPath(new URL('./fixtures/catalogue-sample.json', import.meta.url));
const now = () => new Date('2026-11-22T12:00:00.000Z');

let double: GooglePlacesDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

describe('createPlacesProvider', () => {
  it('serves the catalogue when no key is set, or the key is blank', async () => {
    expect((await createPlacesProvider({ cataloguePath, now })).kind).toBe('catalogue');
    const blank = await createPlacesProvider({ googleApiKey: '  ', cataloguePath, now });
    expect(blank.kind).toBe('catalogue');
    expect((await blank.autocomplete('katz', 's'))[0]?.place_id).toBe('cat-katzs-delicatessen');
  });

  it('uses Google Places (New) at the given base URL when a key is set, without reading the catalogue', async () => {
    double = await startGooglePlacesDouble();
    const provider = await createPlacesProvider({
      googleApiKey: double.apiKey,
      googleBaseUrl: double.baseUrl,
      cataloguePath: '/nonexistent/catalogue.json',
      now,
    });
    expect(provider.kind).toBe('google');
    expect((await provider.autocomplete('keens', 's'))[0]?.structured_formatting.main_text).toBe('Keens Steakhouse');
    expect(double.requests).toHaveLength(1);
  });

  it('fails at start-up on a missing or invalid catalogue', async () => {
    await expect(createPlacesProvider({ cataloguePath: '/nonexistent/catalogue.json', now })).rejects.toBeInstanceOf(
      CatalogueValidationError,
    );
  });
});
