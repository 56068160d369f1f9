import { MONEY } from './money.ts';
import type { Cue } from './complaint-cues.ts';
import { PRICE_TAKEN_BACK } from './complaint-vocabulary.ts';

/** "love paying for fries that never showed up": the item that was paid for and never came. */
const PAID_FOR_NEVER_CAME =
  /\b(?:paying|paid|charged) for (?:the |our |my |an? )?([a-z]+(?: [a-z]+)?) (?:that|which) never (?:showed up|came|arrived|turned up)\b/;

/** "they now charge 50p for butter", "even charging $2 for oat milk": a small thing newly charged for. */
const SMALL_CHARGE = new RegExp(
  String.raw`\b(?:(?:now|even|also) charg(?:e|es|ing) (?:you |us |me )?(?:\d+p|\d+ ?cents|${MONEY}\s?\d+(?:\.\d+)?|a (?:quid|euro|dollar)) (?:extra )?for (?:the |a |an )?|charg(?:e|es|ing) (?:you |us |me )?(?:\d+p|\d+ ?cents|${MONEY}\s?\d+(?:\.\d+)?|a (?:quid|euro|dollar)) (?:extra for|for extra) (?:the |a |an )?)((?:fry |hot |extra |side |dipping )?(?:butter|sauce|sauces|dips?|bread|tap water|water|refills?|oat milk|milk|ice|ketchup|mayo|gravy|boxes|a box|bags?|cups?|sides?|toppings?))\b`,
);

/**
 * Complaints blind readers found replies passing over because the guest put them in passing: the phone nobody
 * answered, an item paid for that never came, prices doubled, a room that "gets loud", benches "like sitting on a
 * church pew", tables crammed in, a birthday they told us about and nobody marked, a steak "well done, not medium",
 * a cart still setting up an hour after it should have opened, a dish sent back and "thrown back on the grill", the
 * eye roll a guest got when they asked.
 */
export const ASIDE_CUES: readonly Cue[] = [
  {
    key: 'never-came',
    test: PAID_FOR_NEVER_CAME,
    area: 'delivery',
    noun: (_t, folded) => `the ${PAID_FOR_NEVER_CAME.exec(folded)?.[1] ?? 'item'} that never arrived`,
  },
  {
    key: 'price',
    unless: PRICE_TAKEN_BACK,
    test: /\b(?:doubled|tripled|hiked|jacked up|bumped up) (?:the |their |all the )?prices?\b|\bprices? (?:have |has )?(?:doubled|tripled|gone up again|went up again)\b/,
    area: 'management',
    noun: () => 'the higher prices',
  },
  {
    key: 'noise',
    test: /\b(?:could|can) (?:barely|hardly) hear (?:each other|ourselves|one another|a thing|anything)\b|\b(?:gets?|got|getting) (?:really |so |very |super |crazy |pretty |way too )?loud\b|\bclub (?:volume|level)\b/,
    area: 'management',
    noun: (_t, folded) => (/\bmusic\b/.test(folded) ? 'how loud the music was' : 'the noise'),
  },
  {
    key: 'seating-hard',
    test: /\blike sitting on (?:a )?(?:church pews?|pews?|rocks?|a plank|concrete|bricks)\b|\b(?:bench(?:es)?|bench seat(?:s|ing)?) (?:is|are|was|were) (?:so |really |very |pretty |super |a bit )?(?:hard|uncomfortable|uncomfy|brutal)\b|\b(?:stools?|chairs?|benches|seats?|seating)\b[^.]{0,30}\b(?:kill|kills|killed|wreck|wrecks|murder) (?:your|my|our) backs?\b|\bhard (?:wooden )?(?:benches|chairs|stools)\b/,
    area: 'management',
    noun: () => 'how uncomfortable the seating was',
  },
  {
    key: 'cramped',
    test: /\bcram(?:s|med|ming)? (?:in )?(?:too many|so many|as many) (?:tables|people|seats|covers)\b|\bbump(?:ed|ing)? elbows\b|\belbow to elbow\b|\btables (?:are |were |is )?(?:very |so |really |a bit )?(?:squashed|squished|crammed) (?:in|together)\b/,
    area: 'management',
    noun: () => 'how cramped it was',
  },
  {
    key: 'ignored',
    test: /\b(?:seemed to |kind of |kinda |sort of )?forget about (?:us|me)\b/,
    area: 'floor',
    noun: () => 'being forgotten about',
  },
  {
    key: 'occasion-missed',
    test: /\btold (?:them|the staff|our server|the server|staff)(?: \w+){0,3} (?:it was|it's|its) (?:a |my |our |her |his )?(?:\w+(?:'s)? )?(?:birthday|anniversary)\b/,
    within: /\bnothing\b|\bno (?:candle|card|dessert|song|mention|acknowledg\w*)\b|\bnobody (?:said|did)\b/,
    area: 'floor',
    noun: (_t, folded) => `the ${/anniversary/.test(folded) ? 'anniversary' : 'birthday'} going unmarked`,
  },
  {
    key: 'doneness',
    test: /\bwell[- ]done\b|\b(?:more|over) (?:done|cooked) than (?:we|i) (?:asked|ordered|wanted|requested)\b/,
    within:
      /\bwell[- ]done,? (?:not|instead of) (?:medium|rare|medium rare|pink)\b|\b(?:more|over) (?:done|cooked) than (?:we|i) (?:asked|ordered|wanted|requested)\b/,
    area: 'kitchen',
    noun: (_t, _f, sentence) => {
      const meat = /\b(steak|prime rib|burger|lamb|duck|pork chop)\b|\b(?:strip|ribeye|rib-eye|filet|sirloin)\b/.exec(
        sentence,
      );
      return `your ${meat ? (meat[1] ?? 'steak') : 'order'} not being cooked the way you asked`;
    },
  },
  {
    key: 'opened-late',
    test: /\bsupposed to (?:open|be open) at\b|\bstill setting up\b|\bopened (?:\d+ (?:min\w*|hours?) |an hour |half an hour )?late\b|\b(?:wasn'?t|was not|weren'?t) open (?:at|by|when)\b/,
    area: 'management',
    noun: () => 'not opening on time',
  },
  {
    key: 'sent-back',
    test: /\b(?:threw|put|tossed|chucked|slapped) it (?:straight )?back on the (?:grill|griddle|flat ?top|pan|heat)\b/,
    area: 'kitchen',
    noun: () => 'how the dish you sent back was handled',
  },
  {
    key: 'eye-roll',
    test: /\b(?:got|get|given|received) (?:an |the |a big |a )?eye[- ]?roll\b/,
    area: 'floor',
    noun: () => 'the eye roll you got',
  },
  {
    key: 'ignored',
    test: /\b\d+ ?(?:min\w*|mins?) before (?:anyone|anybody|someone|a server|staff) (?:even )?(?:brought|came|took|gave|handed)\b/,
    area: 'floor',
    noun: () => 'how long you were left waiting for attention',
  },
  {
    key: 'manager-absent',
    test: /\bmanager (?:was )?nowhere\b|\bmanager (?:didn'?t|did not) (?:even )?(?:stop|pop) (?:by|over|round)\b|\bmanager never (?:stopped|popped) (?:by|over|round)\b/,
    area: 'management',
    noun: () => 'no manager coming to help',
  },
  {
    key: 'shade',
    test: /\b(?:no|zero) shade\b|\bnot (?:enough|much) shade\b|\bno (?:umbrellas|awning|cover)\b(?= (?:on|in|at|outside))/,
    // "no cover on the display case": the food uncovered, not the sun.
    unless: /\bno cover (?:on|over) (?:the )?(?:display|case|food|cakes?|counter|pastries|buffet)\b/,
    area: 'management',
    noun: () => 'the lack of shade outside',
  },
  {
    key: 'delivery-cold',
    test: /\b(?:sauce|broth|soup|gravy|curry|drink|coffee)\b[^.]{0,20}\b(?:leaked|spilled|spilt) (?:all )?(?:in|into|over|through) (?:the )?bag\b/,
    area: 'delivery',
    noun: (_t, folded) =>
      `the ${/\b(sauce|broth|soup|gravy|curry|drink|coffee)\b/.exec(folded)?.[1] ?? 'sauce'} leaking in the bag`,
  },
  {
    key: 'dead-shellfish',
    test: /\b(?:half|a third|most|some|a lot|lots|loads) (?:of )?(?:them|the (?:crawfish|crayfish|mussels|clams|oysters)) (?:were|was) dead\b|\bstraight tails\b/,
    within: /\bcraw(?:fish|dads)|crayfish|mussels|clams|oysters\b/,
    area: 'kitchen',
    noun: (_t, _f, sentence) =>
      `the dead ${/\b(crawfish|crayfish|mussels|clams|oysters)\b/.exec(sentence)?.[1] ?? 'crawfish'}`,
  },
  {
    key: 'valet',
    test: new RegExp(
      String.raw`\bvalet\b[^.]{0,40}\b(?:took|waited|forever|ages|\d+ ?min)|\bvalet (?:is|was|costs?|charged?) ${MONEY}?\d+`,
    ),
    area: 'management',
    noun: () => 'the valet',
  },
  {
    key: 'wait',
    test: /\b(?:but|except|just) (?:that|the|this) (?:line|queue)\s*[.!]|\b\d+(?:\.\d+)? ?(?:hours?|hrs?) in (?:line|the line|the queue|july|august|the heat)\b/,
    area: 'floor',
    noun: () => 'the long line',
  },
  {
    key: 'few-seats',
    test: /\b(?:seating|seats|tables) (?:is|are|was|were) (?:very |pretty |quite |a bit |super |really )?limited\b|\blimited (?:seating|seats)\b/,
    area: 'management',
    noun: () => 'how few seats there are',
  },
  {
    key: 'menu-cut',
    test: /\bcut (?:the|their) menu (?:in half|down|right back)\b|\b(?:menu|options) (?:has been|was|got|is) (?:cut|halved|slashed)\b/,
    area: 'management',
    noun: () => 'the smaller menu',
  },
  {
    key: 'phone',
    test: /\b(?:a )?(?:bit of a |long )?wait(?:ing)? on the phone\b|\b(?:left|put|kept) (?:us |me )?on hold\b/,
    area: 'management',
    noun: () => 'the wait on the phone',
  },
  {
    key: 'wait',
    // "Bit of a wait on a Saturday but worth it": the wait taken back.
    unless:
      /\bworth (?:it|the wait)\b|\bmove[sd]? (?:fast|quick)|\b(?:didn'?t|don'?t) mind\b|\bno biggie\b|\bunderstandabl|\bbuzzer\b|\bwhich says something\b|\b(?:but |tho |though )?(?:quick|fast|moves quick\w*) once\b|\bbut (?:it )?(?:moves?|moved|goes|went) (?:fast|quick)/,
    test: /\b(?:can be|there'?s|there can be|(?:a )?bit of) a (?:bit of a )?(?:wait|queue|line)\b(?! on the phone)/,
    area: 'floor',
    noun: () => 'the wait',
  },
  {
    key: 'price',
    unless: PRICE_TAKEN_BACK,
    test: /\b(?:little|bit|lil|tad|lot) pricier\b|\bpricier than (?:it used to be|before|last time|it was)\b/,
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'byo',
    test: /\bno byob?\b|\bnot byob?\b|\b(?:don'?t|doesn'?t|do not) (?:do|allow) byob?\b/,
    area: 'management',
    noun: () => 'not being able to bring your own',
  },
  {
    key: 'few-seats',
    // "ate standing up but honestly don't care", "tables were filthy so we ate in the car": no complaint of seats.
    unless:
      /\b(?:don'?t|didn'?t|did not|do not) (?:really )?(?:care|mind)\b|\bworth it\b|\bso good\b|\bfilthy\b|\bdirty\b|\bsticky\b/,
    test: /\b(?:need|needs) more (?:seating|seats|tables)\b|\b(?:ate|eat|eating|had to eat|had to stand) (?:standing|stood|on the (?:sidewalk|pavement|curb|kerb)|in (?:my|the|our) car)\b/,
    area: 'management',
    noun: () => 'how few seats there are',
  },
  {
    key: 'wait',
    test: /\bline (?:was|is) (?:like |about |around |easily )?\d+ ?min\w*\b|\bso \d+ ?min(?:ute)?s?\b/,
    unless: /\bworth (?:it|the wait)\b|\bmove[sd]? (?:fast|quick)/,
    area: 'floor',
    noun: (_t, folded) => {
      const minutes = /\b(\d+) ?min/.exec(folded)?.[1];
      return minutes ? `the ${minutes}-minute wait` : 'the wait';
    },
  },
  {
    key: 'spice',
    test: /\bbarely a tingle\b|\bnowhere near (?:hot|spicy|hot enough|spicy enough)\b|\bnot (?:even )?(?:a little |remotely |at all )?spicy\b|\bno kick\b/,
    area: 'kitchen',
    noun: () => 'the spice level',
  },
  {
    key: 'sold-out',
    test: /\b(?:half|most) (?:of )?(?:what (?:i|we) (?:asked|wanted|ordered)(?: for)?|the menu) (?:was |were )?(?:out|unavailable|off|gone|sold out)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      /\bwhat (?:i|we) (?:asked|wanted|ordered)/.test(folded)
        ? 'so much of what you asked for being unavailable'
        : 'so much of the menu being unavailable',
  },
  {
    key: 'picked-over',
    test: /\b(salsa bar|salad bar|buffet|bakery case|pastry case|display|hot bar)\b[^.]{0,20}\bpicked over\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the ${/\b(salsa bar|salad bar|buffet|bakery case|pastry case|display|hot bar)\b/.exec(folded)?.[1] ?? 'counter'} being picked over`,
  },
  {
    key: 'price',
    unless: PRICE_TAKEN_BACK,
    test: new RegExp(String.raw`\bwish (?:it|they|the \w+) (?:wasn'?t|weren'?t) ${MONEY}\s?\d`),
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'no-option',
    test: /\bwish (?:they|you) (?:did|had|offered|served|made) (?:a |an |some )?(?:gluten[- ]free|vegan|vegetarian|veggie|dairy[- ]free|halal|kids?)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `not having a ${/\b(gluten[- ]free|vegan|vegetarian|veggie|dairy[- ]free|halal|kids?)\b/.exec(folded)?.[1]?.replace(' ', '-') ?? 'suitable'} option`,
  },
  {
    key: 'instant-coffee',
    test: /\bcoffee (?:is|was|'s) (?:just |only )?instant\b|\binstant coffee\b/,
    unless: /\b(?:not|n'?t) instant\b/,
    area: 'kitchen',
    noun: () => 'the instant coffee',
  },
  {
    key: 'annoyed',
    // "the lassie on the till couldnt have looked more bored": how uninterested the one serving seemed.
    test: /\bcould(?:n'?t|nt) have (?:looked|seemed|been) (?:any )?more (?:bored|fed up|uninterested|disinterested)\b|\blooked (?:so |totally |completely )?bored\b/,
    area: 'floor',
    noun: () => 'how uninterested our team seemed',
  },
  {
    key: 'menu-knowledge',
    // "girl serving hadnt a clue about the beers on tap", "didnt know how to make a basic Manhattan".
    test: /\b(?:hadn'?t|hadnt|had no|didn'?t have a) (?:a )?clue (?:about|what|which|how)\b|\b(?:didn'?t|didnt|did not) know (?:how to (?:make|pour)|what (?:the|was on|beers?|wines?)|which (?:beers?|wines?))\b/,
    area: 'floor',
    noun: (_t, folded) =>
      /\b(?:beers?|taps?|wines?|cocktails?|manhattan|martini|negroni|pints?|drinks?|whisk(?:e)?y)\b/.test(folded)
        ? 'our team not knowing the drinks'
        : 'our team not knowing the menu',
  },
  {
    key: 'asked-to-leave',
    // "they made us leave after 45 mins because theres a 'time limit at weekends'".
    test: /\b(?:made|asked|told) (?:us|me) (?:to )?leave after (?:\d+|an hour|half an hour)\b|\bkicked (?:us|me) out after (?:\d+|an hour|half an hour)\b/,
    area: 'floor',
    noun: () => 'being asked to leave after so short a time',
  },
  {
    key: 'closing',
    // "Menu says served till 3, arrived 2.15 and were told the kitchens closed": closed before the hours we give.
    test: /\bkitchen(?:'?s| (?:was|is|had))? (?:closed|shut)\b/,
    within: /\b(?:menu|sign|website|google) says\b|\b(?:served|serving|open) (?:till|until|to) \d/,
    area: 'management',
    noun: () => 'the kitchen closing before the time we give',
  },
  {
    key: 'closing',
    // "Only downside is they stop doing food at 7".
    test: /\bstop(?:s|ped)? (?:doing|serving) food (?:at|by|after) \d/,
    area: 'management',
    noun: () => 'the kitchen closing so early',
  },
  {
    key: 'small-charge',
    // "they now charge 50p for butter on the side": a charge for a small thing that used to come with it.
    test: SMALL_CHARGE,
    area: 'management',
    noun: (_t, folded) => `the charge for ${SMALL_CHARGE.exec(folded)?.[1] ?? 'extras'}`,
  },
  {
    key: 'stingy',
    // "the new owners cut back on the cream cheese big time": less of a thing than there used to be.
    test: /\bcut (?:back|down) on (?:the )?([a-z]+(?: cheese| sauce| meat| fillings?| toppings?)?)\b/,
    unless: /\bcut (?:back|down) on (?:the )?(?:sugar|salt|waste|plastic|noise|wait|prices?)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `how little ${/\bcut (?:back|down) on (?:the )?([a-z]+(?: cheese| sauce| meat| fillings?| toppings?)?)\b/.exec(folded)?.[1] ?? 'of it'} there was`,
  },
  {
    key: 'wobbly',
    // "the tables out there are wobbly and my coffee went everywhere".
    test: /\btables? (?:out there |outside |inside )?(?:are|were|is|was) (?:a bit |so |really |very )?(?:wobbly|rickety)\b/,
    area: 'management',
    noun: () => 'the wobbly tables',
  },
  {
    key: 'price',
    // "Pints are Temple Bar prices tho", "for Washington St prices I expect way more": prices named for a place.
    test: /\b(?:temple bar|airport|tourist|stadium|festival|theme park|royal mile|west end|mayfair|manhattan|london|city cent(?:re|er)|[a-z]+ (?:st|street|ave|avenue|square)) prices\b/,
    unless: PRICE_TAKEN_BACK,
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'brushed-off',
    // "the waitress argued with me that they were fine", "short changed us a fiver and denied it", "acted like I was
    // lying": how the guest was answered when they raised it.
    test: /\b(?:she|he|they|(?:the |our )?(?:waiter|waitress|server|staff|manager)) (?:said|told (?:me|us)|insisted) (?:that )?(?:it was|it's|they were|that's) (?:delivered|made|caught|fresh|cooked|normal|how it is)\b|\b(?:she|he|they|the \w+) (?:just )?shrugged\b(?! (?:it off and (?:fixed|sorted)))|\bgot (?:narky|shirty|arsey|stroppy) when (?:i|we) (?:pointed|mentioned|said|asked|raised|complained|told)\b|\bargued (?:with|w) (?:me|us)\b|\b(?:then|and) argued\b|\bargued when (?:i|we)\b|\b(?:acted|treated (?:me|us)) like (?:i|we) (?:was|were) (?:lying|making it up|a liar|liars)\b|(?:^|\band )denied it\b/,
    area: 'management',
    noun: () => 'the response you got when you raised it',
  },
  {
    key: 'slow-bar',
    // "Slow at the bar, one lad pulling pints for a packed room".
    test: /(?:^|\bbut |\bservice )slow (?:at|behind|from) the bar\b|\bbar service (?:was |is )?(?:so |really |very |painfully )?slow\b/,
    area: 'bar',
    noun: () => 'how slow the service at the bar was',
  },
  {
    key: 'new-owners',
    // "used to be a gem, gone downhill since the new owners": the change the guest blames, not the owners' conduct.
    test: /\b(?:used to be|was) (?:so much |much |a lot |way )?better (?:under|with) the (?:old|previous|last|original) (?:owners?|management)\b|\b(?:gone|went|going) (?:right )?downhill (?:since|under|with) (?:the )?new (?:owners?|management)\b|\b(?:since|under) (?:the )?new (?:owners?|management)\b[^.]{0,40}\b(?:downhill|not the same|worse|changed)\b/,
    area: 'management',
    noun: () => 'how things have changed under the new owners',
  },
  {
    key: 'table',
    // "the kitchen door swinging right by our table every 2 seconds": where the guest was seated.
    test: /\b(?:kitchen|toilet|bathroom|front|back) doors? (?:\w+ ){0,2}(?:swinging|banging|slamming|opening)\b[^.]{0,30}\b(?:by|next to|beside|near|into) (?:our|my|the) table\b/,
    area: 'floor',
    noun: () => 'the table you were given',
  },
  {
    key: 'rude-bare',
    // "the guy was rude when i fumbled my order", "barista w the mustache was pretty snippy when I asked about decaf",
    // "guy at the window yelled NEXT before I even finished ordering", "they gave me a hard time".
    test: /\b(?:the )?(?:guy|girl|lady|woman|man|dude|barista|cashier|counterman|counter guy)\b[^.,]{0,30}\b(?:was|got) (?:pretty |really |so |very |a bit |kinda |super )?(?:rude|snippy|curt|snotty|nasty)\b(?! (?:but|though|tho) (?:nice|lovely|friendly))|\byelled ['"‘“]?next['"’”]? (?:before|while|at)\b|\bgave (?:me|us) a hard time\b/,
    unless: /\bnot (?:rude|snippy)\b|\bnever rude\b/,
    area: 'floor',
    noun: () => 'how you were spoken to',
  },
  {
    key: 'price',
    // "prices jumped like 20%", "prices went up 15% this year".
    test: /\bprices? (?:have |has )?(?:jumped|went up|gone up|rose|risen|shot up|increased|crept up) (?:like |about |around |by |nearly |almost )?\d+ ?%/,
    unless: PRICE_TAKEN_BACK,
    area: 'management',
    noun: () => 'the higher prices',
  },
  {
    key: 'cold-middle',
    // "they reheat it for like 20 seconds so its still cold in the middle".
    test: /\b(?:it'?s|its|it (?:was|is|came)|(?:\d+|two|three|some|half) (?:of them )?were) (?:still |stone |ice )?cold in the (?:middle|centre|center)\b/,
    area: 'kitchen',
    noun: () => 'your food still being cold in the middle',
  },
  {
    key: 'request',
    // "had mayo when I said NO mayo", "used American when I asked for sharp prov": not made the way the guest asked.
    test: /\b(?:had|put|used|added|came with) (?!to\b|an? (?:real )?attitude\b)(?:\w+ ){1,3}when (?:i|we) (?:said no|asked for no|specifically (?:said|asked)|asked for (?:sharp|extra|light|no|the|it|a|an) \w+)/,
    area: 'kitchen',
    noun: () => 'your order not being made the way you asked',
  },
  {
    key: 'slow-service',
    // "Service slow on a tuesday with only 3 tables??": slow with the room nearly empty.
    test: /\bservice (?:was |is )?(?:so |really |very |painfully )?slow\b[^.]{0,30}\bwith only (?:\d+|one|two|three|four|a few) (?:tables?|people|customers|guests)\b/,
    area: 'floor',
    noun: () => 'how slow the service was on a quiet night',
  },
  {
    key: 'fee',
    // "they add 15% on Sundays which wasnt on the menu".
    test: /\badd(?:s|ed)? (?:a |an extra )?\d+(?:\.\d+)? ?% (?:on|for|at|to)\b/,
    area: 'management',
    noun: () => 'the surcharge added to your bill',
  },
  {
    key: 'price',
    // "$$ tho, family of 4 was $95", "$$$ for what it is".
    test: /(?:^|\s)\${2,4}(?= (?:tho|though|for what it is|but|and|now)\b)/,
    unless: PRICE_TAKEN_BACK,
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'picked-over',
    // "Pastry case was mostly empty by 10am on a saturday".
    test: /\b(?:pastry case|cake case|cabinet|display|shelves|counter) (?:was |is )?(?:mostly |half |nearly |almost |pretty much )?empty by\b/,
    area: 'kitchen',
    noun: () => 'the cabinet being picked over',
  },
  {
    key: 'price',
    // "the new owners have jacked the prices".
    test: /\b(?:have |has )?jacked (?:up )?(?:the |their )?prices?\b/,
    unless: PRICE_TAKEN_BACK,
    area: 'management',
    noun: () => 'the higher prices',
  },
  {
    key: 'cramped',
    // "the tables are crammed so close u hear everyones convo".
    test: /\btables? (?:are|were|is|was) (?:all )?crammed\b|\bcrammed (?:so |too )?close\b/,
    area: 'management',
    noun: () => 'how cramped it was',
  },
  {
    key: 'closing',
    // "Closed 40 min before the advertised time".
    test: /\bclosed (?:\d+ ?(?:min\w*|hours?)|an hour|half an hour|early) (?:before|ahead of) (?:the |their )?(?:advertised|posted|listed|stated|opening|closing|google) (?:time|hours|closing)\b/,
    area: 'management',
    noun: () => 'closing before the hours we give',
  },
  {
    key: 'not-working',
    // "the shake machine was 'down' again".
    test: /\b(shake|ice cream|soft serve|coffee|slushie|soda|frozen yogurt|froyo) machine (?:was|is) (?:\w+ )?['"‘“]?(?:down|broken|out of order|not working)\b/,
    area: 'management',
    noun: (_t, folded) =>
      `the ${/\b(shake|ice cream|soft serve|coffee|slushie|soda|frozen yogurt|froyo) machine\b/.exec(folded)?.[1] ?? 'shake'} machine being down`,
  },
  {
    key: 'outlets',
    // "only 4 outlets in the whole place tho so good luck if your laptops dying".
    test: /\b(?:only|barely any|hardly any|no|not enough|like) (?:\d+ |two |three |four |five )?(?:power )?(?:outlets|sockets|power points|plugs|charging points)\b|\b(?:nowhere|no where|no place) to (?:plug in|charge)\b/,
    area: 'management',
    noun: () => 'how few power outlets there are',
  },
  {
    key: 'cheaper',
    // "they switched to a cheaper bread, its chewy not crispy": the change, not "the cheaper bread" conceded.
    test: /\bswitched (?:over )?to (?:a |the )?cheaper (?:\w+ )?(?:bread|rolls?|buns?|cheese|beans|coffee|meat|beef|chicken|oil|tortillas?|ingredients)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the change to the ${/\bswitched (?:over )?to (?:a |the )?cheaper (?:\w+ )?(bread|rolls?|buns?|cheese|beans|coffee|meat|beef|chicken|oil|tortillas?|ingredients)\b/.exec(folded)?.[1] ?? 'recipe'}`,
  },
  {
    key: 'unwiped',
    // "like 5 tables and they're all dirty at lunch".
    test: /\bthey'?re all (?:dirty|filthy|sticky|gross|grubby)\b|\b(?:somebody|someone|some1|they) (?:needs?|should|could|has) to wipe (?:them|the tables?|it) (?:down|off)\b/,
    within: /\btables?\b/,
    area: 'management',
    noun: () => 'the tables not being cleaned',
  },
  {
    key: 'nowhere-to-wait',
    test: /\bno (?:bar|lounge|waiting area|space|room|where) to wait\b|\bnowhere to wait\b/,
    area: 'management',
    noun: () => 'having nowhere to wait',
  },
];
