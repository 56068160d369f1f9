import { apiGet } from '#app/lib/api-client.ts';
import type { Prediction } from '#contracts/places.ts';

/** Step 1's call: restaurant suggestions as the visitor types. */
export async function fetchPredictions(
  input: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<Prediction[]> {
  const query = new URLSearchParams({ input, sessionToken });
  const body = await apiGet<{ success: boolean; predictions?: Prediction[] }>(`/api/places/autocomplete?${query}`, {
    signal,
  });
  return body.success && Array.isArray(body.predictions) ? body.predictions : [];
}
