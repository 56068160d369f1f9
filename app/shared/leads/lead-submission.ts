import { apiRequest } from '#app/lib/api-client.ts';
import type { SubmissionResponse } from '#contracts/leads.ts';

/** The lead endpoints, all answering `{ success: true, id }`. */
export type LeadEndpoint = '/api/contact' | '/api/quote-requests' | '/api/leads';

/** Anti-abuse fields every form sends: the honeypot as typed, and when the page was rendered. */
export type AntiAbuse = { website: string; renderedAt: number };

export function submitLead(
  endpoint: LeadEndpoint,
  fields: Record<string, string>,
  antiAbuse: AntiAbuse,
): Promise<SubmissionResponse> {
  return apiRequest<SubmissionResponse>('POST', endpoint, { ...fields, ...antiAbuse });
}

/** Trims every value; optional fields left empty are dropped rather than sent as "". */
export function cleanFields<K extends string>(
  values: Record<K, string>,
  optional: readonly K[] = [],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key].trim();
    if (value === '' && optional.includes(key)) continue;
    out[key] = value;
  }
  return out;
}

/** The names of required fields that are empty after trimming, in form order. */
export function missingFields<K extends string>(values: Record<K, string>, required: readonly K[]): K[] {
  return required.filter((key) => values[key].trim() === '');
}
