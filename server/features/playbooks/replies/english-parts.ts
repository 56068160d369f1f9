import type { Complaint, MildPraise, Thing, Register } from '#server/features/brand/index.ts';
import { capitalise, pick } from './reply-context.ts';

/**
 * The sentences of an English reply that are about the guest's own words: thanks for what they praised, by name
 * and in a frame that fits it (a dish is enjoyed, a person is thanked, a price is found fair), and the apology for
 * every complaint they stated, in their words. Agreement follows the phrase ("the dumplings were", "the burger was").
 */

export function joinEn(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** "the pancakes", "Marcus": how the reply names a thing the guest praised. */
export function nameOf(thing: Thing): string {
  if (thing.kind === 'person') return thing.words;
  if (thing.kind === 'staff') return staffName(thing);
  return `the ${thing.words}`;
}

/** "our server", "the team": staff are the owner's own. */
function staffName(thing: Thing): string {
  if (/^(?:staff|waitstaff|team|crew|employees|people|folks|servers|waiters|guy|girl|lady|woman|man)$/.test(thing.head))
    return 'the team';
  return `our ${thing.words.replace(/^(?:the|our|my)\s+/, '')}`;
}

const ENJOYED_KINDS = new Set<Thing['kind']>(['dish', 'drink', 'food', 'menu', 'room', 'noise']);
const FOOD_KINDS = new Set<Thing['kind']>(['dish', 'food']);

function plural(things: readonly Thing[]): boolean {
  return things.length > 1 || things[0]?.plural === true;
}

/** Words that are mostly a part of a dish named beside it ("the khao soi, the noodles and the curry broth"). */
const DISH_PARTS =
  /^(?:noodles?|broth|sauce|bread|cheese|beans|crust|toppings?|dough|meat|filling|batter|glaze|dressing|gravy|miso|guac|guacamole|salsa|chips|rice|brioche|toast|bun|buns|shell|shells|side|sides|garnish|cutlet|patty|patties|onions?)$/;

/**
 * What a thanks names of the things enjoyed: the first (most specific), and a second dish or drink when it is a thing
 * of its own (not a part of the first, no word shared). A longer list mostly strings together parts of one dish or
 * things only described ("the oysters, the playlist and the bar"), which no manager would write back.
 */
function enjoyedNamed(things: readonly Thing[]): Thing[] {
  const [first] = things;
  if (first === undefined) return [];
  const words = new Set(first.words.toLowerCase().split(/\s+/));
  const second = things.slice(1).find(
    (t) =>
      (t.kind === 'dish' || t.kind === 'drink') &&
      (first.kind === 'dish' || first.kind === 'drink') &&
      !DISH_PARTS.test(t.head) &&
      !t.words
        .toLowerCase()
        .split(/\s+/)
        .some((w) => words.has(w)),
  );
  return second ? [first, second] : [first];
}

/** Thanks for the things the guest enjoyed (dishes, drinks, the room), in a frame that fits them. */
function enjoyedLine(enjoyed: readonly Thing[], register: Register, variant: number): string {
  const things = enjoyedNamed(enjoyed);
  const list = joinEn(things.map(nameOf));
  const were = plural(things) ? 'were' : 'was';
  const allFood = things.every((t) => FOOD_KINDS.has(t.kind));
  const formal = [
    `We are glad you enjoyed ${list}.`,
    `Thank you for your kind words about ${list}.`,
    `It is a pleasure to know you enjoyed ${list}.`,
    `It is good to know ${list} ${were} to your liking.`,
    `How good to hear you enjoyed ${list}.`,
    `We are glad ${list} made such an impression.`,
    ...(allFood ? [`The kitchen will be very glad to hear you enjoyed ${list}.`] : []),
  ];
  const warm = [
    `I'm so glad you enjoyed ${list}.`,
    `Thank you for the kind words about ${list}.`,
    `It's so good to hear ${list} ${were} such a hit.`,
    `We're thrilled you loved ${list}.`,
    `So happy to hear you enjoyed ${list}.`,
    `So nice to hear you loved ${list}.`,
    ...(allFood ? [`Our kitchen will be thrilled you enjoyed ${list}.`, `So glad ${list} hit the spot.`] : []),
  ];
  const casual = [
    `So glad you loved ${list}!`,
    `Stoked you enjoyed ${list}!`,
    `Love that ${list} ${were} a hit!`,
    ...(allFood ? [`The kitchen will be pumped you enjoyed ${list}!`] : []),
  ];
  return pick({ formal, warm, casual }[register], variant, 2);
}

/** The ways to say the people praised will hear of it. */
function peopleLines(who: string, several: boolean, register: Register): string[] {
  return register === 'formal'
    ? [
        `I will be sure to pass your kind words on to ${who}.`,
        `${capitalise(who)} will be very glad to read this.`,
        `Your kind words will reach ${who} today.`,
        `${capitalise(who)} will be touched by your words.`,
        `Your words will mean so much to ${who}.`,
      ]
    : [
        `I'll make sure ${who} ${several ? 'see' : 'sees'} this.`,
        `I'll pass your kind words on to ${who}.`,
        `${capitalise(who)} will be so pleased to read this.`,
        // "our owners' day", never "our owners's day".
        `This will make ${who === 'the team' ? 'the team’s' : several && who.endsWith('s') ? `${who}'` : `${who}'s`} day.`,
        `${capitalise(who)} will be delighted to hear this.`,
      ];
}

/** A people line that repeats neither the opening's words nor, beside an apology, the passing on of the notes. */
function freshBeside(line: string, opening: string, passedOnLater: boolean): boolean {
  return (
    !(/\bday\b/.test(opening) && /\bday\b/.test(line)) &&
    !(/\bwill be\b/.test(opening) && /\bwill be\b|\bmake\b.*\bday\b/.test(line)) &&
    !(passedOnLater && /\b(?:sees? this|pass your kind words on|will reach)\b/.test(line))
  );
}

/** Thanks passed on to the people the guest praised: by first name when they gave one, else by role. */
function peopleLine(
  names: readonly string[],
  roles: readonly Thing[],
  register: Register,
  variant: number,
  opening: string,
  passedOnLater = false,
): string {
  // "Lovely owners": the owner signs the reply, so the thanks are theirs to take, not to pass on.
  if (names.length === 0 && roles.length > 0 && roles.every((r) => /^(?:owner|owners)$/i.test(r.head)))
    return pick(
      register === 'formal'
        ? [
            'Thank you for your kind words about us; they mean a great deal.',
            'Your kind words about us are much appreciated.',
          ]
        : ['Thank you for the kind words about us; they mean a lot.', 'Your kind words about us mean a lot.'],
      variant,
      3,
    );
  const who = names.length > 0 ? joinEn(names.slice(0, 2)) : joinEn(roles.slice(0, 2).map(nameOf));
  const several =
    names.length > 1 || (names.length === 0 && (roles.length > 1 || roles[0]?.plural === true) && who !== 'the team');
  const lines = peopleLines(who, several, register);
  // "Reading this put a smile on the whole team. The team will be delighted…": the team once.
  if (who === 'the team' && /\bteam\b/.test(opening))
    return register === 'formal'
      ? 'Your kind words mean a great deal to all of us.'
      : 'Your kind words mean a lot to all of us.';
  // "This made our day. This will make Linh's day.": never the opening's words again.
  // "Our kitchen will be thrilled… The team will be so pleased…": one "will be" of gladness is enough.
  // "I'll make sure the team sees this… I've passed your notes on": beside an apology, passed on once.
  const fresh = lines.filter((line) => freshBeside(line, opening, passedOnLater));
  return pick(fresh.length > 0 ? fresh : lines, variant, 3);
}

/** Thanks for praise that is not about a dish or a person: the service, the value, the speed, the place. */
function otherPraiseLine(kinds: ReadonlySet<Thing['kind']>, register: Register, variant: number): string | null {
  const formal = register === 'formal';
  if (kinds.has('service'))
    return pick(
      formal
        ? [
            'We are glad our team looked after you well.',
            'Thank you for your kind words about our service.',
            'We are glad the service was to your liking.',
            'Our team will be glad to hear they looked after you well.',
          ]
        : [
            "I'm glad our team looked after you so well.",
            'Thank you for the kind words about our service.',
            'The team will love hearing they looked after you well.',
            'So glad you were well looked after.',
          ],
      variant,
      3,
    );
  if (kinds.has('price')) return formal ? 'We are glad you found it good value.' : "I'm glad you found it good value.";
  if (kinds.has('portion'))
    return formal ? 'We are glad the portions pleased you.' : 'Glad the portions left you happy.';
  if (kinds.has('wait'))
    return formal ? 'We are glad the service was prompt.' : "I'm glad we kept things moving quickly.";
  if (kinds.has('clean')) return 'Thank you for noticing how clean we keep the place.';
  return null;
}

export interface PraisePlan {
  things: readonly Thing[];
  staffNames: readonly string[];
  /** The reply goes on to say the guest's notes were passed on (it owns a complaint). */
  passedOnLater?: boolean;
}

/** The sentences thanking the guest for what they praised, or [] when they praised nothing in particular. */
export function praiseLines(plan: PraisePlan, register: Register, variant: number, opening = ''): string[] {
  const enjoyed = plan.things.filter((t) => ENJOYED_KINDS.has(t.kind));
  const roles = plan.things.filter((t) => t.kind === 'staff');
  const others = new Set(
    plan.things.filter((t) => !ENJOYED_KINDS.has(t.kind) && t.kind !== 'staff').map((t) => t.kind),
  );
  const lines: string[] = [];
  if (enjoyed.length > 0) lines.push(enjoyedLine(enjoyed, register, variant));
  if (plan.staffNames.length > 0 || roles.length > 0)
    lines.push(
      peopleLine(plan.staffNames, roles, register, variant, [opening, ...lines].join(' '), plan.passedOnLater),
    );
  if (lines.length < 2) {
    const other = otherPraiseLine(others, register, variant);
    if (other) lines.push(other);
  }
  return lines;
}

/** "the pasta didn't taste homemade and the sauce didn't taste homemade" → "the pasta and the sauce didn't taste …". */
function mergedClauses(complaints: readonly Complaint[]): string[] {
  const groups = new Map<string, string[]>();
  const order: string[] = [];
  for (const c of complaints) {
    const key =
      c.predicate && c.subject
        ? c.predicate.replace(/^(?:was|were)\b/, 'be').replace(/^(?:wasn't|weren't)\b/, "ben't")
        : `#${order.length}`;
    if (!groups.has(key)) {
      groups.set(key, []);
      order.push(key);
    }
    groups.get(key)?.push(c.subject && c.predicate ? c.subject : (c.clause ?? ''));
  }
  return order.map((key) => {
    const subjects = groups.get(key) ?? [];
    const original = complaints.find((c) => c.subject === subjects[0] || c.clause === subjects[0]);
    if (subjects.length === 1 || !original?.predicate) return original?.clause ?? subjects[0] ?? '';
    const predicate = original.predicate.replace(/^was\b/, 'were').replace(/^wasn't\b/, "weren't");
    return `${joinEn(subjects)} ${predicate}`;
  });
}

/** Most complaints one apology names, and most said as clauses (a complaint said back in the guest's words). */
const MOST_NAMED = 5;
const MOST_CLAUSES = 4;

/**
 * The complaints an apology names: at most five, and at most four said as clauses (a complaint said back in the
 * guest's words has no noun), so a guest who named three or four problems has each owned.
 */
function namedComplaints(complaints: readonly Complaint[]): Complaint[] {
  return (
    complaints
      .filter((c, k) => c.noun !== '' || complaints.slice(0, k).filter((x) => x.clause).length < MOST_CLAUSES)
      .slice(0, MOST_NAMED)
      // The guest's clause ends the apology: its own full stops ("…and nothing else..") would double the reply's.
      .map((c) => (c.clause ? { ...c, clause: c.clause.replace(/[\s.!?…]+$/u, '') } : c))
  );
}

/** The apology for complaints said in the guest's words (`said`), after those named by a noun only (if any). */
function clauseApology(said: string, nounOnly: readonly Complaint[], formal: boolean, variant: number): string {
  if (nounOnly.length === 0)
    return pick(
      formal
        ? [`I am sorry ${said}.`, `I apologise that ${said}.`, `I am sorry to read that ${said}.`]
        : [
            `I'm sorry ${said}.`,
            `I'm really sorry ${said}.`,
            `I'm sorry to hear ${said}.`,
            `I'm sorry to read that ${said}.`,
          ],
      variant,
      6,
    );
  const about = joinEn(nounOnly.map((c) => c.noun));
  return pick(
    formal
      ? [
          `I am sorry about ${about}, and that ${said}.`,
          `I apologise for ${about}, and that ${said}.`,
          `I am very sorry about ${about}, and that ${said}.`,
        ]
      : [
          `I'm sorry about ${about}, and that ${said}.`,
          `I'm really sorry about ${about}, and that ${said}.`,
          `I'm so sorry about ${about}, and that ${said}.`,
        ],
    variant,
    6,
  );
}

/** The apology for what the guest said went wrong, in their words; at most five complaints are named. */
export function complaintLine(complaints: readonly Complaint[], register: Register, variant: number): string {
  const named = namedComplaints(complaints);
  const only = named[0];
  const formal = register === 'formal';
  if (named.length === 1 && only?.clause) {
    return pick(
      formal
        ? [
            `I am sorry ${only.clause}.`,
            `I apologise that ${only.clause}.`,
            `I am sorry to read that ${only.clause}.`,
            `Please accept my apologies that ${only.clause}.`,
          ]
        : [
            `I'm sorry ${only.clause}.`,
            `I'm sorry to hear ${only.clause}.`,
            `I'm really sorry ${only.clause}.`,
            `I'm sorry to read that ${only.clause}.`,
            `I'm so sorry ${only.clause}.`,
          ],
      variant,
      6,
    );
  }
  const clauses = named.filter((c) => c.clause !== undefined);
  const nounOnly = named.filter((c) => c.clause === undefined);
  if (clauses.length > 0 && clauses.length <= MOST_CLAUSES) {
    return clauseApology(joinEn(mergedClauses(clauses)), nounOnly, formal, variant);
  }
  const nouns = joinEn(named.map((c) => c.noun));
  return pick(
    formal
      ? [
          `I am sorry about ${nouns}.`,
          `Please accept my apologies for ${nouns}.`,
          `I apologise for ${nouns}.`,
          `I am sorry to read about ${nouns}.`,
          `I am very sorry about ${nouns}.`,
        ]
      : [
          `I'm sorry about ${nouns}.`,
          `I'm really sorry about ${nouns}.`,
          `I apologise for ${nouns}.`,
          `I'm sorry about ${nouns}; that isn't the experience we want for anyone.`,
          `I'm sorry to hear about ${nouns}.`,
        ],
    variant,
    6,
  );
}

/**
 * Mild praise said back in measured words ("thank you for what you said about the burger"), never thanked as a hit
 * and never answered as a fault (blind readers read "we want it to be more than decent" as an apology for praise):
 * what the guest called decent, okay or fine, and who hears about it.
 */
export function mildLine(mild: readonly MildPraise[], variant: number): string | null {
  const [first] = mild;
  if (first === undefined) return null;
  // Things the guest called the same ("decent") are said together; "good" pasta and "fine" service are not.
  const things = mild
    .filter((m) => m.word === first.word)
    .slice(0, 2)
    .map((m) => m.thing);
  const list = joinEn(things.map((t) => `the ${t.words}`));
  const food = things.every((t) => ['dish', 'drink', 'food', 'menu'].includes(t.kind));
  const team = !food ? 'the team' : things.every((t) => t.kind === 'drink') ? 'the bar' : 'the kitchen';
  return pick(
    [
      `Thank you for your honest words about ${list}; I've shared them with ${team}.`,
      `Thank you for what you said about ${list}; ${team} ${team === 'the team' ? 'have' : 'has'} your notes.`,
      `I've shared what you said about ${list} with ${team}.`,
    ],
    variant,
    9,
  );
}
