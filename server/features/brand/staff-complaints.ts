import { RUDE, SLOW, STAFF_FAULT_WORDS } from './complaint-vocabulary.ts';
import type { Complaint } from './guest-complaints.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';

/**
 * The complaint a guest makes of someone on the team, owned by what they did ("how our hostess treated you", "our
 * server never coming back") and in the reply's words for them: a name is never said in a complaint.
 */

/** The reply's words for a person on the team, by role ("our hostess"); a name is never said in a complaint. */
function staffNoun(thing: Thing, tokens: readonly NlpToken[] = []): string {
  if (thing.kind === 'person') return 'our team';
  if (/^(?:staff|waitstaff|team|crew|employees|people|folks|management)$/.test(thing.head)) return 'our team';
  if (thing.head === 'kitchen') return 'our kitchen';
  // "delivery guy 20 mins late and gave attitude": the driver, not the counter.
  if (/^(?:delivery|uber|deliveroo|doordash|just eat)\b/.test(thing.words)) return 'our delivery driver';
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

/** Someone on the team the guest faulted: the reply's words for them and the guest's words around them. */
interface StaffFault {
  thing: Thing;
  /** The reply's words for them: "our hostess", "our team". */
  who: string;
  /** The folded words of the segment and of its sentence. */
  words: string;
}

function staffKey({ thing }: StaffFault): string {
  return `staff-${thing.head}`;
}

/** What the guest says someone on the team did, and the complaint a reply owns for it; the first that fits. */
const STAFF_FAULTS: ReadonlyArray<{
  test: (fault: StaffFault) => boolean;
  complaint: (fault: StaffFault) => Complaint;
}> = [
  {
    test: ({ thing }) => thing.head === 'kitchen',
    complaint: () => ({ key: `kitchen`, noun: 'what came out of our kitchen', area: 'kitchen' }),
  },
  {
    test: ({ thing, words }) =>
      /never (?:came|come|stopped|once|checked)|walked (?:right )?past|didn'?t (?:come|stop)|never came out|wouldn'?t come/.test(
        words,
      ) && /manager|owner|management/.test(thing.head),
    complaint: (fault) => ({ key: staffKey(fault), noun: `${fault.who} never coming over`, area: 'management' }),
  },
  {
    test: ({ words }) => /on (?:his|her|their) (?:phone|cell)/.test(words),
    complaint: (fault) => ({ key: staffKey(fault), noun: `how distracted ${fault.who} was`, area: 'floor' }),
  },
  {
    test: ({ words }) => /speech|lectur|recited|monologue/.test(words),
    complaint: (fault) => ({ key: staffKey(fault), noun: `the long speech from ${fault.who}`, area: 'floor' }),
  },
  {
    test: ({ words }) =>
      /offered nothing|did nothing|didn'?t do anything|no apology|didn'?t apologi|never apologi|blam|couldn'?t be bothered|could not be bothered|didn'?t bother|(?:wouldn'?t|didn'?t|never) acknowledge/.test(
        words,
      ),
    complaint: (fault) => ({
      key: staffKey(fault),
      noun: `how ${fault.who} handled it`,
      area: fault.thing.head === 'manager' ? 'management' : 'floor',
    }),
  },
  {
    test: ({ words }) => RUDE.test(words),
    complaint: (fault) => ({ key: staffKey(fault), noun: `how ${fault.who} treated you`, area: 'floor' }),
  },
  {
    test: ({ words }) =>
      /not (?:very |at all |too |that |particularly )?attentive|unattentive|inattentive|apathetic|(?:much|a lot) to be desired/.test(
        words,
      ),
    complaint: (fault) => {
      const { thing, who } = fault;
      const be = thing.plural || who === 'our team' ? "weren't" : "wasn't";
      return {
        key: staffKey(fault),
        noun: `how little attention ${who} paid you`,
        area: 'floor',
        clause: `${who} ${be} more attentive`,
        subject: who,
        predicate: `${be} more attentive`,
      };
    },
  },
  {
    test: ({ words, who }) => /never (?:came back|returned|checked)|disappeared/.test(words) && who !== 'our team',
    complaint: ({ who }) => ({ key: 'ignored', noun: `${who} never coming back`, area: 'floor' }),
  },
  {
    // "the new cashier is slow": how slow that person was, not "being left waiting for attention".
    test: ({ words, who }) =>
      /\bslow\b/.test(words) && !/ignor|never|nobody|disappear|forgot/.test(words) && who !== 'our team',
    complaint: ({ who }) => ({ key: 'ignored', noun: `how slow ${who} was`, area: 'floor' }),
  },
  {
    // "never ordered", "said we must have forgotten": not being left waiting.
    test: ({ words }) =>
      SLOW.test(words) ||
      /ignor|never (?:came|checked|returned|once)|nobody (?:came|checked)|disappear|forgot (?:about )?(?:us|me|our)/.test(
        words,
      ),
    complaint: () => ({ key: 'ignored', noun: 'how long you were left waiting for attention', area: 'floor' }),
  },
  {
    test: ({ words }) => /\b(?:insisted|shrugged|that'?s how|brushed)\b/.test(words),
    complaint: (fault) => ({ key: staffKey(fault), noun: `how ${fault.who} responded`, area: 'floor' }),
  },
];

/** The complaint of someone on the team the guest read negatively; `words` are the segment's and sentence's. */
export function staffComplaint(thing: Thing, tokens: readonly NlpToken[], words: string): Complaint {
  const fault: StaffFault = { thing, who: staffNoun(thing, tokens), words };
  const known = STAFF_FAULTS.find(({ test }) => test(fault));
  if (known) return known.complaint(fault);
  // The guest faulted them without a word for what they did: owned in general words.
  return {
    key: staffKey(fault),
    noun: STAFF_FAULT_WORDS.test(words) ? `your experience with ${fault.who}` : '',
    area: 'floor',
  };
}

/** "your experience with our waiter": a person on the team the guest complained of, owned in general words. */
export function staffExperience(thing: Thing, tokens: readonly NlpToken[]): Complaint {
  const who = staffNoun(thing, tokens);
  return { key: `staff-${thing.head}`, noun: `your experience with ${who}`, area: 'floor' };
}
