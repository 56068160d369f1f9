import { MONEY } from './money.ts';
import type { Cue } from './complaint-cues.ts';
import { FAULT_DENIED, PRICE_TAKEN_BACK } from './complaint-vocabulary.ts';

/** "a sundae that was mostly whipped cream": the dish, its verb and, in a few words, what was wrong with it. */
const DISH_THAT_WAS =
  /\b(?:for|got|ordered|had|served|brought|came with) (?:a |an |the |our |my )?([a-z]+(?: [a-z]+)?) (?:that|which) (was|were) ((?:mostly|basically|all|just|nothing but|half|pure|more|barely|still|completely|totally|stone|rock) [a-z]+(?: [a-z]+){0,3}?)(?= (?:and|but|though|tho|so|is|was|are|were|for|at)\b|[.,!?;]|$)/;

/** "lamb vindaloo had maybe 5 cubes of lamb": how little of it there was. */
const FEW_PIECES =
  /\b(?:had|has|with|came with|found) (?:maybe |like |only |about |barely |literally |just |around )?(?:\d+|two|three|four|five|six|a few|a couple of|a couple) (?:small |tiny |sad |measly |thin )?(?:cubes|pieces|bits|chunks|prawns|shrimp|slices|strips|scraps|slivers|shreds|flecks) of ([a-z]+)|\b(?:hardly|barely|scarcely) any ([a-z]+(?: (?:cream|sauce|salad|cheese|dressing|filling|toppings?|bread|beef|pork))?)\b(?<!\b(?:hardly|barely|scarcely) any (?:flavou?r|taste|seasoning|heat|spice|staff|service|one|people|seats?|seating|tables?|chairs?|room|space|parking|wait|time|choice|options?|filler|fat|gristle|bones?|grease|oil|salt|sugar|breading|line|queue|difference|noise|customers|atmosphere))|\b(?:found|had|got|with|there were) (?:maybe |like |only |about |just |literally )(\d+|two|three|four|five|six) (clams|mussels|prawns|shrimp|scallops|meatballs|chips|fries|olives|oysters|pieces of chicken)\b/;

/** How little of what the guest wanted was on the plate: "how little meat there was", "how few clams there were". */
function fewPiecesNoun(folded: string): string {
  const m = FEW_PIECES.exec(folded);
  if (m?.[4]) return `how few ${m[4]} there were`;
  const scarce = m?.[1] ?? m?.[2] ?? 'meat';
  // "barely any prawns", "hardly any toppings": a count; "barely any meat", "hardly any cheese": an amount.
  return /[^s]s$/.test(scarce) ? `how few ${scarce} there were` : `how little ${scarce} there was`;
}

/**
 * What a blind reader found replies passing over in a visit's setting and in what the kitchen sent: a room too
 * loud to talk or too dark to read the menu, too few seats, service that fell apart, staff nowhere to be found, a
 * dish that was "mostly whipped cream", "maybe 5 cubes of lamb".
 */
export const VISIT_CUES: readonly Cue[] = [
  {
    key: 'noise',
    test: /\bmusic (?:is|was) (?:\w+ )?(?:aggressive|intense|deafening)\b|couldn'?t hear (?:each other|ourselves|one another|a thing|anything|my (?:friend|wife|husband|partner|date|mum|mom|dad)s?)|(?:had to|having to) (?:shout|yell)|we were shouting|(?:music|speakers?|playlist|tv|tvs|telly|dj)\b.{0,25}\b(?:blasting|blaring|deafening)|(?:blasting|blaring) (?:music|top 40|tunes)/,
    area: 'management',
    noun: (_t, folded) =>
      /music|playlist|speaker|top 40|tunes|dj/.test(folded)
        ? 'how loud the music was'
        : /\b(?:tv|tvs|telly)\b/.test(folded)
          ? 'how loud the TV was'
          : 'the noise',
  },
  {
    key: 'dark',
    test: /\b(?:so|too|really|very|pretty|bit|way too|super) dark\b(?! (?:beer|chocolate|rum|roast|meat|sauce|ale|lager|mild|crust|caramel|soy))|couldn'?t (?:see|read) (?:the|our|my) (?:menu|food|plate)|(?:needed|used|had to use) (?:my|our|a|the|phone) (?:phone(?:'s)? )?(?:light|torch|flashlight)/,
    area: 'management',
    noun: () => 'how dark the room was',
  },
  {
    key: 'price',
    // "Pint of cider was £6.20, feels steep": the judgement in its own clause, the price in the sentence.
    test: /^(?:(?:feels?|felt|seems?|is|was|that'?s|thats) )?(?:a bit |bit |pretty |quite |way too |too |a little )?(?:steep|pricey|dear|expensive|a lot|too much|daylight robbery|a rip[- ]?off)\b/,
    within: new RegExp(String.raw`${MONEY}\s?\d`),
    unless: PRICE_TAKEN_BACK,
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'brushed-off',
    // "Called and the guy just said 'not our fault'": the answer the guest got, quoted.
    test: /\b(?:said|told (?:us|me)|told to|was told|were told|replied|responded)\b[^.]{0,12}(?<![a-z])['"‘“]/,
    within:
      /\b(?:called|rang|phoned|emailed|messaged|told|asked|complained|mentioned|raised|pointed|showed|sent (?:it|them) back|went inside)\b/,
    area: 'management',
    noun: () => 'the response you got when you raised it',
  },
  {
    key: 'brushed-off',
    // "Complained and they said thats how it comes", "restaurant said it wasn't their fault": the fault denied or the
    // blame passed on, unquoted.
    test: FAULT_DENIED,
    area: 'management',
    noun: () => 'the response you got when you raised it',
  },
  {
    key: 'late-by',
    test: /\b(?:showed up|arrived|turned up|came|got here)(?: \w+)? (\d+ ?(?:min\w*|hours?|hrs?|h)(?: ?\d+(?: ?min\w*)?)?|an hour(?: and a half)?|over an hour) late\b|^(?:\d+ ?(?:min\w*|hours?|hrs?)|an hour(?: and a half)?) late on (?:the |our |my )?(?:delivery|order)\b|\b(?:arrived|came|showed up|turned up)(?: \w+)? after (\d+ ?(?:min\w*|hours?|hrs?))|\b(\d+ ?(?:hr|hrs|hour|hours)(?: \d+ ?(?:min|mins|minutes))?|\d+ ?(?:min|mins|minutes)) later\b/,
    // "came back 20 min later for a whole one": the guest came back, nothing was late.
    unless: /\b(?:came|went|popped|walked) back\b/,
    area: 'floor',
    noun: (text, _folded, sentence) =>
      /deliver|\bapp\b|driver|uber|doordash|deliveroo|menulog|takeaway|takeout|\border\b/i.test(text)
        ? // "arrived 1hr 20 late, cold and missing the spring rolls"
          /\blate,? (?:and )?(?:\w+ )?(?:cold|lukewarm)\b/.test(sentence)
          ? 'your food arriving late and cold'
          : 'how late your food arrived'
        : 'how long it took to arrive',
  },
  {
    key: 'wait',
    // "Line out the door on a Tuesday though": a line the guest minds, not one that only shows the place is loved.
    test: /\b(?:line|queue) (?:was |is )?(?:out|down) the (?:door|street|block)\b/,
    within: /\b(?:though|tho|for this|every time|again|wild|ridiculous|insane|nightmare)\b/,
    unless: /\bmoves? (?:fast|quick)|moved (?:fast|quick)|went quick|worth (?:it|the wait)/,
    area: 'floor',
    noun: () => 'the long wait',
  },
  {
    key: 'discontinued',
    // "They've also stopped doing the free salad and bread": something the guest came for, no longer offered.
    test: /\b(?:stopped|no longer) (?:doing|serving|making|offering|giving|selling|baking)\b/,
    area: 'management',
    noun: (_t, folded) => {
      const what =
        /\b(?:stopped|no longer) (?:doing|serving|making|offering|giving|selling|baking) (?:the |their |us )?((?:free |fresh |homemade )?[a-z]+(?: and [a-z]+| (?!(?:in|on|at|by|for|the|any|anymore|now)\b)[a-z]+)?)\b/.exec(
          folded,
        )?.[1];
      return what && !/\b(?:it|them|that|this|in|on|at|by|for|the)$/.test(what)
        ? `the ${what} no longer being on offer`
        : 'what you came for no longer being offered';
    },
  },
  {
    key: 'no-seat',
    // "Seating is a nightmare at 12:30", "impossible to find a seat".
    test: /\bseating (?:is|was) (?:a )?(?:nightmare|impossible|a struggle|a battle|scarce|non-?existent)|(?:impossible|hard|a struggle|a nightmare) to (?:find|get) (?:a )?(?:seat|table)\b/,
    unless: /\bworth (?:it|the|hovering|waiting)/,
    area: 'management',
    noun: () => 'how hard it was to find a seat',
  },
  {
    key: 'stalls-closed',
    // "half the stalls are shut at 2pm".
    test: /\bhalf (?:of )?the (?:stalls|vendors|shops|counters|kitchens|food trucks|trucks) (?:were|are|was|is) (?:shut|closed)/,
    area: 'management',
    noun: () => 'so many of the stalls being closed',
  },
  {
    key: 'cramped',
    test: /\bseating (?:is|was) (?:a bit |very |really |quite |so )?(?:tight|cramped|squashed)|\bit'?s (?:just )?tiny\b|\b(?:room|place|dining room|restaurant) (?:is|was) (?:\w+ )?(?:tiny|cramped)\b|tables (?:are |were )?(?:jammed|squeezed|packed) (?:in|so close|together|so tight|too tight|too close|tight)/,
    area: 'management',
    noun: () => 'how cramped it was',
  },
  {
    key: 'heat',
    // "asked for it mild, it was roasting", "knocked a chai over my hand and it was roasting": the dish or the drink.
    unless:
      /\bmild\b|spic|\b(?:chai|tea|coffee|soup|curry|korma|sauce|plate|drink|latte|hand|fingers?)\b[^.]{0,40}\bit was (?:absolutely |so |really )?(?:roasting|boiling)/,
    test: /\b(?:place|room|it|inside) (?:was|is|got) (?:absolutely |so |really )?(?:roasting|boiling|sweltering|baking|a furnace|an oven)|heating cranked|\bac (?:was |kept )?dripping|(?:under|next to) a heater that was/,
    area: 'management',
    noun: (_t, folded) => (/dripping/.test(folded) ? 'the AC dripping onto your table' : 'the temperature in the room'),
  },
  {
    key: 'high-chair',
    test: /\bno high ?chairs?\b|(?:didn'?t|did not|don'?t) have (?:a |any )?high ?chairs?/,
    area: 'management',
    noun: () => 'not having high chairs',
  },
  {
    key: 'order',
    // "ordered a large pepperoni, got a medium veggie", "sent garlic naan instead of plain".
    test: /\bordered (?:a |an |the )?[a-z ]{2,30}?,? (?:and )?(?:got|received|they sent|was given) (?:a |an |the )(?!call|text|refund|message)[a-z ]{2,30}|\bsent (?:us |me )?(?:a |an |the )?[a-z ]{2,25} instead of\b|\binstead of (?:the |a |an )?[a-z ]{2,20} (?:we|i) ordered/,
    area: 'kitchen',
    noun: () => 'the mistake with your order',
  },
  {
    key: 'order',
    // "When they finally came they were wrong": what came was not what was ordered.
    test: /\b(?:they|both|both of them|it|everything) (?:were|was) (?:both |all |completely |totally )?wrong\b(?! about)/,
    within: /\b(?:came|arrived|order|ordered|delivered|brought|served)\b/,
    area: 'kitchen',
    noun: () => 'the mistake with your order',
  },
  {
    key: 'doneness',
    // "Ordered medium, got a well done hockey puck": cooked other than asked.
    test: /^(?:and |but )?(?:got|received|was served|were served) (?:a |an |it |them )?(well[- ]done|overcooked|cremated|raw|rare|medium[- ]rare|medium[- ]well|medium|grey|gray|blue)\b/,
    within:
      /\b(?:ordered|asked for|requested)\b (?:it |mine |my \w+ |the \w+ |a \w+ )?(?:rare|medium[- ]rare|medium|medium[- ]well|well[- ]done|pink|blue)\b/,
    area: 'kitchen',
    noun: (_t, folded, sentence) => {
      const got =
        /(well[- ]done|overcooked|cremated|raw|rare|medium[- ]rare|medium[- ]well|medium|grey|gray|blue)\b/.exec(
          folded,
        )?.[1];
      const asked =
        /\b(?:ordered|asked for|requested) (?:it |mine |(?:a|an|my|the|our) (?:\w+ )??)?(medium[- ]rare|medium[- ]well|medium|rare|well[- ]done|pink|blue)\b/.exec(
          sentence,
        )?.[1];
      return got && asked ? `your order coming out ${got} when you'd asked for ${asked}` : 'how your order was cooked';
    },
  },
  {
    key: 'order',
    // "Ordered a large pepperoni, got a medium veggie": the second half of the sentence.
    test: /^(?:and )?(?:got|received|they sent|was given) (?:a |an )(?!call|text|refund|message|table|seat)[a-z]+/,
    within: /\bordered (?:a |an )[a-z]+/,
    area: 'kitchen',
    noun: () => 'the mistake with your order',
  },
  {
    key: 'doneness',
    // "NY strip ordered medium rare, came out well done".
    test: /^(?:and )?(?:it )?(?:came|arrived|was served)(?: out)? (?:well done|well-done|grey|gray|overcooked|hard|medium|rare|raw)\b/,
    within: /\bordered (?:it |\w+ )?(?:medium rare|medium|rare|pink|over easy|runny)\b/,
    area: 'kitchen',
    noun: (text) =>
      /steak|strip|ribeye|filet|sirloin|burger|lamb|duck/i.test(text)
        ? 'your steak not being cooked the way you asked'
        : 'your order not being cooked the way you asked',
  },
  {
    key: 'no-drink-offered',
    test: /\bno (?:drinks?|water) (?:were |was )?offered\b|(?:nobody|no one|never) offered (?:us )?(?:a |any )?(?:drinks?|water)/,
    area: 'floor',
    noun: () => 'not being offered a drink while you waited',
  },
  {
    key: 'few-seats',
    // "only 14 seats so book ahead": a tip for other guests, not a complaint.
    unless:
      /\b(?:book|booking|get there|arrive|come|go) (?:ahead|early)|expect to (?:queue|wait)|worth (?:it|the wait)|(?:don'?t|didn'?t|do not|did not) (?:care|mind)|suits (?:me|us) (?:fine|just fine|perfectly)|\b(?:slow|busy|quiet|dead|empty)\b[^.]{0,30}\bwith only\b/,
    test: /\bonly (?:(?:have|has|had|got) )?(?:\d+|one|two|three|four|five|a few|a couple of|a handful of) (?:little |small |tiny |picnic )?(?:tables?|seats|stools)\b(?! (?:so book|but it'?s worth))|barely any (?:seats|seating|tables|stools)|\bnever a (?:seat|table)\b|no chance (?:at|of getting|of) a (?:table|seat)|\bmaybe (?:\d+|four|five|six) (?:seats|stools|tables)\b|not (?:enough|many) (?:seats|tables)|no ?where to sit|\bno (?:seats|seating|tables) (?:left|inside|at all)|\bseating is (?:like |just |only )?(?:\d+|a few|two|three|four|five) (?:stools|seats|chairs|tables)\b|\bate (?:it )?on the (?:curb|kerb)\b/,
    area: 'management',
    noun: (_t, folded) =>
      /\b(?:tiny|small|little) (?:place|spot|room|cafe|shop)|(?:place|spot|room) is (?:tiny|small)/.test(folded)
        ? 'how small the place is'
        : 'how few seats there are',
  },
  {
    key: 'service-collapse',
    test: /\bservice (?:fell apart|went downhill|went to pieces|collapsed|fell off a cliff)/,
    area: 'floor',
    noun: (_t, folded) =>
      /\bbusy\b/.test(folded) ? 'the service falling apart once it got busy' : 'the service falling apart',
  },
  {
    key: 'staff-nowhere',
    test: /\b(?:staff|servers?|waiters?|waitress(?:es)?|nobody|no one|everyone) (?:were|was) (?:nowhere|no where)\b|couldn'?t find (?:a|any|our) (?:server|waiter|waitress|staff member)|\bno (?:staff|one|server|waiter) in sight\b/,
    area: 'floor',
    noun: () => 'how hard it was to find anyone to help',
  },
  {
    key: 'missing-half',
    // "got half our order", "half the order was missing".
    test: /\b(?:got|received|only got|came with) (?:about |like )?half (?:of )?(?:our|my|the) order\b|\bhalf (?:of )?(?:our|my|the) order (?:was |were )?(?:missing|never (?:came|arrived)|didn'?t (?:come|arrive))/,
    area: 'kitchen',
    noun: () => 'half your order missing',
  },
  {
    key: 'missing-item',
    // "missing the egg rolls we paid for", "garlic bread missing", "no soy sauce or chopsticks in the bag".
    test: /\bmissing (?:the |our |my |a |an )?([a-z]+(?: [a-z]+)?) (?:we|i) (?:paid for|ordered)|(?:^(?:and |but |plus |also )?|\band )missing (?:the |our |my )([a-z]+(?: (?!i\b|we\b|that\b|which\b)[a-z]+)?)\b|^(?:the |our |my )?((?!and\b|but\b|plus\b|also\b)[a-z]+(?: (?!and\b|but\b)[a-z]+)?) (?:was |were )?missing\b|\b(?:spring rolls|egg rolls|sides?|sauce|drinks?|fries|chips|cutlery|napkins|chopsticks|bread|rice) (?:we (?:ordered|paid for) )?(?:weren'?t|wasn'?t|were not|was not) (?:even )?in the bag/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const m =
        /\bmissing (?:the |our |my |a |an )?([a-z]+(?: [a-z]+)?) (?:we|i) (?:paid for|ordered)|(?:^(?:and |but |plus |also )?|\band )missing (?:the |our |my )([a-z]+(?: (?!i\b|we\b|that\b|which\b)[a-z]+)?)\b|^(?:the |our |my )?((?!and\b|but\b|plus\b|also\b)[a-z]+(?: (?!and\b|but\b)[a-z]+)?) (?:was |were )?missing\b|\b(spring rolls|egg rolls|sides?|sauce|drinks?|fries|chips|cutlery|napkins|chopsticks|bread|rice) (?:we (?:ordered|paid for) )?(?:weren'?t|wasn'?t|were not|was not)/.exec(
          folded,
        );
      // "order was missing the naan": what the order was missing.
      const bagMissed =
        /\b(?:order|bag|box|delivery|takeout|takeaway) (?:was |were )?missing (?:the |our |my |a |an )?([a-z]+(?: (?!and\b|but\b)[a-z]+)?)/.exec(
          folded,
        )?.[1];
      const what = bagMissed ?? m?.slice(1).find(Boolean);
      return what && !/^(?:it|they|we|something|stuff|things|order|bag|box|delivery|takeout|takeaway)$/.test(what)
        ? `the ${what} missing from your order`
        : 'the items missing from your order';
    },
  },
  {
    key: 'no-system',
    test: /\bno system\b|(?:line|queue)(?:'s| is| was| were) (?:always |just )?(?:a )?(?:mess|chaos|shambles|free for all|free-for-all)/,
    area: 'floor',
    noun: () => 'how disorganised the queue was',
  },
  {
    key: 'chase',
    test: /\bhad to chase (?:up )?(?:a |the |our |my )?(refund|order|food|bill|check|drinks?|sides?|plantain|garlic bread|[a-z]+ (?:order|refund))\b/,
    area: 'floor',
    noun: (_t, folded) =>
      `having to chase your ${/\bhad to chase (?:up )?(?:a |the |our |my )?([a-z]+(?: (?:order|refund))?)/.exec(folded)?.[1] ?? 'order'}`,
  },
  {
    key: 'few-pieces',
    test: FEW_PIECES,
    area: 'kitchen',
    noun: (_t, folded) => fewPiecesNoun(folded),
  },
  {
    key: 'dish-that-was',
    test: DISH_THAT_WAS,
    area: 'kitchen',
    noun: () => '',
    clause: (folded) => {
      const m = DISH_THAT_WAS.exec(folded);
      return m?.[1] && m[2] && m[3] ? `the ${m[1]} ${m[2]} ${m[3]}` : undefined;
    },
  },
  {
    key: 'time-limit',
    test: /\b(?:\d+|one|two|three)[- ]?(?:hrs?|hours?|mins?|minutes?) (?:table |time |sitting |laptop |wifi )?(?:limit|slot)\b|had to (?:leave|go|give (?:up|back) the table) (?:at|after) (?:the )?(?:\d+|one|two)[- ]?(?:hrs?|hours?|mins?|minutes?)(?: mark)?|for the next (?:seating|sitting|booking)\b|\bturn(?:s|ed|ing)? (?:the )?tables (?:at|after|every) (?:\d+|one|two)|\b(?:needed|wanted) (?:the|our) table back\b|\btable back after\b|\btable (?:was|is) needed back\b|kick(?:s|ed)? (?:you|us) out (?:on the dot|at exactly|right at)|(?:bookings?|reservations?) only (?:get|gets|give|gives) you (?:\d+|one|two|three) (?:hours?|hrs?)/,
    area: 'floor',
    // "felt like they wanted the table back": hurried, not a limit the guest was told of.
    noun: (_t, folded, sentence) =>
      /limit|slot|sitting|seating|booked for|\d|\b(?:one|two|three)\b/.test(`${folded} ${sentence}`)
        ? 'the time limit on your table'
        : 'how rushed you felt',
  },
  {
    key: 'card-minimum',
    test: new RegExp(
      String.raw`\bno cards? (?:under|below|for less than)\b|\b(?:don'?t|dont|do not|won'?t) take cards? (?:under|below|for less than) ${MONEY}?\d|\bcard minimum\b|\bminimum (?:spend )?(?:on|for) cards?\b`,
    ),
    area: 'management',
    noun: () => 'the minimum spend on cards',
  },
  {
    key: 'cash',
    test: new RegExp(
      String.raw`cash[- ]only|only (?:take|takes|accept|accepts) cash|cash or (?:debit|card) only|card (?:machines?|readers?) (?:was |were |is |are )?['"‘’]?(?:down|broken|not working|offline)|(?:only take|only takes?|card only|cards only)[^.]{0,25}\bno cash\b|\bno cash (?:accepted|taken)\b|^(?:and |but )?no cash\W*$|(?:don'?t|dont|do not|doesn'?t|won'?t) take (?:cards?|card payments?|debit)\b(?! (?:under|below|for (?:less than|under)) ${MONEY}?\d)|\b(?:only|just) card(?: payments?)?\b(?! machine| over| above)|\bcard only\b(?! over| above| for orders)`,
    ),
    // "Cash only so bring bills", "cash only and it's small but what a great little spot": said in passing; an ATM
    // that charges a fee is a complaint of its own.
    // "cash only which is annoying in this day and age but there's an atm next door": still a complaint.
    unless: new RegExp(
      String.raw`^(?!.*\b(?:annoying|a pain|frustrating|ridiculous|this day and age|in 20\d\d|wasn'?t working|not working|out of order|broken)\b).*(?:(?:there'?s|there is|they have|they've got|has|with|but)(?! no\b)[^.]{0,15}\batm\b(?![^.]{0,40}(?:charg|fee|${MONEY}))|\batm (?:inside|on site|next door|nearby|round the corner|across the street)\b(?![^.]{0,40}(?:charg|fee|${MONEY}))|no (?:big )?(?:deal|problem)|heads up|\bso (?:walk with|bring|carry|have) (?:it|some|cash|money)\b|which is fine|fine (?:by|with) me|no biggie|\b(?:take|takes|accept|accepts) cards? now\b|\bnow (?:take|takes|accept|accepts) cards?\b|\b(?:used to be|last time it was|no longer) cash[- ]only\b|that'?s fine|cash only (?:and|but) (?:it'?s |its )?(?:small|tiny|worth)|bring (?:cash|bills|notes|money|some|rupees|euros|dollars|quid|pesos|rand|cedis)(?![^.]{0,30}card (?:machines?|readers?)))`,
    ),
    area: 'management',
    noun: (_t, folded, sentence) =>
      /cash or (?:debit|card) only|\bno credit(?: cards?)?\b/.test(sentence)
        ? 'not taking every card'
        : /\b(?:only|just) card\b|\bcard only\b/.test(folded) && !/\bcash only\b/.test(folded)
          ? 'not taking cash'
          : /\bno cash\b/.test(sentence)
            ? 'not taking cash'
            : /card (?:machines?|readers?)/.test(folded)
              ? 'the card machine being down'
              : new RegExp(String.raw`\batm\b[^.]{0,40}(?:charg|fee|${MONEY})`).test(sentence)
                ? 'the cash-only rule and the ATM fee'
                : // "cash only, which is annoying": a rule the guest knew of and disliked, not a surprise.
                  /\b(?:annoying|a pain|frustrating|ridiculous|this day and age|in 20\d\d)\b/.test(sentence)
                  ? 'only taking cash'
                  : 'the cash-only surprise',
  },
  {
    key: 'no-option',
    // "no oat milk", "no veggie options at all": what the guest wanted and could not have.
    test: /\bno (?:oat|almond|soy|soya|coconut|plant[- ]based|dairy[- ]free|lactose[- ]free) milk\b|\bno decaf\b|\bno (?:veggie|vegetarian|vegan|gluten[- ]free|gf) (?:options?|choices?|dishes|mains)\b|\b(?:they |we )?(?:don'?t|dont|do not|doesn'?t) (?:do|serve|sell|have|offer) (?:any )?(?:gravy|curry sauce|chips|decaf|desserts?|bread|brunch|vinegar|halal|kids meals)\b/,
    area: 'management',
    noun: (_t, folded) => {
      const dont =
        /(?:don'?t|dont|do not|doesn'?t) (?:do|serve|sell|have|offer) (?:any )?((?:gravy|curry sauce|chips|decaf|desserts?|bread|brunch|vinegar|halal|kids meals))\b/.exec(
          folded,
        )?.[1];
      if (dont) return `not having ${dont}`;
      return `not having ${/\bno ((?:oat|almond|soy|soya|coconut|plant[- ]based|dairy[- ]free|lactose[- ]free) milk|decaf|(?:veggie|vegetarian|vegan|gluten[- ]free|gf) (?:options?|choices?|dishes|mains))\b/.exec(folded)?.[1] ?? 'what you wanted'}`;
    },
  },
  {
    key: 'fire-out',
    test: /\bfire (?:wasn'?t|wasnt|was not|isn'?t|not|never) (?:even )?(?:lit|on|going)\b|\bno fire (?:lit|on|going)\b/,
    area: 'management',
    noun: () => 'the fire not being lit',
  },
  {
    key: 'rushed-order',
    test: /\b(?:rush(?:ed|ing)?|hurr(?:ied|ying)|push(?:ed|ing)?) (?:us|me) to order\b/,
    area: 'floor',
    noun: () => 'being rushed to order',
  },
  {
    key: 'not-moved',
    // "asked to move and was told no despite empty tables".
    test: /(?:asked|wanted) (?:to|if we could) (?:move|change tables?|swap tables?)\b|(?:wouldn'?t|refused to|won'?t) (?:let us )?move us\b/,
    within: /\b(?:told no|said no|refused|wouldn'?t|couldn'?t|weren'?t allowed|wasn'?t allowed|won'?t)\b/,
    area: 'floor',
    noun: () => 'not being moved when you asked',
  },
  {
    key: 'short-list',
    unless: /\bbut (?:good|great|well|excellent|lovely|solid|interesting|really good)\b|well[- ]chosen|curated/,
    test: /\b(beer|wine|drinks?|cocktail|tap) (?:list|selection|menu) (?:is|was|'s) (?:a bit |pretty |quite |very |really |so |a little |weirdly |kinda |kind of |surprisingly )?(?:short|small|limited|thin)\b|\bonly (?:\d+|five|four|three|six) (?:beers? )?on tap\b/,
    area: 'bar',
    noun: (_t, folded) =>
      `the short ${/\b(beer|wine|drinks?|cocktail) (?:list|selection|menu)/.exec(folded)?.[1]?.replace(/^drinks?$/, 'drinks') ?? 'beer'} list`,
  },
  {
    key: 'split-charge',
    test: new RegExp(
      String.raw`\bcharg(?:e|es|ed|ing) (?:you |us |me )?(?:${MONEY}\s?\d+(?:\.\d+)? )?(?:to|for) (?:split|splitting|share|sharing) (?:a |the |one )?(?:plate|dish|meal|entree|main)\b|\b(?:split|sharing) (?:plate )?(?:charge|fee)\b`,
    ),
    area: 'management',
    noun: () => 'the charge for splitting a plate',
  },
  {
    key: 'noise',
    test: /\bmusic (?:was|is) (?:a bit|bit|a little|way|far|just|rather) (?:too )?much\b/,
    area: 'floor',
    noun: () => 'how loud the music was',
  },
  {
    key: 'wrong-size',
    // "not the size we paid for, those were smalls not larges".
    test: /\bnot the size (?:we|i) (?:paid|ordered|asked) for\b|\bsmalls? not larges?\b|\bsmaller than (?:what )?(?:we|i) (?:paid|ordered) for\b/,
    area: 'kitchen',
    noun: () => 'not getting the size you paid for',
  },
];
