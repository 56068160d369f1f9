import { analyzeReview, readGuest, type Thing } from '#server/features/brand/index.ts';
import { replyLanguageOf } from '#server/features/playbooks/index.ts';
import type { ThemeSide } from '#contracts/owner-results.ts';

/**
 * What guests praise and criticise in one review, from the review analysis the brand feature does: the things an
 * English review names and judges (`readGuest`: dishes, drinks, staff roles and people, the wait, noise, prices…) and
 * the complaints it states; for a Spanish review, the aspects `analyzeReview` judges. Each thing once per side.
 */
export interface ReviewTheme {
  side: ThemeSide;
  key: string;
  label: string;
}

/** The label of a thing that is a kind of its own (no words of the guest's needed). */
const KIND_LABELS: Partial<Record<Thing['kind'], string>> = {
  food: 'the food',
  menu: 'the menu',
  service: 'the service',
  staff: 'the staff',
  wait: 'the wait',
  room: 'the room',
  noise: 'the noise',
  price: 'the prices',
  portion: 'the portions',
  clean: 'cleanliness',
  delivery: 'delivery',
  booking: 'booking',
  parking: 'parking',
  crowd: 'the crowd',
  place: 'the place',
  drink: 'the drinks',
};

/** Staff words that name the whole team, not a role: counted as "the staff". */
const TEAM_WORDS = new Set(['staff', 'team', 'crew', 'employees', 'people']);

/** Words as a key part: lower case, single spaces. */
function normal(words: string): string {
  return words.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A named thing's key and label: a dish or drink by its words, a role ("our server"), a person by name, else its kind. */
export function themeOfThing(thing: Pick<Thing, 'kind' | 'words' | 'head'>): { key: string; label: string } {
  const words = normal(thing.words);
  if ((thing.kind === 'dish' || thing.kind === 'drink') && words !== '') {
    return { key: `${thing.kind}:${words}`, label: `the ${words}` };
  }
  if (thing.kind === 'staff' && thing.head !== '' && !TEAM_WORDS.has(thing.head)) {
    return { key: `staff:${thing.head}`, label: `our ${thing.head}` };
  }
  if (thing.kind === 'person' && words !== '') return { key: `person:${words}`, label: thing.words.trim() };
  return { key: thing.kind, label: KIND_LABELS[thing.kind] ?? thing.kind };
}

/** Spanish reviews: the analysis' aspects, on the same keys as the English things where they mean the same. */
const ASPECT_THEMES: Record<string, { key: string; label: string }> = {
  food: { key: 'food', label: 'the food' },
  service: { key: 'service', label: 'the service' },
  ambience: { key: 'room', label: 'the room' },
  value: { key: 'price', label: 'the prices' },
  speed: { key: 'wait', label: 'the wait' },
  cleanliness: { key: 'clean', label: 'cleanliness' },
  drinks: { key: 'drink', label: 'the drinks' },
  staff: { key: 'staff', label: 'the staff' },
};

function spanishThemes(text: string): ReviewTheme[] {
  const themes: ReviewTheme[] = [];
  for (const aspect of analyzeReview(text, 'es').aspects) {
    if (aspect.sentiment === 'neutral') continue;
    const side: ThemeSide = aspect.sentiment === 'positive' ? 'praise' : 'criticism';
    const subject = aspect.subject ? normal(aspect.subject) : '';
    const theme =
      aspect.aspect === 'signature' && subject !== ''
        ? { key: `dish:${subject}`, label: `the ${subject}` }
        : ASPECT_THEMES[aspect.aspect];
    if (theme) themes.push({ side, ...theme });
  }
  return themes;
}

function englishThemes(text: string, rating: number): ReviewTheme[] {
  const reading = readGuest(text, new Set(), rating);
  const themes: ReviewTheme[] = [];
  for (const judged of reading.things) {
    if (judged.polarity === 'neutral') continue;
    themes.push({ side: judged.polarity === 'positive' ? 'praise' : 'criticism', ...themeOfThing(judged.thing) });
  }
  // A complaint stated without a thing judged ("we waited an hour", "overpriced"): its area's kind, when it is one.
  for (const complaint of reading.complaints) {
    const label = KIND_LABELS[complaint.key as Thing['kind']];
    if (label) themes.push({ side: 'criticism', key: complaint.key, label });
  }
  return themes;
}

/** The themes of one review version, each key once per side; none for a stars-only review. */
export function reviewThemes(rating: number, text: string | null): ReviewTheme[] {
  const body = text?.trim() ?? '';
  if (body === '') return [];
  const language = replyLanguageOf({ language: 'und', text: body });
  const found = language === 'es' ? spanishThemes(body) : englishThemes(body, rating);
  const seen = new Set<string>();
  return found.filter((theme) => {
    const id = `${theme.side}\u0000${theme.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
