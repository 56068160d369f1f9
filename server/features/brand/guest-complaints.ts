import { COMPLAINT_CUES } from './complaint-cues.ts';
import {
  ATTRIBUTIVE_FAULTS,
  COMPLAINING,
  DISH_FAULTS,
  DROPPED,
  FOOD_FAULT_WORDS,
  HARSH,
  RUDE,
  SEGMENT_FAULTS,
  SERVICE_FAULT,
  SLOW,
  SOFTENERS,
  STAFF_FAULT_WORDS,
} from './complaint-vocabulary.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';
import { waitNoun } from './wait-nouns.ts';

// The words that make a predicate a complaint, used by the reader too.
export { COMPLAINING };

/**
 * How a reply names a complaint, from the guest's own words: "the 45-minute wait", "the mix-up with your
 * reservation", "the dry carnitas", "how our hostess treated you", "the green curry was watery and kind of bland".
 * A complaint is owned by what the guest said went wrong, never by a cause or a remedy they did not give.
 */

/** Who on the team a complaint belongs to: what the reply says it was shared with. */
export type ComplaintArea = 'kitchen' | 'bar' | 'floor' | 'management' | 'delivery' | 'general';

export interface Complaint {
  /** A noun phrase for a list: "the long wait", "the dry carnitas", "how loud the room was". */
  noun: string;
  /** A clause, when the guest's words make a better one: "the green curry was watery and kind of bland". */
  clause?: string;
  area: ComplaintArea;
  /** One complaint per key: two readings of the same wait are one complaint. */
  key: string;
  /** The clause's subject and what is said of it, so two dishes with the same fault are owned in one clause. */
  subject?: string;
  predicate?: string;
  /** The sentence it was read from, so two complaints from one sentence can be told apart from two sentences'. */
  sentence?: number;
}

/** The complaint cues a segment's words make, each once; `sentence` is the folded sentence it is part of. */
export function cueComplaints(text: string, folded: string, sentence = folded): Complaint[] {
  return COMPLAINT_CUES.filter((cue) => cue.test.test(folded) && !(cue.unless?.test(sentence) ?? false)).map((cue) => ({
    key: cue.key,
    noun: cue.noun(text, folded, sentence),
    area: cue.area,
  }));
}

/** The reply's words for a person on the team, by role ("our hostess"); a name is never said in a complaint. */
function staffNoun(thing: Thing, tokens: readonly NlpToken[] = []): string {
  if (thing.kind === 'person') return 'our team';
  if (/^(?:staff|waitstaff|team|crew|employees|people|folks|management)$/.test(thing.head)) return 'our team';
  if (thing.head === 'kitchen') return 'our kitchen';
  if (/^(?:guy|girl|lady|woman|man)$/.test(thing.head)) {
    // "the girl at the register" is the cashier; "the tea guy", "the cart lady" the tea and cart service.
    const place = tokens
      .slice(thing.at + 1, thing.at + 4)
      .map((t) => t.normal)
      .join(' ');
    if (/register|cash/.test(place)) return 'our cashier';
    if (/\bbar\b/.test(place)) return 'our bartender';
    if (/door|front/.test(place)) return 'our host';
    if (/^(?:tea|cart)\b/.test(thing.words)) return `our ${thing.words.split(' ')[0]} service`;
    return 'our counter staff';
  }
  return `our ${thing.words}`;
}

/** The predicate in the owner's words: hedges dropped, a harsh verdict said plainly, "a greasy mess" as "greasy". */
function ownerWords(rest: readonly NlpToken[], plural: boolean): string | null {
  if (rest.some((t) => HARSH.test(t.normal)))
    return plural ? "weren't what they should have been" : "wasn't what it should have been";
  const kept = rest.filter(
    (t, k) =>
      !(
        DROPPED.test(t.normal) &&
        !(t.normal === 'just' && /^(?:ok|okay|fine|alright|average|decent)$/.test(rest[k + 1]?.normal ?? '')) &&
        !/^[-–]$/.test(rest[k + 1]?.normal ?? '') &&
        !/^[-–]$/.test(rest[k - 1]?.normal ?? '')
      ) && !(t.normal === 'much' && rest[k - 1]?.normal === 'pretty'),
  );
  // "a greasy mess", "a soggy disaster": the fault is the adjective.
  const fault = kept.find((t) => DISH_FAULTS.has(t.normal));
  if (fault && kept.some((t) => /^(?:mess|disaster|letdown|disappointment)$/.test(t.normal))) return fault.normal;
  if (kept.length === 0) return null;
  return kept
    .map((t) => (t.value === t.value.toUpperCase() && t.value.length > 1 ? t.value.toLowerCase() : t.value))
    .map((w) => (/^kinda$/i.test(w) ? 'a little' : w))
    .join(' ')
    .replace(/\s+'/g, "'")
    .replace(/\s*([-–])\s*/g, '$1');
}

export interface Predicate {
  /** "was", "were": the guest's verb in the past. */
  verb: string;
  /** What follows it, as the guest wrote it ("a little dry this time"). */
  words: string;
  /** The one fault adjective, when the predicate is only that ("dry"). */
  fault: string | null;
}

/** Verbs that describe how a thing was, in the past ("the coffee tastes burnt" → "the coffee tasted burnt"). */
const LINKING_PAST: Record<string, string> = {
  tastes: 'tasted',
  tasted: 'tasted',
  taste: 'tasted',
  felt: 'felt',
  feels: 'felt',
  seemed: 'seemed',
  seems: 'seemed',
  looked: 'looked',
  looks: 'looked',
  smelled: 'smelled',
  smells: 'smelled',
};
const BE_PAST: Record<string, string> = {
  is: 'was',
  are: 'were',
  was: 'was',
  were: 'were',
  "'s": 'was',
  "'re": 'were',
};

/** Reads "X was/were/is/are <predicate>" after the thing, when the predicate is short and only describes it. */
export function predicateOf(tokens: readonly NlpToken[], thing: Thing): Predicate | null {
  let verbAt = thing.at + 1;
  // "the green curry, which was watery": the relative clause describes the thing, when it names a fault of a dish.
  const relative = tokens[verbAt]?.normal === ',' && /^(?:which|that)$/.test(tokens[verbAt + 1]?.normal ?? '');
  if (relative && !(thing.kind === 'dish' || thing.kind === 'drink')) return null;
  if (relative) verbAt += 2;
  const verb = tokens[verbAt];
  if (verb === undefined) return null;
  let linking = LINKING_PAST[verb.normal];
  // "the pie showed up cold and soggy", "the naan came out cold".
  if (/^(?:showed|came|comes|arrived|arrives)$/.test(verb.normal)) {
    const particle = tokens[verbAt + 1]?.normal;
    const phrasal = particle === 'up' || particle === 'out';
    linking = verb.normal.startsWith('show') ? 'showed up' : verb.normal.startsWith('arriv') ? 'arrived' : 'came out';
    if (phrasal) verbAt += 1;
  }
  if (BE_PAST[verb.normal] === undefined && linking === undefined) return null;
  let negated = false;
  let k = verbAt + 1;
  if (tokens[k]?.normal === "n't" || tokens[k]?.normal === 'not') {
    negated = true;
    k += 1;
  }
  const rest: NlpToken[] = [];
  for (; k < tokens.length; k += 1) {
    const t = tokens[k];
    if (t === undefined) break;
    // "watery and kind of bland": a second description of the same thing continues the predicate; "so-so" and
    // "half-baked" are one word.
    const continues =
      (t.normal === 'and' && /^(?:ADJ|ADV)$/.test(tokens[k + 1]?.pos ?? '') && rest.length > 0) ||
      (/^[-–]$/.test(t.normal) && t.before === '' && tokens[k + 1]?.before === '' && rest.length > 0);
    const atBest = t.normal === 'at' && tokens[k + 1]?.normal === 'best';
    if (
      !continues &&
      !atBest &&
      (t.type === 'punctuation' ||
        /^(?:and|but|though|tho|although|which|so|because|when|while|if|as|for|at)$/.test(t.normal))
    )
      break;
    rest.push(t);
  }
  if (rest.length === 0 || rest.length > 7) return null;
  // Sarcasm said back in the owner's voice reads as mockery ("the cheese board was sad").
  if (rest.some((t) => /^(?:sad|joke|lol|lmao|literally|tragic|criminal|sus)$/.test(t.normal))) return null;
  if (relative && !rest.some((t) => DISH_FAULTS.has(t.normal))) return null;
  // A predicate that is a description, not an event: adjectives, adverbs, "a bit", "on the small side", "from a box".
  if (
    rest.some(
      (t) =>
        (t.pos === 'PRON' && !/^(?:nothing|something)$/.test(t.normal)) ||
        (t.pos === 'VERB' && !/(?:ed|en|ing)$/.test(t.normal)) ||
        t.pos === 'AUX' ||
        t.type === 'number' ||
        /\$/.test(t.value),
    )
  )
    return null;
  // "dried out", "falling apart", "store bought": a participle describes the thing too; so does "a letdown".
  const describes = (t: NlpToken) =>
    t.pos === 'ADJ' ||
    t.pos === 'ADV' ||
    DISH_FAULTS.has(t.normal) ||
    /^(?:off|letdown|disappointment|mess|miss|bust|mayo|grease|fat)$/.test(t.normal) ||
    (t.pos === 'VERB' && /(?:ed|ing)$/.test(t.normal));
  if (!rest.some(describes)) return null;
  // "the trout was just overcooked trout": the guest's fault word alone says it.
  if (rest.some((t) => t.normal === thing.head)) {
    const fault = rest.find((t) => DISH_FAULTS.has(t.normal))?.normal ?? null;
    return fault ? { verb: 'was', words: fault, fault } : null;
  }
  const words = ownerWords(rest, thing.plural);
  if (words === null) return null;
  const content = rest.filter((t) => !SOFTENERS.has(t.normal));
  const fault =
    !negated &&
    !rest.some((t) => t.normal === 'too') &&
    content.length === 1 &&
    DISH_FAULTS.has(content[0]?.normal ?? '')
      ? (content[0]?.normal ?? null)
      : null;
  const be = BE_PAST[verb.normal];
  if (be === undefined) return { verb: linking ?? 'was', words, fault: null };
  return { verb: negated ? `${be}n't` : be, words, fault };
}

/** The complaint a negative reading of a named thing makes, in the words the guest used for it. */
export function thingComplaint(thing: Thing, tokens: readonly NlpToken[], folded: string, review: string): Complaint {
  const the = `the ${thing.words}`;
  // "cold home fries", "sticky tables", "a broken hollandaise": the guest's own adjective names the fault.
  const before = tokens[thing.wordsFrom - 1]?.normal ?? '';
  const attributive =
    (DISH_FAULTS.has(before) || ATTRIBUTIVE_FAULTS.has(before)) && !thing.words.split(' ').includes(before)
      ? before
      : null;
  const be = thing.plural ? 'were' : 'was';
  const found = predicateOf(tokens, thing);
  // A complaint is said back only in words that complain ("was good" is not one, "was decent at best" is).
  const predicate =
    found && (found.fault !== null || /n't$/.test(found.verb) || COMPLAINING.test(found.words)) ? found : null;
  const echo = predicate ? `${the} ${predicate.verb} ${predicate.words}` : undefined;
  switch (thing.kind) {
    case 'wait':
      // "the bathroom line": a line for something else is named as the guest named it.
      if (thing.words !== thing.head)
        return { key: `wait-${thing.words}`, noun: the, area: 'management', ...(echo ? { clause: echo } : {}) };
      return { key: 'wait', noun: waitNoun(foldedReview(review)), area: 'floor' };
    case 'staff':
    case 'person': {
      const who = staffNoun(thing, tokens);
      folded = `${folded} ${sentenceText(tokens)}`;
      if (thing.head === 'kitchen') return { key: `kitchen`, noun: 'what came out of our kitchen', area: 'kitchen' };
      if (
        /never (?:came|come|stopped|once|checked)|walked (?:right )?past|didn'?t (?:come|stop)|never came out|wouldn'?t come/.test(
          folded,
        ) &&
        /manager|owner|management/.test(thing.head)
      )
        return { key: `staff-${thing.head}`, noun: `${who} never coming over`, area: 'management' };
      if (/on (?:his|her|their) (?:phone|cell)/.test(folded))
        return { key: `staff-${thing.head}`, noun: `how distracted ${who} was`, area: 'floor' };
      if (/speech|lectur|recited|monologue/.test(folded))
        return { key: `staff-${thing.head}`, noun: `the long speech from ${who}`, area: 'floor' };
      if (
        /offered nothing|did nothing|didn'?t do anything|no apology|didn'?t apologi|never apologi|blam|couldn'?t be bothered|could not be bothered|didn'?t bother|(?:wouldn'?t|didn'?t|never) acknowledge/.test(
          folded,
        )
      )
        return {
          key: `staff-${thing.head}`,
          noun: `how ${who} handled it`,
          area: thing.head === 'manager' ? 'management' : 'floor',
        };
      if (RUDE.test(folded)) return { key: `staff-${thing.head}`, noun: `how ${who} treated you`, area: 'floor' };
      if (
        /not (?:very |at all |too |that |particularly )?attentive|unattentive|inattentive|apathetic|(?:much|a lot) to be desired/.test(
          folded,
        )
      ) {
        const be = thing.plural || who === 'our team' ? "weren't" : "wasn't";
        return {
          key: `staff-${thing.head}`,
          noun: `how little attention ${who} paid you`,
          area: 'floor',
          clause: `${who} ${be} more attentive`,
          subject: who,
          predicate: `${be} more attentive`,
        };
      }
      if (/never (?:came back|returned|checked)|disappeared/.test(folded) && who !== 'our team')
        return { key: 'ignored', noun: `${who} never coming back`, area: 'floor' };
      if (SLOW.test(folded) || /ignor|never|nobody|disappear|forgot/.test(folded))
        return { key: 'ignored', noun: 'being left waiting for attention', area: 'floor' };
      if (/\b(?:insisted|shrugged|that'?s how|brushed)\b/.test(folded))
        return { key: `staff-${thing.head}`, noun: `how ${who} responded`, area: 'floor' };
      // The guest faulted them without a word for what they did: owned in general words.
      return {
        key: `staff-${thing.head}`,
        noun: STAFF_FAULT_WORDS.test(folded) ? `your experience with ${who}` : '',
        area: 'floor',
      };
    }
    case 'service':
      if (SLOW.test(folded)) return { key: 'wait', noun: 'the slow service', area: 'floor' };
      if (RUDE.test(folded)) return { key: 'staff-service', noun: 'how you were treated', area: 'floor' };
      // "the service" is owned only where the guest's words fault it, not where a lexicon hears a negation.
      if (!echo && !SERVICE_FAULT.test(`${folded} ${sentenceText(tokens)}`))
        return { key: 'service', noun: '', area: 'floor' };
      return { key: 'service', noun: 'the service', area: 'floor', ...(echo ? { clause: echo } : {}) };
    case 'noise':
      return {
        key: 'noise',
        noun: thing.head === 'music' ? 'how loud the music was' : 'the noise',
        area: 'management',
      };
    case 'price':
      return { key: 'price', noun: 'the prices', area: 'management', ...(echo ? { clause: echo } : {}) };
    case 'portion':
      return { key: 'portion', noun: 'the portion sizes', area: 'kitchen' };
    case 'clean':
      return {
        key: `clean-${thing.head}`,
        noun:
          attributive && /^(?:sticky|dirty|wet|broken)$/.test(attributive)
            ? `the ${attributive} ${thing.words}`
            : `the state of ${the}`,
        area: 'management',
      };
    case 'booking':
      return { key: 'booking', noun: 'the trouble with your reservation', area: 'floor' };
    case 'delivery':
      return { key: 'delivery', noun: 'what happened with your delivery', area: 'delivery' };
    case 'room':
      if (/\bloud|noisy|noise|hear each other|scream/.test(folded))
        return { key: 'noise', noun: 'the noise', area: 'management' };
      // A table or seat is a complaint only with what was wrong with it ("sticky tables", "the stools were
      // uncomfortable"); an empty room is the setting of another complaint.
      if ((!attributive && !echo) || /\bempty\b/.test(folded))
        return { key: `room-${thing.head}`, noun: '', area: 'management' };
      return {
        key: `room-${thing.head}`,
        noun: attributive ? `the ${attributive} ${thing.words}` : the,
        area: 'management',
        ...(echo ? { clause: echo } : {}),
      };
    case 'place':
      // "The place is very loud": the place stands for the room.
      if (/\bloud|noisy|noise/.test(folded)) return { key: 'noise', noun: 'the noise', area: 'management' };
      if (/cramped|tight|too small|a bit small|crowded|packed/.test(folded))
        return { key: 'cramped', noun: 'how cramped it was', area: 'management' };
      if (/dirty|filthy|sticky|gross/.test(folded))
        return { key: 'clean-place', noun: 'how clean the place was', area: 'management' };
      return { key: 'place', noun: '', area: 'general' };
    case 'parking':
      return { key: 'parking', noun: 'the parking', area: 'management' };
    case 'crowd':
      return { key: 'crowd', noun: /weekend/.test(folded) ? 'the weekend crowd' : 'the crowd', area: 'management' };
    default: {
      const area: ComplaintArea = thing.kind === 'drink' ? 'bar' : 'kitchen';
      if (/^(?:heat|spice)$/.test(thing.head)) return { key: 'spice', noun: 'the spice level', area };
      if (/^(?:flavou?r|flavou?rs|seasoning)$/.test(thing.head))
        return { key: 'flavor', noun: 'the lack of flavor', area };
      const parts = predicate ? { subject: the, predicate: `${predicate.verb} ${predicate.words}` } : {};
      if (predicate?.fault)
        return {
          key: `dish-${thing.words}`,
          noun: `the ${predicate.fault} ${thing.words}`,
          area,
          clause: echo,
          ...parts,
        };
      if (attributive) return { key: `dish-${thing.words}`, noun: `the ${attributive} ${thing.words}`, area };
      if (/^(?:bad|poor|mediocre|terrible|awful|horrible)$/.test(before)) {
        const predicate = thing.plural ? "weren't good enough" : "wasn't good enough";
        return { key: `dish-${thing.words}`, noun: the, area, clause: `${the} ${predicate}`, subject: the, predicate };
      }
      // Only the words right around the dish say what was wrong with it ("stale croutons" is not a stale salad).
      // The dish's own words are not its fault ("burnt ends" were not burnt).
      const after = tokens.slice(thing.at + 1, thing.at + 11);
      const stop = after.findIndex((t) => t.type === 'punctuation' || /^(?:and|but|though|tho)$/.test(t.normal));
      const near = `${sentenceText(tokens.slice(Math.max(0, thing.wordsFrom - 3), thing.wordsFrom))} ${sentenceText(stop >= 0 ? after.slice(0, stop) : after)}`;
      const fault = SEGMENT_FAULTS.find(([test]) => test.test(near));
      const wasnt = be === 'were' ? "weren't" : "wasn't";
      const didnt = fault ? fault[1].replace('{wasnt}', wasnt).replace('{was}', be) : null;
      const predicateWords = echo
        ? parts.predicate
        : (didnt ?? (FOOD_FAULT_WORDS.test(near) ? `${wasnt} up to standard` : undefined));
      return {
        key: `dish-${thing.words}`,
        noun: the,
        area,
        clause: predicateWords ? `${the} ${predicateWords}` : undefined,
        ...(predicateWords ? { subject: the, predicate: predicateWords } : {}),
      };
    }
  }
}

function sentenceText(tokens: readonly NlpToken[]): string {
  return tokens
    .map((t, k) => `${k === 0 ? '' : t.before}${t.value}`)
    .join('')
    .toLowerCase();
}

const foldedReview = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
