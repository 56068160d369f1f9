import { type CurrentRate, parseIntegerInput, ROI_INPUT_MAX } from '#contracts/roi-constants.ts';
import type { CalculateRoiRequestInput } from '#contracts/roi.ts';

/** The calculator form's values as typed, and what is sent for them (the parsing rule is the API's own). */

export type RoiFormValues = {
  reviews: string;
  ticket: string;
  currentRate: CurrentRate;
};

/** The API's parsing ("12abc" → 12, "abc" → 0), then kept inside the range it accepts. */
export function parseRoiField(raw: string): number {
  return Math.min(Math.max(parseIntegerInput(raw), 0), ROI_INPUT_MAX);
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
