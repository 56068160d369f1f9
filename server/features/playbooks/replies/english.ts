import type { Complaint, ComplaintArea, GuestReading, MildPraise, Thing } from '#server/features/brand/index.ts';
import type { ReviewSignals } from '../review-signals.ts';
import type { Part } from './byte-limit.ts';
import { complaintLine, mildLine, praiseLines } from './english-parts.ts';
import {
  ACTIONS,
  INVITATIONS,
  MIXED_CLOSINGS,
  MIXED_OPENINGS,
  NEGATIVE_OPENINGS,
  POSITIVE_CLOSINGS,
  POSITIVE_OPENINGS,
} from './english-phrases.ts';
import { FELL_SHORT, NEUTRAL_OPENINGS, WHAT_WENT_WRONG } from './english-phrases.ts';
import { pick, type ReplyContext, type ReplyKind, type ReplyLanguageWriter } from './reply-context.ts';
import { sensitiveBodyEn } from './sensitive-english.ts';

/**
 * English replies, written from the review's reading: thanks for what the guest praised by name, an apology for
 * every complaint they stated in their words, what the owner did with it in general terms, and an invitation to get
 * in touch. A reply names only what the guest wrote; when the reading is unsure it names less.
 */

/** How strongly a thing must be praised to be thanked at one or two stars (the reading's "sure" strength). */
const PLAIN_PRAISE = 2;

/** What an English reply speaks to: the reading of the review, or a plan (the playbook's templates). */
interface Plan {
  praised: Thing[];
  /** Praised outright ("the only saving grace was…"): the one praise a low rating's reply calls a bright spot. */
  standout: Thing[];
  /** What the guest praised only a little ("decent", "fine"): said back in measured words, not thanked as a hit. */
  mild: MildPraise[];
  staffNames: string[];
  complaints: Complaint[];
  /** The guest named or judged something; when not, a low rating may ask what went wrong. */
  says: boolean;
  occasion: string | null;
  regular: boolean;
  /** The guest came after a loss: condolences come before anything else personal. */
  bereaved?: boolean;
  /** Someone was hurt and the team looked after them: sorry they were hurt, said first (whom, where the guest said). */
  hurt?: string;
  /** Words read against the visit that no complaint owns: owned in general words, never by a guessed name. */
  unowned: boolean;
}

/** The signer's first name ("— Sam Lee" → "sam"), to tell a praised colleague of the same name from the signer. */
function signerOf(signOff: string): string {
  return (signOff.replace(/^[\s—–-]+/, '').split(/\s+/)[0] ?? '').toLowerCase();
}

/** A praised person's name, unless it is the signer's own: "I'll make sure Sam sees this", signed "— Sam", reads oddly. */
function notTheSigner(names: readonly string[], signOff: string): string[] {
  const signer = signerOf(signOff);
  return names.filter((name) => name.toLowerCase() !== signer);
}

function planOf(signals: ReviewSignals, rating: number | null, signOff = ''): Plan {
  const reading: GuestReading | null = signals.reading;
  if (reading) {
    // Praise of "the food" beside a complaint about a dish reads as a contradiction: thank for the specific only.
    const dishComplaint = reading.complaints.some((c) => c.area === 'kitchen');
    const serviceComplaint = reading.complaints.some((c) => c.area === 'floor');
    const praised = reading.praised.filter(
      (t) =>
        !(
          dishComplaint &&
          ((t.kind === 'food' && /^(?:food|meal|dinner|lunch|brunch|breakfast)$/.test(t.head)) || t.kind === 'place')
        ) &&
        !(serviceComplaint && t.kind === 'service') &&
        t.kind !== 'place' &&
        // At one or two stars, only what the guest praised plainly is thanked: "the sauce, I guess" is not a hit.
        !(rating !== null && rating <= 2 && (reading.things.find((r) => r.thing === t)?.strength ?? 0) < PLAIN_PRAISE),
    );
    return {
      praised,
      standout: reading.standout.filter((t) => t.kind === 'dish' || t.kind === 'drink'),
      mild: reading.mildlyPraised,
      staffNames: notTheSigner(reading.staffPraised, signOff),
      complaints: reading.complaints,
      says: reading.says,
      occasion: reading.occasionSaidBack,
      regular: reading.regular,
      bereaved: reading.bereaved === true,
      unowned: reading.unowned.length > 0,
      ...(signals.hurtCaredFor ? { hurt: signals.sensitiveDetail?.injured ?? '' } : {}),
    };
  }
  // A plan without a review: the dishes and staff of the profile, the complaints worded by the analysis.
  const praised: Thing[] = signals.dishes.map((dish, i) => ({
    words: dish,
    head: dish.split(/\s+/).at(-1) ?? dish,
    plural: /s$/.test(dish),
    kind: 'dish',
    at: i,
    from: i,
    wordsFrom: i,
  }));
  const complaints: Complaint[] = signals.issues.map((issue) => ({
    noun: issue.phrase,
    area:
      issue.aspect === 'drinks' ? 'bar' : issue.aspect === 'food' || issue.aspect === 'signature' ? 'kitchen' : 'floor',
    key: issue.phrase,
  }));
  return {
    praised,
    standout: [],
    mild: [],
    staffNames: notTheSigner(signals.staff, signOff),
    complaints,
    says: true,
    occasion: null,
    regular: false,
    unowned: false,
  };
}

function greetingEn(kind: ReplyKind, name: string | null, ctx: ReplyContext): string {
  const gentle = kind !== 'positive';
  if (!name) {
    if (ctx.register === 'casual' && !gentle) return pick(['Hey there!', 'Hi there!', 'Hello!'], ctx.variant, 0);
    return pick(['Hello,', 'Hi there,', 'Hello there,'], ctx.variant, 0);
  }
  if (ctx.register === 'formal') return pick([`Dear ${name},`, `Hello ${name},`], ctx.variant, 0);
  if (ctx.register === 'casual' && !gentle) return pick([`Hey ${name}!`, `Hi ${name}!`], ctx.variant, 0);
  return pick([`Hi ${name},`, `Hello ${name},`], ctx.variant, 0);
}

function withAsk(line: string, ctx: ReplyContext): string {
  return line.replace('{ask}', ctx.ask.en);
}

function actionLine(complaints: readonly Complaint[], variant: number, before: readonly Part[] = []): string {
  const areas = new Set<ComplaintArea>(complaints.map((c) => c.area));
  const only = areas.size === 1 ? [...areas][0] : undefined;
  const lines = ACTIONS[only ?? 'several'];
  // "I'll make sure the team sees this… Your review has gone to the whole team": the team once.
  const teamSaid = before.some((p) => /\bthe team\b/i.test(p.text));
  const fresh = teamSaid ? lines.filter((line) => !/\bteam\b/.test(line)) : lines;
  return pick(fresh.length > 0 ? fresh : lines, variant, 7);
}

/**
 * The apology for what the guest faulted in words the reading could not attach to a thing, when nothing could be owned
 * by name; never at five stars, where such words are more often a turn of phrase than a fault. Beside complaints owned
 * by name it is left out: blind readers called "the other points you raise" filler where the guest raised none, and
 * never credited it where they had (docs/reply-quality.md).
 */
function unownedLine(plan: Plan, ctx: ReplyContext): Part | null {
  if (!plan.unowned || ctx.rating === 5 || plan.complaints.length > 0) return null;
  return { text: pick(FELL_SHORT, ctx.variant, 9), dropRank: 2, frame: true };
}

/**
 * The opening fits what the guest wrote, not the stars alone: warm thanks for praise only, thanks for honest
 * feedback where they praised and complained, plain thanks for telling us where they only complained.
 */
function openingFor(plan: Plan, ctx: ReplyContext): string {
  const praised = plan.praised.length > 0 || plan.staffNames.length > 0;
  // Someone was hurt: not "this put a smile on the whole team".
  if (plan.hurt !== undefined) return pick(NEUTRAL_OPENINGS[ctx.register], ctx.variant, 1);
  // Five stars with praise is a rave, whatever niggle it mentions: not "thanks for being straight with us".
  const complained = plan.complaints.length > 0 && !(ctx.rating === 5 && praised);
  // Three stars or fewer is not "what a great review to read", whatever the words praised.
  const happy = ctx.rating === null || ctx.rating >= 4;
  // Only mild praise ("decent", "fine"): not "what a lovely review".
  if (!praised && !complained && plan.mild.length > 0) return pick(NEUTRAL_OPENINGS[ctx.register], ctx.variant, 1);
  const pool = complained
    ? praised
      ? MIXED_OPENINGS
      : NEGATIVE_OPENINGS
    : (praised && happy) || (ctx.rating !== null && ctx.rating >= 4)
      ? POSITIVE_OPENINGS
      : ctx.rating !== null && ctx.rating <= 2
        ? NEGATIVE_OPENINGS
        : NEUTRAL_OPENINGS;
  return pick(pool[ctx.register], ctx.variant, 1);
}

/** The personal line where it goes: condolences straight after the opening, anything else where `at` says, if at all. */
function placePersonal(
  parts: Part[],
  personal: string | null,
  bereaved: boolean | undefined,
  at: Omit<Part, 'text'> | null,
): void {
  if (personal === null) return;
  if (bereaved) parts.splice(1, 0, { text: personal, dropRank: 0, frame: false });
  else if (at) parts.push({ text: personal, ...at });
}

/** A happy guest: thanks, what they praised by name, and (a four-star niggle) the one thing they said went wrong. */
function positiveBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const plan = planOf(signals, ctx.rating, ctx.signOff);
  const opening = openingFor(plan, ctx);
  const parts: Part[] = [{ text: opening, dropRank: 2, frame: true }];
  if (plan.hurt !== undefined) parts.push({ text: hurtLine(plan.hurt), dropRank: 0, frame: false });
  const praise = praiseLines(
    { things: plan.praised, staffNames: plan.staffNames, passedOnLater: plan.complaints.length > 0 },
    ctx.register,
    ctx.variant,
    opening,
  );
  for (const line of praise) parts.push({ text: line, dropRank: 0, frame: false });
  const personal = personalLine(plan, ctx, [opening, ...praise]);
  placePersonal(parts, personal, plan.bereaved, { dropRank: praise.length > 0 ? 2 : 0, frame: praise.length > 0 });
  // "decent pint of Guinness" beside praise at four stars is praise in passing, not a niggle to answer.
  const niggles = praise.length > 0 ? plan.mild.filter((m) => !/^(?:decent|solid)$/.test(m.word)) : plan.mild;
  const mild = plan.complaints.length === 0 ? mildLine(niggles, ctx.variant) : null;
  if (mild) parts.push({ text: mild, dropRank: 0, frame: false });
  if (praise.length === 0 && !personal && plan.complaints.length === 0 && !mild)
    parts.push({ text: generalPraise(ctx), dropRank: 1, frame: true });
  if (plan.complaints.length > 0)
    parts.push({ text: complaintLine(plan.complaints, ctx.register, ctx.variant), dropRank: 0, frame: false });
  const unowned = unownedLine(plan, ctx);
  if (unowned) parts.push(unowned);
  if (plan.complaints.length > 0 || unowned) {
    parts.push({ text: actionLine(plan.complaints, ctx.variant, parts), dropRank: 3, frame: true });
  } else if (ctx.rating === 4 && !signals.reading) {
    parts.push({
      text: "If anything could have made it a five, I'd genuinely like to hear about it next time you're in.",
      dropRank: 3,
      frame: true,
    });
  }
  // After an apology, a calm closing: not "We can't wait to see you again" beside "sorry about the two-hour wait".
  const closings =
    plan.complaints.length > 0 || unowned
      ? POSITIVE_CLOSINGS[ctx.register].filter((c) => !EXUBERANT.test(c))
      : POSITIVE_CLOSINGS[ctx.register];
  parts.push({ text: pick(closings, ctx.variant, 5), dropRank: 2, frame: true });
  return parts;
}

/** Sorry they were hurt, glad the team could help: nothing said about how it happened. */
function hurtLine(who: string): string {
  if (who === '') return "I'm so sorry to read about the accident, and I'm glad our team could help.";
  return `I'm so sorry to read that your ${who.replace(/^\d+ ?(?:y\/o|yo|year old|yr old)$/, 'child')} was hurt, and I'm glad our team could help.`;
}

const EXUBERANT = /can.t wait|come hungry|stranger|catch you|see you around|swing by/;

/** A line's frame: its first three words. */
const opens = (line: string) => line.split(' ').slice(0, 3).join(' ');

/** What the guest told us about themselves: the occasion they celebrated here, or that they come back. */
function personalLine(plan: Plan, ctx: ReplyContext, before: readonly string[] = []): string | null {
  // "Came in after my uncles funeral": condolences, never "thank you for celebrating".
  if (plan.bereaved)
    return plan.complaints.length === 0
      ? "I'm so sorry for your loss, and I'm glad we could be there for you all that day."
      : "I'm so sorry for your loss.";
  if (plan.occasion) {
    const occasion = plan.occasion;
    const lines = [
      `Thank you for celebrating ${occasion} with us.`,
      `We're honoured you chose us for ${occasion}.`,
      `It means a lot that you spent ${occasion} with us.`,
    ];
    // Never the same frame twice in a reply ("It means a lot that you wrote… It means a lot that you spent…").
    const fresh = lines.filter((line) => !before.some((b) => opens(b) === opens(line)));
    return pick(fresh.length > 0 ? fresh : lines, ctx.variant, 8);
  }
  if (plan.regular) {
    const lines = [
      'It means a lot to have you with us all these years.',
      'Thank you for being such a loyal guest.',
      'We love having regulars like you.',
    ];
    const fresh = lines.filter((line) => !before.some((b) => opens(b) === opens(line)));
    return pick(fresh.length > 0 ? fresh : lines, ctx.variant, 8);
  }
  return null;
}

function generalPraise(ctx: ReplyContext): string {
  const lines =
    ctx.register === 'formal'
      ? ['We are so glad you enjoyed your visit.', 'It is good to know your visit went so well.']
      : ctx.register === 'casual'
        ? ['So glad you had a great time!', 'Stoked you enjoyed it!']
        : [
            "I'm so glad you enjoyed your visit.",
            "It's so good to hear you had a good time with us.",
            'We are so happy you enjoyed it.',
          ];
  return pick(lines, ctx.variant, 2);
}

/** Some things praised, some not: credit the good by name, own every complaint by name, then invite them back. */
function mixedBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const plan = planOf(signals, ctx.rating, ctx.signOff);
  const opening = openingFor(plan, ctx);
  const parts: Part[] = [{ text: opening, dropRank: 2, frame: true }];
  const praise = praiseLines(
    { things: plan.praised, staffNames: plan.staffNames, passedOnLater: plan.complaints.length > 0 },
    ctx.register,
    ctx.variant,
    opening,
  );
  for (const line of praise) parts.push({ text: line, dropRank: 1, frame: false });
  const personal = personalLine(plan, ctx, [opening, ...praise]);
  placePersonal(parts, personal, plan.bereaved, praise.length === 0 ? { dropRank: 1, frame: false } : null);
  const unowned = unownedLine(plan, ctx);
  if (plan.complaints.length > 0 || (unowned && plan.says)) {
    if (plan.complaints.length > 0)
      parts.push({ text: complaintLine(plan.complaints, ctx.register, ctx.variant), dropRank: 0, frame: false });
    if (unowned) parts.push(unowned);
    parts.push({ text: actionLine(plan.complaints, ctx.variant, parts), dropRank: 2, frame: true });
    parts.push({ text: withAsk(pick(MIXED_CLOSINGS, ctx.variant, 4), ctx), dropRank: 1, frame: true });
    return parts;
  }
  // Nothing read as a complaint: a guest who named nothing may be asked what was missing; one who wrote about the
  // visit is not asked again what they may already have said.
  if (!plan.says) {
    parts.push({
      text: 'Three stars tells me something was missing, and I would like to know what.',
      dropRank: 1,
      frame: false,
    });
    parts.push({ text: withAsk(pick(MIXED_CLOSINGS, ctx.variant, 4), ctx), dropRank: 1, frame: true });
    return parts;
  }
  // They wrote about the visit and nothing read as a complaint: thank them and hope to see them again; at two stars
  // or fewer something went wrong that the words did not say, so they are invited to tell the owner.
  const mild = mildLine(plan.mild, ctx.variant);
  if (mild) parts.push({ text: mild, dropRank: 0, frame: false });
  const low = ctx.rating !== null && ctx.rating <= 2;
  const closing = low
    ? withAsk(pick(MIXED_CLOSINGS, ctx.variant, 4), ctx)
    : pick(POSITIVE_CLOSINGS[ctx.register], ctx.variant, 5);
  parts.push({ text: closing, dropRank: 1, frame: true });
  return parts;
}

/** A let-down guest: thanks for telling us, an apology for each thing that went wrong, what we did, get in touch. */
function negativeBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const plan = planOf(signals, ctx.rating, ctx.signOff);
  const parts: Part[] = [{ text: openingFor(plan, ctx), dropRank: 2, frame: true }];
  if (plan.complaints.length > 0) {
    // At one or two stars only praise said outright ("the only saving grace was the wings") is a bright spot: other
    // praise read beside the complaints is too often sarcasm or a concession ("the rolls were fine, I guess").
    parts.push({ text: complaintLine(plan.complaints, ctx.register, ctx.variant), dropRank: 0, frame: false });
    const bright = plan.standout.slice(0, 1);
    if (bright[0]) {
      const were = bright[0].plural ? 'were' : 'was';
      parts.push({ text: `I'm glad the ${bright[0].words} ${were} a bright spot.`, dropRank: 3, frame: false });
    }
    const unowned = unownedLine(plan, ctx);
    if (unowned) parts.push(unowned);
    parts.push({ text: actionLine(plan.complaints, ctx.variant, parts), dropRank: 1, frame: true });
  } else {
    parts.push({
      text: pick(
        [
          "I'm sorry your visit wasn't everything you hoped for.",
          "I'm sorry we didn't get it all right this time.",
          "I'm sorry your visit fell short.",
        ],
        ctx.variant,
        6,
      ),
      dropRank: 0,
      frame: false,
    });
    const mild = mildLine(plan.mild, ctx.variant);
    if (mild) parts.push({ text: mild, dropRank: 0, frame: false });
  }
  // "Tell me what went wrong" only to a guest who said nothing of what did; one who did is invited to talk.
  const invite = pick(plan.complaints.length > 0 || plan.says ? INVITATIONS : WHAT_WENT_WRONG, ctx.variant, 4);
  parts.push({ text: withAsk(invite, ctx), dropRank: 0, frame: true });
  return parts;
}

function starsOnlyEn(kind: ReplyKind, ctx: ReplyContext): Part[] {
  const variant = ctx.variant;
  if (kind === 'positive') {
    const stars = ctx.rating === 5 ? 'five-star' : 'four-star';
    return [
      {
        text: pick(
          [
            `Thank you for the ${stars} rating.`,
            `Thanks so much for the ${stars} rating.`,
            `We really appreciate the ${stars} rating.`,
          ],
          variant,
          1,
        ),
        dropRank: 0,
      },
      { text: pick(POSITIVE_CLOSINGS[ctx.register], variant, 5), dropRank: 1 },
    ];
  }
  if (kind === 'mixed') {
    return [
      { text: 'Thank you for the rating.', dropRank: 1 },
      {
        text: `If there's anything that would have made your visit better, I'd like to hear it: next time you're in, ${ctx.ask.en}.`,
        dropRank: 0,
      },
    ];
  }
  return [
    {
      text: pick(
        ["I'm sorry your visit didn't live up to what you expected.", "I'm sorry we fell short on your visit."],
        variant,
        1,
      ),
      dropRank: 0,
    },
    {
      text: `If you're willing to tell us what went wrong, please get in touch with us directly and ${ctx.ask.en}.`,
      dropRank: 0,
    },
  ];
}

export const english: ReplyLanguageWriter = {
  greeting: greetingEn,
  body: {
    positive: positiveBodyEn,
    mixed: mixedBodyEn,
    negative: negativeBodyEn,
    sensitive: sensitiveBodyEn,
  },
  starsOnly: starsOnlyEn,
};
