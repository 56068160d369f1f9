import type { Complaint } from './guest-complaints.ts';
import { PRICE_PRAISED } from './complaint-vocabulary.ts';
import { segmentPolarity, type Segment } from './guest-segments.ts';

/**
 * Money a displeased guest names without a word the price cues know: "burger overcooked and £18.95", "£29?? Come
 * on", "Drinks were fine but $18 and tiny", "£45 each, turned out to be 4 small pours". At one or two stars an amount
 * in a sentence that does not praise is the price complained of; at three, only with a mark of complaint beside it.
 * Blind readers found these prices left unowned in low-rated replies more than any other single complaint.
 */

/** Money that is not what something cost: a refund, a tip, a fee, money wasted or promised. */
const NOT_A_PRICE = new RegExp(
  `${/refund|credit|\boff\b|discount|voucher|coupon|\btip\b|deposit|\bback\b|in the bin|down the drain|wasted?\b|gone\b|lost\b|change for|\bfees?\b|surcharge|service charge|charged (?:us|me) (?:twice|double)|promised|offered|worth (?:it|every)|(?<!not |n'?t )cheap|bargain|good value|great value|fair/.source}|${PRICE_PRAISED.source}`,
);
/** What marks an amount said at three stars as a complaint. */
const PRICE_MARK = /\?|! ?!|come on|tiny|small|for that|for this|ripped? off|rip-?off|tourist|a lot\b|steep|\beach\b/;

/**
 * Whether the segment names an amount on its own ("£18.95.", "£29??", "$18 and tiny", "£45 each"), not as a word
 * before the thing it describes ("a $60 lobster dinner", "$68 ribeye": a dish, complained of in its own words).
 */
function pricedAlone(segment: Segment): boolean {
  const tokens = segment.tokens;
  return tokens.some((t, k) => {
    if (!/^[$£€]$/.test(t.value) || !/^\d/.test(tokens[k + 1]?.value ?? '')) return false;
    const after = tokens[k + 2];
    return (
      after === undefined ||
      after.type === 'punctuation' ||
      /^(?:and|for|each|a|an|per|plus|with|is|was|feels|felt|seems)$/.test(after.normal)
    );
  });
}

/** "the prices", where a displeased guest named what they paid and no other complaint owned it. */
export function pricesStated(
  segments: readonly Segment[],
  complaints: readonly Complaint[],
  rating: number | null,
): Complaint[] {
  if (rating === null || rating > 3 || complaints.some((c) => /^price/.test(c.key))) return [];
  const priced = segments.find((segment) => {
    const sentence = segment.sentenceTokens.map((t) => t.normal).join(' ');
    if (!pricedAlone(segment) || NOT_A_PRICE.test(sentence) || segmentPolarity(segment) === 'positive') return false;
    // "$3 extra for aioli, bit rich": beside a fee, only money a very displeased guest names in a sentence of its own.
    const fee = complaints.filter((c) => c.key.startsWith('fee'));
    if (fee.length > 0 && (rating > 2 || fee.some((c) => c.sentence === segment.sentence))) return false;
    return rating <= 2 || PRICE_MARK.test(sentence);
  });
  return priced === undefined
    ? []
    : [{ key: 'price', noun: 'the prices', area: 'management', sentence: priced.sentence }];
}
