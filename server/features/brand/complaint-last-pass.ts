import type { Complaint } from './guest-complaints.ts';
import { sentenceOf } from './complaint-pruning.ts';
import { STATED_CUES } from './complaint-cues-stated.ts';
import { SAID_CUES } from './complaint-cues-said.ts';
import { folded, type Segment } from './guest-segments.ts';

/**
 * The last pass over each sentence: faults said plainly (the cues of complaint-cues-stated.ts and
 * complaint-cues-said.ts) are added only where no complaint read before tells them already, so they never take the
 * place of a reading of a dish by name; where they say more than general words about the same thing ("the table",
 * "the chips weren't what you hoped for"), the general words give way to them.
 */

const LAST_CUES = [...STATED_CUES, ...SAID_CUES];

/** Words that name no subject of a complaint: function words and the words these cues say faults in. */
const NOT_A_SUBJECT = new Set(
  'the a an of on in at for to by from like tin packet jar and as if it its your you our we us being tasting costing coming going arriving extra state charge food rest off out can came different times split mushy spongy rubbery leathery gluey pasty watery lukewarm tepid half cold stone barely warm price prices wait minimum paying card nobody answering served first after that tables this time was were very little bit too way basic thick thin mild plain heavy rich sweet salty greasy oily dry bland soggy chewy tough small'.split(
    ' ',
  ),
);
const subjectWords = (c: Complaint) =>
  `${c.noun} ${c.clause ?? ''}`
    .toLowerCase()
    .split(/[^a-z'’]+/)
    .filter((w) => w.length >= 3 && !NOT_A_SUBJECT.has(w))
    .map((w) => w.replace(/s$/, ''));

/** A complaint that says what went wrong, not only the name of a thing ("the croquetas"), which later passes drop. */
const saysWhatWentWrong = (c: Complaint) => c.clause !== undefined || c.noun.split(' ').length > 2;

/** Words in a complaint already owned that tell the same fault as a cue's, by the cue's key. */
const TOLD_AS: Readonly<Record<string, RegExp>> = {
  'others-first': /\b(?:before you|served first|ahead of you)\b/,
  'staff-phones': /\b(?:phones?|distracted)\b/,
  timing: /\b(?:together|pace|between courses|different times)\b/,
  'clean-toilets': /\b(?:toilets?|bathrooms?|restrooms?|washrooms?|loos?)\b/,
  heat: /\b(?:heat|hot|fans?|ac|air ?con|temperature|warm|stuffy)\b/,
  // "freezing near the door" already owned as the temperature in the room.
  draught: /\btemperature\b/,
  // "the kitchen closing before the time we give", "being closed during our posted hours": told already.
  'hours-kept': /\b(?:posted|time we give|hours|closing|closed|turned away)\b/,
  // "the seating", "the lack of seating": the seats that are not there, told already.
  'few-seats': /\b(?:seating|lack of|nowhere to sit|few seats)\b/,
  'wait-pay': /\bthe long wait\b|\bpay\b/,
  'table-state': /\btables?\b|\bneeding a clean\b/,
  'bar-trips': /\b(?:go up|walk up|went up|counter|to the bar)\b/,
  'card-only': /\b(?:cash|cards?)\b/,
  wait: /\b(?:wait|waiting|long|slow|late|took|quoted)\b/,
  // "how abrupt the service was", "our bartender seeming annoyed": how they answered is told already.
  'brushed-off': /\b(?:abrupt|treated|annoyed|put out|short|experience with our|response|spoken to|seeming|snippy)\b/,
};

/** "the food tasting off" beside "the hot chocolate wasn't what you hoped for": the same fault, told by its dish. */
const toldByItsDish = (c: Complaint, o: Complaint) =>
  c.area === 'kitchen' &&
  (o.area === 'kitchen' || o.area === 'bar') &&
  sentenceOf(o) === c.sentence &&
  saysWhatWentWrong(o);

/** A complaint that names a dish but not its fault: "the tea", "the tea wasn't what you hoped for". */
const saysNoFault = (c: Complaint) => c.clause === undefined || /(?:up to standard|what you hoped for)$/.test(c.clause);

/** "the tea was stewed" tells more than "the tea wasn't what you hoped for", which gives way to it. */
export function toldBetterBy(better: Complaint, general: Complaint): boolean {
  // An echo has no noun: what it names opens its clause ("the coffee wasn't what you hoped for").
  const name =
    general.noun || (general.clause ?? '').replace(/ (?:wasn'?t|weren'?t) (?:what you hoped for|up to standard)$/, '');
  const says = (c: Complaint) => `${c.noun} ${c.clause ?? ''}`.trim();
  if (
    !saysNoFault(general) ||
    name === '' ||
    // "the wait" for food is not "the wait for the bill".
    general.key === 'wait' ||
    says(better) === says(general) ||
    !saysWhatWentWrong(better)
  )
    return false;
  if (better.noun.startsWith(`${name} `) || (better.clause?.startsWith(`${name} `) ?? false)) return true;
  // A dish's fault is not its price: "the chips" never gives way to "the charge for chips".
  if (general.area === 'kitchen' && /^(?:price|fee|charge)/.test(better.key)) return false;
  // "the table" beside "the sticky table", "the stale beer" beside "the smell of stale beer".
  const bare = /^the ([a-z]+(?: [a-z]+){0,2})$/.exec(name)?.[1];
  return bare !== undefined && new RegExp(`\\b${bare}\\b`).test(`${better.noun} ${better.clause ?? ''}`);
}

/** "the burrito arrived cold" and "the food coming out cold" fault the same way. */
const sharesFaultWord = (c: Complaint, said: string) =>
  (c.clause ?? '')
    .split(' ')
    .slice(-3)
    .some(
      (w) => /^(?:cold|lukewarm|tepid|hard|soggy|burnt|raw|undercooked|overcooked|dry)$/.test(w) && said.includes(w),
    );

/** A fault these cues read that a complaint already owned tells: the same key, or the same subject in its words. */
function toldAlready(c: Complaint, owned: readonly Complaint[]): boolean {
  const words = subjectWords(c);
  const said = (o: Complaint) => `${o.noun} ${o.clause ?? ''}`;
  // "the potato salad was warm" does not say it tasted off.
  const sameFault = (o: Complaint) =>
    c.key !== 'off-taste' || /\b(?:off|packet|can|tin|jar|homemade|fresh)\b/.test(said(o));
  return owned
    .filter((o) => !toldBetterBy(c, o))
    .some(
      (o) =>
        o.key === c.key ||
        (words.length === 0 && toldByItsDish(c, o)) ||
        (subjectWords(o).some((w) => words.includes(w)) && sameFault(o)) ||
        (TOLD_AS[c.key]?.test(said(o)) ?? false) ||
        (c.key === 'food-cold' && o.sentence === c.sentence && /\b(?:cold|lukewarm|tepid)\b/.test(said(o))) ||
        // "the food coming out cold" beside "the burrito arrived cold": one fault.
        (c.key === 'dish-came' && o.sentence === c.sentence && sharesFaultWord(c, said(o))),
    );
}

/**
 * Faults said plainly that no complaint read above owned ("veg was mush though", "Waited a good while for the bill",
 * "they charge for extra sauce"), read after the rest so they never take the place of a reading of a dish by name.
 */
export function statedComplaints(text: string, segments: readonly Segment[], owned: readonly Complaint[]): Complaint[] {
  const out: Complaint[] = [];
  // Read by the sentence ("Rang them twice, no answer"), where one of its segments may fault.
  const sentences = segments.filter(
    (s, k) =>
      segments.findIndex((o) => o.sentence === s.sentence) === k &&
      segments.some((o) => o.sentence === s.sentence && !o.conditional && o.forced !== 'positive'),
  );
  for (const segment of sentences) {
    const sentence = folded(segment.sentenceTokens);
    for (const cue of LAST_CUES) {
      if (!cue.test.test(sentence) || cue.unless?.test(sentence) || !(cue.within?.test(sentence) ?? true)) continue;
      const noun = cue.noun(text, sentence, sentence);
      for (const clause of cue.clauses?.(sentence) ?? [cue.clause?.(sentence)]) {
        if (noun === '' && clause === undefined) continue;
        const complaint: Complaint = {
          key: cue.key,
          noun,
          area: cue.area,
          sentence: segment.sentence,
          ...(clause ? { clause } : {}),
        };
        if (!toldAlready(complaint, [...owned, ...out])) out.push(complaint);
      }
    }
  }
  return out;
}
