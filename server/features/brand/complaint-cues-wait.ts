import type { Cue } from './complaint-cues.ts';
import { minutesWaited, waitNoun } from './wait-nouns.ts';

/**
 * Being kept waiting, from the booking to the bill: a booking lost or given away, a late seat, the wait itself, a wait
 * far past the quote, a second wait for the food, and being left without anyone coming.
 */
export const WAIT_CUES: readonly Cue[] = [
  {
    key: 'booking-lost',
    test: /no record of|had no record|\bno (?:booking|reservation) (?:was )?(?:found|on (?:file|record|the system))\b|\bcouldn'?t find (?:our|my|the) (?:booking|reservation)\b|\b(?:say|said|says|told us) no record\b|\b(?:arrived|showed up|turned up|got there) to find (?:it|our table|the table) (?:had been )?given away\b|(?:^|\band )(?:there was |they had )?no (?:reservation|booking)(?= *[.,!]|$)|(?:had|put|sat) another (?:group|party|table|family) in (?:it|our|the)|double[- ]booked|'?lost'? (?:our|the|my) (?:reservation|booking)|(?:reservation|booking) (?:was|got) lost|(?:wasn'?t|not) on the list|(?:given|gave|giving|give) (?:away )?(?:our|my|the) (?:table|booking|reservation) (?:away|to (?:someone|another|other))|(?:given|gave) (?:away )?(?:our|my) (?:booked |reserved )?(?:table|booking|reservation) away|gave (?:it|them) to (?:a )?walk-?ins?/,
    area: 'floor',
    noun: (_t, _folded, sentence) =>
      /\b(?:given|gave|giving|give)\b[^.]{0,30}\baway\b|walk-?ins?/.test(sentence)
        ? 'your table being given away'
        : 'the mix-up with your reservation',
  },
  {
    key: 'booking-lost',
    // "Booked a table for 6, turned up and they'd given it away".
    test: /\b(?:given|gave|giving) it away\b/,
    within: /\b(?:booked|reserved|booking|reservation|table for|on arrival|arrived|turned up|got there)\b/,
    area: 'floor',
    noun: () => 'your table being given away',
  },
  {
    key: 'seated-late',
    test: /(?:weren'?t|wasn'?t|were not|was not|didn'?t get|did not get|not) (?:seated|sat) (?:until|till|til)\b|(?<!waited )\b\d+ ?min\w* past (?:our|my|the) (?:reservation|booking)|seated (?:last|after)|gave (?:away )?our table|seated ahead of us|seated before us|get seated ahead of us|(?:could|would) have our table|waited (?:well )?(?:past|beyond) (?:our|my) reservation|wait for (?:about )?(?:an hour|\d+ \w+) past our reservation|reservation (?:for|at) \d{1,2}(?::\d\d)?\s*(?:pm|am)?[,;]? (?:and |but )?(?:we )?(?:weren'?t |were |got )?(?:seated|sat) (?:at|around|after) \d|\b(?:still|weren'?t|wasn'?t|not|never) (?:been |got |getting )?seated\b|\b(?:walked in|came in|arrived) after us (?:got|were|was) (?:seated|tables?|a table)\b/,
    area: 'floor',
    noun: (_t, folded) =>
      /gave (?:our|away our|away the) table|(?:could|would) have our table/.test(folded)
        ? 'your table being given to someone else'
        : /seated (?:ahead of|before) us|seated last|(?:walked in|came in|arrived) after us/.test(folded)
          ? 'other guests being seated ahead of you'
          : 'the wait to be seated',
  },
  {
    key: 'seated-late',
    test: /(?:seated|sat) (?:at|around|after|past) \d|(?:seated|sat) \d{1,2}[:.]\d\d|waited (?:un)?til{1,2} \d|(?:didn'?t|didnt|did not) (?:get to )?(?:sit|get seated|get sat)(?: down)? (?:un)?til{1,2} \d/,
    within:
      /(?:reservation|booking) (?:for|at) \d|(?:booked|reserved) (?:a table )?(?:for|at) \d|\d(?:pm|am|:\d\d)? (?:booking|reservation)/,
    area: 'floor',
    noun: () => 'the wait to be seated',
  },
  {
    key: 'wait',
    // "a 20-minute wait, worth every minute for the soufflé": not a complaint.
    unless:
      /\bwait(?:ing)? on the phone\b|ready in (?:like |about |under |only )?\d+ ?min|\b(?:which is|which was|that'?s|thats) (?:totally |perfectly |pretty |very )?fair\b|\bfair enough\b|even with (?:a|the) line|(?:tell|told|warn|warned) (?:you|us) (?:up ?front|in advance|when you order)|nice surprise|pleasant surprise|only (?:\d+|five|ten) ?min\w*(?! (?:late|to))|\b\d+[- ]?(?:min\w*|hours?) (?:table |time |sitting )?limit\b(?![^.]*\b(?:took|waited)\b)|\bworth (?:it|every|waiting|the (?:[\w-]+ ){0,3}?(?:wait|line|queue))|(?:wait|line|queue)[^.]{0,40}\bworth\b|(?:didn'?t|did not|don'?t|do not) mind|\bno complaints\b|\bno (?:real |proper |actual )?(?:wait|line|queue)\b|took (?:\d+|two|three|four|several|multiple) (?:tries|attempts|goes)|(?:line|queue|wait)s? (?:but )?(?:it |they |the staff )?(?:moves?|moved|went|goes) (?:fast|quick|quickly|it along)|(?:quick|quickly|fast) enough\b|moves? it along|keeps? (?:it|the line|the queue) moving/,
    test: /(?<!\bfor )\b(?:still )?\d+ ?min\w* (?:to|for them to) (?:bring|get|come|arrive)\b|\bwait(?:ed|ing)?\b.*(?:\b\d+\s*(?:h|hr|hrs|hour|hours|m|min|mins|minute|minutes)?\b|\ban? hour|\bhours?|\bforever|\bages|\ba (?:while|long time)|\btoo long)|\b(?:\d+|an? hour)\s*(?:min\w*|hours?|hrs?)\b.*\b(?:wait|(?<!assembly )line|queue)|\bline (?:was|is) (?:over|out|\d|an)|took (?:forever|ages|over an hour|an hour|another (?:hour|\d+)|\d+|a (?:long )?while|a long time)|took (?:almost|nearly|about|around|close to|over|more than|well over) (?:an hour|\d+|two hours|half an hour)|\b(?:long|big|massive|huge|crazy|insane|ridiculous|lengthy) (?:wait|queue|line)s?\b(?! (?:is|was) worth)|(?:came|come|comes|coming) out (?:a bit |a lot |really |way |much )?(?:slower|slowly)\b|waited \d+h\d{2}|\d+ ?min(?:ute)?s? (?:just )?to (?:get|be) (?:served|seated|a drink|our drinks|noticed|greeted|a menu|menus|the menus?)|\b\d+ ?min\w* (?:before|til|till|until) (?:anyone|someone|somebody|a server|a waiter|the waiter|the waitress|staff) (?:took|came|brought|greeted|acknowledged|noticed|asked|served)|came (?:out )?(?:\d+ ?(?:min\w*|hours?|hrs?)|an hour|half an hour|ages) later|line (?:moves|moved|was|is) (?:so+ |really |very |super |painfully )?slow|\btakes? (?:forever|ages|\d+ ?min)|(?:sat|stood|standing) (?:there |by the door |outside )?for \d|(?:stood|standing) (?:around )?(?:by|at|near) the \w+ for (?:\d|an? hour|half an hour)|\b(?:a )?(?:tad|touch) slow\b(?!-)|slow (?:service|kitchen)|service (?:was|is) (?:painfully |really |very |so )?slow|service slowish|slowish service|(?:but|if|though|albeit|just|still) (?:a )?(?:little|bit|touch|tad) (?:on the )?slow|painfully slow|\d+ minutes later|served in (?:a )?reasonable time|(?:\b\d+\s*(?:min\w*|hours?|hrs?)|\b(?:half |over |more than )?an hour|\bhours) (?:for|to get|til|till|until) (?:our |the |a |my |any |two |three |2 |3 )?(?:\w+ )?(?:food|table|seat|order|drinks?|entrees?|mains?|pizzas?|burgers?|takeaway|takeout|coffees?|refills?|starters?|apps?|check|bill|toastie|sandwich(?:es)?|pint|round|dessert|mains?|breakfast|brunch|lunch|dinner)\b|(?:seated|sat) (?:\d+ ?(?:min\w*|hours?)|half an hour|an hour) late|waiting (?:on|for) (?:my|our|a) \w+ since|seated (?:within|after) (?:about )?(?:an hour|\d+)|(?:arrived|came|showed up|turned up) (?:after|over) (?:an hour|\d+ ?(?:min\w*|hours?|hrs?))|\bbit of a wait\b|\bwait(?:ing)? times? (?:is|are|was|were|can be|get|gets) (?:\w+ )?long\b|snail'?s pace|(?:oh my|oh god|omg|so+|s+o+o|painfully|really|very|super),? slow\b(?! ?-?(?:cooked|roasted|braised|smoked|cooker|cook|burn))|came (?:out )?\d+ ?(?:min\w*|hours?|hrs?) after (?:we|i) (?:ordered|sat|arrived)|\b(?:pretty |really |very |so )?slow for a\b|, if slow\b|\b\d+\+? ?min\w* for (?:\d+|one|two|three|four|a|an|our|my|the) \w+|\b\d+ ?min\w* for (?:eggs|toast|pancakes|waffles|tacos|ramen|pho|noodles|soup|salad|wings|fries|chips|nachos|coffee|coffees|drinks|food|pizza|burgers?|sandwiches)\b/,
    area: 'floor',
    noun: (_text, folded, sentence) => {
      // "good, if a little slow": the pace, beside service the guest praised.
      if (/(?:but|if|though|albeit|just) (?:a )?(?:little|bit|touch|tad) (?:on the )?slow/.test(folded))
        return 'the slow pace';
      // "the drinks took forever": the wait for what the guest named.
      const waitedFor =
        /\b(drinks|food|entrees?|mains|appetizers|starters|desserts?|check|bill|pizzas?|coffees?|cocktails)\b (?:\w+ )?took (?:forever|ages|so long|too long)/.exec(
          folded,
        )?.[1];
      if (waitedFor) return `the long wait for the ${waitedFor}`;
      // "it took ages to get the bill": the wait for the bill, not for a table.
      if (/\b(?:get|for|bring|brought) (?:the |our )?(?:bill|check)\b/.test(folded)) return 'the wait for the bill';
      // "took a while", "a bit of a wait": a wait, not one the guest called long.
      if (/took a while|bit of a wait/.test(folded) && minutesWaited(folded) === null) return 'the wait';
      // "took an hour and a half": the sentence says how long, where "and" cut the segment short.
      return /slow/.test(folded) && minutesWaited(folded) === null
        ? 'the slow service'
        : waitNoun(/\ban hour and a half\b/.test(sentence) ? sentence : folded);
    },
  },
  {
    key: 'served-out-of-turn',
    test: /got (?:theirs|their (?:food|order|drinks|meals?)) first\b[^.]{0,40}\b(?:came|come|walked|arrived|got) in after\b|got (?:their|its) (?:food|order|drinks|meals?) (?:\w+ )?(?:before|ahead of) us|(?:served|fed) (?:\w+ )?(?:before|ahead of) us|(?:even though|although|when|and) we ordered first|(?:came|walked) in after us (?:get|got|being) (?:served|fed|seated)/,
    area: 'kitchen',
    noun: () => 'other tables being served before you',
  },
  {
    key: 'wait-again',
    // "waited 50 minutes for a table then another 40 for food": the second wait is a complaint of its own.
    test: /\banother (?:\d+|an? hour|half (?:an )?hour)(?: ?(?:min\w*|hours?|hrs?))? (?:for|to get|til|till|until|before)\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      /\bdrinks?\b/.test(folded) ? 'the further wait for your drinks' : 'the further wait for your food',
  },
  {
    key: 'quoted-wait',
    test: /(?:wait ?list|app|host|hostess|they) (?:said|quoted|told us) (?:\d+|an? hour|half an hour)|quoted (?:us )?(?:\d+|an? hour|half an hour)|(?:no|without (?:a|any)) (?:text|update|call)s? (?:or (?:update|text|call)s?)?\b/,
    within:
      /more like|actually (?:took|was)|ended up|closer to|turned into|it was \d+|took \d+|(?:no|without (?:a|any)) (?:text|update|call)/,
    area: 'floor',
    noun: (_t, folded) =>
      /quoted|\b(?:said|told us) (?:\d|an? hour|half)/.test(folded)
        ? 'waiting far longer than you were quoted'
        : 'not being kept up to date on the wait',
  },
  {
    key: 'slow-queue',
    // "the queue on Shop Street never moves", "Queue to get in was over half an hour", "the queue is 20 deep" (a
    // queue of so many minutes is a wait, read by the wait cue).
    // "usually a queue out the door", "queue obv but they moved it quick", "even with the line": no complaint.
    unless:
      /\b(?:mov(?:es?|ed|ing) (?:it )?(?:along )?(?:fast|quick|quickly)|worth|usually|always|even with|expect\w*|obv|obviously|for good reason|kept it moving|only (?:\d+|a few|about|like)|(?:go|get there|arrive|come) early|we were (?:eating|served|seated|in) (?:in|within))\b/,
    test: /\b(?:queue|line)\b[^.]{0,25}\b(?:never|barely|hardly|doesn'?t|didn'?t|does not|did not|don'?t|do not) (?:moves?|moved|moving)\b|\b(?:queue|(?:^|the |a |long |big |\d+-?min\w* )lines?(?! cooks?)|lines? out the door)\b[^.]{0,30}?(?:\b\d+\s*(?:min\w*|hours?|hrs?)\b|\btook (?:an age|ages|forever)|\b(?:was|were|is|are) (?:\w+ )?(?:mad|crazy|insane|ridiculous|nuts|mental|a nightmare|massive|huge|long|madness)\b|\bwahala\b|\bout the door\b)|\b(?:queue|line) (?:on a \w+ )?(?:was |is )?(?:\d+|twenty|ten|fifteen|thirty) (?:people )?deep\b|\b(?:queue|line) (?:to get in |for a table |at the door )?(?:was|is) (?:over |nearly |almost |about |well over )?half an hour/,
    area: 'floor',
    noun: (_t, folded, sentence) =>
      /(?:bathroom|toilet|loo)s? (?:line|queue)/.test(folded)
        ? 'the queue for the bathroom'
        : /out the door/.test(folded)
          ? 'the queue out the door'
          : /\b(?:never|barely|hardly|not|doesn'?t|didn'?t|don'?t)\b[^.]{0,10}\bmov/.test(folded)
            ? 'how slowly the queue moved'
            : /half an hour/.test(folded)
              ? 'the half-hour queue'
              : // "Queue on a Friday is crazy, took 30 min": the queue, as long as the sentence says.
                waitNoun(sentence).replace(/\bwait\b/, 'queue'),
  },
  {
    key: 'ignored',
    test: /\b(?:sat|stood|waited|were there) (?:there )?(?:for )?(?:\d+|twenty|fifteen|ten) ?(?:min\w*|hours?)(?: \w+)? before (?:anyone|anybody|someone|a server|a waiter|staff|we were)|(?:nobody|no one|no-one|noone) (?:came|checked|took (?:our|my|the|an?) order|acknowledged|greeted|refilled|looked|brought|was around|around to)|without (?:anyone|anybody|someone|a server|a waiter) (?:taking|coming|checking|greeting|acknowledging)|never (?:came back|checked|returned|once came)|ignored (?:us|me)|(?:(?<!must have |we |i |you )forgotten(?! (?:coast|gem|classic))|forgot about us|forgot (?:we|i) (?:existed|were there))|disappeared|had to (?:flag|wave|chase (?:someone|somebody|staff|them|him|her|a server|a waiter|down)|keep asking|constantly ask)|flag (?:down|him|her|someone)|barely around|(?<!\b(?:bowl|bowls|round|food|dish|drinks?|dessert|starters?|mains?|course|sides?|plate|pizza|burger|order|coffees?|beers?|bread|rice|chips|fries|refill|water) )never came|vanished|pretends? (?:you|we) (?:don'?t|didn'?t) exist|(?<!\b(?:parking|seating|seats|signage|wi-?fi|air ?con|a\/c|heating|atmosphere|vibe|ambiance|flavou?r|taste|seasoning|spice|heat|portions?|meat|filling|sauce)\b[^.]{0,20})(?:basically |practically )?non-?existent|wave (?:your|our|my) arms|went \d+ minutes without|(?:staff|server|waiter|they|team) did nothing|(?:nobody|no one) did (?:anything|a thing)/,
    area: 'floor',
    noun: (_t, folded) =>
      /did nothing|did (?:anything|a thing)/.test(folded) ? '' : 'how long you were left waiting for attention',
    clause: (folded) =>
      /did nothing|did (?:anything|a thing)/.test(folded) ? 'nothing was done when you asked for help' : undefined,
  },
];
