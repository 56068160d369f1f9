import { api } from '#app/lib/api-client.ts';
import type { Prediction } from '#contracts/places.ts';

/** Step 1's call: restaurant suggestions as the visitor types. */
export async function fetchPredictions(
  input: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<Prediction[]> {
  const body = await api('GET /api/places/autocomplete', { query: { input, sessionToken } }, { signal });
  return body.predictions;
}
