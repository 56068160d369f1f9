/** Small wording helpers the review signals and the writers share. */

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function minutesWaited(text: string): number | null {
  const match = /(\d{2,3})\s*(?:minutes|minute|mins|min|minutos)\b/iu.exec(text);
  if (!match?.[1]) return null;
  const minutes = Number(match[1]);
  return minutes >= 10 && minutes <= 240 ? minutes : null;
}

/** The wait the guest complained about, in the reply's language ("the 40-minute wait", "la espera de 40 minutos"). */
export function waitPhrase(text: string, lang: 'en' | 'es'): string {
  const es = lang === 'es';
  const minutes = minutesWaited(text);
  if (minutes) return es ? `la espera de ${minutes} minutos` : `the ${minutes}-minute wait`;
  if (/an hour|over an hour|una hora/.test(foldText(text)))
    return es ? 'una espera de más de una hora' : 'waiting over an hour';
  return es ? 'la espera' : 'the long wait';
}

// Spanish needs an article before a dish; guessing gender from the first word's ending is right for
// the great majority of dish names (paella, pulpo, croquetas, tacos) and never changes the meaning.
export function articleEs(dish: string): 'el' | 'la' | 'los' | 'las' {
  const first = foldText(dish.trim().split(/\s+/)[0] ?? '');
  if (/as$|(?:ion|dad|tud)es$/.test(first)) return 'las';
  if (/[oe]s$/.test(first)) return 'los';
  if (/(?:a|cion|dad|tud)$/.test(first) && !/^(?:mole|menu|dia|mapa)$/.test(first)) return 'la';
  return 'el';
}

export function withArticleEs(dish: string): string {
  return `${articleEs(dish)} ${dish}`;
}
