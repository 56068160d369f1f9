import { KIND_OF } from './thing-vocabulary.ts';
import type { NlpToken } from './nlp.ts';

/**
 * A complaint said back in the guest's own words, in the owner's voice: "the salsa bar was empty both times i went" →
 * "the salsa bar was empty both times you went"; "they forgot half our takeout order" → "we forgot half your takeout
 * order". Used only where nothing more particular names what went wrong, and only for a short, plain statement: no
 * question, quote, sarcasm, swearing or instruction to other readers.
 */

/** Words that open a statement without being part of it ("but", "sadly", "also"): dropped. */
export const LEADING = new Set([
  'today',
  'tonight',
  'and',
  'but',
  'also',
  'then',
  'plus',
  'though',
  'tho',
  'sadly',
  'unfortunately',
  'however',
  'so',
  'still',
  'oh',
  'well',
  'honestly',
  'even',
  'yet',
  'besides',
  'shame',
  'pity',
  ',',
  '-',
  '—',
  '(',
]);
/** Words and marks that close a statement without being part of it ("lol", "tho", "imo"): dropped. */
export const TRAILING = new Set([
  'lol',
  'tho',
  'though',
  'honestly',
  'either',
  'haha',
  'smh',
  'lmao',
  'imo',
  'tbh',
  'tbf',
  'ngl',
  ',',
  '-',
  '—',
  ')',
  '.',
  '!',
]);
/** Verbs after which "like" compares ("were like soup", "tasted like the fridge"). */
const SAYS_LIKE = /^(?:was|were|is|are|tasted|tastes|looked|looks|felt|feels|smelled|smells|seemed|seems)$/;
/** Fillers dropped from what is said back ("it was like cold"), unless they are the verb. */
const FILLERS = new Set(['like', 'literally', 'basically', 'totally', 'honestly']);
/** What a restaurant does that a guest says "they" did: the owner says "we". */
export const RESTAURANT_ACTIONS =
  /^(?:forgot|charged|lost|gave|told|said|refused|ran|rushed|seated|sat|kept|made|added|brought|served|had|were|was|did|didn'?t|wouldn'?t|couldn'?t|never|only|also|still|put|took|called|hung|cancelled|canceled|changed|raised|closed|stopped|ignored|overcharged|messed|mixed|got)$/;
/** What "they were" says of a restaurant's people, not of its food ("they were out of", "they were rude"). */
const THEY_WERE_US =
  /^(?:out|rude|short|dismissive|unhelpful|closed|understaffed|busy|slow|disorgani[sz]ed|clueless|unapologetic|unfriendly|useless)$/;
/** What keeps a statement from being said back: a question, a quote, sarcasm, swearing, words to other readers. */
const REFUSE =
  /\?|"|“|”|\b(?:lol|lmao|smh|10\/10|wonderful experience|great system|thanks a lot|thank god|thank goodness|thankfully|fyi|heads up|apparently|\d+\/10|damn|shit|fuck|crap|hell|wtf|idiots?|stupid|scam|you|your|yours|yourself)\b/;
/** A first word that tells other readers what to do ("skip the fries"): advice, not a statement. */
const IMPERATIVE =
  /^(?:skip|go|avoid|order|get|pass|try|come|don'?t|do|save|stay|run|trust|beware|expect|bring|make|ask|check)$/;

/** A guest's words for themselves and the owner's for them: "I" → "you", "our" → "your", "am" → "are". */
export const GUEST_WORDS_TO_OWNER: ReadonlyMap<string, string> = new Map([
  ['i', 'you'],
  ['ourselves', 'yourselves'],
  ['myself', 'yourself'],
  ['me', 'you'],
  ['us', 'you'],
  ['my', 'your'],
  ['our', 'your'],
  ['mine', 'yours'],
  ['ours', 'yours'],
  ['myself', 'yourself'],
  ['we', 'you'],
  ["'m", "'re"],
  ['am', 'are'],
]);
/** The guest's "they" when they mean the restaurant, and the owner's "we". */
const THEY_TO_WE = new Map([
  ['they', 'we'],
  ['their', 'our'],
  ['them', 'us'],
]);
/** After "I", the verb the owner's "you" takes: "I was" → "you were", "I wasn't" → "you weren't"; "I've" stays. */
const AFTER_I = new Map([
  ['was', 'were'],
  ["wasn't", "weren't"],
]);

/** A guest's word in the owner's voice; null for a "they" that is not the restaurant (`they` says whether it is). */
function ownerWordFor(token: NlpToken, they: boolean): string | null {
  const w = token.normal;
  const owners = GUEST_WORDS_TO_OWNER.get(w);
  if (owners !== undefined) return owners;
  if (THEY_TO_WE.has(w)) return they ? (THEY_TO_WE.get(w) ?? null) : null;
  return token.value === token.value.toUpperCase() && token.value.length > 3 ? token.value.toLowerCase() : token.value;
}

/** "were like soup": a comparison after a verb, which is what the guest said, not a liking. */
const COMPARED_LIKE = /\b(?:was|were|is|are|tasted|tastes|looked|looks|felt|feels|smelled|smells|seemed|seems) like\b/g;
/** Words that make a statement too involved to say back: conditions, wishes, reasons, relative clauses. */
const INVOLVED =
  /\b(?:which|that|because|if|unless|wish|would|could|should|might|may|whether|how|why|when|while|although|though|but|cos|coz|cause|since|cured|cures|polite|friendly|lovely|kind|helpful|tasty|delicious|better|best|good|great|nice|fine|fair|reasonable|alright|okay|ok|i suppose|i guess|love|loved|like|liked|enjoy|enjoyed|amazing|excellent|perfect|not sure)\b/;
/** A subject the reply can name: "the service", "coffee refills", "the salsa bar"; not "it", "this" or "everything". */
const PRONOUN_SUBJECT =
  /^(?:i|we|you|it|this|that|these|those|he|she|everything|everyone|nothing|something|lots|all|one|some|most|there|whoever|someone|somebody|anyone|two|three|four|five|six|half|both|few|miss)$/;

/** The statement's words: leading "and", "but", "sadly" and trailing "lol", "tho" dropped, and fillers ("like"). */
function statementRun(tokens: readonly NlpToken[]): NlpToken[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && LEADING.has(tokens[start]?.normal ?? '')) start += 1;
  while (end > start && TRAILING.has(tokens[end - 1]?.normal ?? '')) end -= 1;
  return tokens.slice(start, end).filter(
    (t, k, all) =>
      !(
        FILLERS.has(t.normal) &&
        t.pos !== 'VERB' &&
        all[k + 1]?.type !== 'punctuation' &&
        // "the mushy peas were like soup": after a verb, "like" compares; it is no filler.
        !(t.normal === 'like' && SAYS_LIKE.test(all[k - 1]?.normal ?? ''))
      ),
  );
}

/**
 * Whether a subject is a thing the reply can name, not a pronoun or a verb; a singular common noun needs its article
 * ("place is tiny" cannot be said back as "I'm sorry place is tiny").
 */
function namesAThing(subject: NlpToken | undefined, next: NlpToken | undefined): boolean {
  // "Place is tiny": a tagger may take a capitalised first word for a name ("Coffee refills were slow" is a phrase).
  const named = subject?.pos === 'PROPN' && KIND_OF.has(subject.normal) && /^(?:AUX|VERB)$/.test(next?.pos ?? '');
  const bareSingular = (subject?.pos === 'NOUN' || named) && !/s$/.test(subject?.normal ?? '');
  return !(
    subject === undefined ||
    bareSingular ||
    PRONOUN_SUBJECT.test(subject.normal) ||
    subject.pos === 'VERB' ||
    subject.pos === 'AUX'
  );
}

/** Whether a run is a short, plain statement of what went wrong with a thing, fit to say back. */
function isPlainComplaint(run: readonly NlpToken[], complains: RegExp): boolean {
  const words = run.filter((t) => t.type !== 'punctuation');
  if (words.length < 3 || words.length > 12) return false;
  if (!run.some((t) => t.pos === 'AUX' || t.pos === 'VERB')) return false;
  const surface = run
    .map((t) => `${t.before}${t.value}`)
    .join('')
    .toLowerCase();
  if (
    REFUSE.test(surface) ||
    IMPERATIVE.test(words[0]?.normal ?? '') ||
    INVOLVED.test(surface.replace(COMPARED_LIKE, ' '))
  )
    return false;
  // It must say what went wrong, and be about a thing ("the service is disorganised"), not a person or "it".
  if (!complains.test(surface) || !namesAThing(words[0], words[1])) return false;
  return !run.some((t) => t.type === 'punctuation' && !/^[,']$/.test(t.value));
}

/** Whether the run's "they" is the restaurant ("they forgot our order"); null when it is someone else. */
function theyAreUs(run: readonly NlpToken[]): boolean | null {
  const theyAt = run.findIndex((t) => t.normal === 'they');
  if (theyAt < 0) return false;
  const verb = run[theyAt + 1]?.normal ?? '';
  // "they were cold by the time they came": "they" is the food, unless what they were is what staff are.
  if (/^(?:were|was)$/.test(verb) && !THEY_WERE_US.test(run[theyAt + 2]?.normal ?? '')) return null;
  return RESTAURANT_ACTIONS.test(verb) ? true : null;
}

/** The run said back in the owner's voice, or null when one of its words cannot be. */
function inOwnerVoice(run: readonly NlpToken[], they: boolean): string | null {
  const out: string[] = [];
  for (const [k, token] of run.entries()) {
    const word = ownerWordFor(token, they);
    if (word === null) return null;
    const said = run[k - 1]?.normal === 'i' ? (AFTER_I.get(token.normal) ?? word) : word;
    out.push(`${k === 0 || token.before === '' ? '' : ' '}${said}`);
  }
  const text = out.join('').replace(/\s+/g, ' ').trim();
  // "IPA", "OJ": a word in capitals keeps them; only a capital that starts the sentence goes.
  return /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The guest's complaint in the owner's voice, or null when it is not a short plain statement. */
export function echoOf(tokens: readonly NlpToken[], complains: RegExp): string | null {
  const run = statementRun(tokens);
  if (!isPlainComplaint(run, complains)) return null;
  const they = theyAreUs(run);
  return they === null ? null : inOwnerVoice(run, they);
}
