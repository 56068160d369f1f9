import type { Cue } from './complaint-cues.ts';
import { isFoodHead, subjectOf, verbFor, WORD } from './dish-subjects.ts';
import { MONEY } from './money.ts';

/**
 * More faults said plainly, read in the same last pass as the other stated faults (complaint-last-pass.ts), so they
 * only add what no earlier reading told: a dish listed with its fault and no verb ("rice hard like leftover", "cup of
 * tea stewed"), a dish that "came out lukewarm" clauses after it was ordered, drinks "mostly ice", containers that
 * leaked, the table, trips to the bar, later tables served first, food after the meal, how the guest could pay, hours changed or not kept, a thin selection, a refused move, the wait told by its length, to pay or at the
 * drive-through, bugs, bins, dust, smells, flooded toilets, items missing, a replacement no better, and the answer a
 * guest got when they rang ("we should have checked the bag").
 */

/** What a dish can be faulted for in a word. */
const FAULT =
  'hard|soggy|stale|burnt|burned|dry|cold|lukewarm|tepid|stewed|greasy|oily|raw|rubbery|chewy|tough|watery|bland|undercooked|overcooked|runny|mushy|flat|salty|weak';

/** "Chicken katsu soggy, rice hard like leftover", "cup of tea stewed": a dish and its fault, with no verb between. */
const LISTED = new RegExp(
  String.raw`(?:^|[,;] |\band |\bthen )(?:the |my |our |their )?(?:(?:a )?(?:cup|glass|bowl|plate|pot|pint|mug|slice|portion) of )?((?:${WORD} ){0,2}${WORD}) (?:a bit |bit |kinda |so |very |too |way too |well )?(${FAULT})(?: (?:like|as) [a-z]+(?: [a-z]+)?| and (${FAULT}))?(?=[,.;!?]|$| and\b| but\b| tho\b| though\b| again\b)`,
);

/** "Ordered the fish pie, took ages and came out lukewarm": the dish is the last one named before it came. */
const CAME = new RegExp(
  String.raw`(?:\band |\bthen |, |\bthat |\bwhich )(?:came out|came|arrived|was served|were served|turned up) (?:out )?(?:all |really |very |so |a bit |bit |stone )?(${FAULT})(?: and (${FAULT}))?( in the middle)?\b`,
);
const NAMED_BEFORE = new RegExp(
  String.raw`\b(?:the|a|an|two|three|our|my|some|their) ((?:${WORD} ){0,2}${WORD})\b`,
  'g',
);

function dishBefore(sentence: string, at: number): string | null {
  const named = [...sentence.slice(0, at).matchAll(NAMED_BEFORE)]
    .map((m) => subjectOf(m[1]))
    .filter((d): d is string => d !== null && isFoodHead(d.split(' ').at(-1) ?? ''));
  return named.at(-1) ?? null;
}

/** A drink is meant to be cold, a wine dry: not faults. */
const praisesIt = (dish: string, fault: string) =>
  (fault === 'cold' &&
    /\b(?:beers?|pints?|lagers?|drinks?|sodas?|water|wine|cider|ciders?|coke|brew|brews)$/.test(dish)) ||
  (fault === 'dry' && /\b(?:wine|cider|martini|rub|gin|sherry)$/.test(dish)) ||
  (fault === 'flat' && /\bflat white\b/.test(dish));

const LISTED_ALL = new RegExp(LISTED.source, 'g');
const listedClauses = (sentence: string) =>
  [...sentence.matchAll(LISTED_ALL)].flatMap((said) => {
    const dish = subjectOf(said[1]);
    if (!dish || !isFoodHead(dish.split(' ').at(-1) ?? '') || praisesIt(dish, said[2]!)) return [];
    return [`the ${dish} ${verbFor(dish)} ${said[2]}${said[3] ? ` and ${said[3]}` : ''}`];
  });

const cameClause = (sentence: string) => {
  const said = CAME.exec(sentence);
  if (!said) return undefined;
  const dish = dishBefore(sentence, said.index);
  if (!dish) return undefined;
  const how = said[2] ? `${said[1]} and ${said[2]}` : said[1]!;
  return `the ${dish} arrived ${how}${said[3] ?? ''}`;
};

/** A drink the guest named before "mostly ice". */
const ICED_DRINK =
  /\b((?:(?!the |a |an |our |my |their |and |of )[a-z]+ )?(?:mai tais?|margaritas?|cocktails?|drinks?|sodas?|iced (?:coffees?|teas?|lattes?)|lemonades?|slushies|smoothies?|punch|coladas?|mojitos?))\b/;

/** "the plastic containers are kinda flimsy and leaked", "paper cups that fall apart": what it came in. */
const PACKED =
  /\b((?:paper |plastic |foam |takeaway |takeout |to-go |pizza )?(?:containers?|boxe?s|box|cups?|bags?|lids?|tubs?|straws?))\b(?![^.]{0,40}\b(?:didn'?t|did not|never) (?:leak|spill))[^.]{0,40}?\b(leaked|leaking|leak|fell apart|fall apart|falls apart|falling apart|soaked|went soggy|split|collapsed|flimsy)\b/;
const PACK_STATE: Readonly<Record<string, string>> = {
  leaked: 'leaking',
  leak: 'leaking',
  leaking: 'leaking',
  'fell apart': 'falling apart',
  'fall apart': 'falling apart',
  'falls apart': 'falling apart',
  'falling apart': 'falling apart',
  soaked: 'arriving soaked',
  'went soggy': 'going soggy',
  split: 'splitting',
  collapsed: 'falling apart',
  flimsy: 'being flimsy',
};

const SELECTION =
  /\b(beer|wine|sake|whiske?y|drinks?|cocktail|tap|veggie|vegetarian|vegan|gluten[- ]free|dessert|kids) (selection|list|choice|options?|menu)\b[^.]{0,30}\b(?:limited|poor|small|short|weak|thin|sad|lacking|not great|meh|basic|tiny|only (?:\d|one|two|three)|just (?:\d|one|two|three)|(?:\d|one|two|three) (?:domestics?|beers|wines|options))\b/;

/** "the sorrel taste like water": what it tasted like, said as a word. */
const TASTED_LIKE = new RegExp(
  String.raw`\b(?:the |my |our )?((?:${WORD} ){0,2}${WORD}) (?:taste|tastes|tasted|tasting) like (?:straight |plain |pure )?(water|dishwater|nothing|cardboard|soap|sugar water|sugar)\b`,
);
const TASTE_WORD: Readonly<Record<string, string>> = {
  water: 'watery',
  dishwater: 'watery',
  nothing: 'tasteless',
  cardboard: 'tasteless',
  soap: 'soapy',
  'sugar water': 'too sweet',
  sugar: 'too sweet',
};

/** "the washroom by the stalls filthy", "the bathroom... dont even ask". */
const TOILETS_BAD =
  /\b(washrooms?|bathrooms?|toilets?|restrooms?|loos?)\b(?:[^.]{0,20}\b(?:filthy|dirty|disgusting|gross|rank|nasty|minging|a state)\b|(?:\.\.\.|…) ?(?:don'?t|dont) (?:even )?ask)/;

/** The faults this module reads, in the last pass over each sentence. */
export const SAID_CUES: readonly Cue[] = [
  {
    key: 'dish-listed',
    test: LISTED,
    area: 'kitchen',
    noun: () => '',
    clauses: listedClauses,
  },
  {
    key: 'dish-came',
    test: CAME,
    unless: /\b(?:it|they) (?:came out|arrived|came|turned up)\b/,
    area: 'kitchen',
    noun: () => '',
    clause: cameClause,
  },
  {
    key: 'iced-drinks',
    test: /\b(?:mostly|all|half|basically|just|pure) ice\b/,
    area: 'bar',
    noun: (_t, folded) => `the ${ICED_DRINK.exec(folded)?.[1]?.replace(/^\d+ /, '') ?? 'drinks'} being mostly ice`,
  },
  {
    key: 'packaging',
    test: PACKED,
    unless: /\b(?:didn'?t|did not|never|no) (?:leak|fall apart|spill)/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said = PACKED.exec(folded);
      if (!said) return 'the packaging';
      // "they put the sauce in a plastic bag … leaked": the bag for the sauce.
      const held =
        /\b(?:put|came|comes|packed|gave us) (?:the |our |my )?([a-z]+) in (?:a |an |the )?(?:[a-z]+ )?(?:containers?|boxe?s|box|cups?|bags?|tubs?)\b/.exec(
          folded,
        )?.[1];
      const what = held && !/^(?:it|them|everything|food|stuff)$/.test(held) ? `${said[1]} for the ${held}` : said[1];
      // "flimsy and leaked": what happened, not what they were.
      const state = /\bleak/.test(folded) ? 'leaking' : (PACK_STATE[said[2]!] ?? 'falling apart');
      return `the ${what} ${state}`;
    },
  },
  {
    key: 'table-state',
    test: /\btables? (?:was |were |is |are |all )?(?:sticky|dirty|filthy|grubby|covered in [a-z]+|wobble|wobbled|wobbly|rusty)\b|\b(?:sticky|dirty|filthy|grubby|wobbly) tables?\b/,
    area: 'floor',
    noun: (_t, folded) => {
      const word = /\b(sticky|wobbl)/.exec(folded)?.[1];
      return word === 'sticky' ? 'the sticky table' : word ? 'the wobbly tables' : 'the state of your table';
    },
  },
  {
    key: 'bar-trips',
    test: /\bhad to (?:go|walk|get up) (?:up )?to the (?:bar|counter|till)\b[^.]{0,50}\b(?:to (?:get|order|be served|flag)|times|twice)\b/,
    area: 'floor',
    noun: (_t, folded) =>
      `having to go up to the ${/\bto the (counter|till)\b/.exec(folded)?.[1] ?? 'bar'} to be served`,
  },
  {
    key: 'others-first',
    test: /\b(?:got|get|were|was|being) served (?:first|before us|ahead of us)\b/,
    within: /\bafter (?:us|we did|we had)\b/,
    area: 'floor',
    noun: () => 'a table that came in after you being served before you',
  },
  {
    key: 'served-after',
    // "the kids' meals came after we'd finished ours".
    test: /\b(?:came|arrived|came out) (?:out )?after (?:we'?d|we had|we'd all|everyone had|we) (?:finished|eaten)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const what = /\b((?:kids'? |children'?s )?[a-z]+) (?:came|arrived)(?: out)? after\b/.exec(folded)?.[1] ?? 'food';
      const head = what.split(' ').at(-1) ?? '';
      const named =
        isFoodHead(head) || /^(?:meals?|mains?|food|dishes|starters?|plates?|sides?)$/.test(head) ? what : 'food';
      return `the ${named} arriving after you had finished`;
    },
  },
  {
    key: 'card-only',
    test: /\bonly (?:take|takes|accept|accepts) (?:cards?|card payments?)\b|\bcard only(?! (?:over|above))\b|\bcashless now\b/,
    unless: /\b(?:over|above|minimum)\b|\bfine (?:by|with) me\b|\bwhich is fine\b|\bno (?:big )?(?:deal|problem)\b/,
    area: 'management',
    noun: () => 'the change to card-only payments',
  },
  {
    key: 'hours',
    // "now they close Mondays", "they close at 1 now?".
    test: /\b(?:now (?:they )?(?:close|closes|shut|shuts) (?:on )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|at \d|early)|(?:close|closes|shut|shuts) (?:on )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|at \d+(?::\d+)? ?(?:pm|am)?|early) now)\b/,
    area: 'management',
    noun: () => 'the change to our opening hours',
  },
  {
    key: 'hours-posted',
    test: /\b(?:not|isn'?t|wasn'?t|never|aren'?t|weren'?t) (?:posted|listed|updated|shown|mentioned|put up)\b[^.]{0,30}\b(?:online|anywhere|on google|on (?:the|their|your) (?:website|site|page|door))\b/,
    within: /\b(?:hours|close|closes|closed|closing|open|opens|shut)\b/,
    area: 'management',
    noun: () => 'our hours not being posted online',
  },
  {
    key: 'selection',
    test: SELECTION,
    area: 'bar',
    noun: (_t, folded) => {
      const said = SELECTION.exec(folded);
      return said ? `the limited ${said[1]} ${said[2]!.replace(/^option$/, 'options')}` : 'the limited selection';
    },
  },
  {
    key: 'selection',
    test: /\bonly (?:one|1|two|2) (veggie|vegetarian|vegan|gluten[- ]free|kids?'?|dairy[- ]free) (?:option|dish|choice|meal)s?\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the lack of ${/\bonly (?:one|1|two|2) ([a-z-]+)/.exec(folded)?.[1]?.replace(/^kids?'?$/, "children's") ?? 'veggie'} options`,
  },
  {
    key: 'move-refused',
    test: /\basked (?:to (?:move|change tables?|be moved|sit (?:outside|inside|elsewhere|somewhere else))|if we could move)\b[^.]{0,30}\b(?:no|refused|told no|said no|wouldn'?t|couldn'?t|not allowed)\b/,
    area: 'floor',
    noun: () => 'being refused when you asked to move',
  },
  {
    key: 'phone',
    test: /\b(?:put|left|kept) (?:us |me )?on hold\b/,
    area: 'management',
    noun: () => 'being left on hold when you rang',
  },
  {
    key: 'price',
    // "went up $1 again", "after 6 though prices double".
    test: new RegExp(
      String.raw`\b(?:went|gone|go|goes) up (?:another |by )?(?:${MONEY} ?\d+|\d+ ?(?:cents|p|pence))|\bprices? (?:double|doubles|go up|jump|triple)\b`,
    ),
    area: 'management',
    noun: () => 'the prices going up',
  },
  {
    key: 'wait',
    // "Was 45 mins on a Wednesday though".
    test: /^(?:(?:it )?was|that was) (?:over |about |like |nearly |almost |a good )?(\d+) ?(?:mins?|minutes)\b|\bstood (?:there |at the (?:bar|counter|till) )?(?:for )?(?:over |about |like |nearly )?(\d+) ?(?:mins?|minutes)\b/,
    area: 'floor',
    noun: (_t, folded) => `the ${/(\d+) ?(?:mins?|minutes)/.exec(folded)?.[1] ?? ''}-minute wait`,
  },
  {
    key: 'dish-state',
    test: TASTED_LIKE,
    area: 'kitchen',
    noun: () => '',
    clause: (folded) => {
      const said = TASTED_LIKE.exec(folded);
      const dish = subjectOf(said?.[1]);
      if (!said || !dish || !isFoodHead(dish.split(' ').at(-1) ?? '')) return undefined;
      return `the ${dish} ${verbFor(dish)} ${TASTE_WORD[said[2]!] ?? 'tasteless'}`;
    },
  },
  {
    key: 'clean-toilets',
    test: TOILETS_BAD,
    area: 'management',
    noun: (_t, folded) => `the state of the ${TOILETS_BAD.exec(folded)?.[1] ?? 'toilets'}`,
  },
  {
    key: 'food-cold',
    // "But lukewarm food for $6500 a head?".
    test: /\b(?:lukewarm|tepid|stone cold) (food|buffet|mains|dishes|plates)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the ${/\b(lukewarm|tepid|stone cold) (food|buffet|mains|dishes|plates)\b/.exec(folded)?.slice(1).join(' ') ?? 'lukewarm food'}`,
  },
  {
    key: 'heat',
    test: /\bhot like (?:a|an) (?:oven|sauna|furnace)\b|\b(?:no|none of the) (?:fans?|ac|a\/c|air ?con) (?:working|on)\b|\bfans? (?:not|wasn'?t|weren'?t) working\b/,
    area: 'management',
    noun: () => 'the heat inside',
  },
  {
    key: 'bugs',
    test: /\b(?:bugs|mosquitoes|mosquitos|mozzies|sandflies|sand flies|midges|no-?see-?ums)\b[^.]{0,30}\b(?:came out|everywhere|eating us|eaten alive|bad|terrible|biting|no repellent)\b|\beaten alive\b/,
    area: 'management',
    noun: () => 'the bugs outside',
  },
  {
    key: 'bins',
    test: /\bbins?\b[^.]{0,25}\b(?:overflowing|overflowed|stank|stinking|smelly|full)\b|\bno (?:bins|rubbish bins|trash cans)\b|\b(?:rubbish|litter|trash) (?:everywhere|all over)\b/,
    area: 'management',
    // "theres no bins, so rubbish everywhere": the rubbish, not bins that overflowed.
    noun: (_t, folded) =>
      /\bno (?:bins|rubbish bins|trash cans)\b|(?:rubbish|litter|trash) (?:everywhere|all over)/.test(folded)
        ? 'the rubbish left about with no bins'
        : 'the overflowing bins',
  },
  {
    key: 'dust',
    test: /\b(?:real |really |very |so |super )?dusty\b/,
    unless:
      /\bdusty (?:road|trail|track|hike|boots|ride|is|was|the|and|made|kept|knows|poured)\b|\b(?:bartender|server|waiter|waitress|barman|barmaid|chef|owner|manager|host|hostess|cook|barista) dusty\b|\bcharm\b|\bpart of (?:it|the)\b|\bdon'?t mind\b/,
    area: 'management',
    noun: () => 'how dusty it was',
  },
  {
    key: 'hours',
    test: /\bclose[sd]? (?:way |much |a lot |an hour )?earlier than (?:the sign|it says|posted|advertised|google|their hours|the hours|listed)\b|\bstop (?:serving )?food at \d+/,
    area: 'management',
    noun: (_t, folded) => {
      const at = /\bstop (?:serving )?food at (\d+(?::\d+)?)/.exec(folded)?.[1];
      return at ? `the food service ending at ${at}` : 'closing earlier than our posted hours';
    },
  },
  {
    key: 'ignored',
    test: /\bsat (?:there )?(?:for )?(\d+) ?(?:mins?|minutes) (?:without|before) (?:being acknowledged|anyone|anybody|someone|being served|being greeted|a word)\b/,
    area: 'floor',
    noun: (_t, folded) =>
      `sitting for ${/\bsat (?:there )?(?:for )?(\d+)/.exec(folded)?.[1] ?? ''} minutes before anyone came to you`,
  },
  {
    key: 'sold-out',
    test: /\b(?:run|runs|ran|running) out of ([a-z]+(?: [a-z]+)?) (?:by|before|at) \d/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const gone = /\bout of ([a-z]+(?: (?!by\b|at\b|before\b)[a-z]+)?) (?:by|before|at) \d/.exec(folded)?.[1];
      return gone && !/^(?:stuff|things|food|everything|it|them)$/.test(gone)
        ? `running out of the ${gone} early`
        : 'running out early';
    },
  },
  {
    key: 'foreign',
    test: /\b(?:found|was|there was|had|got) (?:a |an )?(?:dead )?(?:fly|bug|insect|slug|worm|caterpillar|piece of plastic|bit of plastic|plaster|stone) in (?:my |our |the )?[a-z]+/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said =
        /\b((?:dead )?(?:fly|bug|insect|slug|worm|caterpillar|piece of plastic|bit of plastic|plaster|stone)) in (?:my |our |the )?([a-z]+)/.exec(
          folded,
        );
      return said ? `the ${said[1]} in your ${said[2]}` : 'what you found in your food';
    },
  },
  {
    key: 'sold-out',
    // "they were out by 10:30", "Out of the bread I came for by then".
    test: /\b(?:were|was) (?:all )?out (?:of (?:them|it) )?by \d|\bout of the ([a-z]+(?: [a-z]+)?) (?:i|we) came for\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const came = /\bout of the ([a-z]+(?: [a-z]+)?) (?:i|we) came for\b/.exec(folded)?.[1];
      const what =
        /\bfor the (?:famous )?([a-z]+(?: [a-z]+)?) and they were (?:all )?out\b|\b(?:the |our )?([a-z]+) and they were out by\b/.exec(
          folded,
        );
      const dish = came ?? what?.[1] ?? what?.[2];
      return dish ? `running out of the ${dish} early` : 'running out early';
    },
  },
  {
    key: 'card-machine',
    test: /\bcard (?:reader|machine|terminal)s?\b[^.]{0,30}\b(?:kept|keeps|was) (?:declining|dropping out|dropping|failing|cutting out)\b|\bcard (?:reader|machine)\b[^.]{0,20}\btook (?:\d|two|three|four) tries\b/,
    area: 'management',
    noun: () => 'the card machine playing up',
  },
  {
    key: 'cash',
    // "they only take Venmo or cash, no cards".
    test: /\bonly (?:take|takes|accept|accepts) (?:venmo|zelle|gcash|cash app)(?: or cash)?\b|\bno cards\b|\bno credit,? debit only\b/,
    area: 'management',
    noun: (_t, folded) => (/\bno credit\b/.test(folded) ? 'not taking credit cards' : 'not taking cards'),
  },
  {
    key: 'amex',
    test: /\b(?:don'?t|dont|do not|doesn'?t|won'?t|wouldn'?t|didn'?t) (?:take|accept) (?:amex|american express)\b|\bno (?:amex|american express)\b/,
    area: 'management',
    noun: () => 'not taking Amex',
  },
  {
    key: 'booking',
    // "Wish they took reservations" (where "they don't take bookings" is often said as a tip, not a complaint).
    test: /\bwish (?:they|you) (?:took|take|did|had|would take|'?d take) (?:reservations|bookings)\b/,
    unless: /\b(?:i|we) (?:get|understand) (?:it|why)\b|\bfair enough\b|\bno big deal\b/,
    area: 'management',
    noun: () => 'not taking reservations',
  },
  {
    key: 'few-seats',
    // "zero seats", "no seats tho": the seats that are not there, never "the seats" as if they were at fault.
    test: /\b(?:no|zero|not (?:a|one|any)) (?:seats?|chairs)\b(?! (?:left|free|available) (?:at|by|until|till))/,
    unless: /\bno seats? (?:were|was) (?:uncomfortable|hard|sticky)\b/,
    area: 'floor',
    noun: () => 'the lack of seats',
  },
  {
    key: 'wind',
    test: /\bwind (?:howls|howled|howling|whips|whipped|was brutal|is brutal)\b|\b(?:so|really|very|super|too|freezing|bloody) windy\b/,
    unless: /\bwindy city\b/,
    area: 'management',
    noun: () => 'the wind in the outdoor area',
  },
  {
    key: 'hours-kept',
    // "told the kitchen opens at 8 even though the sign says 6", "insta said open till 8, they'd already packed up".
    test: /\b(?:even though|when|but|though|while) (?:the|their|your) (?:sign|door|website|insta|instagram|google|facebook|fb) (?:says|said)\b|\b(?:'d|had|were|was) (?:already )?pack(?:ed|ing) up\b|\b(?:the |their |your )?(?:sign|door|website|insta|instagram|google|facebook|fb|page|listing)(?: page)? (?:says|said|say) (?:it'?s |they'?re )?open (?:till|until|til|to) \d/,
    within: /\b(?:open|opens|opening|close|closes|closed|shut|kitchen|till|until|til|hours|food)\b/,
    area: 'management',
    noun: () => 'not keeping the hours we post',
  },
  {
    key: 'not-looked-at',
    test: /\b(?:didn'?t|didnt|did not|wouldn'?t|never) (?:even )?look(?:ed)? (?:at|up at) (?:me|us)\b/,
    area: 'floor',
    noun: () => 'not being acknowledged',
  },
  {
    key: 'fan',
    test: /\b(?:ceiling )?fans? (?:was |were |kept |is |are )?(?:rattling|squeaking|clanking|wobbling)\b|\b(?:rattling|squeaky|wobbly|clanking) (?:ceiling )?fans?\b/,
    area: 'management',
    noun: () => 'the rattling fan',
  },
  {
    key: 'closed',
    // "twice they were closed w no post on FB".
    test: /\bclosed (?:w|with|and|but)? ?(?:no|without (?:a|any)?) ?(?:post|notice|warning|sign|update|word|announcement)s?\b|\bno (?:notice|warning|word) (?:online|on (?:google|the website|facebook|fb|insta|instagram))\b/,
    area: 'management',
    noun: () => 'being closed without notice',
  },
  {
    key: 'wait-pay',
    test: /\bwait(?:ed)? (?:over |about |like )?(\d+) ?(?:mins?|minutes) to pay\b|\btook (?:forever|ages) to pay\b/,
    area: 'floor',
    noun: (_t, folded) => {
      const n = /\b(\d+) ?(?:mins?|minutes) to pay\b/.exec(folded)?.[1];
      return n ? `the ${n}-minute wait to pay` : 'the wait to pay';
    },
  },
  {
    key: 'wait',
    test: /\b(?:sat|waited|stuck|sitting) in (?:the )?drive[- ]?thr(?:u|ough) (?:for )?(?:over |about |like )?(\d+) ?(?:mins?|minutes)\b/,
    area: 'floor',
    noun: (_t, folded) => `the ${/(\d+) ?(?:mins?|minutes)/.exec(folded)?.[1] ?? ''}-minute wait at the drive-through`,
  },
  {
    key: 'parking',
    test: /\bparking lot\b[^.]{0,40}\b(?:always |usually |often )?(?:full|a sheet of ice|icy|full of potholes|potholes)\b|\bnowhere to park\b/,
    area: 'management',
    noun: (_t, folded) => (/\b(?:ice|icy|potholes)\b/.test(folded) ? 'the state of the parking lot' : 'the parking'),
  },
  {
    key: 'smell',
    test: /\b(?:the )?(gutter|drain|sewage|sewer|bin) smell\b|\b(?:place|room|it|bar|pub|inside|dining room|whole place|carpets?) (?:always |still |kinda |really |just )?(?:smells|smelled|smelt|stinks|stank|reeks|reeked) (?:like|of) (old beer|stale beer|smoke|bleach|damp|grease|old grease|fish|sewage|drains|mould|mold|wet dog|cigarettes|old oil|old frying oil|frying oil|old chip fat|chip fat|the fryer|old wet carpet|wet carpet|damp carpet|old carpet)\b/,
    area: 'management',
    noun: (_t, folded) => {
      const from = /\b(gutter|drain|sewage|sewer|bin) smell\b/.exec(folded)?.[1];
      if (from) return `the smell from the ${from === 'sewage' ? 'sewer' : from}`;
      return `the smell of ${/\b(?:like|of) (old beer|stale beer|smoke|bleach|damp|grease|old grease|fish|sewage|drains|mould|mold|wet dog|cigarettes|old oil|old frying oil|frying oil|old chip fat|chip fat|the fryer|old wet carpet|wet carpet|damp carpet|old carpet)\b/.exec(folded)?.[1] ?? 'the place'}`;
    },
  },
  {
    key: 'clean-toilets',
    // "the bathroom is a porta potty basically", "only one working toilet".
    test: /\b(?:bathrooms?|toilets?|restrooms?|loos?) (?:is|are|was|were) (?:just |basically |only )?(?:an? )?porta[- ]?(?:pott(?:y|ies)|loos?|johns?)\b|\bonly (?:one|1) (?:working |functioning )?(?:toilet|loo|bathroom|restroom)\b/,
    area: 'management',
    noun: (_t, folded) => (/\bporta/.test(folded) ? 'the portable toilets' : 'there being only one working toilet'),
  },
  {
    key: 'clean-toilets',
    test: /\b(bathrooms?|toilets?|restrooms?|washrooms?|loos?|gents|ladies)\b (?:was |were |is |are )?(?:flooded|overflowing|blocked)\b/,
    area: 'management',
    noun: (_t, folded) =>
      `the ${/\b(bathrooms?|toilets?|restrooms?|washrooms?|loos?|gents|ladies)\b/.exec(folded)?.[1] ?? 'toilets'} being flooded`,
  },
  {
    key: 'hours',
    test: /\b(?:closed|shut) (?:during|before|within) (?:their |the |your )?(?:posted|listed|advertised|opening) hours\b|\b(?:were|was) (?:already )?packing up\b/,
    area: 'management',
    noun: () => 'being closed during our posted hours',
  },
  {
    key: 'remade',
    test: /\b(?:the )?(?:2nd|second|replacement|new|next) one (?:was|came out) (?:the same|just as bad|no better|worse|even worse|exactly the same)\b/,
    area: 'kitchen',
    noun: () => 'the replacement being no better',
  },
  {
    key: 'missing-items',
    test: /\b(?:\d+|two|three|four|one|some|half|both) (?:of (?:the|our|my) )?([a-z]+(?: [a-z]+)?) (?:were|was) missing\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the ${/\b(?:\d+|two|three|four|one|some|half|both) (?:of (?:the|our|my) )?([a-z]+(?: [a-z]+)?) (?:were|was) missing\b/.exec(folded)?.[1] ?? 'items'} missing from your order`,
  },
  {
    key: 'hygiene',
    // "hygiene questionable, the guy counting money then touching the meat".
    test: /\bhygiene (?:is |was |looked |seemed )?(?:a bit |very |pretty )?(?:questionable|poor|bad|terrible|shocking|non-?existent|iffy|dodgy)\b|\b(?:counting|handling|taking) (?:the )?(?:money|cash|notes) (?:and )?(?:then )?(?:touching|handling|serving) (?:the )?(?:meat|food|bread|buns|rice)\b/,
    area: 'kitchen',
    noun: () => 'what you saw of our food handling',
  },
];
