import type { Thing } from './guest-things.ts';
import { segmentPolarity, type Segment } from './guest-segments.ts';
import type { NlpToken } from './nlp.ts';

/**
 * Praise the vocabulary reads wrong either way: a dish it does not know that the guest plainly praised ("Mofongo with
 * shrimp was incredible"), and a known word that is only part of a phrase about something else ("the icing on the
 * cake", "Siobhan behind the bar"). Blind readers found the first answered with a reply that named nothing, and the
 * second thanked as if it were a dish.
 */

/**
 * A thing named only as part of a phrase about something else: "the icing on the cake", "Siobhan behind the bar",
 * "recommended a spot for a pint after". Never thanked.
 */
export function onlyInAPhrase(thing: Thing, segments: readonly Segment[]): boolean {
  const segment = segments.find((s) => s.things.includes(thing));
  if (segment === undefined) return false;
  const before = segment.sentenceTokens
    .slice(Math.max(0, thing.wordsFrom - 3), thing.wordsFrom)
    .map((t) => t.normal)
    .join(' ');
  return (
    (/^(?:icing|cake|cherry)$/.test(thing.head) &&
      /icing on the cake|cherry on (?:top|the cake)/.test(segment.folded)) ||
    // "got her ice and a chair", "burn cream": what staff brought for a hurt, not a dish.
    (/^(?:ice|cream|plaster|plasters|bandage|kit|chair|water)$/.test(thing.head) &&
      segments.some((s) => HURT.test(s.folded))) ||
    (thing.kind === 'room' && /\b(?:behind|at) the$/.test(before)) ||
    /\b(?:spot|place|pub|bar) for an?$/.test(before)
  );
}

/** Words of a hurt the team looked after. */
const HURT =
  /\b(?:burn|burnt (?:her|his|my|their)|scald|cut|fell|fall|tripped|slipped|injur|ankle|wrist|bleeding|first aid)/;

/** Subjects that are no dish, whatever the guest says of them. */
const NOT_A_DISH =
  /^(?:place|spot|staff|service|team|owner|owners|vibe|vibes|atmosphere|view|night|day|time|experience|visit|price|prices|value|wait|music|decor|everything|everyone|it|this|that|location|parking|people|crowd|family|trip)$/;

/**
 * "Mofongo with shrimp was incredible", "The pernil tasted like my grandma's": at four or five stars, where the
 * vocabulary knew no dish the guest praised, the subject of a praising clause is one ("the mofongo with shrimp").
 */
export function praisedSubjects(
  segments: readonly Segment[],
  rating: number | null,
  placeWords: ReadonlySet<string>,
): Thing[] {
  if (rating === null || rating < 4) return [];
  return segments
    .filter((segment) => segmentPolarity(segment) === 'positive' && segment.things.length === 0)
    .flatMap((segment) => {
      const thing = subjectDish(segment.tokens);
      return thing &&
        !placeWords.has(thing.head) &&
        !thing.words.split(' ').some((w) => placeWords.has(w.toLowerCase()))
        ? [thing]
        : [];
    })
    .slice(0, 2);
}

/** The noun phrase that opens a clause and is what "was…" or "tasted…" is said of ("Mofongo with shrimp"), or null. */
function subjectDish(run: readonly NlpToken[]): Thing | null {
  const start = run[0]?.normal === 'the' ? 1 : 0;
  const naming = (t: NlpToken | undefined) => t !== undefined && t.type === 'word' && /^(?:NOUN|PROPN)$/.test(t.pos);
  let k = start;
  while (naming(run[k])) k += 1;
  // "mofongo with shrimp": what comes with the dish is part of its name.
  if (k > start && run[k]?.normal === 'with' && naming(run[k + 1])) k += naming(run[k + 2]) ? 3 : 2;
  const head = run[k - 1]?.normal ?? '';
  if (k === start || k - start > 4 || !/^(?:was|were|is|are|tasted|tastes)$/.test(run[k]?.normal ?? '')) return null;
  if (NOT_A_DISH.test(head)) return null;
  const words = run
    .slice(start, k)
    .map((t, i) => (i === 0 && start === 0 ? t.value.toLowerCase() : t.value))
    .join(' ');
  return { words, head, plural: /[^s]s$/.test(head), kind: 'dish', at: k - 1, from: 0, wordsFrom: start };
}
