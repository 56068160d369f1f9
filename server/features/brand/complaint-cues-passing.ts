import type { Cue } from './complaint-cues.ts';

/** "bc only one register open", "they skimp on the oysters now": what the guest skimped on. */
const SKIMPS = /(?<!(?:n'?t|not|never|no) )\bskimps? on (?:the )?(?!it\b|them\b|that\b)([a-z]+)/;
/** "they changed the pita", "switched the beans": a thing of ours changed for the worse. */
const CHANGED =
  /\bthey (?:changed|switched) (?:the |their )?(?!something\b|things\b|it\b|everything\b)((?:[a-z]+ and )?[a-z]+(?: [a-z]+)?)(?= (?:and|now|recipe|supplier|,|\.)|[,.]|$)/;

/**
 * Complaints said in passing that blind readers found replies passing over, in the wording of guests from many
 * regions: a place always rammed at lunch, every seat taken by 8, a wish they took cards, no food but crisps, gravy
 * that could do with being hotter, a card machine that kept going down, a serve smaller than last time, scatty
 * service, a QR code to order from, no table service, staff "a bit over it", a toilet out of order, a drive-through
 * wait, a pickup later than the time quoted, music loud at 8am, benches with no backs.
 */
/** "But $9 for a pint of IPA, really?": a price the guest questions, named as they named it (before the general price cue). */
export const QUESTIONED_PRICE: Cue = {
  key: 'price',
  test: /(?:[$£€]|\b[rR](?=\s?\d)) ?\d+(?:\.\d+)? for (?:a |an |one )?[a-z]+/,
  within:
    /(?:[$£€]|\b[rR](?=\s?\d)) ?\d+(?:\.\d+)? for (?:a |an |one )?(?:[a-z]+,? ){1,4}(?:really|seriously|come on)\?/,
  area: 'management',
  noun: (text) => {
    const what =
      /(?:[$£€]|\b[rR](?=\s?\d)) ?\d+(?:\.\d+)? for ((?:a |an |one )?(?:[A-Za-z]+ ){0,3}[A-Za-z]+),? (?:really|seriously|come on)\?/i.exec(
        text,
      )?.[1];
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

export const PASSING_CUES: readonly Cue[] = [
  {
    key: 'crowd',
    // "always packed for a reason", "rammed but worth it": the crowd as praise.
    // "gets packed so come early", "even when it's rammed", "heaving so maybe understandable": advice, praise, an excuse.
    unless:
      /for (?:a|good) reason|worth (?:it|the wait)|\bbuzz|\bvibe|atmosphere|(?:so |get there |go |come |arrive |be there )early|plan (?:ahead|accordingly)|book ahead|even (?:when|though|with)|despite|\b(?:as|because|since|cos|bc) it (?:was|gets|is)|understandabl|fair enough|to be expected|kept up|keeps up|no complaints|but (?:the )?(?:staff|service|they|bartenders?|team) (?:keeps?|kept|stays?|stayed|handles?|handled|copes?|coped|still)/,
    test: /\b(?:gets|got|is|was|it'?s|always|place is|place was) (?:always |so |really |very |proper |absolutely |completely )?(?:rammed|heaving|mobbed)\b|\b(?:gets|got) (?:really |so |very |super )?(?:crowded|packed)\b/,
    // "Gets packed on weekends." alone is news of a busy place, not a complaint; "always rammed", "…tho" are.
    within:
      /\b(?:tho|though|but|only|downside|shame|sadly|annoying|problem|issue|unfortunately|too|always|nowhere|can'?t|couldn'?t|sweaty|squashed|stand|standing)\b/,
    area: 'floor',
    noun: () => 'how busy it gets',
  },
  {
    key: 'few-seats',
    test: /\b(?:seats|tables) (?:are |were )?all (?:taken|gone|full)\b|\bno (?:seats|tables) (?:left|free|anywhere)\b/,
    area: 'management',
    noun: () => 'how few seats there are',
  },
  {
    key: 'cash',
    test: /\bwish (?:they|you|it) (?:took|take|accepted|accept|did) (?:cards?|card payments?|contactless|eftpos)\b|\b(?:had|have) to (?:trek|walk|run|go|drive) (?:to|and find) (?:the |a )?(?:cashpoint|cash machine|atm)\b/,
    area: 'management',
    noun: () => 'not taking cards',
  },
  {
    key: 'no-food',
    test: /\bno (?:food|hot food|kitchen)(?: (?:except|apart from|other than|besides|but)| (?:on|served|after)\b|$)|\bno kitchen\b/,
    // The segment may end at "except"; the sentence says what little there was.
    within:
      /\bno (?:food|hot food|kitchen) (?:except|apart from|other than|besides|but|on|served|after)\b|\bno kitchen\b/,
    unless: /\bno food (?:complaints|issues|problems)\b/,
    area: 'management',
    noun: () => 'not having more food on',
  },
  {
    key: 'could-be-hotter',
    test: /\b(?:could|should) (?:do with|have done with|use) being (?:a (?:bit|little|touch) )?(hotter|warmer|crispier|fresher|bigger|stronger|saltier)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said =
        /\b([a-z]+) (?:could|should) (?:do with|have done with|use) being (?:a (?:bit|little|touch) )?([a-z]+)/.exec(
          folded,
        );
      return said ? `the ${said[1]} not being ${said[2]}` : 'how it was served';
    },
  },
  {
    key: 'card-machine',
    test: /\bcard (?:machine|reader)s?\b[^.]{0,30}\b(?:kept|keeps) (?:going|goin) down\b|\b(?:only|just) (?:the |one )?(?:one )?card (?:machine|reader)\b/,
    area: 'management',
    noun: () => 'the card machine being down',
  },
  {
    key: 'portion',
    test: /\b(?:serve|serving|portion|bowl|plate|roll|sandwich)s? (?:was|were|is|are) (?:a lot |way |much |a bit )?smaller than (?:last time|before|it used to be|they used to be|usual)\b/,
    area: 'kitchen',
    noun: () => 'the portion being smaller than before',
  },
  {
    key: 'stingy',
    test: SKIMPS,
    area: 'kitchen',
    noun: (_t, folded) => `skimping on the ${SKIMPS.exec(folded)?.[1] ?? 'portions'}`,
  },
  {
    key: 'chaos',
    test: /\bservice (?:was |is )?(?:a bit |bit |kinda |pretty |very |really )?(?:scatty|all over the place|shambolic)\b|\bnobody knew whose (?:table|order|food) was whose\b/,
    area: 'floor',
    noun: () => 'how disorganised the service was',
  },
  {
    key: 'qr-ordering',
    test: /\b(?:ordering|order) (?:on|via|through|by|with) (?:the |a |an )?(?:qr|app)\b[^.]{0,30}\b(?:annoying|faff|pain|nightmare|joke|useless|awful|hate|rather)\b|\bqr code (?:thing |menu |ordering )?(?:is|was) (?:a |an )?(?:faff|pain|nightmare|joke|annoying|useless)\b/,
    area: 'management',
    noun: () => 'having to order by QR code',
  },
  {
    key: 'no-table-service',
    test: /\bno table service\b|\bhad to (?:order|queue) at the (?:bar|counter)\b[^.]{0,40}\b(?:pain|annoying|faff|nightmare|toddler|kids?|baby)\b/,
    area: 'floor',
    noun: () => 'having to order at the bar',
  },
  {
    key: 'annoyed',
    test: /\b(?:staff|they|she|he|server|waiter|waitress|barista|bartender)s? (?:seemed|looked|were|was|are|is) (?:a bit |bit |kinda |pretty |so |totally )?over it\b/,
    area: 'floor',
    noun: () => 'how uninterested our team seemed',
  },
  {
    key: 'not-working',
    test: /(?<!lock (?:on|in) (?:the )?)\b(?:toilets?|loos?|bathrooms?|restrooms?|hand dryers?|lift|elevator) (?:was |were |is |are )?(?:out of order|broken|not working)\b/,
    area: 'management',
    noun: (_t, folded) =>
      /\b(?:toilets?|loos?|bathrooms?|restrooms?)\b/.test(folded)
        ? 'the toilet being out of order'
        : 'something being out of order',
  },
  {
    key: 'wait',
    test: /\b\d+ ?(?:mins?|minutes?) (?:in|at) the drive[- ]?(?:thru|through)\b|\bdrive[- ]?(?:thru|through) (?:took|was) (?:\d+|forever|ages)/,
    area: 'floor',
    noun: () => 'the wait at the drive-through',
  },
  {
    key: 'pickup-late',
    test: /\b(?:pickup|pick-up|collection|order) (?:was )?\d+ ?(?:mins?|minutes?) (?:past|after|later than) (?:the )?(?:quoted|promised|given|stated) time\b|\b(?:pickup|pick-up|collection) (?:order )?(?:was )?(?:ready )?(?:\d+ ?(?:mins?|minutes?)|an hour|half an hour) late\b/,
    area: 'kitchen',
    noun: () => 'your order not being ready when you were told it would be',
  },
  {
    key: 'noise',
    test: /\bmusic (?:a bit |bit |too |so |very |really |way too )?loud (?:for|at) (?:\d|a |the |breakfast|brunch|lunch|morning)/,
    area: 'management',
    noun: () => 'how loud the music was',
  },
  {
    key: 'seating-hard',
    test: /\b(?:benches|seats|stools|chairs) (?:with )?no backs?\b|\bbackless (?:benches|seats|stools)\b/,
    area: 'management',
    noun: () => 'the seating with no backs',
  },
  {
    key: 'changed',
    test: CHANGED,
    unless: /\b(?:for the better|improved|even better|better now|excellent|great again|back on form)\b/,
    // "they changed the pita, new one is thin": changed for the worse, in so many words.
    within:
      /\b(?:now|new one|thin|worse|not as|isn'?t as|used to|smaller|bitter|frozen|cheaper|skinny|instead|bring back|miss|tears|soggy)\b/,
    area: 'kitchen',
    noun: (_t, folded) => `the change to the ${CHANGED.exec(folded)?.[1] ?? 'menu'}`,
  },
  {
    key: 'blamed',
    test: /\b(?:acted|acting|made (?:out|it (?:seem|sound))) (?:like|as if|as though) it was (?:our|my) fault\b|\bblamed (?:us|me)\b/,
    area: 'floor',
    noun: () => 'being made to feel it was your fault',
  },
  {
    key: 'doneness',
    test: /\bcame (?:out )?(?:well[- ]done|rare|raw|medium[- ]rare|medium[- ]well|medium|overcooked|pink) when (?:i|we|he|she|they|my \w+) (?:said|asked for|ordered|wanted|asked)\b/,
    area: 'kitchen',
    noun: () => 'your order not being cooked the way you asked',
  },
  {
    key: 'unavailable',
    test: /\bhalf (?:of )?the menu (?:was|were|is) (?:['"“]?not available|['"“]?unavailable|off|gone|crossed out)|\b(?:so much|most) of the menu (?:was|were) (?:not available|unavailable|off)/,
    area: 'kitchen',
    noun: () => 'so much of the menu being unavailable',
  },
  {
    key: 'served-out-of-turn',
    test: /\b(?:served|made (?:the )?orders? for|sat|seated|fed) (?:\w+ ){0,4}(?:who|that) (?:came|walked|got|arrived) in (?:after|behind) us\b/,
    area: 'floor',
    noun: () => 'other guests being served before you',
  },
  {
    key: 'unchecked',
    test: /\b(?:nobody|no one|no-one|not one person) (?:ever |even )?(?:came (?:back )?to check|checked) (?:on|in on) us\b/,
    area: 'floor',
    noun: () => 'nobody checking on you',
  },
  {
    key: 'refund-pending',
    test: /\bstill (?:waiting|waiting on|waiting for|chasing) (?:for )?(?:the |our |my )?deposit(?: back)?\b|\bdeposit (?:still )?(?:hasn'?t|has not|never) (?:been )?(?:refunded|returned|come back)\b/,
    area: 'management',
    noun: () => 'your deposit not being returned yet',
  },
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
    test: /^(?:the )?(?:parking|car ?park|parking lot|lot)\b[^.]{0,40}\b(?:sucks|is a pain|a pain|floods|flooded|always full|is always full|is a joke|a joke|terrible|awful|a nightmare|tough|limited|non-?existent)\b/,
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
    within: /\bpaid for an? (\d+|twelve|ten|eight|six)[- ]piece\b[^.]{0,40}\bgot (\d+|ten|eight|six|four)\b/,
    area: 'kitchen',
    noun: (_t, _folded, sentence) => {
      const said =
        /\bpaid for an? (\d+|twelve|ten|eight|six)[- ]piece\b[^.]{0,40}\bgot (\d+|ten|eight|six|four)\b/.exec(sentence);
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
    test: /\bone (?:bathroom|toilet|loo|restroom) for (?:the whole|the entire|all|everyone)\b|\bonly (?:one|1) (?:bathroom|toilet|loo|restroom)\b/,
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
