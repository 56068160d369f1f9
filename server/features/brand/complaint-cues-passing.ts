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
    test: /\b(?:seats|tables) (?:are |were )?all (?:taken|gone|full)\b|\bno (?:seats|tables) (?:left|free|anywhere)\b|\b(?:hardly any|not enough|barely any) (?:seating|seats|tables)\b/,
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
    test: /\bservice (?:was |is )?(?:a bit |bit |kinda |pretty |very |really )?(?:scatty|scattered|all over the place|shambolic)\b|\b(?:friendly|nice|lovely) (?:if|but) (?:a bit |bit |slightly |kinda )?(?:scattered|scatty|disorgani[sz]ed)\b|\bnobody knew whose (?:table|order|food) was whose\b/,
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
];
