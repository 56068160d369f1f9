import type { CalculateRoiRequestInput, CurrentRate } from '#contracts/roi.ts';

/**
 * The calculator form's values as typed, and what is sent for them. contracts/roi.ts holds the server's parser;
 * it is not imported here because its zod schemas would ship zod to every visitor of /, so the two rules below
 * restate it (whole numbers, anything non-numeric becomes 0, kept within 0–100,000).
 */

export const ROI_FIELD_MAX = 100_000;

export type RoiFormValues = {
  reviews: string;
  ticket: string;
  currentRate: CurrentRate;
};

/** parseInt semantics ("12abc" → 12, "abc" → 0), then kept inside the range the API accepts. */
export function parseRoiField(raw: string): number {
  const parsed = Number.parseInt(raw.trim(), 10);
  if (Number.isNaN(parsed)) return 0;
  return Math.min(Math.max(parsed, 0), ROI_FIELD_MAX);
}

export function roiRequestBody(values: RoiFormValues): CalculateRoiRequestInput {
  return {
    reviews: parseRoiField(values.reviews),
    ticket: parseRoiField(values.ticket),
    currentRate: values.currentRate,
  };
}

/** Two form states ask the same question when they send the same body: "050" and "50" need no new request. */
export function sameRoiRequest(a: RoiFormValues, b: RoiFormValues): boolean {
  const x = roiRequestBody(a);
  const y = roiRequestBody(b);
  return x.reviews === y.reviews && x.ticket === y.ticket && x.currentRate === y.currentRate;
}
