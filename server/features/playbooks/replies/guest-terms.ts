import type { Aspect } from '#contracts/brand.ts';
import { SURE_STRENGTH, type AspectTerm } from '#server/features/brand/index.ts';

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
  const reading = readingOf(terms, rating);
  const sorted: GuestTerms = { praised: [], criticised: [], mentioned: [] };
  for (const t of terms) sorted[verdictOf(t, reading)].push(t.term);
  return sorted;
}

/** What the stars and the whole set of terms say, against which each term's own reading is weighed. */
interface TermsReading {
  rating: number | null;
  anyNegative: boolean;
  anyPositive: boolean;
  mixedRating: boolean;
  surePositive: boolean;
  sureNegative: boolean;
}

function readingOf(terms: readonly AspectTerm[], rating: number | null): TermsReading {
  return {
    rating,
    // Against the stars, only a sure reading counts: a weak "negative" in a five-star review is more likely our
    // misreading.
    anyNegative: terms.some((t) => t.polarity === 'negative' && (rating !== 5 || t.strength >= SURE_STRENGTH)),
    anyPositive: terms.some(
      (t) => t.polarity === 'positive' && (rating === null || rating > 2 || t.strength >= SURE_STRENGTH),
    ),
    // A mixed rating has something to praise and something to own: when one side is read surely and the other only
    // weakly, the weak reading is the other side ("good sandwich, loud room").
    mixedRating: rating !== null && rating >= 2 && rating <= 4,
    surePositive: terms.some((t) => t.polarity === 'positive' && t.strength >= SURE_STRENGTH),
    sureNegative: terms.some((t) => t.polarity === 'negative' && t.strength >= SURE_STRENGTH),
  };
}

function isSure(t: AspectTerm, r: TermsReading): boolean {
  return (
    t.strength >= SURE_STRENGTH ||
    (r.mixedRating && t.polarity === 'negative' && r.surePositive && !r.sureNegative) ||
    (r.mixedRating && t.polarity === 'positive' && r.sureNegative && !r.surePositive)
  );
}

function verdictOf(t: AspectTerm, r: TermsReading): keyof GuestTerms {
  const sure = isSure(t, r);
  if (t.polarity === 'positive' && (sure || (r.rating !== null && r.rating >= 4 && !r.anyNegative))) return 'praised';
  if (t.polarity === 'negative' && (sure || (r.rating !== null && r.rating <= 2 && !r.anyPositive)))
    return 'criticised';
  return 'mentioned';
}
