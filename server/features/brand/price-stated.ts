import { MONEY } from './money.ts';
import type { Complaint } from './guest-complaints.ts';
import { PRICE_PRAISED, PRICE_SHRUGGED } from './complaint-vocabulary.ts';
import { folded, segmentPolarity, type Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';

/**
 * Money a displeased guest names without a word the price cues know: "burger overcooked and £18.95", "£29?? Come
 * on", "Drinks were fine but $18 and tiny", "£45 each, turned out to be 4 small pours". At one or two stars an amount
 * in a sentence that does not praise is the price complained of; at three, only with a mark of complaint beside it.
 * Blind readers found these prices left unowned in low-rated replies more than any other single complaint. At three
 * stars an amount said after a contrast ("acai bowl was nice but $22") or beside another fault in its sentence ("roll
 * was $16 and the egg was overcooked") is complained of too, and at four only where the guest says it cost a star.
 * What was priced is named where the guest's words tie the amount to it: "the price of the garlic bread".
 */

/** Money that is not what something cost: a refund, money still owed back, a tip, a fee, change short, money wasted or promised. */
const NOT_A_PRICE = new RegExp(
  `${new RegExp(String.raw`\bcards? (?:under|below|for less than|above|over|from) ${MONEY}?\d|\b(?:card|cards) minimum\b|refund|credit|\bstill (?:waiting|chasing)\b|\boff\b|discount|voucher|coupon|\btip\b|deposit|\bback\b|in the bin|down the drain|wasted?\b|gone\b|lost\b|change for|\bshort (?:by )?${MONEY}|short[- ]?changed|\bchange\b|overcharged (?:me|us) (?:by )?${MONEY}|\bfees?\b|\batm\b|charged (?:me |us )?${MONEY}\s?\d+(?:\.\d+)?(?! for)|surcharge|service charge|charged (?:us|me) (?:twice|double)|promised|offered|worth (?:it|every|the)|(?<!not |n'?t )cheap|bargain|good value|great value|fair|(?<!not |n'?t )alright|\bon special\b|happy hour|\bate for\b|\bfor under ${MONEY}?\d|\ba steal\b|\bgood deal\b|\bfor a (?:big|huge|massive|giant|large|full) (?:plate|portion|bowl|one|serving)\b|${MONEY}\s?\d+(?:\.\d+)?[^.,]{0,30}\b(?:had|has|with|gets you|got us|for) (?:a )?(?:good amount|tons|loads|plenty)\b|\bfeeds (?:\d|two|three|four|six)\b|(?<!barely |hardly |only |just )\bfed (?:two|2|three|3|us|the)\b`).source}|${PRICE_PRAISED.source}|${PRICE_SHRUGGED.source}`,
);
/** What marks an amount said at three stars as a complaint. */
const PRICE_MARK = /\?|! ?!|come on|tiny|small|for that|for this|ripped? off|rip-?off|tourist|a lot\b|steep|\beach\b/;
/** A four-star guest saying what cost the star ("knocked a star because it's $6 each"). */
const STAR_LOST =
  /\b(?:knock(?:ed|s|ing)?|minus|docked?|lost|los(?:e|ing)|took|taking) (?:a|one|1) star|only (?:complaint|gripe|downside|negative|niggle)/;
/** Words between a thing and its amount ("garlic bread was $14", "roll: $16"). */
const PRICED_AS = /^(?:is|was|are|were|at|for|costs?|costing|:|-|–)$/;
/** Words between an amount and the thing it bought ("$15pp 'water service'", "$9 for the pie", "$7 drip coffee"). */
const BOUGHT = /^(?:for|a|an|the|pp|pax|per|each|')$/;
const PRICEABLE = new Set(['dish', 'drink', 'food', 'service']);

/**
 * Whether the segment names an amount on its own ("£18.95.", "£29??", "$18 and tiny", "£45 each"), not as a word
 * before the thing it describes ("a $60 lobster dinner", "$68 ribeye": a dish, complained of in its own words).
 */
function pricedAlone(segment: Segment): boolean {
  const tokens = segment.tokens;
  return (
    tokens.some((t, k) => {
      if (!new RegExp(String.raw`^${MONEY}$`).test(t.value) || !/^\d/.test(tokens[k + 1]?.value ?? '')) return false;
      const after = tokens[k + 2];
      return (
        after === undefined ||
        after.type === 'punctuation' ||
        /^(?:and|for|each|a|an|per|pp|pax|plus|with|is|was|feels|felt|seems|seemed|does|did|do|not)$/.test(after.normal)
      );
    }) || onlyAPrice(segment)
  );
}

/** "$7 drip coffee.": a sentence that is nothing but an amount and what it bought. */
function onlyAPrice(segment: Segment): boolean {
  const words = segment.sentenceTokens.filter((t) => t.type !== 'punctuation');
  const thing = segment.things[0];
  return (
    segment.start === 0 &&
    words.length <= 5 &&
    words[0]?.type === 'currency' &&
    thing !== undefined &&
    PRICEABLE.has(thing.kind) &&
    segment.sentenceTokens.slice(thing.at + 1).every((t) => t.type === 'punctuation')
  );
}

/** Where the amount is in the sentence. */
const amountAt = (segment: Segment): number =>
  segment.start +
  segment.tokens.findIndex((t, k) => t.type === 'currency' && /^\d/.test(segment.tokens[k + 1]?.value ?? ''));

/**
 * What the guest priced: a dish or drink just before the amount ("garlic bread was $14"), just after it ("$9 for the
 * pie", "$7 drip coffee"), or praised just before the contrast the amount opens ("acai bowl was nice but $22").
 */
function pricedThing(segment: Segment, segments: readonly Segment[]): Thing | undefined {
  const at = amountAt(segment);
  const tokens = segment.sentenceTokens;
  const inSentence = segments.filter((s) => s.sentence === segment.sentence).flatMap((s) => s.things);
  const between = (from: number, to: number) => tokens.slice(from, to);
  const before = inSentence.find(
    (t) =>
      PRICEABLE.has(t.kind) &&
      t.at < at &&
      at - t.at <= 3 &&
      between(t.at + 1, at).every((w) => PRICED_AS.test(w.normal)),
  );
  const after = inSentence.find(
    (t) =>
      PRICEABLE.has(t.kind) &&
      t.from >= at + 2 &&
      t.from <= at + 5 &&
      between(at + 2, t.from).every((w) => BOUGHT.test(w.normal) || /^["'‘’“”]$/.test(w.value)),
  );
  // "acai bowl was nice but $22", "Mince pie was a bit dry and $9 seemed a lot": the one thing said before it.
  const said = inSentence.filter((t) => PRICEABLE.has(t.kind) && t.at < segment.start);
  const opened = segment.tokens[0]?.type === 'currency' && said.length === 1 ? said[0] : undefined;
  return before ?? after ?? opened;
}

/** "the price of the garlic bread"; "the $9 price" of a thing owned for its fault; "the prices" of nothing named. */
function priceNoun(segment: Segment, thing: Thing | undefined, complaints: readonly Complaint[]): string {
  if (thing === undefined) return 'the prices';
  const name = thing.words.toLowerCase();
  const at = amountAt(segment);
  const amount = `${segment.sentenceTokens[at]?.value ?? ''}${segment.sentenceTokens[at + 1]?.value ?? ''}`;
  if (complaints.some((c) => c.subject?.toLowerCase() === name || c.key === `dish-${name}`))
    return `the ${amount} price`;
  // "$4.50 a taco": the price per taco.
  const per = /^(?:a|an|per)$/.test(segment.sentenceTokens[at + 2]?.normal ?? '');
  return per && !thing.plural ? `the price per ${thing.words}` : `the price of the ${thing.words}`;
}

/** "the prices", where a displeased guest named what they paid and no other complaint owned it. */
export function pricesStated(
  segments: readonly Segment[],
  complaints: readonly Complaint[],
  rating: number | null,
): Complaint[] {
  if (rating === null || rating > 4 || complaints.some((c) => /^price/.test(c.key))) return [];
  const priced = segments.find((segment) => {
    const sentence = segment.sentenceTokens.map((t) => t.normal).join(' ');
    if (
      !pricedAlone(segment) ||
      NOT_A_PRICE.test(sentence) ||
      NOT_A_PRICE.test(folded(segment.sentenceTokens)) ||
      segmentPolarity(segment) === 'positive'
    )
      return false;
    // "$3 extra for aioli, bit rich": beside a fee, only money a very displeased guest names in a sentence of its own.
    const fee = complaints.filter((c) => c.key.startsWith('fee'));
    if (fee.length > 0 && (rating > 2 || fee.some((c) => c.sentence === segment.sentence))) return false;
    const starLost = STAR_LOST.test(folded(segment.sentenceTokens));
    if (rating === 4) return starLost;
    const besideAFault = segments.some(
      (s) => s !== segment && s.sentence === segment.sentence && segmentPolarity(s) === 'negative',
    );
    return rating <= 2 || starLost || PRICE_MARK.test(sentence) || segment.contrast || besideAFault;
  });
  if (priced === undefined) return [];
  const noun = priceNoun(priced, pricedThing(priced, segments), complaints);
  return [{ key: 'price', noun, area: 'management', sentence: priced.sentence }];
}
