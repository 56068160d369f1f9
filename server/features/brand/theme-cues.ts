import type { Aspect } from '#contracts/brand.ts';
import { THEMES, type ThemeDefinition } from './theme-definitions.ts';

/** Which theme an aspect or a complaint pattern belongs to, and whether a text mentions a theme (its cues). */

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
function foldForCues(text: string): string {
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
