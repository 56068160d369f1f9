import { MONEY } from './money.ts';
import { DISH_HEADS, JUDGING_DISH_NAMES } from './dishes.ts';
import { AND_DISHES, FOOD_WORDS, KIND_OF, MULTIWORD_DISHES } from './thing-vocabulary.ts';
import { coveredBy, uncoveredComplaints } from './complaint-coverage.ts';
import { assembleComplaints } from './complaint-assembly.ts';
import { leftoverEchoes } from './leftover-pass.ts';
import { pruneComplaints, saidBetterBy, sharedFault, toldInOtherWords } from './complaint-pruning.ts';
import type { Complaint } from './guest-complaints.ts';
import { keptForStars, LIKED_ANYWAY, WAVED_OFF } from './kept-for-stars.ts';
import {
  faultedWhereNamed,
  firstDishOfEachSentence,
  namedPlainly,
  namesAnOffer,
  NOT_THANKED_BY_NAME,
  thankedOnce,
  withWholeName,
} from './praise-naming.ts';
import { OCCASION, PLANNED_OCCASION, REGULAR, BEREAVED } from './guest-phrases.ts';
import { folded, foldedReview, readSegments, segmentPolarity, type Polarity, type Segment } from './guest-segments.ts';
import { staffNamesIn, type Thing } from './guest-things.ts';
import { parseEnglish, plainerWording, unstretched } from './nlp.ts';
import { onlyInAPhrase, praisedSubjects } from './praise-subjects.ts';
import { saidPlainly } from './plain-faults.ts';
import { statedComplaints } from './complaint-cues-stated.ts';
import { pricesStated } from './price-stated.ts';
import { mildPraiseOf } from './praise-strength.ts';
import { judgeThings, type ThingReading } from './thing-judgement.ts';
import { modelReadings } from './thing-model.ts';

export type { Complaint, ComplaintArea } from './guest-complaints.ts';
export type { Polarity } from './guest-segments.ts';
export type { Thing, ThingKind } from './guest-things.ts';
export type { ThingReading } from './thing-judgement.ts';

/**
 * An English review read the way a manager reads it: what the guest praised (by name), every complaint they stated
 * (in their words), and who on the team they thanked. Sentences are cut into segments at contrast ("but",
 * "although", "aside from"), at commas and at "and" between clauses; each segment is judged by its own words, a
 * judgement without a thing ("…, dense and oily") goes to the thing before it, comparison ("better than") splits a
 * segment in two, and "the only saving grace was" praises what follows. The steps: segments (guest-segments.ts),
 * what is said of each thing (thing-judgement.ts), the complaints (complaint-assembly.ts), each told once
 * (complaint-pruning.ts).
 */

export interface GuestReading {
  things: ThingReading[];
  /** What to thank for, most specific first. */
  praised: Thing[];
  /**
   * What the guest praised outright, by a construction that surely praises ("the only saving grace was the wings",
   * "the brisket slaps"): at one or two stars, the only praise a reply calls a bright spot.
   */
  standout: Thing[];
  /** What was praised only mildly at three or four stars ("decent", "good, not life changing"), with their word. */
  mildlyPraised: MildPraise[];
  /** Every complaint the guest stated, in order, one per key. */
  complaints: Complaint[];
  /** Staff thanked by first name (never named in a complaint). */
  staffPraised: string[];
  /** Staff the guest named in a complaint: a reply never names them. */
  staffCriticised: string[];
  /** The words' overall lean, −1 … 1, from the segments' scores. */
  lean: number;
  /** Whether the guest wrote anything that names or judges something. */
  says: boolean;
  /**
   * Sentences whose words read against the visit but from which no complaint was read: the reading is unsure what
   * they fault, so a reply owns them in general words rather than pass over them.
   */
  unowned: string[];
  /** The occasion the guest celebrated with us ("birthday", "anniversary"), if they said. */
  occasion: string | null;
  /** The occasion as the owner says it back ("your birthday", "your wife's birthday", "the birthday"). */
  occasionSaidBack: string | null;
  /** The guest says they have come for years, or are a regular. */
  regular: boolean;
  /** The guest came to us after a loss ("after my uncle's funeral"): a reply offers condolences first. */
  bereaved?: boolean;
}

/**
 * What a guest praised without a word the reading knows: the subjects their praise names, or, at five stars where
 * there are none, the dishes they chose to mention ("Proper Cornish pasty, crimped like it should be").
 */
function praisedOrMentioned(
  segments: Parameters<typeof praisedSubjects>[0],
  readings: readonly ThingReading[],
  rating: number | null,
  placeWords: ReadonlySet<string>,
): Thing[] {
  const subjects = praisedSubjects(segments, rating, placeWords);
  if (subjects.length > 0 || rating !== 5) return subjects;
  return readings
    .filter(
      (r) =>
        r.polarity === 'neutral' &&
        (r.thing.kind === 'dish' || r.thing.kind === 'drink') &&
        r.thing.words.split(' ').length <= 3 &&
        // "The menu features mantoo, kebabs and a platter": a description, not what they had.
        !segments.some(
          (s) =>
            s.things.includes(r.thing) && /\b(?:menu|features|offers|serves|includes)\b/.test(folded(s.sentenceTokens)),
        ),
    )
    .map((r) => r.thing)
    .slice(0, 2);
}

/** A thing praised only a little, and the guest's word for it ("decent", "okay", "just good"). */
export interface MildPraise {
  thing: Thing;
  word: string;
}

/**
 * Every complaint the guest stated, in order, each told once: the cues and the things judged badly, what no cue owned,
 * the clauses and prices left over, then faults said plainly that none of them owned.
 */
function complaintsOf({
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
  // "the bearnaise" beside "the bearnaise tasting as if it came from a packet": the bare name gives way.
  return (
    [...read.filter((c) => c.clause !== undefined || !plain.some((p) => p.noun.startsWith(`${c.noun} `))), ...plain]
      // "the flat pint and the response you got when you raised it": the answer after what it answered.
      .sort((a, b) => Number(a.key === 'brushed-off') - Number(b.key === 'brushed-off'))
  );
}

/** Reads one English review; `placeWords` are the restaurant's own name's words (never a dish). */
export function readGuest(
  written: string,
  placeWords: ReadonlySet<string> = new Set(),
  rating: number | null = null,
): GuestReading {
  const text = plainerWording(unstretched(written));
  const trimmed = text.trim();
  const sentences = parseEnglish(trimmed);
  const segments = readSegments(text, sentences, placeWords);
  const model = modelReadings(trimmed, sentences, segments);
  const readings = judgeThings(segments, rating, model);
  const reviewFolded = foldedReview(text);
  const complaints = complaintsOf({ text, reviewFolded, sentences, segments, readings, rating, model });
  const staffNames = staffNamesIn(text);
  // Staff the guest names where their words complain are never thanked.
  const staffCriticised = staffNames.filter((name) => namedInComplaint(segments, name));
  // "decent", "good, not life changing": not thanked as a hit, but said back in measured words.
  const positives = praiseWorthy(readings.filter((r) => r.polarity === 'positive').map((r) => r.thing)).filter(
    (t) => !onlyInAPhrase(t, segments),
  );
  const mildlyPraised = positives.flatMap((thing) => {
    const word = mildPraiseOf(thing, segments, rating);
    return word === null ? [] : [{ thing, word }];
  });
  // "We're thrilled you loved the burrito … sorry the burrito was bland": a thing owned in a complaint is not thanked.
  // "peshwari naan" in a list and "the naan was a tad dry" later: one naan.
  const complainedOf = (t: Thing) =>
    complaints.some(
      (c) =>
        c.key === `dish-${t.words}` ||
        c.key === `dish-${t.head}` ||
        c.noun.toLowerCase().startsWith(`the ${t.words.toLowerCase()} `) ||
        (c.clause ?? '')
          .toLowerCase()
          .replace(/^(?:some|one) of /, '')
          .startsWith(`the ${t.words.toLowerCase()} `) ||
        // "forgot the chopsticks and the extra chili": what never came is not thanked.
        (/(?:being forgotten|never arriving)$|^running out of/.test(c.noun) &&
          new RegExp(`\\b${t.words.toLowerCase().replace(/[^a-z ]/g, '')}\\b`).test(c.noun)) ||
        // "Service was fast, bit curt": the service owned in a complaint is not thanked too.
        (t.head === 'service' && /\bservice\b/.test(`${c.noun} ${c.clause ?? ''}`)),
    );
  return {
    things: readings,
    praised: [
      ...positives.filter(
        (t) => !mildlyPraised.some((m) => m.thing === t) && !complainedOf(t) && !faultedWhereNamed(t, segments),
      ),
      ...(positives.length === 0 ? praisedOrMentioned(segments, readings, rating, placeWords) : []),
    ]
      .filter((t, _k, all) => firstDishOfEachSentence(all, segments).includes(t))
      .map((t) => namedPlainly(withWholeName(t, segments)))
      // "views of the sound", "patio on the water", "jazz brunch is a vibe", "business dinner": the setting or the
      // occasion, not something the kitchen or the team can be thanked for by name.
      .filter((t) => !NOT_THANKED_BY_NAME.test(t.words) && !namesAnOffer(t, reviewFolded))
      // "the bagel and the bagels", "tacos de asada": one thing, once.
      .filter((t, k, all) => thankedOnce(t, k, all, reviewFolded)),
    standout: positives.filter((t) => segments.some((s) => s.forced === 'positive' && s.things.includes(t))),
    mildlyPraised,
    complaints,
    // A name is thanked where the guest's words praise (or, at four or five stars, do not fault) them: not "our server
    // Mike brought the food" in a review about cold food.
    staffPraised: staffNames.filter(
      (name) =>
        !staffCriticised.includes(name) && ((rating !== null && rating >= 4) || namedWhere(segments, name, 'positive')),
    ),
    staffCriticised,
    lean: leanOf(segments),
    says: readings.length > 0 || complaints.length > 0 || staffNames.length > 0,
    unowned: unownedSentences(segments, complaints, rating),
    occasion: occasionOf(reviewFolded),
    occasionSaidBack: occasionSaidBack(reviewFolded, occasionOf(reviewFolded)),
    bereaved: BEREAVED.test(reviewFolded),
    // They say so themselves: "been coming here 20 years", "we're regulars".
    regular: REGULAR.test(reviewFolded),
  };
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
    ?.replace(/(?: (?:even|for me|tho|though|lol|honestly|either|eh|about it|anyway|anyways|tbh|tbf|ngl|imo|fr))+$/, '')
    // "dry af": slang an owner does not say back.
    .replace(/ (?:af|asf|as hell)\b/g, '')
    .replace(/ on the other hand\b/, '')
    // "didnt", "wasnt": the apostrophe a reply writes.
    .replace(/\b(did|was|were|is|are|could|would|should|does|do|has|have|had)nt\b/g, "$1n't")
    .replace(/\b(?:honestly|literally|basically|just) (?=pretty|so|really|very|a bit)/g, '')
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
  const elliptical = /^(the [a-z ]+?) (?:was|is|were|are) not(?: so much)?$/.exec(clause)?.[1];
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
  /^(the (?:\w+ ){0,4}?(\w+)) (nuked|microwaved|reheated|smashed|drowned|drowning|swimming|dumped|slapped|underseasoned|overseasoned|overcooked|undercooked|overdone|broken|split)\b/;

/**
 * "the lasagne nuked in a microwave", "the burgers smashed thin": the "was" the guest left out; never where the clause
 * has a verb already ("the chips tasted reheated", "the spanakopita reheated in a microwave wasn't…").
 */
function withVerb(clause: string): string {
  const found = LEFT_OUT_VERB.exec(clause);
  if (found === null) return clause;
  const [all, subject = '', head = '', verb = ''] = found;
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
    /^the (?:nobody|no one|noone|none|nothing|what|which|who|it|they|we|i|you|he|she|however|but|though|tho|and|also|then|so|still|yet|messaged|emailed|called|rang|phoned|asked|told|said|needed)\b|\bthe \w+ it$|\bi(?:'m| am|'ll| will)\b/.test(
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

/** A thing said to be only fine ("burger was just fine"). */
const JUST_FINE =
  /^(?:the |our |my )?[\w' -]+ (?:was|were|is|are) (?:just |only |pretty |quite )?(?:fine|ok|okay|alright|decent|average)[.!]?$/;
/** A verdict on the whole visit ("Never again.", "won't be back"): nothing in it to own beyond the rest. */
const VERDICT_ONLY =
  /^(?:(?:honestly |so |very |just |really )?(?:disappointed|disappointing|unimpressed|nope|pass|no)|(?:and )?never again|stay away|avoid|zero stars?\b.*|.*\b(?:won'?t|will not|not|never) (?:be (?:back|returning|going back)|going back|coming back|return(?:ing)?)\b.*)[.!?]*$/;
const PLAIN_PRAISE = /\b(?:great|amazing|excellent|love|loved|lovely|perfect|fantastic|brilliant|awesome)\b/;
/** Negative words that praise or concede ("hard to beat", "without being stiff", "that's the vibe"). */
const NOT_A_FAULT =
  /\b(?:hard to beat|can'?t beat|without being|that'?s the vibe|not (?:a |the )?fancy|but (?:totally |well |so |definitely )?worth it|but (?:a )?(?:great|fun|lovely|good) (?:vibe|atmosphere|time|night)|but (?:it )?moved (?:fast|quick)|muddy (?:dogs|walkers|boots))\b/;

/**
 * Sentences with a segment that reads against the visit (not a condition), from which no complaint was read. Beside
 * complaints owned by name (and at four or five stars), only a segment naming a thing none of them owns counts: "the wait was unbelievable" before
 * "we stood by the door for 40 min" is one complaint, and "absolutely unacceptable" sums up the ones owned.
 */
function unownedSentences(
  segments: readonly Segment[],
  complaints: readonly Complaint[],
  rating: number | null,
): string[] {
  // At four or five stars, or beside complaints owned, words against the visit count only where they name a thing.
  const needsThing = complaints.length > 0 || (rating !== null && rating >= 4);
  const owned = new Set(complaints.map((c) => c.sentence));
  const out = new Map<number, string>();
  for (const segment of segments) {
    if (owned.has(segment.sentence) || segment.conditional || segmentPolarity(segment) !== 'negative') continue;
    const sentence = folded(segment.sentenceTokens);
    const takenBack = NOT_A_FAULT.test(sentence) || LIKED_ANYWAY.test(sentence) || WAVED_OFF.test(sentence);
    if (VERDICT_ONLY.test(sentence) || takenBack || segment.sentenceTokens.length <= 4) continue;
    // "Burger was just fine" at four or five stars: mild praise, not a fault.
    if (rating !== null && rating >= 4 && JUST_FINE.test(sentence)) continue;
    if (needsThing && !segment.things.some((t) => !coveredBy(t, complaints))) continue;
    // "…which is great for us gym rats": at four or five stars a segment that praises in so many words is no fault.
    if (rating !== null && rating >= 4 && PLAIN_PRAISE.test(segment.folded)) continue;
    out.set(segment.sentence, sentence);
  }
  return [...out.values()];
}

/** A segment that names the person (by the name as written) reads as a complaint. */
function namedInComplaint(segments: readonly Segment[], name: string): boolean {
  return namedWhere(segments, name, 'negative') || faultedLaterInSentence(segments, name);
}

/** The word a name is found by among a review's tokens: "Mr Singh" by "Singh". */
function lastWordOf(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

/** A segment that names the person (by the name as written) reads one way. */
function namedWhere(segments: readonly Segment[], name: string, polarity: Polarity): boolean {
  return segments.some((s) => s.tokens.some((t) => t.value === lastWordOf(name)) && segmentPolarity(s) === polarity);
}

/** "Our waiter Marco was sweet but disappeared for 20 min": a name in a sentence that goes on to fault them. */
function faultedLaterInSentence(segments: readonly Segment[], name: string): boolean {
  return segments.some(
    (s, k) =>
      s.tokens.some((t) => t.value === lastWordOf(name)) &&
      segments
        .slice(k + 1)
        .some((n) => n.sentence === s.sentence && n.things.length === 0 && segmentPolarity(n) === 'negative'),
  );
}

/** The words' overall lean, −1 … 1: the segments' scores over all their evidence. */
function leanOf(segments: readonly Segment[]): number {
  const totalEvidence = segments.reduce((sum, s) => sum + Math.abs(s.score), 0);
  return totalEvidence === 0 ? 0 : segments.reduce((sum, s) => sum + s.score, 0) / totalEvidence;
}

/** An occasion they celebrated here, not one they are planning ("already planning our anniversary here"). */
function occasionOf(review: string): string | null {
  return PLANNED_OCCASION.test(review) ? null : (OCCASION.exec(review)?.[1] ?? null);
}

/**
 * The occasion as the owner says it back: "your birthday" for the guest's own, "your wife's birthday" for someone
 * they name, "the birthday" for "her birthday" (the reply cannot tell whose).
 */
function occasionSaidBack(review: string, occasion: string | null): string | null {
  if (occasion === null) return null;
  const match = OCCASION.exec(review);
  const before = match?.[0].slice(0, match[0].lastIndexOf(occasion)) ?? '';
  const whose =
    /\b(?:my |our )?((?:mom|mum|dad|wife|husband|sister|brother|daughter|son|friend|partner|girlfriend|boyfriend|fiance|fiancee|grandma|grandmother|grandpa|grandfather|nan|nana|gran|granny|nanny|mother|father|parents|kids?|boss|colleague|best friend|auntie|aunt|uncle)'?s)\b/.exec(
      before,
    )?.[1];
  if (whose) return `your ${whose.replace(/'?s$/, "'s")} ${occasion}`;
  if (/\b(?:my|our)\b/.test(before)) return `your ${occasion}`;
  // "Brought my daughter for her 6th birthday": whose it was, from the person the guest named.
  const named = /\b(?:her|his)\b/.test(before)
    ? /\bmy (mom|mum|dad|wife|husband|sister|brother|daughter|son|friend|partner|girlfriend|boyfriend|grandma|grandmother|grandpa|nan|mother|father|boss)\b/.exec(
        review,
      )?.[1]
    : undefined;
  return named ? `your ${named}'s ${occasion}` : `the ${occasion}`;
}

/** Specific before general: a named dish before "the food", a person before "the service". */
const SPECIFICITY: Record<Thing['kind'], number> = {
  person: 0,
  dish: 1,
  drink: 1,
  staff: 2,
  room: 3,
  noise: 3,
  menu: 3,
  food: 4,
  service: 4,
  price: 4,
  portion: 4,
  clean: 4,
  delivery: 4,
  wait: 4,
  booking: 5,
  parking: 5,
  crowd: 5,
  place: 6,
};

/** Words for food in general, said back only when the guest named no dish: "the meals" beside "the uni" is filler. */
const GENERAL_FOOD =
  /^(?:food|meal|meals|dinner|lunch|brunch|breakfast|dishes|flavou?rs?|spice|heat|seasoning|cooking|cuisine|fare|menu|menus|options|selection|dessert|desserts|fish|meat|bowl|plate|drink|drinks|wine|sides|plates|bowls|leftovers|portions|seconds|course|courses)$/;

/** A superlative before a thing's name ("the fluffiest pancakes", "best ever brisket"). */
const SUPERLATIVE =
  /^(?:best|finest|tastiest|fluffiest|biggest|freshest|crispiest|juiciest|creamiest|richest|greatest|nicest|smoothest|softest|flakiest|loveliest|yummiest|cheesiest|spiciest)(?: ever)? /i;

const PLACE_HEADS =
  /^(?:spot|place|restaurant|joint|cafe|café|diner|shop|bistro|trattoria|pizzeria|taqueria|bakery|deli|pub|tavern|brewery|establishment|truck|cart|stall|van)$/;

/** What a reply may thank for, most specific first: one thing per head word, general words only when alone. */
function praiseWorthy(things: Thing[]): Thing[] {
  const sorted = [...things]
    // "the wine bar", "this spot": the place itself, which a reply does not thank itself for.
    .filter(
      (t) =>
        !PLACE_HEADS.test(t.head) &&
        !/^(?:(?:little|lovely|wonderful|great|local|neighbou?rhood) )?(?:wine|sports|cocktail|dive|whisk(?:e)?y|gin|beer|jazz|tapas|karaoke|rooftop|hotel|little|local) bar$/i.test(
          t.words,
        ),
    )
    // "the fluffiest pancakes": the guest's superlative stays theirs; the reply names the pancakes.
    .map((t) => {
      const plain = t.words.replace(SUPERLATIVE, '');
      return plain !== t.words && plain !== '' ? { ...t, words: plain } : t;
    })
    // "they brought our lab a water bowl": a kindness, not something the guest ate.
    .filter(
      (t) =>
        !/^(?:[a-z]+ )?(?:water bowl|high chair|napkins?|straws?|crayons|dogs?|pup|puppy|kids?|baby|walkers|hikers|cyclists|ramblers)$/i.test(
          t.words,
        ),
    )
    // "€9 for a small bowl of chips": a measure of what was served, not a dish.
    .filter(
      (t) => !/^(?:small |tiny |little |big |large )?(?:bowl|plate|cup|glass|jug|basket|portion)s?$/i.test(t.words),
    )
    // "the Egyptian food": the restaurant names its own food plainly.
    .map((t) => (t.kind === 'food' && /^\p{Lu}\p{Ll}+ food$/u.test(t.words) ? { ...t, words: 'food' } : t))
    .sort((a, b) => SPECIFICITY[a.kind] - SPECIFICITY[b.kind]);
  const specific = sorted.some((t) => t.kind === 'dish' || t.kind === 'drink');
  const kept: Thing[] = [];
  const dishes = sorted.filter((t) => t.kind === 'dish' || t.kind === 'drink').length;
  for (const thing of sorted) {
    if (specific && (thing.kind === 'food' || thing.kind === 'menu') && GENERAL_FOOD.test(thing.head)) continue;
    // "the toro and the fish", "the olive oil cake and the dessert": a general word beside the dish it stands for.
    if (dishes > 1 && thing.words === thing.head && GENERAL_FOOD.test(thing.head)) continue;
    // "the pint and the stout", "the pizza and the margherita": the kind beside the one of it the guest named.
    if (sorted.some((o) => o !== thing && standsFor(thing, o))) continue;
    // "the salmon schmear bagel and the bagels": one head, singular or plural, is one thing.
    const one = (w: string) => w.replace(/s$/, '');
    if (
      kept.some(
        (k) => one(k.head) === one(thing.head) || k.words.includes(thing.words) || thing.words.includes(k.words),
      )
    )
      continue;
    kept.push(thing);
  }
  // A second dish thanked beside the first must be one the vocabulary knows: the unknown ones a blind reader saw
  // thanked second were fragments ("the boiled", "the kick", "the grapefruit" of one cocktail, "the rye").
  const isDish = (t: Thing) => t.kind === 'dish' || t.kind === 'drink';
  const firstDish = kept.findIndex(isDish);
  return kept.filter((thing, k) => k <= firstDish || !isDish(thing) || knownDish(thing));
}

/** Kinds of dish or drink a guest names beside one of them, and the names of that one. */
const KINDS_AND_NAMES: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:pint|pints|beer|beers|glass)$/, /stout|lager|ale|ipa|pilsner|porter|bitter|kolsch|guinness|sour|cider|wine/],
  [
    /^(?:pasta)$/,
    /pappardelle|tagliatelle|spaghetti|linguine|rigatoni|penne|gnocchi|ravioli|carbonara|cacio|fettuccine|lasagn|orecchiette|bucatini/,
  ],
  [/^(?:broth|soup)$/, /tonkotsu|ramen|pho|laksa|shoyu|tantanmen|tsukemen|leek|chowder|minestrone/],
  [/^(?:pastry|pastries)$/, /pie|croissant|pasty|sausage roll|tart|danish|pain au/],
  [/^(?:pizza|pizzas)$/, /margherita|pepperoni|marinara|diavola|nduja|quattro|capricciosa|hawaiian|calzone/],
  [/^(?:tacos?)$/, /al pastor|carnitas|birria|carne asada|barbacoa|suadero|lengua|chorizo/],
  [/^(?:roll|bun|bread|baguette)$/, /banh mi|sandwich|burger|sub\b|hoagie|po'? ?boy|cheesesteak|torta/],
];

/** Whether `general` only names the kind of `other` ("pint" beside "stout"), said bare. */
function standsFor(general: Thing, other: Thing): boolean {
  return (
    general.words.toLowerCase() === general.head.toLowerCase() &&
    KINDS_AND_NAMES.some(
      ([kind, names]) => kind.test(general.head.toLowerCase()) && names.test(other.words.toLowerCase()),
    )
  );
}

/** A dish or drink the vocabulary knows by its head, or a multiword name it knows. */
function knownDish(thing: Thing): boolean {
  const head = thing.head.toLowerCase();
  const singular = head.replace(/(?:es|s)$/, '');
  return (
    DISH_HEADS.has(head) ||
    DISH_HEADS.has(singular) ||
    FOOD_WORDS.has(head) ||
    FOOD_WORDS.has(singular) ||
    KIND_OF.has(head) ||
    KIND_OF.has(singular) ||
    MULTIWORD_DISHES.some((d) => d.join(' ') === thing.words.toLowerCase()) ||
    // "pie and mash", "steak & ale": a pair the vocabulary names as one dish.
    AND_DISHES.has(thing.words.toLowerCase().replace(/ (?:and|&) /, ' '))
  );
}
