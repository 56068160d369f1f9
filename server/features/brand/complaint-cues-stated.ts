import type { Cue } from './complaint-cues.ts';
import { DISH_HEADS } from './dishes.ts';
import { MONEY } from './money.ts';
import { subjectOf, WORD } from './dish-subjects.ts';

/**
 * Faults guests state plainly that replies passed over, read by what is said rather than by a dish the lexicon knows:
 * a dish "a little thick this time" or "very basic", "mush" or "like a sponge", the rest of the meal lukewarm, a sauce
 * that split, a taste that was off, charges and prices gone up, the wait for the bill, a dish taken off the menu, the
 * room (draught, heat, smoke, flies, toilets up the stairs), the phone, the car park, odd hours, staff who brushed a
 * complaint off. Read in the last pass (complaint-last-pass.ts) with the cues of complaint-cues-said.ts.
 */

/** "Tortillas de harina were a little thick this time", "the goujons were very basic": the guest's own clause. */
const HEDGED_DISH = new RegExp(
  String.raw`\b(?:the |my |our |their )?((?:${WORD} ){0,2}${WORD})(?: here| today| tonight)? (?:was|were) (` +
    // "a little thick", "a bit sweet": a hedge makes a fault of a word that can praise.
    String.raw`(?:a (?:little|bit|tad|touch) |bit |kinda |kind of |slightly |rather )(?:too )?(?:basic|thick|thin|mild|plain|heavy|rich|sweet|salty|greasy|oily|dry|bland|mushy|soggy|chewy|tough|small|watery)` +
    // "very basic", "so bland": only words that never praise.
    String.raw`|(?:very |pretty |quite |really |so |super )(?:basic|plain|greasy|oily|dry|bland|mushy|soggy|chewy|tough|watery|salty)` +
    String.raw`|(?:too |way too |far too )(?:thick|thin|mild|plain|heavy|rich|sweet|salty|greasy|oily|dry|bland|mushy|soggy|chewy|tough|small|watery)` +
    String.raw`|bland as (?:heck|hell|anything)|mild,? (?:i|we) wanted (?:some )?(?:heat|spice|more heat|more spice))(?: this time| today| tonight)?\b`,
);

/** "Veg was mush", "the batter on the cod was like a sponge": the state said as a thing, said back as a word. */
const LIKE_A_THING = new RegExp(
  String.raw`\b(?:the |my |our )?((?:${WORD} (?:on the |in the |of the )?){0,2}${WORD}) (?:was|were) (?:a bit |all |just |basically |pure |total |complete |like )?(mush|like (?:a )?(?:sponge|rubber|leather|glue|paste|water))\b`,
);
const STATE_WORD: Readonly<Record<string, string>> = {
  mush: 'mushy',
  sponge: 'spongy',
  rubber: 'rubbery',
  leather: 'leathery',
  glue: 'gluey',
  paste: 'pasty',
  water: 'watery',
};

/** "the potato salad was warm and tasted off", "a tiny glass of house white that tasted off": what tasted off. */
const TASTED_OFF = new RegExp(
  String.raw`\b(?:the |my |our |for |a |an )?((?:${WORD} (?:on the |of |in the )?){0,3}${WORD})(?:,? (?:though|tho|however),?)? (?:that |which )?(?:was \w+ and |were \w+ and )?(?:tasted|smelt|smelled|smelling|tasting)\b`,
);

/** "Only took a star off for the wait on the food": what the star went for is the complaint. */
const STAR_OFF =
  /\b(?:took|knocked|docked|taking|knocking) (?:a|one|1|the one) star (?:off )?(?:for|because of|cos of|cause of|due to) (the [a-z' ]{3,40}?)(?=[.,!;]|$| but\b| though\b| tho\b)/;

/** "They charge for extra sauce", "they charge for chips and salsa": the charge, for what the guest named. */
const CHARGED_FOR =
  /\b(?:they |you )?charge(?:d)? (?:us |you |me )?(?:extra )?for (?:the )?((?:extra |any )?[a-z]+(?: (?:and )?[a-z]+){0,2})(?= which| but| and (?:the|they|it|we|i)\b|[.,!;]|$)/;

export const STATED_CUES: readonly Cue[] = [
  {
    key: 'food-cold',
    // "Croquetas were lovely but everything else was lukewarm", "made with cream which, fine, but it was lukewarm too".
    test: /\b(?:everything else|the rest|it|everything|all of it|the rest of it|both|the mains) (?:was|were|came out|arrived) (?:also |too |all |a bit |bit )?(?:lukewarm|tepid|half cold|stone cold|barely warm)\b/,
    unless: /\b(?:beers?|drinks?|pints?|wine|coffee|tea|latte|cappuccino|soda|water)\b[^.]{0,30}\b(?:lukewarm|tepid)\b/,
    area: 'kitchen',
    noun: (_t, folded, sentence) => {
      const word = /\b(lukewarm|tepid|half cold|stone cold|barely warm)\b/.exec(folded)?.[1] ?? 'lukewarm';
      if (/\b(?:everything else|the rest)\b/.test(folded)) return `the rest of the food arriving ${word}`;
      const dish = subjectOf(/^(?:the |my |our )?((?:[a-z]+ ){0,2}[a-z]+) (?:was|were|came)\b/.exec(sentence)?.[1]);
      return dish && DISH_HEADS.has(dish.split(' ').at(-1) ?? '') ? `the ${word} ${dish}` : `the food arriving ${word}`;
    },
  },
  {
    key: 'dish-hedged',
    test: HEDGED_DISH,
    unless:
      /\b(?:but|and) (?:that'?s |thats )?(?:fine|ok|okay|good|great|lovely|tasty|delicious|perfect|worth it)\b|\bhow (?:i|we) like\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const dish = subjectOf(HEDGED_DISH.exec(folded)?.[1]);
      return dish ? `the ${dish}` : '';
    },
    clause: (folded) => {
      const said = HEDGED_DISH.exec(folded);
      const dish = subjectOf(said?.[1]);
      if (!said || !dish) return undefined;
      const verb = / were /.test(said[0]) ? 'were' : 'was';
      const how = said[2]!.replace(/,? (?:i|we) wanted .*$/, '').replace(/ as (?:heck|hell|anything)$/, '');
      return `the ${dish} ${verb} ${how}${/ this time\b/.test(said[0]) ? ' this time' : ''}`;
    },
  },
  {
    key: 'dish-state',
    test: LIKE_A_THING,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said = LIKE_A_THING.exec(folded);
      const dish = subjectOf(said?.[1]);
      const state = STATE_WORD[(said?.[2] ?? '').replace(/^like (?:a )?/, '')];
      return dish && state ? `the ${state} ${dish}` : '';
    },
  },
  {
    key: 'split-sauce',
    test: /\b(hollandaise|b[ée]arnaise|sauce|gravy|custard|mayo|aioli)\b[^.]{0,20}\b(?:that |which )?(?:had |was |has )split\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the split ${/\b(hollandaise|b[ée]arnaise|sauce|gravy|custard|mayo|aioli)\b[^.]{0,20}\bsplit\b/.exec(folded)?.[1] ?? 'sauce'}`,
  },
  {
    key: 'off-taste',
    // "the potato salad was warm and tasted off", "carne adovada that tasted like it came out of a can".
    test: /\b(?:tasted|smelt|smelled|smelling|tasting) (?:a bit |bit |slightly )?off\b|\btasted like (?:it|they) came (?:out of|from) a (?:can|tin|packet|jar)\b/,
    area: 'kitchen',
    noun: (_t, _folded, sentence) => {
      const from = /\bcame (out of|from) a (can|tin|packet|jar)\b/.exec(sentence);
      const dish = subjectOf(TASTED_OFF.exec(sentence)?.[1]);
      const what = dish
        ? `the ${dish}`
        : /\b(?:everything else|the rest)\b/.test(sentence)
          ? 'the rest of the food'
          : 'the food';
      const sense = /\b(?:smelt|smelled|smelling)\b/.test(sentence) ? 'smelling' : 'tasting';
      return from ? `${what} tasting as if it came ${from[1]} a ${from[2]}` : `${what} ${sense} off`;
    },
  },
  {
    key: 'star-off',
    test: STAR_OFF,
    area: 'management',
    noun: (_t, folded) => STAR_OFF.exec(folded)?.[1] ?? '',
  },
  {
    key: 'fee',
    test: /\b(?:sides|chips|fries|sauces?|dips?|bread|rice|salad|refills|toppings|extras) (?:were|are|was|is|cost) extra\b/,
    area: 'management',
    noun: (_t, folded) =>
      `the ${/\b(sides|chips|fries|sauces?|dips?|bread|rice|salad|refills|toppings|extras) (?:were|are|was|is|cost) extra\b/.exec(folded)?.[1] ?? 'extras'} costing extra`,
  },
  {
    key: 'fee',
    test: CHARGED_FOR,
    unless:
      /\bcharged? (?:us |you |me )?(?:extra )?for (?:the )?(?:it|that|them|everything|two|three|a|an|\d+)\b|\b(?:don'?t|doesn'?t|didn'?t|never|won'?t|wouldn'?t|not) charge\b/,
    area: 'management',
    noun: (_t, folded, sentence) =>
      `the charge for ${CHARGED_FOR.exec(sentence)?.[1] ?? CHARGED_FOR.exec(folded)?.[1] ?? 'extras'}`,
  },
  {
    key: 'price',
    // "It's gotten pricier since last summer", "prices have gone up since last time".
    test: /\b(?:gotten|got|become|getting|gone|went) (?:a (?:bit|lot|little) |way |much )?(?:pricier|dearer|more expensive)\b|\bprices? (?:have |has )?(?:gone|went|crept) up\b|\bprices? (?:have |has )?(?:increased|risen|shot up)\b|\braised (?:their |the )?prices?\b/,
    unless: /\bbut (?:still |it'?s still |its still )?(?:fair|worth it|reasonable|worth every|good value|a steal)\b/,
    area: 'management',
    noun: () => 'the prices going up',
  },
  {
    key: 'wait',
    test: /\bwait(?:ed)? (?:a good while|a while|ages|forever|a long time|long|an age|an eternity) (?:for|on) (?:the |our )?(bill|check|cheque)\b/,
    area: 'floor',
    noun: (_t, folded) => `the wait for the ${/\b(bill|check|cheque)\b/.exec(folded)?.[1] ?? 'bill'}`,
  },
  {
    key: 'slow-weekends',
    test: /\b(?:kind of |kinda |a bit |bit |pretty |very |so )?slow on (?:sundays|saturdays|fridays|weekends|the weekend)\b/,
    area: 'floor',
    noun: (_t, folded) =>
      `the slow service on ${/\bon (sundays|saturdays|fridays|weekends|the weekend)\b/.exec(folded)?.[1] ?? 'weekends'}`,
  },
  {
    key: 'menu-change',
    // "They changed the menu and got rid of the green chile breakfast sandwich??", "the new menu is a step backwards".
    test: /\b(?:got rid of|taken off|took off|removed|dropped|axed|scrapped) (?:the |my |our )?[a-z]+(?: [a-z]+){0,4}(?: (?:from|off) the menu)?(?:\?|!|\.|,|$)|\bnew menu (?:is|was) (?:a (?:big |real )?step (?:backwards?|down)|worse|not as good)\b/,
    unless: /\bgot rid of (?:the )?(?:smell|problem|issue|queue|line|wait)\b/,
    // "they dropped the ball", "removed half the outlets": only what left the menu.
    within: /\bmenu\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const gone =
        /\b(?:got rid of|taken off|took off|removed|dropped|axed|scrapped) (?:the |my |our )?([a-z]+(?: [a-z]+){0,4}?)(?: (?:from|off) the menu)?(?:\?|!|\.|,|$)/.exec(
          folded,
        )?.[1];
      return gone && !/^(?:it|them|that)$/.test(gone) ? `the ${gone} coming off the menu` : 'the new menu';
    },
  },
  {
    key: 'draught',
    // "the booth by the door gets a blast of cold air every time it opens", "freezing by the door in winter".
    test: /\b(?:draughty|drafty|a draught|a draft|cold (?:draft|draught)|blast of cold air|freezing every time (?:it|the door) open(?:ed|s)|(?:freezing|cold|chilly) (?:by|near|next to) the (?:door|entrance|window))\b/,
    unless:
      /\b(?:beer|beers|pint|pints|ale|ales|lager|cider) on (?:draught|draft)\b|\bdraught (?:beer|ale|lager|guinness)/,
    area: 'management',
    noun: (_t, _folded, sentence) => {
      const where =
        /\b((?:tables?|seats?|booth|corner|back room|two top|table for two) (?:by|near|at|beside) the (?:door|entrance|window))\b/.exec(
          sentence,
        )?.[1];
      const room = /\b(?:draughty|drafty) (back room|room|corner|table|booth|front room|conservatory)\b/.exec(
        sentence,
      )?.[1];
      return where ? `the draught at the ${where}` : room ? `the draughty ${room}` : 'the draught';
    },
  },
  {
    key: 'card-minimum',
    test: new RegExp(
      String.raw`\b(?:only takes? cards? (?:over|above)|cards? only (?:over|above)|card minimum|minimum (?:spend )?(?:on|for) cards?|${MONEY} ?\d+ (?:card )?minimum (?:on|for) cards?)\b`,
    ),
    area: 'management',
    noun: () => 'the minimum for paying by card',
  },
  {
    key: 'phone',
    test: /\b(?:rang|called|phoned|rung|tried calling|tried ringing)(?: them| the restaurant| the shop| the place)?(?: twice| three times| \d+ times| again| back)?,? (?:and )?(?:no answer|nobody answered|no one answered|no-one answered|no one picked up|nobody picked up|no response)\b/,
    area: 'management',
    noun: () => 'nobody answering the phone',
  },
  {
    key: 'hair',
    test: /\b(?:found|was|there was|had) (?:a |an )?(?:long )?hair in (?:my |our |the )?[a-z]+/,
    area: 'kitchen',
    noun: (_t, folded) =>
      `the hair in your ${/\bhair in (?:my |our |the )?([a-z]+(?: [a-z]+)?)\b/.exec(folded)?.[1]?.replace(/ (?:and|but|the|so)$/, '') ?? 'food'}`,
  },
  {
    key: 'timing',
    test: /\bcame out (?:in two (?:batches|goes|lots)|at different times|one at a time|\d+ (?:mins?|minutes) apart)\b/,
    area: 'kitchen',
    noun: (_t, _folded, sentence) =>
      `the ${/\b(mains|starters|entrees|entrées|dishes|plates|burgers|pizzas)\b[^.]{0,20}\bcame out\b/.exec(sentence)?.[1] ?? 'food'} coming out at different times`,
  },
  {
    key: 'others-first',
    test: /\b(?:tables?|people|others|groups?|couples?) (?:that|who) (?:came|arrived|walked) in after us (?:get|got|getting|being) (?:served|their food|seated)\b|\b(?:watched|saw) (?:\w+ )?(?:tables?|people|others) (?:that|who) came (?:in )?after us get (?:served|their food)\b/,
    area: 'floor',
    noun: () => 'tables that came in after you being served first',
  },
  {
    key: 'parking',
    test: /\b(?:the )?(?:lot|car park) (?:is|was|gets|can get) (?:always |usually |often )?(?:full|packed|rammed)\b|\bparked (?:down|up) the (?:block|street|road)\b/,
    area: 'management',
    noun: () => 'the parking',
  },
  {
    key: 'clean-toilets',
    test: /\b(?:toilets?|restrooms?|bathrooms?|loos?|washrooms?|jacks) (?:need|needs|could do with|could use|could really use) (?:some |a bit of |a good |a )?(?:serious |real |proper |urgent )?(?:work|sorting|attention|clean(?:ing)?|updating|update|tlc|love|refresh)\b/,
    area: 'management',
    noun: (_t, folded) =>
      `the state of the ${/\b(toilets?|restrooms?|bathrooms?|loos?|washrooms?)\b/.exec(folded)?.[1] ?? 'toilets'}`,
  },
  {
    key: 'hours',
    test: /\b(?:opening )?hours (?:are|were|is) (?:a bit |bit |kinda |really |so )?(?:weird|odd|strange|random|all over the place)\b/,
    area: 'management',
    noun: () => 'our opening hours',
  },
  {
    key: 'brushed-off',
    // "said it couldn't have been them", "acted put out when we asked about it", "said we should have checked the bag".
    test: new RegExp(
      [
        String.raw`\b(?:said|told (?:us|me)|insisted|claimed) (?:that )?(?:it )?(?:couldn'?t|could not|can'?t|wasn'?t|was not) (?:have been |be )?(?:them|their (?:food|fault)|the food|us|our food)\b|\b(?:said|say|says) (?:they )?(?:cannot|can'?t|could not|couldn'?t) (?:help|do anything)\b`,
        String.raw`\b(?:acted|seemed|got|was|were) (?:all |a bit |kinda |really )?(?:put out|annoyed|irritated|huffy|defensive|snippy|short)\b[^.]{0,30}\bwhen (?:we|i) (?:asked|mentioned|raised|complained|said|pointed)\b`,
        String.raw`\b(?:said|told (?:us|me)|says) (?:that )?(?:we|i) (?:should (?:of|have|'ve)|shoulda|must (?:have|'ve|of)) (?:checked|looked|ordered|asked|said|read)\b|\bsaid (?:it'?s|its|it was) the drivers? (?:problem|fault)\b|\bsaid (?:take it or leave it|nobody else complained)\b`,
      ].join('|'),
    ),
    area: 'management',
    noun: () => 'the response you got when you raised it',
  },
  {
    key: 'food-state',
    // "waited 45 mins for one plate of oyster omelette and it came out soggy and oily".
    test: /\b(?:it|they) (?:came out|arrived|came|turned up|showed up) (?:all |really |very |so |a bit |bit )?(soggy|oily|greasy|burnt|burned|dry|raw|undercooked|overcooked|cold|lukewarm|squashed|crushed|mushy|stale|wrong)(?: and (soggy|oily|greasy|burnt|burned|dry|raw|undercooked|overcooked|cold|lukewarm|squashed|crushed|mushy|stale))?\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said =
        /\b(?:it|they) (?:came out|arrived|came|turned up|showed up) (?:all |really |very |so |a bit |bit )?([a-z]+)(?: and ([a-z]+))?\b/.exec(
          folded,
        );
      const dish = subjectOf(
        /\b(?:ordered|for|got|had) (?:a |an |the |one |two |some |one plate of |a plate of |a bowl of )?((?:[a-z]+ ){0,2}[a-z]+) (?:and|but|,)/.exec(
          folded,
        )?.[1],
      );
      const how = said?.[2] ? `${said[1]} and ${said[2]}` : (said?.[1] ?? '');
      return dish && how !== 'wrong' ? `the ${dish} arriving ${how}` : '';
    },
  },
  {
    key: 'missing-part',
    // "Tea came without milk", "calamari arrived with no tartare sauce".
    test: /\b(?:came|arrived|was served|comes|come) (?:with no|without|minus|missing) (?:the |any |a |an )?(?:[a-z]+ ){0,1}[a-z]+\b/,
    unless:
      /\bwithout (?:a (?:wait|fuss|problem|hitch)|any (?:wait|fuss|problems?|issues?)|delay|waiting|being asked|asking|complaint)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const what =
        /\b(?:came|arrived|was served|comes|come) (?:with no|without|minus|missing) (?:the |any |a |an )?((?:[a-z]+ ){0,1}[a-z]+)\b/
          .exec(folded)?.[1]
          ?.replace(/ (?:and|but|so|or|we|i|they|you|that|which)$/, '');
      return what ? `the missing ${what}` : '';
    },
  },
  {
    key: 'staff-phones',
    test: /\b(?:more )?interested in (?:his|her|their) phones?\b/,
    area: 'floor',
    noun: () => 'how distracted our team was',
  },
  {
    key: 'portion',
    test: /\b(?:gotten|got|become|getting|gone) (?:a lot |a bit |much |way )?smaller\b|\b(?:portions?|plates?|servings?) (?:have |has )?(?:shrunk|gotten smaller|got smaller)\b/,
    area: 'kitchen',
    noun: () => 'the portions getting smaller',
  },
  {
    key: 'closed-unannounced',
    test: /\bclosed\b[^.]{0,40}\b(?:with no|without(?: any)?) (?:notice|warning|sign|post)\b|\bclosed\b[^.]{0,30}\bnothing (?:posted|on (?:google|facebook|instagram|the website))\b/,
    area: 'management',
    noun: () => 'being closed without notice',
  },
  {
    key: 'smoke',
    test: /\bsmokers (?:at|on|by) (?:the )?(?:next table|table next to us|next door table)\b|\bpeople smoking (?:at|on) the next table\b/,
    area: 'management',
    noun: () => 'the smoke from the next table',
  },
  {
    key: 'parking',
    test: /\b(?:parking(?: lot)?|car ?park)\b[^.]{0,15}\b(?:badly|poorly|not) lit\b|\b(?:parking(?: lot)?|car ?park)\b[^.]{0,15}\b(?:is |was )?(?:very |so |really )?dark\b/,
    area: 'management',
    noun: () => 'the lighting in the car park',
  },
  {
    key: 'fee',
    test: /\bstill charged (?:us |me )?(?:the )?(?:same|full) price\b|\bcharged (?:us |me )?full price (?:anyway|still|regardless)\b/,
    area: 'management',
    noun: () => 'being charged full price',
  },
  {
    key: 'seated-wrong',
    test: /\b(?:table|one|seat|seats|us) (?:right )?(?:next to|by|beside|outside) the (?:toilets?|bathrooms?|restrooms?|loos?|kitchen door|bins)\b/,
    unless: /\b(?:didn'?t mind|no problem|fine)\b/,
    area: 'floor',
    noun: (_t, folded) =>
      `the table you were given by the ${/\b(toilets?|bathrooms?|restrooms?|loos?|kitchen door|bins)\b/.exec(folded)?.[1] ?? 'toilets'}`,
  },
  {
    key: 'service-patchy',
    test: /\bservice (?:was |is |a bit |bit |kinda |pretty |was a bit |is a bit )*(?:hit (?:and|or|&|n) miss|patchy|inconsistent|all over the place)\b/,
    area: 'floor',
    noun: () => 'the service being hit and miss',
  },
  {
    key: 'heat',
    test: /\bonly (?:got |have |has |had )?(?:\d+|one|two|a couple of) fans?\b|\b(?:very|so|really|too) hot (?:at|around|by) (?:noon|midday|lunch(?:time)?)\b/,
    area: 'management',
    noun: () => 'the temperature in the room',
  },
  {
    key: 'tasteless',
    // "fried rice no taste at all", "the curry had zero flavour".
    test: /\b(?:[a-z]+ ){0,2}[a-z]+ (?:had |has |with )?(?:no|zero) (?:taste|flavou?r)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const said = new RegExp(
        String.raw`\b(?:the |my |our )?((?:${WORD} ){0,2}${WORD}) (?:had |has |with )?(?:no|zero) (taste|flavou?r)\b`,
      ).exec(folded);
      const dish = subjectOf(said?.[1]);
      return dish ? `the ${dish} having no ${said?.[2] ?? 'taste'}` : '';
    },
  },
  {
    key: 'flies',
    test: /\bflies\b[^.]{0,40}\b(?:everywhere|all over|no cover|on the (?:food|display|cakes?|counter|table))\b|\b(?:shame about|and|with|so many|loads of|lots of) the flies\b|\bflies (?:were )?everywhere\b/,
    area: 'management',
    noun: (_t, folded) =>
      /\bno cover (?:on|over) (?:the )?(?:display|case)/.test(folded)
        ? 'the flies around the uncovered display'
        : 'the flies',
  },
  {
    key: 'fee',
    test: new RegExp(
      String.raw`\b(?:pay|paid|charge|charged|charges) (?:you |us )?(?:${MONEY} ?\d+|\d+p|a pound|a quid|\d+ (?:cents|pence)) (?:for|to use) the (?:loo|toilets?|bathroom|restroom)\b`,
    ),
    area: 'management',
    noun: () => 'the charge for the toilet',
  },
  {
    key: 'toilet-stairs',
    // "the toilets were up a steep flight of stairs with no rail".
    test: /\b(?:toilets?|loos?|bathrooms?|restrooms?|washrooms?) (?:were|are|is|was) (?:up|down) (?:a |two |three )?(?:steep |narrow |tiny |rickety )?(?:flights? of stairs|stairs|steps|staircase)\b/,
    area: 'management',
    noun: (_t, folded) => {
      const said =
        /\b(toilets?|loos?|bathrooms?|restrooms?|washrooms?) (were|are|is|was) (up|down) ((?:a |two |three )?(?:steep |narrow |tiny |rickety )?(?:flights? of stairs|stairs|steps|staircase))\b/.exec(
          folded,
        );
      return said ? `the ${said[1]} being ${said[3]} ${said[4]}` : 'the stairs to the toilets';
    },
  },
  {
    key: 'fire-smoke',
    test: /\bfire (?:was |kept )?smoking\b|\bsmoke (?:from|off) the (?:fire|fireplace|stove|wood ?burner)\b|\b(?:fire|fireplace|stove|wood ?burner) (?:was |kept )?(?:belching|puffing|pouring) smoke\b/,
    area: 'management',
    noun: () => 'the smoke from the fire',
  },
];
