import { MONEY } from './money.ts';
import { COMPLAINING, DISH_FAULTS } from './complaint-vocabulary.ts';
import { SOFT_AS_IT_SHOULD_BE } from './complaint-pruning.ts';
import { GUEST_WORDS_TO_OWNER, LEADING, RESTAURANT_ACTIONS, TRAILING } from './guest-echo.ts';
import { EXTRA_NEGATIVE } from './guest-phrases.ts';
import type { NlpToken } from './nlp.ts';
import { asWritten, kindOfHead } from './thing-heads.ts';

/**
 * A clause the guest wrote against something, said back in the owner's voice ("veg boiled to mush" → "the veg was
 * boiled to mush", "they charged extra for rice" → "we charged extra for rice"), for the complaint passes
 * (leftover-pass.ts, complaint-assembly.ts). It says back only a short, plain clause about a thing, what the
 * restaurant did or what the guest had to do, and never one with praise, a question, a quote, swearing or a
 * condition in it. What is said must fault the thing, unless the clause stands among complaints and says plainly,
 * with its own verb, how one of the restaurant's things was.
 */

/** Words that open a clause without being part of it: the echo's, and "just", "only". */
const opens = (w: string) => LEADING.has(w) || /^(?:just|only)$/.test(w);
/** Words and marks that close a clause without being part of it: the echo's, and "really", ";", ":". */
const closes = (w: string) => TRAILING.has(w) || /^(?:really|;|:)$/.test(w);
/** Fillers dropped from what is said back. */
const FILLERS = /^(?:literally|totally|honestly|clearly|seriously)$/;
/** What keeps a clause from being said back: a question, a quote, sarcasm, swearing, a condition or praise. */
const REFUSE =
  /\?|"|“|”|'[a-z]+'|(?:^|\s)['‘]|\b(?:lol|lmao|smh|damn|shit|fuck|crap|hell|wtf|idiots?|stupid|scam|if|unless|wish|would|could|should|might|may|whether|why|how|because|cos|coz|since|although|though|but|while|which|good|great|nice|fine|lovely|love|loved|like|liked|enjoy|enjoyed|amazing|excellent|perfect|best|better|tasty|delicious|friendly|kind|helpful|decent|ok|okay|alright|worth|fair|cheap|proper|legit|bang|banging|spot on|fresh|i'll give|to be fair|at least|one thing|sick|ill|vomit\w*|poison\w*|allerg\w*|hospital|reaction|lawyer|sue|suing|injur\w*|slipped|never again|ever again|not again|thank god|thank goodness|thankfully|fyi|heads up|apparently|\d+\/10|recommend|sad|stuff|joke|gross|disgusting|inedible|garbage|trash|tender|juicy|crispy|(?:come|coming|be|go|going|head|heading) back)\b|\bmust (?:be|have been) run by\b|\bslow[- ](?:cooked|roasted|braised|smoked|cooker|cook)\b|\bsloth\b|\bwhisper of\b|\brumou?r of\b|\blaptop\b|\bin every sense\b|\bexcept (?:the )?price\b/;
/** Subjects a reply cannot name: pronouns and words for everything. */
const NOT_A_SUBJECT =
  /^(?:today|tonight|yesterday|little|bit|tad|lot|def|defo|deffo|prob|probs|i|i'm|im|i've|i'd|we|we're|we've|you|you're|they're|that's|there's|it|its|it's|this|that|these|those|he|she|they|them|everything|everyone|nothing|something|anything|lots|all|one|ones|mine|some|most|there|here|place|experience|visit|night|day|time|bit|tad|way|lot|super|shame|downside|complaint|knock|gripe|issue|problem|thing|stuff|guy|girl|lady|man|woman|bloke|security|whoever|someone|somebody|anyone|nobody|everybody|miss|rest|couple)$/;
/**
 * "Brisket fatty", "pizza stone cold", "gyoza half frozen": a fault or an intensifier after the thing ends its name,
 * unless it is the second of a pair ("sweet and sour").
 */
function endsTheName(word: NlpToken, before: NlpToken | undefined): boolean {
  return (
    before?.normal !== 'and' &&
    (DISH_FAULTS.has(word.normal) ||
      INTENSIFYING.test(word.normal) ||
      /^(?:swimming|drowning|covered)$/.test(word.normal))
  );
}

/** Dishes named as a pair. */
const DISH_PAIRS =
  /^(?:sweet and sour|salt and pepper|fish and chips|mac and cheese|surf and turf|bangers and mash|pie and mash|chicken and waffles|steak and ale|rice and peas|egg and chips|ham and cheese|hot and sour|sausage and mash|pork and chive|chicken and mushroom)$/;
/** Nouns that say how much ("stone cold", "paper thin", "half frozen"), never part of the thing's name. */
const INTENSIFYING = /^(?:stone|paper|bone|rock|wafer|razor|pencil|half|piping|ice|brick|fridge)$/;
/** Participles that, straight after the thing, describe it ("veg boiled to mush"): the clause needs its verb. */
const DESCRIBING =
  /^(?:more|less|broken|sliced|chopped|cremated|served|cooked|done|topped|filled|dressed|flooded|ripped|torn|squashed|drenched|boiled|covered|stuck|drowned|drowning|swimming|smothered|soaked|burnt|burned|reheated|microwaved|frozen|overcooked|undercooked|overdone|underdone|clumped|stewed|congealed|limp|barely|half|all|mostly|way|too|a|so|very|completely|totally|still|bone|stone|rock|from|out|straight|nowhere|missing|cold|lukewarm|raw)$/;
/** Words for a person on the team. */
const STAFF =
  /^(?:server|servers|waiter|waiters|waitress|waitresses|staff|bartender|barman|barmaid|barista|manager|host|hostess|owner|chef|cook|driver|cashier|team)$/;
/** The guest's words for themselves, in the owner's voice ("our" → "your", "we'd" → "you'd"). */
const GUEST_TO_OWNER = new Map([...GUEST_WORDS_TO_OWNER, ["i'd", "you'd"], ["we'd", "you'd"]]);
/** Present tense said back in the past: the visit is over. */
const PAST = new Map([
  ['is', 'was'],
  ['are', 'were'],
  ["'re", 'were'],
  ['do', 'did'],
  ['does', 'did'],
  ['ca', 'could'],
  ['has', 'had'],
  ['have', 'had'],
  ['dont', "didn't"],
  ['doesnt', "didn't"],
  ['isnt', "wasn't"],
  ['arent', "weren't"],
  ['cant', "couldn't"],
  ['nt', "n't"],
  ['taste', 'tasted'],
  ['tastes', 'tasted'],
  ['looks', 'looked'],
  ['smells', 'smelled'],
  ['feels', 'felt'],
]);

/** The clause's words, without the words that open or close it and without fillers. */
function clauseRun(tokens: readonly NlpToken[]): NlpToken[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && opens(tokens[start]?.normal ?? '')) start += 1;
  while (end > start && closes(tokens[end - 1]?.normal ?? '')) end -= 1;
  // "sandwiches a bit dry and £32 each…": the clause ends where a price or a count begins.
  const priced = tokens.findIndex(
    (t, k) =>
      k > start && t.normal === 'and' && new RegExp(String.raw`^(?:${MONEY}|\d)`).test(tokens[k + 1]?.value ?? ''),
  );
  if (priced > 0 && priced < end) end = priced;
  // "£28 for afternoon tea and the sandwiches were curling": after a price, the clause is what follows "and the".
  const after = tokens.findIndex((t, k) => k > start && t.normal === 'and' && tokens[k + 1]?.pos === 'DET');
  if (new RegExp(String.raw`^(?:${MONEY}|\d)`).test(tokens[start]?.value ?? '') && after > start) start = after + 1;
  return tokens.slice(start, end).filter((t) => !(FILLERS.test(t.normal) && t.pos !== 'VERB'));
}

/** Where the thing the clause is about ends: its determiner, naming words and noun. */
function subjectEnd(run: readonly NlpToken[]): number {
  let k = /^(?:DET|PRON)$/.test(run[0]?.pos ?? '') ? 1 : 0;
  // "Pulled pork dry as a bone": a participle before a noun names the dish.
  if (run[k]?.pos === 'VERB' && /ed$/.test(run[k]?.normal ?? '') && run[k + 1]?.pos === 'NOUN') k += 1;
  while (k < run.length && namesTheThing(run, k)) k += 1;
  return k;
}

/** "veg boiled to mush", "beef sliced paper thin": a participle after the noun says what was done to it. */
function saysWhatWasDone(run: readonly NlpToken[], k: number): boolean {
  const next = run[k + 1];
  return (
    k > 0 &&
    /ed$/.test(run[k]?.normal ?? '') &&
    run[k - 1]?.pos === 'NOUN' &&
    (next?.pos !== 'NOUN' || INTENSIFYING.test(next.normal))
  );
}

/** Whether the word at `k` is still part of the thing's name. */
function namesTheThing(run: readonly NlpToken[], k: number): boolean {
  const word = run[k];
  // "sweet and sour pork", "salt and pepper chicken": a dish whose name has its own "and".
  if (word?.normal === 'and') return DISH_PAIRS.test(`${run[k - 1]?.normal ?? ''} and ${run[k + 1]?.normal ?? ''}`);
  if (word === undefined || !/^(?:NOUN|PROPN|ADJ|NUM)$/.test(word.pos) || word.type !== 'word') return false;
  if (/^(?:more|less|too|so|very|way)$/.test(word.normal)) return false;
  if (k > 0 && endsTheName(word, run[k - 1])) return false;
  if (saysWhatWasDone(run, k)) return false;
  // "pad see ew bland": an adjective after a noun is what the guest says of it, not part of its name.
  // "egg fried rice" goes on to a noun: the adjective is part of the name.
  return !(word.pos === 'ADJ' && k > 0 && /^(?:NOUN|PROPN)$/.test(run[k - 1]?.pos ?? '') && run[k + 1]?.pos !== 'NOUN');
}

/**
 * "the" before a bare thing ("veg boiled to mush" → "the veg"), the owner's "your" for the guest's "our"; null unless
 * the head is a noun other than a pronoun or a word for everything. Known or not, a noun the guest faults plainly
 * ("Schooner flat", "Ventilation weak") is a thing: what is said of it must fault it.
 */
function subjectWords(subject: readonly NlpToken[]): string | null {
  const first = subject[0];
  if (first === undefined) return null;
  const head = subject[subject.length - 1];
  if (head === undefined || !/^(?:NOUN|PROPN)$/.test(head.pos)) return null;
  // "pan fried ones were greasy": "ones" with the words that say which is a thing.
  const which = subject.filter((t) => t.pos !== 'DET').length > 1;
  if (NOT_A_SUBJECT.test(head.normal) && !(/^ones$/.test(head.normal) && which)) return null;
  // A person on the team is owned by what they did, elsewhere; never in a clause said back.
  if (subject.some((t) => STAFF.test(t.normal))) return null;
  if (subject.some((t) => t.pos === 'PROPN' && t !== first && /^\p{Lu}/u.test(t.value))) return null;
  // "Singapore noodles", "the AC": a name's capital and an acronym are kept; other words are said in lower case.
  const words = subject.map(
    (t) => GUEST_TO_OWNER.get(t.normal) ?? (ACRONYM.test(t.value) ? t.value : asWritten(t, true)),
  );
  if (first.pos === 'DET' || first.pos === 'PRON') {
    if (!/^(?:the|our|my|their|a|an)$/.test(first.normal)) return null;
    if (first.normal === 'their') words[0] = 'our';
    if (/^an?$/.test(first.normal)) words[0] = 'the';
    return words.join(' ');
  }
  return `the ${words.join(' ')}`;
}

/**
 * Whether the rest of a clause has its own verb ("the trolleys rarely came round"), lacks one ("khinkali a little
 * underseasoned", "veg boiled to mush"), or cannot be said back plainly (null).
 */
function verbOf(rest: readonly NlpToken[]): 'has' | 'lacks' | null {
  const first = rest[0];
  if (first === undefined || first.pos === 'CCONJ' || rest.some((t) => /^(?:they|them|their|'s)$/.test(t.normal)))
    return null;
  const verb = rest.find((t) => t.pos !== 'ADV');
  const finite = (t: NlpToken) => t.pos === 'VERB' && !/ing$/.test(t.normal) && !DESCRIBING.test(t.normal);
  // "the poppadoms we ordered never arrived": a verb after a relative clause is the clause's own.
  const has =
    rest.some((t) => t.pos === 'AUX') ||
    (verb !== undefined && finite(verb)) ||
    (verb?.pos === 'PRON' && rest.filter(finite).length >= 2);
  const words = rest.map((t) => t.normal).join(' ');
  // "too sweet even for me and I'm from Georgia": a second statement is not said back.
  // "they turned ours away": whose "ours" is cannot be said back either.
  if (
    /\b(?:and|but|so) (?:i|we|i'm|i've|we're|it|it's|its|they)\b|\bi'm\b|\bi've\b|\b(?:ours|mine|theirs)\b/.test(words)
  )
    return null;
  if (!has && !plainNote(rest, verb, words)) return null;
  return has ? 'has' : 'lacks';
}

/** Whether a verbless note ("khinkali a little underseasoned") says plainly how the thing was. */
function plainNote(rest: readonly NlpToken[], verb: NlpToken | undefined, words: string): boolean {
  const first = rest[0];
  if (first === undefined) return false;
  // "egg fried rice swimming in grease": a participle before a noun names the dish; it is not what was wrong.
  if (verb?.pos === 'VERB' && /ed$/.test(verb.normal) && rest[rest.indexOf(verb) + 1]?.pos === 'NOUN') return false;
  // "lamb in thin slices and three potatoes": a verbless note about where or with what is not a fault said plainly.
  if (first.pos === 'ADP' && !PACKET.test(words)) return false;
  // "pad thai far too sweet" read as "pad" + "thai…": a verbless note opens with how it was, never another name.
  // "thick and gummy" opens with a list of how it was.
  return !(
    first.pos === 'ADJ' &&
    !DESCRIBING.test(first.normal) &&
    !faults(first.normal) &&
    rest.length > 1 &&
    rest[1]?.normal !== 'and'
  );
}

/** The rest of the clause in the owner's voice and the past tense, or null where a word cannot be said back. */
function predicateWords(rest: readonly NlpToken[], plural: boolean): string | null {
  const verb = verbOf(rest);
  if (verb === null) return null;
  const out: string[] = verb === 'has' ? [] : [plural ? 'were' : 'was'];
  for (const [k, token] of rest.entries()) {
    // "didn't have": after "did" the verb stays as it is.
    const afterDid = /^(?:did|n't|nt|not)$/.test(rest[k - 1]?.normal ?? '') && token.pos !== 'PART';
    const isVerb = (token.pos === 'AUX' || token.pos === 'VERB' || token.pos === 'PART') && !afterDid;
    const word =
      (isVerb ? PAST.get(token.value.toLowerCase()) : undefined) ??
      GUEST_TO_OWNER.get(token.normal) ??
      (WEEKDAY.test(token.value) || ACRONYM.test(token.value) ? token.value : token.value.toLowerCase());
    // "was" + "n't": a contraction is written as the guest wrote it, joined to the word before.
    if (token.before === '' && out.length > 0 && /^n't$|^'|^%$/.test(word)) out[out.length - 1] += word;
    else out.push(word.trim());
  }
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** The first clause of a segment, without what happened when ("when it finally came"). */
function firstClause(tokens: readonly NlpToken[]): readonly NlpToken[] {
  // The first clause only: "toppings skimpy tho, like 5 pepperonis on a large" says back "the toppings were skimpy".
  const comma = tokens.findIndex((t, k) => k > 1 && t.value === ',');
  const cut = comma > 0 ? tokens.slice(0, comma) : tokens;
  // "Pasta was oversalted when it finally came": what happened when is not said back; the fault is.
  const when = cut.findIndex(
    (t, k) =>
      k > 2 &&
      t.normal === 'when' &&
      /^(?:it|they|we|i) (?:\w+ )?(?:came|arrived|turned|showed|got)\b/.test(
        cut
          .slice(k + 1, k + 4)
          .map((x) => x.normal)
          .join(' '),
      ),
  );
  return when > 0 ? cut.slice(0, when) : cut;
}

/** "Sweet people just overwhelmed": the guest excusing the team, not a fault to own. */
export const EXCUSES_THE_TEAM =
  /^(?:the )?(?:sweet|lovely|nice|kind|friendly|good|great|poor) (?:people|staff|team|girls|guys|lads|ladies|kids)\b/;

/** Whether what is said of the subject cannot be said back as it stands. */
function notSaidBack(subject: string, predicate: string): boolean {
  return (
    // "chatting to each" (cut before "other than"): a clause that stops mid-phrase is not said back.
    // "packaging didn't": a verb that stops where the guest's comparison left off says nothing.
    /\b(?:each|the|a|an|of|and|but|than|my|our|your|so much|didn't|did|wasn't|weren't|doesn't|does|do)$/.test(
      predicate,
    ) ||
    // "…but the food was": a verb with nothing said after it; "the hard was to find a place": no subject.
    /^(?:was|were|is|are|did|had|has)$/.test(predicate) ||
    /^the (?:hard|easy|impossible|difficult|tough|tricky)$/.test(subject) ||
    EXCUSES_THE_TEAM.test(`${subject} ${predicate}`) ||
    // "lamb falling apart" is praise of slow-cooked meat.
    (MEAT.test(subject) && /\b(?:fell|falling|falls) (?:off|apart)\b/.test(predicate)) ||
    // "you had to chase it": a guest's "it" said back before what it is reads wrong; a price is owned as a price.
    ((subject === 'you' || subject === 'we') && /\bit$/.test(predicate)) ||
    new RegExp(String.raw`${MONEY}`).test(predicate) ||
    // "Loud loud loud": the subject's own word again says nothing of it.
    (/^the \w+$/.test(subject) && new RegExp(`^(?:was|were|is|are) ${subject.slice(4)}\\b`).test(predicate)) ||
    // "Becky was a star": praise of a person is never said back among complaints.
    /^(?:was|were|is|are) (?:a |an |an absolute |such a )?(?:star|gem|legend|sweetheart|diamond|angel|delight|credit)\b/.test(
      predicate,
    ) ||
    // "a table that was half empty": the room's scene beside a complaint, not one.
    (/^(?:the|a|your) (?:(?:\w+ )?tables?|room|restaurant|bar|place|patio|cafe|café|shop|pub|diner|dining room)$/.test(
      subject,
    ) &&
      /\b(?:empty|quiet|dead)\b/.test(predicate)) ||
    // "Dhalpuri was soft": soft as it should be.
    SOFT_AS_IT_SHOULD_BE.test(`${subject} ${predicate}`) ||
    // "Beach was packed": a place not ours to own.
    /^the (?:beach|road|street|town|market|car park|parking lot|ferry|city|mall)$/.test(subject)
  );
}

/**
 * A faulting clause in the owner's voice ("the cheese barely melted on top"), or null when it is not plain. `amid`:
 * the clause stands among complaints, so a plain statement of how one of the restaurant's things was is one too.
 */
export function looseEchoOf(tokens: readonly NlpToken[], amid = false): string | null {
  const clause = firstClause(tokens);
  const said = clause
    .map((t) => `${t.before}${t.value}`)
    .join('')
    .toLowerCase();
  if (REFUSE.test(said)) return null;
  const run = reshaped(clauseRun(clause));
  const words = run.filter((t) => t.type !== 'punctuation');
  if (words.length < 2 || words.length > 12 || run.some((t) => t.type === 'punctuation' && !/^['%-]$/.test(t.value)))
    return null;
  const subject = subjectOf(run);
  if (subject === null || subject.end >= run.length) return null;
  const predicate = predicateWords(run.slice(subject.end), subject.plural);
  if (predicate === null || notSaidBack(subject.words, predicate)) return null;
  // What is said of the thing must itself fault it ("the cumin beef too" says nothing).
  if (!faults(predicate.replace(/\b(?:too|also|as well)$/, '')) && !(amid && saidPlainly(subject, run))) return null;
  const echo = `${subject.words}${predicate.startsWith("'") ? '' : ' '}${predicate}`
    .replace(/\b(\d+) ?mins?\b/g, '$1 minutes')
    .replace(/\b1 ?hrs?\b/g, '1 hour')
    .replace(/\b(\d+) ?hrs?\b/g, '$1 hours');
  return subject.words === 'you'
    ? echo.replace(/^you was\b/, 'you were').replace(/^you wasn't\b/, "you weren't")
    : echo;
}

/**
 * A clause turned to say its fault of the thing: "€19 for a burger that came out grey" → "a burger came out grey",
 * "$19 for a burger and it showed up overcooked" → "a burger showed up overcooked". Unchanged otherwise.
 */
function reshaped(run: readonly NlpToken[]): readonly NlpToken[] {
  const at = run.findIndex(
    (t, k) =>
      k > 0 &&
      /^(?:NOUN|PROPN)$/.test(run[k - 1]?.pos ?? '') &&
      (t.normal === 'that' || (/^(?:and|but)$/.test(t.normal) && run[k + 1]?.normal === 'it')),
  );
  const verbAt = run[at]?.normal === 'that' ? at + 1 : at + 2;
  if (at < 0 || !/^(?:AUX|VERB)$/.test(run[verbAt]?.pos ?? '')) return run;
  let start = at - 1;
  while (start > 0 && /^(?:NOUN|PROPN|ADJ)$/.test(run[start - 1]?.pos ?? '') && run[start - 1]?.type === 'word')
    start -= 1;
  if (start > 0 && /^(?:a|an|the|our|my)$/.test(run[start - 1]?.normal ?? '')) start -= 1;
  // "my tea came in a mug that wasn't clean": the thing before has its own verb; the clause stays as it is.
  if (run.slice(0, start).some((t) => /^(?:AUX|VERB)$/.test(t.pos))) return run;
  // "a roll that was mostly rice is a lot": the relative clause ends where the sentence's own verb begins.
  const own = run.findIndex((t, k) => k > verbAt && t.pos === 'AUX');
  return [...run.slice(start, at), ...run.slice(verbAt, own > 0 ? own : run.length)];
}

/** What a restaurant does that a guest says "they" did, said back with the owner's "we" (never "they were…"). */
const THEY_DID = (w: string) =>
  (RESTAURANT_ACTIONS.test(w) && !/^(?:were|was|had|did|got|only|also|still|made|said|told)$/.test(w)) ||
  /^(?:started|turned|pushed|insisted|sent|wo|ca|do)$/.test(w);
/** What the guest did because of a fault, said back to them: "had to flag someone down", "waited an hour". */
const GUEST_DID = /^(?:had|have|waited|sat|stood|queued|ended|spent)$/;

/** Whether a clause's "they" is the restaurant: "they've started charging", "they didn't have", "they refused". */
function theyAreWe(run: readonly NlpToken[]): boolean {
  const next = run[1]?.normal ?? '';
  // The verb after the auxiliary says what was done.
  const verb = /^(?:'ve|have|'d|had|did)$/.test(next) && run[2]?.pos === 'VERB' ? (run[2]?.normal ?? '') : next;
  return THEY_DID(verb) || (next === 'did' && run[2]?.normal === "n't");
}

/** The owner's "we" for the guest's "they", or the guest's own "you" for "we", "I" or no subject at all; else null. */
function ownerOrGuestSubject(run: readonly NlpToken[]): { words: string; end: number; plural: boolean } | null {
  const first = run[0];
  if (first === undefined) return null;
  if (first.normal === 'they') return theyAreWe(run) ? { words: 'we', end: 1, plural: true } : null;
  if (/^(?:we|i)$/.test(first.normal) && /^(?:AUX|VERB)$/.test(run[1]?.pos ?? ''))
    return { words: 'you', end: 1, plural: true };
  // "Ended up cold": the food did, not the guest.
  const endedAs = first.normal === 'ended' && /^(?:ADJ|ADV)$/.test(run[2]?.pos ?? '');
  if (first.pos !== 'PRON' && GUEST_DID.test(first.normal) && /^(?:AUX|VERB)$/.test(first.pos) && !endedAs)
    return { words: 'you', end: 0, plural: true };
  return null;
}

/** Letters said as letters, kept in capitals and never read as a name ("the AC", "mostly OJ"). */
const ACRONYM = /^(?:AC|TVs?|OJ|BBQ|IPA|DJ|ATM|NYC)$/;

/** A day of the week: capitalised, and never a name. */
const WEEKDAY = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?$/;

/** Meat that is praised when it falls apart. */
const MEAT =
  /\b(?:lamb|beef|pork|meat|brisket|ribs?|shank|oxtail|goat|mutton|cheeks?|kleftiko|chicken|mansaf|josh|curry|stew|tagine)\b/;

/** Who or what the clause is about, in the owner's words, where it ends and whether it is plural; or null. */
function subjectOf(run: readonly NlpToken[]): { words: string; end: number; plural: boolean; thing?: boolean } | null {
  // A name is never said in a complaint: a capitalised word after the first is refused ("the AC" is no name).
  if (
    run.some(
      (t, k) =>
        k > 0 && t.pos === 'PROPN' && /^\p{Lu}/u.test(t.value) && !ACRONYM.test(t.value) && !WEEKDAY.test(t.value),
    )
  )
    return null;
  const person = personSubject(run) ?? ownerOrGuestSubject(run);
  if (person) return person;
  // "stone cold", "half the tables were empty": an intensifier or a share is no subject.
  if (INTENSIFYING.test(run[0]?.normal ?? '')) return null;
  const end = subjectEnd(run);
  const words = subjectWords(run.slice(0, end));
  const head = run[end - 1]?.normal ?? '';
  const plural = /[^s]s$/.test(head) || /^(?:people|staff|fries|chips)$/.test(head);
  return words === null ? null : { words, end, plural, thing: true };
}

/** Words for someone working there that a guest uses without a role ("the girl at the counter"). */
const PERSON = /^(?:girl|guy|lady|woman|bloke|man|lad|lass|dude|kid|fella|fellow)$/;
/** Roles said back as the guest named them ("our server"); anyone else on the team is "our team". */
const ROLES =
  /^(?:server|waiter|waitress|barista|bartender|barman|barmaid|host|hostess|manager|cashier|driver|bouncer)s?$/;

/**
 * A person on the team the clause is about, in the owner's words: "our server", "our team", "the person serving
 * you" (for "the girl at the counter"); with where the subject ends and whether it is plural. Null when the clause
 * is not about someone on the team.
 */
function personSubject(run: readonly NlpToken[]): { words: string; end: number; plural: boolean } | null {
  let end = subjectEnd(run);
  const who = run.slice(0, end).find((t) => STAFF.test(t.normal) || PERSON.test(t.normal) || ROLES.test(t.normal));
  if (who === undefined || run.slice(0, end).some((t) => t !== who && t.pos === 'NOUN' && !STAFF.test(t.normal)))
    return null;
  // "the girl at the counter", "the guy behind the bar": the place belongs to the person.
  if (/^(?:at|behind|on)$/.test(run[end]?.normal ?? '')) end = placeEnd(run, end + 1);
  // "the older guy waiting on us was really rude": what they were doing belongs to the person too.
  if (/ing$/.test(run[end]?.normal ?? '') && run[end]?.pos === 'VERB') {
    const aux = run.findIndex((t, k) => k > end && t.pos === 'AUX');
    if (aux > end && aux - end <= 4) end = aux;
  }
  // "Woman serving barely looked at us": what they were doing is part of who they were.
  if (/^(?:serving|working)$/.test(run[end]?.normal ?? '')) end += 1;
  if (PERSON.test(who.normal)) return { words: 'the person serving you', end, plural: false };
  if (ROLES.test(who.normal)) {
    const plural = /s$/.test(who.normal) && who.normal !== 'hostess';
    return { words: `our ${who.normal}`, end, plural };
  }
  return { words: 'our team', end, plural: true };
}

/** Where "at the counter", "on the till" ends, from the word after "at". */
function placeEnd(run: readonly NlpToken[], from: number): number {
  let end = from;
  // "the lady at the window rude when I asked": once the place is named, a word that judges is no part of it.
  const placed = () => run.slice(from, end).some((t) => t.pos === 'NOUN');
  while (
    (/^(?:DET|ADJ|NOUN)$/.test(run[end]?.pos ?? '') && !(run[end]?.pos !== 'NOUN' && placed())) ||
    /^(?:till|counter|register|grill)$/.test(run[end]?.normal ?? '')
  )
    end += 1;
  return end;
}

/** "out of a packet", "from a tin": where it came from is the fault. */
const PACKET = /^(?:out of|from) (?:a |the )?(?:packet|tin|can|box|jar|bottle|bag|freezer|microwave)\b/;
/** Words that fault a clause even where the lexicon reads it mild ("barely melted", "came without the egg"). */
const FAULTING =
  /\b(?:barely|cremated|incinerated|curl(?:ing|ed) (?:up )?at the edges|boiled to (?:mush|death)|to mush|to a crisp|hardly|didn'?t|did not|wasn'?t|weren'?t|without|no longer|never|missing|forgot|forgotten|ran out|cold|half|swimming|drowning|drowned|soaked|smothered(?![^.]*\b(?:hits the spot|delicious|perfect|amazing|great|good|loved?)\b)|covered in|overflowing|littered|forever|for ages|out of a (?:packet|tin|can|box|jar)|more interested in|barely looked|ignored|sulked|rolled (?:his|her|their) eyes|argued|shrugged|snapped|rude|abrupt|short with|on (?:his|her|their) phones?|couldn'?t care less|jerk|chatting|gossiping|had to|unbearable|hit (?:and|or|&) miss|more \w+ than \w+|charged (?:extra|us|me|for|full)|charging (?:for|extra)|refused|turned \w+ away|put (?:the |their )?prices? up|waited|queued|rushed|hung up|no refills?|(?:queue|line) out the door|squashed|smushed|crushed|drenched|ripped|torn|wobbly|wobbled|blasting|blaring|reeked|stank|came (?:out )?after (?:we|you|i)|never came|took forever|flooded|tasted (?:\w+ ){0,4}old|(?:hollandaise|sauce|gravy|custard|mayo) (?:was |had )?split|wet|oversalted|overseasoned|stuck together|clump|clumped|plasticky|gluggy|picked over|picked clean|dumped|slammed|chucked|tossed|(?:needed|needs) (?:a bit |a little |way )?more|could (?:use|have used|do with) more|plain|instant|stuffy|badly \w+ed|light on the \w+|could(?:'ve| have) (?:soaked|cooked|been) longer)\b/;

/** Words that fault a dish or a room mildly, which no lexicon scores against it ("slaw was plain", "taste instant"). */
export const FAULTED_MILDLY =
  /(?<!\b(?:not|not that|without being|never|isnt|wasnt|n't) )\b(?:(?:was|were|is|are|bit|a bit|pretty|very|so|kinda|quite|too) plain\b|(?:tastes?|tasted|was|were|is|are) instant\b|(?:been|was|were|like it) sat out\b|light on the \w+\b(?! which i (?:love|like)| (?:which|and) (?:is|was) (?:good|great|fine|perfect))|not my (?:style|thing|cup of tea)|not for me\b|could(?:'ve| have) (?:soaked|cooked|been|done) longer|needed (?:longer|more time)|badly \w+ed\b|stuffy\b|(?:kind of |kinda |a bit |bit )?one[- ]note\b|too (?:sweet|salty|rich|heavy|greasy|oily)\b)/;

/** Whether words fault what they are said of. */
export function faults(text: string): boolean {
  return (
    COMPLAINING.test(text) ||
    EXTRA_NEGATIVE.test(text) ||
    FAULTING.test(text) ||
    text.split(/\W+/).some((w) => DISH_FAULTS.has(w))
  );
}

/** Things a guest mentions that are not the restaurant's to answer for, or that no reply says back as a fault. */
const NOT_OURS_TO_OWN =
  /\b(?:restaurant|management|owners?|people|couples?|app|expectations|husband|wife|partner|kids?|dad|mum|mom|son|daughter|friends?|eyes|none|yo|everyone)\b/;
/** Words that speak well of a thing, though no lexicon scores them ("cooked well", "poured right", "was class"). */
const SPEAKS_WELL =
  /\b(?:will|better|make up for|makes up for|made up for|well|right|grand|cute|class|classy|polished|packed with|edible|high|generous|huge|plenty|loaded|stacked|properly|spot|on point|solid|hot|quick|fast)\b/;

/** Verbs in the past that do not end in "-ed". */
const PAST_FORMS =
  /^(?:came|kept|shrank|built|left|had|went|got|took|lost|fell|ran|sat|stood|made|gave|felt|smelt|stank|broke|spilt|burnt)$/;

/** Whether a clause with its own verb says plainly, of one of the restaurant's things, what was so. */
function saidPlainly(subject: { words: string; end: number; thing?: boolean }, run: readonly NlpToken[]): boolean {
  if (!subject.thing || NOT_OURS_TO_OWN.test(subject.words)) return false;
  // "your tea came in a mug…" is ours to answer for; "your scarf", "your eyes" are not.
  const head = run[subject.end - 1];
  if (/^your\b/.test(subject.words) && !(head && /^(?:dish|drink|food)$/.test(kindOfHead(head) ?? ''))) return false;
  const rest = run.slice(subject.end);
  if (verbOf(rest) !== 'has') return false;
  // "lamb rogan josh from here": the verb must be one ("was", "had", "kept", "tasted"), not a word read as one.
  const at = rest.findIndex((t) => t.pos !== 'ADV');
  const verb = rest[at];
  if (!(verb?.pos === 'AUX' || (verb?.pos === 'VERB' && (/ed$/.test(verb.normal) || PAST_FORMS.test(verb.normal)))))
    return false;
  // "outlets taped over", "trays left everywhere": a participle with nothing after it but a particle or an adverb
  // says what someone did to the thing, and reads wrong said of it.
  const after = rest.slice(at + 1);
  if (verb.pos === 'VERB' && after.length > 0 && after.every((t) => /^(?:ADV|ADP|PART)$/.test(t.pos))) return false;
  return !SPEAKS_WELL.test(rest.map((t) => t.normal).join(' '));
}
