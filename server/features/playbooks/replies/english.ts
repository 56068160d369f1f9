import type { Aspect } from '#contracts/brand.ts';
import type { ReviewIssue, ReviewSignals, SensitiveKind } from '../review-signals.ts';
import type { Part } from './byte-limit.ts';
import { MIXED_THANKS_EN, POSITIVE_THANKS_EN } from './english-phrases.ts';
import {
  capitalise,
  dishInSentence,
  pick,
  praisedBesideIssues,
  shortName,
  type ReplyContext,
  type ReplyKind,
  type ReplyLanguageWriter,
} from './reply-context.ts';

/** English replies; the register (formal, warm, casual) picks the wording. */

function joinEn(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const PRAISE_EN: Partial<Record<Aspect, string>> = {
  food: 'the food',
  service: 'the service',
  ambience: 'the atmosphere',
  value: 'the value for money',
  speed: 'the quick service',
  cleanliness: 'the spotless dining room',
  drinks: 'the drinks',
};
const ACTION_EN: Record<ReviewIssue['aspect'], readonly string[]> = {
  food: ["I've shared your notes with our kitchen team.", "I'm going over this with our chef this week."],
  signature: ["I've shared your notes with our kitchen team.", "I'm going over this with our chef this week."],
  order: [
    "We're tightening how we check every order before it goes out.",
    "I'm going through how this slipped past us with the team.",
  ],
  speed: [
    "We're looking at how we pace the floor at busy times so it doesn't happen again.",
    "I'm reviewing our staffing and pacing for busy services.",
  ],
  service: [
    "I'm talking it through with our front-of-house team this week.",
    "I'm going over this with the team who were on shift.",
  ],
  staff: [
    "I'm talking it through with our front-of-house team this week.",
    "I'm going over this with the team who were on shift.",
  ],
  value: [
    "Your point about value is fair, and we're taking a hard look at it.",
    'We review our menu and prices regularly, and your note is now part of that conversation.',
  ],
  ambience: [
    "We're looking at what we can change in the room.",
    "I've raised it with the team so we can fix what's in our control.",
  ],
  cleanliness: [
    "I'm reviewing our cleaning checks with the team today.",
    "I've gone straight to our closing and opening checklists with the team.",
  ],
  drinks: ["I've passed this on to our bar team.", "I'm going over it with our bar team this week."],
};

const SENSITIVE_EN: Record<SensitiveKind, string> = {
  illness: "Any report of a guest feeling unwell after eating with us is taken seriously, and I'm looking into it now.",
  allergen:
    "Allergies are something we take very seriously, and I'm reviewing what happened with our kitchen team now.",
  'food-safety': "What you describe is not acceptable, and I'm looking into it with our kitchen team now.",
  discrimination:
    "Every guest deserves to be treated with respect here, and I'm looking into what you describe personally.",
  legal: "I'd like to discuss this with you directly rather than here.",
  injury: "I'm very sorry to hear you were hurt, and I'm looking into what happened.",
  'staff-conduct': "That is not how anyone on our team should treat a guest, and I'm looking into it personally.",
};

function greetingEn(kind: ReplyKind, name: string | null, ctx: ReplyContext): string {
  const gentle = kind !== 'positive';
  if (!name) {
    if (ctx.register === 'casual' && !gentle) return pick(['Hey there!', 'Hi there!', 'Hello!'], ctx.variant, 0);
    return pick(['Hello,', 'Hi there,', 'Hello there,'], ctx.variant, 0);
  }
  if (ctx.register === 'formal') return pick([`Dear ${name},`, `Hello ${name},`], ctx.variant, 0);
  if (ctx.register === 'casual' && !gentle)
    return pick([`Hey ${name}!`, `Hi ${name}!`, `Hi there, ${name}!`], ctx.variant, 0);
  if (ctx.register === 'casual') return pick([`Hi ${name},`, `Hello ${name},`], ctx.variant, 0);
  return pick([`Hi ${name},`, `Hello ${name},`, `Dear ${name},`], ctx.variant, 0);
}

/** The line about the dishes the guest praised, in the register's words. */
function dishLineEn(signals: ReviewSignals, ctx: ReplyContext): Part {
  const names = signals.dishes.map(dishInSentence);
  const dishes = joinEn(names.map((n) => `the ${n}`));
  const verb = names.length > 1 ? 'are' : 'is';
  const dishLines =
    ctx.register === 'formal'
      ? [
          `We are delighted ${dishes} lived up to expectations.`,
          `The kitchen will be very pleased to hear you enjoyed ${dishes}.`,
          `${capitalise(dishes)} ${verb} something our chefs take great care over, and it is good to know it showed.`,
          `Thank you for your kind words about ${dishes}.`,
          `It is a pleasure to know you enjoyed ${dishes}.`,
          `We are glad ${dishes} made such an impression.`,
          `Your words about ${dishes} will reach the kitchen today.`,
          `It is gratifying that ${dishes} pleased you.`,
        ]
      : [
          `We're so glad ${dishes} hit the spot.`,
          `${capitalise(dishes)} ${verb} something our kitchen takes real pride in, so it means a lot that you noticed.`,
          `Hearing that you loved ${dishes} never gets old.`,
          `Our kitchen will be thrilled you enjoyed ${dishes}.`,
          `So pleased ${dishes} went down well.`,
          `Glad to hear ${dishes} was a favourite.`,
          `The team will be so happy you liked ${dishes}.`,
          `Thanks for the kind words about ${dishes}.`,
        ];
  return { text: pick(dishLines, ctx.variant, 2), dropRank: 0 };
}

/** The line passing the guest's words on to the person they named. */
function staffLineEn(staff: string, ctx: ReplyContext): Part {
  const staffLines =
    ctx.register === 'formal'
      ? [`I will be sure to pass your words on to ${staff}.`, `${staff} will be very glad to read this.`]
      : [
          `I'll make sure ${staff} sees this.`,
          `${staff} will be thrilled to hear it, and I'm passing your note along today.`,
          `I've shared your kind words about ${staff} with the whole team.`,
        ];
  return { text: pick(staffLines, ctx.variant, 3), dropRank: 0 };
}

/** With no dish or person to name: the things (or aspects) the guest praised, else the visit as a whole. */
function praiseLineEn(signals: ReviewSignals, ctx: ReplyContext): Part {
  const variant = ctx.variant;
  const fromTerms = signals.terms.praised.map((t) => `the ${t}`);
  const praised = (
    fromTerms.length > 0
      ? fromTerms
      : signals.praised.map((a) => PRAISE_EN[a]).filter((p): p is string => p !== undefined)
  ).slice(0, 2);
  if (praised.length > 0) {
    const praisedThings = joinEn(praised);
    const lines =
      ctx.register === 'formal'
        ? [
            `We are pleased ${praisedThings} met your expectations.`,
            `We put real care into ${praisedThings}, and it means a great deal that you noticed.`,
          ]
        : [
            `It's great to hear ${praisedThings} made your visit.`,
            `We put a lot of care into ${praisedThings}, and it means a lot that you noticed.`,
            `So glad ${praisedThings} lived up to your expectations.`,
          ];
    return { text: pick(lines, variant, 2), dropRank: 0 };
  }
  const lines =
    ctx.register === 'formal'
      ? ['We are pleased your visit went so well.', 'It is good to know the evening was a success.']
      : [
          "It's great to know your visit was a good one.",
          "We're glad your visit went so well.",
          'Happy to hear you had such a good time with us.',
        ];
  return { text: pick(lines, variant, 2), dropRank: 2 };
}

/** A four-star guest is asked what would have made it five. */
function fourStarAskEn(ctx: ReplyContext): Part {
  const nudge =
    ctx.register === 'formal'
      ? ['Should anything have kept it from five stars, we would welcome hearing about it on your next visit.']
      : [
          "If anything could have made it a five, I'd genuinely like to hear about it next time you're in.",
          "If there's one thing we could have done better, tell us next time; we're listening.",
        ];
  return { text: pick(nudge, ctx.variant, 4), dropRank: 3 };
}

/** The closing line of a happy reply, in the register's words. */
function positiveClosingEn(ctx: ReplyContext): Part {
  const restaurant = shortName(ctx.restaurant);
  const closing = {
    formal: [
      'We look forward to welcoming you back.',
      `We look forward to your next visit to ${restaurant}.`,
      'We hope to welcome you again soon.',
      'Your table will be waiting whenever you return.',
      'Until your next visit, with our thanks.',
      'It would be a pleasure to host you again.',
      `${restaurant} will be glad to see you again.`,
      'We trust we will see you again before long.',
      'Do let us know when you plan to return.',
      'With thanks from all of us, until next time.',
      'We hope your next visit is just as enjoyable.',
    ],
    warm: [
      'We hope to see you again soon.',
      `Looking forward to having you back at ${restaurant}.`,
      'Hope to welcome you back before long.',
      'Come back and see us soon.',
      'There will always be a table for you here.',
      'Until next time, take care.',
      'See you again soon, we hope.',
      'We would love to cook for you again.',
      'Thanks again, and see you next time.',
      `Everyone at ${restaurant} hopes to see you again.`,
      'Do say hello when you are next in.',
    ],
    casual: [
      'See you next time!',
      `Can't wait to have you back at ${restaurant}!`,
      'Come back soon!',
      'Catch you next time!',
      'Hope to see you again real soon!',
      'Swing by again anytime!',
      'Until next time!',
      'Your next visit can’t come soon enough!',
      'Come say hi again soon!',
      'See you around!',
      'Don’t be a stranger!',
    ],
  }[ctx.register];
  return { text: pick(closing, ctx.variant, 5), dropRank: 2 };
}

function positiveBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const parts: Part[] = [{ text: pick(POSITIVE_THANKS_EN[ctx.register], ctx.variant, 1), dropRank: 1 }];
  const staff = signals.staff[0];
  if (signals.dishes.length > 0) parts.push(dishLineEn(signals, ctx));
  if (staff) parts.push(staffLineEn(staff, ctx));
  if (signals.dishes.length === 0 && signals.staff.length === 0) parts.push(praiseLineEn(signals, ctx));
  if (ctx.rating === 4) parts.push(fourStarAskEn(ctx));
  parts.push(positiveClosingEn(ctx));
  return parts;
}

/**
 * When nothing the guest named made it into the reply (their words about it were unclear), one thing is named
 * without a judgement, after the opening sentence: a reply that could answer any review reads as canned.
 */
function ensureNamedEn(parts: Part[], signals: ReviewSignals, variant: number): Part[] {
  const named = [...signals.terms.praised, ...signals.terms.criticised, ...signals.terms.mentioned, ...signals.dishes];
  if (named.length === 0) return parts;
  const text = parts.map((p) => p.text.toLowerCase()).join(' ');
  if (named.some((t) => text.includes(t.toLowerCase()))) return parts;
  const things = [...signals.terms.mentioned, ...signals.terms.criticised, ...signals.terms.praised].slice(0, 2);
  if (things.length === 0) return parts;
  const thing = joinEn(things.map((t) => `the ${t}`));
  return [...parts.slice(0, 1), { text: acknowledgeEn(thing, variant), dropRank: 1 }, ...parts.slice(1)];
}

/** Names a thing the guest mentioned without judging it, when their words leave its polarity unclear. */
function acknowledgeEn(thing: string, variant: number): string {
  return pick(
    [
      `Thank you for writing about ${thing}.`,
      `Your notes on ${thing} have gone to the team.`,
      `I've read what you wrote about ${thing} carefully.`,
      `What you said about ${thing} has been shared with the team.`,
    ],
    variant,
    8,
  );
}

function ownIssuesEn(issues: ReviewIssue[], variant: number): string {
  if (issues.length === 0) {
    return pick(
      [
        "I'm sorry we didn't get it right for you; that isn't the standard we hold ourselves to.",
        "I'm sorry we let you down.",
        'You deserved a better visit than the one you describe.',
      ],
      variant,
      6,
    );
  }
  const issueList = joinEn(issues.map((i) => i.phrase));
  return pick(
    [
      `I'm sorry about ${issueList}; that isn't the standard we hold ourselves to.`,
      `There's no excuse for ${issueList}, and I'm sorry.`,
      `You shouldn't have had to deal with ${issueList}.`,
      `I apologise for ${issueList}; it should not have happened.`,
      `I'm sorry for ${issueList}; we should have done better.`,
    ],
    variant,
    6,
  );
}

function actionEn(issues: ReviewIssue[], variant: number): string {
  const aspect = issues[0]?.aspect;
  if (!aspect)
    return pick(
      [
        "I'm going through your review with the team this week.",
        "I've shared your review with the team so we can learn from it.",
      ],
      variant,
      7,
    );
  return pick(ACTION_EN[aspect], variant, 7);
}

function mixedBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const variant = ctx.variant;
  const parts: Part[] = [];
  const thanks = MIXED_THANKS_EN[ctx.register];
  parts.push({ text: pick(thanks, variant, 1), dropRank: 2 });

  const goodList =
    signals.dishes.length > 0
      ? signals.dishes.map((d) => `the ${dishInSentence(d)}`)
      : signals.terms.praised.length > 0
        ? signals.terms.praised.map((t) => `the ${t}`)
        : praisedBesideIssues(signals)
            .map((a) => PRAISE_EN[a])
            .filter((p): p is string => p !== undefined);
  const good = joinEn(goodList.slice(0, 2));
  const issue = joinEn(signals.issues.map((i) => i.phrase));
  if (good !== '' && issue !== '') {
    parts.push({
      text: pick(
        [
          `I'm glad ${good} came through for you, and I'm sorry about ${issue}.`,
          `It's good to hear ${good} worked for you; I'm sorry about ${issue}, which we should have got right.`,
          `It was good to read what you said about ${good}. I'm sorry about ${issue}; that part is our responsibility.`,
        ],
        variant,
        2,
      ),
      dropRank: 0,
    });
  } else if (issue !== '') {
    parts.push({ text: ownIssuesEn(signals.issues, variant), dropRank: 0 });
  } else {
    if (good !== '') parts.push({ text: `I'm glad ${good} came through for you.`, dropRank: 1 });
    parts.push({
      text: pick(
        [
          "It sounds like we didn't get everything right this time, and I'd like to know what would have made it better.",
          'Three stars tells me something was missing, and I would like to know what.',
        ],
        variant,
        2,
      ),
      dropRank: 0,
    });
  }
  if (signals.staff[0] && signals.issues.every((i) => i.aspect !== 'staff' && i.aspect !== 'service')) {
    parts.push({ text: `I'll pass your kind words on to ${signals.staff[0]}.`, dropRank: 3 });
  }
  if (signals.issues.length > 0) parts.push({ text: actionEn(signals.issues, variant), dropRank: 1 });
  parts.push({
    text: pick(
      [
        `Next time you're in, ${ctx.ask.en}; I'd like to hear how we did.`,
        `If you're willing to tell me more, please get in touch with us directly and ${ctx.ask.en}.`,
        `I'd love the chance to show you a better visit, and if you'd like to talk it through, reach out to us directly and ${ctx.ask.en}.`,
        `On your next visit, please ${ctx.ask.en} so we can make it a better one.`,
        `Please ${ctx.ask.en} when you're next in; I'd value the conversation.`,
        `Do ${ctx.ask.en} next time, and tell me how we measured up.`,
        `If you come back, ${ctx.ask.en} and I'll make sure we get it right.`,
        `I'd welcome the chance to talk; contact us directly and ${ctx.ask.en}.`,
        `Whenever you're next nearby, ${ctx.ask.en}; your view matters to us.`,
        `Should you visit again, ${ctx.ask.en} and let me know how it went.`,
      ],
      variant,
      4,
    ),
    dropRank: 1,
  });
  return parts;
}

function negativeBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const variant = ctx.variant;
  const parts: Part[] = [];
  const acknowledge =
    ctx.register === 'formal'
      ? [
          'Thank you for letting us know about your visit.',
          'We are sorry your visit fell short of what you expected, and we appreciate you telling us.',
        ]
      : [
          'Thank you for telling us about this.',
          "I'm sorry your visit fell short, and thank you for saying so plainly.",
          "I appreciate you taking the time to write this, even though it wasn't the visit you hoped for.",
          'Thank you for being straight with us.',
          'This is hard to read, and I appreciate you writing it.',
          'We read every review, and this one matters.',
          'I want to thank you for raising this.',
          'Your review reached me directly.',
          'Feedback like yours is how we get better.',
          'I read your review this morning.',
        ];
  parts.push({ text: pick(acknowledge, variant, 1), dropRank: 2 });
  parts.push({ text: ownIssuesEn(signals.issues, variant), dropRank: 0 });
  parts.push({ text: actionEn(signals.issues, variant), dropRank: 1 });
  parts.push({
    text: pick(
      [
        `I'd like to hear more and put this right; please get in touch with us directly and ${ctx.ask.en}.`,
        `If you're willing, please reach out to us directly and ${ctx.ask.en} so I can follow up personally.`,
        `Please contact us directly and ${ctx.ask.en}; I'd like to understand exactly what happened.`,
        `Would you get in touch with us directly and ${ctx.ask.en}, so I can hear the whole story?`,
        `If you'd give us another chance, contact the restaurant and ${ctx.ask.en}.`,
        `Please reach us directly and ${ctx.ask.en}, so I can hear the details myself.`,
        `I'd be grateful if you contacted us directly and ${ctx.ask.en}.`,
        `Contact the restaurant directly and ${ctx.ask.en}; I'll follow up myself.`,
        `When you have a moment, get in touch with us directly and ${ctx.ask.en}.`,
        `I hope you'll contact us directly and ${ctx.ask.en}, so we can talk it through.`,
      ],
      variant,
      4,
    ),
    dropRank: 0,
  });
  return parts;
}

function sensitiveBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const kind = signals.sensitive[0] ?? 'food-safety';
  return [
    {
      text: pick(['Thank you for raising this with us.', 'Thank you for letting us know.'], ctx.variant, 1),
      dropRank: 1,
    },
    { text: SENSITIVE_EN[kind], dropRank: 0 },
    {
      text: `Please contact us directly and ${ctx.ask.en} so we can hear the details and follow up properly.`,
      dropRank: 0,
    },
  ];
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
      {
        text: pick(
          [
            'We hope to see you again soon.',
            `Looking forward to having you back at ${shortName(ctx.restaurant)}.`,
            'Come back and see us soon.',
          ],
          variant,
          5,
        ),
        dropRank: 1,
      },
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
    positive: (signals, ctx) => ensureNamedEn(positiveBodyEn(signals, ctx), signals, ctx.variant),
    mixed: (signals, ctx) => ensureNamedEn(mixedBodyEn(signals, ctx), signals, ctx.variant),
    negative: (signals, ctx) => ensureNamedEn(negativeBodyEn(signals, ctx), signals, ctx.variant),
    sensitive: sensitiveBodyEn,
  },
  starsOnly: starsOnlyEn,
};
