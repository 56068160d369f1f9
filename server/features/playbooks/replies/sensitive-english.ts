import type { ReviewSignals, SensitiveKind } from '../review-signals.ts';
import type { Part } from './byte-limit.ts';
import { pick, type ReplyContext } from './reply-context.ts';

/**
 * English replies to the reviews a person handles before any public reply (illness, an allergy, something found in
 * the food, an injury, discrimination, a legal threat, staff conduct, a theft or a guest who felt unsafe): nothing
 * admitted, the case named as the guest named it, how raising it went, the help the guest credits the team with, and
 * an invitation to get in touch.
 */

/** Cases a person handles before any public reply: no admission, no detail, taken seriously, get in touch. */
const SENSITIVE_EN: Record<SensitiveKind, string> = {
  illness: "I'm so sorry to hear about the illness you describe, and we take any report like this very seriously.",
  allergen:
    "I'm so sorry to hear about the allergic reaction. We take allergies very seriously, and I want to understand exactly what happened.",
  'food-safety': "I'm very sorry to read about what you found. We take cleanliness and food safety very seriously.",
  discrimination: 'Every guest deserves to be treated with respect, and we take what you describe very seriously.',
  legal: "We take what you describe seriously, and I'd prefer to discuss it with you directly rather than here.",
  injury: "I'm so sorry to read about the injury, and we take what you describe very seriously.",
  'staff-conduct':
    "I'm sorry to read about how you were treated. We take what you describe very seriously, and I'm looking into it personally.",
  security:
    "I'm so sorry to read about what happened during your visit. Our guests' safety matters a great deal to us, and we take what you describe very seriously.",
};

/** An allergy case as the guest told it: coeliac disease, a diet the order broke, or an allergen caught in time. */
function allergyLineEn(detail: ReviewSignals['sensitiveDetail'], unwell: boolean): string | undefined {
  // Coeliac disease is not an allergy: the guest's words, not "the allergic reaction"; "sick all night" is heard.
  if (detail?.coeliac)
    return `I'm so sorry ${unwell ? 'to hear you were unwell' : 'to read about this'}. We take coeliac and allergy needs very seriously, and I want to understand exactly what happened.`;
  // "a lamb biryani instead of the veg one": the order as the guest named it, nothing about how it happened.
  if (detail?.dietary)
    return `I'm so sorry to read about what happened with the ${detail.dietary} order. We take dietary requirements very seriously, and I want to understand exactly what happened.`;
  // "Thankfully we checked before he ate anything": no reaction happened, and the reply says none did.
  if (detail?.caughtInTime)
    return "I'm so sorry to read about what happened with the allergy you told us about. We take allergies very seriously, and I want to understand exactly what happened.";
  return undefined;
}

/**
 * The case as the guest told it, named as their account and admitting nothing: "you felt threatened", "the same
 * welcome at our door", "your son was hurt", "including guests who use a wheelchair".
 */
function caseNamedEn(
  kind: SensitiveKind,
  detail: ReviewSignals['sensitiveDetail'],
  also: readonly SensitiveKind[] = [],
): string | undefined {
  if (detail === undefined) return undefined;
  if (kind === 'discrimination') return discriminationNamedEn(detail);
  if (kind === 'staff-conduct') return conductNamedEn(detail);
  if (kind === 'injury' && detail.tookIll)
    return `I'm so sorry to read that ${detail.tookIll} taken ill during your visit, and we take what you describe very seriously.`;
  const who = detail.injured?.replace(/^\d+ ?(?:y\/o|yo|year old|yr old)$/, 'child');
  if (kind === 'injury' && who)
    return `I'm so sorry to read that your ${who} was hurt, and we take what you describe very seriously.`;
  // A legal claim over an injury to someone the guest names: the person's hurt acknowledged, the claim taken offline.
  if (kind === 'legal' && also.includes('injury') && who)
    return `I'm so sorry to read that your ${who} was hurt. We take what you describe seriously, and I'd prefer to discuss it with you directly rather than here.`;
  return undefined;
}

function discriminationNamedEn(detail: NonNullable<ReviewSignals['sensitiveDetail']>): string | undefined {
  const access = detail.access;
  // "who uses a wheelchair": the guest's case named, nothing about it admitted.
  if (access)
    return `Every guest deserves a warm welcome, including guests ${access === 'wheelchair' ? 'who use a wheelchair' : 'with an assistance dog'}, and we take what you describe very seriously.`;
  if (detail.atTheDoor)
    return 'Every guest deserves the same welcome at our door, and we take what you describe very seriously.';
  // "white couples who walked in after us got seated right away": what the guest felt, admitting nothing.
  if (detail.othersFirst)
    return "I'm so sorry to read that you felt you were treated differently from guests who arrived after you. Every guest deserves the same welcome, and we take what you describe very seriously.";
  return undefined;
}

function conductNamedEn(detail: NonNullable<ReviewSignals['sensitiveDetail']>): string | undefined {
  if (detail.childSpokenTo) return undefined;
  if (detail.threatened)
    return "I'm so sorry to read that you felt threatened during your visit. We take what you describe very seriously, and I'm looking into it personally.";
  // "yelled at my husband in front of the whole patio": the guest's account, named as theirs.
  const spoken = detail.spokenTo;
  if (spoken)
    return `I'm so sorry to read that ${spoken.who} ${spoken.who === 'you' ? 'were' : 'was'} ${spoken.how}${spoken.where}. We take what you describe very seriously, and I'm looking into it personally.`;
  return undefined;
}

/** The case's line; what the guest found is named as they named it ("finding a hair in your food"). */
function sensitiveLineEn(kind: SensitiveKind, signals: ReviewSignals): string {
  const found = signals.sensitiveDetail?.found;
  const allergy =
    kind === 'allergen' ? allergyLineEn(signals.sensitiveDetail, signals.sensitive.includes('illness')) : undefined;
  if (allergy) return allergy;
  const named = caseNamedEn(kind, signals.sensitiveDetail, signals.sensitive);
  if (named) return named;
  const child = signals.sensitiveDetail?.childSpokenTo;
  if (kind === 'staff-conduct' && child)
    return `I'm sorry to read about how your ${child} ${/s$|children/.test(child) ? 'were' : 'was'} spoken to. We take what you describe very seriously, and I'm looking into it personally.`;
  if (kind === 'food-safety' && !found && signals.sensitiveDetail?.witnessed)
    return "I'm very sorry to read about what you saw. We take cleanliness and food safety very seriously.";
  if (kind === 'security' && signals.sensitiveDetail?.feltUnsafe)
    return "I'm sorry to read that you didn't feel safe. Our guests' safety matters a great deal to us, and we take what you describe very seriously.";
  if (kind !== 'food-safety' || !found) return SENSITIVE_EN[kind];
  const serious = 'We take cleanliness and food safety very seriously.';
  // "a hair in your food"; a roach seen crawling across the counter was not in the food.
  if (signals.sensitiveDetail?.inFood) return `I'm very sorry to read about finding ${found} in your food. ${serious}`;
  return `I'm very sorry to read about the ${found.replace(/^an? /, '')} you saw. ${serious}`;
}

/**
 * How the guest says they were treated beside the case, or answered when they raised it: a threat or conduct beside
 * what was found, a hang-up, or the answer they got.
 */
function howRaisingWentEn(signals: ReviewSignals, kind: SensitiveKind): string | undefined {
  const detail = signals.sensitiveDetail;
  // "a hair in my latte… he got in my face and told me to get out": how they were treated is a case of its own.
  if (kind !== 'staff-conduct' && signals.sensitive.includes('staff-conduct'))
    return detail?.threatened
      ? "I'm also sorry to read that you felt threatened, which we take just as seriously."
      : "I'm also sorry to read about how you were treated, which we take just as seriously.";
  if (detail?.hungUp) return "I'm also sorry to read that you were hung up on when you called us.";
  if (detail?.handledBadly && !detail.unanswered)
    return "I'm also sorry that raising it with us didn't get you the response you were looking for.";
  return undefined;
}

/** What went wrong after the guest raised it, which owning admits nothing about the case itself. */
const AFTER_RAISING = new Set(['fee', 'same-dish', 'runaround', 'staff-bickering']);

/** Beside a sensitive case: how raising it went, and a charge or a dish sent back the same, owned by name. */
function handlingLinesEn(signals: ReviewSignals, kind: SensitiveKind): Part[] {
  const lines: Part[] = [];
  const detail = signals.sensitiveDetail;
  const line = howRaisingWentEn(signals, kind);
  if (line) lines.push({ text: line, dropRank: 0 });
  // "Emailed the owner, no response": the silence owned by name, before asking them to get in touch again.
  if (detail?.unanswered)
    lines.push({
      text:
        lines.length > 0
          ? "I'm sorry, too, that you didn't hear back from us when you got in touch."
          : "I'm also sorry that you didn't hear back from us when you got in touch.",
      dropRank: 0,
    });
  // A charge the guest is taking to law is the dispute itself: owning it would admit the claim.
  const legal = signals.sensitive.includes('legal');
  const singledOut = signals.sensitive.includes('discrimination');
  const after = (signals.reading?.complaints ?? []).filter(
    // A charge made only of the guest's table is part of the discrimination they describe, not a fee to own.
    (c) => AFTER_RAISING.has(c.key) && c.noun !== '' && !((legal || singledOut) && c.key === 'fee'),
  );
  if (after.length > 0)
    lines.push({ text: `I'm sorry, too, about ${joinNouns(after.map((c) => c.noun))}.`, dropRank: 0 });
  return lines;
}

/**
 * "Keoni called the police and comped our round": the team's help the guest credits, thanked by the name they gave,
 * before the invitation to get in touch (nothing said about how it happened).
 */
const staffNamesIn = (reading: NonNullable<ReviewSignals['reading']>) => [
  ...new Set([...reading.staffPraised, ...reading.staffCriticised]),
];

function helpedLinesEn(signals: ReviewSignals): Part[] {
  // Help the team gave at the time: never on an illness or a food-safety case, where nothing was done at the table.
  if (
    signals.sensitiveDetail?.staffHelped !== true ||
    signals.sensitive.some((kind) => kind === 'illness' || kind === 'food-safety')
  )
    return [];
  // The one person the guest names is the one who helped ("The bartender Marcus spotted it and had him walked out").
  const named = signals.reading ? staffNamesIn(signals.reading) : [];
  const name = signals.reading?.staffPraised[0] ?? (named.length === 1 ? named[0] : undefined);
  return [
    {
      text: name
        ? `I'm glad ${name} was there to help, and I'll pass your thanks on.`
        : "I'm glad our team was there to help, and I'll pass your thanks on to them.",
      dropRank: 0,
    },
  ];
}

function joinNouns(nouns: readonly string[]): string {
  return nouns.length <= 1 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`;
}

export function sensitiveBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  // "I'm coeliac … sick all night": the gluten-free or vegetarian order is the case, which the illness line passes over.
  const detail = signals.sensitiveDetail;
  const dietFirst =
    signals.sensitive.includes('allergen') && (detail?.coeliac === true || detail?.dietary !== undefined);
  const kind = dietFirst ? 'allergen' : (signals.sensitive[0] ?? 'food-safety');
  return [
    {
      text: pick(
        [
          'Thank you for raising this with us.',
          'Thank you for letting us know.',
          'Thank you for telling us about this.',
        ],
        ctx.variant,
        1,
      ),
      dropRank: 1,
    },
    { text: sensitiveLineEn(kind, signals), dropRank: 0 },
    ...helpedLinesEn(signals),
    ...handlingLinesEn(signals, kind),
    {
      // A four- or five-star thank-you for the help is not a complaint to look into: the invitation is to come back.
      text: gratefulForHelp(signals, ctx)
        ? `We hope to see you again soon, and please ${ctx.ask.en} when you are next in.`
        : `Please contact us directly and ${ctx.ask.en} so we can hear the details and follow up properly.`,
      dropRank: 0,
    },
  ];
}

/** A guest who rates the visit four or five stars and thanks the team for the help they gave, with no claim or blame. */
function gratefulForHelp(signals: ReviewSignals, ctx: ReplyContext): boolean {
  return (
    (ctx.rating ?? 0) >= 4 &&
    helpedLinesEn(signals).length > 0 &&
    signals.sensitive.every((kind) => kind === 'security' || kind === 'injury')
  );
}
