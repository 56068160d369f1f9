import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';

/**
 * What a person on the team did, said back in the owner's voice: "the counter man yelled at my mother" → "our
 * counter man yelled at your mother"; "the tea guy never came back" → "our tea guy never came back"; "our waitress
 * seemed annoyed we were splitting plates" → "our waitress seemed annoyed you were splitting plates". A reply owns
 * the conduct by what it was, never by a name, and only when the guest's statement is short and plain: no quote,
 * question, swearing or insult, and a verb that says what the person did.
 */

/** What the guest says the person did wrong: the verb phrase a reply can say back. */
const CONDUCT =
  /\b(?:yell(?:ed|ing)?|shout(?:ed|ing)?|snapp(?:ed|ing)|rolled (?:his|her|their) eyes|shrugg?(?:ed)?|ignor(?:ed|ing)|never (?:came|checked|returned|once)|didn'?t (?:come|check|care|apologi[sz]e|bother|even)|did not (?:come|check|care|apologi[sz]e|bother)|forgot|argu(?:ed|ing)|insist(?:ed|ing)|refus(?:ed|ing)|rush(?:ed|ing)|hover(?:ed|ing)|lectur(?:ed|ing)|corrected|talked (?:on|down)|was on (?:his|her|their) phone|seemed (?:annoyed|irritated|bothered|put out|impatient)|(?:was|were|seemed) (?:rude|dismissive|condescending|short|curt|cold|snippy|impatient|annoyed|irritated|unfriendly)|got (?:short|snippy|annoyed|defensive)|walked (?:away|off)|hung up|took it away|kicked us out|asked us to leave|stood there|never asked|didn'?t ask|tried to (?:force|push|rush|upsell|get)|told us to|made us|had (?:no|zero) (?:knowledge|idea|clue)|mis-?pronounc\w*|became (?:\w+ )?(?:irritated|annoyed|angry|upset|rude|impatient)|got (?:\w+ )?(?:irritated|annoyed|angry|upset|mad)|(?:was|were) (?:abusive|sarcastic|rude|dismissive)|brought (?:us )?the wrong|spilled|yell(?:ed)? at|kept (?:mixing|forgetting|disappearing|getting)|mixed up|got (?:\w+ )?wrong)\b/;
/** Words that make a statement too charged or too involved to say back in a public reply. */
const REFUSE =
  /\?|"|“|”|\b(?:lol|lmao|smh|wtf|damn|shit|fuck|crap|hell|idiots?|stupid|moron|bitch|racist|because|since|you|your|yours|their|theirs|while)\b/;
/** Names are never said back: a reply owns a complaint without naming the person (docs/reply-quality.md). */
const OWNER_WORDS: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  us: 'you',
  we: 'you',
  my: 'your',
  our: 'your',
  mine: 'yours',
  ours: 'yours',
  myself: 'yourself',
  ourselves: 'yourselves',
  am: 'are',
  "'m": "'re",
};
const DETERMINERS = /^(?:the|a|an|this|that|my|our|their|one|some)$/;

/**
 * The person is who acts: a verb follows the role, after an adverb or a place ("the girl at the register was…"),
 * not "we asked the hostess what was going on".
 */
function actsNext(tokens: readonly NlpToken[], at: number): boolean {
  let k = at + 1;
  if (tokens[k]?.pos === 'ADP') {
    const place = tokens.slice(k + 1, k + 5).findIndex((t) => t.pos === 'NOUN');
    if (place < 0) return false;
    k += place + 2;
  }
  while (tokens[k]?.pos === 'ADV' || /^(?:itself|themselves|himself|herself)$/.test(tokens[k]?.normal ?? '')) k += 1;
  // A finite verb: "the staff rushing out of the kitchen" is a scene, not a statement of what they did.
  return tokens[k]?.pos === 'AUX' || (tokens[k]?.pos === 'VERB' && !/ing$/.test(tokens[k]?.normal ?? ''));
}
const TRAILING = new Set([
  ',',
  '.',
  '!',
  ';',
  ':',
  '-',
  '—',
  ')',
  'lol',
  'though',
  'tho',
  'honestly',
  'tbh',
  'tbf',
  'imo',
  'ngl',
]);

/**
 * The person's conduct as a clause for the reply's apology ("our counter man yelled at you"), or null. `tokens` is
 * the sentence, `thing` the staff role in it, `end` where the guest's statement about it ends (a segment's end).
 */
export function staffConductClause(tokens: readonly NlpToken[], thing: Thing, end: number): string | null {
  if (thing.kind !== 'staff' || !actsNext(tokens, thing.at)) return null;
  const clause = saidOf(tokens, thing, end, CONDUCT);
  if (clause === null) return null;
  // "the girl at the register" is, in the owner's words, "our team member at the register".
  const who = /^(?:girl|guy|lady|woman|man|dude|kid|gentleman)\b/i.test(clause)
    ? clause.replace(/^\S+/, 'team member')
    : clause;
  // "rude to my friend for no reason": the owner does not repeat the guest's verdict on why.
  return `our ${who.replace(/ (?:for no (?:reason|apparent reason)|at all|whatsoever|honestly|tbh)$/, '')}`;
}

/**
 * What the guest plainly says went wrong with a dish or drink, in the owner's voice, when no fault word names it:
 * "the latte was mostly foam", "the mint lemonade tasted like powder", "the mac had the texture of wallpaper paste".
 * `complains`: the words that must be in it for it to be a complaint at all.
 */
export function dishFaultClause(
  tokens: readonly NlpToken[],
  thing: Thing,
  end: number,
  complains: RegExp,
): string | null {
  if (thing.kind !== 'dish' && thing.kind !== 'drink') return null;
  const verbless = verblessFault(tokens, thing, end);
  if (verbless !== null) return verbless;
  if (!actsNext(tokens, thing.at)) return null;
  const clause = saidOf(tokens, thing, end, complains);
  if (clause === null) return null;
  // "Fish pie mostly mash with three prawns in it": the verb the guest left out.
  const next = tokens[thing.at + 1];
  if (
    next !== undefined &&
    /^(?:mostly|basically|literally|nothing|all|just)$/.test(next.normal) &&
    tokens[thing.at + 2]?.pos !== 'AUX'
  ) {
    const named = thing.words.toLowerCase();
    if (clause.toLowerCase().startsWith(`${named} `))
      return `the ${clause.slice(0, named.length)} ${thing.plural ? 'were' : 'was'}${clause.slice(named.length)}`;
  }
  return `the ${clause}`;
}

/** How much a fault word is meant: "a bit", "a touch", "way too", "slightly". */
const DEGREE =
  /^(?:a|bit|abit|little|touch|tad|too|slightly|way|far|so|very|quite|rather|kinda|kind|of|super|really|overly|pretty|bloody|well)$/;
/** What a dish or drink can be that is a fault in itself. */
const FAULT_WORD =
  /^(?:tough|dry|eggy|rubbery|chewy|soggy|greasy|oily|bland|salty|sweet|sour|bitter|cold|lukewarm|tepid|stale|burnt|burned|overdone|overcooked|undercooked|raw|watery|mushy|gluey|stodgy|claggy|pale|gr[ae]y|limp|flat|sloppy|sickly|underseasoned|under-seasoned|overseasoned|gritty|fatty|gristly|sinewy|leathery|tasteless|flavou?rless|doughy|bready|stringy|fishy|lumpy|grainy|runny|cloying|vinegary|floppy|dense|heavy|weak|warm|meh)$/;

/**
 * "Creme brulee a bit eggy", "meat grey", "beef rib a bit tough for £28": the dish and its fault with the verb the
 * guest left out, in the owner's voice ("the creme brulee was a bit eggy"), or null. After "too" any adjective is a
 * fault ("pad thai way too sweet"); otherwise only a word that faults a dish in itself, and never one that goes on to
 * name something ("ribs dry rub").
 */
function verblessFault(tokens: readonly NlpToken[], thing: Thing, end: number): string | null {
  const fault = faultAfter(tokens, thing.at + 1, end);
  if (fault === null) return null;
  const measure = measureAt(tokens, fault.after);
  return `the ${thing.words.toLowerCase()} ${thing.plural ? 'were' : 'was'} ${fault.words}${measure ? ` ${measure}` : ''}`;
}

/** The fault words from `first` ("a bit tough", "grey and chewy", "way too sweet"), and where they end; or null. */
function faultAfter(tokens: readonly NlpToken[], first: number, end: number): { words: string; after: number } | null {
  let k = first;
  while (k < end && DEGREE.test(tokens[k]?.normal ?? '')) k += 1;
  const word = tokens[k];
  if (word === undefined || k >= end) return null;
  const degree = tokens.slice(first, k).map((t) => t.normal);
  if (degree.length > 3 || degree.at(-1) === 'of' || degree.at(-1) === 'a') return null;
  const tooMuch = degree.some((d) => d === 'too' || d === 'overly') && word.pos === 'ADJ';
  if (!(FAULT_WORD.test(word.normal) || tooMuch) || /^(?:NOUN|PROPN)$/.test(tokens[k + 1]?.pos ?? '')) return null;
  const second = secondFault(tokens, k + 1);
  const words = [...degree, word.value.toLowerCase(), ...(second ? ['and', second.value.toLowerCase()] : [])];
  return { words: words.join(' '), after: k + (second ? 3 : 1) };
}

/** "dry and chewy": a second fault word joined to the first at `at`, said too. */
function secondFault(tokens: readonly NlpToken[], at: number): NlpToken | undefined {
  const word = tokens[at + 1];
  return tokens[at]?.normal === 'and' && word !== undefined && FAULT_WORD.test(word.normal) ? word : undefined;
}

/** "a tad salty for my taste": the guest's own measure at `at`, said back ("for your taste"), or null. */
function measureAt(tokens: readonly NlpToken[], at: number): string | null {
  const said = tokens
    .slice(at, at + 3)
    .map((t) => t.normal)
    .join(' ')
    .match(/^for (?:my|our) (?:taste|liking)|^for (?:me|us)\b/)?.[0];
  return said === undefined ? null : said.replace(/\b(?:my|our)\b/, 'your').replace(/\b(?:me|us)$/, 'you');
}

/**
 * The guest's statement about a thing, from its words to `end`, in the owner's voice and without its article, or null
 * when it is not short and plain or does not say what `pattern` looks for.
 */
function saidOf(tokens: readonly NlpToken[], thing: Thing, end: number, pattern: RegExp): string | null {
  const determiner = tokens[thing.from];
  const start = determiner !== undefined && DETERMINERS.test(determiner.normal) ? thing.from + 1 : thing.from;
  let stop = Math.min(end, tokens.length);
  while (stop > thing.at + 1 && TRAILING.has(tokens[stop - 1]?.normal ?? '')) stop -= 1;
  const run = tokens.slice(start, stop);
  const words = run.filter((t) => t.type !== 'punctuation');
  if (words.length < 3 || words.length > 14) return null;
  if (run.some((t) => t.type === 'punctuation' && !/^[,']$/.test(t.value))) return null;
  const surface = run
    .map((t, k) => `${k === 0 ? '' : t.before}${t.value}`)
    .join('')
    .toLowerCase();
  if (REFUSE.test(surface) || !pattern.test(surface)) return null;
  if (run.some((t) => t.pos === 'PROPN' && t.value !== t.value.toLowerCase() && t !== tokens[thing.at])) return null;
  const said = run.map((t, k) => {
    const owner = OWNER_WORDS[t.normal];
    const previous = run[k - 1]?.normal;
    let word = owner ?? t.value;
    // "I was" → "you were".
    if ((previous === 'i' || previous === 'we') && t.normal === 'was') word = 'were';
    if ((previous === 'i' || previous === 'we') && t.normal === "wasn't") word = "weren't";
    return `${k === 0 ? '' : t.before === '' ? '' : ' '}${word}`;
  });
  const clause = said.join('').replace(/\s+/g, ' ').trim();
  return /^[A-Z]{2}/.test(clause) ? clause : `${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
}
