import type { Aspect } from '#contracts/brand.ts';
import { SURE_STRENGTH, type AspectTerm } from '#server/features/brand/aspect-terms.ts';

/** The guest's own terms sorted for a reply: what it may thank for, own, or only acknowledge by name. */
export interface GuestTerms {
  praised: string[];
  criticised: string[];
  mentioned: string[];
}

/** Dishes and orders are food; every other aspect is its own. */
export function broadAspect(aspect: Aspect | 'order'): Aspect {
  return aspect === 'signature' || aspect === 'order' ? 'food' : aspect;
}

export const NO_TERMS: GuestTerms = { praised: [], criticised: [], mentioned: [] };

/** Terms too general to be "the thing the guest named" when something more specific is there. */
const GENERIC_TERMS = new Set(['food', 'place', 'restaurant', 'dinner', 'lunch', 'brunch', 'meal', 'menu', 'service']);

function bySpecificity(a: AspectTerm, b: AspectTerm): number {
  const rank = (t: AspectTerm) => (t.aspect === 'signature' ? 0 : GENERIC_TERMS.has(t.term) ? 2 : 1);
  return rank(a) - rank(b);
}

/**
 * The guest's terms sorted into what the reply may praise, own or only acknowledge. A term is praised or owned by
 * name only when its own words judge it clearly, or when the stars leave no doubt (five stars and no complaint
 * read, one or two stars and no praise read); anything else is acknowledged without a judgement.
 */
export function sortTerms(all: AspectTerm[], rating: number | null): GuestTerms {
  const terms = [...all].filter((t) => t.aspect !== 'staff').sort(bySpecificity);
  // Against the stars, only a sure reading counts: a weak "negative" in a five-star review is more likely our misreading.
  const anyNegative = terms.some((t) => t.polarity === 'negative' && (rating !== 5 || t.strength >= SURE_STRENGTH));
  const anyPositive = terms.some(
    (t) => t.polarity === 'positive' && (rating === null || rating > 2 || t.strength >= SURE_STRENGTH),
  );
  const praised: string[] = [];
  const criticised: string[] = [];
  const mentioned: string[] = [];
  // A mixed rating has something to praise and something to own: when one side is read surely and the other only
  // weakly, the weak reading is the other side ("good sandwich, loud room").
  const mixedRating = rating !== null && rating >= 2 && rating <= 4;
  const surePositive = terms.some((t) => t.polarity === 'positive' && t.strength >= SURE_STRENGTH);
  const sureNegative = terms.some((t) => t.polarity === 'negative' && t.strength >= SURE_STRENGTH);
  for (const t of terms) {
    const sure =
      t.strength >= SURE_STRENGTH ||
      (mixedRating && t.polarity === 'negative' && surePositive && !sureNegative) ||
      (mixedRating && t.polarity === 'positive' && sureNegative && !surePositive);
    if (t.polarity === 'positive' && (sure || (rating !== null && rating >= 4 && !anyNegative))) praised.push(t.term);
    else if (t.polarity === 'negative' && (sure || (rating !== null && rating <= 2 && !anyPositive)))
      criticised.push(t.term);
    else mentioned.push(t.term);
  }
  return { praised, criticised, mentioned };
}
