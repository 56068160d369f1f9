import { DISH_HEADS, NON_NAMING_MODIFIERS, NOT_ALONE_HEADS } from './dishes.ts';
import { EN_AMBIENCE_WORDS, EN_INTENSIFIERS, EN_WORD_VALENCE } from './lexicon-en.ts';
import type { NlpToken } from './nlp.ts';

/** What a review names: staff by first name, dishes and drinks, words for the room. */

const STAFF_ROLE = String.raw`(?:server|waiter|waitress|bartender|barkeep|host|hostess|manager|sommelier|somm|chef|busser|runner|cashier|barista|mesero|mesera|camarero|camarera|gerente)`;
const NAME = String.raw`([A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,14})`;
const STAFF_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:our|my|the|your|nuestro|nuestra|el|la)\s+${STAFF_ROLE}\s*,?\s+${NAME}`, 'gi'),
  // "Luis, our server" names Luis; "the Sea Urchin, the chef…" names nobody.
  new RegExp(String.raw`(?<!\b(?:the|a|an|of|from)\s+(?:\w+\s+)?)\b${NAME}\s*,\s*(?:our|my|the)\s+${STAFF_ROLE}`, 'gi'),
  new RegExp(String.raw`\b${NAME}\s+(?:was|is)\s+(?:our|my|the)\s+(?:\w+\s+)?${STAFF_ROLE}`, 'gi'),
  new RegExp(
    String.raw`\b(?:ask for|request|sit with|shout ?out to|kudos to|props to|thanks to|thank you to)\s+${NAME}`,
    'gi',
  ),
  new RegExp(String.raw`\b${STAFF_ROLE}\s+(?:named|called|llamado|llamada)\s+${NAME}`, 'gi'),
];
const NOT_NAMES = new Set([
  'The',
  'We',
  'She',
  'He',
  'They',
  'And',
  'But',
  'Our',
  'Very',
  'Great',
  'This',
  'That',
  'Food',
  'Service',
  'Was',
  'Who',
  'Its',
  'His',
  'Her',
  'Una',
  'Muy',
  'Excellent',
  'Amazing',
  'Super',
  'Really',
  'Always',
  'Never',
  'Everyone',
  'Staff',
  'Also',
  'Then',
  'Today',
  'Tonight',
  'Dinner',
  'Lunch',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]);

const STAFF_CUE = new RegExp(String.raw`${STAFF_ROLE}|ask for|request|sit with|shout|kudos|props|thank`, 'i');

export function findStaff(sentence: string): string[] {
  const names: string[] = [];
  if (!STAFF_CUE.test(sentence)) return names;
  for (const pattern of STAFF_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const raw = match[1];
      if (raw === undefined) continue;
      const name = raw.charAt(0).toUpperCase() + raw.slice(1);
      // "THE WAITER NEVER RETURNED": a word shouted in capitals is not a name.
      if (!/^[A-ZÁÉÍÓÚÑ]/.test(raw) || NOT_NAMES.has(name) || (raw.length > 2 && raw === raw.toUpperCase())) continue;
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

function isDishHead(token: NlpToken): boolean {
  return DISH_HEADS.has(token.lemma) || DISH_HEADS.has(token.normal);
}

/** A word before a dish head that names which dish it is ("matzo ball", "green curry"), not how it was. */
function isNamingModifier(token: NlpToken): boolean {
  const word = token.normal;
  const modifierPos =
    token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'ADJ' || DISH_HEADS.has(token.lemma);
  return (
    modifierPos &&
    !NON_NAMING_MODIFIERS.has(word) &&
    EN_WORD_VALENCE[word] === undefined &&
    EN_INTENSIFIERS[word] === undefined &&
    /^[a-zà-ÿ'-]+$/.test(word)
  );
}

/** The dish whose head is the token at `i`, with up to two naming words before it; null when there is none. */
function dishEndingAt(tokens: NlpToken[], i: number): string | null {
  const token = tokens[i];
  if (token === undefined || !isDishHead(token)) return null;
  // Prefer the longest noun run: "matzo ball soup" ends at "soup", not at "ball".
  const next = tokens[i + 1];
  if (next !== undefined && isDishHead(next) && (next.pos === 'NOUN' || next.pos === 'PROPN')) return null;
  const words: string[] = [token.normal];
  for (let back = 1; back <= 2; back += 1) {
    const previous = tokens[i - back];
    if (previous === undefined || !isNamingModifier(previous)) break;
    words.unshift(previous.normal);
  }
  if (words.length === 1 && NOT_ALONE_HEADS.has(token.lemma)) return null;
  return words.join(' ');
}

export function findDishes(tokens: NlpToken[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const dish = dishEndingAt(tokens, i);
    if (dish !== null) found.push(dish);
  }
  return found;
}

const AMBIENCE_PATTERNS = EN_AMBIENCE_WORDS.map((word) => ({ word, re: new RegExp(`(?<![a-z-])${word}(?![a-z-])`) }));

export function findAmbience(text: string): string[] {
  const lower = text
    .toLowerCase()
    .replace(/old school/g, 'old-school')
    .replace(/laid back/g, 'laid-back')
    .replace(/no frills/g, 'no-frills');
  return AMBIENCE_PATTERNS.filter(({ re }) => re.test(lower)).map(({ word }) => word);
}
