import type { Aspect } from '#contracts/brand.ts';
import { DISH_HEADS } from './dishes.ts';
import { EN_ASPECT_WORDS } from './lexicon-en.ts';
import { ES_ASPECT_WORDS } from './lexicon-es.ts';

/**
 * The themes a playbook names, each with the words and phrases that say a review is about it. A review counts
 * towards a theme, and a sentence may be quoted as its evidence, only when it carries one of these cues: a late
 * delivery with a missing soup is about the missing soup, not about "long waits for a table".
 * Cues are matched on lower-case text without accents; each is a regular-expression fragment matched as whole words.
 */

export type ThemeKind = 'strength' | 'complaint';

export interface ThemeDefinition {
  topic: string;
  kind: ThemeKind;
  label: string;
  cues: readonly string[];
}

const words = (...sets: (ReadonlySet<string> | readonly string[])[]): string[] =>
  sets.flatMap((set) => [...set]).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const FOOD_WORDS = words(EN_ASPECT_WORDS.food, ES_ASPECT_WORDS.food, DISH_HEADS, [
  'dishes',
  'meals',
  'plates',
  'sandwiches',
  'soups',
  'tacos',
  'burgers',
  'flavors',
  'flavours',
  'tastes',
  'tasted',
  'cooked',
]);
const SERVICE_WORDS = words(EN_ASPECT_WORDS.service, ES_ASPECT_WORDS.service, [
  'servers',
  'waiters',
  'staffers',
  'counter',
  'counterman',
  'countermen',
  'cutter',
  'cutters',
  'barista',
  'baristas',
  'register',
  'kind',
  'warm',
  'lovely',
  'sweet',
  'treated',
  'welcomed',
  'greeted',
  'served',
  'serving',
]);
const AMBIENCE_WORDS = words(EN_ASPECT_WORDS.ambience, ES_ASPECT_WORDS.ambience, [
  'table',
  'tables',
  'seat',
  'seats',
  'seated',
  'chair',
  'chairs',
  'door',
  'drafty',
  'crowd',
  'packed',
  'decibel',
  'temperature',
  'air conditioning',
]);
const DRINK_WORDS = words(EN_ASPECT_WORDS.drinks, ES_ASPECT_WORDS.drinks, ['glass', 'glasses', 'pour', 'poured']);
const CLEAN_WORDS = [
  'clean(?:ed|er|est|liness)?',
  'dirty',
  'filthy',
  'sticky',
  'grimy',
  'gross',
  'smell(?:s|ed|y)?',
  'stink(?:s|y)?',
  'bathrooms?',
  'restrooms?',
  'toilets?',
  'roach(?:es)?',
  'cockroach(?:es)?',
  'mouse',
  'mice',
  'rats?',
  'hygiene',
  'spotless',
  'immaculate',
  'tidy',
  'sucio',
  'sucia',
  'limpi\\w*',
  'bano',
];
const PRICE_WORDS = [
  'price[sd]?',
  'pricey',
  'pricy',
  'expensive',
  'overpriced',
  'cheap(?:er)?',
  'affordable',
  'reasonabl[ey]',
  'bargain',
  'deal',
  'value',
  'money',
  'penny',
  'pennies',
  'dollars?',
  'bucks',
  '\\$\\s?\\d+',
  'costs?',
  'costly',
  'rip-?off',
  'worth (?:it|every|the (?:price|money|cost))',
  'for the (?:price|money)',
  'caro',
  'cara',
  'precios?',
  'barato',
  'barata',
];
const WAIT_WORDS = [
  'wait(?:s|ed|ing)?',
  'lines?',
  'queue[sd]?',
  'slow(?:ly|est|er)?',
  'forever',
  'ages',
  'delay(?:s|ed)?',
  'took (?:forever|ages|so long|too long|an hour|over|almost|nearly|about|\\d+)',
  '(?:an|one|two|three|half an|\\d+) (?:hours?|minutes|mins) (?:for|to|before|late|later|in line|past)',
  '(?:hour|minute)[- ]long',
  'espera\\w*',
  'esperamos',
  'tard\\w+',
  'lent[oa]s?',
  'cola',
];

const THEMES: readonly ThemeDefinition[] = [
  { topic: 'food', kind: 'strength', label: 'Food guests rave about', cues: FOOD_WORDS },
  { topic: 'service', kind: 'strength', label: 'Warm, attentive service', cues: SERVICE_WORDS },
  { topic: 'ambience', kind: 'strength', label: 'An atmosphere guests love', cues: AMBIENCE_WORDS },
  { topic: 'value', kind: 'strength', label: 'Good value for the money', cues: PRICE_WORDS },
  {
    topic: 'speed',
    kind: 'strength',
    label: 'Quick, efficient service',
    cues: [
      'quick(?:ly|er)?',
      'fast(?:er)?',
      'speedy',
      'prompt(?:ly)?',
      'efficient(?:ly)?',
      'no (?:wait|line|queue)',
      'lines? (?:moves?|moved|moving)',
      'moves? fast',
      'right away',
      'in (?:no time|minutes)',
      'within minutes',
      'rapid\\w*',
      'enseguida',
    ],
  },
  { topic: 'cleanliness', kind: 'strength', label: 'A clean, well-kept room', cues: CLEAN_WORDS },
  { topic: 'drinks', kind: 'strength', label: 'Well-made drinks', cues: DRINK_WORDS },

  { topic: 'long-wait', kind: 'complaint', label: 'Long waits for a table or food', cues: WAIT_WORDS },
  {
    topic: 'cold-food',
    kind: 'complaint',
    label: 'Dishes arriving cold',
    cues: ['cold', 'lukewarm', 'tepid', 'room temperature', 'not hot', 'barely warm', 'frio', 'fria', 'frios', 'frias'],
  },
  {
    topic: 'undercooked',
    kind: 'complaint',
    label: 'Dishes cooked wrong (under or over)',
    cues: [
      'undercooked',
      'overcooked',
      'under-?done',
      'over-?done',
      'raw',
      'burnt',
      'burned',
      'charred',
      'underbaked',
      'overbaked',
      'pink',
      'dry',
      'rubbery',
      'tough',
      'chewy',
      'mushy',
      'soggy',
      'crudo',
      'cruda',
      'quemad[oa]',
      'sec[oa]',
    ],
  },
  {
    topic: 'order-accuracy',
    kind: 'complaint',
    label: 'Missing or wrong items in orders',
    cues: [
      'missing',
      'missed',
      'wrong',
      'forgot',
      'forgotten',
      'left out',
      'mix-?up',
      'mixed up',
      'incorrect',
      'instead of',
      'never (?:came|arrived|showed)',
      "didn['’]?t (?:get|come|arrive)",
      'falt\\w+',
      'equivocad[oa]',
    ],
  },
  {
    topic: 'sent-back',
    kind: 'complaint',
    label: 'Dishes sent back to the kitchen',
    cues: ['sent (?:it |them )?back', 'send (?:it |them )?back', 'returned', 'remade', 'redo', 'devolv\\w+'],
  },
  {
    topic: 'foreign-object',
    kind: 'complaint',
    label: 'Foreign objects found in food',
    cues: ['hair', 'plastic', 'glass', 'bug', 'bugs', 'fly', 'insect', 'metal', 'staple', 'pelo', 'bicho'],
  },
  {
    topic: 'illness',
    kind: 'complaint',
    label: 'Guests reporting illness after eating',
    cues: [
      'sick',
      'ill',
      'food poisoning',
      'poisoned',
      'vomit\\w*',
      'threw up',
      'stomach',
      'nause\\w*',
      'diarrh\\w*',
      'enferm\\w+',
      'intoxica\\w+',
    ],
  },
  { topic: 'dirty', kind: 'complaint', label: 'Cleanliness and hygiene', cues: CLEAN_WORDS },
  {
    topic: 'billing',
    kind: 'complaint',
    label: 'Billing mistakes and surprise charges',
    cues: [
      'bill(?:ed|s)?',
      'charge[sd]?',
      'overcharged',
      'receipt',
      'check',
      'tip',
      'gratuity',
      'service charge',
      'tab',
      'cuenta',
      'cobr\\w+',
      'propina',
    ],
  },
  { topic: 'price', kind: 'complaint', label: 'Prices that feel too high', cues: PRICE_WORDS },
  {
    topic: 'inattentive',
    kind: 'complaint',
    label: 'Hard to get a server’s attention',
    cues: [
      'ignored',
      'attention',
      'attentive',
      'inattentive',
      'never (?:came|checked|came back|returned)',
      'nobody (?:came|checked|asked)',
      'no one (?:came|checked|asked)',
      'flag(?:ged)? (?:down|someone|a server)',
      'forgot (?:about )?us',
      'check(?:ed)? on us',
      'server',
      'waiter',
      'waitress',
    ],
  },
  {
    topic: 'rude-staff',
    kind: 'complaint',
    label: 'Rude or dismissive staff',
    cues: [
      'rude(?:ly|ness)?',
      'condescending',
      'dismissive',
      'unfriendly',
      'arrogant',
      'hostile',
      'unprofessional',
      'attitude',
      'yell(?:ed|ing)?',
      'snapp?ed',
      'eye-?roll\\w*',
      'rolled (?:his|her|their) eyes',
      'laugh\\w*',
      'short with',
      'mean',
      'grosero',
      'grosera',
      'maleducad[oa]',
      'antipatic[oa]',
    ],
  },
  {
    topic: 'rushed',
    kind: 'complaint',
    label: 'Guests feeling rushed',
    cues: ['rushed', 'rush(?:ing)?', 'hurried', 'hurry', 'kicked out', 'turn the table', 'out the door', 'prisa'],
  },
  {
    topic: 'portions',
    kind: 'complaint',
    label: 'Small portions for the price',
    cues: ['portions?', 'small', 'tiny', 'skimpy', 'meager', 'meagre', 'size', 'porcion\\w*', 'pequen\\w+'],
  },
  {
    topic: 'bland',
    kind: 'complaint',
    label: 'Bland or under-seasoned food',
    cues: [
      'bland',
      'tasteless',
      'flavorless',
      'flavourless',
      'no (?:flavor|flavour|taste)',
      'under-?seasoned',
      'needed salt',
      'seasoning',
      'insipid[oa]?',
      'sos[oa]',
      'sin sabor',
    ],
  },
  {
    topic: 'too-much',
    kind: 'complaint',
    label: 'Too loud, too salty or too crowded',
    cues: [
      'loud',
      'noisy',
      'noise',
      'crowded',
      'packed',
      'cramped',
      'salty',
      'too much',
      'too many',
      'ruido\\w*',
      'lleno',
    ],
  },
  {
    topic: 'overrated',
    kind: 'complaint',
    label: 'Not living up to the hype',
    cues: [
      'overrated',
      'over-?hyped',
      'hype[ds]?',
      'tourist(?:s|y)?',
      'trap',
      'not worth',
      'underwhelm\\w*',
      'expectations?',
      'the fuss',
      'sobrevalorad[oa]',
    ],
  },
  { topic: 'food-quality', kind: 'complaint', label: 'Inconsistent food quality', cues: FOOD_WORDS },
  { topic: 'service-quality', kind: 'complaint', label: 'Inattentive or uneven service', cues: SERVICE_WORDS },
  {
    topic: 'room',
    kind: 'complaint',
    label: 'Noise, crowding or an uncomfortable room',
    cues: [...AMBIENCE_WORDS, 'hot', 'cold', 'freezing', 'uncomfortable'],
  },
  { topic: 'drinks-quality', kind: 'complaint', label: 'Disappointing drinks', cues: DRINK_WORDS },
  {
    topic: 'signature-miss',
    kind: 'complaint',
    label: 'Signature dishes missing the mark',
    cues: FOOD_WORDS,
  },
  {
    topic: 'staff-conduct',
    kind: 'complaint',
    label: 'Staff conduct',
    cues: SERVICE_WORDS,
  },
];

const BY_TOPIC = new Map(THEMES.map((theme) => [theme.topic, theme]));

const STRENGTH_TOPIC_BY_ASPECT: Record<Aspect, string | null> = {
  food: 'food',
  service: 'service',
  ambience: 'ambience',
  value: 'value',
  speed: 'speed',
  cleanliness: 'cleanliness',
  drinks: 'drinks',
  staff: null,
  signature: null,
};

const COMPLAINT_TOPIC_BY_ASPECT: Record<Aspect, string> = {
  food: 'food-quality',
  service: 'service-quality',
  ambience: 'room',
  value: 'price',
  speed: 'long-wait',
  cleanliness: 'dirty',
  drinks: 'drinks-quality',
  staff: 'staff-conduct',
  signature: 'signature-miss',
};

/** Specific complaint patterns the analysis tags get their own theme; they say more than the aspect alone. */
const COMPLAINT_TOPIC_BY_TAG: Record<string, string> = {
  'long-wait': 'long-wait',
  'cold-food': 'cold-food',
  undercooked: 'undercooked',
  'order-accuracy': 'order-accuracy',
  'sent-back': 'sent-back',
  'foreign-object': 'foreign-object',
  illness: 'illness',
  dirty: 'dirty',
  billing: 'billing',
  price: 'price',
  inattentive: 'inattentive',
  'rude-staff': 'rude-staff',
  rushed: 'rushed',
  portions: 'portions',
  bland: 'bland',
  'too-much': 'too-much',
  overrated: 'overrated',
};

/**
 * Aspect themes whose cues are broad nouns ("wine", "server", "room"): a sentence that names a specific pattern is
 * about that pattern, so it counts for none of these ("overcharged for a bottle of wine" is no drinks complaint).
 */
const BROAD_TOPICS = new Set([
  'food-quality',
  'service-quality',
  'room',
  'drinks-quality',
  'signature-miss',
  'staff-conduct',
]);

export function isBroadTopic(topic: string): boolean {
  return BROAD_TOPICS.has(topic);
}

export function themeDefinition(topic: string): ThemeDefinition | undefined {
  return BY_TOPIC.get(topic);
}

/** The theme of a praised aspect; null for staff and signature dishes, which the profile lists by name instead. */
export function strengthTopic(aspect: Aspect): string | null {
  return STRENGTH_TOPIC_BY_ASPECT[aspect];
}

/** The theme of a complaint: its specific pattern when the analysis tagged one we name, else its aspect. */
export function complaintTopic(aspect: Aspect, tag: string | undefined): string {
  const byTag = tag === undefined ? undefined : COMPLAINT_TOPIC_BY_TAG[tag];
  return byTag ?? COMPLAINT_TOPIC_BY_ASPECT[aspect];
}

/** Lower case without accents, so cues match "está" and "esta" alike. */
export function foldForCues(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’]/g, "'");
}

const COMPILED = new Map<string, RegExp>();
function cueRegExp(topic: string): RegExp | null {
  const cached = COMPILED.get(topic);
  if (cached) return cached;
  const theme = BY_TOPIC.get(topic);
  if (!theme) return null;
  const alternatives = theme.cues.map((cue) => foldForCues(cue)).join('|');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'u');
  COMPILED.set(topic, re);
  return re;
}

/** Where the first cue of the theme occurs in the text, or -1 when the text does not mention the theme. */
export function cueIndex(topic: string, text: string): number {
  const re = cueRegExp(topic);
  if (!re) return -1;
  return re.exec(foldForCues(text))?.index ?? -1;
}

export function mentionsTheme(topic: string, text: string): boolean {
  return cueIndex(topic, text) >= 0;
}
