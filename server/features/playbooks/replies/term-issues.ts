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
  if (/salad[oa]s?\b/.test(folded)) return `que ${np} ${plural ? 'estuvieran' : 'estuviera'} tan ${w.agree('salad')}`;
  if (/\bsos[oa]s?\b|sin sabor|insipid/.test(folded))
    return `que ${np} ${plural ? 'fueran' : 'fuera'} tan ${w.agree('insípid')}`;
  // "tardaron muchísimo en traer los platos": the dishes were late, not bad.
  if (/tard(?:aron|o|ó|amos|aba|aban)\b.{0,30}\b(?:traer|servir|llegar|sacar)/.test(folded))
    return `que ${np} ${plural ? 'tardaran' : 'tardara'} tanto en llegar`;
  return `que ${np} no ${plural ? 'estuvieran' : 'estuviera'} a la altura`;
}

function serviceIssueEs(w: SpanishTerm): string {
  const aboutService = SERVICE_HEADS.has(w.head);
  if (/groser|maleducad|\bborde\b|antipatic|despectiv/.test(w.folded))
    return aboutService ? 'el trato recibido' : `el trato ${w.ofNounPhrase}`;
  // "el servicio lentísimo": what was wrong with it, not the service itself ("Lamento el servicio").
  if (aboutService && /\blent[oa]s?\b|lentisim|tardad|tardaron|tardo\b/.test(w.folded))
    return `que ${w.nounPhrase} ${w.plural ? 'fueran' : 'fuera'} tan ${w.agree('lent')}`;
  return aboutService
    ? `que ${w.nounPhrase} no ${w.plural ? 'estuvieran' : 'estuviera'} a la altura`
    : `lo ocurrido con ${w.nounPhrase}`;
}

/** Prices, the bill, portions: what the guest found, not a vague "not up to the experience". */
function valueIssueEs(w: SpanishTerm): string {
  const were = w.plural ? 'fueran' : 'fuera';
  if (/^(?:porcion|racion|cantidad)/.test(w.head))
    return `que ${w.nounPhrase} ${were} tan ${w.agree('escas')} para su precio`;
  if (/^(?:precio|cuenta|factura|costo|coste|tarifa)/.test(w.head))
    return `que ${w.nounPhrase} ${were} tan ${w.agree('elevad')}`;
  return `que ${w.nounPhrase} ${were} tan ${w.agree('car')}`;
}

function ambienceIssueEs(w: SpanishTerm): string {
  const { nounPhrase: np, head } = w;
  if (/ruido/.test(w.folded) && ROOMS.has(head)) return `el ruido en ${np}`;
  if (head === 'musica' && /\balt[ao]\b|volumen|ruidos/.test(w.folded))
    return `que ${np} ${w.plural ? 'estuvieran' : 'estuviera'} tan ${w.agree('alt')}`;
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
  value: valueIssueEs,
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
