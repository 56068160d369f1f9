import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';

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

/** A complaint the words of a segment make without naming a thing ("we waited an hour", "they forgot our order"). */
interface Cue {
  key: string;
  test: RegExp;
  /** Words elsewhere in the sentence that take the complaint back ("a bit pricey but worth it"). */
  unless?: RegExp;
  area: ComplaintArea;
  noun: (text: string, folded: string, sentence: string) => string;
}

/** The wait the guest says they had (not the one they were quoted), in minutes, if any. */
export function minutesWaited(folded: string): number | null {
  const waits: number[] = [];
  for (const m of folded.matchAll(/(\d{1,3})\s*(?:\+\s*)?(?:min|mins|minute|minutes)\b/g)) {
    const quoted =
      /(?:told|quoted|said|promised|estimated|supposed to be|would be|just)\s+(?:it would be\s+|us\s+)?(?:about\s+|like\s+)?$/.test(
        folded.slice(Math.max(0, (m.index ?? 0) - 30), m.index),
      );
    if (!quoted) waits.push(Number(m[1]));
  }
  for (const m of folded.matchAll(
    /(\d{1,2}(?:\.\d)?|an?|one|two|three)\s*(?:\+\s*)?(?:hours?|hrs?)\b(?:\s*(\d{1,2})\s*min)?/g,
  )) {
    const n =
      m[1] === 'a' || m[1] === 'an' || m[1] === 'one' ? 1 : m[1] === 'two' ? 2 : m[1] === 'three' ? 3 : Number(m[1]);
    waits.push(n * 60 + Number(m[2] ?? 0));
  }
  const over = /over an hour|more than an hour|hour and a half/.test(folded);
  if (over) waits.push(61);
  const real = waits.filter((n) => n >= 10 && n <= 360);
  return real.length === 0 ? null : Math.max(...real);
}

/** "the 40-minute wait", "the wait of over an hour", "the long wait". */
export function waitNoun(folded: string): string {
  const minutes = minutesWaited(folded);
  if (minutes === null) return 'the long wait';
  const hour = /(over|more than|almost|nearly|about|close to) an hour/.exec(folded)?.[1];
  if (hour) return `waiting ${hour} an hour`;
  if (minutes >= 60) return minutes === 60 && /\ban hour\b/.test(folded) ? 'waiting an hour' : 'the long wait';
  const almost = /(almost|nearly|about|over|close to) \d{2,3}\s*(?:min|minutes)/.exec(folded)?.[1];
  return almost ? `waiting ${almost} ${minutes} minutes` : `the ${minutes}-minute wait`;
}

const FEE_WORDS =
  /((?:(?!us\b|me\b|a\b|an\b|the\b|our\b|my\b)[\w%$-]+\s+){0,3}(?:fee|penalty|surcharge|service charge|auto gratuity|gratuity|charge))\b/;

const CUES: readonly Cue[] = [
  {
    key: 'booking-lost',
    test: /no record of|lost (?:our|the|my) (?:reservation|booking)|(?:reservation|booking) (?:was|got) lost|(?:wasn'?t|not) on the list/,
    area: 'floor',
    noun: () => 'the mix-up with your reservation',
  },
  {
    key: 'seated-late',
    test: /(?:weren'?t|wasn'?t|were not|was not|didn'?t get|did not get|not) (?:seated|sat) (?:until|till)|seated (?:last|after)|gave (?:away )?our table|seated ahead of us|seated before us|get seated ahead of us|(?:could|would) have our table|waited (?:well )?(?:past|beyond) (?:our|my) reservation|wait for (?:about )?(?:an hour|\d+ \w+) past our reservation/,
    area: 'floor',
    noun: (_t, folded) =>
      /gave (?:our|away our|away the) table|(?:could|would) have our table/.test(folded)
        ? 'your table being given to someone else'
        : /seated (?:ahead of|before) us|seated last/.test(folded)
          ? 'other guests being seated ahead of you'
          : 'the wait to be seated',
  },
  {
    key: 'wait',
    test: /\bwait(?:ed|ing)?\b.*(?:\b\d+\s*(?:h|hr|hrs|hour|hours|m|min|mins|minute|minutes)?\b|\ban? hour|\bhours?|\bforever|\bages)|\b(?:\d+|an? hour)\s*(?:min\w*|hours?|hrs?)\b.*\b(?:wait|line|queue)|\bline (?:was|is) (?:over|out|\d|an)|took (?:forever|ages|over an hour|an hour|\d+)|(?:sat|stood|standing) (?:there |by the door |outside )?for \d|slow (?:service|kitchen)|service (?:was|is) (?:painfully |really |very |so )?slow|painfully slow|\d+ minutes later|served in (?:a )?reasonable time|seated (?:within|after) (?:about )?(?:an hour|\d+)/,
    area: 'floor',
    noun: (_text, folded) =>
      /slow/.test(folded) && minutesWaited(folded) === null ? 'the slow service' : waitNoun(folded),
  },
  {
    key: 'ignored',
    test: /(?:nobody|no one|no-one|noone) (?:came|checked|took|acknowledged|greeted|refilled|looked|brought|was around)|never (?:came back|checked|returned|once came)|ignored (?:us|me)|(?:forgotten|forgot about us)|disappeared|had to (?:flag|wave|chase|keep asking|constantly ask|ask (?:twice|three times|again))|flag (?:down|him|her|someone)|barely around|never came/,
    area: 'floor',
    noun: () => 'being left waiting for attention',
  },
  {
    key: 'order',
    test: /forgot (?:half |part |some |one |two |my |our |the |to |about our order)|missing from|was missing|(?<!ordered the )wrong (?:order|toppings|dish|item|food)|someone else'?s order|got (?:the|my|our) order wrong|order wrong|left out/,
    area: 'kitchen',
    noun: (_t, folded) =>
      /takeout|take-out|delivery|doordash|grubhub|uber ?eats|to-go|to go|pickup|bag/.test(folded)
        ? 'the mistakes with your order'
        : 'the mistake with your order',
  },
  {
    key: 'delivery',
    test: /(?:delivery|doordash|grubhub|uber ?eats|ubereats|postmates|seamless|(?:order|food|pizza|pie|it) (?:showed up|arrived))\b[^.]{0,40}\b(?:took|came|arrived|showed up|was|were|waited)\b[^.]{0,30}(?:\d|hours?|late|forever|cold|lukewarm)|(?:took|waited) .*(?:for|on) (?:the |our |my )?(?:delivery|food to arrive)/,
    area: 'delivery',
    noun: (_t, folded, sentence) =>
      /\bcold\b|lukewarm/.test(`${folded} ${sentence}`)
        ? 'your delivery arriving late and cold'
        : 'how long your delivery took',
  },
  {
    key: 'fee',
    test: /\b(?:fee|penalty|surcharge|service charge|auto gratuity|gratuity)\b|charged (?:us|me|my card)|(?:were|was) charged for/,
    area: 'management',
    noun: (_text, folded) => {
      // "charged for the drinks we had while waiting": what they were charged for.
      const charged = /charged (?:us |me )?for (?:the |our |my )?([a-z]+(?: [a-z]+)?)/.exec(folded)?.[1];
      if (charged && !/\b(?:fee|penalty|charge)\b/.test(folded))
        return `being charged for the ${charged.replace(/ (?:we|i|that|which)$/, '')}`;
      const words = FEE_WORDS.exec(folded.replace(/['"‘’“”]/g, ''))?.[1]?.trim();
      const fee = words
        ?.replace(/\$\s?\d+(?:\.\d+)?\s*/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return fee && fee.split(/\s+/).length <= 4 && /^[\w% -]+$/.test(fee) && !/^(?:charge|fee)$/.test(fee)
        ? `the ${fee}`
        : 'the charge on your bill';
    },
  },
  {
    key: 'table',
    test: /gave us (?:a |the )?(?:\w+ )?(?:wobbly|makeshift|tiny|bad|terrible|awful|cramped) (?:\w+ )?table|(?:sat|seated|put|stuck|squeezed) (?:us |me )?(?:right |basically )?(?:next to|by|near|beside|in front of|onto a \w+ table right by|at a table (?:by|next to|near))|(?:table|seat) (?:was )?(?:right )?(?:next to|by|near) the (?:door|kitchen|bathroom|restroom|service|bar)|nowhere to sit|no (?:place|room) to sit|on top of the next/,
    area: 'floor',
    noun: (_t, folded) =>
      /nowhere to sit|no (?:place|room) to sit/.test(folded) ? 'the lack of seating' : 'the table you were given',
  },
  {
    key: 'price',
    unless:
      /\bworth (?:it|every|the (?:price|money|splurge))\b|\bcheap\b|fair(?:ly)? price|great (?:value|price|deal)|good (?:value|price|deal)|quality is there|a steal/,
    test: /(?:for \$\s?\d+|prices? from \w+|\$\s?\d+(?:\.\d+)?\s*(?:for|a|per|each)\s+(?:a |an |the |one |two |)?(?:\w+)|overpriced|over-priced|too expensive|prices? (?:is |are |was |were |keep |kept |went |have gone |has gone )?(?:creeping|up|high|steep|insane|crazy|outrageous)|it (?:went|has gone|keeps going) up|pricey|not worth the (?:price|money)|rip[- ]?off|high prices?|prices? (?:are|were|is|was) (?:too |very |so )?high|paying (?:high|a lot|too much))/,
    area: 'management',
    noun: (_t, folded) => {
      const item =
        /\$\s?\d+(?:\.\d+)?\s*(?:for|a|per)\s+(?:a |an |the |one )?(?:side of |plate of |bowl of |glass of |bottle of )?([a-z][a-z -]{2,24}?)(?:\s+(?:that|which|now|though|tho|lol|is|was|and|in|at)\b|[?.!,]|$)/
          .exec(folded)?.[1]
          ?.trim();
      return item &&
        !/^(?:person|people|head|plate|drink|meal|bottle|glass|piece|pop|pint|shot|that|this|it|those|these|them|one|each|two|three|four|five|six|table|couple|us)$/.test(
          item,
        ) &&
        !/^(?:that|this|it|the|a)\b/.test(item)
        ? `the price of the ${item}`
        : 'the prices';
    },
  },
  {
    key: 'food-late',
    test: /(?:food|entree|entrees|meal|order|dish|dishes|appetizers?|course|dessert|mains?|plates?)\b.{0,40}(?:(?:still )?(?:had not|hadn'?t|never|did not|didn'?t|has not|hasn'?t) (?:come|arrive|arrived|shown up|show up|came out))|(?:food|entree|entrees|meal|order) that never (?:came|arrived)|never (?:got|received) (?:our|my|the) (?:food|entree|meal|order)/,
    area: 'kitchen',
    noun: (_t, folded) =>
      /never (?:came|arrived|got|received)/.test(folded)
        ? 'your food never arriving'
        : 'how long your food took to arrive',
  },
  {
    key: 'portion',
    unless:
      /\b(?:huge|generous|big|large|massive|enormous) portions?\b|portions? (?:are|were|is|was) (?:huge|generous|big|large)/,
    test: /\b(?:small|tiny|skimpy|stingy|meager|meagre|smaller) (?:portions?|protions?|servings?|plates?)\b|portions? (?:are|were|is|was) (?:a bit |quite |very |too |so |pretty |on the )?(?:small|tiny|skimpy|stingy|meager|small side)|portion size|on the small side|small for the price|tiny for the price/,
    area: 'kitchen',
    noun: () => 'the portion sizes',
  },
  {
    key: 'doneness',
    test: /(?:came out|was|were|served|cooked) (?:\w+ )?(?:well done|well-done|medium|rare|overcooked|undercooked|raw) when (?:i|we) (?:asked|ordered)|asked for (?:it )?(?:medium|rare|well done|medium rare)|ordered (?:it )?(?:medium|rare|medium rare) and/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const dish = /\b(steak|burger|ribeye|filet|strip steak|lamb|duck|salmon|tuna|chop)\b/.exec(folded)?.[1];
      return dish ? `your ${dish} not being cooked the way you asked` : 'your order not being cooked the way you asked';
    },
  },
  {
    key: 'upsell',
    test: /pushed (?:the|us|a|an|hard)|upsell|up-sell|up-selling|pressured us|hard sell/,
    area: 'floor',
    noun: () => 'feeling pushed to order more',
  },
  {
    key: 'cramped',
    test: /\bcramped|tight squeeze|packed in like|on top of (?:each other|the next)|too close (?:together|to each other|to the next)/,
    area: 'management',
    noun: () => 'how cramped it was',
  },
  {
    key: 'rushed',
    test: /\brushed\b|hurried us|in and out in|rushed us out|pushed us out|felt rushed/,
    area: 'floor',
    noun: () => 'feeling rushed',
  },
  {
    key: 'sold-out',
    test: /sold out|ran out of|(?:were|was|are|is) out of (?!the way|here|town|this world)/,
    area: 'kitchen',
    noun: () => 'running out of what you came for',
  },
  {
    key: 'phone',
    test: /hung up|nobody (?:ever )?(?:picks|picked) up|(?:never|doesn'?t|didn'?t) answer/,
    area: 'management',
    noun: (_t, folded) => (/hung up/.test(folded) ? 'being hung up on' : 'how hard it was to reach us'),
  },
  {
    key: 'made-to-feel',
    test: /felt like an? (?:inconvenience|burden|nuisance|bother)|made (?:us|me) feel (?:unwelcome|rushed|small|stupid|like an? (?:inconvenience|burden|nuisance))|felt (?:unwelcome|ignored|invisible|unwanted)/,
    area: 'floor',
    noun: () => 'how you were made to feel',
  },
  {
    key: 'refused',
    test: /told us no|said no\b|refused to (?:serve|seat|give|let|bring|take|change)|wouldn'?t (?:let us|serve us|seat us|give us|take)/,
    area: 'floor',
    noun: (_t, folded, sentence) => {
      const wanted =
        /(?:tried|asked|wanted) to (?:order|get|have) (?:a second |another |one more |a |an )?([a-z]+(?: of [a-z]+)?)/.exec(
          `${sentence} ${folded}`,
        )?.[1];
      return wanted
        ? `being refused the ${wanted.replace(/^bottle of /, 'bottle of ')} you asked for`
        : 'being turned down';
    },
  },
  {
    key: 'no-make-good',
    test: /didn'?t offer (?:anything|to)|offered (?:nothing|no)|nothing to (?:compensate|make up)|no comp\b|(?:didn'?t|wouldn'?t|never) (?:take|comp) (?:it|them|anything|the \w+) off|never (?:got|received) (?:the )?(?:free|promised)|(?:promised|said they would give)[^.]{0,40}(?:never|but)/,
    area: 'management',
    noun: () => 'nothing being done to make it right',
  },
  {
    key: 'runaround',
    test: /take it up with|passed the buck|run-?around|blamed (?:the|doordash|grubhub|uber)/,
    area: 'management',
    noun: () => 'being passed back and forth',
  },
  {
    key: 'closing',
    test: /kitchen (?:closes|closed|closing) (?:at|early)|closes? (?:the kitchen )?early|last orders? (?:at|was)/,
    area: 'management',
    noun: (_t, folded, sentence) =>
      /nobody (?:mentions|told|tells)|without (?:telling|warning)|no one (?:mentions|told|tells)|didn'?t tell/.test(
        `${folded} ${sentence}`,
      )
        ? 'the kitchen closing early without warning'
        : 'the kitchen closing early',
  },
  {
    key: 'chaos',
    test: /\bchaotic|\bchaos\b|hectic/,
    area: 'management',
    noun: (_t, folded) => (/register|counter/.test(folded) ? 'how hectic it gets at the counter' : 'how hectic it was'),
  },
  {
    key: 'smoke',
    test: /\bsmoky\b|\bsmoke\b(?!d)/,
    area: 'management',
    noun: () => 'the smoke in the room',
  },
  {
    key: 'booking-hard',
    test: /(?:reservations?|resy|a table|booking) (?:\w+ ){0,3}(?:can be|is|are|was) (?:a pain|impossible|hard|difficult|tough)|(?:hard|impossible|difficult) to (?:get|book|make) (?:a )?(?:reservation|table|resy)/,
    area: 'management',
    noun: () => 'how hard it is to get a reservation',
  },
  {
    key: 'cash',
    test: /cash only/,
    area: 'management',
    noun: () => 'the cash-only surprise',
  },
  {
    key: 'heat',
    test: /no (?:ac|a\/c|air conditioning)|(?:ac|a\/c|air conditioning|heat|heating) (?:was |is )?(?:broken|out|not working)|(?:gets|was|is|it'?s) (?:so |really |too |very |pretty )?(?:hot|stuffy|freezing|cold|sweaty) (?:in|inside)|(?:place|room|restaurant|dining room|it) (?:was|is|gets|got) (?:so |really |too |very |absolutely |pretty )?(?:freezing|hot|stuffy|sweaty)/,
    area: 'management',
    noun: () => 'the temperature in the room',
  },
];

/** The complaint cues a segment's words make, each once; `sentence` is the folded sentence it is part of. */
export function cueComplaints(text: string, folded: string, sentence = folded): Complaint[] {
  return CUES.filter((cue) => cue.test.test(folded) && !(cue.unless?.test(sentence) ?? false)).map((cue) => ({
    key: cue.key,
    noun: cue.noun(text, folded, sentence),
    area: cue.area,
  }));
}

const RUDE =
  /comment(?:ed)? (?:to|about)|remark|acted like|shrug|corrected|suspect|insist|brushed|excuse|that'?s how|told us no|refused|grouchy|cranky|surly|snippy|snotty|defensive|demanded|insisted|sarcastic|rude|attitude|condescend|dismissive|yell|snapp|shrug|roll(?:ed)? (?:his|her|their) eyes|eye roll|argu|couldn'?t care|could not care|didn'?t care|did not care|smirk|sarcastic|unfriendly|cold to us|corrected|rudest|made (?:us|me) feel (?:unwelcome|rushed|stupid|small|like)|treated (?:us|me) (?:like (?:dirt|garbage|trash|crap|children|kids|idiots|criminals|second|an? (?:inconvenience|nuisance|burden|suspect))|poorly|badly|rudely|differently)/;
/** Words that fault a person on the team without saying what they did. */
const STAFF_FAULT_WORDS =
  /disgusting|horrible|terrible|awful|worst|nasty|obnoxious|unprofessional|incompetent|clueless|lazy|useless|arrogant|snooty|snobby|pretentious|grouchy|cranky|surly|snippy|apathetic|unhelpful|not (?:very |at all )?(?:friendly|helpful|nice)|amateurs?/;
const SERVICE_FAULT =
  /\b(?:not (?:overly |very |particularly |that |too )?friendly|overdone|overbearing|(?:much|a lot|lots) to be desired|bad|poor|terrible|awful|horrible|worst|lousy|mediocre|so-so|spotty|inattentive|lacking|hit or miss|inconsistent|disappointing|sub-?par|not good|wasn'?t good|could be better|needs work|beyond terrible|overwhelmed|disorganized)\b/;
const SLOW = /slow|took (?:forever|ages)|waited|forever|on (?:his|her|their) phones?/;

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

/** Downtoners and fillers dropped when a complaint's adjective names the thing ("a little dry" → "the dry chashu"). */
const SOFTENERS = new Set([
  'a',
  'little',
  'bit',
  'kinda',
  'kind',
  'of',
  'pretty',
  'quite',
  'rather',
  'somewhat',
  'slightly',
  'too',
  'so',
  'very',
  'really',
  'super',
  'way',
  'all',
  'just',
  'totally',
  'completely',
  'basically',
]);

/** Adjectives a reply may put before a dish to name the complaint ("the dry ribs", "the cold eggs"). */
const DISH_FAULTS = new Set(
  'dry cold lukewarm soggy stale bland salty oily greasy burnt rubbery tough chewy undercooked overcooked raw watery gloopy mushy soft dense fatty sweet sour bitter flat warm tasteless flavorless frozen mediocre forgettable overpriced small tiny skimpy clumpy gummy gluey stringy gristly fishy mealy limp wilted'.split(
    ' ',
  ),
);

/** Hedges and intensifiers a guest uses that an owner does not say back ("kinda bland", "super uncomfortable"). */
const DROPPED =
  /^(?:super|so|really|very|pretty|kinda|sorta|way|totally|completely|basically|just|literally|beyond|absolutely|incredibly|honestly|seriously|insanely|ridiculously|extremely|quite|rather|clearly|definitely|mega)$/;
/** Words too harsh to repeat in the owner's voice: the complaint is owned in plain words instead. */
const HARSH =
  /^(?:terrible|awful|horrible|disgusting|gross|inedible|worst|abysmal|atrocious|pathetic|garbage|trash|nasty|vile|revolting|joke|horrendous|dreadful|unacceptable|insulting)$/;

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

/** Words in a predicate that make it a complaint. */
export const COMPLAINING =
  /\b(?:mostly|basically|nothing but|just|empty|disorgani[sz]ed|amateur\w*|sloppy|too|not|no|never|at best|bad|terrible|awful|horrible|mediocre|meh|so-so|ok|okay|average|decent|forgettable|disappointing|underwhelming|letdown|disappointment|mess|inedible|overpriced|pricey|expensive|slow|rude|loud|noisy|cramped|dirty|sticky|gross|uncomfortable|small|tiny|lacking|lacks|nothing special|falling apart|hit or miss|inattentive|cold|lukewarm|burnt|dry|bland|salty|soggy|greasy|stale|raw|off|frozen|watery|soupy|chewy|tough|rubbery|mushy|dense|fatty|sweet|sour|bitter|skimpy|stiff|spotty|inconsistent|lousy|poor|sad|awkward|overwhelmed|disorganized|chaotic|bright|dark|hot|freezing|smoky)\b/;

/** Adjectives before a thing that say what was wrong with it, beyond a dish's faults. */
const ATTRIBUTIVE_FAULTS = new Set(
  'limited hot stuffy dark dim noisy loud sticky dirty filthy gross broken cracked wobbly makeshift uncomfortable cramped dim freezing smelly'.split(
    ' ',
  ),
);

/** Words that say a dish was bad without saying how: enough to own it in general words. */
const FOOD_FAULT_WORDS =
  /\b(?:pass on|skip|terrible|awful|horrible|mediocre|inedible|disgusting|gross|not good|wasn'?t good|weren'?t good|nothing special|meh|worst|poor|not great|sub-?par|disappointing|underwhelming|letdown|so-so)\b/;

/** What a segment's words say was wrong with the dish it is about, when no "was …" says it. */
const SEGMENT_FAULTS: ReadonlyArray<[RegExp, string]> = [
  [
    /from yesterday|day[- ]old|not fresh|(?:wasn'?t|weren'?t|isn'?t|aren'?t) (?:very )?fresh|\bstale\b/,
    '{wasnt} fresh',
  ],
  [/(?:from|out of) a (?:box|jar|can|bag)|store[- ]bought|microwaved|frozen|not homemade/, "didn't taste homemade"],
  [/\b(?:cold|lukewarm|room temperature)\b/, 'arrived cold'],
  [/\bburnt\b|\bburned\b/, '{was} burnt'],
  [/not (?:well )?cooked|poorly cooked|badly cooked|not cooked (?:well|properly|right)/, '{wasnt} cooked well'],
  [/\bsoupy|watery|runny/, '{was} too watery'],
];

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
