import type { Review } from '#contracts/places.ts';
import { foldText } from './replies/wording.ts';

export type ReplyLanguage = 'en' | 'es';

const SPANISH_MARKERS = new Set([
  'el',
  'la',
  'los',
  'las',
  'que',
  'muy',
  'con',
  'para',
  'pero',
  'una',
  'del',
  'comida',
  'servicio',
  'nos',
  'fue',
  'mesa',
  'todo',
  'rico',
  'muy',
  'estaba',
  'lugar',
  'atencion',
  'volveremos',
  'gracias',
]);
const ENGLISH_MARKERS = new Set([
  'the',
  'and',
  'was',
  'with',
  'for',
  'but',
  'very',
  'food',
  'service',
  'great',
  'we',
  'our',
  'were',
  'this',
  'place',
  'good',
  'table',
  'it',
  'is',
  'of',
]);

/** The language of the reply: the review's own tag when set, else a stop-word vote. */
export function replyLanguageOf(review: Pick<Review, 'language' | 'text'>): ReplyLanguage {
  const tag = review.language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (tag === 'es') return 'es';
  if (tag !== '' && tag !== 'und') return 'en';
  const words = foldText(review.text).match(/\p{L}+/gu) ?? [];
  let es = 0;
  let en = 0;
  for (const word of words.slice(0, 200)) {
    if (SPANISH_MARKERS.has(word)) es += 1;
    if (ENGLISH_MARKERS.has(word)) en += 1;
  }
  return es > en && es >= 2 ? 'es' : 'en';
}
