import { MONEY } from './money.ts';
import { DISH_HEADS, JUDGING_DISH_NAMES } from './dishes.ts';
import { assembleComplaints } from './complaint-assembly.ts';
import { uncoveredComplaints } from './complaint-coverage.ts';
import { leftoverEchoes } from './leftover-pass.ts';
import { pricesStated } from './price-stated.ts';
import {
  echoOfOwnedFault,
  pruneComplaints,
  saidBetterBy,
  sameFaultGroup,
  sharedFault,
  toldInOtherWords,
} from './complaint-pruning.ts';
import type { Complaint } from './guest-complaints.ts';
import { keptForStars } from './kept-for-stars.ts';
import type { Segment } from './guest-segments.ts';
import { type Thing } from './guest-things.ts';
import { type parseEnglish } from './nlp.ts';
import { saidPlainly } from './plain-faults.ts';
import { statedComplaints, toldBetterBy } from './complaint-last-pass.ts';
import { type ThingReading } from './thing-judgement.ts';
import { type modelReadings } from './thing-model.ts';

/**
 * Every complaint the guest stated, in order, each told once: the cues and the things judged badly, what no cue owned,
 * the clauses and prices left over, then faults said plainly that none of them owned.
 */
export function complaintsOf({
  text,
  reviewFolded,
  sentences,
  segments,
  readings,
  rating,
  model,
}: {
  text: string;
  reviewFolded: string;
  sentences: ReturnType<typeof parseEnglish>;
  segments: readonly Segment[];
  readings: ThingReading[];
  rating: number | null;
  model: ReturnType<typeof modelReadings>;
}): Complaint[] {
  const stated = pruneComplaints(assembleComplaints({ text, folded: reviewFolded, segments, readings, rating }));
  // A thing the reading surely faults that no complaint owned is owned by name.
  const covered = [...stated, ...uncoveredComplaints({ text, segments, readings, complaints: stated, rating, model })];
  // A faulting clause nothing above owned is said back in the owner's voice.
  // …and money a displeased guest named that no price cue read.
  const later = [...leftoverEchoes(segments, covered, readings, rating), ...pricesStated(segments, covered, rating)];
  // A fault a later pass words again ("the noise" and "the band was so loud") is told once.
  const owned = [...covered, ...later].filter(
    (c, k, all) => !all.slice(0, k).some((p) => sharedFault(p, c)) && !saidBetterBy(c, all),
  );
  const read = withArticles(
    keptForStars(owned, rating, sentences),
    readings.map((r) => r.thing),
  )
    // "the server was forgetful.": a clause ends where the reply's sentence goes on.
    .map((c) => (c.clause === undefined ? c : { ...c, clause: repaired(c.clause) }))
    // "curry sauce like water", "gluey like wallpaper paste": the dish's fault said plainly.
    .map((c) => saidPlainly(c, reviewFolded))
    .filter((c, k, all) => saidWhole(c) && toldOnce(c, k, all) && !toldInOtherWords(c, all));
  // Last, faults said plainly that nothing above owned ("veg was mush", "they charge for extra sauce").
  const plain = keptForStars(statedComplaints(text, segments, read), rating, sentences);
  // "the bearnaise" (or "the hot chocolate wasn't what you hoped for") beside "the bearnaise tasting as if it came
  // from a packet": the bare name or the general words give way.
  return (
    // …in the place of the general words, so the reply keeps the guest's order.
    [
      ...read.flatMap((c) => {
        const better = plain.find((p) => toldBetterBy(p, c));
        return better === undefined ? [c] : [better];
      }),
      // "kids menu a bit limited" beside "how little there was for the children": one fault, owned once.
      ...plain.filter((p) => !read.some((r) => sameFaultGroup(r, p))),
    ]
      .filter((c, k, all) => all.indexOf(c) === k && !echoOfOwnedFault(c, all))
      // "the flat pint and the response you got when you raised it": the answer after what it answered.
      .sort((a, b) => Number(a.key === 'brushed-off') - Number(b.key === 'brushed-off'))
  );
}

/**
 * "flat white was weak and lukewarm" said back needs its article: a clause that opens with a thing the guest named
 * without one gets "the" ("I'm sorry the flat white was weak").
 */
function withArticles(complaints: Complaint[], things: readonly Thing[]): Complaint[] {
  return complaints
    .map((c) => {
      const clause = c.clause?.toLowerCase() ?? '';
      const [first = '', second = ''] = clause.split(' ');
      const bare =
        things.some((t) => clause.startsWith(`${t.words.toLowerCase()} `)) ||
        JUDGING_DISH_NAMES.has(`${first} ${second}`) ||
        DISH_HEADS.has(first.replace(/s$/, '')) ||
        // "toppings were skimpy": a plural noun that opens the clause as its subject.
        (/^[a-z]+s$/.test(first) &&
          /^(?:were|are)$/.test(second) &&
          !/^(?:others|ours|theirs|yours|things|guys)$/.test(first)) ||
        // "long black was bitter" said back as the guest wrote it: a bare noun phrase takes its article.
        (c.key.startsWith('echo-') && BARE_SUBJECT.test(clause));
      // "under - blended": a hyphenated word said back as the guest wrote it.
      const joined = c.clause?.replace(/(\w) - (\w)/g, '$1-$2');
      return bare && joined ? { ...c, clause: `the ${joined}` } : joined ? { ...c, clause: joined } : c;
    })
    .flatMap((c) => inOwnerWords(c) ?? []);
}

/** A statement that opens with a noun phrase of up to three words and no determiner ("long black was bitter"). */
const BARE_SUBJECT =
  /^(?!(?:the|our|your|my|their|his|her|a|an|this|that|these|those|it|they|we|you|he|she|i|there|everything|nothing|someone|everyone|one|some|all|most)\b)[a-z]+(?: [a-z]+){0,2} (?:is|was|are|were) /;

/** A guest's put-down said back reads as the owner agreeing: "frozen stuff from a bag", "tasted like cardboard". */
const PUT_DOWN =
  /\b(?:stuff|crap|garbage|trash|disgusting|gross|cardboard|from a (?:bag|box|jar|can|packet)|slop|sad|brick|mess|dishwater|in (?:a|the) bad way|like (?:the |a )?(?:fridge|freezer)|rubber(?: bands?)?|soap|feet|ashtray|chemicals|hockey pucks?|shoe leather|glue|cement|concrete)\b|(?:^|\s)['‘"“][^'’"”]+['’"”](?=\s|$)/;
/** "was overpriced" conceded in public; the owner speaks of the price. */
const OVERPRICED_CLAUSE =
  /^(the .+?) (?:was|were|is|are) (?:a bit |a little |way |so |very |too |kinda |really )?(?:overpriced|over-priced)$/;
/** Words that praise, which an apology never says back. */
const PRAISE_IN_CLAUSE =
  /\b(?:polite|friendly|fine|good|great|lovely|nice|delicious|tasty|kind|helpful|hilarious|amazing|excellent|brilliant|fantastic|superb|gorgeous)\b/;
/** "our manager didn't care": the owner owns how they responded, not the guest's verdict on them. */
const DID_NOT_CARE = /^(our .+?) (?:didn'?t|did not|doesn'?t) (?:seem to |even )?care\b.*$/;

/** The guest's asides dropped ("too sweet even for me", "limp tho") and hedges said as a manager says them. */
function plainlySaid(c: Complaint): Complaint {
  const clause = c.clause
    ?.replace(
      /(?: (?:even|for me|tho|though|lol|honestly|either|eh|about it|anyway|anyways|tbh|tbf|ngl|imo|fr|(?:you|i) (?:swear|reckon|think|guess)))+$/,
      '',
    )
    // "dry af": slang an owner does not say back.
    .replace(/ (?:af|asf|as hell)\b/g, '')
    .replace(/ on the other hand\b/, '')
    // "didnt", "wasnt": the apostrophe a reply writes.
    .replace(/\b(did|was|were|is|are|could|would|should|does|do|has|have|had)nt\b/g, "$1n't")
    .replace(/\b(?:honestly|literally|basically|just) (?=pretty|so|really|very|a bit)/g, '')
    .replace(/\b(?:coz|cos|cuz|bc)\b/g, 'because')
    // "the problem is the shop so hot": the fault, not the guest's framing of it.
    .replace(/^the (?:problem|issue|only thing|downside) (?:is|was) (?:that )?(?=the )/, '')
    // "kinda bland", "sorta dry".
    .replace(/\b(?:a )?(?:kinda|kind of|sorta|sort of|lil)\b(?= \w)/g, 'a bit')
    .replace(/\ba bit a (?=bit|little)/g, 'a ')
    // "the karaage was bit dry", "the trolleys was lukewarm": the article and the agreement a reply writes.
    .replace(/\b(was|were|is|are) bit\b/, '$1 a bit')
    .replace(/^(the (?:(?!con |with |de |al |di |and |n |of )[a-z'-]+ )*?[a-z'-]*[^su's]s) was\b/, '$1 were');
  if (clause === c.clause) return c;
  return { ...c, clause, predicate: c.predicate?.replace(/\b(?:kinda|kind of|sorta|sort of)\b/g, 'a bit') };
}

/** "the pisco sour was sour": a fault that is the dish's own name says nothing; general words say it. */
function namesItsOwnFault(clause: string): boolean {
  const named = /^(the [a-z ]+) (?:was|were) ([a-z]+)$/.exec(clause);
  return named?.[1] !== undefined && named[2] !== undefined && named[1].split(' ').includes(named[2]);
}

/** A complaint's clause in words an owner would post: no put-down repeated, no "overpriced" or "didn't care" conceded. */
function inOwnerWords(said: Complaint): Complaint | null {
  const c = plainlySaid(said);
  const clause = c.clause;
  if (clause === undefined) return c;
  // "Tea was ok.": a thing the guest let pass is not apologised for ("just ok" still is).
  if (
    /^the [\w' -]+ (?:was|were|is|are) (?:actually |pretty |quite |really |perfectly |surprisingly )?(?:ok|okay|alright|all right|decent|fine|not bad)$/.test(
      clause,
    )
  )
    return null;
  // "the driver was polite and the pizza itself tastes fine reheated": praise is never apologised for.
  if (
    PRAISE_IN_CLAUSE.test(clause) &&
    !/(?:\bnot|n't|\bnever) (?:\w+ )?(?:polite|friendly|fine|good|great|nice)\b/.test(clause)
  )
    return null;
  const priced = OVERPRICED_CLAUSE.exec(clause);
  if (priced?.[1])
    return {
      ...c,
      clause: undefined,
      subject: undefined,
      predicate: undefined,
      noun: / (?:list|menu)$/.test(priced[1]) ? `the prices on ${priced[1]}` : `the price of ${priced[1]}`,
    };
  // "the attitude was not" (the food was good, the attitude was not): the thing, by name.
  const elliptical = /^(the [A-Za-z ]+?) (?:was|is|were|are) not(?: so much)?$/.exec(clause)?.[1];
  if (elliptical) return { ...c, clause: undefined, subject: undefined, predicate: undefined, noun: elliptical };
  const uncaring = DID_NOT_CARE.exec(clause);
  if (uncaring?.[1]) return { ...c, clause: undefined, noun: `how ${uncaring[1]} responded` };
  if (!PUT_DOWN.test(clause) && !namesItsOwnFault(clause)) return c;
  const subject = /^(the [a-z][a-z ]*?) (?:was|were|is|are|tasted|came|arrived)\b/.exec(
    clause
      .replace(/['‘’"“”](?=\w)|(?<=\w)['‘’"“”](?!\w)/g, '')
      .replace(new RegExp(String.raw` for ${MONEY}\s?\d+(?:\.\d+)?`), ''),
  )?.[1];
  if (subject === undefined) return { ...c, clause: undefined, noun: c.noun || 'the food' };
  // "were"/"are", or, after another verb ("tasted"), a subject whose last word is plural ("the enchiladas").
  const plural = / (?:were|are) /.test(clause) || (!/ (?:was|is) /.test(clause) && /[^su]s$/.test(subject));
  const predicate = plural ? "weren't what you hoped for" : "wasn't what you hoped for";
  return { ...c, clause: `${subject} ${predicate}`, subject, predicate };
}

const LEFT_OUT_VERB =
  /^(the (?:\w+ ){0,4}?(\w+)) (nuked|microwaved|reheated|smashed|drowned|drowning|swimming|dumped|slapped|underseasoned|overseasoned|overcooked|undercooked|overdone|broken|split|(?:very|too|so|quite|really|a bit|bit|kinda|super|abit|way too) (?!much\b|many\b|long\b)\w+)\b/;

/**
 * "the lasagne nuked in a microwave", "the burgers smashed thin": the "was" the guest left out; never where the clause
 * has a verb already ("the chips tasted reheated", "the spanakopita reheated in a microwave wasn't…").
 */
function withVerb(clause: string): string {
  const found = LEFT_OUT_VERB.exec(clause);
  if (found === null) return clause;
  const [all, subject = '', head = '', verb = ''] = found;
  // "the beamish pulled way too fast": the guest's verb is there.
  if (/^(?:very|too|so|quite|really|a bit|bit|kinda|super|abit|way too) /.test(verb) && /ed$/.test(head)) return clause;
  const hasVerb =
    /\b(?:was|were|is|are|be|been|had|has|have|tasted|looked|seemed|felt|got|came|showed|up|arrived|clearly)\b/.test(
      subject,
    ) || /\b(?:was|were|wasn'?t|weren'?t|is|are)\b/.test(clause.slice(all.length));
  // "the hake with mussels": the hake is what was overcooked.
  const noun = subject.includes(' with ') ? (subject.split(' with ')[0]?.split(' ').at(-1) ?? head) : head;
  return hasVerb ? clause : `${subject} ${/[^s]s$/.test(noun) ? 'were' : 'was'} ${verb}${clause.slice(all.length)}`;
}

/** "the server was forgetful.", "the what lobster there was were rubbery": the clause as an owner would say it. */
function repaired(clause: string): string {
  return (
    withVerb(clause)
      .replace(/\s*[.!?,;:]+$/, '')
      // "…raw dough in the middle and": a clause cut before the next one began.
      .replace(/\s+(?:and|but|so|then|or)$/, '')
      .replace(/^the what (\w+(?: \w+)?) there (?:was|were) (?:was|were) /, 'the $1 was ')
      // "by the time I was halfway" in the owner's voice.
      .replace(/\b(time|when|because|if|as|and|that|so|until|while|before|after) you was\b/g, '$1 you were')
      .replace(/\b(time|when|because|if|as|and|that|so|until|while|before|after) you wasn't\b/g, "$1 you weren't")
      // "so salty she couldn't finish it": the reply has no "she" to speak of.
      .replace(/(\bso \w+) (?:that )?(?:she|he) (?:couldn['’]?t|could not|didn['’]?t|did not|wouldn['’]?t) .*$/, '$1')
      // "the wings were now frozen ones", "the margarita … with a whisper of tequila": the guest's aside left out.
      .replace(/\b(was|were) now\b/, '$1')
      // "the coffee is instant which at £2.80 is a bit rich": the dish's fault; the price is owned of its own.
      .replace(new RegExp(String.raw` which (?:at|for) ${MONEY}\s?\d[^,]*$`), '')
      // "the tortas hit or miss": the verb the guest left out.
      .replace(/^(the (?:\w+ ){0,3}\w+?(s?)) hit (?:or|and|n) miss\b/, (all, subject: string, s: string) =>
        /\b(?:was|were|is|are|bit|still|can|could|be|always|usually)\b/.test(subject)
          ? all
          : `${subject} ${s ? 'were' : 'was'} hit or miss`,
      )
      .replace(/ with (?:a|the) (?:whisper|rumou?r|hint|memory|ghost) of \w+$/, '')
      // "the toasties were fierce greasy", "the snack box was a bit meh": the guest's slang in plain words.
      .replace(
        /\b(?:fierce|hella|wicked|mad|proper|dead) (?=(?:greasy|salty|dry|sweet|bland|cold|slow|small|expensive|pricey|oily|soggy|tough|chewy|burnt)\b)/,
        'very ',
      )
      .replace(
        /\b(was|were|is|are) (a bit |bit |kinda |kind of |pretty |very |so )?meh$/,
        (_all, be: string, how = '') => `${be} ${how}underwhelming`,
      )
      .replace(/\b(was|were) half air$/, '$1 mostly air')
      // "the aircon was weak near the window seats also": the guest's "also" has nothing to add to here.
      .replace(/ (?:also|as well|somemore)$/, '')
  );
}

/**
 * A clause said back whole: with a subject ("loud and packed by 5:30 so come early" has none), never a guest's
 * pronoun or question word after "the" ("the what lobster there was", "the gourmet it"), and never a kindness
 * ("our team didn't rush you").
 */
function saidWhole(c: Complaint): boolean {
  const clause = c.clause;
  if (
    /^the (?:nobody|no one|noone|none|nothing|what|which|who|it|they|we|i|you|he|she|however|but|though|tho|and|also|then|so|still|yet|messaged|emailed|called|rang|phoned|asked|told|said|needed|definitely|definately|honestly|seriously|really|totally|literally|absolutely|just|very|pretty)\b|\bthe \w+ it$|\bi(?:'m| am|'ll| will)\b/.test(
      clause ?? c.noun,
    )
  )
    return false;
  if (clause === undefined) return true;
  if (/^(?:loud|packed|busy|noisy|cramped|crowded|rammed|heaving|quiet|dead) and /.test(clause)) return false;
  // "the fried chicken everything else was lukewarm": another subject run into the dish's name.
  if (/^the [\w' -]+? (?:everything(?: else)?|the rest) (?:was|were|is|are|wasn'?t|weren'?t)\b/.test(clause))
    return false;
  // "Desserts were nice but didnt make up for it": praise, not a fault of the desserts.
  if (/\b(?:didn'?t|didnt|did not|doesn'?t|does not|couldn'?t|can'?t) (?:\w+ )?make up for\b/.test(clause))
    return false;
  // …nor praise ("the seat was worth hovering for").
  return !/\b(?:didn'?t|did not|never) (?:rush|hurry|pressure)\b|\bworth (?:it|every|hovering|waiting|the wait|the drive|the trip)\b/.test(
    clause,
  );
}

/** A complaint told once: not worded alike twice, and not a clause whose words a noun beside it already says. */
function toldOnce(c: Complaint, k: number, all: readonly Complaint[]): boolean {
  // Two passes that word one complaint alike ("the TVs could have been bigger") own it once.
  const said = (x: Complaint) => (x.clause ?? x.noun).toLowerCase();
  if (said(c) !== '' && all.findIndex((o) => said(o) === said(c)) !== k) return false;
  // "the service was slow" beside "the slow service": the noun says it already.
  const words = (c.clause ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !/^(?:the|was|were|is|are|our|your|a|an|so|very|really|too)$/.test(w));
  return !(
    c.clause !== undefined &&
    words.length > 0 &&
    all.some((o) => o !== c && o.noun !== '' && words.every((w) => o.noun.toLowerCase().split(/\s+/).includes(w)))
  );
}
