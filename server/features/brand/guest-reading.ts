import { COMPLAINING, cueComplaints, predicateOf, thingComplaint, type Complaint } from './guest-complaints.ts';
import { echoOf } from './guest-echo.ts';
import {
  CARRIED_LEAD,
  DECLINE,
  FAULTLESS_LEAD,
  LISTED_LEAD,
  LONG_WAIT,
  MISSED_LEAD,
  NOT_OFFERED_LEAD,
  OCCASION,
  ONLY_DOWNSIDE,
  PERSON_PRAISE,
  PLANNED_OCCASION,
  PRICE_VALUE,
  REGULAR,
  SET_APART_LEAD,
  STAFF_FAULT,
  WORTH_WAIT,
} from './guest-phrases.ts';
import { folded, polarityOf, readSegments, type Polarity, type Segment } from './guest-segments.ts';
import { staffNamesIn, type Thing } from './guest-things.ts';
import { parseEnglish, type NlpToken } from './nlp.ts';
import { tokenSpans } from './term-context.ts';
import { termPolaritiesIn, type TermPolarity } from './term-polarity.ts';

export type { Complaint, ComplaintArea } from './guest-complaints.ts';
export type { Polarity } from './guest-segments.ts';
export type { Thing, ThingKind } from './guest-things.ts';

/**
 * An English review read the way a manager reads it: what the guest praised (by name), every complaint they stated
 * (in their words), and who on the team they thanked. Sentences are cut into segments at contrast ("but",
 * "although", "aside from"), at commas and at "and" between clauses; each segment is judged by its own words, a
 * judgement without a thing ("…, dense and oily") goes to the thing before it, comparison ("better than") splits a
 * segment in two, and "the only saving grace was" praises what follows.
 */

export interface ThingReading {
  thing: Thing;
  polarity: Polarity;
  /** How strongly its words judge it. */
  strength: number;
  /** The guest's own clause about it, where a construction gave one ("the cod was a bit soupy"). */
  said?: string;
  /** Its judgement came from words that name it a complaint ("the lack of decor", "improve the service"). */
  marked?: boolean;
}

export interface GuestReading {
  things: ThingReading[];
  /** What to thank for, most specific first. */
  praised: Thing[];
  /** Every complaint the guest stated, in order, one per key. */
  complaints: Complaint[];
  /** Staff thanked by first name (never named in a complaint). */
  staffPraised: string[];
  /** Staff the guest named in a complaint: a reply never names them. */
  staffCriticised: string[];
  /** The words' overall lean, −1 … 1, from the segments' scores. */
  lean: number;
  /** Whether the guest wrote anything that names or judges something. */
  says: boolean;
  /** The occasion the guest celebrated with us ("birthday", "anniversary"), if they said. */
  occasion: string | null;
  /** The guest says they have come for years, or are a regular. */
  regular: boolean;
}

/** "the noodles better than their green curry": the compared thing gets the other side's judgement. */
function comparison(segment: Segment): { better: Thing[]; worse: Thing[] } | null {
  // "the numbness from the old chairs is more than compensated by the food"; "the food makes up for the decor".
  const made = /(?:compensated|made up|offset|redeemed) (?:for )?by|makes? up for|made up for/.exec(segment.folded);
  if (made) {
    const pivot = segment.tokens.findIndex((t) => /^(?:compensated|makes|make|made|offset|redeemed)$/.test(t.normal));
    if (pivot >= 0) {
      const head = segment.start + pivot;
      const left = segment.things.filter((t) => t.at < head);
      const right = segment.things.filter((t) => t.at > head);
      if (left.length > 0 && right.length > 0)
        return /by/.test(made[0]) ? { better: right, worse: left } : { better: left, worse: right };
    }
  }
  const asAt = segment.tokens.findIndex(
    (t, k) =>
      t.normal === 'as' &&
      k > 1 &&
      /^(?:good|great|tasty|fresh)$/.test(segment.tokens[k + 1]?.normal ?? '') &&
      segment.tokens[k + 2]?.normal === 'as',
  );
  if (asAt >= 0 && /\b(?:not|n't|isn't|wasn't|aren't|weren't|never)\b/.test(segment.folded)) {
    const head = segment.start + asAt + 2;
    const left = segment.things.filter((t) => t.at < head);
    const right = segment.things.filter((t) => t.at > head && t.kind !== 'place');
    if (left.length > 0) return { better: right, worse: left };
  }
  const at = segment.tokens.findIndex((t) => t.normal === 'than');
  if (at < 0) return null;
  const comparative = segment.tokens[at - 1]?.normal ?? '';
  const positive = /^(?:better|more|tastier|fresher|nicer)$/.test(comparative) || /\bprefer/.test(segment.folded);
  const negative = /^(?:worse|less)$/.test(comparative);
  if (!positive && !negative) return null;
  const head = segment.start + at;
  const left = segment.things.filter((t) => t.at < head);
  const right = segment.things.filter((t) => t.at > head);
  if (left.length === 0 || right.length === 0) return null;
  return positive ? { better: left, worse: right } : { better: right, worse: left };
}

/** Reads one English review; `placeWords` are the restaurant's own name's words (never a dish). */
export function readGuest(
  text: string,
  placeWords: ReadonlySet<string> = new Set(),
  rating: number | null = null,
): GuestReading {
  const trimmed = text.trim();
  const sentences = parseEnglish(trimmed);
  const segments = readSegments(text, sentences, placeWords);
  const readings = judgeThings(segments, rating, modelReadings(trimmed, sentences, segments));
  return assemble(text, segments, readings, rating);
}

/** Kinds a happy guest praises by naming them ("the cardamom bun!!!", "Knishes, pastrami, black and white cookie"). */
const NAMED_IN_PRAISE = new Set<Thing['kind']>(['dish', 'drink', 'room', 'noise']);

/** The learned per-thing reading (docs/decisions/0021-term-polarity-model.md) of every thing found, by thing. */
function modelReadings(
  text: string,
  sentences: ReturnType<typeof parseEnglish>,
  segments: readonly Segment[],
): Map<Thing, TermPolarity> {
  const spans = tokenSpans(text, sentences);
  const things = segments.flatMap((segment) =>
    segment.things.map((thing) => {
      const sentence = spans[segment.sentence] ?? [];
      return { thing, from: sentence[thing.wordsFrom]?.[0] ?? 0, to: sentence[thing.at]?.[1] ?? 0 };
    }),
  );
  const polarities = termPolaritiesIn(text, things, sentences);
  return new Map(things.map(({ thing }, k) => [thing, polarities[k] ?? { positive: 0, negative: 0, neutral: 1 }]));
}

/**
 * The lexicon's reading of a thing weighed with the learned one: where the words judge nothing the model may (when
 * it is sure); where the two disagree, a strong lexicon reading stands, a sure model reading wins, and otherwise the
 * thing is only mentioned (a reply names less rather than risk thanking for a complaint).
 */
function blend(
  polarity: Polarity,
  strength: number,
  model: TermPolarity | undefined,
): { polarity: Polarity; strength: number } {
  if (model === undefined) return { polarity, strength };
  const best: Polarity =
    model.positive >= model.negative && model.positive >= model.neutral
      ? 'positive'
      : model.negative >= model.neutral
        ? 'negative'
        : 'neutral';
  const sure = Math.max(model.positive, model.negative, model.neutral);
  // A sure learned reading is as strong as its certainty: 0.7 reads 1.5, 0.9 reads 2.5.
  const learned = 1.5 + (sure - MODEL_SURE) * 5;
  if (polarity === 'neutral')
    return best !== 'neutral' && sure >= MODEL_SURE ? { polarity: best, strength: learned } : { polarity, strength };
  if (best === polarity || (best === 'neutral' && model[polarity] >= 0.25)) return { polarity, strength };
  if (best !== 'neutral' && sure >= 0.7 && model[polarity] < 0.15) return { polarity: best, strength: learned };
  return strength >= 2 ? { polarity, strength } : { polarity: 'neutral', strength: 0 };
}

/** The thing is what its clause is about: a verb follows it ("the menu never grabbed me", "the meal was bland"). */
function isSubject(tokens: readonly NlpToken[], thing: Thing): boolean {
  let k = thing.at + 1;
  if (tokens[k]?.normal === ',' && /^(?:which|that)$/.test(tokens[k + 1]?.normal ?? '')) k += 2;
  while (/^(?:just|really|also|still|never|always|honestly|simply|definitely)$/.test(tokens[k]?.normal ?? '')) k += 1;
  return (
    /^(?:AUX|VERB)$/.test(tokens[k]?.pos ?? '') ||
    /^(?:taste|tastes|tasted|looks|seems|feels)$/.test(tokens[k]?.normal ?? '')
  );
}

/** From this strength a reading is sure enough to own a dish in general words. */
const SURE = 2;

/** "the cacio e pepe wasn't what you hoped for": a sure complaint about a dish whose words say no more than "bad". */
function generalFault(thing: Thing, complaint: Complaint): Complaint {
  const predicate = thing.plural ? "weren't what you hoped for" : "wasn't what you hoped for";
  return { ...complaint, clause: `the ${thing.words} ${predicate}`, subject: `the ${thing.words}`, predicate };
}

/** How sure the learned reading must be to judge a thing the lexicon left unjudged. */
const MODEL_SURE = 0.7;

function judgeThings(
  segments: readonly Segment[],
  rating: number | null,
  models: ReadonlyMap<Thing, TermPolarity>,
): ThingReading[] {
  const readings: ThingReading[] = [];
  const add = (thing: Thing, polarity: Polarity, strength: number) => {
    const existing = readings.find((r) => r.thing.words === thing.words);
    if (existing === undefined) {
      readings.push({ thing, polarity, strength: polarity === 'neutral' ? 0 : strength });
    } else if (existing.polarity !== polarity && polarity !== 'neutral') {
      // The same thing judged both ways ("good, not as good as before"): the stronger reading stands.
      if (existing.polarity === 'neutral' || strength > existing.strength * 1.5) {
        existing.polarity = polarity;
        existing.strength = strength;
      } else if (existing.strength <= strength * 1.5) {
        existing.polarity = 'neutral';
        existing.strength = 0;
      }
    }
  };
  for (const [i, segment] of segments.entries()) {
    const compared = comparison(segment);
    if (compared) {
      for (const t of compared.better) add(t, 'positive', 2);
      for (const t of compared.worse) {
        add(t, 'negative', 1.6);
        const worse = readings.find((r) => r.thing.words === t.words);
        if (worse?.polarity === 'negative') worse.marked = true;
      }
      continue;
    }
    const subject = segment.things[0];
    const copulaAt =
      subject && isSubject(segment.sentenceTokens, subject)
        ? segment.sentenceTokens.findIndex((t, k) => k > subject.at && /^(?:is|was|are|were|'s)$/.test(t.normal))
        : -1;
    let lastLead: Polarity | null = null;
    for (const thing of segment.things) {
      // "The porterhouse was the best steak I've had": the steak is what the porterhouse is said to be.
      if (copulaAt >= 0 && thing !== subject && thing.at > copulaAt && thing.kind === subject?.kind) continue;
      let polarity = segment.forced ?? polarityOf(segment.score);
      let strength = segment.forced ? 2 : Math.abs(segment.score);
      if (polarity === 'neutral') {
        // A judgement that follows without a thing of its own (", dense and oily", ", all excellent").
        const next = segments[i + 1];
        if (next && next.sentence === segment.sentence && next.things.length === 0 && !next.contrast) {
          polarity = polarityOf(next.score);
          strength = Math.abs(next.score);
        }
      }
      if (polarity === 'neutral' && /\b(?:too|also|as well)\b/.test(segment.folded) && i > 0) {
        // ", the horchata too": the same judgement as the segment before.
        const previous = segments[i - 1];
        if (previous && previous.sentence === segment.sentence) {
          polarity = previous.forced ?? polarityOf(previous.score);
          strength = Math.abs(previous.score);
        }
      }
      if (segment.forced === null) ({ polarity, strength } = blend(polarity, strength, models.get(thing)));
      // Words right before the thing that judge it whatever the rest says: "the lack of decor", "no music" (missed);
      // "nothing wrong with the service" (fine); "food other than sushi is nice" (the sushi is set apart).
      const lead = folded(segment.sentenceTokens.slice(Math.max(0, thing.from - 8), thing.from));
      let marked = false;
      if (NOT_OFFERED_LEAD.test(lead)) {
        polarity = 'neutral';
      } else if (MISSED_LEAD.test(lead)) {
        polarity = 'negative';
        strength = Math.max(strength, 2);
        marked = true;
      } else if (FAULTLESS_LEAD.test(lead)) {
        polarity = 'positive';
        strength = Math.max(strength, 2);
      } else if (SET_APART_LEAD.test(lead) || LISTED_LEAD.test(lead)) {
        polarity = 'neutral';
      }
      // "the location or the atmosphere": what the lead words say of one thing they say of the next.
      const joined = segment.sentenceTokens
        .slice(Math.max(0, thing.from - 3), thing.from)
        .some((t) => /^(?:or|and|,)$/.test(t.normal));
      if (joined && lastLead !== null) {
        polarity = lastLead;
        marked = polarity === 'negative';
      }
      lastLead = CARRIED_LEAD.test(lead) ? polarity : joined ? lastLead : null;
      // Parts of a dish described after it ("…, thick brioche with berries") are not dishes to thank for.
      if (segment.appositive && polarity === 'positive') polarity = 'neutral';
      let said: string | undefined;
      if (ONLY_DOWNSIDE.test(folded(segment.sentenceTokens.slice(0, thing.from)))) {
        polarity = 'negative';
        strength = Math.max(strength, 2);
        marked = true;
        // "Only complaint is the outdoor seating is pretty much in the parking lot": owned in their words.
        const raw = predicateOf(segment.sentenceTokens, thing);
        if (raw) said = `the ${thing.words} ${raw.verb} ${raw.words}`;
      }
      const described = predicateOf(segment.sentenceTokens, thing);
      if (described?.fault) {
        polarity = 'negative';
        strength = Math.max(strength, 2);
      }
      // Praise of a price is praise only in the words of value ("fair prices", "cheap"), not "places half the price".
      if (thing.kind === 'price' && polarity === 'positive' && !PRICE_VALUE.test(segment.folded)) polarity = 'neutral';
      // "tiny for the price", "pricey for what they are": the price is the measure, not the complaint.
      if (thing.kind === 'price' && /for the (?:price|money)|for what (?:they|it) (?:are|is)/.test(segment.folded))
        polarity = 'neutral';
      if (thing.kind === 'wait' && WORTH_WAIT.test(segment.folded)) polarity = 'neutral';
      // Four or five stars and nothing against it: what the guest names, they name in praise.
      if (
        polarity === 'neutral' &&
        rating !== null &&
        rating >= 4 &&
        NAMED_IN_PRAISE.has(thing.kind) &&
        polarityOf(segment.score) !== 'negative'
      ) {
        polarity = 'positive';
        strength = 1;
      }
      // Staff are thanked only where the guest's words praise a person, not for being in a sentence that praises food.
      if (polarity === 'positive' && thing.kind === 'staff' && !PERSON_PRAISE.test(segment.folded))
        polarity = 'neutral';
      // Staff are owned in a complaint only for what the guest says they did (rude, slow, ignoring, wrong): "joke with
      // the bartender" is not a complaint about the bartender because "joke" reads negative.
      if (
        polarity === 'negative' &&
        (thing.kind === 'staff' || thing.kind === 'person') &&
        !STAFF_FAULT.test(`${segment.folded} ${folded(segment.sentenceTokens)}`)
      )
        polarity = 'neutral';
      // A seat is where the guest sat, not a thing they enjoyed.
      if (
        polarity === 'positive' &&
        /^(?:table|tables|seat|seats|booth|booths|chair|chairs|stool|stools|counter)$/.test(thing.head)
      )
        polarity = 'neutral';
      else if (thing.kind === 'wait' && LONG_WAIT.test(segment.folded)) {
        polarity = 'negative';
        strength = Math.max(strength, 2);
      }
      add(thing, polarity, strength);
      const added = readings.find((r) => r.thing.words === thing.words);
      if (said && added && added.said === undefined) added.said = said;
      if (marked && added?.polarity === 'negative') added.marked = true;
    }
    // "Macarons are pretty but taste like sugar": a contrast without a subject of its own says the last word about
    // the thing before it.
    // "… but taste like sugar", "… but overdone", "… but a bit soupy": the subject goes on.
    const opensWithVerb =
      /^(?:VERB|AUX|ADJ)$/.test(segment.tokens[0]?.pos ?? '') ||
      /^(?:taste|tastes|tasted|looks|smells|seems|feels|a|too)$/.test(segment.tokens[0]?.normal ?? '');
    if (segment.contrast && (segment.forced ?? polarityOf(segment.score)) === 'negative' && opensWithVerb) {
      const before = segments[i - 1];
      if (before && before.sentence === segment.sentence && before.things.length === 1) {
        const subject = before.things[0];
        const existing = subject ? readings.find((r) => r.thing.words === subject.words) : undefined;
        if (existing && subject) {
          existing.polarity = 'negative';
          existing.strength = Math.max(Math.abs(segment.score), SURE);
          // "The cod was very good but a bit soupy": the cod is owned in the words after "but".
          const words = segment.tokens.filter((t) => t.type !== 'punctuation');
          const verb =
            /^(?:AUX|VERB)$/.test(words[0]?.pos ?? '') ||
            /^(?:taste|tastes|tasted|looks|seems|feels)$/.test(words[0]?.normal ?? '');
          const said = segment.tokens
            .map((t, k) => `${k === 0 ? '' : t.before}${t.value}`)
            .join('')
            .trim()
            .toLowerCase();
          if (words.length <= 7 && !/\b(?:i|we|you|my|our)\b/.test(said))
            existing.said = verb
              ? `the ${subject.words} ${said}`
              : `the ${subject.words} ${subject.plural ? 'were' : 'was'} ${said}`;
        }
      }
    }
    // A list of things judged together at its end ("the pierogi, the pancakes, the borscht, all excellent").
    if (segment.things.length === 0 && polarityOf(segment.score) !== 'neutral') {
      for (let k = i - 1; k >= 0; k -= 1) {
        const before = segments[k];
        if (before === undefined || before.sentence !== segment.sentence || segment.contrast) break;
        if (before.things.length === 0 || polarityOf(before.score) !== 'neutral') break;
        for (const thing of before.things) add(thing, polarityOf(segment.score), Math.abs(segment.score));
      }
    }
  }
  return readings;
}

/** Specific before general: a named dish before "the food", a person before "the service". */
const SPECIFICITY: Record<Thing['kind'], number> = {
  person: 0,
  dish: 1,
  drink: 1,
  staff: 2,
  room: 3,
  noise: 3,
  menu: 3,
  food: 4,
  service: 4,
  price: 4,
  portion: 4,
  clean: 4,
  delivery: 4,
  wait: 4,
  booking: 5,
  parking: 5,
  crowd: 5,
  place: 6,
};

/** Words for food in general, said back only when the guest named no dish: "the meals" beside "the uni" is filler. */
const GENERAL_FOOD =
  /^(?:food|meal|meals|dinner|lunch|brunch|breakfast|dishes|flavou?rs?|spice|heat|seasoning|cooking|cuisine|fare|menu|menus|options|selection|dessert|desserts|fish|meat|bowl|plate|drink|drinks|wine|sides)$/;

/** What a reply may thank for, most specific first: one thing per head word, general words only when alone. */
function praiseWorthy(things: Thing[]): Thing[] {
  const sorted = [...things].sort((a, b) => SPECIFICITY[a.kind] - SPECIFICITY[b.kind]);
  const specific = sorted.some((t) => t.kind === 'dish' || t.kind === 'drink');
  const kept: Thing[] = [];
  const dishes = sorted.filter((t) => t.kind === 'dish' || t.kind === 'drink').length;
  for (const thing of sorted) {
    if (specific && (thing.kind === 'food' || thing.kind === 'menu') && GENERAL_FOOD.test(thing.head)) continue;
    // "the toro and the fish", "the olive oil cake and the dessert": a general word beside the dish it stands for.
    if (dishes > 1 && thing.words === thing.head && GENERAL_FOOD.test(thing.head)) continue;
    if (kept.some((k) => k.head === thing.head || k.words.includes(thing.words) || thing.words.includes(k.words)))
      continue;
    kept.push(thing);
  }
  return kept;
}

function assemble(
  text: string,
  segments: readonly Segment[],
  readings: ThingReading[],
  rating: number | null,
): GuestReading {
  const complaints: Complaint[] = [];
  const owned = new Set<Segment>();
  let current: Segment | null = null;
  const addComplaint = (c: Complaint) => {
    if (current) owned.add(current);
    const tagged = current ? { ...c, sentence: current.sentence } : c;
    if (!complaints.some((k) => k.key === c.key || (k.noun !== '' && k.noun === c.noun))) complaints.push(tagged);
  };
  const reviewFolded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  for (const segment of segments) {
    current = segment;
    if (segment.conditional) continue;
    const cues =
      segment.forced === 'positive' ? [] : cueComplaints(text, segment.folded, folded(segment.sentenceTokens));
    const judged = readings.filter(
      (r) => segment.things.some((t) => t.words === r.thing.words) && r.polarity === 'negative',
    );
    // "Wine list is overpriced": the thing the guest priced is named, not the prices in general.
    const pricedThing = judged.find(
      (r) =>
        r.thing.kind !== 'price' &&
        /overpriced|pricey|expensive/.test(segment.folded) &&
        !/worth (?:it|every)|quality is there|worth the (?:price|money)/.test(folded(segment.sentenceTokens)),
    );
    for (const cue of cues) {
      if (cue.key === 'price' && pricedThing) {
        const complaint = thingComplaint(pricedThing.thing, segment.sentenceTokens, segment.folded, reviewFolded);
        if (complaint.clause && /overpriced|pricey|expensive/.test(complaint.clause)) {
          addComplaint({ ...complaint, key: 'price' });
          continue;
        }
      }
      addComplaint(cue);
    }
    const staffComplaint = judged.some((r) => r.thing.kind === 'staff' || r.thing.kind === 'person');
    for (const r of judged) {
      // What the segment's words say went wrong ("the omakase felt rushed", "$22 for a drink that took 25 minutes",
      // "rolled his eyes when I asked for cream cheese") is the complaint, not the other things they name; a dish
      // with its own fault ("the pie showed up cold") stays. A reservation is the setting of a complaint about waiting.
      const read = thingComplaint(r.thing, segment.sentenceTokens, segment.folded, reviewFolded);
      // A thing the guest's words name as a complaint ("the lack of decor") is owned by name even without a fault word.
      const plain =
        r.marked &&
        read.noun === '' &&
        ['room', 'menu', 'service', 'food', 'dish', 'drink', 'noise'].includes(r.thing.kind);
      const complaint: Complaint =
        r.said && !read.clause
          ? { ...read, noun: read.noun || `the ${r.thing.words}`, clause: r.said }
          : plain
            ? { ...read, noun: r.thing.kind === 'service' ? 'the service' : `the ${r.thing.words}` }
            : read;
      const ownFault =
        (r.thing.kind === 'dish' || r.thing.kind === 'drink') &&
        ((complaint.clause !== undefined && !/up to standard$/.test(complaint.clause)) ||
          complaint.noun !== `the ${r.thing.words}`);
      const isStaff = r.thing.kind === 'staff' || r.thing.kind === 'person';
      // Portions, noise, cleanliness and the like are complaints of their own beside any cue.
      const standalone = ['portion', 'noise', 'clean', 'room', 'crowd', 'parking'].includes(r.thing.kind);
      if ((cues.length > 0 || (staffComplaint && !isStaff)) && !ownFault && !standalone) continue;
      if (r.thing.kind === 'booking' && !/lost|no record|cancel|wrong/.test(segment.folded)) continue;
      if (complaint.noun === '') continue;
      // Four or five stars: a complaint needs words that say what went wrong, not a negative-sounding word ("hits").
      if (
        rating !== null &&
        rating >= 4 &&
        complaint.clause === undefined &&
        !/^the (?:dry|cold|lukewarm|soggy|stale|bland|salty)/.test(complaint.noun) &&
        cues.length === 0 &&
        !['wait', 'noise', 'clean', 'price', 'portion', 'staff', 'person', 'crowd'].includes(r.thing.kind)
      )
        continue;
      // A dish the guest's words do not fault (no "was cold", no "bad") is not owned: the reply names less.
      const bare =
        ['dish', 'drink', 'food', 'menu'].includes(r.thing.kind) &&
        complaint.clause === undefined &&
        complaint.noun === `the ${r.thing.words}`;
      // Unless the reading is sure and the dish is what the segment is about: then it is owned in general words.
      if (
        bare &&
        r.strength >= SURE &&
        segment.things[0] === r.thing &&
        cues.length === 0 &&
        isSubject(segment.sentenceTokens, r.thing) &&
        !STAFF_FAULT.test(segment.folded)
      ) {
        addComplaint(generalFault(r.thing, complaint));
        continue;
      }
      if (bare) continue;
      // "X wasn't up to standard" only for the thing the segment is about (its subject), never for one it mentions.
      const fallback = complaint.clause !== undefined && /up to standard$/.test(complaint.clause);
      if (fallback && !(segment.things[0] === r.thing && r.thing.from - segment.start <= 2)) continue;
      if (fallback && complaints.some((c) => c.key.startsWith('dish-') && c.clause?.includes(r.thing.words))) continue;
      addComplaint(complaint);
    }
  }
  // A person on the team the guest says did wrong ("the hostess just shrugged", "corrected my French") is owned even
  // where the words read mild to a lexicon.
  for (const segment of segments) {
    current = segment;
    const sentenceText = folded(segment.sentenceTokens);
    const staffInSentence = segments
      .filter((x) => x.sentence === segment.sentence)
      .flatMap((x) => x.things)
      .filter((t) => t.kind === 'staff' || t.kind === 'person');
    // The one person of a sentence is what its faults are about ("the manager (…) talked on his cell"); where a
    // sentence names several, only the one the segment names is.
    const unsaid = (text: string) =>
      text.replace(
        /\b(?:without being|not|never|wasn'?t|isn'?t|weren'?t|no)\s+(?:\w+\s+)?(?:pretentious|rude|pushy|snooty|arrogant)/g,
        '',
      );
    const faulted =
      STAFF_FAULT.test(unsaid(segment.folded)) ||
      (staffInSentence.length === 1 && STAFF_FAULT.test(unsaid(sentenceText)));
    // Four or five stars: only what was plainly wrong is owned about a person, not a word heard in passing.
    if (
      !faulted ||
      (rating !== null &&
        rating >= 4 &&
        !/rude|yell|attitude|condescend|ignor|dismissive|never came/.test(sentenceText))
    )
      continue;
    for (const thing of segment.things.filter((t) => t.kind === 'staff' || t.kind === 'person').slice(0, 1)) {
      const reading = readings.find((r) => r.thing.words === thing.words);
      if (reading?.polarity === 'positive') continue;
      const complaint = thingComplaint(thing, segment.sentenceTokens, segment.folded, reviewFolded);
      if (complaint.noun !== '' && !complaints.some((c) => c.key === complaint.key)) addComplaint(complaint);
    }
  }
  // A segment that reads as a complaint but gave none (its words judge, but no cue or fault says what): the thing
  // it is about is owned in general words, so the reply does not ask what went wrong after the guest said it.
  for (const segment of segments) {
    current = segment;
    const negative = (segment.forced ?? polarityOf(segment.score)) === 'negative';
    const subject = segment.things[0];
    if (!negative || subject === undefined) continue;
    const reading = readings.find((r) => r.thing.words === subject.words);
    if (reading?.polarity === 'positive') continue;
    const before = complaints.length;
    const complaint = thingComplaint(subject, segment.sentenceTokens, segment.folded, reviewFolded);
    const bare =
      ['dish', 'drink', 'food', 'menu'].includes(subject.kind) &&
      complaint.clause === undefined &&
      complaint.noun === `the ${subject.words}`;
    if (bare || ((subject.kind === 'staff' || subject.kind === 'person') && reading?.polarity !== 'negative')) continue;
    if (complaint.noun === '' || complaints.some((c) => c.key === complaint.key || c.noun === complaint.noun)) continue;
    if (cueComplaints(text, segment.folded, folded(segment.sentenceTokens)).length > 0) continue;
    addComplaint(complaint);
    void before;
  }
  // "I used to always get the turkey club, until recently": a dish that is not what it was is owned as that.
  current = null;
  const declined = new Set<number>();
  for (const segment of segments) {
    const sentence = folded(segment.sentenceTokens);
    if (declined.has(segment.sentence)) continue;
    if (!DECLINE.test(sentence)) continue;
    const dish = segment.things.find((t) => t.kind === 'dish' || t.kind === 'drink');
    if (!dish || complaints.some((c) => c.key === `dish-${dish.words}`)) continue;
    const reading = readings.find((r) => r.thing.words === dish.words);
    if (reading) reading.polarity = 'neutral';
    complaints.push({
      key: `dish-${dish.words}`,
      noun: `the ${dish.words} not being what ${dish.plural ? 'they' : 'it'} used to be`,
      area: 'kitchen',
      sentence: segment.sentence,
    });
    declined.add(segment.sentence);
  }
  // What is left of a complaint the guest made (a segment that reads as one, from which nothing above came) is said
  // back in their words, when they are short and plain: the reply owns it rather than skip it.
  current = null;
  for (const segment of segments) {
    if (owned.has(segment) || complaints.length >= 4) continue;
    if ((segment.forced ?? polarityOf(segment.score)) !== 'negative') continue;
    if (
      rating !== null &&
      rating >= 4 &&
      segment.score > -2 &&
      !/\b(?:slow|cold|rude|dirty|loud|overpriced|stale|burnt|empty)\b/.test(segment.folded)
    )
      continue;
    if (segment.things.some((t) => readings.find((r) => r.thing.words === t.words)?.polarity === 'positive')) continue;
    const first = segment.tokens.find(
      (t) =>
        !/^(?:and|but|also|then|plus|though|tho|sadly|unfortunately|however|so|still)$/.test(t.normal) &&
        t.type !== 'punctuation',
    );
    if (first === undefined || !/^(?:DET|PRON|NOUN|PROPN|NUM)$/.test(first.pos)) continue;
    if (segment.things.some((t) => t.kind === 'staff' || t.kind === 'person')) continue;
    const echo = echoOf(segment.tokens, COMPLAINING);
    if (echo)
      complaints.push({ key: `echo-${segment.sentence}-${segment.start}`, noun: '', clause: echo, area: 'general' });
  }
  // One complaint told two ways: a late delivery is not also a wait; an overpriced thing is the price complaint;
  // "the food" beside the dishes that were wrong says nothing more.
  const has = (key: string) => complaints.some((c) => c.key === key);
  const dishes = complaints.filter(
    (c) => c.key.startsWith('dish-') && !/^dish-(?:food|meal|dinner|lunch|brunch|breakfast|dishes)$/.test(c.key),
  ).length;
  const portion = has('portion');
  const wordsOf = (c: Complaint) => `${c.noun} ${c.clause ?? ''}`;
  const sharedFault = (a: Complaint, b: Complaint) =>
    ['cramped', 'noise', 'loud', 'smoke', 'cold'].some((w) => wordsOf(a).includes(w) && wordsOf(b).includes(w));
  const fallbackDish = (c: Complaint) =>
    c.key.startsWith('dish-') && /(?:up to standard|what you hoped for)$/.test(c.clause ?? '');
  const staffTreated = complaints.filter((c) => /^how our .+ treated you$/.test(c.noun));
  const heads = (c: Complaint) => (c.noun.match(/\b(?:table|tables|wait|line|reservation|order)\b/g) ?? []).join(' ');
  const pruned = complaints.filter(
    (c, k) =>
      // "the price of the strip steak" beside the strip steak's own complaint; a fault told twice ("how cramped it
      // was" and "the room was cramped"); a dish owned in general words beside one owned in the guest's words.
      !(
        /^the price of the (.+)$/.test(c.noun) &&
        complaints.some((k) => k !== c && wordsOf(k).includes(c.noun.replace(/^the price of the /, '')))
      ) &&
      !complaints.slice(0, k).some((p) => sharedFault(p, c) && !(p.key === 'delivery')) &&
      !(
        fallbackDish(c) &&
        complaints.some((p) => p !== c && p.key.startsWith('dish-') && !fallbackDish(p) && p.sentence === c.sentence)
      ) &&
      // "the portion sizes" beside "the small plates were tiny": one complaint.
      !(portion && c.key.startsWith('dish-') && /small|tiny|skimpy|stingy/.test(c.clause ?? c.noun)) &&
      // Being refused is what the staff did: not also "how our hostess treated you".
      !(has('refused') && /^how our .+ treated you$/.test(c.noun)) &&
      // Two people who "treated you" badly are the team, once.
      !(staffTreated.length > 1 && staffTreated.indexOf(c) > 0) &&
      // The same table, wait or order named twice.
      !(heads(c) !== '' && complaints.slice(0, k).some((p) => heads(p) === heads(c))) &&
      !(c.key === 'wait' && has('delivery')) &&
      // The wait and being left without anyone coming are one complaint told twice; so is a late seat.
      !(
        c.key === 'ignored' &&
        (has('wait') || has('seated-late') || complaints.some((k) => /never coming/.test(k.noun))) &&
        !c.noun.includes('never')
      ) &&
      !(c.key === 'price' && c.noun === 'the prices' && has('fee')) &&
      !(
        /^your experience with/.test(c.noun) &&
        complaints.some((k) => k !== c && k.area === c.area && !/^your experience with/.test(k.noun))
      ) &&
      !(c.key === 'wait' && has('seated-late') && !/\d/.test(c.noun)) &&
      !(dishes > 1 && /^dish-(?:food|meal|dinner|lunch|brunch|breakfast|dishes)$/.test(c.key)) &&
      // "$19 for cold eggs": the price of a thing already owned is the same complaint.
      !(
        c.key === 'price' &&
        /^the price of the (.+)$/.test(c.noun) &&
        complaints.some((k) => k !== c && k.key.startsWith('dish-') && c.noun.endsWith(k.key.slice(5)))
      ) &&
      // A thing named inside another complaint's words ("skimpy on the meat") is that complaint.
      !(
        c.key.startsWith('dish-') &&
        complaints.some(
          (k) =>
            k !== c &&
            k.clause !== undefined &&
            c.key.slice(5) !== '' &&
            k.clause.includes(` ${c.key.slice(5)}`) &&
            !k.clause.startsWith(`the ${c.key.slice(5)} `),
        )
      ) &&
      !(
        c.key === 'price' &&
        complaints.some((k) => k !== c && /overpriced|pricey|expensive|price of/.test(k.noun + (k.clause ?? '')))
      ),
  );
  // A late and cold delivery beside a dish that "showed up cold": the cold is said once, with the dish.
  const deliveryAt = pruned.findIndex((c) => c.noun === 'your delivery arriving late and cold');
  if (deliveryAt >= 0 && pruned.some((c, k) => k !== deliveryAt && /\bcold\b|lukewarm/.test(wordsOf(c)))) {
    const delivery = pruned[deliveryAt];
    if (delivery) pruned[deliveryAt] = { ...delivery, noun: 'how long your delivery took' };
  }
  if (staffTreated.length > 1) {
    const first = pruned.indexOf(staffTreated[0] as Complaint);
    if (first >= 0) pruned[first] = { ...(staffTreated[0] as Complaint), noun: 'how our team treated you' };
  }
  complaints.splice(0, complaints.length, ...pruned);
  const staffNames = staffNamesIn(text);
  const namedIn = (name: string, polarity: Polarity) =>
    segments.some((s) => s.tokens.some((t) => t.value === name) && (s.forced ?? polarityOf(s.score)) === polarity);
  const staffCriticised = staffNames.filter((n) => namedIn(n, 'negative'));
  const staffPraised = staffNames.filter((n) => !staffCriticised.includes(n) && !namedIn(n, 'negative'));
  const praised = praiseWorthy(readings.filter((r) => r.polarity === 'positive').map((r) => r.thing));
  const totalEvidence = segments.reduce((sum, s) => sum + Math.abs(s.score), 0);
  const lean = totalEvidence === 0 ? 0 : segments.reduce((sum, s) => sum + s.score, 0) / totalEvidence;
  return {
    things: readings,
    praised,
    complaints,
    staffPraised,
    staffCriticised,
    lean,
    says: readings.length > 0 || complaints.length > 0 || staffNames.length > 0,
    // An occasion they celebrated here, not one they are planning ("already planning our anniversary here").
    occasion: PLANNED_OCCASION.test(reviewFolded) ? null : (OCCASION.exec(reviewFolded)?.[1] ?? null),
    // They say so themselves: "been coming here 20 years", "we're regulars".
    regular: REGULAR.test(reviewFolded),
  };
}
