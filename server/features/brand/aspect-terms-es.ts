import type { Aspect } from '#contracts/brand.ts';
import { readTermsWith, type AspectTerm, type TermReader } from './aspect-terms.ts';
import { ES } from './clause-scoring.ts';
import { ES_TERM_NOUNS } from './lexicon-es.ts';
import { parseSpanish, type NlpToken } from './nlp.ts';

/**
 * The things a guest names in a Spanish review, each with its own polarity, read as the English ones are
 * (aspect-terms.ts): "la comida riquísima pero el servicio lentísimo" is the food praised and the service criticised.
 * Spanish has no part-of-speech model here, so a thing is a noun of the Spanish term list (lexicon-es.ts), with a dish's
 * complement kept ("tacos al pastor", "pulpo a la gallega").
 */

/** Words that end one judgement and start another inside a clause ("buena comida, mesero grosero"). */
const SEGMENT_BREAKS = new Set([',', '-', '(', ')', ':', '!', '¡', 'y', 'e', 'mientras', 'porque', 'pues', 'aunque']);

/** Words that never complete a dish's name ("tacos de la casa" stays "tacos"). */
const NOT_A_COMPLEMENT = new Set(['la', 'el', 'los', 'las', 'un', 'una', 'mi', 'su', 'sus', 'mis', 'muy', 'que', 'lo']);

function isWord(token: NlpToken | undefined): token is NlpToken {
  return token !== undefined && token.type === 'word' && /^[a-zñ]{3,}$/u.test(token.normal);
}

/** "tacos al pastor", "tarta de queso", "pulpo a la gallega": the dish word and its complement, as written. */
function dishComplement(tokens: NlpToken[], at: number): { words: NlpToken[]; end: number } {
  const link = tokens[at + 1];
  const next = tokens[at + 2];
  const isComplement = (t: NlpToken | undefined): t is NlpToken =>
    isWord(t) &&
    !NOT_A_COMPLEMENT.has(t.normal) &&
    ES.valence[t.normal] === undefined &&
    ES_TERM_NOUNS[t.normal] === undefined;
  if ((link?.normal === 'al' || link?.normal === 'de' || link?.normal === 'con') && isComplement(next))
    return { words: [link, next], end: at + 2 };
  const after = tokens[at + 3];
  if (link?.normal === 'a' && next?.normal === 'la' && isComplement(after))
    return { words: [link, next, after], end: at + 3 };
  return { words: [], end: at };
}

function clauseTerms(tokens: NlpToken[]): { term: string; aspect: Aspect }[] {
  const found: { term: string; aspect: Aspect }[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!isWord(token)) continue;
    const aspect = ES_TERM_NOUNS[token.normal];
    if (aspect === undefined) continue;
    // "tiempo de espera": the wait is the thing.
    const complement = aspect === 'signature' || aspect === 'food' ? dishComplement(tokens, i) : { words: [], end: i };
    const term = [token, ...complement.words].map((t) => t.value.toLowerCase()).join(' ');
    if (!found.some((f) => f.term === term)) found.push({ term, aspect });
    i = complement.end;
  }
  return found;
}

const SPANISH_READER: TermReader = {
  lexicon: ES,
  isEnglish: false,
  clauseTerms,
  segmentBreaks: SEGMENT_BREAKS,
  parse: parseSpanish,
};

/** Every thing the guest names in Spanish text, in order of appearance, each with the polarity of its own words. */
export function readSpanishAspectTerms(text: string): AspectTerm[] {
  return readTermsWith(text, SPANISH_READER);
}
