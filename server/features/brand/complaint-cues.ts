import { MONEY } from './money.ts';
import type { ComplaintArea } from './guest-complaints.ts';
import { ASIDE_CUES } from './complaint-cues-asides.ts';
import { HOUSE_CUES } from './complaint-cues-house.ts';
import { PASSING_CUES } from './complaint-cues-passing.ts';
import { QUESTIONED_PRICE, TOLD_CUES, VANISHED, WRONG_DISH, WRONG_ITEM } from './complaint-cues-told.ts';
import { ROOM_CUES } from './complaint-cues-room.ts';
import { VISIT_CUES } from './complaint-cues-visit.ts';
import { SERVICE_CUES } from './complaint-cues-service.ts';
import { WAIT_CUES } from './complaint-cues-wait.ts';
import {
  BOOKED_A_VIEW,
  missingAtTheTable,
  PRICE_TAKEN_BACK,
  kitchenClosedAt,
  RUDE_WHEN_ASKED,
  staffingNoun,
  turnedDownNoun,
} from './complaint-vocabulary.ts';

/**
 * The complaints a guest's words make without naming a thing: a lost booking, a wait, a forgotten order, a fee, a
 * cramped table. Each cue is a pattern over the folded words of a segment and the noun a reply owns it with.
 */

/** A complaint the words of a segment make without naming a thing ("we waited an hour", "they forgot our order"). */
export interface Cue {
  key: string;
  test: RegExp;
  /** Words elsewhere in the sentence that take the complaint back ("a bit pricey but worth it"). */
  unless?: RegExp;
  /** Words the sentence must hold for the segment's words to be this complaint ("arrived cold" of a Grubhub order). */
  within?: RegExp;
  area: ComplaintArea;
  noun: (text: string, folded: string, sentence: string) => string;
  /** The complaint as a clause, where a noun would read badly ("nothing was done when you asked for help"). */
  clause?: (folded: string) => string | undefined;
  /** Every such clause of one sentence, where a sentence lists several ("katsu soggy, rice hard"): read last only. */
  clauses?: (folded: string) => string[];
}

/** A fee as the guest named it, with up to three words before it ("a 20% service charge", "the corkage fee"). */
const FEE_WORDS =
  /\b((?:(?!us\b|me\b|a\b|an\b|the\b|our\b|my\b|he\b|she\b|they\b|it\b|was\b|were\b|is\b|then\b|charged\b|added\b|also\b|plus\b|with\b|and\b|paid\b)[\w%$.-]{2,}\s+){0,3}(?:fee|penalty|surcharge|service charge|auto gratuity|gratuity|charge))\b/;

/** Charges a guest names in words a reply says as they are, in order. */
const FIXED_FEES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /charged (?:us |me )?for (?:\d+|two|three|four|five|six) (?:drinks|pints|beers|coffees) when (?:we|i) (?:only )?had/,
    'being charged for drinks you never had',
  ],
  [/charged (?:us |me )?for both/, 'being charged for both'],
  [/charged full price/, 'being charged full price'],
  [/\bcover\b[^.]{0,30}\bdrink min/, 'the cover charge and the drink minimum'],
  [/\bcorkage\b/, 'the corkage charge'],
  [/\b(?:\d+|two|three) drink min(?:imum)?\b|\bdrink minimum\b/, 'the drink minimum'],
  [/\bcover(?: charge)?\b(?![^.]{0,10}\bmenu)/, 'the cover charge'],
  [/charged (?:us |me )?for (?:it|them|that)\b/, 'being charged for it'],
  [new RegExp(String.raw`\b\d+ (?:bucks|dollars|quid) extra\b|${MONEY}\s?\d+(?:\.\d+)? extra\b`), 'the extra charge'],
  [/charges? (?:you |us )?for (?:\w+ )?refills/, 'being charged for refills'],
];

/** A fee as the guest named it ("the 12.5% service charge"), or the charge on the bill. */
function feeNamed(folded: string): string {
  // "they've started charging for paper bags": the charge, for what.
  const forWhat =
    /\b(?:started|now|they'?re|they are) charging (?:\w+ )?for (?!it\b|them\b|that\b)((?:\w+ )?\w+?s?)\b(?=[,.!?]| which| and| but|$)/.exec(
      folded,
    )?.[1];
  if (forWhat) return `the charge for ${forWhat}`;
  // "15% service on top": the service charge, by its rate.
  const rate = /(?<![\d.])(\d+(?:\.\d+)?) ?% service\b(?! charge)/.exec(folded)?.[1];
  if (rate) return `the ${rate}% service charge`;
  const words = FEE_WORDS.exec(folded.replace(/['"‘’“”]/g, ''))?.[1]?.trim();
  const fee = words
    ?.replace(new RegExp(String.raw`${MONEY}\s?\d+(?:\.\d+)?\s*`, 'g'), '')
    .replace(/^[\d.]+\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return fee && fee.split(/\s+/).length <= 4 && /^[\w%. -]+$/.test(fee) && !/^(?:charge|fee)$/.test(fee)
    ? `the ${fee}`
    : 'the charge on your bill';
}

/**
 * What the guest was charged for, as the sentence says it: "the charge for more hot water", "being charged for bread
 * and water you didn't ask for", "being charged twice for the pot of tea"; or null.
 */
function chargedForNoun(folded: string, sentence: string): string | null {
  // "asked for more gravy and was charged €2.50".
  // "charging 50p to warm anything up".
  if (
    new RegExp(String.raw`\bcharg(?:e|es|ed|ing) (?:you |us )?${MONEY}?\d+(?:\.\d+)?p? to (?:warm|heat)\b`).test(folded)
  )
    return 'the charge for warming food up';
  const more = new RegExp(
    String.raw`\basked for (more|extra|some) ([a-z]+(?: (?!and\b)[a-z]+)?) and (?:was|were|got) (?:charged\b|told (?:it'?s|its|it was|that'?s) (?:${MONEY}?\d+(?:\.\d+)?p?|\w+) extra)`,
  ).exec(sentence);
  if (more) return `the charge for ${more[1] === 'some' ? '' : `${more[1]} `}${more[2]}`;
  // "charged for the drinks we had while waiting": what they were charged for.
  // "charged for a bottle of wine we never had": the bottle of wine.
  // "charged for bread and water we didnt ask for".
  const unasked =
    /\bcharged (?:us |me )?for ((?:[a-z]+ ){0,2}[a-z]+) (?:we|i) (?:didn'?t|did not|never) (?:ask|order)/.exec(
      sentence,
    )?.[1];
  if (unasked) return `being charged for ${unasked} you didn't ask for`;
  // Read in the sentence ("a bottle of wine we never had" runs past the segment), where the segment says it.
  const charged =
    /charged (?:us |me )?for (?:the |our |my |a |an )?([a-z]+(?: of [a-z]+(?: (?!and\b|but\b|i\b|we\b|then\b|so\b|which\b|that\b|twice\b)[a-z]+)?| (?!and\b|but\b|i\b|we\b|then\b|so\b|which\b|that\b)[a-z]+)?)/.exec(
      /\bcharged\b/.test(folded) ? sentence : '',
    )?.[1];
  if (
    charged &&
    !/\b(?:fee|penalty|charge|surcharge|gratuity|corkage)\b/.test(folded) &&
    !/^(?:it|them|that|this|those)\b/.test(charged)
  )
    return `being charged ${/\btwice\b/.test(sentence) ? 'twice ' : ''}for the ${charged.replace(/ (?:we|i|that|which)$/, '')}`;
  return null;
}

/** "Oxtail ran out by 1pm": the dish that ran out, told as its subject. */
function ranOut(folded: string, sentence: string): string {
  // "everything but sausage was sold out": the one thing left is not what ran out.
  if (/\b(?:everything|all) but\b/.test(sentence)) return 'running out of what you came for';
  // "out of lox by 10am": what was gone, and by when.
  const gone = /\bout of ([a-z]+(?: (?!by\b|at\b|before\b)[a-z]+)?) (?:by|at|before) \d/.exec(folded)?.[1];
  if (gone && !/^(?:everything|stock|it|them|food|the|almost|nearly|most|half|all|every|basically)\b/.test(gone))
    return `running out of the ${gone}`;
  const dish =
    /^(?:the |our )?([a-z]+(?: (?!was\b|were\b|had\b)[a-z]+)?) (?:(?:was|were|had) )?(?:ran|run|sold) out\b/.exec(
      folded,
    )?.[1];
  return dish && !/\b(?:and|but|so|then|they|we|it|you|i|he|she|everything|food)\b/.test(dish)
    ? `running out of the ${dish}`
    : 'running out of what you came for';
}

/** " without warning", where the guest says nobody told them. */
function unwarned(words: string): string {
  return /nobody (?:mentions|told|tells)|without (?:telling|warning|any warning)|no one (?:mentions|told|tells)|didn'?t tell|\b(?:no|zero|w|with no|with zero) warning\b/.test(
    words,
  )
    ? ' without warning'
    : '';
}

/** The cues, in the order their complaints are owned. */
export const COMPLAINT_CUES: readonly Cue[] = [
  QUESTIONED_PRICE,
  WRONG_DISH,
  WRONG_ITEM,
  {
    key: 'booking-cancelled',
    test: /cancel(?:l)?ed (?:our|my|the) (?:reservation|booking|table)|(?:reservation|booking) (?:was|got) cancel|moved (?:us )?inside without/,
    area: 'floor',
    noun: (_t, folded) =>
      /moved (?:us )?inside/.test(folded) ? 'being moved inside without warning' : 'your reservation being cancelled',
  },
  {
    key: 'smell',
    test: /\bsmell(?:s|ed)? (?:a bit |kinda |really |so |pretty )?(?:musty|damp|stale|funky|mouldy|moldy)\b|(?:smell(?:ed|s)?|stank|stunk|stinks?|stinking|reek(?:ed|s)?) (?:\w+ )?(?:of|like) (?:old |stale |burnt |rancid |wet )?(?:bleach|smoke|sewage|garbage|mold|mildew|grease|fryer oil|oil|damp|drains?|dog|feet|cigarettes|wee|urine|vomit|a basement|a cellar|mould|an? (?:deep )?fryer|a chip shop|a chippy)|(?:bleach|sewage|garbage|musty) smell/,
    area: 'management',
    noun: () => 'the smell in the room',
  },
  {
    key: 'stingy',
    test: /(?:stingy (?:with|on|w\/)|skimp(?:ed|ing) on) (?:the )?'?[a-z]+/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `skimping on the ${/(?:stingy (?:with|on|w\/)|skimp(?:ed|ing) on) (?:the )?'?([a-z]+)/.exec(folded)?.[1] ?? 'portions'}`,
  },
  {
    key: 'staffing',
    test: /(?:clearly|totally|absolutely|completely) drowning\b|(?:was|were|is|are) drowning(?=\W*$)|\b(?:only )?(?:\d+|two|one|three) (?:people|servers|staff) (?:on|working|running) the (?:whole )?(?:floor|room|place)\b|(?:running|covering|working) the (?:whole |entire )?(?:patio|floor|place|room|bar|restaurant|front) (?:alone|solo|on (?:her|his|their) own|by (?:her|him|them)sel(?:f|ves))|understaffed|under-staffed|short[- ]staffed|short[- ]handed|(?:seemed|seem|were|was|looked|clearly|totally|completely) (?:a bit |so |really |very )?(?:overwhelmed|run off (?:their|her|his) feet|rushed off (?:their|her|his) feet)|clearly (?:alone|on (?:her|his|their) own)|only (?:had )?(?:one|two|1|2) (?:people|person|guy|girl|lad|woman|servers?|staff|waiters?|waitress(?:es)?|bartenders?|baristas?)(?: working| on| for| serving| behind)|\bwith (?:only |just )?(?:one|1) (?:person|guy|girl|lad|woman|server|staff member) (?:serving|working|on)\b|like (?:one|two|1|2) people working|\bone (?:guy|person|server|waiter|waitress) (?:working|covering|running) the (?:whole |entire )?(?:floor|room|place|restaurant)/,
    area: 'management',
    noun: (_t, folded) => staffingNoun(folded),
  },
  {
    key: 'rude-bare',
    test: /^(?:so |very |extremely |just )?rude\W*$|\brude (?:staff|service|people)\b/,
    area: 'floor',
    noun: () => 'how you were treated',
  },
  {
    key: 'dirty-bare',
    test: /^(?:so |very |really )?(?:dirty|filthy)\W*$/,
    area: 'management',
    noun: () => 'the state of the place',
  },
  ...WAIT_CUES,
  {
    key: 'order',
    test: /forgot (?:half |part |some |one |two |my |our |the |to |about our order)|lost (?:the|our|my) (?:order|cake order)|missing from|was missing|(?<!ordered the )wrong (?:order|toppings|dish|item|food)|someone else'?s order|got (?:the|my|our) order wrong|\b(?:side|order|plate|bowl) of \w+ never (?:showed up|came|arrived)|\b(?:coffees?|drinks?|food|sandwich(?:es)?|pizzas?|burgers?|toppings) (?:were |was |came out |came )?wrong\b|(?:order|items?) (?:was |were )?missing|when (?:i|we) (?:specifically |clearly |explicitly )?(?:said|asked for) no [a-z]+|took (?:\d+|two|three|four|several|multiple) (?:tries|attempts|goes) to get|order wrong|left out|mix(?:ing|ed|es)? up (?:our |the |my |people'?s )?orders?|\bno (?:salsa|napkins|utensils|cutlery|forks|sauces?|dressing|chutneys?)\b/,
    unless: RUDE_WHEN_ASKED,
    area: 'kitchen',
    noun: (_t, folded, sentence) => {
      const none = missingAtTheTable(folded, sentence);
      if (none) return none;
      // "they forgot the guac": what was forgotten, where the guest names it.
      const forgot =
        /\bforgot (?:the|our|my) ([a-z]+(?: (?!twice\b|again\b|so\b)[a-z]+)?)(?= (?:and|i|we|on|in|from|tho|though|again|twice|so)\b|[.,!?]|$)/.exec(
          folded,
        )?.[1];
      // "forgot the chopsticks and the extra chili": both things.
      const also =
        /\bforgot (?:the|our|my) [a-z]+(?: [a-z]+)? and (?:the|our|my) ([a-z]+(?: [a-z]+)?)(?=[.,!?]|$)/.exec(
          sentence,
        )?.[1];
      if (forgot && !/^(?:order|orders|drinks order|food|whole order|rest)$/.test(forgot))
        return `the ${forgot}${also ? ` and the ${also}` : ''} being forgotten`;
      return /takeout|take-out|delivery|doordash|grubhub|uber ?eats|to-go|to go|pickup|bag/.test(folded)
        ? 'the mistakes with your order'
        : 'the mistake with your order';
    },
  },
  {
    key: 'delivery',
    // "Delivery came in 25 min which was great": a delivery praised for its speed.
    unless:
      /which was (?:great|good|fine|quick|fast|impressive)|(?:super|really|so) (?:quick|fast)|\bquick\b|\bfast\b|fees? [^.]{0,25}came to/,
    test: /(?:order|food|pizza|pie|delivery) (?:showed up|arrived|came) (?:\d+|an? hour|over an hour)\s*(?:min\w*|hours?|hrs?)? late|(?:takeaway|takeout|order|delivery) (?:showed up|arrived|came|turned up) (?:really |very |so |super )?late|^delivery (?:took )?(?:\d+|an? hour|over an hour)\s*(?:min\w*|hours?|hrs?)\b|(?:arrived|showed up|came) (?:\d+|an? hour|over an hour)\s*(?:min\w*|hours?|hrs?)? late|ordered at \d[^.]{0,40}(?:showed up|arrived|came) at \d|(?:delivery|doordash|grubhub|uber ?eats|ubereats|postmates|seamless|(?:order|food|pizza|pie|it) (?:showed up|arrived))\b[^.]{0,40}\b(?:took|came|arrived|showed up|was|were|waited)\b[^.]{0,30}(?:\d|hours?|late|forever|cold|lukewarm)|(?:took|waited) .*(?:for|on) (?:the |our |my )?(?:delivery|food to arrive)|(?:took|waited) [^.]{0,30}\b(?:on|via|through|with) (?:uber ?eats|ubereats|deliveroo|just ?eat|doordash|grubhub|skip(?:the ?dishes)?|menulog|postmates)\b|\b(?:\d+|an?|two|three)\s*(?:min\w*|hours?|hrs?) (?:for|till|until) (?:the |our |my )?(?:delivery|food to arrive|takeaway to arrive)/,
    area: 'delivery',
    noun: (_t, folded, sentence) =>
      /\bcold\b|lukewarm/.test(`${folded} ${sentence}`)
        ? 'your delivery arriving late and cold'
        : 'how long your delivery took',
  },
  {
    key: 'delivery-cold',
    test: /(?:everything|it|the food|our food|the order|our order|the bag) (?:arrived|arrives|came|comes|showed up|shows up|turned up|turns up) (?:\w+ )?(?:cold|lukewarm|soggy)|leak(?:ed|ing) (?:through|all over|everywhere)/,
    within: /delivery|doordash|grubhub|uber ?eats|ubereats|postmates|seamless|takeout|take-out|to-go|ordered in/,
    area: 'delivery',
    noun: (_t, _folded, sentence) =>
      /leak/.test(sentence) && /cold|lukewarm/.test(sentence)
        ? 'your food arriving cold and leaking'
        : /leak/.test(sentence)
          ? 'your food arriving leaking'
          : 'your food arriving cold',
  },
  {
    key: 'wrong-address',
    test: /(?:left|delivered|dropped|went|took it|drove|called (?:me|us) from)(?: it| the order| our order| the food| my order| food)? (?:at|to|on|from)? ?(?:the )?wrong (building|address|door|house|apartment|place|street|unit|flat|block|floor|suite|gate)/,
    area: 'delivery',
    noun: (_t, folded) =>
      `your order being left at the wrong ${/the wrong (building|address|door|house|apartment|place|street|unit|flat|block|floor|suite|gate)/.exec(folded)?.[1] ?? 'address'}`,
  },
  {
    key: 'pickup-late',
    test: /(?:hadn'?t|had not|haven'?t) (?:even )?started (?:it|on it|our order|my order|making it)|(?:pickup|pick-up|order|takeout|collection) was (?:\d+|an hour|half an hour) ?(?:min\w*|hours?)? late|(?:pickup|pick-up|takeout|take-out|to-go|online) order (?:wasn'?t|was not|still wasn'?t|isn'?t) ready|(?:wasn'?t|wasnt) ready (?:\d+|until|till|til|after|when (?:i|we) (?:got|arrived|showed))/,
    area: 'kitchen',
    noun: () => 'your order not being ready when you were told it would be',
  },
  {
    key: 'lost-ticket',
    test: /(?:nobody|no one|no-one|couldn'?t|could not) (?:could )?find (?:the|our|my) (?:ticket|receipt)/,
    area: 'kitchen',
    noun: () => 'no one being able to find your ticket',
  },
  {
    key: 'fee',
    // "BYO with $3 corkage which is fair": a charge the guest accepts.
    unless:
      /\b(?:which is|is|was|that's|thats|seems) (?:totally |perfectly |pretty |very )?(?:fair|reasonable|fine)\b|no complaints|\bno corkage\b|\bcorkage[- ]free\b|\bfree corkage\b/,
    test: new RegExp(
      String.raw`\b(?:fee|penalty|surcharge|service charge|auto gratuity|gratuity|corkage|cover charge)\b|${MONEY}\s?\d+ (?:just )?to get in\b|${MONEY}\s?\d+ cover\b|\bdrink minimum\b|\b(?:\d+|two|three) drink min\b|\b(?:started|now) charging (?:\w+ )?for\b|\d+ ?% service (?:on top|added|included)\b|${MONEY}\s?\d+(?:\.\d+)? charge for\b|charged (?:us|me|my card)|charged full price|(?:were|was) charged for|\b\d+ (?:bucks|dollars|quid) extra\b|${MONEY}\s?\d+(?:\.\d+)? extra\b|charges? (?:you |us )?for (?:\w+ )?refills|(?<!\b(?:don'?t|doesn'?t|didn'?t|never|not|no|won'?t) )\bcharg(?:e|es|ed|ing) (?:you |us |me )?extra for\b|\b(?:was|were|got) charged ${MONEY}\s?\d|\bcharged (?:us |me )?for (?:[a-z]+ ){1,3}(?:we|i) (?:didn'?t|did not|never) (?:ask|order)|\bthey charged (?:us |me )?for\b(?! (?:tap )?water)|^charged for (?:\d+|two|three|four|five|six) \w+ when (?:we|i) (?:only )?had\b|\bcharged (?:us |me )?for (?:ketchup|sauces?|mayo|napkins|butter|milk|hot water|boxes|takeaway boxes|containers|bags|ice|dips?)\b|\badded (?:a |an )?\d+(?:\.\d+)? ?% service\b|\b\d+p extra\b|\bcharg(?:e|es|ed|ing) (?:you |us )?${MONEY}?\d+(?:\.\d+)?p? to (?:warm|heat|toast)\b`,
    ),
    area: 'management',
    noun: (_text, folded, sentence) => {
      const fixed = FIXED_FEES.find(([pattern]) => pattern.test(folded))?.[1];
      if (fixed) return fixed;
      // "charged extra for avocado and spicy mayo": the extra charge, for what.
      const extra =
        /\bcharg(?:e|es|ed|ing) (?:you |us |me )?extra for ((?:the |a |an )?[a-z-]+(?: (?!and\b)[a-z-]+)?(?: and [a-z-]+(?: [a-z-]+)?)?)/.exec(
          folded,
        )?.[1];
      if (extra && !/\b(?:it|them|that|this)\b/.test(extra))
        return `the extra charge for ${extra.replace(/ (?:which|too|as|now|on|at)\b.*$/, '')}`;
      // "the $9 charge for extra bread": what the charge was for.
      const chargedFor = /\bcharge for (?:the |a |an )?((?:extra )?[a-z]+)\b/.exec(folded)?.[1];
      // "12.5% service charge for bad service": what the guest thought of it, not what the charge was for.
      const judging = /^(?:bad|poor|terrible|awful|rubbish|slow|nothing|no|it|that|this)$/.test(chargedFor ?? '');
      if (chargedFor && !judging && !/\b(?:fee|penalty|surcharge|gratuity)\b/.test(folded))
        return `the charge for ${chargedFor}`;
      return chargedForNoun(folded, sentence) ?? feeNamed(folded);
    },
  },
  {
    key: 'table',
    test: /gave us (?:a |the )?(?:\w+ )?(?:wobbly|makeshift|tiny|bad|terrible|awful|cramped) (?:\w+ )?table|(?:sat|seated|put|stuck|squeezed) (?:us |me )?(?:right |basically )?(?!(?:by|near|next to|beside) the (?:window|windows|fire|fireplace|heaters?|radiator|log burner|wood ?burner|stove|fire ?pit|water|river|lake|sea|ocean|harbou?r|view|canal|garden|pool)\b)(?:next to|by|near|beside|in front of|onto a \w+ table right by|at a table (?:by|next to|near))|(?:table|seat) (?:was )?(?:right )?(?:next to|by|near) the (?:door|kitchen|bathroom|restroom|service|bar)|nowhere to sit|no (?:place|room) to sit|on top of the next|table wobbled|(?:table|chair)s? (?:was |were )?(?:so |really |very )?wobbl/,
    area: 'floor',
    noun: (_t, folded, sentence) =>
      /nowhere to sit|no (?:place|room) to sit/.test(folded)
        ? 'the lack of seating'
        : BOOKED_A_VIEW.test(sentence)
          ? 'not getting the table you booked'
          : /wobbl/.test(folded)
            ? 'the wobbly table'
            : 'the table you were given',
  },
  {
    key: 'price',
    unless: PRICE_TAKEN_BACK,
    test: new RegExp(
      String.raw`\btourist[- ]priced\b|\btourist prices\b|\b\d+ (?:bucks|quid|dollars|euros?)\b[^.]{0,20}\b(?:is|was|feels?|felt|seems?) (?:\w+ )?(?:steep|a lot|too much|a joke|mad)\b|\bwas ${MONEY}\s?\d+(?:\.\d+)? (?:last|a year|before)\b|\bup (?:${MONEY}\s?\d+|\d+ (?:quid|bucks|dollars|euro))\b(?= since)|(?:for ${MONEY}\s?\d+|prices? from \w+|${MONEY}\s?\d+(?:\.\d+)?\s*(?:for|a|an|per|each)\s+(?:a |an |the |one |two |)?(?:\w+)|overpriced|over-priced|too expensive|prices? (?:is |are |was |were |keep |kept |went |have gone |has gone )?(?:kind of |kinda |a (?:bit|little|tad) |pretty |rather |quite |too |very |so )?(?:creeping|up|high|steep|insane|crazy|outrageous)|it (?:went|has gone|keeps going) up|pricey|${MONEY}\s?\d+(?:\.\d+)?\s*\?|${MONEY}\s?\d+(?:\.\d+)?[^.]{0,30}\b(?:is|was|seems?|feels?|felt|for) (?:\w+ ){0,2}(?:steep|a lot|too much|wild|insane|crazy|a joke|taking the piss|rich|ridiculous|daylight robbery)|(?:a )?bit steep|(?:a )?(?:bit of a )?shock\b|\bcost (?:me |us )?${MONEY}\s?\d+|(?<!\b(?:sauce|gravy|curry|dessert|cake|food|flavou?rs?|broth|soup|filling|cream|chocolate|pasta|risotto|dish|it|was|is|were|bit|tad) (?:a )?)bit rich|prices? (?:have |has )?(?:crept|creeping|gone|went) up|raised (?:the |their )?prices|put (?:the |their )?prices? up|marked up|mark-?ups?\b|(?:kind of|kinda|a bit|quite|pretty|rather|very|so) expensive|${MONEY}\s?\d(?:[^.]|\.\d){0,30}\b(?:stings|hurts|is a bit much)|${MONEY}\s?\d(?:[^.]|\.\d){0,30}\bnot worth it|${MONEY}\s?\d+ (?:sandwich|plate|burger|bowl|pizza|salad|smoothie|coffee|latte|cocktail)\b|for ${MONEY}\s?\d+ i expected|not worth the (?:price|money)|rip[- ]?off|ripped off|tourist prices|tourist[- ]priced?\b|not ${MONEY}\s?\d+ good|(?:is|was|felt|feels|bit) cheeky|high prices?|prices? (?:are|were|is|was) (?:too |very |so )?high|paying (?:high|a lot|too much)|\b[a-z]+ (?:were|are) ${MONEY}\s?\d+(?:\.\d+)? (?:each|apiece|a (?:glass|drink|pop|piece)))`,
    ),
    area: 'management',
    noun: (_t, folded) => {
      // "cocktails were $26 each": the thing they priced.
      const each = new RegExp(
        String.raw`\b([a-z]+) (?:were|are) ${MONEY}\s?\d+(?:\.\d+)? (?:each|apiece|a (?:glass|drink|pop|piece))`,
      ).exec(folded)?.[1];
      if (each && !/^(?:they|these|those|we|prices|things|items|all)$/.test(each)) return `the price of the ${each}`;
      const priced = new RegExp(
        String.raw`${MONEY}\s?\d+(?:\.\d+)?\s*(for|a|an|per)\s+(?!la carte)(a |an |the |one )?((?:side|plate|bowl|glass|bottle|cup) of )?([a-z][a-z -]{2,24}?)(?:\s+(?:that|which|now|though|tho|too|mind|either|honestly|tbh|ngl|imo|lol|is|was|and|in|at|for|felt|feels|seemed|seems|like|made|served|topped|filled)\b|[?.!,]|$)`,
      ).exec(folded);
      // "£18 for fish and chips": a dish of two words joined by "and" is one dish.
      const joined =
        priced?.[4] &&
        new RegExp(
          `${priced[4].trim()} and (chips|fries|mash|cheese|eggs|rice|waffles|soda|tonic|coke|lemonade|ginger)\\b`,
        ).exec(folded);
      const item = joined ? `${priced?.[4]?.trim()} and ${joined[1]}` : priced?.[4]?.trim();
      // "£9 for a side of chips" → "the price of a side of chips"; "$4 an oyster" → "the price per oyster".
      const pricedAs = (thing: string) =>
        priced?.[1] !== 'for'
          ? `the price per ${thing}`
          : `the price of ${/^(?:a|an|one) $/.test(priced[2] ?? '') ? (priced[2] === 'one ' ? 'a ' : priced[2]) : 'the '}${priced[3] ?? ''}${thing}`;
      // "$32 a pound for brisket": the thing after the measure.
      const measured = new RegExp(
        String.raw`${MONEY}\s?\d+(?:\.\d+)?\s*(?:a|per) (?:pound|lb|kilo|kg|half|rack|slice|scoop) (?:for|of) (?:the )?([a-z]+(?: [a-z]+)?)\b`,
      ).exec(folded)?.[1];
      if (measured && !/^(?:it|that|this|them)\b/.test(measured))
        return `the price of the ${measured.replace(/ (?:is|was|are|were)$/, '')}`;
      // "$185 a head I expected…": a word of measure, or more than three words, is not a thing priced.
      return item &&
        item.split(' ').length <= 3 &&
        !/^(?:person|people|head|plate|drink|meal|bottle|glass|piece|pop|pint|shot|that|this|it|those|these|them|one|each|two|three|four|five|six|table|couple|us|pound|lb|kilo|kg|half|rack|slice|scoop|most|all|everything|anything|seniors|adults|students|pensioners|locals)$/.test(
          item.split(' ')[0] ?? '',
        ) &&
        !/^(?:that|this|it|the|a|what|which)\b/.test(item) &&
        // "$38 for cardboard", "$32 for a mess": a put-down, not a thing priced.
        !/^(?:large|small|regular|medium|privilege|pleasure|experience|cardboard|garbage|trash|slop|rubbish|mess|crap|junk|joke|disappointment)$|^(?:mostly|basically|just|all|some|half|barely)\b/.test(
          item,
        )
        ? pricedAs(item.replace(/^(?:sad|measly|sorry|pathetic|tiny|miserable) /, ''))
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
    // "left hungry" because they were never seated is the wait, not the portions.
    unless:
      /\b(?:huge|generous|big|large|massive|enormous) portions?\b|portions? (?:are|were|is|was) (?:huge|generous|big|large)|(?:our|the|for|of|some) small plates\b|\b(?:not|never) (?:been )?seated\b|\bwalked out\b/,
    test: /\b(?:small|tiny|skimpy|stingy|meager|meagre|smaller) (?:portions?|protions?|servings?|plates?)\b|portions? (?:are|were|is|was) (?:a bit |quite |very |too |so |pretty |on the )?(?:small|tiny|skimpy|stingy|meager|small side)|portion size|on the small side|small for the price|tiny for the price|\b(?:left|leaving|went home|came away) (?:a bit |a little |still |slightly )?hungry\b|\bpours? (?:(?:is|are|was|were) )?(?:really |very |so |a bit |pretty )?(?:small|tiny|stingy|short)\b|\b(?:small|tiny|stingy|short) pours?\b|portions?(?:'s| has| have|'ve)? (?:shrunk|shrunken|got smaller|gotten smaller)|portions? (?:are|is) (?:smaller|half) (?:than|what)|\bwish (?:they|it|you) (?:did|had|were|was|served|gave|offered) (?:bigger|larger|more generous) (?:portions|servings|bowls|plates)\b|\bportions? (?:have |has )?(?:shrank|shrunk|got smaller|gotten smaller|are smaller now)\b|\blooked more like (?:a )?\d\/\d\b/,
    area: 'kitchen',
    noun: (_t, folded) => (/\bpours?\b/.test(folded) ? 'the small pours' : 'the portion sizes'),
  },
  {
    key: 'doneness',
    test: /(?:came out|was|were|served|cooked) (?:\w+ )?(?:well done|well-done|medium|rare|overcooked|undercooked|raw) when (?:i|we) (?:asked|ordered)|asked for (?:it )?(?:medium|rare|well done|medium rare)|ordered (?:it )?(?:medium|rare|medium rare) and|ordered (?:\w+ )?(?:medium rare|medium|rare|pink|over easy|runny)[^.]{0,20}(?:came|arrived|served) (?:out )?(?:well done|well-done|grey|gray|overcooked|hard|medium|rare|raw)/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const dish = /\b(steak|burger|ribeye|filet|strip steak|lamb|duck|salmon|tuna|chop)\b/.exec(folded)?.[1];
      return dish ? `your ${dish} not being cooked the way you asked` : 'your order not being cooked the way you asked';
    },
  },
  {
    key: 'upsell',
    test: /kept pushing\b|pushed (?:the|us|a|an|hard)|push(?:ed|ing)? (?:\w+ )?(?:drinks|wine|cocktails|specials|desserts|bottles?|appetizers) on (?:us|me)|upsell|up-sell|up-selling|upsold|pressured us|hard sell/,
    // "picked a fantastic cab without upselling us": praise.
    unless:
      /(?:and|but) (?:she|he|they) (?:was|were) right|glad (?:she|he|they) did|without (?:\w+ )?(?:upsell|up-sell|pushing|pressur)|(?:never|didn'?t|did not|wasn'?t|not) (?:\w+ )?(?:upsell|up-sell|push|pressur)/,
    area: 'floor',
    noun: () => 'feeling pushed to order more',
  },
  {
    key: 'cramped',
    test: /\bcramped|tight squeeze|\bbit of a squeeze\b|(?:next|other) table (?:was|is) (?:\d+|a few|like \d+) (?:inches|feet|cm) away|tables? (?:was|were|is|are) (?:so |too |really |way |a bit |a little |quite |pretty )?close (?:to|together)|tables? (?:very |so |too |really |super |a bit |a little |quite |pretty )close\b|bumping elbows|packed in like|on top of (?:each other|the next)|too close (?:together|to each other|to the next)/,
    area: 'management',
    noun: () => 'how cramped it was',
  },
  {
    key: 'rushed',
    // "nobody rushed us", "never felt rushed": the guest says they were not.
    unless:
      /\brushed (?:over |in )?(?:with|to (?:help|get|bring|fetch|call))\b|\b(?:think|thought|guess|reckon) (?:they|it) (?:was|were) rushed\b|\b(?:nobody|no one|never|didn'?t|did not|not|without (?:being|feeling)) (?:\w+ )?(?:rushed|hurried)|(?:wasn'?t|weren'?t|was not|were not|never) (?:\w+ )?(?:rushed|hurried)|in and out in (?:\d+|five|ten|no time)(?! (?:min\w* )?(?:for a|on a) (?:tasting|set))/,
    test: /(?:cleared|took|grabbed) (?:our|the|my) (?:plates?|dishes|bowls?) (?:away )?before (?:we|i) (?:were|was|had) (?:done|finished)|\brushed\b|hurr(?:y|ies|ied) (?:you|us|me)(?: out)?|assembly line|barely had time|before the next (?:\w+ )?(?:landed|arrived|came)|in and out in|rushed us out|pushed us out|hustled (?:us )?out|felt rushed|asked (?:us )?to leave|kicked (?:us )?out|hover(?:s|ed|ing)? to (?:flip|turn)|flip (?:the |your |our )?table/,
    area: 'floor',
    noun: () => 'how rushed you felt',
  },
  {
    key: 'sold-out',
    // "sold out by 1pm for a reason": praise; "out of soap" is the washroom.
    // "they sell out by 10 so get there early": advice to other guests, not a complaint.
    unless:
      /for (?:a|good) reason|worth (?:it|getting there)|out of (?:soap|toilet paper|loo roll|paper towels?)|(?:get|go|come|arrive|be) (?:there |in )?early|plan (?:ahead|accordingly)|so (?:go|get there|come) (?:in the morning|before)/,
    test: /\b(?:every|each) (?:single )?(?:pie|cake|pastry|croissant|bagel|donut|doughnut|bun|item) (?:was |were )?(?:gone|sold out)\b|\bonly \w+ (?:was )?available\b|\bran out of half\b|\b(?:told|said) (?:us |me )?(?:that )?(?!(?:the )?(?:kitchen|bar|place|shop|service|day|grill)\b)(?:the )?[a-z]+(?: [a-z]+)? (?:was|is|were|are) (?:all )?(?:finished|done|gone)\b|sold out|\bhalf (?:of )?(?:them|the (?:taps|beers|menu|dishes)) (?:were|was) (?:out|off)\b|sells? out (?:by|at|before|early|of)|out of half the menu|ran out(?: of| at| by| before)|(?:had|'d|have|has) run out(?: of| at| by| before)|(?:were|was|are|is) (?:already |completely |totally |all )?out of (?!the way|here|town|this world|order|a |date|place|breath|season|sync|soap|toilet)|(?:^|\bbut |\band )out of (?!the way|here|town|this world|order|a |date|place|breath|season|sync|soap|toilet)[a-z]+(?: [a-z]+)? (?:by|at|before) \d/,
    area: 'kitchen',
    noun: (_t, folded, sentence) => {
      // "ran out of mango sticky rice": what they ran out of, where the guest names it.
      const what =
        /\b(?:ran|run|sells?|sold|were|was) out of (?:the |our |my )?([a-z]+(?: [a-z]+){0,2}?)(?= (?:by|at|before|on|for|and|which|so|every|again|fast|early|quickly)\b|[.,!?]|$)/.exec(
          folded,
        )?.[1];
      return what &&
        !/^(?:it|them|everything|stuff|things|food|stock|time|one)$|^(?:everything|anything|all|most|half|every|each|some|one|almost|nearly|pretty much|basically|just about)\b| one$/.test(
          what,
        )
        ? `running out of the ${what.replace(/ (?:too|again|as well)$/, '')}`
        : ranOut(folded, sentence);
    },
  },
  {
    key: 'phone',
    test: /hung up|(?:put|left) on hold[^.]{0,30}(?:disconnected|cut off|hung up|dropped)|(?:nobody|no one|no-one) (?:ever )?(?:picks|picked|answers|answered) (?:up|the phone)|(?:nobody|no one) answered|(?:never|doesn'?t|didn'?t|wouldn'?t|would not|won'?t) (?:even )?(?:answer|pick up)|\bno answer when (?:i|we) (?:called|rang|phoned)\b|\b(?:had to|took) (?:call|ring|phone) (?:\d+|two|three|four|five|six|several|multiple) times\b|\bphone (?:just )?(?:rang out|rings out|went to voicemail|goes to voicemail)\b/,
    area: 'management',
    noun: (_t, folded) => (/hung up/.test(folded) ? 'being hung up on' : 'how hard it was to reach us'),
  },
  {
    key: 'made-to-feel',
    test: /felt like an? (?:inconvenience|burden|nuisance|bother)|made (?:us|me) feel (?:unwelcome|rushed|small|stupid|like an? (?:inconvenience|burden|nuisance))|felt (?:unwelcome|ignored|invisible|unwanted)|act(?:s|ed)? like (?:you'?re|we'?re|we were|you were|i was|i'?m) (?:interrupting|bothering|a nuisance|an inconvenience|a burden)/,
    area: 'floor',
    noun: () => 'how you were made to feel',
  },
  {
    key: 'refused',
    // "wouldn't let us pay for her tea": a kindness.
    unless:
      /(?:said|asked for|specifically said) no [a-z]+ (?:and|but)?|said no [a-z]+s?\b(?! (?:to|when))|wouldn'?t (?:let|allow) (?:us|me) (?:to )?pay\b/,
    test: /told us no|said no\b|(?:said|told (?:us|me)) (?:we|i) (?:couldn'?t|couldnt|can'?t|cant|cannot|weren'?t allowed to) (?:have|order|get)\b|refused to (?:serve|seat|give|let|bring|take|change)|wouldn'?t (?:let us|serve us|seat us|give us|take)|refused (?:a|my|our|the|any) (?:simple |small |basic )?(?:substitution|swap|request|change)|(?:won'?t|will not|wouldn'?t|would not) (?:allow|let) (?:you|us|me) (?:to )?(?:substitute|swap|change)|no substitutions|turn(?:ed|s)? (?:you|us|people) away/,
    area: 'floor',
    noun: (_t, folded, sentence) => turnedDownNoun(folded, sentence),
  },
  {
    key: 'no-make-good',
    test: /didn'?t offer (?:anything|to)|offered (?:nothing|no)|nothing to (?:compensate|make up)|no comp\b|(?:didn'?t|wouldn'?t|never) (?:take|comp) (?:it|them|anything|the \w+) off|never (?:got|received) (?:the )?(?:free|promised)|(?:promised|said they would give)[^.]{0,40}(?:never|but)|(?:nobody|no one|no-one) took (?:anything|it|a thing) off|(?:wouldn'?t|would not|refused to|didn'?t|did not|won'?t) refund|\bno refund|\b(?:comped|compensated|offered) nothing\b|\b(?:didn'?t|did not|never) (?:even )?comp\b/,
    // "The birthday dessert they promised never came": the promise forgotten, not a complaint unanswered.
    unless:
      /\b(?:candle|sparkler|cake|song|dessert|drinks?|round) (?:they|he|she|the \w+) (?:had )?(?:promised|offered)\b/,
    area: 'management',
    noun: () => 'nothing being done to make it right',
  },
  ...SERVICE_CUES,
  ...ROOM_CUES,
  ...VISIT_CUES,
  ...ASIDE_CUES,
  ...PASSING_CUES,
  ...HOUSE_CUES,
  ...TOLD_CUES,
  VANISHED,
  {
    key: 'brush-off',
    test: /\bno apology|not our problem|(?:wasn'?t|weren'?t|was not|were not) (?:very |at all |even |particularly )?apologetic|(?:nobody|no one|not (?:one|a single) (?:person|member of staff|staff member|server)) (?:even )?(?:apologi[sz]ed|said sorry)|without (?:an|any) apology|never apologi[sz]ed|didn'?t (?:even )?apologi[sz]e|(?:didn'?t|never) (?:even )?say sorry|(?:shrugged|brushed) (?:it|us|me) off/,
    area: 'management',
    noun: (_t, folded) =>
      /not our problem/.test(folded) ? 'being told it was not our problem' : 'not getting an apology',
  },
  {
    key: 'runaround',
    test: /take it up (?:with|w)\b|said (?:to )?call (?:doordash|grubhub|uber ?eats|uber|deliveroo|skip|the app|the restaurant)|passed the buck|run-?around|told (?:me|us) to (?:contact|call|ring|message) (?:skip|doordash|grubhub|uber|deliveroo|the app)|said (?:to )?contact the (?:app|restaurant)|blamed (?:doordash|grubhub|uber|deliveroo|the (?:app|driver|delivery))/,
    area: 'management',
    // "the bartender said 'take it up with your bank' and walked off": sent away, not passed between two parties.
    noun: (_t, folded) =>
      /take it up (?:with|w) (?:your|the|my) bank/.test(folded)
        ? 'being told to take it up with your bank'
        : 'being passed back and forth',
  },
  {
    key: 'touting',
    test: /(?:dragged|pulled|hustled|pushed) us in(?:side)?\b/,
    area: 'floor',
    noun: (_t, folded) =>
      /sidewalk|street|outside/.test(folded) ? 'being hustled in from the sidewalk' : 'being hustled inside',
  },
  {
    key: 'no-restroom',
    test: /\bno (?:customer |public )?(?:bathroom|restroom|toilet|washroom)s?\b|(?:bathroom|restroom|toilet)s? (?:is |are |was )?(?:for )?(?:staff|employees) only/,
    area: 'management',
    noun: () => 'not having a restroom for guests',
  },
  {
    key: 'closing',
    // "Kitchen shuts at 8 tho which caught us out", "they shut the kitchen at 9 on a friday w no warning".
    unless: /\b(?:still (?:served|fed|made|did)|made an exception|squeezed us in|fair enough|which is fair)\b/,
    test: /\bclose whenever they sell out|\bposted hours\b[^.]{0,40}\bpacking up|kitchen (?:closes|closed|closing|shuts|shut|stops serving|stopped serving) (?:at|early|by|so early)|closes? (?:the kitchen )?early|(?:shut|closed) the kitchen (?:at|by|early)|\b(?:bistro|restaurant|kitchen|place|they|it) closed early\b|last orders? (?:at|was)|\bfood (?:had |has )?(?:finished|stopped|ended) (?:at|by) \d/,
    area: 'management',
    noun: (_t, folded, sentence) =>
      /close whenever|posted hours/.test(sentence)
        ? 'closing before our posted hours'
        : /\bfood (?:had |has )?(?:finished|stopped|ended)/.test(folded) && /\bsign\b|website|posted/.test(sentence)
          ? 'the kitchen closing before its posted time'
          : `${/kitchen|\bfood (?:had |has )?(?:finished|stopped|ended)/.test(folded) ? 'the kitchen closing' : 'closing'} ${kitchenClosedAt(folded)}${unwarned(`${folded} ${sentence}`)}`,
  },
  {
    key: 'chaos',
    test: /\bchaotic|\bchaos\b|hectic|(?:bit of a |a )mess at the (?:counter|till|bar|register)|all over the place|headless chickens|disorgani[sz]ed/,
    // "less chaotic than weekends", "chaotic, but that's part of the fun": said in its favour.
    unless:
      /\b(?:less|not (?:as|that|too)) (?:chaotic|hectic)|\bless chaos\b|part of the (?:fun|charm|experience)|that'?s the (?:vibe|fun|charm)|\bparking is hectic\b/,
    area: 'management',
    noun: (_t, folded) =>
      /register|counter/.test(folded)
        ? 'how hectic it gets at the counter'
        : /all over the place|headless|disorgani/.test(folded)
          ? 'how disorganised the service was'
          : 'how hectic it was',
  },
  {
    key: 'smoke',
    // Smoke in the room, not a smoky mole or brisket ("the jaew was smoky and perfect").
    test: /(?<!\btalk(?:ed|ing|s)? )\bsmoke\b(?!d| ring)|\b(?:allow|allows|allowed|let people) smoking\b|\bsmoky (?:by|at|near) the (?:entrance|door|bar)\b|(?:room|air|place|bar|bar area|inside|dining room|patio) (?:was|is|got|gets) (?:so |really |very |too |a bit )?smoky|smoky (?:room|air|inside|dining|place|bar|smell)/,
    // "how long they smoke everything": the cooking, not the room.
    unless:
      /\bhalf[- ]smokes?\b|\bbraai smoke\b|\bsmoke[- ]stained\b|\bno smoke\b|\bsmoking (?:room|area) is separate\b|smok(?:y|ed) (?:flavou?r|taste|brisket|ribs|salmon|mole|char|pork|meat|bark|crust|edges?|finish)|smoke ring|(?:had|has|with|got|great|good|nice|real|proper|lovely) (?:a |the |some |proper |great |good |nice |real )?smoke\b|smoke and (?:kick|spice|char|heat|flavou?r)|smoke(?:r|house)|\b(?:they|we|you|i) smoke\b|smoke (?:everything|it|them|their|the|all)\b/,
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
    key: 'heat',
    // "the burrito was cold inside": the dish, not the room.
    // "it was hot and crispy": the food as it should be; "ordered mild and it was hotter": the spice.
    unless:
      /\bmild\b|\bspic|\b(?:burrito|sandwich|pizza|food|burger|bread|chicken|meat|steak|fish|wrap|tacos?|pie|dumplings?|bao|eggs?|potato|rice|pasta|soup|middle|center|centre)s? (?:was|were|is|are) (?:\w+ )?cold (?:in|inside)|\bcold in the (?:middle|centre|center)\b|\bhot and (?:crispy|fresh|tasty|juicy|fast|delicious|cheap|crunchy)\b|\b(?:crispy|fresh|tasty) and hot\b/,
    test: /no (?:ac|a\/c|air conditioning)|(?:ac|a\/c|air con|air conditioning) (?:was |is )?(?:off|down)|(?:a|like a) sauna|like an oven|boiling (?:in there|inside)|(?:ac|a\/c|air conditioning|heat|heating) (?:was |is )?(?:broken|out|not working|barely working|(?:wasn'?t|isn'?t) working)|aircon (?:spoil(?:t|ed)?|packed up|on the blink|dead)|(?:gets|was|is|it'?s) (?:so |really |too |very |pretty )?(?:hot|stuffy|freezing|cold|sweaty) (?:in|inside)|(?:place|room|restaurant|dining room|it) (?:was|is|gets|got) (?:so |really |too |very |absolutely |pretty )?(?:freezing|hot|stuffy|sweaty)/,
    area: 'management',
    noun: (_t, folded, sentence) =>
      /\b(?:ac|a\/c|air ?con(?:ditioning)?)\b/.test(folded) && !/\bno (?:ac|a\/c|air ?con)/.test(folded)
        ? 'the AC not working'
        : /\b(?:outdoor|outside|patio) heaters?\b|\bheaters? (?:outside|on the patio)/.test(sentence)
          ? 'the heaters outside being off'
          : 'the temperature in the room',
  },
];
