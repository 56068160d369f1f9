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

/** How someone on the team came across, in the one word a reply can say back ("seemed annoyed", "didn't care"). */
const SEEMED =
  /\b(?:seemed|seem|seems|acted|looked|was|were) (?:really |a bit |a little |kind of |kinda |so |very |pretty |quite )?(annoyed|irritated|put out|bothered|impatient|fed up|bored)\b|\b(?:didn'?t|did not|don'?t|doesn'?t) (?:seem to |really |even )?(care)\b/;

interface StaffFaultReading {
  test: (fault: StaffFault) => boolean;
  complaint: (fault: StaffFault) => Complaint;
}

/** Someone on the team busy with something other than the guest. */
const DISTRACTED: StaffFaultReading = {
  // "on her phone", "more interested in the match", "too busy chatting with her friend to take my order".
  test: ({ words }) =>
    /on (?:his|her|their) (?:phones?|cell)|more interested in|too busy (?:chatting|talking|gossiping|on)|(?:busy |kept )?(?:chatting|gossiping) (?:to|with) (?:his|her|their|each) (?:mates?|friends?|other|colleagues?|boyfriend|girlfriend)|watching the (?:match|game|telly|tv|footy|rugby|cricket)/.test(
      words,
    ),
  complaint: (fault) => ({ key: staffKey(fault), noun: `how distracted ${fault.who} was`, area: 'floor' }),
};

/** How someone on the team came across. */
const CAME_ACROSS: StaffFaultReading = {
  // "our server acted annoyed we split a plate", "manager didn't seem to care": how they came across, in a word.
  test: ({ words }) => SEEMED.test(words),
  complaint: (fault) => {
    const how = SEEMED.exec(fault.words);
    const word = how?.[1] ?? how?.[2] ?? '';
    return {
      key: /care/.test(word) ? staffKey(fault) : 'annoyed',
      noun: /care/.test(word) ? `${fault.who} not seeming to care` : `${fault.who} seeming ${word}`,
      area: fault.thing.head === 'manager' ? 'management' : 'floor',
    };
  },
};

/** What the guest says someone on the team did, and the complaint a reply owns for it; the first that fits. */
const STAFF_FAULTS: readonly StaffFaultReading[] = [
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
  DISTRACTED,
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
    // "Cook yelling at staff in the back was awkward": shouting the guest heard, not how they were treated.
    test: ({ words }) =>
      /\b(?:yell|shout|scream|swear|bark|snap)\w* at (?:the |his |her |their |a )?(?:staff|team|waiters?|waitress(?:es)?|servers?|kitchen|each other|one another|cooks?|juniors?|employees|workers|other staff|the other|chefs?|kid|lad|girl|boy)\b/.test(
        words,
      ),
    complaint: (fault) => ({ key: staffKey(fault), noun: 'the shouting you heard from our team', area: 'floor' }),
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
    complaint: ({ who }) => ({
      key: 'ignored',
      noun: `how slow ${who} ${/s$/.test(who) && who !== 'our hostess' ? 'were' : 'was'}`,
      area: 'floor',
    }),
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
  CAME_ACROSS,
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
  // "more interested in his phone", "didn't seem to care": what the guest said of them, where it is that plain.
  const fault: StaffFault = { thing, who, words: tokens.map((t) => t.normal).join(' ') };
  const plain = [DISTRACTED, CAME_ACROSS].find(({ test }) => test(fault));
  if (plain) return plain.complaint(fault);
  return { key: `staff-${thing.head}`, noun: `your experience with ${who}`, area: 'floor' };
}
