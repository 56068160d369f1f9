import { MONEY } from './money.ts';
/**
 * The words that tell a complaint from other words, and that a reply owns one in: rudeness, slowness, a dish's
 * faults, hedges an owner does not repeat, words too harsh to say back.
 */

/**
 * What a guest was told when they raised a fault, denying it or passing the blame: "that's how it comes", "said there
 * was nothing wrong with it", "not ours", "must have come from outside", "could be yours", "nobody else complained",
 * "said it wasn't their fault", "told it was the driver's problem".
 */
export const FAULT_DENIED =
  /\b(?:said|says|told (?:us|me|him|her)|was told|were told|got told|insisted|claimed|reckoned)\b[^.!?]{0,30}?(?:\b(?:(?:wasn'?t|was not|isn'?t|is not|not) (?:their|his|her|our|the restaurant'?s) (?:fault|problem|responsibility)|(?:the )?(?:driver'?s|doordash'?s|uber'?s|grubhub'?s|app'?s|kitchen'?s|my|our) (?:fault|problem)|(?:i|we) should(?:'ve| have) (?:checked|looked|said|asked))|\b(?:that'?s|thats|it'?s|its|this is|they'?re|theyre) ['"‘“]?(?:just )?how\b|\b(?:meant|supposed) to (?:be|taste|look|smell)\b|\bnothing wrong\b|\bnot possible\b|\bimpossible\b|\bnot (?:ours|from us|from here)\b|\b(?:it'?s|its|it is|it was|they'?re|theyre|they are|they were) (?:normal|natural|on the menu|in the menu)|\bmust(?: have|'ve|ve| of) (?:come|been|ordered|forgotten|ate|eaten|misheard|dropped)\b|\bcould be yours\b|\bby weight\b|\bthe marinade\b|\b(?:nobody|no one) else\b)|\b(?:said|told (?:us|me))\b[^.!?]{0,20}\bnothing (?:they|we|he|she) (?:can|could) do\b|\bcall (?:your|the) bank\b|\b(?:just )?said (?:the kitchen (?:is|was)|(?:they|we) (?:were|are)) (?:busy|slammed|swamped)\b/;

/** Words that say someone on the team was rude to the guest ("rolled her eyes", "condescending"). */
export const RUDE =
  /comment(?:ed)? (?:to|about)|remark|acted like|shrug|corrected|suspect|insist|brushed|excuse|that'?s how|told us no|refused|grouchy|cranky|surly|snippy|snotty|defensive|demanded|insisted|sarcastic|rude|attitude|condescend|dismissive|yell|snapp|shrug|roll(?:ed)? (?:his|her|their) eyes|eye roll|argu|couldn'?t care|could not care|didn'?t care|did not care|smirk|sarcastic|unfriendly|full of themselves|full of himself|on a power trip|acted (?:all )?put out|seemed put out|cold to us|corrected|rudest|made (?:us|me) feel (?:unwelcome|rushed|stupid|small|like)|treated (?:us|me) (?:like (?:dirt|garbage|trash|crap|children|kids|idiots|criminals|second|an? (?:inconvenience|nuisance|burden|suspect))|poorly|badly|rudely|differently)/;
/** Words that fault a person on the team without saying what they did. */
export const STAFF_FAULT_WORDS =
  /disgusting|horrible|terrible|awful|worst|nasty|obnoxious|unprofessional|incompetent|clueless|lazy|useless|arrogant|snooty|snobby|pretentious|grouchy|cranky|surly|snippy|apathetic|unhelpful|not (?:very |at all )?(?:friendly|helpful|nice)|amateurs?/;
/** Words that fault the service itself ("spotty", "left a lot to be desired"). */
export const SERVICE_FAULT =
  /\b(?:not (?:overly |very |particularly |that |too )?friendly|overdone|overbearing|(?:much|a lot|lots) to be desired|bad|poor|terrible|awful|horrible|worst|lousy|mediocre|so-so|spotty|inattentive|unattentive|lacking|hit or miss|inconsistent|disappointing|sub-?par|not good|wasn'?t good|could be better|needs work|beyond terrible|overwhelmed|disorganized)\b/;
/** Words that say the guest was kept waiting. */
export const SLOW = /slow|took (?:forever|ages)|waited|forever|on (?:his|her|their) phones?/;

/** Downtoners and fillers dropped when a complaint's adjective names the thing ("a little dry" → "the dry chashu"). */
export const SOFTENERS = new Set([
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
export const DISH_FAULTS = new Set(
  'weak corked underseasoned underbaked powdery sugary thin dry cold lukewarm soggy stale bland salty oily greasy burnt rubbery tough chewy undercooked overcooked raw watery gloopy mushy soft dense fatty sour bitter flat warm tasteless flavorless frozen mediocre forgettable overpriced small tiny skimpy clumpy gummy gluey stringy gristly fishy mealy limp wilted tepid eggy claggy stodgy'.split(
    ' ',
  ),
);

/** Hedges and intensifiers a guest uses that an owner does not say back ("kinda bland", "super uncomfortable"). */
export const DROPPED =
  /^(?:super|so|really|very|pretty|kinda|sorta|way|totally|completely|basically|just|literally|beyond|absolutely|incredibly|honestly|seriously|insanely|ridiculously|extremely|quite|rather|clearly|definitely|mega)$/;
/** Words too harsh to repeat in the owner's voice: the complaint is owned in plain words instead. */
export const HARSH =
  /^(?:terrible|awful|horrible|disgusting|gross|inedible|worst|abysmal|atrocious|pathetic|garbage|trash|nasty|vile|revolting|joke|horrendous|dreadful|unacceptable|insulting)$/;

/** Words in a predicate that make it a complaint. */
export const COMPLAINING =
  /\b(?:mostly|basically|nothing but|just|empty|disorgani[sz]ed|amateur\w*|sloppy|too|not|no|never|at best|bad|terrible|awful|horrible|mediocre|meh|so-so|ok|okay|average|decent|forgettable|disappointing|underwhelming|letdown|disappointment|mess|inedible|overpriced|pricey|expensive|slow(?![- ](?:cooked|roasted|braised|smoked|cooker))|rude|loud|noisy|cramped|dirty|sticky|gross|uncomfortable|small|tiny|lacking|lacks|nothing special|falling apart|hit or miss|inattentive|cold|lukewarm|burnt|dry|bland|salty|soggy|greasy|stale|raw|off|frozen|watery|soupy|chewy|tough|rubbery|mushy|dense|fatty|sour|bitter|skimpy|stiff|spotty|inconsistent|lousy|poor|sad|awkward|overwhelmed|disorganized|chaotic|bright|dark|hot|freezing|smoky|stewed|gluey|gummy|limp|reheated|microwaved|overcooked|undercooked|overdone|underdone|congealed|curdled|runny|vinegary|tasteless|flavou?rless|filthy|grim|grimy|grubby|muddy|crammed|run-?down|broken|wrong|missing|mouldy|moldy|rancid|lumpy|gritty|slimy|mealy|chalky|doughy|under-?seasoned|over-?seasoned|claggy|stodgy|lacklust(?:re|er))\b/;

/** Adjectives before a thing that say what was wrong with it, beyond a dish's faults. */
export const ATTRIBUTIVE_FAULTS = new Set(
  'limited hot stuffy dark dim noisy loud sticky dirty filthy gross broken split cracked wobbly makeshift uncomfortable cramped dim freezing smelly'.split(
    ' ',
  ),
);

/** Words that say a dish was bad without saying how: enough to own it in general words. */
export const FOOD_FAULT_WORDS =
  /\b(?:pass on|skip|terrible|awful|horrible|mediocre|inedible|disgusting|gross|not good|wasn'?t good|weren'?t good|nothing special|meh|worst|poor|not great|sub-?par|disappointing|underwhelming|letdown|so-so)\b/;

/** What a segment's words say was wrong with the dish it is about, when no "was …" says it. */
export const SEGMENT_FAULTS: ReadonlyArray<[RegExp, string]> = [
  [
    /from yesterday|day[- ]old|not fresh|(?:wasn'?t|weren'?t|isn'?t|aren'?t) (?:very )?fresh|\bstale\b/,
    '{wasnt} fresh',
  ],
  [/\bcold in the (?:middle|center|centre)\b/, '{was} cold in the middle'],
  [/\braw (?:in the (?:middle|center|centre)|inside)\b/, '{was} raw in the middle'],
  [/(?:showed up|came out|arrived|came) (?:\d+|twenty|thirty|forty) (?:minutes|mins) (?:after|later)/, 'came out late'],
  [/\b(?:from|in|out of) (?:a |little )?sachets?\b/, 'came in a sachet'],
  [
    /(?<!(?:isn'?t|not|never|wasn'?t|aren'?t|weren'?t) )(?:from|out of|out) a (?:box|jar|can|bag|packet|sachet)|(?:store|shop|supermarket)[- ]?bought|microwaved|frozen|not homemade|\boven (?:chips|fries)\b/,
    "didn't taste homemade",
  ],
  // "cured my cold": the guest's cold, not the food's.
  [/\b(?:cold|lukewarm|room temperature)\b(?<!(?:cured|cure|have|had|got|with) (?:my |a |the )?cold)/, 'arrived cold'],
  [/\bskin on (?:it|top)\b|\bskinned over\b/, 'had a skin on it'],
  [/\bburnt\b|\bburned\b/, '{was} burnt'],
  [/not (?:well )?cooked|poorly cooked|badly cooked|not cooked (?:well|properly|right)/, '{wasnt} cooked well'],
  [/\bsoupy|watery/, '{was} too watery'],
  [/\brunny\b/, '{was} runny'],
  // A put-down simile is said plainly: "sweet like someone tipped a bag of sugar in".
  [/\bsweet like\b/, '{was} far too sweet'],
  [/\bsalty like\b/, '{was} far too salty'],
  [/\bmore like (?:a |an )?(?:plain |cheap |sad |basic |supermarket )?\w+/, '{wasnt} up to standard'],
];

/** A segment about waiting for something or asking for it ("waited 40 minutes for two eggs and toast", "wave like mad
 * to get a refill"): the thing it names is its object, not what was wrong. */
export const WAITED_FOR =
  /\b(?:waited|wait(?:ing)? (?:for|on)|took (?:\w+ ){0,3}(?:to|for)|to get|wave|waving|flag|asked for|ask for|chase|chasing)\b/;

/** A floor with too few hands: "seemed overwhelmed" is what the guest saw, not its cause ("short-staffed"). */
export function staffingNoun(folded: string): string {
  return /overwhelm|off (?:their|her|his) feet|alone|on (?:her|his|their) own/.test(folded) &&
    !/short|under/.test(folded)
    ? 'how stretched our team was'
    : // "Kitchen must of been short staffed": the guest's guess about the kitchen.
      /\bkitchen\b/.test(folded)
      ? 'how short-staffed the kitchen seemed'
      : 'how short-staffed the floor was';
}

/** A price waved off: "for $8 who cares", "€9.80 a pint, grand, it's Dublin". */
export const PRICE_SHRUGGED = new RegExp(
  // "$13 for a big plate", "$19 had a good amount of toppings", "$3.75 a piece is alright": value, not a fault.
  String.raw`\bfor a (?:big|huge|massive|giant|large|full) (?:plate|portion|bowl|one|serving)\b|${MONEY}\s?\d+(?:\.\d+)?[^.,]{0,30}\b(?:had|has|with|gets you|got us) (?:a )?(?:good amount|tons|loads|plenty) of\b|\bfeeds (?:\d|two|three|four|six)\b|\bfed (?:\d|two|three|four|six|both|all) (?:of us|people)\b|\b(?:big|huge|generous|good|massive) portions for the price\b|${MONEY}\s?\d+[^.]{0,20},\s*(?:very |quite |pretty |totally )?(?:fair|reasonable|not bad|decent)\s*(?:[.!]|$)|(?<!not |n'?t )\balright\b|\bworth the ${MONEY}|\bcan'?t (?:complain|argue)(?: on price| about the price)?\b|\bfair for ${MONEY}|\b(?:isn'?t|isnt) bad\b|\bok(?:ay)? price\b|\bbut fair\b|\bfair prices?\b|${MONEY}\s?\d+(?:\.\d+)? (?:for (?:[\w-]+ ){1,4})?(?:is|was) (?:ok|okay|fine|fair)\b(?! (?:but|though|tho|for what|i guess|i suppose))|\bgood portion\b|\b(?:a |lovely |nice )treat\b|\b(?:great|good|lovely) (?:food|value|meal) for ${MONEY}|\b(?:are |is |were |was )?reasonable\b|\bwho cares\b|\b(?:beer|drink|shot|happy hour|lunch|daily|pint|taco|wing|oyster) specials?\b[^.]{0,30}${MONEY}\s?\d|(?:grand|fine|fair enough|ok|okay),? (?:it'?s|that'?s) (?:dublin|london|sydney|manhattan|nyc|the city|the cbd|the airport|a stadium)\b`,
);

/** Words in a sentence that take a price complaint back ("a bit pricey but worth it", "good value for £9"). */
const TAKEN_BACK = new RegExp(
  String.raw`not bad (?:at all )?for ${MONEY}|(?:good|great|decent|solid|fine|nice|lovely) for ${MONEY}\s?\d|(?<!not |n't |isnt |wasnt )\bworth (?:it|every|the (?:price|money|splurge))\b|(?<!not |n'?t |isn'?t |wasn'?t )\bcheap\b|fair(?:ly)? price|fair for (?:the )?(?:quality|what you get|what (?:it|they) (?:is|are)|portion)|for ${MONEY}\s?\d+(?:\.\d+)?,? (?:it'?s|its|this is|you get) (?:the |a )?(?:best|great|good|lovely|amazing|unreal)|can'?t fault it for ${MONEY}|\bis fair\b|(?:good|big|huge|generous|decent|massive|great) portions? for ${MONEY}|filling for ${MONEY}|what isn'?t|for the area|(?:london|queenstown|sydney|nyc|manhattan|airport|fenway|stadium) prices|great (?:value|price|deal)|good (?:value|price|deal)|quality is there|a steal|paying for the (?:view|location|setting|experience|quality)|\b(?:only|just) ${MONEY}|\bmassive(?!ly)|\bhuge|\bgenerous|\bbargain|can'?t beat|\b(?:can'?t|cant|cannot) (?:really |exactly )?complain\b|\bstill (?:reasonable|fair|worth it|cheap|good value)\b|\b(?:love|loved|great|amazing|awesome|best)\b[^.]{0,40}\b(?:pile|heap|mountain|load|tons?|stack) of [a-z ]{2,30} for ${MONEY}\s?\d`,
);

/** What takes a price complaint back: those words, or the price waved off. */
export const PRICE_TAKEN_BACK = new RegExp(`${TAKEN_BACK.source}|${PRICE_SHRUGGED.source}`);

/**
 * What a dish is said to be when it came as it should ("coffee hot", "the zeppole are hot and buried in powdered
 * sugar", "curds squeaky"): the words after the dish, never a fault.
 */
export const SERVED_RIGHT =
  /^(?:(?:was|were|is|are|came out|came|arrived|served) )?(?:(?:nice and|so|super|really|still|always|piping|steaming|fresh and|perfectly) )?(?:hot|piping hot|steaming|fresh|crispy|crunchy|squeaky|bright|tender|juicy|flaky|creamy|silky|perfect|spot on|delicious|lovely)\b/;

/** Words of a complaint about someone on the team or how they treated the guest. */
export const ABOUT_THE_TEAM =
  /\b(?:our team|our \w+ (?:treated|seeming|being|never)|our (?:server|waiter|waitress|bartender|barman|host|hostess|cashier|barista|owner|manager|staff)\b|treated you|attention|phones?|abrupt|rude|put out|apology|response|the person serving you|short-staffed|experience with our|the (?:girl|guy|lady|bloke|man|woman))\b/;

/** A price the guest praises ("good deal", "a steal"): never a price to apologise for. */
export const PRICE_PRAISED =
  /\b(?:good|great|fair|solid|decent|unreal|amazing|excellent|brilliant|fantastic|incredible|top|superb) (?:deal|value|price)\b|\ba steal\b|\bbargain\b|can'?t beat (?:it|that|the price)|\bprices? (?:is|are|was|were) (?:really |very |pretty |so )?(?:good|great|fair|decent|reasonable) for what you get\b/;

/** "Raw oysters were fresh and salty": praise with a word that only faults alone ("salty", "rich", "sweet"). */
const PRAISE_WORD =
  /\b(?:fresh|perfect|great|good|delicious|tasty|lovely|amazing|excellent|yummy|juicy|tender|crispy|creamy|flavou?rful|gorgeous|warm)\b/;
const MILD_FAULT =
  /\b(?:salty|sweet|rich|spicy|sour|smoky|strong|heavy|dense|chewy|hot|briny|garlicky|buttery|sticky)\b/g;

export function praisedWithMildWord(words: string): boolean {
  const mild = words.match(MILD_FAULT) !== null;
  return mild && PRAISE_WORD.test(words) && !COMPLAINING.test(words.replace(MILD_FAULT, ''));
}

/** "the Castle was ice cold", "beers were cold": a beer or a soda as it should be, said as a clause. */
export const COLD_AS_IT_SHOULD_BE =
  /^(?:the |our |your )?(?:[a-z]+ )?(?:beers?|lagers?|pints?|castle|ciders?|cokes?|sodas?|pilsners?|ipas?) (?:was|were|is|are) (?:ice |icy |nice and |super |properly |freezing |good and |always )?cold$/i;

/** "Booked a window table for our anniversary and got put right by the kitchen door": the table booked, not given. */
export const BOOKED_A_VIEW =
  /\bbooked (?:a |the |our )?(?:window|view|terrace|patio|outside|outdoor|marina|sea ?view|harbou?r|balcony|rooftop|waterfront) (?:table|seat)s?\b/;

/** "No napkins half the time": at the table, what was not there ("the lack of napkins"); in a bag, the order's mistake. */
export function missingAtTheTable(folded: string, sentence: string): string | undefined {
  const none = /\bno (napkins|utensils|cutlery|forks)\b/.exec(folded)?.[1];
  const inABag = /takeout|take-out|takeaway|delivery|doordash|grubhub|uber ?eats|to-go|to go|pickup|bag/.test(sentence);
  return none && !inABag ? `the lack of ${none}` : undefined;
}

/** "Washroom had no water": the washroom, not a glass of water that never came. */
export function waterNoun(sentence: string): string {
  return /\b(?:washrooms?|toilets?|bathrooms?|restrooms?|loos?|sinks?|taps?)\b[^.]{0,40}\bno water\b/.test(sentence)
    ? 'no water in the washroom'
    : 'waiting for water';
}

/** "rude when I asked for no chilli", "rolled his eyes when we asked for extra sauce": how a request was answered. */
export const RUDE_WHEN_ASKED =
  /\b(?:rude|short|snappy|grumpy|attitude|rolled (?:his|her|their) eyes|steups\w*)\b[^.]{0,30}\bwhen (?:i|we) asked for\b/;

/** When the kitchen closed ("at 8", "at 9:30"), where the guest said, else "early". */
export function kitchenClosedAt(folded: string): string {
  const time = /(?:kitchen|food)[^.]{0,20}?\b(?:at|by) (\d{1,2}(?:[:.]\d\d)?(?: ?[ap]\.?m\b\.?)?)/.exec(folded)?.[1];
  return time ? `at ${time.trim()}` : 'early';
}

/** What the guest was refused, as they told it: a substitution, the door, taking it back, the dish they asked for. */
export function turnedDownNoun(folded: string, sentence: string): string {
  if (/substitut|swap/.test(folded)) return 'being refused a substitution';
  if (/turn(?:ed|s)? (?:you|us|people) away/.test(folded)) return 'being turned away at the door';
  // "the $90 wine was corked. They wouldn't take it back": what was refused is taking it back.
  if (/take (?:it|them|that|this) back/.test(folded)) return 'our refusal to take it back';
  // "said we couldnt have the kids menu after 6": what they were refused.
  const denied =
    /(?:couldn'?t|couldnt|can'?t|cant|cannot|weren'?t allowed to) (?:have|order|get) (?:the |a |an )?([a-z]+(?: (?!after\b|before\b|because\b|even\b|at\b)[a-z]+)?)/.exec(
      folded,
    )?.[1];
  if (denied) return `being refused the ${denied}`;
  const wanted =
    /(?:tried|asked|wanted) to (?:order|get|have) (?:a second |another |one more |a |an )?([a-z]+(?: of [a-z]+)?)/.exec(
      `${sentence} ${folded}`,
    )?.[1];
  if (wanted) return `being refused the ${wanted.replace(/^bottle of /, 'bottle of ')} you asked for`;
  // "wouldnt let us in because of our rucksacks", "wouldn't let us eat at the bar": what they were not let do.
  const letDo =
    /(?:wouldn'?t|would not|didn'?t|did not) let (?:us|me) (in|eat at the bar|sit (?:at the bar|outside|inside|there)|bring (?:a |an |our |my |the )?[a-z]+(?: for the baby)?)/.exec(
      folded,
    )?.[1];
  return letDo ? `not being allowed ${letDo === 'in' ? 'in' : `to ${letDo}`}` : 'being turned down';
}
