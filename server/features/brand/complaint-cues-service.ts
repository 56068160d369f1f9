import type { Cue } from './complaint-cues.ts';

/**
 * Complaint cues for how the visit was run, which blind readers found replies passing over: a late arrival told in
 * times, the pace between courses, staff on their phones or bickering, a birthday nobody marked, staff who did not
 * know the menu, asking more than once, things that have slipped, a dish sent back out unchanged, an order that never
 * came, tables not cleaned, change given wrong, a card machine down, being skipped.
 */
export const SERVICE_CUES: readonly Cue[] = [
  {
    key: 'delivery',
    test: /(?:showed up|arrived|came|turned up) at \d/,
    within: /ordered at \d/,
    area: 'delivery',
    noun: () => 'how long your order took to arrive',
  },
  {
    key: 'delivery-time',
    // "Delivery through Grubhub, 1 hr 40 min, food was cold": a time said alone beside the delivery it was.
    test: /^(?:(?:over |nearly |almost |about |like )?(?:\d+|an?|one|two|half an) ?(?:h|hrs?|hours?|min\w*) late)$|^(?:(?:waited|waiting|took) )?(?:over |nearly |almost |about |like )?(?:\d+|an?|two|three) ?(?:h|hrs?|hours?)(?: ?(?:and )?\d+ ?(?:mins?|minutes?)?)?$|^(?:(?:waited|waiting|took) )?(?:over |nearly |almost |about |like )?\d{2,3} ?(?:mins?|minutes?)$/,
    within:
      /\b(?:delivery|doordash|grubhub|uber ?eats|ubereats|postmates|seamless|deliveroo|just eat|lieferando|wolt|swiggy|zomato|menulog|skip)\b/,
    area: 'delivery',
    noun: (_t, _folded, sentence) =>
      /\bcold\b|lukewarm/.test(sentence) ? 'your delivery arriving late and cold' : 'how long your delivery took',
  },
  {
    key: 'pace',
    test: /slow between (?:the )?courses|(?:courses|menu|degustation|tasting) (?:\w+ )?(?:stretched|dragged|spread|ran|running|went|turned into|took)(?: out)? (?:over |across |to |into )?(?:\d+(?:\.\d)?|three|four|five)(?: and a half)? ?(?:hrs?|hours)?\b|(?:\d|two|three) hour (?:tasting|degustation|menu) (?:turned into|became|took|ran to) (?:\d+(?:\.\d)?|four|five)\b|long gaps? between\b|\d+ ?min\w* between (?:the )?(?:starters?|courses|apps|appetizers|entrees|mains)|(?:\d+|two|three|four) (?:hrs|hours) for (?:\d+|ten|twelve|eight|nine) courses|expected better pacing|pacing (?:was|is) (?:a bit |really |very )?(?:off|slow|poor|uneven|glacial)|(?:\d|two|three|four) (?:hrs|hours) (?:is|was) (?:too long|a lot|excessive)|(?:long |\d+ ?min(?:ute)? )?gap between (?:the )?courses|courses? (?:came|were|was) (?:really |very |so )?slow/,
    area: 'kitchen',
    noun: () => 'the pace between courses',
  },
  {
    key: 'phones',
    test: /\bon facetime\b|\b(?:was|were|is|are|busy|being) (?:\w+ )?(?:on|scrolling) (?:tiktok|instagram|insta|snapchat)\b|(?:on|into|glued to|staring at) (?:his|her|their) phones?|\bon (?:a|his|her|their) (?:phone|cell) call\b|\bon (?:the|his|her) phone the whole time\b/,
    area: 'floor',
    // "bartender spent more time on his phone": the one person, by their role.
    noun: (_t, _folded, sentence) => {
      const one =
        /\b(bartender|barman|barmaid|server|waiter|waitress|cashier|host|hostess|barista|guy at the (?:register|counter|till|window|grill|bar)|girl at the (?:register|counter|till|window)|lady at the (?:register|counter|till))\b[^.]{0,40}\bon (?:his|her) phone/.exec(
          sentence,
        )?.[1];
      // "the guy at the register": the person at the register, never "our guy".
      if (one && /^(?:guy|girl|lady) /.test(one)) return `the person ${one.replace(/^\w+ /, '')} being on the phone`;
      return one ? `our ${one} being on the phone` : 'our team being on their phones';
    },
  },
  {
    key: 'occasion-missed',
    test: /(?:nobody|no one) (?:said|mentioned) (?:a word |anything )?(?:about )?(?:the |her |his |my |our )?(?:birthday|anniversary)|forgot (?:about )?(?:the |her |his |my |our )?(?:birthday|anniversary)/,
    area: 'floor',
    noun: (_t, folded) => `the ${/anniversary/.test(folded) ? 'anniversary' : 'birthday'} going unmarked`,
  },
  {
    key: 'menu-knowledge',
    test: /(?:didn'?t|did not|didnt) explain (?:anything|the menu|the dishes|what)|(?:didn'?t|did not|doesn'?t|don'?t) know (?:what (?:anything|any of it|was in)|anything about|the menu)|couldn'?t tell us (?:much |anything )?about/,
    area: 'floor',
    noun: () => 'our team not knowing the menu',
  },
  {
    key: 'asked-again',
    test: /had to ask (?:\d+|two|three|four|several|multiple|twice)(?: times)?|asked (?:\d+|two|three|several) times|\basked for (?:\w+ ){1,3}(?:\d+|two|three|four|several) times\b|took (?:\d+|two|three|four|several) asks/,
    area: 'floor',
    noun: (_t, folded) => {
      // "had to ask 3 times for water": what was asked for.
      const what = (
        /\bask(?:ed)? (?:\d+|two|three|four|several|multiple|twice)(?: times)? for (?:some |more |another )?((?:the |a |an |our |my )?[a-z]+(?: [a-z]+)?)/.exec(
          folded,
        )?.[1] ??
        /\bask(?:ed)? for (?:some |more |another )?((?:the |a |an |our |my )?[a-z]+(?: [a-z]+)?) (?:\d+|two|three|four|several) times/.exec(
          folded,
        )?.[1]
      )
        ?.replace(/ (?:and|but|with|so|then|from|at|on|in|or|as|which|that|again|twice|times|n|x)$/, '')
        .replace(/^(?:more|some|it|them|that|this)$/, '')
        .replace(/^our /, 'your ');
      return what ? `having to ask more than once for ${what}` : 'having to ask more than once';
    },
  },
  {
    key: 'slipped',
    test: /(?:has|have) (?:really )?(?:slipped|gone downhill|declined)|since the new (?:owners|management) took over/,
    area: 'management',
    noun: (_t, folded) => {
      // "the service has gone downhill": what has slipped, where the guest names it.
      const what =
        /\b(?:the )?(service|food|coffee|menu|quality|cooking|kitchen|pizza|bread)s? (?:has|have) (?:really )?(?:slipped|gone downhill|declined)/.exec(
          folded,
        )?.[1];
      return what ? `the ${what} not being what it was` : 'things not being what they were';
    },
  },
  {
    key: 'same-dish',
    test: /brought (?:back )?the same (?:plate|dish|bowl|one|burger|pizza|steak)|(?:fried|cooked|grilled|heated|microwaved|brought) (?:up )?the same \w+ (?:again|back)|re-?plated the same|sent (?:it|the same \w+) back out|(?:came|brought it) back (?:the same|unchanged)/,
    area: 'kitchen',
    noun: () => 'the same dish coming back after you sent it back',
  },
  {
    key: 'never-arrived',
    test: /(?:delivery|order|food) (?:that )?never (?:came|arrived|showed up|turned up)|never (?:got|received) (?:my|our|the) (?:order|delivery|food)/,
    area: 'delivery',
    noun: () => 'your order never arriving',
  },
  {
    key: 'item-never-came',
    // "our 2nd bowl never came": the dish that never came, not the guest left waiting for attention.
    test: /\b(?:our|my|the|one|a) (?:(?:\d(?:st|nd|rd|th)|second|third|last|other|extra) )?(?:round of (?:food|drinks)|bowl|dish|dessert|starter|main|side|pizza|burger|plate|drink|coffee|round|portion of \w+)s? (?:just )?never (?:came|arrived|showed up|turned up|appeared)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const what =
        /\b(?:our|my|the|one|a) ((?:(?:\d(?:st|nd|rd|th)|second|third|last|other|extra) )?(?:round of (?:food|drinks)|bowl|dish|dessert|starter|main|side|pizza|burger|plate|drink|coffee|round|portion of \w+)s?) (?:just )?never/.exec(
          folded,
        )?.[1] ?? 'order';
      return `your ${what
        .replace(/^1st\b/, 'first')
        .replace(/^2nd\b/, 'second')
        .replace(/^3rd\b/, 'third')} never arriving`;
    },
  },
  {
    key: 'given-away',
    // "got there and theyd given them to someone else".
    test: /\b(?:given|gave|handed) (?:them|it|our (?:order|food|pizzas?)|my (?:order|food|pizzas?)) (?:away )?to (?:someone|somebody|another (?:customer|person|table))(?: else)?/,
    area: 'kitchen',
    noun: () => 'your order going to someone else',
  },
  {
    key: 'staff-bickering',
    test: /(?:arguing|bickering|fighting|yelling) (?:with each other|at each other|among themselves)|(?:chatting|gossiping|talking) (?:among themselves|to each other|with each other)/,
    area: 'floor',
    noun: () => 'how our team behaved behind the counter',
  },
  {
    key: 'unwiped',
    test: /(?:not|never|hadn'?t been|weren'?t|wasn'?t) (?:been )?wiped|unwiped|bird mess|napkins (?:all )?(?:over|on) the floor/,
    area: 'management',
    noun: () => 'the tables not being cleaned',
  },
  {
    key: 'change',
    test: /(?:shorted|short[- ]?changed) (?:me|us|my|our)|(?:wrong|short) change\b|\bchange (?:was )?short\b/,
    area: 'management',
    noun: () => 'the mistake with your change',
  },
  {
    key: 'card-machine',
    test: /card (?:machine|reader) (?:was |is )?(?:down|broken|not working)|card (?:machine|reader) (?:kept |keeps )(?:failing|declining|crashing|cutting out|dropping)|(?:eftpos|card machine) (?:was |is )?down/,
    area: 'management',
    noun: () => 'the card machine being down',
  },
  {
    key: 'skipped',
    test: /skipped (?:us|me|our table)|kept skipping us|bill before (?:we(?:'d| had)? )?asked|check before (?:we(?:'d| had)? )?asked|(?:check|bill) (?:was )?dropped before/,
    area: 'floor',
    noun: (_t, folded) =>
      /bill|check/.test(folded)
        ? 'the bill arriving before you asked for it'
        : 'how long you were left waiting for attention',
  },
];
