import { COMPLAINT_CUES } from './complaint-cues.ts';
import {
  ATTRIBUTIVE_FAULTS,
  COMPLAINING,
  DISH_FAULTS,
  FOOD_FAULT_WORDS,
  RUDE,
  SEGMENT_FAULTS,
  SERVICE_FAULT,
  SLOW,
  STAFF_FAULT_WORDS,
} from './complaint-vocabulary.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';
import { predicateOf } from './thing-predicate.ts';
import { waitNoun } from './wait-nouns.ts';

// The words that make a predicate a complaint, used by the reader too.
export { COMPLAINING };
// What a guest says a thing was, used by the reader too.
export { predicateOf };

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
