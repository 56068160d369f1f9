import { api } from '#app/lib/api-client.ts';
import type { Api, ApiRequest } from '#contracts/api.ts';
import type { SubmissionResponse } from '#contracts/leads.ts';

/** The lead endpoints, all answering `{ success: true, id }`. */
export type LeadEndpoint = '/api/contact' | '/api/quote-requests' | '/api/leads';

/** Anti-abuse fields every form sends: the honeypot as typed, and when the page was rendered. */
export type AntiAbuse = { website: string; renderedAt: number };

/** What each form sends, as its endpoint's contract has it (the anti-abuse fields come separately). */
export type LeadFields<E extends LeadEndpoint> = Omit<Api[`POST ${E}`]['body'], keyof AntiAbuse>;

export function submitLead<E extends LeadEndpoint>(
  endpoint: E,
  fields: LeadFields<E>,
  antiAbuse: AntiAbuse,
): Promise<SubmissionResponse> {
  // TypeScript cannot pick the endpoint's request type by E inside the body: the signature above is what checks it.
  const request = { body: { ...fields, ...antiAbuse } } as unknown as ApiRequest<'POST /api/leads'>;
  return api(`POST ${endpoint}` as 'POST /api/leads', request);
}

/**
 * Trims every value; optional fields left empty are dropped rather than sent as "". With the optional keys listed
 * literally the type says which may be missing; a list typed as every key cannot say, so the result is typed as
 * complete (callers check the required fields with missingFields first).
 */
export function cleanFields<K extends string, O extends K = never>(
  values: Record<K, string>,
  optional: readonly O[] = [],
): CleanFields<K, O> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key].trim();
    if (value === '' && (optional as readonly K[]).includes(key)) continue;
    out[key] = value;
  }
  return out as CleanFields<K, O>;
}

type CleanFields<K extends string, O extends K> = [K] extends [O]
  ? Record<K, string>
  : Record<Exclude<K, O>, string> & Partial<Record<O, string>>;

/** The names of required fields that are empty after trimming, in form order. */
export function missingFields<K extends string>(values: Record<K, string>, required: readonly K[]): K[] {
  return required.filter((key) => values[key].trim() === '');
}
