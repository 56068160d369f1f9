import type { Complaint } from './guest-complaints.ts';
import type { NlpSentence } from './nlp.ts';
import { sentenceOf } from './complaint-pruning.ts';
import { namedAsOne } from './complaint-markers.ts';

/**
 * Which stated complaints a reply owns at the guest's stars: a delighted guest's asides are not complaints, words
 * that praise a dish at four or five stars are not faults, and a complaint the guest took back in the same sentence
 * is not owned.
 */

/** "…but I kinda like it", "…but we didn't mind": the whole sentence taken back at its end. */
export const LIKED_ANYWAY =
  /\bbut (?:we|i) (?:(?:kinda |kind of |actually |honestly |really |secretly )?(?:loved?|liked?|enjoy(?:ed)?|dig) (?:it|that)|(?:didn'?t|did not|don'?t|do not) mind(?: it| that)?)\s*[.!]?$/;
/**
 * A fault waved off in the words that follow it: "line was long but moved fast", "pricey but it's a treat", "a little
 * pricey but you get what you pay for", "kinda dingy but that's kind of the charm", "no seating, which is fine",
 * "bit greasy but that's what you want at 2am", "blasting, which, fair enough, it's a smokehouse", "a bit pricey but
 * Canmore is Canmore", "not cheap but that's Lunenburg in summer"; never where the sentence turns again ("card only
 * which is fine but there's no seating").
 */
export const WAVED_OFF = new RegExp(
  `(?:${[
    String.raw`\bbut (?:it |the (?:line|queue) |they )?(?:moves?|moved)(?: (?:pretty |fairly |really )?(?:fast|quick(?:ly)?))?(?=\s*(?:[.!,;)]|ngl|tho|though|$))`,
    String.raw`\bbut (?:it |the (?:line|queue) )?(?:goes|went) (?:pretty |fairly |really )?(?:fast|quick(?:ly)?)\b`,
    String.raw`\bbut (?:it'?s|its|it is) (?:a treat|filling|worth it)\b`,
    String.raw`\bbut you get what you pay for\b`,
    String.raw`\bthat'?s (?:just |kind of |kinda |sort of |all )?(?:the|its|their|part of (?:the|its)) charm\b`,
    // "…which is fine in july, not so much in november" is not.
    String.raw`\bwhich is (?:totally |perfectly |completely )?(?:fine|ok|okay|understandable|fair)\b(?![^.]*\bnot so much\b)`,
    String.raw`\bthat'?s what you want\b`,
    // "Loud obviously, but it's a bar", "gets loud with the students but the staff handle it well".
    String.raw`\bbut (?:it['’]?s|it is) a (?:bar|pub|club|beer hall|sports bar|student bar|nightclub)\b`,
    String.raw`\bbut (?:the )?staff (?:handle|handled|deal with|dealt with|manage|managed) it (?:well|brilliantly|great)\b`,
    // "Gets loud on fridays but honestly thats kinda the point".
    String.raw`\b(?:that'?s|thats) (?:kinda |kind of |sort of |half |all |really )?the point\b`,
    String.raw`\bbut (?:usually|mostly|generally|normally) (?:ok|okay|fine|alright)\b`,
    // "Loud on Fridays but that's expected", "20 min wait at 6pm, fair for a Friday", "that's half the charm".
    String.raw`\bbut (?:that'?s|thats|it'?s|its) (?:to be )?expected\b`,
    String.raw`\bfair for a (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|busy night|bank holiday)\b`,
    // "…noisy but that's half the charm" (never "bathrooms are a crime scene but that's half the charm").
    String.raw`\b(?:noisy|loud|busy|small|tiny|cramped|packed|chaotic|hectic|share tables)\b[^.]{0,40}\b(?:that'?s|thats|it'?s|its) half the (?:charm|fun)\b`,
    // "no aircon, but that's part of it", "smell like grill after, that's part of the deal".
    String.raw`\b(?:but )?(?:that'?s|thats|it'?s|its) (?:all |just )?part of (?:it|the (?:deal|experience|fun|appeal))\b`,
    // "Its ok for $14", "fine for the price".
    String.raw`\b(?:it'?s|its|which is|that'?s|thats) (?:ok|okay|fine|fair|decent|alright|not bad) for (?:\$|£|€|₱)?\d+`,
    String.raw`\bfair enough\b`,
    // "no seating, but it's about the food", "music was loud but good", "bartender was slammed but still got to us".
    String.raw`\bbut it'?s (?:all )?about the (?:food|beer|coffee|drinks|view)\b`,
    String.raw`\b(?:loud|busy|packed|noisy|pricey|small|basic|simple) but (?:good|great|fun|lovely|worth it)\s*[.!]?$`,
    String.raw`\bbut (?:still|always) (?:got to us|managed|kept up|found time|made time|checked on us)\b`,
    String.raw`\bbut (?:we|i) (?:still )?had (?:fun|a good time|a great time|a blast|a laugh) anyway\b`,
    // "parking is tough in Bandra but that's not their fault", "but the quality is there".
    String.raw`\bbut (?:that'?s|thats|it'?s|its) not (?:their|your|the restaurant'?s|the staff'?s) fault\b`,
    String.raw`\bbut the quality is there\b`,
    // "music from the car outside was so loud, not the shop's fault really", "it's an Imbiss not the Ritz".
    String.raw`\bnot (?:the |their |your )?(?:shop|place|restaurant|bar|cafe|café|staff|kitchen)['’]?s fault\b`,
    String.raw`\bnot the ritz\b`,
    // "Loud music, young crowd, fine for a quick dinner", "tiny bar, very speakeasy".
    String.raw`\b(?:fine|perfect|great|ideal|good) for a (?:quick|casual|cheap|fast|late) (?:dinner|lunch|bite|meal|drink|pint|feed)\b`,
    String.raw`\b(?:tiny|small|little|hidden)\b[^.]{0,50}\bspeakeasy\b`,
    String.raw`\bbut (?<place>[a-z]+) is \k<place>\b`,
    String.raw`\bbut that'?s (?:[a-z]+ ){1,2}(?:for you|in (?:the )?(?:summer|winter|july|august|peak season|tourist season))\b`,
  ]
    .map((said) => `(?:${said})`)
    .join('|')})(?![^.]*\\bbut\\b)`,
);
export const TAKEN_BACK = new RegExp(
  String.raw`\b(?:small|short|limited|simple|basic) but (?:good|great|excellent|solid|well chosen|interesting|perfect|lovely|mighty)\b|${LIKED_ANYWAY.source}|(?:that'?s|it'?s|is|was) (?:all )?part of the (?:charm|fun|appeal|experience)|which (?:honestly |actually |tbh )?i (?:prefer|like|love|don'?t mind)\b|that'?s (?:just |kind of |kinda |sort of )?(?:the|their) (?:vibe|style|way)|not a spa|(?:don'?t|do not) expect a smile|\bin a (?:good|great|the best) way\b|\b(?:nice|pleasant|lovely) surprise\b|\bthat'?s (?:the|half the) (?:point|fun|whole point)\b|\bbut (?:still|totally|well|definitely) (?:reasonable|fair|worth it|good value)\b|${WAVED_OFF.source}`,
);
/** What a five-star guest mentions in passing rather than complains of ("we waited 15 min but…", "cash only FYI"). */
const IN_PASSING_AT_FIVE = new Set([
  'few-seats',
  'dark',
  'wait',
  'slow-queue',
  'price',
  'cash',
  'cramped',
  'noise',
  'parking',
  'crowd',
  'portion',
  'seated-late',
  'sold-out',
  // "Staff were run off their feet but still smiling".
  'staffing',
  'short-list',
]);

/** The complaints a guest at these stars means, as said in their sentences. */
export function keptForStars(
  owned: readonly Complaint[],
  rating: number | null,
  sentences: readonly NlpSentence[],
): Complaint[] {
  // Five stars is a delighted guest: a wait, a price or a small room said in passing is not a complaint to own; and
  // "yells at everybody but he's hilarious" in a five-star review is affection, not a complaint about staff.
  const meant =
    rating === 5
      ? owned.filter(
          (c) =>
            // "Only downside is the queue": named as their complaint, it is one.
            (!IN_PASSING_AT_FIVE.has(c.key) || namedAsOne(sentences[sentenceOf(c)]?.text.toLowerCase() ?? '')) &&
            !c.key.startsWith('staff-') &&
            // "Fatty brisket, jalapeño cheddar sausage…" at five stars: a word before a dish names it.
            !(c.key.startsWith('dish-') && c.clause === undefined),
        )
      : owned;
  const sentenceOfComplaint = (c: Complaint) => sentences[sentenceOf(c)]?.text.toLowerCase() ?? '';
  return meant.filter(
    (c) =>
      // "Shakshuka was perfect, eggs runny": at four or five stars a runny egg is how it should be.
      !(rating !== null && rating >= 4 && /^the (?:\w+ )?(?:eggs?|yolks?) (?:was|were) runny$/.test(c.clause ?? '')) &&
      // "Bagels are chewy and actually boiled", "crabs were heavy and hot": at four or five stars, how it should be;
      // "scallop pizza sounds wrong but trust me", "kalimotxo was cold and cheap": said by a delighted guest.
      !(rating !== null && rating >= 4 && saidAsItShouldBe(c, rating, sentenceOfComplaint(c))) &&
      !(
        rating === 5 &&
        /\bsounds? (?:wrong|weird|odd|strange)\b|\b(?:cold and cheap|cheap and cold)$/.test(c.clause ?? '')
      ) &&
      // "Music was a bit loud but we loved it": taken back in the same breath.
      !TAKEN_BACK.test(sentenceOfComplaint(c)) &&
      // "Our server was sweet so 2 stars instead of 1": the person earned a star, no complaint.
      !(c.key.startsWith('staff-') && STAR_EARNED.test(sentenceOfComplaint(c))) &&
      // "Cute decor but waited over an hour", "pad see ew was decent but asked for thai hot": the guest did that, not
      // the thing before the verb.
      !/^the (?:(?!(?:was|were|is|are|came|when|you|we|i)\b)[\w'-]+ ){1,3}(?:asked|waited|paid|tried|wanted|expected|called)\b/.test(
        c.clause ?? '',
      ),
  );
}

/** A star the guest says someone on the team earned. */
const STAR_EARNED =
  /\b(?:so|hence) (?:\d|one|two|three) stars? instead of\b|\bstars? (?:is|are) for (?:the |our )?(?:server|waiter|waitress|staff|bartender)\b/;

/** Words that, of a dish at four or five stars, say how it should be: chewy bagels, heavy crabs, soft meatballs. */
const AS_IT_SHOULD_BE =
  /^(?:(?:and|actually|very|so|really|properly|nice|super|perfectly|chewy|boiled|heavy|hot|dense|rich|thick|sticky|gooey|charred|smoky|spicy|strong|firm|tender|pink|rare|fresh)\s*)+$/;

/** A dish owned for words that, said by a delighted guest, praise it ("soft" only at five stars), unless they turn. */
function saidAsItShouldBe(c: Complaint, rating: number, sentence: string): boolean {
  if (!c.key.startsWith('dish-') || c.predicate === undefined) return false;
  // "Clam strips were chewy though": a fault, by the guest's "though".
  if (/\b(?:tho|though|unfortunately|sadly)\b/i.test(sentence)) return false;
  const said = c.predicate.replace(/^(?:was|were|is|are)\s+/, '');
  return AS_IT_SHOULD_BE.test(said) || (rating === 5 && /^(?:so |really |very |nice and )?soft$/.test(said));
}
