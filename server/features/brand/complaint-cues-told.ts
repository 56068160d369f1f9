import { MONEY } from './money.ts';
import type { Cue } from './complaint-cues.ts';

/**
 * Complaints as the guest told them, which blind readers found replies passing over or misreading, in the wording of
 * guests from many regions: a price questioned, the wrong dish, a server who vanished, little attention, slow service
 * at weekends, being rushed out, chairs, parking, smoke at the door, a dish made hours before, food late by the clock,
 * one rasher, a face pulled, a table for an hour, a kitchen closed early, a short order, a spill, opening hours, an
 * order given to someone else, a bathroom out of supplies, a table too small, a mild dish too spicy, a remake no
 * better, dogs not allowed.
 */

/** "But $9 for a pint of IPA, really?": a price the guest questions, named as they named it (before the general price cue). */
export const QUESTIONED_PRICE: Cue = {
  key: 'price',
  test: new RegExp(String.raw`${MONEY} ?\d+(?:\.\d+)? for (?:a |an |one )?[a-z]+`),
  within: new RegExp(
    String.raw`${MONEY} ?\d+(?:\.\d+)? for (?:a |an |one )?(?:[a-z]+,? ){1,4}(?:really|seriously|come on)\?`,
  ),
  area: 'management',
  noun: (text) => {
    const what = new RegExp(
      String.raw`${MONEY} ?\d+(?:\.\d+)? for ((?:a |an |one )?(?:[A-Za-z]+ ){0,3}[A-Za-z]+),? (?:really|seriously|come on)\?`,
      'i',
    ).exec(text)?.[1];
    return what ? `the price of ${what.replace(/^one /, 'a ')}` : 'the prices';
  },
};

/** "Ordered bun bo hue and got pho": the wrong dish, named as the guest named both (before the general order cue). */
export const WRONG_DISH: Cue = {
  key: 'order',
  test: /\bgot (?:the |a |an )?[a-z]+(?: [a-z]+){0,2}(?=[.,!]|$| instead)/,
  within:
    /\bordered (?:the |a |an )?([a-z]+(?: [a-z]+){0,3}) and got (?:the |a |an )?([a-z]+(?: [a-z]+){0,2})(?=[.,!]|$| instead)/,
  unless:
    /\bgot (?:it|them|one|two|three|sick|home|there|back|nothing|ours|mine|the (?:bill|check)|a (?:refund|table|seat))\b/,
  area: 'kitchen',
  noun: (_t, _folded, sentence) => {
    const said =
      /\bordered (?:the |a |an )?([a-z]+(?: [a-z]+){0,3}) and got (?:the |a |an )?([a-z]+(?: [a-z]+){0,2})(?=[.,!]|$| instead)/.exec(
        sentence,
      );
    return said ? `getting ${said[2]} when you ordered ${said[1]}` : 'the mistake with your order';
  },
};

/** "Got the wrong curry": the wrong dish, named as the guest named it (before the general order cue). */
export const WRONG_ITEM: Cue = {
  key: 'order',
  test: /\b(?:got|given|brought|received|sent) (?:me |us )?the wrong ([a-z]+(?: [a-z]+)?)(?= and\b|[.,!]|$)/,
  unless: /\bwrong (?:address|street|building|house|door|table|name|change|bill|number)\b/,
  area: 'kitchen',
  noun: (_t, folded) =>
    `getting the wrong ${/\b(?:got|given|brought|received|sent) (?:me |us )?the wrong ([a-z]+(?: [a-z]+)?)(?= and\b|[.,!]|$)/.exec(folded)?.[1] ?? 'order'}`,
};

/**
 * Someone on the team gone for a while: after the general cue for being left waiting, so it is said only where that one
 * is not (beside a wait for the food, which the general one is taken to repeat).
 */
export const VANISHED: Cue = {
  key: 'vanished',
  // "our server Devin disappeared for like 20 min": the person gone, beside any wait for the food.
  test: /\b(server|waiter|waitress|bartender|barman)\b(?: [a-z]+)? (?:disappeared|vanished|went missing|went awol)\b/,
  area: 'floor',
  noun: (_t, folded) =>
    `our ${/\b(server|waiter|waitress|bartender|barman)\b(?: [a-z]+)? (?:disappeared|vanished|went missing|went awol)/.exec(folded)?.[1] ?? 'server'} disappearing`,
};

export const TOLD_CUES: readonly Cue[] = [
  {
    key: 'ignored',
    test: /\b(?:we |i )?barely (?:saw|see|seen) (?:her|him|them|our (?:server|waiter|waitress))\b|\bbarely (?:looked at|acknowledged|spoke to) (?:us|me)\b/,
    area: 'floor',
    noun: () => 'how little attention you got',
  },
  {
    key: 'slow-service',
    test: /\b(?:still|always|service(?: is| was| can be)?|it'?s|its|can be|gets) (?:a bit |bit |kinda |pretty |really |so |very )?slow (?:on|at|during) (?:the )?(weekends?|saturdays?|sundays?|brunch|lunch|dinner|busy (?:times|nights))\b/,
    area: 'floor',
    noun: (_t, folded) => {
      const when = /\bslow (?:on|at|during) (?:the )?([a-z]+(?: [a-z]+)?)/.exec(folded)?.[1] ?? '';
      return /^(?:weekends?|saturdays?|sundays?)$/.test(when) ? `the slow service on ${when}` : 'the slow service';
    },
  },
  {
    key: 'made-ahead',
    test: /\b(?:was|were) (?:clearly |obviously |definitely |probably )?made (?:hours|days|ages|a while) (?:before|ago|earlier)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const dish =
        /\b(?:the |my |our )?([a-z]+(?: [a-z]+)?) (?:was|were) (?:clearly |obviously |definitely |probably )?made (?:hours|days|ages|a while)/.exec(
          folded,
        )?.[1];
      return dish && !/^(?:it|they|this|that|which|food)$/.test(dish) ? `the ${dish} not being made fresh` : '';
    },
  },
  {
    key: 'patchy-service',
    test: /\bservice (?:was |is )?(?:a bit |bit |kinda |pretty |very |really |quite )?(?:spotty|patchy|hit and miss|hit or miss)\b/,
    area: 'floor',
    noun: () => 'the patchy service',
  },
  {
    key: 'no-table-service',
    test: /\bhad to (?:go|walk|get up and go) (?:up )?to the bar (?:for|to (?:order|get)) (?:our |a |the |more |another )?(?:\d\w* |next |second |third |another )?(?:round|drinks?|pints?|beers?|refills?)\b/,
    area: 'floor',
    noun: () => 'having to go to the bar for drinks',
  },
  {
    key: 'rushed',
    test: /\brush(?:es|ed)? (?:you|us|people|everyone) out\b|\b(?:they|staff) (?:kick|push|hurry) (?:you|us|people) out\b/,
    unless: /\b(?:never|don'?t|didn'?t|do not|did not|won'?t|no one|nobody) (?:\w+ )?rush/,
    area: 'floor',
    noun: () => 'being rushed out',
  },
  {
    key: 'seating',
    test: /\b(chairs|stools|seats|benches|booths)(?: are| were)? not (?:very |that |super |too |exactly )?(?:comfy|comfortable)\b/,
    area: 'management',
    noun: (_t, folded) => `the ${/\b(chairs|stools|seats|benches|booths)\b/.exec(folded)?.[1] ?? 'seating'}`,
  },
  {
    key: 'regretted',
    test: /\bregretted it\b/,
    within: /\b(?:tried|ordered|had|got) the ([a-z]+(?: [a-z]+){0,2}) and regretted it\b/,
    area: 'kitchen',
    noun: (_t, _folded, sentence) =>
      `the ${/\b(?:tried|ordered|had|got) the ([a-z]+(?: [a-z]+){0,2}) and regretted it\b/.exec(sentence)?.[1] ?? 'dish'} letting you down`,
  },
  {
    key: 'food-cold',
    // "Waited 45 min for wings, came out cold", "everything was barely warm": the food itself, not the wait.
    test: /(?:^|[,;]\s*|\band\s+|\bthen\s+)(?:it |they |everything |all )?came out (?:stone |ice )?cold\b|\b(?:everything|it all|the food|food) (?:was|arrived|came) (?:barely|only just|hardly) warm\b/,
    unless:
      /\b(?:beers?|drinks?|pints?|salad|gazpacho|dessert|ice cream|oysters?) (?:came out )?(?:stone |ice )?cold\b/,
    area: 'kitchen',
    noun: (_t, folded, sentence) => {
      const dish =
        /\bfor (?:the |our |my |a |an |two |three |\d+ )?([a-z]+)\b[^.]{0,30}\bcame out (?:stone |ice )?cold/.exec(
          sentence,
        )?.[1];
      if (/barely|only just|hardly/.test(folded)) return 'the food arriving barely warm';
      return dish && !/^(?:a|an|it|us|food|ages|over|about|like|\d+)$/.test(dish)
        ? `the ${dish} coming out cold`
        : 'the food coming out cold';
    },
  },
  {
    key: 'pace',
    test: /\b(?:\d+|two|three|four|five) ?(?:hrs?|hours?) (?:is|was) (?:a (?:long|looong|very long) time|too long|a lot|a long time to sit)\b/,
    area: 'kitchen',
    noun: () => 'how long the meal took',
  },
  {
    key: 'parking',
    test: /\b(?:impossible|hard|a nightmare|tough) to (?:find|get) (?:a )?(?:spot|space|parking space|place to park)\b/,
    within: /\bpark(?:ing)?\b|\blot\b|\bcar\b/,
    area: 'management',
    noun: () => 'the parking',
  },
  {
    key: 'smoke',
    test: /\b(?:people|someone|somebody|guys?|customers|staff|smokers) (?:were |was )?smoking (?:right )?(?:by|at|outside|near|next to|in front of) the (?:door|entrance|patio|tables?)\b/,
    area: 'management',
    noun: () => 'the smoking by the door',
  },
  {
    key: 'delivery-soggy',
    test: /\b(?:was|were) (?:mush|mushy|soggy|congealed|a soggy mess) by the time (?:it|they|we|i|the order) (?:came|arrived|got (?:here|there|home)|showed up|turned up)\b/,
    area: 'delivery',
    noun: (_t, folded) => {
      const said = /\b(?:the |my |our )?([a-z]+(?: [a-z]+)?) (?:was|were) (mush|mushy|soggy|congealed)/.exec(folded);
      return said && !/^(?:it|they|everything|food)$/.test(said[1] ?? '')
        ? `the ${said[1]} being ${said[2] === 'mush' ? 'mushy' : said[2]} by the time it arrived`
        : 'the state of your order when it arrived';
    },
  },
  {
    key: 'cramped',
    test: /\b(?:the )?(?:bar|room|space|place|seating|dining room)(?: area)? (?:is|was|'s) (?:a bit |kinda |pretty |really |super |quite |very )?tight\b/,
    area: 'management',
    noun: () => 'how cramped it was',
  },
  {
    key: 'spoiled-produce',
    test: /\b(?:salad|sandwich|burger|wrap|bowl|taco|plate)s? (?:had|came with) (?:brown|wilted|slimy|rotten|mouldy|moldy|old) (?:lettuce|leaves|greens|avocado|tomato(?:es)?|spinach)\b/,
    area: 'kitchen',
    noun: () => '',
    clause: (folded) => {
      const said =
        /\b(salad|sandwich|burger|wrap|bowl|taco|plate)s? (?:had|came with) (brown|wilted|slimy|rotten|mouldy|moldy|old) (lettuce|leaves|greens|avocado|tomato(?:es)?|spinach)\b/.exec(
          folded,
        );
      return said ? `the ${said[1]} had ${said[2]} ${said[3]}` : undefined;
    },
  },
  {
    key: 'seated-wrong',
    test: /\b(?:reservation|booked|reserved|booking|asked) (?:a table )?(?:for|on) (?:the |a )?(deck|patio|terrace|window|garden|balcony|rooftop|booth)\b[^.]{0,40}\b(?:sat|seated|put|stuck) us (?:inside|indoors|by|next to|at|in)\b/,
    area: 'floor',
    noun: (_t, folded) =>
      `not being seated ${/\b(?:for|on) (?:the |a )?(window|booth)\b/.test(folded) ? 'at' : 'on'} the ${
        /\b(?:for|on) (?:the |a )?(deck|patio|terrace|window|garden|balcony|rooftop|booth)\b/.exec(folded)?.[1] ??
        'table'
      } you booked`,
  },
  {
    key: 'wait',
    // "Booked for 7pm, food arrived at 8.15": the time between, said by the clock; the segment may hold only the arrival.
    test: /\b(?:food|mains|starters|it|dinner) (?:arrived|came|turned up|showed up) (?:at|around) \d{1,2}[.:]\d\d\b/,
    within:
      /\b(?:booked|reserved|table)\b[^.]{0,30}\b(?:for|at) \d{1,2}(?:[.:]\d\d)? ?(?:pm|am)?\b[^.]{0,40}\b(?:arrived|came|turned up|showed up) (?:at|around) \d{1,2}[.:]\d\d\b/,
    area: 'kitchen',
    noun: () => 'how long your food took to arrive',
  },
  {
    key: 'delivery',
    // "Ordered on Just Eat at 7, food turned up at 8.25 stone cold": the order by the clock, late and cold said once.
    test: /\b(?:food|it|order|delivery) (?:arrived|came|turned up|showed up) (?:at|around) \d{1,2}[.:]\d\d\b/,
    within:
      /\bordered\b[^.]{0,30}\bat \d{1,2}(?:[.:]\d\d)? ?(?:pm|am)?\b[^.]{0,40}\b(?:arrived|came|turned up|showed up) (?:at|around) \d{1,2}[.:]\d\d\b/,
    area: 'delivery',
    noun: (_t, _folded, sentence) =>
      /\b(?:stone |ice )?cold\b/.test(sentence)
        ? 'your order arriving late and cold'
        : 'how long your order took to arrive',
  },
  {
    key: 'parking',
    // "Parking sucks on a Friday night", "parking lot floods when it rains", "lot shared with the nail salon is always full".
    test: /^(?:the )?(?:parking|car ?park|parking lot|lot)\b[^.]{0,40}\b(?:sucks|is a pain|a pain|floods|flooded|always full|is always full|is a joke|a joke|terrible|awful|a nightmare|tough|limited|non-?existent|costly|expensive|pricey)\b/,
    unless: /\b(?:free|easy|plenty|no problem|never a problem)\b/,
    area: 'management',
    noun: () => 'the parking',
  },
  {
    key: 'bathroom',
    test: /\b(?:bathrooms?|toilets?|restrooms?|loos?) (?:are|is|were|was) (?:pretty |a bit |really |so )?rough\b|\bbring your own (?:tp|toilet (?:paper|roll)|loo roll)\b/,
    area: 'management',
    noun: () => 'the state of the bathrooms',
  },
  {
    key: 'served-out-of-turn',
    test: /\bserve (?:all )?(?:her|his|their) regulars first\b|\bserved (?:all )?(?:her|his|their|the) regulars (?:first|before (?:us|me))\b/,
    area: 'floor',
    noun: () => 'other guests being served before you',
  },
  {
    key: 'order-short',
    test: /\bgot (?:\d+|ten|eight|six|four)\b/,
    within:
      /\bpaid for (?:an? )?(\d+|twelve|ten|eight|six)(?:[- ]piece| [a-z]+)\b[^.]{0,40}\bgot (\d+|ten|eight|six|four)\b/,
    area: 'kitchen',
    noun: (_t, _folded, sentence) => {
      const said =
        /\bpaid for (?:an? )?(\d+|twelve|ten|eight|six)(?:[- ]piece| [a-z]+)\b[^.]{0,40}\bgot (\d+|ten|eight|six|four)\b/.exec(
          sentence,
        );
      return said ? `getting ${said[2]} pieces when you paid for ${said[1]}` : 'your order being short';
    },
  },
  {
    key: 'spilled',
    test: /\b(?:half |all )?(?:spilled|spilt|leaked|leaking)(?: all over| everywhere)? (?:in|into|all over) (?:the |my |our )?bag\b/,
    area: 'delivery',
    noun: () => 'your order arriving spilled',
  },
  {
    key: 'spice',
    // "Ordered 'mild' for my kids and it was hotter than the medium": the spice, never the room.
    test: /\b(?:hotter|spicier) than\b|\b(?:too|way too|far too) (?:hot|spicy)\b|\bburning\b/,
    within:
      /\b(?:ordered|asked for|got) ['"‘“]?mild['"’”]?(?=\W)[^.]{0,40}\b(?:hotter|spicier|too hot|too spicy|way too spicy|burning)\b/,
    area: 'kitchen',
    noun: () => 'the mild being far spicier than it should have been',
  },
  {
    key: 'heat',
    // "Bring a jacket, they keep it cold inside", "patio gets hot in the afternoon, no fans".
    test: /\bkeep it (?:so |really |very |super )?(?:cold|freezing|chilly|hot) (?:in there|inside|in here)\b|\bpatio (?:gets|got|was|is) (?:so |really |very |super |pretty )?(?:hot|boiling|roasting)\b/,
    area: 'management',
    noun: (_t, folded) => (/\bpatio\b/.test(folded) ? 'how hot the patio gets' : 'the temperature in the room'),
  },
  {
    key: 'closing',
    // "Only open till 8 which is a bit early", "only wish they'd open the upstairs area earlier".
    test: /\bonly (?:open|opens) (?:till|until|til|to) \d|\b(?:wish|if only) (?:they'?d|they would|they) open (?:the )?(?:[a-z]+ )?(?:area |bit |section )?(?:earlier|later|longer)\b/,
    area: 'management',
    noun: () => 'our opening hours not suiting you',
  },
  {
    key: 'order-given',
    test: /\bsomeone else (?:got|was given|took|walked off with) (?:my|our) (?:order|food|meal|meat|pizza)\b/,
    area: 'floor',
    noun: () => 'your order going to someone else',
  },
  {
    key: 'restock',
    test: /\b(?:was |were |ran )?out of (?:toilet paper|tp|loo roll|soap|paper towels?|hand towels?)\b|\bno (?:toilet paper|loo roll|soap) in the\b/,
    area: 'management',
    noun: (_t, folded) =>
      `the bathroom running out of ${/\b(toilet paper|tp|loo roll|soap|paper towels?|hand towels?)\b/.exec(folded)?.[1]?.replace(/^tp$/, 'toilet paper') ?? 'supplies'}`,
  },
  {
    key: 'one-bathroom',
    test: /\bone (?:bathroom|toilet|loo|restroom) for (?:the whole|the entire|all|everyone)\b|\bonly (?:the )?(?:one|1) (?:bathroom|toilet|loo|restroom)\b/,
    area: 'management',
    noun: () => 'having only one bathroom',
  },
  {
    key: 'table',
    test: /\b(?:squeezed|squashed|crammed|put|sat) us (?:at|on|onto|into|around) a (?:table|booth) for (?:\d|two|four|three)\b/,
    area: 'floor',
    noun: () => 'being squeezed onto a table too small for your party',
  },
  {
    key: 'annoyed',
    test: /\b(?:seemed|looked|was|were) (?:completely |totally |so |really )?(?:uninterested|disinterested)\b/,
    area: 'floor',
    noun: () => 'how uninterested our team seemed',
  },
  {
    key: 'heat',
    test: /\bwish it (?:wasn'?t|was not|weren'?t) so (?:hot|warm|stuffy|cold)\b/,
    area: 'management',
    noun: () => 'the temperature in the room',
  },
  {
    key: 'fee',
    // "R90 minimum spend per person was never mentioned when we booked".
    test: /\bminimum spend\b[^.]{0,40}\b(?:never|not|wasn'?t) (?:mentioned|told|said|explained)\b/,
    area: 'management',
    noun: () => 'the minimum spend nobody mentioned when you booked',
  },
  {
    key: 'out-of-step',
    test: /\b([a-z]+) (?:came|arrived|turned up) (?:out )?before the ([a-z]+)\b/,
    unless: /\bbefore the (?:rush|crowd|crowds|queue|line|game|show|movie|end|bill)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said = /\b([a-z]+) (?:came|arrived|turned up) (?:out )?before the ([a-z]+)\b/.exec(folded);
      return said && !/^(?:it|they|we|i|food)$/.test(said[1] ?? '')
        ? `the ${said[1]} arriving before the ${said[2]}`
        : 'the dishes not arriving together';
    },
  },
  {
    key: 'price',
    // "Cocktails R140 each though": a price named with a turn against it.
    test: new RegExp(String.raw`${MONEY}\s?\d+(?:\.\d+)? (?:each|a head|a pop|per person|pp)\b`),
    within: new RegExp(String.raw`${MONEY}\s?\d+(?:\.\d+)? (?:each|a head|a pop|per person|pp),? (?:tho|though)\b`),
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'price',
    // "the lobster roll was great but $32??", "for Johnson City prices its steep".
    test: new RegExp(
      String.raw`${MONEY}\s?\d+(?:\.\d+)?\s?\?{2,}|\b(?:it'?s|its|that'?s|thats) (?:a bit |pretty |kinda |quite |really )?steep\b`,
    ),
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'slow-service',
    test: /\b(?:a )?(?:little|bit|tad) slow when (?:it'?s|its|they'?re|theyre) (?:busy|packed|full|slammed)\b/,
    area: 'floor',
    noun: () => "the slow service when it's busy",
  },
  {
    key: 'price',
    // Rupees and ringgit written as a bare number: "charged 60 for a small extra butter", "450 for a small bowl",
    // "90 for a chai".
    test: /\bcharged (?:me |us )?\d{2,5}(?:\/-)?(?! (?:min|mins|minutes|people|of us|pax)\b)|(?<![\d.,$£€₹])\b\d{2,5}(?:\/-)? for (?:a |an |one )?(?:small|tiny|single|plate|bowl|chai|coffee|cup|glass|slice|piece|beer|pint)\b/,
    area: 'management',
    noun: () => 'the prices',
  },
  {
    key: 'bill-extra',
    // "Ordered 2 cocktails and got charged for 4".
    test: /\bcharged for (?:\d+|two|three|four|five|six)\b/,
    within:
      /\bordered (?:\d+|two|three|four|five)\b[^.]{0,40}\bcharged for (?:\d+|two|three|four|five|six)\b|\bcharged for (?:\d+|two|three|four|five|six) (?:[a-z]+ )?(?:instead of|when (?:we|i) (?:had|ordered))\b/,
    area: 'management',
    noun: () => 'being charged for more than you ordered',
  },
  {
    key: 'heat',
    // "Very hot inside", "restaurant hot and stuffy", "fan spinning full speed but still sweating", "no aircon".
    test: /^(?:very |so |really |super |quite )?(?:hot|stuffy|boiling) inside\b|\b(?:restaurant|place|room|shop|inside) (?:is |was )?(?:very |so |super |quite )?hot and stuffy\b|\bstill sweating\b|\bno (?:aircon|air ?con|a\/c|ac)\b|\b(?:room|place|restaurant|upstairs|downstairs|inside) (?:gets|got|was|is|can get) (?:very |really |so |quite |a bit |bit |far too |way too |too |unbearably )?(?:warm|hot|stuffy|sweaty)\b|\b(?:gets|got|was|is) (?:very |really |so |quite |a bit |bit |far too |way too |too |unbearably )?(?:warm|hot|stuffy|sweaty) in (?:there|here)\b/,
    // "the room was warm and cosy": as a guest wants it.
    unless: /\bwarm and (?:cosy|cozy|inviting|welcoming)\b/,
    area: 'management',
    noun: () => 'the temperature in the room',
  },
  {
    key: 'bill-extra',
    test: /\bcharged? for (?:\d+|two|three|four) [a-z]+ when (?:we|i) (?:ate|had|ordered) (?:\d+|one|two|three)\b/,
    area: 'management',
    noun: () => 'being charged for more than you ordered',
  },
  {
    key: 'fee',
    test: /\b(?:they )?charge(?:d)? (?:it |them |for it )?separately\b/,
    area: 'management',
    noun: () => 'the separate charge',
  },
  {
    key: 'no-prices',
    test: /\bno price(?:s)? (?:list|shown|on the menu|anywhere)\b|\bno price list\b|\bnobody told us the price\b|\bnever told us the price\b/,
    area: 'management',
    noun: () => 'prices not being shown up front',
  },
  {
    key: 'spice',
    test: /\b(?:a bit |bit |too |way too |abit )+(?:spicy|hot) for (?:the |my |our )?(?:kids|children|son|daughter|little ones?)\b/,
    area: 'kitchen',
    noun: () => 'the spice being too much for the children',
  },
  {
    key: 'closing',
    test: /\b(?:google|the website|the sign|facebook|the app) (?:says?|said|shows?|showed) (?:we(?:'re| were| are)? )?open\b/,
    within:
      /\bclosed\b[^.]{0,30}\b(?:even though|although|but|when) (?:google|the website|the sign|facebook|the app) (?:says?|said|shows?|showed) (?:we(?:'re| were| are)? )?open\b/,
    area: 'management',
    noun: () => 'being closed when we were listed as open',
  },
  {
    key: 'short-list',
    test: /\b(?:food |kids'? ?)?menu is (?:basically|just|only|literally) [a-z]+(?: and [a-z]+)?\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      /\bkids'? ?menu\b/.test(folded) ? "how limited the kids' menu is" : 'how limited the food menu is',
  },
  {
    key: 'brushed-off',
    test: /\b(?:no one|nobody|noone) (?:cared|seemed to care|bothered|gave a damn)\b/,
    area: 'floor',
    noun: () => 'the response you got when you raised it',
  },
  {
    key: 'remade-same',
    test: /\b(?:the )?(?:second|next|new) one was (?:exactly |just )?the same\b|\b(?:remake|replacement) was (?:exactly |just )?the same\b/,
    area: 'kitchen',
    noun: () => 'the remake being no better',
  },
  {
    key: 'dogs',
    test: /\bdogs? (?:aren'?t|are not|isn'?t|is not|not|no longer) allowed\b/,
    area: 'management',
    noun: () => 'not being able to bring your dog',
  },
  {
    key: 'few-pieces',
    test: /\bhad (?:only |just )?(?:one|1|a single) (rasher|slice|prawn|shrimp|scallop|meatball|piece|strip|sausage|wing)s? (?:of [a-z]+ )?in it\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `there being only one ${/\b(?:one|1|a single) ([a-z]+?)s? (?:of [a-z]+ )?in it\b/.exec(folded)?.[1] ?? 'piece'}`,
  },
  {
    key: 'annoyed',
    test: /\bcould(?:n'?t| not) have (?:looked|been|seemed|acted) (?:any )?less interested\b/,
    area: 'floor',
    noun: () => 'how uninterested our team seemed',
  },
  {
    key: 'brushed-off',
    // "Bit snotty with it too when I mentioned it", "got a face pulled at me" when asking for it redone.
    test: /\b(?:snotty|snippy|sniffy|stroppy|arsey|funny|off|defensive) (?:with (?:it|us|me)|about it)\b(?: too)? when (?:i|we) (?:mentioned|raised|pointed|complained)|\b(?:got|had) a face pulled at (?:me|us)\b|\bpulled a face (?:at (?:me|us) )?when (?:i|we) (?:asked|mentioned|said)/,
    area: 'floor',
    noun: () => 'the response you got when you raised it',
  },
  {
    key: 'out-of-step',
    test: /\b(?:came|arrived|turned up) (?:out )?(?:\d+ ?min\w* |ages |way |long )?after (?:everyone|everybody) else'?s?\b/,
    area: 'kitchen',
    noun: () => "your food arriving after everyone else's",
  },
  {
    key: 'time-limit',
    test: /\bonly (?:have|get|had|got) the table for (?:an hour|half an hour|\d+ ?(?:mins?|minutes?|hours?|hrs?)|(?:one|two) hours?)\b/,
    area: 'floor',
    noun: () => 'the time limit on your table',
  },
  {
    key: 'closing',
    // "Came in at 3.30 and were told kitchen closed": told so in so many words.
    test: /\b(?:were|was) told (?:the )?kitchen(?:'?s| was| had)? (?:closed|shut)\b/,
    area: 'management',
    noun: (text) =>
      /\b(?:menu|sign|website|google) says\b|\b(?:served|serving|open) (?:till|til|until|to) \d/i.test(text)
        ? 'the kitchen closing before the time we give'
        : 'the kitchen being closed',
  },
];
