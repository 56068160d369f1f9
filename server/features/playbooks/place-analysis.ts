import type { BrandProfile } from '#contracts/brand.ts';
import type { PlaceDetails } from '#contracts/places.ts';
import { restaurantInputFromDetails, analyzeRestaurant } from '#server/features/brand/index.ts';

/**
 * A place as the places service returned it for one generation, with our offline analysis of it. Analysing the
 * reviews is the costly part of composing a playbook, so a generation does it once, here, and both copies read the
 * result: the owner's copy takes its per-review insights (and, for a Google place, fresh evidence for its themes),
 * the public copy is written from the analysis itself.
 */
export interface AnalysedPlace {
  details: PlaceDetails;
  /** `analyzeRestaurant` over every review of `details`, in order: `reviewInsights[i]` is `allReviews[i]`'s. */
  analysis: BrandProfile;
}

export function analysePlace(details: PlaceDetails, now: Date): AnalysedPlace {
  return { details, analysis: analyzeRestaurant(restaurantInputFromDetails(details), now) };
}
