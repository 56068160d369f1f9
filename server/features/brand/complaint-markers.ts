import { MONEY } from './money.ts';
import type { Complaint } from './guest-complaints.ts';
import { folded, segmentPolarity, type Segment } from './guest-segments.ts';
import type { NlpToken } from './nlp.ts';
import { judges } from './thing-heads.ts';

/**
 * Complaints the guest marks as complaints ("only gripe is the online ordering system", "minus a star for the
 * music", "wish it was less noisy", "not loving that they raised prices", "there's no ramp") or states of something the
 * vocabulary does not know as a thing ("wifi is garbage"). Four-star reviews say their one complaint this way, and
 * blind readers counted every reply that thanked and passed over it as ignoring the complaint. The complaint is named
 * by the noun phrase the guest used ("the online ordering system"), or, for noise and prices, in those words.
 */

/** Words that introduce what the guest complains of; the noun phrase after them is the complaint. */
const MARKER =
  /\b(?:(?:only|one|biggest|main|minor|slight|small|my) (?:gripe|complaint|knock|ding|downside|issue|problem|quibble|criticism|drawback|negative|moan|grumble|niggle|bugbear)(?: (?:is|was|would be))?|only (?:real )?thing (?:is|was|i'?d (?:say|change) (?:is|was))(?= (?:the|their|our|that|how) )|minus (?:a|one|1) star for|(?:i |just )?wish (?:it|they|there|the)|not (?:loving|a fan of|thrilled (?:about|with))|(?:didn'?t|did not) love|could (?:use|do with) (?:some |a |more |better )|(?:needs|need) (?:some |a |more )?(?:work|updating|improvement|attention))\b/;
/** "the extractor fans didn't work", "the card machine was broken": something of ours out of order. */
const BROKEN =
  /\b(?:didn'?t|did not|don'?t|doesn'?t|wasn'?t|weren'?t) (?:even )?work(?:ing)?\b|\b(?:cuts|cut|kept cutting|cutting) out\b|\b(?:froze|crashed|kept crashing|kept freezing)\b|\b(?:barely|never|hardly) works?\b|\bkeeps? cutting out\b|\b(?:was|were|is|are) (?:'?broken'?|out of order|not working)\b/;
/** "wish they opened earlier", "closes too early": the opening hours. */
const HOURS =
  /\bopens? (?:too|so|a bit|bit|a little|way too) late\b|wish (?:they|it) (?:weren'?t|wasn'?t|were not|was not) (?:closed|shut)|\b(?:wish|if only) (?:they|it|the kitchen|you)(?:'d| would| had)? (?:stayed|stay|was|were|be|opened?) open (?:past|later|longer|till|until|after)\b|\bopen(?:ed|s)? (?:earlier|later|longer|before \d(?!\d? ?am\b|\d?(?:am)?,? (?:which is|so) (?:handy|great|good|nice|perfect)))|\bclos(?:e|es|ed|ing) (?:too )?early|opening hours|clos(?:e|es|ing) at \d+(?::\d+)? ?(?:am|pm)?(?: on \w+)? (?:which|and|is|pm|on)\b|(?:shame|pity|wish|annoying|daft|silly|odd) (?:that )?(?:they |it )?clos(?:e|es|ed|ing) (?:at|by) \d|only open (?:til|till|until|to|till) \d|lock(?:s|ed)? (?:the |their )?doors? (?:at|before|early)/;
/** "it's SO loud in there", "can't hear yourself think". */
const LOUD =
  /\b(?:party|group|table|music|band|tv|tvs|speakers?|room|bar|place|crowd|kids) (?:next to us |beside us |behind us )?(?:was|were|is|are) (?:so |very |really |super |way too |too |insanely |crazy )?(?:loud|noisy)\b(?! (?:but|and) (?:fun|good|great|lively))|^(?:so |very |really |super )?(?:noisy|loud)\b(?! but (?:fun|good|great|lively))|\b(?:a (?:little|bit|touch|tad)(?: bit)?|bit|slightly|kinda|kind of|somewhat|little)(?: too| on the)? (?:loud|noisy)\b(?! (?:but|and) (?:fun|good|great|lively|that's fine|i didn't mind))|\b(?<!not )(?:so|too|really|very|super|incredibly|way too|insanely|crazy) (?:loud|noisy)\b(?! but (?:fun|good|great|lively))|\b(?:and|but) (?:so |very |really )?(?:loud|noisy)\b(?! (?:but|and) (?:that'?s |it'?s )?(?:half )?(?:the )?(?:fun|good|great|lively|point|vibe))|\bdeafening\b|\b(?:tv|tvs|telly|music|speakers?|radio|sound|volume|band)\b[^.]{0,25}\bfull blast\b|can'?t hear (?:yourself|each other|ourselves|a thing)/;
/** "parking's a pain", "never any parking". */
const PARKING =
  /\b(?:parking(?: lot)?|car ?park)(?:'s| is| was|,)? (?:(?:so |really |super |very |pretty )?(?:tiny|small|full|always full)|a (?:pain|nightmare|joke|mess)|terrible|impossible|awful|non-?existent|tough|limited|(?:a (?:little|bit|tad) )?(?:rough|tricky|tight|crazy|chaos|hectic))|\b(?:no|never any) parking\b|\bparking\b[^.]{0,20}\b(?:is|was|'s) (?:absolute |pure |a |an )?(?:hell|nightmare|joke|pain|mess|nonexistent|non-existent|impossible|terrible|awful|chaos)\b|\bonly (?:one|two|three|a few|a couple of|\d) (?:parking )?(?:spots?|spaces?)\b|(?:hard|tricky|difficult|awkward|impossible|a (?:pain|nightmare)) to (?:find )?park(?:ing)?\b|\bparking (?:is |was |can be )?(?:a (?:bit|little) |bit |kinda |pretty )?(?:tricky|tight|awkward|difficult)\b/;
/** "Sambar could be hotter": the dish before it, and how it could have been. */
const COULD_BE =
  /\b(?:could|should) (?:have )?be(?:en)? (?:a (?:bit|little|touch) )?(hotter|warmer|crispier|fresher|bigger|saltier|spicier|stronger)\b/;
/**
 * "Guy on the phone is a little curt", "stools a bit hard": a thing of ours faulted mildly, the way a four-star guest
 * says their one complaint. Faults of a dish's taste are read elsewhere; these are of people, the room and its things.
 */
const HEDGED =
  /\b(a (?:little|bit|touch|tad)(?: bit)?|bit|slightly|kinda|kind of|somewhat)(?: too)? (curt|snooty|snobby|rude|short|abrupt|brusque|gruff|grumpy|cold|slow|cramped|tight|crowded|dark|chilly|stuffy|dated|tired|sticky|dirty|grubby|tiny|disorgani[sz]ed|chaotic|hectic|pushy|uncomfortable|uncomfy|wobbly|worn|shabby|scruffy|smelly|dingy|grim|stretched|warm|hot)\b/;
/** People the guest names by a word no reply repeats ("the guy on the phone" is "the person on the phone"). */
const PERSON = /^(?:guy|girl|lady|man|woman|bloke|dude|gal|fella|chap|lad|kid)\b/;
/** "Washroom could use an update": what a thing of ours needs. */
const NEEDS =
  /\b(?:could (?:use|do with)|needs?|is in need of) (an? (?:update|refresh|refurb|reno|renovation|makeover|facelift|deep clean|good clean|lick of paint|new coat of paint)|updating|a clean|some love)\b/;
/** "the patio has zero shade": what a thing of ours lacks. */
const HAS_NO =
  /\b(?:has|had|have) (?:zero|no) (shade|heating|heat|air ?con|aircon|ac|ventilation|seating|seats|soap|paper towels|toilet paper|lighting|signage)\b/;

/** "there's no ramp", "there was no soap": something missing. */
const MISSING = /\bthere(?:'s| is| was| are| were) no\b/;
const NOISE = /\b(?:noisy|loud|noise|music|quieter|louder)\b/;
const WAIT = /\b(?:wait|waited|waiting|line|queue|queued|queuing|queueing|stand around|took (?:ages|forever))\b/;
const SMALL =
  /\b(?:tiny|small|cramped)\b(?! (?:glass|glasses|portions?|plates?|bowls?|cups?|servings?|pours?|slices?|pieces?|bottles?|measures?|side|sides))/;
const PRICE = new RegExp(String.raw`\b(?:price|prices|pricey|expensive|raised|${MONEY}\s?\d|cost)\b`);

/** A word that starts a noun phrase without being part of its name. */
const DETERMINER = /^(?:the|a|an|their|our|my|your|his|her|its|this|that|these|those|some|more|better|no)$/;
/** Nouns that name no thing of the restaurant's ("a star", "the time", "everything"). */
const NOT_A_THING =
  /^(?:today|tonight|yesterday|mate|pal|bud|hun|hon|star|stars|time|times|thing|things|way|lot|bit|everything|anything|something|nothing|people|guy|place|spot|restaurant|experience|visit|night|day|review|point|reason|mine|yours|ours|hand|ones|one|half|rest|most|all|some|lol|lad|lass|guy|girl|lady|man|woman|bloke|fella|dude|chap|kid|kids|children|toddler|baby|wife|husband|partner|friends|mum|mom|dad|parents|family)$/;

function isNoun(token: NlpToken | undefined): boolean {
  return token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN');
}

/**
 * The noun phrase the guest used at or after `from` ("the online ordering system", "prices"): its naming words and
 * nouns up to its head, at most four words, without its article; null where no noun names a thing.
 */
export function nounPhraseFrom(tokens: readonly NlpToken[], from: number): string | null {
  const words = phraseWords(tokens, phraseStart(tokens, from));
  const head = words.at(-1);
  if (head === undefined || NOT_A_THING.test(head.normal)) return null;
  return words.map(written).join(' ');
}

/** A word as a reply writes it: "the AC", "the TVs"; otherwise lower case. */
function written(t: NlpToken): string {
  return /^[A-Z]{2,3}s?$/.test(t.value) ? t.value : t.normal;
}

/** Where the noun phrase after `from` starts: past a pronoun subject and its verb, and past its article. */
function phraseStart(tokens: readonly NlpToken[], from: number): number {
  let k = from;
  while (k < tokens.length && /^(?:PRON|SCONJ|AUX)$/.test(tokens[k]?.pos ?? '')) k += 1;
  // "they raised prices": the subject is a pronoun; the thing is what follows the verb.
  if (tokens[k]?.pos === 'VERB' && k > from) k += 1;
  while (k < tokens.length && DETERMINER.test(tokens[k]?.normal ?? '')) k += 1;
  return k;
}

/** The phrase's naming words and nouns from `start`, at most four, ending on a noun. */
function phraseWords(tokens: readonly NlpToken[], start: number): NlpToken[] {
  const words: NlpToken[] = [];
  for (let k = start; k < tokens.length && words.length < 4; k += 1) {
    const t = tokens[k];
    if (t === undefined || !(isNoun(t) || (t.pos === 'ADJ' && !judges(t)))) break;
    words.push(t);
  }
  while (words.length > 0 && !isNoun(words.at(-1))) words.pop();
  return words;
}

/** The noun phrase that ends right before `at` ("the extractor fans" before "didn't work"), if it names a thing. */
function subjectBefore(tokens: readonly NlpToken[], at: number): string | null {
  let from = at;
  while (
    from > 0 &&
    (isNoun(tokens[from - 1]) ||
      (tokens[from - 1]?.pos === 'ADJ' &&
        // "flat white": a name, though "flat" can judge.
        (!judges(tokens[from - 1] as NlpToken) ||
          `${tokens[from - 1]?.normal} ${tokens[from]?.normal}` === 'flat white')))
  )
    from -= 1;
  // "the vent over our grill", "the lock on the door": the thing is the noun before the place it is in.
  const owner = tokens[from - 1];
  const preposition = tokens[from - (owner && /^(?:DET|PRON)$/.test(owner.pos) ? 2 : 1)];
  const start =
    preposition?.pos === 'ADP' && isNoun(tokens[tokens.indexOf(preposition) - 1])
      ? tokens.indexOf(preposition) - 1
      : from;
  const words = tokens.slice(start, at);
  const head = tokens[at - 1];
  if (head === undefined || !isNoun(head) || NOT_A_THING.test(head.normal) || words.length > 6) return null;
  return words.map(written).join(' ');
}

/** A complaint named by a noun phrase, keyed by its head. */
function named(phrase: string, sentence: number): Complaint {
  // "its a zoo on 32nd st after 9": the crowd, not a zoo.
  if (/^(?:zoo|circus|madhouse|mad house|bunfight|bun fight|free for all|scrum|bear pit)$/i.test(phrase))
    return { key: 'marked-zoo', noun: 'how hectic it was', area: 'general', sentence };
  return { key: `marked-${phrase.split(' ').at(-1) ?? phrase}`, noun: `the ${phrase}`, area: 'general', sentence };
}

/** What a sentence marks as its complaint, named as a reply can say it. */
/** Complaints a sentence names in fixed words: the opening hours, the noise, the parking. */
const NAMED_CASES: readonly (readonly [RegExp, Omit<Complaint, 'sentence'>])[] = [
  [HOURS, { key: 'hours', noun: 'our opening hours not suiting you', area: 'management' }],
  [LOUD, { key: 'noise', noun: 'the noise', area: 'floor' }],
  [PARKING, { key: 'parking', noun: 'the parking', area: 'management' }],
];

/** What a marker's following words are about, where they say it in words of a known kind. */
const AFTER_MARKER: readonly (readonly [RegExp, Omit<Complaint, 'sentence'>])[] = [
  [NOISE, { key: 'noise', noun: 'the noise', area: 'floor' }],
  [PRICE, { key: 'price', noun: 'the prices', area: 'management' }],
  [WAIT, { key: 'wait', noun: 'the wait', area: 'floor' }],
  [SMALL, { key: 'cramped', noun: 'how small the place is', area: 'management' }],
  [/\b(?:packed|crowded|busy|rammed|heaving|mobbed)\b/, { key: 'crowd', noun: 'how busy it was', area: 'floor' }],
];

/** The token at which a match at `index` of the sentence's folded words starts. */
function tokenAt(tokens: readonly NlpToken[], index: number): number {
  return tokens.findIndex((_, k) => folded(tokens.slice(0, k + 1)).length >= index);
}

/** "Sambar could be hotter", "the extractor fans didn't work": the subject before the words, and what they say. */
function ofSubject(tokens: readonly NlpToken[], words: string, sentence: number): Complaint | null {
  const couldBe = COULD_BE.exec(words);
  if (couldBe) {
    const subject = subjectBefore(tokens, tokenAt(tokens, couldBe.index));
    const clause = `the ${subject} could have been ${couldBe[1]}`;
    if (subject) return { key: `dish-${subject}`, noun: `the ${subject}`, clause, area: 'kitchen', sentence };
  }
  const broken = BROKEN.exec(words);
  const subject = broken ? subjectBefore(tokens, tokenAt(tokens, broken.index)) : null;
  if (subject) return { key: `broken-${subject}`, noun: `the ${subject}`, area: 'management', sentence };
  // "Washroom could use an update", "the patio has zero shade": the thing, and what it needs or lacks.
  const lacking = NEEDS.exec(words) ?? HAS_NO.exec(words);
  const lacks = lacking ? subjectBefore(tokens, tokenAt(tokens, lacking.index)) : null;
  if (lacking === null || lacks === null) return null;
  const what = lacking[0].startsWith('ha') ? `having no ${lacking[1]}` : `needing ${lacking[1]}`;
  return { key: `lacks-${lacks}`, noun: `the ${lacks} ${what}`, area: 'management', sentence };
}

/** What a sentence marks as its complaint, named as a reply can say it. */
function markedIn(tokens: readonly NlpToken[], sentence: number): Complaint | null {
  const words = folded(tokens);
  const fixed = NAMED_CASES.find(([re]) => re.test(words));
  if (fixed) return { ...fixed[1], sentence };
  const subjectComplaint = ofSubject(tokens, words, sentence);
  if (subjectComplaint) return subjectComplaint;
  const marker = MARKER.exec(words);
  const missing = MISSING.exec(words);
  const match = marker ?? missing;
  if (match === null) return null;
  const after = words.slice(match.index + match[0].length);
  // "Only thing was the pretzel was kinda small": after "only thing", the thing named comes first.
  const known =
    marker && !/^only (?:real )?thing/.test(marker[0]) ? AFTER_MARKER.find(([re]) => re.test(after)) : undefined;
  if (known) return { ...known[1], sentence };
  let from = tokenAt(tokens, match.index + match[0].length) + 1;
  // "Only gripe, the TVs…": past the comma or colon after a marker that names itself a complaint.
  if (
    /(?:gripe|complaint|knock|ding|downside|issue|problem|quibble|criticism|drawback|negative|moan|grumble|niggle|bugbear)$/.test(
      match[0].trim(),
    )
  )
    while (/^[,:;–-]$/.test(tokens[from]?.value ?? '')) from += 1;
  const phrase = nounPhraseFrom(tokens, from);
  // "could do with more veggie stuff": a word that names nothing.
  if (phrase === null || /^(?:stuff|things|everything|it)$/.test(phrase)) return null;
  if (missing && marker === null) return { ...named(phrase, sentence), noun: `there being no ${phrase}` };
  return named(phrase, sentence);
}

/** The mildly faulted thing before a hedge, and the guest's words for the fault, as a past-tense clause. */
function hedgedOf(tokens: readonly NlpToken[], sentence: number): Complaint | null {
  const words = folded(tokens);
  const hedged = HEDGED.exec(words);
  if (hedged === null) return null;
  let at = tokenAt(tokens, hedged.index);
  const verbs: string[] = [];
  // "is always a bit", "can be a little", "felt kinda": the verb between the thing and the hedge.
  while (at > 0 && /^(?:AUX|VERB|ADV|PART)$/.test(tokens[at - 1]?.pos ?? '') && verbs.length < 3) {
    at -= 1;
    verbs.unshift(tokens[at]?.normal ?? '');
  }
  const subject = subjectBefore(tokens, at);
  // "I was a bit cold": the guest, not a thing of ours; "it's a bit dated": no thing named.
  if (subject === null || /^(?:it|i|we|they|you|he|she)$/.test(subject)) return null;
  const plural = verbs.some((v) => /^(?:are|were|'re)$/.test(v))
    ? true
    : verbs.some((v) => /^(?:is|was|'s)$/.test(v))
      ? false
      : /[^s]s$|^(?:staff|people|crew|folks)$/.test(subject);
  const thing = subject.replace(PERSON, 'person');
  // "a couple of rolls were a bit warm": some of them, not "the couple of rolls".
  const part = /^(?:(one)|couple|few|bunch|handful|some) of (?:the |our )?(.+)$/.exec(thing);
  const said = part ? `${part[1] ?? 'some'} of the ${part[2]}` : `the ${thing}`;
  const clause = `${said} ${plural && part?.[1] === undefined ? 'were' : 'was'} ${hedged[1]} ${hedged[2]}`;
  const head = thing.split(' ').at(-1) ?? thing;
  return { key: `marked-${head}`, noun: `the ${thing}`, clause, area: 'general', sentence };
}

/** "Wifi is garbage": a segment that reads strongly against a subject the vocabulary does not know as a thing. */
function statedOfSubject(segment: Segment, strongly: number): Complaint | null {
  if (segment.things.length > 0 || segment.score > -strongly || segmentPolarity(segment) !== 'negative') return null;
  const verb = segment.tokens.findIndex((t) => t.pos === 'AUX' || t.pos === 'VERB');
  // The subject must be a thing, not "I" or "we" ("I described my coat like I was a suspect").
  if (verb <= 0 || /^(?:PRON|SCONJ|CCONJ|ADV)$/.test(segment.tokens[0]?.pos ?? '')) return null;
  // "Texas would be ashamed": a hypothetical says nothing went wrong with a thing of ours.
  if (/\b(?:would|could|might)\b/.test(segment.folded)) return null;
  const phrase = nounPhraseFrom(segment.tokens, 0);
  // The phrase must be the whole subject: "wifi" before "is garbage".
  if (phrase === null || phrase.split(' ').length !== verb - (DETERMINER.test(segment.tokens[0]?.normal ?? '') ? 1 : 0))
    return null;
  return named(phrase, segment.sentence);
}

/**
 * The complaints a review marks as such, one per sentence from which nothing was owned; `strongly` is how strongly a
 * segment must read against a subject for it to count (more at four stars).
 */
/** "Only knock is…", "my one gripe…", "minus a star for…": the guest names their complaint as one, even at five stars. */
const NAMED_AS_A_COMPLAINT =
  /\b(?:(?:only|one|biggest|main|minor|slight|small|my) (?:gripe|complaint|knock|ding|downside|down side|issue|problem|quibble|criticism|drawback|negative|moan|grumble|niggle|bugbear)s?\b|minus (?:a|one|1) star\b|\bonly (?:thing|bad thing|con|minus)(?: i'?d (?:say|change|mention))? (?:is|was|:|,)|\bonly reason (?:i'?d|i would|to) knock\b|(?:knock(?:ed)?|lost|dock(?:ed)?|took) (?:off )?(?:a|one|1) star\b)/;

/** "Only gripe is the parking" named as a complaint, and not waved off in the same breath ("but who cares"). */
export function namedAsOne(sentence: string): boolean {
  return (
    NAMED_AS_A_COMPLAINT.test(sentence) &&
    !/\bbut (?:who cares|whatever|meh|no big deal|not a big deal|it doesn'?t matter|that'?s nothing)\b/.test(sentence)
  );
}

export function markedComplaints(
  segments: readonly Segment[],
  ownedSentences: ReadonlySet<number>,
  strongly: number,
): Complaint[] {
  const out: Complaint[] = [];
  const seen = new Set<number>();
  for (const segment of segments) {
    if (seen.has(segment.sentence) || segment.conditional) continue;
    // A complaint marked as one counts beside others owned from its sentence; one read from a subject does not.
    const complaint =
      markedIn(segment.sentenceTokens, segment.sentence) ??
      (ownedSentences.has(segment.sentence) ? null : statedOfSubject(segment, strongly)) ??
      // "cash only, and the owner was a bit short with us": a mild fault beside another is still its own.
      hedgedOf(segment.sentenceTokens, segment.sentence);
    if (complaint === null || out.some((c) => c.key === complaint.key)) continue;
    seen.add(segment.sentence);
    out.push(complaint);
  }
  return out;
}
