import type { Aspect } from '#contracts/brand.ts';
import { articleEs, foldText, waitPhrase } from './wording.ts';

/** Issue wording for a criticised term, naming it as the guest did ("the steaks arriving cold", "the music"). */
export function termIssuePhrase(term: string, aspect: Aspect | undefined, text = ''): string {
  const folded = foldText(text);
  switch (aspect) {
    case 'food':
    case 'signature':
    case 'drinks':
      if (aspect !== 'drinks' && /\bcold\b|lukewarm/.test(folded)) return `the ${term} arriving cold`;
      if (/undercooked|\braw\b/.test(folded)) return `the ${term} arriving undercooked`;
      if (/overcooked|burnt|\bdry\b/.test(folded)) return `the ${term} not being cooked the way it should be`;
      if (/salty|bland|tasteless/.test(folded)) return `the seasoning of the ${term}`;
      return `the ${term} not being up to standard`;
    case 'service':
    case 'staff':
      if (/\brude|dismissive|attitude|condescend/.test(folded)) return `the way the ${term} spoke to you`;
      return `your experience with the ${term}`;
    case 'speed':
      return /^wait/.test(term) ? waitPhrase(text, 'en') : `the ${term}`;
    case 'cleanliness':
      return `the state of the ${term}`;
    case 'ambience':
      return /\bloud|noisy|noise/.test(folded) && /room|place|restaurant|space|bar/.test(term)
        ? `how loud the ${term} was`
        : `the ${term}`;
    default:
      return `the ${term}`;
  }
}

const ENDING = { el: 'o', la: 'a', los: 'os', las: 'as' } as const;
const ROOMS = new Set(['salon', 'local', 'lugar', 'restaurante', 'sitio', 'terraza']);

/** A criticised Spanish term with the article, agreement and head word its wording needs, and the review's text. */
interface SpanishTerm {
  aspect: Aspect;
  /** The review's text, folded. */
  folded: string;
  text: string;
  /** "los tacos" */
  nounPhrase: string;
  /** "del mesero", "de los tacos" */
  ofNounPhrase: string;
  plural: boolean;
  /** The stem with the term's gender and number ("frí" → "fríos"). */
  agree: (stem: string) => string;
  /** The term's first word, folded. */
  head: string;
}

const SERVICE_HEADS = new Set(['servicio', 'atencion', 'trato']);

function dishIssueEs(w: SpanishTerm): string {
  const { folded, nounPhrase: np, plural } = w;
  if (w.aspect !== 'drinks' && /\bfri[ao]s?\b|\btibi[ao]s?\b/.test(folded))
    return `que ${np} ${plural ? 'llegaran' : 'llegara'} ${w.agree('frí')}`;
  if (/\bcrud[oa]s?\b|poco hech/.test(folded)) return `que ${np} ${plural ? 'llegaran' : 'llegara'} ${w.agree('crud')}`;
  if (/quemad|\bsec[oa]s?\b|\bdur[oa]s?\b|pasad[oa]s?\b/.test(folded))
    return `que ${np} no ${plural ? 'salieran' : 'saliera'} en su punto`;
  if (/salad[oa]s?\b|\bsos[oa]s?\b|sin sabor|insipid/.test(folded)) return `la sazón ${w.ofNounPhrase}`;
  return `que ${np} no ${plural ? 'estuvieran' : 'estuviera'} a la altura`;
}

function serviceIssueEs(w: SpanishTerm): string {
  const aboutService = SERVICE_HEADS.has(w.head);
  if (/groser|maleducad|\bborde\b|antipatic|despectiv/.test(w.folded))
    return aboutService ? 'el trato recibido' : `el trato ${w.ofNounPhrase}`;
  return aboutService ? w.nounPhrase : `lo ocurrido con ${w.nounPhrase}`;
}

function ambienceIssueEs(w: SpanishTerm): string {
  const { nounPhrase: np, head } = w;
  if (/ruido/.test(w.folded) && ROOMS.has(head)) return `el ruido en ${np}`;
  if (/\bsuci[oa]s?\b/.test(w.folded) && head.startsWith('mesa'))
    return `que ${np} no ${w.plural ? 'estuvieran' : 'estuviera'} ${w.agree('limpi')}`;
  return head === 'ruido' ? 'el ruido en el local' : np;
}

const SPANISH_ISSUE_BY_ASPECT: Partial<Record<Aspect, (w: SpanishTerm) => string>> = {
  food: dishIssueEs,
  signature: dishIssueEs,
  drinks: dishIssueEs,
  service: serviceIssueEs,
  staff: serviceIssueEs,
  speed: (w) =>
    w.head === 'espera' || w.head === 'demora' ? waitPhrase(w.text, 'es') : `la espera en ${w.nounPhrase}`,
  value: (w) => `que ${w.nounPhrase} no ${w.plural ? 'estuvieran' : 'estuviera'} a la altura de la experiencia`,
  cleanliness: (w) => (w.head === 'limpieza' ? 'la limpieza del local' : `el estado ${w.ofNounPhrase}`),
  ambience: ambienceIssueEs,
};

/**
 * The Spanish wording of a criticised term, naming it as the guest did, with the article and the agreement its
 * ending suggests ("que los tacos llegaran fríos", "el trato del mesero", "el estado de los baños").
 */
export function termIssuePhraseEs(term: string, aspect: Aspect | undefined, text = ''): string {
  const article = articleEs(term);
  const nounPhrase = `${article} ${term}`;
  const wording = aspect === undefined ? undefined : SPANISH_ISSUE_BY_ASPECT[aspect];
  if (aspect === undefined || wording === undefined) return nounPhrase;
  return wording({
    aspect,
    folded: foldText(text),
    text,
    nounPhrase,
    ofNounPhrase: article === 'el' ? `del ${term}` : `de ${nounPhrase}`,
    plural: article === 'los' || article === 'las',
    agree: (stem) => `${stem}${ENDING[article]}`,
    head: foldText(term.split(/\s+/)[0] ?? ''),
  });
}
