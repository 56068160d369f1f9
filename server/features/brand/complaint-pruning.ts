import { MONEY } from './money.ts';
import type { Complaint } from './guest-complaints.ts';

/**
 * One complaint told two ways: a late delivery is not also a wait; an overpriced thing is the price complaint;
 * "the food" beside the dishes that were wrong says nothing more. What is left is reworded where two complaints
 * would say the same thing twice.
 */

/** The complaints being pruned, as each rule reads them. */
interface Told {
  complaints: readonly Complaint[];
  has: (key: string) => boolean;
  /** How many dishes are owned by name (not "the food", "the meal"). */
  dishes: number;
  /** The complaints about how a person on the team treated the guest. */
  staffTreated: readonly Complaint[];
}

/** Whether complaint `c`, at index `k`, says again what another complaint says. */
type ToldTwice = (c: Complaint, k: number, told: Told) => boolean;

const GENERAL_DISH_KEY = /^dish-(?:food|meal|dinner|lunch|brunch|breakfast|dishes)$/;
const PRICE_OF_THE = /^the price (?:of (?:the|a|an) |per )(.+)$/;
const STAFF_TREATED = /^how our .+ treated you$/;
const EXPERIENCE_WITH = /^your experience with/;

function wordsOf(c: Complaint): string {
  return `${c.noun} ${c.clause ?? ''}`;
}

/** One fault in different words: "the noise" and "the band was too loud", "how cramped it was" and "jammed tables". */
const FAULT_GROUPS = [
  /\b(?:noise|noisy|loud|blaring|blasting|deafening|shout|shouting|yell|yelling)\b/,
  /\b(?:cramped|jammed|squeezed|crammed|packed in|close together|tight)\b/,
  /\bsmoke|smoky\b/,
  /\b(?:abrupt|short with|curt|brusque|brisk)\b/,
  /\b(?:slow service|service (?:was |being )?(?:\w+ )?slow|bar was slow|pace between courses)\b/,
  /\b(?:ran out|run out|running out|sold out)\b/,
  /\b(?:markup|mark-up|marked up)\b|^the prices$/,
  /\b(?:long queue|half-hour queue|queue out the door|\d+-minute (?:wait|queue)|hour-long wait|wait of (?:over )?an hour|long wait)\b/,
  /\b(?:apology|apologi[sz]e|apologi[sz]ed)\b/,
  /\b(?:door staff|bouncers?|doorm[ae]n)\b/,
  /\b(?:kids'? menu|for the children)\b/,
  /\b(?:not having an? (?:restroom|toilet|bathroom)|(?:being )?no (?:restroom|toilet|bathroom|loo|washroom))\b(?! paper| roll)/,
  /\b(?:hygiene|food handling|unhygienic)\b/,
  /\b(?:the (?:stools|chairs|seating|benches)\b|(?:seats|stools|chairs|benches) (?:was|were) (?:\w+ )?(?:uncomfortable|hard|agony|murder|backless))/,
  /\bheaters\b/,
  /\bshade\b/,
  /\b(?:leaking|leaked|spilled|spilt)\b/,
  /\b(?:the temperature in the room|ac|a\/c|air ?con(?:ditioning)?)\b/,
  /\b(?:parking|car ?park)\b/,
  /\bthe change to\b|\bwhat (?:it|they) used to be\b/,
  /\b(?:how busy it (?:gets|was)|the crowd|how hectic it (?:gets|was))\b/,
  /\b(?:birthday going unmarked|we promised being forgotten)\b/,
  /\b(?:kitchen closing|closing early|closed early|closes early|opening hours|closed without notice)\b/,
];

export function sharedFault(a: Complaint, b: Complaint): boolean {
  return ['cold'].some((w) => wordsOf(a).includes(w) && wordsOf(b).includes(w)) || sameFaultGroup(a, b);
}

/** Two complaints that say one fault in different words (FAULT_GROUPS). */
export function sameFaultGroup(a: Complaint, b: Complaint): boolean {
  return FAULT_GROUPS.some((group) => group.test(wordsOf(a)) && group.test(wordsOf(b)));
}

/** "hygiene is questionable" said back beside the cue that owns what the guest saw: the guest's words give way. */
export function echoOfOwnedFault(c: Complaint, complaints: readonly Complaint[]): boolean {
  return (
    c.key.startsWith('echo-') && complaints.some((k) => k !== c && !k.key.startsWith('echo-') && sameFaultGroup(k, c))
  );
}

/** "had to flag someone down three times for water" says more than "how long you were left waiting for attention". */
export function saidBetterBy(c: Complaint, complaints: readonly Complaint[]): boolean {
  return (
    (c.noun === 'how long you were left waiting for attention' &&
      complaints.some((k) => k !== c && /\b(?:flag|flagged|wave|waved) (?:\w+ )?down\b/.test(wordsOf(k)))) ||
    // "drinks 5/10. Watery Moscow Mule": the drinks in general beside the drink owned by name.
    (c.key === 'dish-drinks' && isFallbackDish(c) && complaints.some((k) => k !== c && k.area === 'bar'))
  );
}

/** A dish owned in general words ("wasn't up to standard", "wasn't what you hoped for"). */
function isFallbackDish(c: Complaint): boolean {
  return c.key.startsWith('dish-') && /(?:up to standard|what you hoped for)$/.test(c.clause ?? '');
}

/** The table, wait or order a complaint names. */
function heads(c: Complaint): string {
  return (c.noun.match(/\b(?:table|tables|wait|line|reservation|order)\b/g) ?? []).join(' ');
}

/** How all the food was that no dish's complaint says: "the food was cold" beside "the fries were soggy". */
const FOOD_AS_A_WHOLE =
  /\b(?:cold|stone cold|lukewarm|tepid|raw|undercooked|inedible|bland|tasteless|flavou?rless|overpriced|mediocre)\b/;

function foodFaultOfItsOwn(c: Complaint, complaints: readonly Complaint[]): boolean {
  const fault = FOOD_AS_A_WHOLE.exec(c.clause ?? '')?.[0];
  return fault !== undefined && !complaints.some((k) => k !== c && wordsOf(k).includes(fault));
}

/** A complaint any rule finds told twice is dropped. */
/** What a dish was "mostly" made of when what it should have had was scarce: the filler, not the dish faulted. */
const FILLER =
  /^the (?:potato|potatoes|rice|bread|flour|lettuce|batter|breading|ice|foam|sauce|broth|noodles|beans|pastry)$/;

/** "Mostly potatoes and flour, found maybe 3 clams": how few clams there were, not the potatoes as a dish. */
function fillerOfScarcity(c: Complaint, complaints: readonly Complaint[]): boolean {
  return (
    isFallbackDish(c) &&
    complaints.some(
      (k) =>
        k.key === 'few-pieces' && (FILLER.test(c.noun) || k.noun.includes(` ${c.noun.replace(/^the /, '')} there`)),
    )
  );
}

/** "the fish pie was mostly mash with about three prawns in it" says already how few prawns there were. */
function scarcityToldInAClause(c: Complaint, complaints: readonly Complaint[]): boolean {
  const scarce = c.key === 'few-pieces' ? / (?:few|little) (.+) there (?:were|was)$/.exec(c.noun)?.[1] : undefined;
  return scarce !== undefined && complaints.some((k) => k !== c && (k.clause ?? '').includes(` ${scarce}`));
}

/** How little was on the plate, told once: not also its filler as a dish, nor again beside a clause that counts it. */
export const scarcityToldTwice = (c: Complaint, all: readonly Complaint[]): boolean =>
  fillerOfScarcity(c, all) || scarcityToldInAClause(c, all);

const TOLD_TWICE: readonly ToldTwice[] = [
  // "how little chicken there was" beside "the curry had like 3 pieces of chicken".
  (c, _k, { complaints }) =>
    c.key.startsWith('dish-') &&
    complaints.some((k) => {
      const little = /^how little (\w+)/.exec(k.noun)?.[1];
      return k !== c && little !== undefined && (c.clause ?? c.noun).includes(little);
    }),
  // "the dinner was marred by painfully slow service" beside "the slow service": the plainer one stays.
  (c, _k, { complaints }) =>
    c.clause !== undefined &&
    complaints.some((p) => {
      const core = p.noun.replace(/^the /, '');
      return p !== c && core.includes(' ') && p.clause === undefined && c.clause?.includes(core) === true;
    }),
  // "the price of the strip steak" beside the strip steak's own complaint.
  (c, _k, { complaints }) =>
    PRICE_OF_THE.test(c.noun) &&
    complaints.some((k) => k !== c && wordsOf(k).includes(c.noun.replace(/^the price (?:of (?:the|a|an) |per )/, ''))),
  // A fault told twice ("how cramped it was" and "the room was cramped").
  (c, k, { complaints }) =>
    complaints.slice(0, k).some((p) => sharedFault(p, c) && p.key !== 'delivery' && p.key !== 'delivery-time'),
  // A dish owned in general words beside one owned in the guest's words.
  (c, _k, { complaints }) =>
    isFallbackDish(c) &&
    complaints.some((p) => p !== c && p.key.startsWith('dish-') && !isFallbackDish(p) && p.sentence === c.sentence),
  // "the lobster dinner wasn't up to standard" beside "the lobster was tough": one dish, owned in the guest's words.
  (c, _k, { complaints }) =>
    isFallbackDish(c) &&
    complaints.some(
      (p) => p !== c && p.key.startsWith('dish-') && !isFallbackDish(p) && c.key.includes(p.key.slice(5)),
    ),
  // "the portion sizes" beside "the small plates were tiny": one complaint.
  (c, _k, { has }) =>
    has('portion') && c.key.startsWith('dish-') && /small|tiny|skimpy|stingy/.test(c.clause ?? c.noun),
  // Being refused is what the staff did: not also "how our hostess treated you".
  (c, _k, { has }) => has('refused') && STAFF_TREATED.test(c.noun),
  // Two people who "treated you" badly are the team, once.
  (c, _k, { staffTreated }) => staffTreated.length > 1 && staffTreated.indexOf(c) > 0,
  // The same table, wait or order named twice ("left at the wrong door" is not a second word for the order's fault).
  (c, k, { complaints }) =>
    heads(c) !== '' &&
    c.key !== 'wait-again' &&
    c.key !== 'wrong-address' &&
    complaints.slice(0, k).some((p) => heads(p) === heads(c)),
  // "your food never arriving" says it already.
  (c, _k, { complaints }) =>
    c.key === 'never-arrived' && complaints.some((k) => k !== c && /never arriving/.test(k.noun)),
  // "the lasagna arrived 50 min late" beside the late delivery: one complaint.
  (c, _k, { has }) =>
    c.key.startsWith('dish-') &&
    /\blate\b/.test(c.clause ?? '') &&
    (has('delivery') || has('delivery-time') || has('wait')),
  // "our team member at the register was on his phone" says it already.
  (c, _k, { complaints }) =>
    c.key === 'phones' && complaints.some((k) => k !== c && /\bphones?\b/.test(k.clause ?? '')),
  // "a $60 lobster dinner that is disappointing" beside "the lobster was tough": the dish, once.
  (c, _k, { complaints }) =>
    c.key === 'priced-dish' &&
    complaints.some((k) => k.key.startsWith('dish-') && (c.clause ?? '').includes(k.key.slice(5))),
  // "our poppadoms never came" is what never came, not being left waiting for attention.
  (c, _k, { complaints }) =>
    c.key === 'ignored' && complaints.some((k) => k.key === 'never-came' && k.sentence === c.sentence),
  // The pace between courses is not being left waiting for attention; nor is a floor that was short-staffed.
  (c, _k, { has }) => c.key === 'ignored' && (has('pace') || has('staffing')),
  // "the cashier seemed overwhelmed" beside a short-staffed floor says it again.
  (c, _k, { has }) =>
    has('staffing') &&
    c.key.startsWith('staff-') &&
    /overwhelm|run off|rushed off|alone|on (?:her|his|their) own/.test(c.clause ?? ''),
  // "the state of the bathroom" read from the bathroom itself says what the bathroom cue says.
  // "the dining room is freezing" owned as the temperature is not also "the dining room"; a broken AC is the
  // temperature, once; "zero flavour" beside the dish it was said of is that dish's complaint.
  (c, _k, { has }) => has('heat') && /^(?:room-room|thing-room|broken-AC)$/.test(c.key),
  (c, _k, { complaints }) =>
    c.key === 'flavor' && complaints.some((k) => k.key.startsWith('dish-') && k.sentence === c.sentence),
  // "the cute decor waited over an hour": a statement of the wait beside the wait owned.
  (c, _k, { has }) => c.key.startsWith('echo-') && has('wait') && /\bwait(?:ed|ing)?\b/.test(c.clause ?? ''),
  // "the candle being forgotten" beside "the candle we promised being forgotten": once.
  (c, _k, { complaints }) =>
    c.key === 'order' &&
    complaints.some((k) => k.key === 'promise-forgot' && k.noun.split(' ')[1] === c.noun.split(' ')[1]),
  // Staff on their phones are how distracted they were, once.
  (c, _k, { has }) => has('phones') && /^staff-/.test(c.key) && /distracted|phone/.test(`${c.noun} ${c.clause ?? ''}`),
  // "the food was poor" beside the dishes named: the dishes say it.
  (c, _k, { complaints }) =>
    /^the food (?:was|is) /.test(c.clause ?? '') &&
    !foodFaultOfItsOwn(c, complaints) &&
    complaints.filter((k) => k !== c && k.key.startsWith('dish-') && k.key !== 'dish-food').length > 0,
  // "the shrimp ones": a thing named by "ones" is said with the thing before it, not alone.
  // "running out of the savory ones" names them in the guest's words.
  (c) => / ones?$/.test(c.noun) && c.clause === undefined && c.key !== 'sold-out',
  // "the charcuterie could do with more bread" beside "there not being enough bread".
  (c, _k, { has }) => has('not-enough') && /\bcould (?:do with|use|have)\b/.test(c.clause ?? ''),
  // The same words owned twice by two passes ("the TVs could have been bigger").
  (c, k, { complaints }) =>
    complaints
      .slice(0, k)
      .some(
        (p) => (p.clause ?? p.noun).toLowerCase() === (c.clause ?? c.noun).toLowerCase() && (c.clause ?? c.noun) !== '',
      ),
  (c, _k, { has }) => c.key === 'smell' && has('smoke'),
  // "the ribeye ordered medium rare came out well done" says how it was cooked already.
  (c, _k, { complaints }) =>
    c.key === 'doneness' &&
    complaints.some((k) => k !== c && /well done|medium|\brare\b|\braw\b|overcooked/.test(k.clause ?? '')),
  // "asked for thai hot and got zero heat": the order not made as asked says the spice level.
  (c, _k, { complaints }) => c.key === 'spice' && complaints.some((k) => /the way you asked/.test(k.noun)),
  // "showed up 70 minutes late": how late it was says what happened with the delivery, and how long it took.
  // "waited 1h45, got half our order": what went wrong with it, said, is what happened with the delivery.
  (c, _k, { has }) =>
    c.noun === 'what happened with your delivery' &&
    ['late-by', 'delivery-time', 'delivery-cold', 'wrong-address', 'missing-half', 'missing-item'].some(has),
  // "Pickup order was ready 45 min late": how late it was says what happened with the order.
  (c, _k, { has, complaints }) =>
    c.key === 'pickup' && (has('pickup-late') || complaints.some((k) => k !== c && /\border\b/.test(k.noun))),
  // "nobody checked on us once" says more than how long they were left waiting for attention: one complaint.
  (c, _k, { has }) => c.noun === 'how long you were left waiting for attention' && has('unchecked'),
  // "waited 2 hours, food never came": it never arrived; how long it took is no complaint of its own.
  (c, _k, { has }) => (c.key === 'delivery-time' || c.key === 'late-by') && has('never-arrived'),
  // "said 'not our problem'" beside how they were treated or told: the answer they got, once.
  (c, _k, { complaints }) =>
    c.key === 'brushed-off' &&
    complaints.some((k) => k !== c && /treated you|not our problem|apology|put out|runaround|passed back/.test(k.noun)),
  (c, _k, { complaints }) =>
    c.key === 'late-by' &&
    complaints.some(
      (k) => k !== c && (k.key === 'wait' || /\blate\b|how long your/.test(`${k.noun} ${k.clause ?? ''}`)),
    ),
  // "$45 for a large and wings is not worth it": the price, not the wings.
  (c, _k, { has }) => has('price') && c.key.startsWith('dish-') && /\bnot worth\b/.test(c.clause ?? ''),
  // "the fan over our grill" beside "the fan not working": the thing, once, with what was wrong with it.
  (c, _k, { complaints }) =>
    c.clause === undefined &&
    /^(?:thing|room|broken|clean)-/.test(c.key) &&
    complaints.some(
      (k) =>
        k !== c &&
        !/^(?:thing|room|broken|clean)-/.test(k.key) &&
        ` ${wordsOf(k)} `.includes(` ${c.key.replace(/^\w+-/, '').split(' ')[0] ?? ''} `),
    ),
  // "had to ask twice for more gravy" is having to ask, not being left waiting for attention.
  (c, _k, { has }) =>
    c.key === 'ignored' && has('asked-again') && c.noun === 'how long you were left waiting for attention',
  // "waited 30 minutes between courses": the pace, once.
  (c, _k, { complaints }) => c.key === 'wait' && complaints.some((k) => k.key === 'pace' && k.sentence === c.sentence),
  // "the seating" beside "the stools were uncomfortable": once.
  (c, _k, { complaints }) =>
    /^(?:the seating|thing-seating)$/.test(c.noun) &&
    complaints.some((k) => k !== c && /\b(?:stools?|chairs?|benches?|seats?)\b/.test(k.clause ?? '')),
  // "the bar area is deafening": the noise, not the bar.
  (c, _k, { complaints }) =>
    c.clause === undefined &&
    /^the (?:bar|bar area|room|dining room|restaurant|place|space|area)$/.test(c.noun) &&
    complaints.some((k) => k !== c && k.sentence === c.sentence && /noise|loud|cramped|dark|temperature/.test(k.noun)),
  // "how few seats there are" beside the seating, the lack of it or how small the place is: once.
  (c, _k, { complaints }) =>
    c.key === 'few-seats' &&
    complaints.some(
      (k) => k !== c && /\bseat|small the place|cramped|crammed/.test(`${k.key} ${k.noun} ${k.clause ?? ''}`),
    ),
  (c, _k, { has }) => has('not-working') && /^(?:room|thing)-tables?$/.test(c.key),
  // "3 hrs is too long": a number said back as a statement reads as pasted.
  (c) => c.key.startsWith('echo-') && /^(?:\d|parking)/.test(c.clause ?? ''),
  (c, _k, { complaints }) =>
    c.key === 'wifi' && complaints.some((k) => k !== c && /\bwi-?fi\b/i.test(`${k.noun} ${k.clause ?? ''}`)),
  (c, _k, { has, complaints }) =>
    (has('bathroom') && /^thing-(?:bathroom|restroom|toilet|loo)s?$/.test(c.key)) ||
    (c.key === 'bathroom' &&
      c.noun === 'the state of the bathrooms' &&
      complaints.some(
        (k) => k !== c && /\b(?:bathroom|restroom|toilet|loo|washroom)s?\b/.test(`${k.noun} ${k.clause ?? ''}`),
      )),
  // A late delivery is not also a wait; nor is one that never came.
  (c, _k, { has }) => c.key === 'wait' && (has('delivery') || has('delivery-time') || has('never-arrived')),
  // "our server forgot your wine" said as the guest said it is the order's mistake, once.
  (c, _k, { complaints }) => c.key === 'order' && complaints.some((k) => k !== c && /\bforgot\b/.test(k.clause ?? '')),
  // Staff arguing among themselves is not how they treated the guest.
  (c, _k, { has }) => has('staff-bickering') && STAFF_TREATED.test(c.noun),
  // The wait and being left without anyone coming are one complaint told twice; so is a late seat.
  // A wait for something named ("the long wait for the drinks") is not being left to flag someone down.
  (c, _k, { complaints }) =>
    c.key === 'ignored' &&
    (complaints.some((k) => k.key === 'wait' && !/ for the /.test(k.noun)) ||
      complaints.some((k) => k.key === 'seated-late' && k.sentence === c.sentence) ||
      complaints.some((k) => /never coming/.test(k.noun))) &&
    // "our waiter forgot the cornbread twice" says something else than a wait.
    !/\b(?:never|forgot)\b/.test(`${c.noun} ${c.clause ?? ''}`),
  // "our server disappearing" is said only where being left waiting for attention is not (beside a wait, it is).
  (c, _k, { has, complaints }) =>
    c.key === 'vanished' && has('ignored') && !complaints.some((k) => k.key === 'wait' && !/ for the /.test(k.noun)),
  (c, _k, { has }) => c.key === 'price' && c.noun === 'the prices' && has('fee'),
  // "the tlayudas were small for $24" says the price already.
  (c, _k, { complaints }) =>
    c.key === 'price' &&
    c.noun === 'the prices' &&
    complaints.some((k) => k !== c && new RegExp(String.raw`${MONEY}\s?\d`).test(k.clause ?? '')),
  (c, _k, { complaints }) =>
    EXPERIENCE_WITH.test(c.noun) &&
    complaints.some((k) => k !== c && k.area === c.area && !EXPERIENCE_WITH.test(k.noun)),
  // "seated at 8:15… Mains took another hour": a wait in a sentence of its own is a complaint of its own.
  (c, _k, { complaints }) =>
    c.key === 'wait' &&
    !/\d/.test(c.noun) &&
    complaints.some((k) => k.key === 'seated-late' && k.sentence === c.sentence),
  // "the waiter acted like we were a nuisance": how they were made to feel is how that person treated them.
  (c, _k, { complaints }) =>
    c.key === 'made-to-feel' &&
    complaints.some((k) => k !== c && (STAFF_TREATED.test(k.noun) || k.key.startsWith('staff-'))),
  // "the server didn't apologize" said as the guest said it is the missing apology, once.
  (c, _k, { complaints }) => c.key === 'brush-off' && complaints.some((k) => k !== c && /apologi/.test(k.clause ?? '')),
  // Turned away under a booking policy is the trouble with the booking.
  (c, _k, { has }) => c.key === 'booking' && has('refused'),
  // "our server kept mixing up orders" said as the guest said it is the order's mistake, once.
  (c, _k, { complaints }) =>
    c.key === 'order' &&
    complaints.some((k) => k !== c && /mix(?:ing|ed|es)? up|wrong order|order wrong/.test(k.clause ?? '')),
  // "Still waiting on my $26": money owed back, neither a wait nor the prices.
  (c, _k, { complaints }) =>
    (c.key === 'wait' || c.key === 'price') &&
    complaints.some((k) => k.key === 'refund-pending' && k.sentence === c.sentence),
  // "Toasties are good but take ages": the wait, said of the dish.
  (c, _k, { complaints }) =>
    c.key === 'wait' &&
    /^the (?:long )?wait$/.test(c.noun) &&
    complaints.some(
      (k) =>
        k.key.startsWith('dish-') &&
        k.sentence === c.sentence &&
        /\b(?:takes?|took) (?:ages|forever)\b/.test(k.clause ?? ''),
    ),
  // "quoted 30 minutes, more like an hour": the wait is the one they were not told of.
  (c, _k, { has }) => c.key === 'wait' && has('quoted-wait'),
  // "the food" beside the dishes that were wrong says nothing more.
  (c, _k, { dishes, complaints }) => dishes > 1 && GENERAL_DISH_KEY.test(c.key) && !foodFaultOfItsOwn(c, complaints),
  // "$19 for cold eggs": the price of a thing already owned is the same complaint.
  (c, _k, { complaints }) =>
    c.key === 'price' &&
    PRICE_OF_THE.test(c.noun) &&
    // "£14 for a bowl of soup. Soup was lukewarm": a price in a sentence of its own is a complaint of its own.
    complaints.some(
      (k) => k !== c && k.key.startsWith('dish-') && c.noun.endsWith(k.key.slice(5)) && k.sentence === c.sentence,
    ),
  // A thing named inside another complaint's words ("skimpy on the meat") is that complaint.
  (c, _k, { complaints }) =>
    c.key.startsWith('dish-') &&
    complaints.some(
      (k) =>
        k !== c &&
        k.clause !== undefined &&
        c.key.slice(5) !== '' &&
        k.clause.includes(` ${c.key.slice(5)}`) &&
        !k.clause.startsWith(`the ${c.key.slice(5)} `),
    ),
  // "charged my card twice": the double charge or the wrong item says what "the charge on your bill" would.
  (c, _k, { complaints }) =>
    c.noun === 'the charge on your bill' &&
    complaints.some(
      (k) =>
        (/^(?:charged-twice|bill-extra)$/.test(k.key) || (k.key === 'price' && PRICE_OF_THE.test(k.noun))) &&
        k.sentence === c.sentence,
    ),
  (c, _k, { complaints }) => saidBetterBy(c, complaints),
  // "Charged us for poppadoms we never got": "being charged for the poppadoms" says the mistake on the bill.
  (c, _k, { complaints }) =>
    c.key === 'bill-extra' &&
    complaints.some((k) => k !== c && /^being charged for/.test(k.noun) && k.sentence === c.sentence),
  // "Our server was sweet but forgetful": the server's own clause says what "the things that were forgotten" would.
  (c, _k, { complaints }) =>
    c.key === 'forgetful' && complaints.some((k) => k.key.startsWith('staff-') && /forgetful/.test(k.clause ?? '')),
  // "Oxtail ran out by 1pm": the dish that ran out is named where the sell-out is owned.
  (c, _k, { has }) =>
    c.key.startsWith('dish-') && has('sold-out') && /\b(?:ran|run|running|sold) out\b/.test(c.clause ?? ''),
  // An overpriced thing is the price complaint.
  (c, _k, { complaints }) =>
    c.key === 'price' &&
    complaints.some((k) => k !== c && /overpriced|pricey|expensive|price of/.test(k.noun + (k.clause ?? ''))),
];

/** A late and cold delivery beside a dish that "showed up cold": the cold is said once, with the dish. */
function sayColdOnce(pruned: Complaint[]): void {
  const deliveryAt = pruned.findIndex((c) => c.noun === 'your delivery arriving late and cold');
  if (deliveryAt < 0 || !pruned.some((c, k) => k !== deliveryAt && /\bcold\b|lukewarm/.test(wordsOf(c)))) return;
  const delivery = pruned[deliveryAt];
  if (delivery) pruned[deliveryAt] = { ...delivery, noun: 'how long your delivery took' };
}

/** Two people who "treated you" badly: the first complaint, if kept, is about the team. */
function nameTheTeam(pruned: Complaint[], staffTreated: readonly Complaint[]): void {
  const [first] = staffTreated;
  if (staffTreated.length <= 1 || first === undefined) return;
  const at = pruned.indexOf(first);
  if (at >= 0) pruned[at] = { ...first, noun: 'how our team treated you' };
}

/** "the bun is soft", "naan soft": bread as it should be, not noodles or batter gone soft. */
export const SOFT_AS_IT_SHOULD_BE =
  /\b(?:the )?(?:meat|wele|dough|brisket|pork|beef|goat|lamb|mutton|oxtail|ribs|squid|octopus|short rib)(?: (?:was|were|is|are))? (?:so |nice and |lovely and |very |super )?soft\b(?: this time)?|\b(?:the )?(?:scones?|croissants?|cookies?|pastr(?:y|ies)|muffins?|brownies?|cinnamon rolls?|doughnuts?|donuts?|biscuits?|bread|pies?|welsh cakes?|malasadas?|pretzels?|bagels?|apple pie)(?: (?:was|were|is|are))? (?:still |nice and |lovely and |fresh and )?warm\b(?! and (?:stale|soggy|dry|hard|burnt|raw|doughy|chewy|greasy))|\b(?:the )?(?:soft )?(?:(?:thatte |rava |button )?idlis?|appams?|pavs?|paos?|dhalpuris?|parathas?|sada|bakes?|buns?|bread|breads|naan|roti|rotis|conchas?|meatballs?|brioche|rolls?|pita|bao|baos|scones?|croissants?|cookies?|pretzels?|tortillas?)(?: (?:was|were|is|are))? soft\b|\bthe soft (?:buns?|bread|naan|roti|conchas?|meatballs?|brioche|rolls?|pita|bao|scones?|croissants?|cookies?|pretzels?|tortillas?)\b/;

/** The complaints with each told once, in order. */
export function pruneComplaints(said: readonly Complaint[]): Complaint[] {
  // "$28 for brunch plus a side of hash browns is a bit rich": what the money bought was dear, not rich food.
  const complaints = said.filter(
    (c) =>
      !(
        c.key.startsWith('dish-') &&
        /\b(?:rich|steep|a lot|too much)$/.test(c.clause ?? '') &&
        said.some((k) => k.key === 'price' && k.sentence === c.sentence)
      ) && !SOFT_AS_IT_SHOULD_BE.test(`${c.noun} ${c.clause ?? ''}`),
  );
  const told: Told = {
    complaints,
    has: (key) => complaints.some((c) => c.key === key),
    dishes: complaints.filter((c) => c.key.startsWith('dish-') && !GENERAL_DISH_KEY.test(c.key)).length,
    staffTreated: complaints.filter((c) => STAFF_TREATED.test(c.noun)),
  };
  const pruned = complaints.filter((c, k) => !TOLD_TWICE.some((toldTwice) => toldTwice(c, k, told)));
  sayColdOnce(pruned);
  nameTheTeam(pruned, told.staffTreated);
  return pruned;
}

/**
 * "Food let it down tho, eggs benedict with split hollandaise": the course that let the meal down is told by what the
 * guest went on to say of its dishes in the same sentence, not owned again as "the food let it down".
 */
export function saidInFull(c: Complaint, all: readonly Complaint[]): boolean {
  return (
    /^the (?:food|mains|main courses?|sides|starters|apps|appetizers|desserts|dishes|dinner|meal|lunch|brunch|breakfast|drinks) let (?:it|the side|us|me) down\b/.test(
      c.clause ?? '',
    ) &&
    all.some((o) => o !== c && sentenceOf(o) === sentenceOf(c) && (o.area === 'kitchen' || o.key.startsWith('echo-')))
  );
}

/** The sentence a complaint was read from; a clause said back is keyed by it ("echo-2-0"). */
export function sentenceOf(c: Complaint): number {
  return c.sentence ?? Number(/^echo-(\d+)-/.exec(c.key)?.[1] ?? -1);
}

/** A complaint another one already tells: a count told twice, or a course told by its dishes. */
export function toldInOtherWords(c: Complaint, all: readonly Complaint[]): boolean {
  return (
    scarcityToldTwice(c, all) ||
    saidInFull(c, all) ||
    makeGoodByTheManager(c, all) ||
    // "still not seated … left hungry": hungry for want of a table, not of bigger portions.
    (c.key === 'portion' && c.noun === 'the portion sizes' && all.some((o) => o.key === 'seated-late')) ||
    // "wish they did bigger portions": the portion sizes, not "the bigger portions" as well.
    (c.key.startsWith('marked-') &&
      all.some((o) => o !== c && o.key === c.key.slice('marked-'.length).toLowerCase().replace(/s$/, ''))) ||
    // "the salsa verde had zero heat": the spice level told by the dish that lacked it.
    (c.key === 'spice' && all.some((o) => o !== c && /\bno heat\b/.test(`${o.noun} ${o.clause ?? ''}`))) ||
    // "the manager was nowhere to be seen" told already as how the manager handled it.
    (c.key === 'manager-absent' && all.some((o) => o !== c && /\bmanager\b/i.test(`${o.noun} ${o.clause ?? ''}`))) ||
    toldByAnother(c, all)
  );
}

/**
 * Complaints said in passing that another reading already tells in the guest's own words: "our manager argued with
 * you" is how raising it went; "the wobbly table" is the wobbly tables; "the price of the bread basket" is the charge
 * for bread; "how rushed you felt" is being asked to leave.
 */
function toldByAnother(c: Complaint, all: readonly Complaint[]): boolean {
  const others = all.filter((o) => o !== c).map((o) => `${o.noun} ${o.clause ?? ''}`.toLowerCase());
  if (c.key === 'brushed-off')
    return others.some((o) =>
      /\bargued\b|\bdenied\b|\bshrugged\b|\bwhen you (?:asked|raised|pointed|mentioned|complained|told|said)\b/.test(o),
    );
  if (c.key === 'wobbly') return others.some((o) => /\bwobbl/.test(o));
  if (/^marked-(?:reservations?|bookings?)$/.test(c.key)) return all.some((o) => o.key === 'booking');
  if (c.noun === 'how you were spoken to')
    return others.some((o) =>
      /\b(?:rude|snippy|short with|dismissive|spoken|treated|attitude|argued|yelled)\b/.test(o),
    );
  // "gone downhill since the new owners": the change, not "your experience with our owners".
  if (/^staff-owners?$/.test(c.key)) return all.some((o) => o.key === 'new-owners');
  if (c.key === 'small-charge') {
    const item = c.noun.replace(/^the charge for /, '');
    return others.some((o) => o.includes(item) || /\bcharge\b/.test(o));
  }
  return c.key === 'asked-to-leave' && all.some((o) => o.key === 'time-limit' || o.key === 'rushed');
}

/** "Manager offered nothing": nothing done to make it right is how the manager handled it, owned once. */
function makeGoodByTheManager(c: Complaint, all: readonly Complaint[]): boolean {
  return (
    c.key === 'staff-manager' &&
    c.noun === 'how our manager handled it' &&
    all.some((o) => o.key === 'no-make-good' && sentenceOf(o) === sentenceOf(c))
  );
}
