import type { Aspect } from '#contracts/brand.ts';
import { articleEs, foldText, waitPhrase } from './wording.ts';

/** Issue wording for a criticised term, naming it as the guest did ("the steaks arriving cold", "the music"). */
export function termIssuePhrase(term: string, aspect: Aspect | undefined, text = ''): string {
  const t = foldText(text);
  switch (aspect) {
    case 'food':
    case 'signature':
    case 'drinks':
      if (aspect !== 'drinks' && /\bcold\b|lukewarm/.test(t)) return `the ${term} arriving cold`;
      if (/undercooked|\braw\b/.test(t)) return `the ${term} arriving undercooked`;
      if (/overcooked|burnt|\bdry\b/.test(t)) return `the ${term} not being cooked the way it should be`;
      if (/salty|bland|tasteless/.test(t)) return `the seasoning of the ${term}`;
      return `the ${term} not being up to standard`;
    case 'service':
    case 'staff':
      if (/\brude|dismissive|attitude|condescend/.test(t)) return `the way the ${term} spoke to you`;
      return `your experience with the ${term}`;
    case 'speed':
      return /^wait/.test(term) ? waitPhrase(text, 'en') : `the ${term}`;
    case 'cleanliness':
      return `the state of the ${term}`;
    case 'ambience':
      return /\bloud|noisy|noise/.test(t) && /room|place|restaurant|space|bar/.test(term)
        ? `how loud the ${term} was`
        : `the ${term}`;
    default:
      return `the ${term}`;
  }
}

const ENDING = { el: 'o', la: 'a', los: 'os', las: 'as' } as const;
const ROOMS = new Set(['salon', 'local', 'lugar', 'restaurante', 'sitio', 'terraza']);

/**
 * The Spanish wording of a criticised term, naming it as the guest did, with the article and the agreement its
 * ending suggests ("que los tacos llegaran fríos", "el trato que recibió del mesero", "el estado de los baños").
 */
export function termIssuePhraseEs(term: string, aspect: Aspect | undefined, text = ''): string {
  const t = foldText(text);
  const article = articleEs(term);
  const np = `${article} ${term}`;
  const ofNp = article === 'el' ? `del ${term}` : `de ${np}`;
  const plural = article === 'los' || article === 'las';
  const agree = (stem: string) => `${stem}${ENDING[article]}`;
  const head = foldText(term.split(/\s+/)[0] ?? '');
  switch (aspect) {
    case 'food':
    case 'signature':
    case 'drinks':
      if (aspect !== 'drinks' && /\bfri[ao]s?\b|\btibi[ao]s?\b/.test(t))
        return `que ${np} ${plural ? 'llegaran' : 'llegara'} ${agree('frí')}`;
      if (/\bcrud[oa]s?\b|poco hech/.test(t)) return `que ${np} ${plural ? 'llegaran' : 'llegara'} ${agree('crud')}`;
      if (/quemad|\bsec[oa]s?\b|\bdur[oa]s?\b|pasad[oa]s?\b/.test(t))
        return `que ${np} no ${plural ? 'salieran' : 'saliera'} en su punto`;
      if (/salad[oa]s?\b|\bsos[oa]s?\b|sin sabor|insipid/.test(t)) return `la sazón ${ofNp}`;
      return `que ${np} no ${plural ? 'estuvieran' : 'estuviera'} a la altura`;
    case 'service':
    case 'staff':
      if (/groser|maleducad|\bborde\b|antipatic|despectiv/.test(t))
        return head === 'servicio' || head === 'atencion' || head === 'trato'
          ? 'el trato que recibió'
          : `el trato que recibió ${ofNp}`;
      return head === 'servicio' || head === 'atencion' || head === 'trato'
        ? `${np} que recibió`
        : `lo ocurrido con ${np}`;
    case 'speed':
      return head === 'espera' || head === 'demora' ? waitPhrase(text, 'es') : `la espera en ${np}`;
    case 'value':
      return `que ${np} no ${plural ? 'estuvieran' : 'estuviera'} a la altura de la experiencia`;
    case 'cleanliness':
      return head === 'limpieza' ? 'la limpieza del local' : `el estado ${ofNp}`;
    case 'ambience':
      if (/ruido/.test(t) && ROOMS.has(head)) return `el ruido en ${np}`;
      if (/\bsuci[oa]s?\b/.test(t) && head.startsWith('mesa'))
        return `que ${np} no ${plural ? 'estuvieran' : 'estuviera'} ${agree('limpi')}`;
      return head === 'ruido' ? 'el ruido en el local' : np;
    default:
      return np;
  }
}
