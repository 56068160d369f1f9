import { MONEY } from './money.ts';
import type { Cue } from './complaint-cues.ts';
import { RUDE_WHEN_ASKED } from './complaint-vocabulary.ts';

/** "$36 for a risotto that was chalky": the dish, its verb and, in five words or fewer, what was wrong. */
const PRICED_DISH = new RegExp(
  String.raw`${MONEY}\s?\d+(?:\.\d+)? (?:for (?:a |an |the )?)?(?!for\b|that\b|this\b|it\b|a\b|an\b)([a-z]+(?: [a-z]+)?) (?:that|which) (was|were|tasted|tastes|is|are) (?!(?:totally |perfectly |pretty |very |a bit |bit )?(?:fair|reasonable|fine|good|great|decent|worth|rich|steep|dear|expensive|pricey|a lot|too much)\b)([a-z0-9%]+(?: [a-z0-9%]+){0,4}?)(?= (?:is|was|are|were|felt|feels|seems?|for|at)\b|[.,!?]|$)`,
);

/** "the charcuterie could do with more bread": the dish (if named just before) and what it wanted more of. */
const NOT_ENOUGH =
  /(?:(?:the |our |my )?([a-z]+(?: [a-z]+){0,2}?) (?:is good but |was good but |but )?)?could (?:do with|use|have used|have done with) (?:a bit |a little |some |a lot )?more ([a-z]+)/;

/** "ranch could be better", "chips could've been crispier": the thing the guest wanted more of. */
const COULD_BE =
  /\b(?!it\b|that\b|this\b|things?\b|everything\b|service\b|tho\b|though\b|but\b|and\b|just\b)((?:(?:flat|long|iced|hot|salsa|house|side) )?[a-z]+) could(?:'ve| have)? (?:be|been) (?:a bit |a little |a touch |a tad |slightly |much |way )?(better|crispier|hotter|warmer|fresher|bigger|quicker|faster|stronger|colder|tastier|cheaper|thicker|crunchier|juicier|saucier|spicier|saltier|sweeter|softer|larger)\b/;

/** "floor could use a mop", "place could be cleaner", "toilets need a clean": what needs cleaning. */
const NEEDS_CLEAN =
  /\b([a-z]+) (?:could|can) (?:use|do with) a (?:mop|clean|wipe|sweep|good clean|wipe down|hoover)|\b([a-z]+) could be cleaner|\b([a-z]+) (?:needs?|needed|(?:were|was|are|is) needing) (?:a )?(?:good |proper |deep |serious |real )?(?:clean(?:ing)?|going[- ]over|scrub)\b|\b(toilets?|restrooms?|bathrooms?|loos?) (?:needs?|needed) (?:some |serious |urgent )?attention/;

/** A person on the team as a guest names one in a complaint about their manner ("the barista", "our server"). */
const ROLE =
  '(?:staff|server|servers|waiter|waitress|waitstaff|barista|baristas|bartender|bartenders|host|hostess|cashier|manager|guy|girl|lady|woman|man|team)';

/** The role a guest named, for the reply's noun; `fallback` where they named none. */
function roleIn(folded: string, fallback: string): string {
  const role = new RegExp(`\\b(${ROLE})\\b`).exec(folded)?.[1];
  if (role === undefined || /^(?:guy|girl|lady|woman|man|team|staff|waitstaff)$/.test(role)) return fallback;
  return `our ${role.replace(/(?<=er|ista|tender)s$/, '')}`;
}

/**
 * Complaints about the room and about how a request was handled, which blind readers found replies passing over:
 * the bathrooms, flies, the Wi-Fi, a tip added without asking, a request the kitchen ignored, fewer items than
 * ordered, the same mistake again, a promised candle forgotten, a cold welcome, a dismissive answer, forgetful
 * service, refills that never came.
 */
export const ROOM_CUES: readonly Cue[] = [
  {
    key: 'bathroom',
    test: /(?:bathroom|restroom|toilet|loo|washroom|ladies|gents)s? (?:which |that )?(?:is |are |was |were )(?:honestly |really |absolutely |properly |pretty |so |very )?(?:a |an |in )?(?:a )?(?:\w+ )?(?:crime scene|disgusting|gross|filthy|dirty|nasty|horrible|horrendous|state|mess|disaster|grim)|(?:toilet|bathroom|restroom|loo|stall) doors? (?:doesn'?t|does not|didn'?t|won'?t|wouldn'?t|don'?t) (?:even )?(?:lock|close|shut)|no (?:lock|soap|toilet paper|loo roll|paper towels) (?:on|in) the (?:bathroom|restroom|toilet|loo|door)|(?:bathroom|restroom|toilet|loo|washroom)s? (?:was |were )?(?:out of|had no|with no) (?:soap|toilet paper|loo roll|paper towels?)|\bno soap\b[^.]{0,40}\b(?:broken )?lock\b|\bbroken lock on the (?:cubicle|stall|toilet|loo|door)/,
    area: 'management',
    noun: (_t, folded) =>
      /doors? (?:doesn'?t|does not|didn'?t|won'?t|wouldn'?t|don'?t)/.test(folded)
        ? 'the bathroom door not locking'
        : 'the state of the bathrooms',
  },
  {
    key: 'tableware',
    test: /(?:grimy|grubby|dirty|filthy|greasy|sticky|smeared|stained|chipped|cracked|unwashed|lipstick on (?:the|my|our)) (?:chopsticks|cutlery|utensils|forks|knives|spoons|glasses|glass|cups|cup|mugs|mug|menus|plates|plate|silverware)|(?:chopsticks|cutlery|utensils|forks|glasses|cups|mugs|menus|plates|silverware) (?:were|was|are|is) (?:\w+ )?(?:grimy|grubby|dirty|filthy|greasy|sticky|smeared|stained|chipped|cracked)/,
    area: 'management',
    noun: (_t, folded) => {
      const what =
        /\b(chopsticks|cutlery|utensils|forks|knives|spoons|glasses|glass|cups|cup|mugs|mug|menus|plates|plate|silverware)\b/.exec(
          folded,
        )?.[1] ?? 'tableware';
      return /chipped|cracked/.test(folded) ? `the chipped ${what}` : `the state of the ${what}`;
    },
  },
  {
    key: 'worn-room',
    test: /(?:it'?s|place is|place was|looks|looking|decor is|decor was|decor'?s|interior is|room is|a bit|bit) (?:a bit |a little |quite |pretty |kinda |very |looking |getting )?(?:shabby|run[- ]down|dated|worn out|tatty|grotty|dingy)\b|\b(?:place|pub|room|decor|interior|fit-?out|building|venue)(?: is| was|'s| still)?(?: looks?| looking| looked| getting)?(?: a bit| a little| quite| pretty| kinda| very| rather| bit)? tired\b|\bdark and dingy\b|\bdingy (?:inside|interior|room|dining room)\b|(?:needs|could (?:use|do with)) (?:a )?(?:refresh|lick of paint|makeover|refurb|updating|facelift)/,
    area: 'management',
    noun: () => 'the room looking worn',
  },
  {
    key: 'stiff-service',
    test: /service (?:was |is |felt )?(?:a bit |a little |quite |rather |slightly |kinda )?(?:stiff|robotic|impersonal|frosty)/,
    area: 'floor',
    noun: (_t, folded) => `the service feeling ${/(stiff|robotic|impersonal|frosty)/.exec(folded)?.[1] ?? 'stiff'}`,
  },
  {
    key: 'tableware',
    test: /(?:plates?|glasses|cutlery|cups?|mugs?|forks|bowls?) (?:were |was )?still wet|dried (?:egg|food|sauce) on/,
    area: 'management',
    noun: () => 'the state of the plates',
  },
  {
    key: 'wait',
    // "Service friendly but slow": the pace, said after praise.
    test: /^slow\b(?! ?-?(?:cooked|roasted|braised|smoked|cooker|cook))/,
    within: /\b(?:service|staff|server|waiter|waitress|kitchen|team|ladies|lads|running it|working)\b/,
    area: 'floor',
    noun: () => 'the slow service',
  },
  {
    key: 'flies',
    test: /\b(?:lots of|loads of|so many|plenty of|tons of) flies\b|\b(?:mosquitoes|mozzies) in the\b|\bflies (?:everywhere|all over|buzzing|around|on (?:the|our|my) (?:table|food))|(?:fruit )?flies (?:were )?everywhere|swatting flies|\b(?:mosquitoes|mozzies|midges|gnats|wasps|bugs) (?:ate (?:us|me) alive|everywhere|were (?:brutal|awful|terrible|everywhere|relentless|something else)|all over)/,
    area: 'management',
    // "mosquitoes ate us alive outside": the insects by the name the guest used.
    noun: (_t, folded) => `the ${/\b(mosquitoes|mozzies|midges|gnats|wasps|bugs)\b/.exec(folded)?.[1] ?? 'flies'}`,
  },
  {
    key: 'wifi',
    test: /\bwi-?fi password changes\b|\bwi-?fi password (?:is|was) (?:a |like a )?(?:state )?(?:secret|mystery)\b|\b(?:have|had) to buy something to get (?:it|the wi-?fi)\b|wi-?fi (?:always |kept |keeps |was |is )?(?:drops out|dropping|cutting out|cut out|down|not working|so slow|slow|terrible|awful|spotty|patchy|useless)|wi-?fi (?:didn'?t|doesn'?t|does not|did not|never|won'?t) work(?:s|ed)?|\b(?:wi-?fi|internet) (?:was|is) (?:down|broken|useless|terrible|rubbish)\b|no wi-?fi/,
    area: 'management',
    // "the wifi never worked": what was wrong with it, where the guest said.
    noun: (_t, folded) =>
      /\b(?:wi-?fi|internet)\b (?:never|didn'?t|did not|doesn'?t|does not|won'?t|wasn'?t|isn'?t) (?:works?|working|worked|connects?|on)\b|wi-?fi (?:was |is )?not working/.test(
        folded,
      )
        ? 'the wifi not working'
        : 'the wifi',
  },
  {
    key: 'cash',
    test: /cash preferred|prefer(?:s|red)? cash|cash (?:is )?(?:strongly )?preferred/,
    // "Cash preferred" alone at the end: a note to other guests, not a complaint.
    unless: /no (?:big )?(?:deal|problem)|heads up|fair enough|(?:^|[.!] )cash preferred\W*$/,
    area: 'management',
    noun: () => 'being asked to pay in cash',
  },
  {
    key: 'fee',
    test: /added (?:an? |the )?(?:\d+ ?% )?(?:tip|gratuity)|(?:tip|gratuity) (?:was |got )?(?:added )?automatically|automatic(?:ally)? (?:added )?(?:\d+ ?% )?(?:tip|gratuity)|auto[- ]?(?:tip|grat\b)|(?:tip|gratuity) (?:was |got )?auto[- ]?added|default (?:\d+ ?% )?tip|tip (?:screen|prompt)|(?:card machine|machine|ipad|terminal) (?:then )?asked (?:us |me )?for a tip|tip on top/,
    area: 'management',
    noun: () => 'the tip being added to your bill',
  },
  {
    key: 'request',
    test: /(?:(?:asked|ask) for|(?:we|i) said) (?:it )?(?:thai hot|extra hot|hot|spicy|extra spicy|none|no|mild|extra|light|without|less|gluten[- ]free|dairy[- ]free|vegan|oat|decaf|regular|whole milk|full fat|skimmed|skim|\w+ on the side)\b/,
    // The guest says what came instead, in the same sentence ("asked for no onions, got extra onions").
    within: /\b(?:got|came|was|still|anyway|arrived|brought|served|sent|gave|put)\b/,
    // "rude when I asked for no chilli": how the asking was answered, not an order made wrong.
    unless: new RegExp(String.raw`\b(?:no problem|happily|gladly|accommodat|sorted)|${RUDE_WHEN_ASKED.source}`),
    area: 'kitchen',
    noun: () => 'your order not being made the way you asked',
  },
  {
    key: 'order',
    test: /ordered (?:\d+|two|three|four|five|six) \w+/,
    within: /ordered (?:\d+|two|three|four|five|six) \w+[^.]{0,15}\bgot (?:\d+|one|two|three|four|five)\b/,
    area: 'kitchen',
    noun: () => 'the items missing from your order',
  },
  {
    key: 'wrong-again',
    test: /(?:gotten|got|been given|received|given) the wrong (\w+) (?:\d+|two|three|four|several|multiple) times/,
    area: 'floor',
    noun: (_t, folded) => `getting the wrong ${/the wrong (\w+)/.exec(folded)?.[1] ?? 'order'} more than once`,
  },
  {
    key: 'promise-forgot',
    test: /(?:said|promised|told us|told me) (?:they'?d|they would|to|that they'?d) (?:do|bring|put|add|sing)\b|forgot (?:the |our |my )?(?:candle|sparkler|cake|song)\b|\b(?:candle|sparkler|cake|song|dessert|drinks?|round) (?:they|he|she|the \w+) (?:had )?(?:promised|offered)\b/,
    within: /\b(?:forgot|never (?:did|came|happened|showed))\b/,
    area: 'floor',
    noun: (_t, _folded, sentence) => {
      const what = /\b((?:birthday |free )?(?:candle|sparkler|cake|song|note|message|dessert|drinks?|round))\b/.exec(
        sentence,
      )?.[1];
      return what ? `the ${what} we promised being forgotten` : 'what we promised being forgotten';
    },
  },
  {
    key: 'occasion-missed',
    // "Booked for our anniversary, said it on the booking, nothing": the occasion the guest told us of, unmarked.
    test: /\b(?:(?:said|mentioned|noted|put|wrote) (?:it|that|this)|told (?:them|you)(?: about it)?) (?:on|in|when|at) (?:the )?(?:booking|reservation|booked|booking form)\b/,
    within: /\b(?:nothing|no one|nobody|not (?:even )?(?:a|acknowledged|mentioned)|never)\b/,
    area: 'floor',
    noun: (_t, _folded, sentence) => {
      // "my husband's birthday" → "your husband's birthday".
      const whose = /\b(?:my|our) ((?:\w+(?:'s|’s) )?(?:anniversary|birthday|engagement|graduation|retirement))\b/.exec(
        sentence,
      )?.[1];
      const occasion = /\b(anniversary|birthday|engagement|graduation|retirement)\b/.exec(sentence)?.[1] ?? 'occasion';
      return `your ${whose ?? occasion} going unmarked`;
    },
  },
  {
    key: 'cold-welcome',
    test: new RegExp(
      `${ROLE} (?:\\w+ ){0,3}(?:don'?t|didn'?t|doesn'?t|never|did not|does not) (?:really |even |once )?(?:smile|say (?:a word|hello|hi|anything)|greet|acknowledge|seem to want to be there|want to be there)|${ROLE} (?:was|were|is|are) (?:a (?:little|bit) |kind of |kinda |quite |rather |very |so )?(?:cold|frosty|unwelcoming|standoffish|icy|curt|unfriendly)\\b`,
    ),
    area: 'floor',
    noun: (_t, folded) => `the cold welcome from ${roleIn(folded, 'our team')}`,
  },
  {
    key: 'dismissive',
    test: /(?:was|were|seemed|being) (?:really |very |so |quite |a bit |kind of |kinda )?dismissive|brushed (?:off )?(?:my|our) question/,
    area: 'floor',
    noun: (_t, folded) =>
      /when (?:i|we) asked|(?:my|our) question/.test(folded)
        ? 'the dismissive answer to your question'
        : `the dismissive attitude from ${roleIn(folded, 'our team')}`,
  },
  {
    key: 'forgetful',
    test: /\bforgetful\b/,
    within: /\b(?:service|server|waiter|waitress|staff|bartender|team)s?\b/,
    area: 'floor',
    noun: () => 'the things that were forgotten',
  },
  {
    key: 'refills',
    test: /refills? (?:were|was|are|is) (?:basically |practically )?(?:non[- ]?existent|nowhere to be (?:seen|found)|never offered|rare)|no refills|refills (?:stopped|dried up|ended)|(?:pot|glass|glasses|cup|cups|teapot) (?:of \w+ )?(?:\w+ )?(?:sat|stayed|was|were|left|went) (?:\w+ )?empty|never (?:got|offered|brought) (?:a |any |us |me )?refills?/,
    area: 'floor',
    noun: () => 'the refills that never came',
  },
  {
    key: 'all-at-once',
    test: /(?:came|arrived|brought|served|turned up|landed) (?:out )?all at (?:once|the same time)|all (?:came|arrived) at (?:once|the same time)/,
    area: 'kitchen',
    noun: () => 'everything arriving at once',
  },
  {
    key: 'tv',
    test: /(?:tvs?|screens?) (?:didn'?t|did not|wouldn'?t|weren'?t|wasn'?t) (?:have |put |showing |show |on )|wouldn'?t put the (?:game|match) on|(?:game|match) (?:wasn'?t|was not|not) on/,
    area: 'management',
    noun: () => 'the game not being on',
  },
  {
    key: 'restock',
    test: /\b(?:needed|needs|need) (?:restocking|refilling|topping up)/,
    area: 'floor',
    noun: (_t, folded) => {
      const what = /\b([a-z]+(?: bar| station)?) (?:needed|needs|need) (?:restocking|refilling|topping up)/.exec(
        folded,
      )?.[1];
      return what && !/^(?:it|that|this|they|which)$/.test(what)
        ? `the ${what} not being restocked`
        : 'things not being restocked';
    },
  },
  {
    key: 'out-of-step',
    test: /\b[a-z]+ (?:came|arrived|turned up) (?:out )?(?:\d+ ?min\w* |ages |way |long )?after (?:the|our|my) [a-z]+|(?:came|arrived|turned up) (?:out )?(?:at different times|in (?:a )?random order|one at a time)/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const m =
        /\b([a-z]+) (?:came|arrived|turned up) (?:out )?(?:\d+ ?min\w* |ages |way |long )?after (?:the|our|my) ([a-z]+)/.exec(
          folded,
        );
      return m?.[1] && m[2] && !/^(?:it|they|he|she|food|we|i)$/.test(m[1])
        ? `the ${m[1]} arriving after the ${m[2]}`
        : 'the dishes not arriving together';
    },
  },
  {
    key: 'left-unserved',
    test: /\b(?:we|i) (?:ended up |just )?(?:left|walked out)(?: after [^.]{0,20})? without (?:food|eating|being served|our food|ordering|a meal)/,
    area: 'floor',
    noun: () => 'you leaving without being served',
  },
  {
    key: 'driver-lost',
    test: /driver (?:couldn'?t|could not|didn'?t|did not|never) (?:find|locate)/,
    area: 'delivery',
    noun: () => 'the driver not finding you',
  },
  {
    key: 'never-came',
    test: /\b(?:our|my) (?!server|waiter|waitress|food|order|delivery|driver|meal|table|check|bill)([a-z]+) never (?:came|arrived|showed up|turned up)/,
    area: 'kitchen',
    noun: (_t, folded) => `the ${/\b(?:our|my) ([a-z]+) never/.exec(folded)?.[1] ?? 'order'} that never came`,
  },
  {
    key: 'priced-dish',
    // "$36 for a risotto that was chalky and underseasoned": the dish's fault, beside its price.
    test: PRICED_DISH,
    area: 'kitchen',
    noun: () => '',
    clause: (folded) => {
      const m = PRICED_DISH.exec(folded);
      if (!m?.[1] || !m[2] || !m[3]) return undefined;
      const verb = m[2] === 'is' ? 'was' : m[2] === 'are' ? 'were' : m[2] === 'tastes' ? 'tasted' : m[2];
      return `the ${m[1]} ${verb} ${m[3]}`;
    },
  },
  {
    key: 'needs-clean',
    test: NEEDS_CLEAN,
    area: 'management',
    noun: (_t, folded) => `the ${NEEDS_CLEAN.exec(folded)?.slice(1).find(Boolean) ?? 'place'} needing a clean`,
  },
  {
    key: 'not-enough',
    test: NOT_ENOUGH,
    area: 'kitchen',
    noun: (_t, folded) => {
      const m = NOT_ENOUGH.exec(folded);
      const what = m?.[2] ?? 'of it';
      // "mac n cheese could use more cheese": the dish it was wanted on, where the guest names it.
      const dish = m?.[1]?.trim();
      return dish && !/^(?:it|they|this|that|which|but|and|the|place|service)$/.test(dish)
        ? `the ${dish} needing more ${what}`
        : `there not being enough ${what}`;
    },
  },
  {
    key: 'abrupt',
    test: /(?:service|staff|server|waiter|waitress|host|hostess|bartender)s? (?:(?:was|were|is|are) )?(?:a bit |quite |very |rather |really |kinda |a little )?(?:abrupt|curt|brusque|short with us)|^(?:a )?(?:bit|little) (?:abrupt|curt|brusque)\b/,
    // "Service was fast, bit curt": the word said of the service after a comma.
    within: /\b(?:service|staff|server|waiter|waitress|host|hostess|bartender)/,
    area: 'floor',
    noun: () => 'how abrupt the service was',
  },
  {
    key: 'annoyed',
    test: /seemed (?:really |a bit |quite |very |so )?(?:annoyed|irritated|put out|bothered|fed up)/,
    area: 'floor',
    noun: (_t, folded) =>
      /\b(?:asked|asking|questions?|requested)\b/.test(folded)
        ? 'our team seeming put out when you asked for things'
        : 'our team seeming put out',
  },
  {
    key: 'bill-extra',
    test: /(?:bill|check|tab|receipt) (?:came|arrived) with (?:someone|somebody|another table)(?: else)?'?s\b|added [^.]{0,40}\b(?:we|i) (?:never|didn'?t|did not) (?:order|ordered|have|had)\b[^.]{0,15}\b(?:bill|check|tab)|extra [a-z]+ on (?:it|the bill|the check|our bill)|(?:bill|check|receipt) (?:had|included|came with|showed) (?:an? |two |three |\d+ )?extra\b|(?:bill|check|receipt) (?:had|included|showed) [^.]{0,40}\b(?:we|i) (?:never|didn'?t|did not) (?:order|get|got|have|had)\b|extra [a-z]+(?: [a-z]+)? (?:we|i) (?:never|didn'?t|did not) order|charged (?:us |me )?for (?:a |an |two |three |\d+ )?[a-z]+ (?:we|i) (?:didn'?t|didnt|never|did not) (?:order|get|got|have|had|receive)/,
    area: 'management',
    noun: () => 'the mistake on your bill',
  },
  {
    key: 'unclean',
    // "looked like it hadn't been mopped in a week".
    test: /\b(?:hadn'?t|hasn'?t|had not|has not|not|never) been (?:mopped|swept|hoovered|hosed(?: down)?)\b/,
    area: 'management',
    noun: () => 'the state of the floor',
  },
  {
    key: 'charged-twice',
    // "charging double" is what other places cost, not a double charge.
    test: /\b(?:charged|charge|billed|ran|run) (?:us |me |my card |our card |the card )?(?:twice|two times)\b|\bcharged (?:us |me |my card )?double\b|double[- ]?charged/,
    area: 'management',
    noun: (_t, folded) =>
      /\btried to\b/.test(folded) ? 'the attempt to charge your card twice' : 'being charged twice',
  },
  {
    key: 'could-be-better',
    test: COULD_BE,
    area: 'kitchen',
    noun: () => '',
    // "sambar could be hotter" → "the sambar could have been hotter".
    clause: (folded) => {
      const m = COULD_BE.exec(folded);
      return m?.[1] && m[2] ? `the ${m[1].replace(/^tv(s?)$/, 'TV$1')} could have been ${m[2]}` : undefined;
    },
  },
  {
    key: 'refund',
    test: /refused (?:a |to )?(?:give (?:us |me )?a )?refund|\brefund (?:was |got )?(?:refused|denied|declined|rejected)\b|(?:wouldn'?t|would not|won'?t) (?:give (?:us |me )?a )?refund/,
    area: 'management',
    noun: () => 'the refund being refused',
  },
  {
    key: 'refund-pending',
    // "Refund still 'pending' 2 weeks later", "still waiting on our refund", "still waiting on my $26".
    test: new RegExp(
      String.raw`\brefund (?:is |was )?still (?:['‘"]?pending|not|hasn'?t|hasnt|waiting|nowhere)|still (?:waiting|waiting on|waiting for|chasing) (?:a |the |our |my )?refund|refund (?:never|hasn'?t|has not|hasnt) (?:came|come|arrived|gone through|turned up|shown up)|still (?:waiting (?:on|for)|chasing) (?:my|our|the) (?:money|${MONEY}\s?\d+(?:\.\d\d)?)\b`,
    ),
    area: 'management',
    noun: () => 'your refund still not coming through',
  },
  {
    key: 'seating',
    test: /(?:stools|chairs|seats|seating|benches|booths?) (?:get |are |were |was |is )?(?:a bit |really |very |quite |pretty |so )?(?:uncomfortable|uncomfy|hard|rickety|wobbly)|\bbackless stools\b|(?:stools|chairs|benches|seats) (?:are|were) (?:agony|murder|a killer)/,
    area: 'management',
    // "the stools are murder on the back": the seats by the guest's word for them.
    noun: (_t, folded) => `the ${/\b(stools|chairs|benches)\b/.exec(folded)?.[1] ?? 'seating'}`,
  },
  {
    key: 'not-working',
    // "the ladies was out of order": the ladies' toilet, never the ladies themselves.
    // "the lock on the ladies was broken" is the lock's fault, owned by the cue below.
    test: /(?<!\block on (?:the )?)\b(?:the )?(?:ladies|gents)'?(?: (?:loo|toilets?|room))? (?:was|were|is|are) (?:out of order|closed|locked|broken)\b/,
    area: 'management',
    noun: (_t, folded) =>
      `the ${/\bgents\b/.test(folded) ? 'gents' : 'ladies'}' toilet being ${/\b(?:ladies|gents)\b[^.]{0,20}\b(?:closed|locked)\b/.test(folded) ? 'closed' : 'out of order'}`,
  },
  {
    key: 'not-working',
    test: /\b(?:extractor(?: fans?)?|extraction(?: fans?)?|fans?|vents?|heater|heating|hand dryer|card machine|coffee machine|lift|elevator|lock|tap|restroom|bathroom|toilet|loo|mic|microphone)s?(?: (?:over|above|at|by|in) (?:our|the) (?:table|grills?|room))? (?:(?:don'?t|dont|doesn'?t|doesnt|didn'?t|didnt|isn'?t|wasn'?t|aren'?t|weren'?t) (?:really |even )?work(?:ing)?\b|(?:barely|hardly) work(?:s|ed)?\b|(?:was |were |is |are )?out of order|kept cutting out)/,
    area: 'management',
    noun: (_t, folded) =>
      `the ${/\b(extractor(?: fans?)?|extraction(?: fans?)?|fans?|vents?|heater|heating|hand dryer|card machine|coffee machine|lift|elevator|lock|tap|restroom|bathroom|toilet|loo|mic|microphone)(s?)(?: (?:over|above|at|by|in) (?:our|the) (?:table|grills?|room))? (?:don|doesn|didn|isn|wasn|aren|weren|barely|hardly|was out|were out|is out|are out|out of|kept)/.exec(folded)?.slice(1, 3).join('') ?? 'equipment'} not working`,
  },
  {
    key: 'uncleared',
    // "nobody cleared the tables": plates and trays left where guests sat.
    test: /\b(?:nobody|no one|no-one|never) (?:ever )?clear(?:ed|s)? (?:the |our |any )?(?:tables?|plates|dishes|trays)|\btables? (?:weren'?t|wasn'?t|not|never) (?:being )?(?:cleared|wiped)|\btables? (?:left|still) (?:uncleared|dirty|covered in)|\buncleared\b/,
    area: 'floor',
    noun: () => 'the tables not being cleared',
  },
  {
    key: 'hovering',
    // "Service attentive, maybe too attentive, asked if everything was ok about 6 times".
    test: /\b(?:too|overly|a bit too|almost too) attentive\b|\bhover(?:ed|ing) over (?:us|me|our table)\b|asked if everything was (?:ok|okay|alright|good) (?:about |like )?(?:\d+|five|six|ten) times/,
    area: 'floor',
    noun: () => 'being checked on more often than you wanted',
  },
  {
    key: 'picked-over',
    // "Salad bar looked picked over by 7", "the pastry case was picked over by 11".
    test: /\b(?:salad bar|buffet|pastry case|case|counter|display|trays?|cabinet|bakery case) (?:looked |was |were |is |gets |got )?(?:pretty |totally |already |all )?(?:picked over|picked clean|bare|empty|half empty)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the ${/\b(salad bar|buffet|pastry case|counter|display|trays?|cabinet|bakery case|case)\b/.exec(folded)?.[1] ?? 'counter'} being picked over`,
  },
  {
    key: 'grubby',
    // "Bit grubby inside", "bit sticky underfoot": the place needing a clean, said in passing.
    test: /\b(?:place|room|inside|it) (?:is|was|'s) (?:a bit |pretty |kinda |so |really )?(?:grubby|grimy|grotty)\b|\b(?:a )?(?:bit|little|tad) (?:grubby|grimy|dirty|sticky|tatty) (?:inside|underfoot|in there|in places)|\bsticky underfoot\b/,
    area: 'management',
    noun: () => 'the place needing a clean',
  },
  {
    key: 'course-order',
    // "they brought our mains before the starters".
    test: /\bmains? (?:came|arrived|came out|were brought|was brought) (?:out )?before (?:the |our )?(?:starters?|apps|appetizers|entrees)|\bbrought (?:our|the) mains? (?:out )?before (?:the |our )?(?:starters?|apps|appetizers)/,
    area: 'kitchen',
    noun: () => 'the mains coming out before the starters',
  },
  {
    key: 'course-order',
    // "Starters came with the mains": the courses' timing, not the starters' taste.
    test: /\b(?:starters?|apps|appetizers|entrees|soups?) (?:came|arrived|came out|were brought|was brought) (?:out )?(?:with|at the same time as|alongside) (?:the |our )?(?:mains?|entrees|main courses?)\b/,
    area: 'kitchen',
    noun: () => 'the starters coming out with the mains',
  },
  {
    key: 'bathroom-locked',
    // "Bathroom was locked, 'customers only'. I was one.": kept from a guest who had paid.
    test: /\b(?:bathroom|restroom|toilet|loo|washroom)s? (?:was |were |is |are |kept )?(?:locked|(?:for )?customers only|closed)/,
    area: 'management',
    // "Toilets closed 'for maintenance' too".
    noun: (_t, folded) => (/closed/.test(folded) ? 'the toilets being closed' : 'the bathroom being locked'),
  },
  {
    key: 'water-charge',
    test: /charged (?:us |me )?(?:\$\d+ |£\d+ )?for (?:tap )?water/,
    area: 'management',
    noun: () => 'being charged for tap water',
  },
  {
    key: 'seats-fouled',
    // "Seats outside covered in gull muck".
    test: /\b(?:seats|tables|benches|chairs)(?: outside)? (?:were |was |are |is )?(?:covered|caked|plastered) in (?:\w+ )?(?:muck|poo|poop|droppings|bird mess)/,
    area: 'management',
    noun: (_t, folded) =>
      `the state of the ${/\b(seats|tables|benches|chairs)\b/.exec(folded)?.[1] ?? 'seats'}${/outside/.test(folded) ? ' outside' : ''}`,
  },
  {
    key: 'carts',
    test: /carts? kept (?:skipping|missing|passing|ignoring) (?:us|our table|over us)|carts? (?:came|come|went) (?:by |round |around )?(?:slowly|rarely|once)|carts? (?:barely|rarely|never|hardly) (?:came|come|made it)/,
    area: 'floor',
    noun: () => 'how slowly the carts came round',
  },
];
