import winkNLP, { type ItemSentence, type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { currencyFirst } from './money.ts';
import { SERVED_COLD_DRINKS } from './thing-vocabulary.ts';

/**
 * wink-nlp with its English lite model: tokens, lemmas, POS, negation scope and a generic (AFINN-style)
 * sentiment that our lexicon builds on. The model loads on first use, not at import, so routes that never
 * analyse text start without it.
 */
let instance: WinkMethods | null = null;

/** Only the stages we read: no named-entity or custom-entity passes (they roughly double the cost). */
const PIPE = ['sbd', 'negation', 'sentiment', 'pos'];

function getNlp(): WinkMethods {
  instance ??= winkNLP(model, PIPE);
  return instance;
}

export interface NlpToken {
  /** Lower-cased surface form. */
  normal: string;
  /** Original surface form, for proper-noun casing. */
  value: string;
  lemma: string;
  pos: string;
  /** wink's negation scope: true when a negator earlier in the sentence governs this token. */
  negated: boolean;
  /** 'word' | 'punctuation' | 'number' | 'emoji' | ... */
  type: string;
  /** The whitespace before the token in the text, so a run of tokens can be quoted as the guest wrote it. */
  before: string;
}

export interface NlpSentence {
  text: string;
  tokens: NlpToken[];
  /** wink's generic sentence sentiment, roughly −1 … 1. */
  genericScore: number;
}

/** Words whose stretched form ("goood", "sooon") keeps a double letter. */
const DOUBLED = /^(?:good|cool|too|soon|food|sweet|free|need|feel|yummy|boo|wee|yes)$/;

/**
 * A word stretched for emphasis said plainly: "slooow" is "slow", "sooo" is "so", "goood" is "good". The lexicon and
 * every cue read the plain word; a reply that quotes it quotes it plainly.
 */
export function unstretched(text: string): string {
  return text.replace(/\p{L}*(\p{L})\1\1\p{L}*/gu, (word) => {
    const doubled = word.replace(/(\p{L})\1{2,}/gu, '$1$1');
    return DOUBLED.test(doubled.toLowerCase()) ? doubled : word.replace(/(\p{L})\1{2,}/gu, '$1');
  });
}

// "our stay, which is just as well", "the booking, which was our fault": a remark on the visit, not a thing's fault.
const OCCASION =
  /\b(?:stay|visit|night|evening|day|time|trip|birthday|anniversary|fault|choice|booking|reservation|bill|plan|idea|way)$/i;
const AS_A_REMARK =
  /^(?:just as well|a shame|a pity|fair|fair enough|understandable|to be expected|expected|fine|my fault|our fault|on us|odd|weird|strange|funny)\b/i;

const FAMILY_POSSESSIVE =
  /\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er) )(husband|wife|partner|mum|mom|mother|dad|father|son|daughter|sister|brother|boyfriend|girlfriend|nan|gran|grandma|grandad|grandpa|grandmother|grandfather|uncle|aunt|auntie|fiance|fiancee|fiancé|fiancée|cousin|niece|nephew|friend|bestie|boss|colleague)s (?!(?:and|or|both|all|were|are|had|have|loved|love|liked|like|enjoyed|said|say|thought|think|got|get|ordered|order|went|came|come|who|that|are|arrived|joined|left|too|as well)\b)(?=[a-z0-9])/g;

// Drinks and sweets served cold on purpose: the shared words, and the brands and dishes guests name them by.
const SERVED_COLD = new RegExp(
  String.raw`\b((?:${SERVED_COLD_DRINKS.join('|')}|tennents|tennent's|buds?|narragansetts?|gansetts?|yuenglings?|coronas?|peronis?|morettis?|stella|heineken|coors|pbrs?|carling|carlsberg|modelos?|pacifico|tecate|asahi|sapporo|kirin|tsingtao|singha|chang|tiger|kingfisher|cobra|estrella|mythos|efes|coffee milks?|cold brews?|iced (?:coffees?|lattes?|teas?)|white wine|ros[eé]|prosecco|cava|champagne|bubbly|mango pudding|ice cream|gelato|sorbet|oysters|on tap))((?: (?:is|are|was|were|came|comes|come|always|nice and|so|super|properly|perfectly|actually|and|jiggly|crisp|fresh|frosty))* )(?:ice[- ])?cold\b(?! (?:in the middle|inside|and (?:flat|watery|stale|bland)))`,
  'gi',
);

/**
 * A review's wording made plainer before it is read, where a turn of phrase hides what the guest says of a thing:
 * "dense and chewy in a bad way" is too dense and chewy; "weren't exactly hot" is "weren't hot"; and "only let down by
 * the fries, which were cold" reads the relative clause that ends the sentence as a sentence of its own about the
 * thing ("… by the fries. The fries were cold."), so the sentence it hung from keeps its own reading ("better than
 * their curry", "let down by"). A relative clause is split off only after a named thing (a determiner and up to three
 * words), never "we left, which was a shame" or a remark on the visit. A drink served cold on purpose ("Tennents ice
 * cold", "the soju was cold, which matters") is "perfectly chilled", praise and not a complaint of temperature.
 */
export function plainerWording(text: string): string {
  return (
    currencyFirst(text)
      // "Mince & cheese pie": and; "luke warm": lukewarm; "chewy in the wrong way": too chewy; "after a cold morning on the
      // track": the weather, not the food.
      .replace(/ & /g, ' and ')
      // "Only wish the breakfast burrito wasnt microwaved": it was.
      .replace(
        /\bwish (the |their |my |our )([a-z]+(?: [a-z]+){0,2}) (?:wasn'?t|wasnt) (?=[a-z]+ed\b)/gi,
        (_all, the: string, thing: string) => `${the}${thing} was `,
      )
      .replace(/\bluke warm\b/gi, 'lukewarm')
      // "Since the new chef the dough is thick": when things changed, not a person to own.
      .replace(/\bsince the new (?:chef|cook)\b/gi, 'lately')
      // "Club Mate always cold": a drink served as it should be.
      .replace(
        /\b(club[- ]mate|mate|pils|lager|beers?|pints?|sodas?|cokes?) (?:is |are |was |were )?(?:always |nice and |ice |super )?cold\b/gi,
        '$1 perfectly chilled',
      )
      // "Coffee's weak", "Chips's cold": the verb, not a possessive.
      .replace(
        /\b([A-Za-z]+)['’]s (weak|cold|bland|burnt|stale|dry|watery|lukewarm|tepid|soggy|greasy|overpriced|average|mediocre|awful|terrible)\b/g,
        '$1 is $2',
      )
      // "Crabs were heavy": full of meat, as a crab house says it.
      .replace(/\b(crabs?) (were|was|are|is) (?:nice and |real |really |so )?heavy\b/gi, '$1 $2 meaty')
      // "hit or miss. Chicken and waffles great": the end of a sentence, not "Miss." before a name.
      .replace(/\b(hit (?:or|and|n) miss)\.(?= +[A-Z])/gi, '$1 .')
      // "a lil small", "a lil bit dry": a bit, a little.
      .replace(
        /\b(a )?lil(?= (?:bit|small|dry|salty|cold|slow|sweet|bland|pricey|much|too|over|under|greasy|soggy|loud|tight|cramped|late)\b)/gi,
        (_all, a: string | undefined) => (a ? 'a bit' : 'little'),
      )
      .replace(/\ba bit bit\b/gi, 'a little bit')
      // "burning for the sake of it": no drink called sake.
      .replace(/\bfor the sake of it\b/gi, 'for no reason')
      .replace(/\b(is|are|was|were) ((?:\w+ )?\w+) in (?:the wrong|a weird|a strange|an odd) way\b/gi, '$1 too $2')
      .replace(
        /\ba (?:cold|freezing|wet|rainy|chilly) (morning|day|night|afternoon|evening|walk|hike|swim|surf|shift)\b/gi,
        'a wintry $1',
      )
      // "Ill go back to Dunks": I'll, not illness.
      .replace(
        /\b([Ii])ll (?=(?:go|be|never|come|stick|give|pass|try|take|have|get|definitely|probably|def|just|keep|always|tell|see|stay|drive|gladly|happily|still)\b)/g,
        "$1'll ",
      )
      // "my husbands chicken marsala", "my mothers 80th": the family member's, not a plural.
      .replace(FAMILY_POSSESSIVE, "$1$2's ")
      // "ice cold Busch Light", "ice-cold pints": a drink served as it should be.
      .replace(
        /\bice[- ]cold (?=(?:[a-z]+ ){0,2}(?:light|lager|beers?|pints?|ipas?|ales?|sodas?|cokes?|drinks?|ciders?|seltzers?|margs?|margaritas?|water|brews?)\b)/gi,
        'perfectly chilled ',
      )
      // "a cold Cascade on the deck", "a cold Deputy and those waves": a drink (its brand capitalised) served as it
      // should be; never "a cold Navajo taco from the warmer".
      .replace(
        /\b(a|an|some|the|and|with|plus) cold (?=[A-Z][a-z'’]+(?:[.,!;]|$| (?:on|at|in|and|with|watching|while|after|by|or|is|was|are|were|for|to)\b)(?<!\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December|Christmas|Easter)\b.*))/g,
        '$1 chilled ',
      )
      // "nicely sour", "nicely charred": the taste as it should be.
      .replace(
        /\bnicely (sour|tart|bitter|spicy|salty|smoky|charred|sweet|tangy|funky|chewy|firm|crispy|pink|rare)\b/gi,
        'perfectly $1',
      )
      // "tastes like lola's", "tastes like my grandma's cooking": home cooking, praise.
      .replace(
        /\btastes? like (?:my |your |our )?(?:lola|lolo|grandma|granny|nan|nana|nonna|abuela|mom|mum|mama|ma|home)(?:'s)?(?: cooking| food)?\b/gi,
        'tastes homemade',
      )
      // "ice cold Ting", "ice cold Red Stripe": a drink by its brand.
      .replace(/\b[Ii]ce[- ]cold (?=[A-Z][a-z]+\b)/g, 'perfectly chilled ')
      .replace(SERVED_COLD, (all, thing: string, words: string) =>
        /\b(?:not|too|n't)\b/i.test(all) ? all : `${thing}${words}perfectly chilled`,
      )
      .replace(/\b(is|are|was|were) ((?:\w+ )?\w+(?: and \w+)?) in (?:a|the) bad way\b/gi, '$1 too $2')
      .replace(/(n't|n’t|\bnot) exactly (?=(?:hot|warm|fresh|crispy|quick|fast|friendly|clean|cold)\b)/gi, '$1 ')
      .replace(
        /\b((?:the|my|our|his|her|their) (?:[a-z-]+ ){0,2}[a-z-]+), (?:which|that) (was|were|is|are) ([^.,;!?]+)(?=[.!?]|$)/gi,
        (all, thing: string, be: string, said: string) =>
          OCCASION.test(thing) || AS_A_REMARK.test(said)
            ? all
            : `${thing}. ${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${be} ${said}`,
      )
  );
}

/** Splits English text into sentences with token features, in one pass over wink's document. */
export function parseEnglish(text: string): NlpSentence[] {
  const nlp = getNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const normals = doc.tokens().out(its.normal);
  const values = doc.tokens().out(its.value);
  // The typings declare lemma with the addons argument the other helpers lack; it is a token helper all the same.
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>);
  const pos = doc.tokens().out(its.pos);
  const negated = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const types = doc.tokens().out(its.type);
  const spaces = doc.tokens().out(its.precedingSpaces);
  const sentences: NlpSentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const count = sentence.tokens().length();
    const tokens: NlpToken[] = [];
    for (let i = cursor; i < cursor + count; i += 1) {
      tokens.push({
        normal: normals[i] ?? '',
        value: values[i] ?? '',
        lemma: lemmas[i] ?? normals[i] ?? '',
        pos: pos[i] ?? 'X',
        negated: negated[i] === true,
        type: types[i] ?? 'word',
        before: spaces[i] ?? '',
      });
    }
    cursor += count;
    joinSplitWords(tokens);
    retagSenseVerbs(tokens);
    sentences.push({
      text: sentence.out(),
      tokens,
      genericScore: Number(sentence.out(its.sentiment)) || 0,
    });
  });
  return sentences;
}

/**
 * "żurek", "kūmara": the tokeniser splits a word at a letter outside its alphabet ("ż" + "urek"); the pieces, written
 * without a space between them, are one word again, with the tag of its last piece.
 */
function joinSplitWords(tokens: NlpToken[]): void {
  const letters = (t: NlpToken | undefined) => t !== undefined && /^\p{L}+$/u.test(t.value);
  for (let k = 0; k < tokens.length; k += 1) {
    let end = k;
    while (letters(tokens[end]) && tokens[end + 1]?.before === '' && letters(tokens[end + 1])) end += 1;
    const run = tokens.slice(k, end + 1);
    const last = run.at(-1);
    if (last === undefined || run.length < 2 || !run.some((t) => t.type === 'unk')) continue;
    tokens.splice(k, run.length, {
      ...last,
      normal: run.map((t) => t.normal).join(''),
      value: run.map((t) => t.value).join(''),
      lemma: run.map((t) => t.normal).join(''),
      type: 'word',
      before: run[0]?.before ?? '',
      negated: run.some((t) => t.negated),
    });
  }
}

/**
 * "the lattes taste chalky", "the fries smell off": the tagger reads a sense verb after a plural noun as a noun of a
 * compound ("lattes taste"); before a word that says how, it is the verb.
 */
function retagSenseVerbs(tokens: NlpToken[]): void {
  for (const [k, token] of tokens.entries()) {
    const next = tokens[k + 1];
    const saysHow = next !== undefined && (next.pos === 'ADJ' || next.pos === 'ADV' || next.normal === 'like');
    if (
      token.pos === 'NOUN' &&
      /^(?:taste|smell|look|feel)s?$/.test(token.normal) &&
      tokens[k - 1]?.pos === 'NOUN' &&
      saysHow
    )
      token.pos = 'VERB';
    // "the lamb chops melt in your mouth".
    if (/^melts?$/.test(token.normal) && next?.normal === 'in') token.pos = 'VERB';
  }
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Spanish (and any non-English) text: our own tokeniser, since wink's model is English-only. */
export function parseSpanish(text: string): NlpSentence[] {
  const sentences = text
    .split(/(?<=[.!?¡¿…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return sentences.map((sentence) => {
    const raw = [...sentence.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[^\s\p{L}\p{N}]/gu)];
    const tokens: NlpToken[] = raw.map((match, k) => {
      const value = match[0];
      const previous = raw[k - 1];
      const before = previous ? sentence.slice((previous.index ?? 0) + previous[0].length, match.index) : '';
      const normal = stripAccents(value.toLowerCase());
      const isWord = /[\p{L}\p{N}]/u.test(value);
      return {
        normal,
        value,
        lemma: normal,
        pos: isWord ? 'X' : 'PUNCT',
        negated: false,
        type: isWord ? 'word' : 'punctuation',
        before,
      };
    });
    return { text: sentence, tokens, genericScore: 0 };
  });
}

/** wink's generic document sentiment alone: the baseline the evaluation compares against. */
export function genericSentiment(text: string): number {
  const nlp = getNlp();
  return Number(nlp.readDoc(text).out(nlp.its.sentiment)) || 0;
}
