import type { NlpToken } from './nlp.ts';

/**
 * A complaint said back in the guest's own words, in the owner's voice: "the salsa bar was empty both times i went" →
 * "the salsa bar was empty both times you went"; "they forgot half our takeout order" → "we forgot half your takeout
 * order". Used only where nothing more particular names what went wrong, and only for a short, plain statement: no
 * question, quote, sarcasm, swearing or instruction to other readers.
 */

const LEADING = new Set([
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
  ',',
  '-',
  '—',
  '(',
]);
const TRAILING = new Set([
  'lol',
  'tho',
  'though',
  'honestly',
  'either',
  'haha',
  'smh',
  'lmao',
  'imo',
  ',',
  '-',
  '—',
  ')',
  '.',
  '!',
]);
const FILLERS = new Set(['like', 'literally', 'basically', 'totally', 'honestly']);
/** What a restaurant does that a guest says "they" did: the owner says "we". */
const RESTAURANT_ACTIONS =
  /^(?:forgot|charged|lost|gave|told|said|refused|ran|rushed|seated|sat|kept|made|added|brought|served|had|were|was|did|didn'?t|wouldn'?t|couldn'?t|never|only|also|still|put|took|called|hung|cancelled|canceled|changed|raised|closed|stopped|ignored|overcharged|messed|mixed|got)$/;
const REFUSE =
  /\?|"|“|”|\b(?:lol|lmao|smh|10\/10|wonderful experience|great system|thanks a lot|damn|shit|fuck|crap|hell|wtf|idiots?|stupid|scam|you|your|yours|yourself)\b/;
const IMPERATIVE =
  /^(?:skip|go|avoid|order|get|pass|try|come|don'?t|do|save|stay|run|trust|beware|expect|bring|make|ask|check)$/;

function transform(token: NlpToken, next: NlpToken | undefined, they: boolean): string | null {
  const w = token.normal;
  const value =
    token.value === token.value.toUpperCase() && token.value.length > 3 ? token.value.toLowerCase() : token.value;
  switch (w) {
    case 'i':
      return 'you';
    case 'me':
    case 'us':
      return 'you';
    case 'my':
    case 'our':
      return 'your';
    case 'mine':
    case 'ours':
      return 'yours';
    case 'myself':
      return 'yourself';
    case 'we':
      return 'you';
    case "'m":
      return "'re";
    case 'am':
      return 'are';
    case 'they':
      return they ? 'we' : null;
    case 'their':
      return they ? 'our' : null;
    case 'them':
      return they ? 'us' : null;
    default:
      // "I was" → "you were".
      if ((w === 'was' || w === "wasn't") && token.before !== '' && next !== undefined) return value;
      return value;
  }
}

/** Words that make a statement too involved to say back: conditions, wishes, reasons, relative clauses. */
const INVOLVED =
  /\b(?:which|that|because|if|unless|wish|would|could|should|might|may|whether|how|why|when|while|although|though|but|better|best|good|great|nice|fine|love|loved|like|liked|enjoy|enjoyed|amazing|excellent|perfect|not sure)\b/;
/** A subject the reply can name: "the service", "coffee refills", "the salsa bar"; not "it", "this" or "everything". */
const PRONOUN_SUBJECT =
  /^(?:i|we|you|it|this|that|these|those|he|she|everything|everyone|nothing|something|lots|all|one|some|most|there)$/;

/** The guest's complaint in the owner's voice, or null when it is not a short plain statement. */
export function echoOf(tokens: readonly NlpToken[], complains: RegExp): string | null {
  let start = 0;
  let end = tokens.length;
  while (start < end && LEADING.has(tokens[start]?.normal ?? '')) start += 1;
  while (end > start && TRAILING.has(tokens[end - 1]?.normal ?? '')) end -= 1;
  const run = tokens
    .slice(start, end)
    .filter((t, k, all) => !(FILLERS.has(t.normal) && t.pos !== 'VERB' && all[k + 1]?.type !== 'punctuation'));
  const words = run.filter((t) => t.type !== 'punctuation');
  if (words.length < 3 || words.length > 12) return null;
  if (!run.some((t) => t.pos === 'AUX' || t.pos === 'VERB')) return null;
  const surface = run
    .map((t) => `${t.before}${t.value}`)
    .join('')
    .toLowerCase();
  if (REFUSE.test(surface) || IMPERATIVE.test(words[0]?.normal ?? '') || INVOLVED.test(surface)) return null;
  // It must say what went wrong, and be about a thing ("the service is disorganised"), not a person or "it".
  if (!complains.test(surface)) return null;
  const subject = words[0];
  if (subject === undefined || PRONOUN_SUBJECT.test(subject.normal) || subject.pos === 'VERB' || subject.pos === 'AUX')
    return null;
  if (run.some((t) => t.type === 'punctuation' && !/^[,']$/.test(t.value))) return null;
  const theyAt = run.findIndex((t) => t.normal === 'they');
  const they = theyAt >= 0 && RESTAURANT_ACTIONS.test(run[theyAt + 1]?.normal ?? '');
  if (theyAt >= 0 && !they) return null;
  const out: string[] = [];
  for (const [k, token] of run.entries()) {
    const previous = run[k - 1]?.normal;
    let word = transform(token, run[k + 1], they);
    if (word === null) return null;
    // "I was" → "you were"; "I wasn't" → "you weren't"; "I've" stays "you've".
    if (previous === 'i' && token.normal === 'was') word = 'were';
    if (previous === 'i' && token.normal === "wasn't") word = "weren't";
    if (previous === 'i' && token.normal === 'was' && run[k + 1]?.normal === "n't") word = 'were';
    const space = k === 0 ? '' : token.before === '' ? '' : ' ';
    out.push(`${space}${word}`);
  }
  const text = out.join('').replace(/\s+/g, ' ').trim();
  return text.charAt(0).toLowerCase() + text.slice(1);
}
