import type { Aspect, BrandProfile, BrandVoice, ReviewInsight, Theme } from '#contracts/brand.ts';
import { registerOf, type Register } from '#server/features/brand/owner-voice.ts';
import type { Review } from '#contracts/places.ts';
import {
  type ReplyLanguage,
  type ReviewIssue,
  type ReviewSignals,
  type SensitiveKind,
  detectSensitive,
  foldText,
  issuePhraseFor,
  ownerFirstName,
  readReviewSignals,
  withArticleEs,
} from './review-signals.ts';

/**
 * Offline reply writer: a suggested public owner reply in the brand's voice and the reviewer's language.
 * The rules it follows are the playbook's own (decisions §3, practice §3–4): name what the guest named,
 * own problems without excuses, move negatives offline, no offers, no private details, no arguing,
 * no guessing who wrote it, vary the wording, stay within Google's 4,096-byte reply limit.
 */

/** Business Profile API `ReviewReply.comment` maximum (practice §3, [G1]). */
export const GOOGLE_REPLY_LIMIT_BYTES = 4096;

export { registerOf, type Register } from '#server/features/brand/owner-voice.ts';

const encoder = new TextEncoder();

export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/** Cut text to at most `limit` UTF-8 bytes on a word boundary, never splitting a character. */
export function clipToBytes(text: string, limit: number): string {
  if (utf8Bytes(text) <= limit) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const size = utf8Bytes(ch);
    if (used + size > limit - 3) break;
    out += ch;
    used += size;
  }
  const space = out.lastIndexOf(' ');
  return `${(space > out.length / 2 ? out.slice(0, space) : out).trimEnd()}…`;
}

interface Part {
  text: string;
  /** Lower survives longer when the reply must be shortened. */
  keep: number;
}

/**
 * Join greeting, body and sign-off, dropping whole body sentences (least important first) until the
 * reply fits Google's byte limit; the greeting and sign-off always stay.
 */
export function assembleReply(
  greeting: string,
  body: Part[],
  signOff: string,
  limit = GOOGLE_REPLY_LIMIT_BYTES,
): string {
  const head = clipToBytes(greeting, 200);
  const tail = clipToBytes(signOff, 400);
  const parts = body.filter((p) => p.text.trim() !== '').map((p) => ({ ...p, text: p.text.trim() }));
  const render = () => [head, parts.map((p) => p.text).join(' '), tail].filter((s) => s !== '').join('\n\n');
  let text = render();
  while (utf8Bytes(text) > limit && parts.length > 1) {
    let drop = 0;
    for (let i = 1; i < parts.length; i += 1) {
      const candidate = parts[i];
      const current = parts[drop];
      if (candidate && current && candidate.keep >= current.keep) drop = i;
    }
    parts.splice(drop, 1);
    text = render();
  }
  if (utf8Bytes(text) > limit) {
    const room = limit - utf8Bytes(head) - utf8Bytes(tail) - 4;
    const only = parts[0];
    if (only) only.text = clipToBytes(only.text, Math.max(room, 0));
    text = render();
  }
  return utf8Bytes(text) <= limit ? text : clipToBytes(text, limit);
}

/** Deterministic choice among phrasings: `salt` staggers the parts so nearby variants differ in several places. */
function pick<T>(options: readonly T[], variant: number, salt: number): T {
  const n = options.length;
  const index = (((variant + salt * 3) % n) + n) % n;
  const chosen = options[index];
  if (chosen === undefined) throw new Error('pick from an empty list');
  return chosen;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Pastrami on rye" reads as "the pastrami on rye" mid-sentence; proper names ("Katz's…", "NY Strip") keep their case. */
export function dishInSentence(dish: string): string {
  const first = dish.split(/\s+/)[0] ?? '';
  if (
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    !/['’]s$/u.test(first) &&
    dish
      .split(/\s+/)
      .slice(1)
      .every((w) => !/^\p{Lu}/u.test(w))
  ) {
    return dish.charAt(0).toLowerCase() + dish.slice(1);
  }
  return dish;
}

function joinEn(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function joinEs(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1) ?? ''}`;
}

function deEs(nounPhrase: string): string {
  return nounPhrase.startsWith('el ') ? `del ${nounPhrase.slice(3)}` : `de ${nounPhrase}`;
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
const PRAISE_ES: Partial<Record<Aspect, string>> = {
  food: 'la comida',
  service: 'el servicio',
  ambience: 'el ambiente',
  value: 'la relación calidad-precio',
  speed: 'la rapidez del servicio',
  cleanliness: 'la limpieza',
  drinks: 'las bebidas',
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
const ACTION_ES: Record<ReviewIssue['aspect'], readonly string[]> = {
  food: ['Ya lo he hablado con el equipo de cocina.', 'Lo estoy revisando con nuestro chef esta semana.'],
  signature: ['Ya lo he hablado con el equipo de cocina.', 'Lo estoy revisando con nuestro chef esta semana.'],
  order: [
    'Estamos reforzando cómo revisamos cada pedido antes de que salga.',
    'Estoy revisando con el equipo cómo se nos pudo pasar.',
  ],
  speed: [
    'Estamos revisando cómo organizamos el servicio en las horas de más trabajo para que no se repita.',
    'Estoy revisando el personal y los tiempos de los servicios con más trabajo.',
  ],
  service: [
    'Lo estoy hablando esta semana con el equipo de sala.',
    'Lo estoy revisando con el equipo que estaba de turno.',
  ],
  staff: [
    'Lo estoy hablando esta semana con el equipo de sala.',
    'Lo estoy revisando con el equipo que estaba de turno.',
  ],
  value: [
    'Nos tomamos en serio el comentario sobre el precio y lo estamos revisando.',
    'Revisamos la carta y los precios con regularidad, y este comentario ya forma parte de esa revisión.',
  ],
  ambience: [
    'Estamos viendo qué podemos mejorar en el salón.',
    'Ya lo he hablado con el equipo para corregir lo que está en nuestra mano.',
  ],
  cleanliness: [
    'Estoy revisando hoy mismo nuestros controles de limpieza con el equipo.',
    'Ya he repasado con el equipo las listas de limpieza de apertura y cierre.',
  ],
  drinks: ['Ya se lo he trasladado al equipo de barra.', 'Lo estoy revisando esta semana con el equipo de barra.'],
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
const SENSITIVE_ES: Record<SensitiveKind, string> = {
  illness:
    'Cualquier aviso de que alguien se ha encontrado mal después de comer con nosotros es algo que nos tomamos muy en serio, y ya lo estoy investigando.',
  allergen: 'Las alergias son algo que nos tomamos muy en serio, y ya estoy revisando con la cocina lo que ocurrió.',
  'food-safety': 'Lo que se describe aquí no es aceptable, y ya lo estoy revisando con la cocina.',
  discrimination: 'Todas las personas merecen respeto en nuestra casa, y estoy revisando personalmente lo ocurrido.',
  legal: 'Prefiero hablar de esto directamente y no por aquí.',
  injury: 'Siento muchísimo lo ocurrido y ya estoy revisando qué pasó.',
  'staff-conduct': 'Así no debe tratar nadie de nuestro equipo a un cliente, y lo estoy revisando personalmente.',
};

type ReplyKind = 'positive' | 'mixed' | 'negative' | 'sensitive';

interface ReplyContext {
  variant: number;
  register: Register;
  restaurant: string;
  /** How the guest should ask for the person who signs, e.g. "ask for me" or "ask for Maria". */
  ask: { en: string; esTu: string; esUsted: string };
  signOff: string;
  rating: number | null;
  /** The owner's own reply habits, when learned from their replies; null: the register alone decides. */
  voice: BrandVoice | null;
}

function askFor(profile: BrandProfile): ReplyContext['ask'] {
  const owner = ownerFirstName(profile);
  // "— Rafa" signed by owner Rafael is still the owner speaking: compare the signer's name by prefix.
  const signer = foldText(profile.signOff.replace(/^[\s—–-]+/u, '')).split(/[\s,&]+/)[0] ?? '';
  const ownerKey = owner ? foldText(owner) : '';
  const signerIsOwner =
    ownerKey !== '' && signer.length >= 3 && (ownerKey.startsWith(signer) || signer.startsWith(ownerKey));
  if (signerIsOwner) return { en: 'ask for me', esTu: 'pregunta por mí', esUsted: 'pregunte por mí' };
  if (owner) return { en: `ask for ${owner}`, esTu: `pregunta por ${owner}`, esUsted: `pregunte por ${owner}` };
  return {
    en: 'ask for the manager on duty',
    esTu: 'pregunta por la persona encargada',
    esUsted: 'pregunte por la persona encargada',
  };
}

function signOffFor(profile: BrandProfile, language: ReplyLanguage): string {
  const signOff = profile.signOff.trim();
  if (signOff !== '') return signOff;
  const owner = ownerFirstName(profile);
  if (owner) return `— ${owner}`;
  return language === 'es' ? `— El equipo de ${shortName(profile.name)}` : `— The team at ${shortName(profile.name)}`;
}

function shortName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length <= 60 ? clean : `${clean.slice(0, 57).trimEnd()}…`;
}

function kindOf(rating: number | null, signals: ReviewSignals, insight: ReviewInsight | null): ReplyKind {
  if (signals.sensitive.length > 0) return 'sensitive';
  if (rating !== null && rating <= 2) return 'negative';
  if (rating === 3) return 'mixed';
  // Five stars is a happy guest: an analysis that finds a "negative" aspect there is more likely wrong
  // than the guest, and an apology to a delighted reviewer reads as a bot.
  if (rating === 5) return 'positive';
  if (
    signals.issues.length > 0 &&
    (rating === null || insight === null || insight.sentiment === 'mixed' || insight.sentiment === 'negative')
  ) {
    return 'mixed';
  }
  if (rating === null && insight && (insight.sentiment === 'negative' || insight.score < -0.2)) return 'negative';
  return 'positive';
}

// ---------- English ----------

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

function positiveBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
  const parts: Part[] = [];
  const thanks = {
    formal: [
      'Thank you for your generous words.',
      'We are grateful you took the time to write.',
      'Thank you for sharing such a thoughtful review.',
      'It was a pleasure to read your review.',
    ],
    warm: [
      'Thank you for taking the time to write this.',
      'Thank you so much for the kind words.',
      'We really appreciate you sharing this.',
      'What a lovely review to read before service.',
      'Thank you for such a generous review.',
    ],
    casual: [
      'Thanks so much for the shout-out!',
      'This made our whole team’s day!',
      'Thanks a ton for the kind words!',
      'You just made our day!',
    ],
  }[ctx.register];
  parts.push({ text: pick(thanks, v, 1), keep: 1 });

  if (signals.dishes.length > 0) {
    const names = signals.dishes.map(dishInSentence);
    const d = joinEn(names.map((n) => `the ${n}`));
    const is = names.length > 1 ? 'are' : 'is';
    const dishLines =
      ctx.register === 'formal'
        ? [
            `We are delighted ${d} lived up to expectations.`,
            `The kitchen will be very pleased to hear you enjoyed ${d}.`,
            `${capitalise(d)} ${is} something our chefs take great care over, and it is good to know it showed.`,
          ]
        : [
            `We're so glad ${d} hit the spot.`,
            `${capitalise(d)} ${is} something our kitchen takes real pride in, so it means a lot that you noticed.`,
            `Hearing that you loved ${d} never gets old.`,
            `Our kitchen will be thrilled you enjoyed ${d}.`,
          ];
    parts.push({ text: pick(dishLines, v, 2), keep: 0 });
  }
  const staff = signals.staff[0];
  if (staff) {
    const staffLines =
      ctx.register === 'formal'
        ? [`I will be sure to pass your words on to ${staff}.`, `${staff} will be very glad to read this.`]
        : [
            `I'll make sure ${staff} sees this.`,
            `${staff} will be thrilled to hear it, and I'm passing your note along today.`,
            `I've shared your kind words about ${staff} with the whole team.`,
          ];
    parts.push({ text: pick(staffLines, v, 3), keep: 0 });
  }
  if (signals.dishes.length === 0 && !staff) {
    const praised = signals.praised
      .map((a) => PRAISE_EN[a])
      .filter((p): p is string => p !== undefined)
      .slice(0, 2);
    if (praised.length > 0) {
      const x = joinEn(praised);
      const lines =
        ctx.register === 'formal'
          ? [
              `We are pleased ${x} met your expectations.`,
              `We put real care into ${x}, and it means a great deal that you noticed.`,
            ]
          : [
              `It's great to hear ${x} made your visit.`,
              `We put a lot of care into ${x}, and it means a lot that you noticed.`,
              `So glad ${x} lived up to your expectations.`,
            ];
      parts.push({ text: pick(lines, v, 2), keep: 0 });
    } else {
      const lines =
        ctx.register === 'formal'
          ? ['We are pleased your visit went so well.', 'It is good to know the evening was a success.']
          : [
              "It's great to know your visit was a good one.",
              "We're glad your visit went so well.",
              'Happy to hear you had such a good time with us.',
            ];
      parts.push({ text: pick(lines, v, 2), keep: 2 });
    }
  }
  if (ctx.rating === 4) {
    const nudge =
      ctx.register === 'formal'
        ? ['Should anything have kept it from five stars, we would welcome hearing about it on your next visit.']
        : [
            "If anything could have made it a five, I'd genuinely like to hear about it next time you're in.",
            "If there's one thing we could have done better, tell us next time; we're listening.",
          ];
    parts.push({ text: pick(nudge, v, 4), keep: 3 });
  }
  const r = shortName(ctx.restaurant);
  const closing = {
    formal: [
      'We look forward to welcoming you back.',
      `We look forward to your next visit to ${r}.`,
      'We hope to welcome you again soon.',
    ],
    warm: [
      'We hope to see you again soon.',
      `Looking forward to having you back at ${r}.`,
      'Hope to welcome you back before long.',
      'Come back and see us soon.',
    ],
    casual: ['See you next time!', `Can't wait to have you back at ${r}!`, 'Come back soon!'],
  }[ctx.register];
  parts.push({ text: pick(closing, v, 5), keep: 2 });
  return parts;
}

/** "Great food" next to "the food arrived cold" would read as a contradiction; praise only what wasn't also a problem. */
function praisedBesideIssues(signals: ReviewSignals): Aspect[] {
  const troubled = new Set<string>(
    signals.issues.map((i) => (i.aspect === 'signature' || i.aspect === 'order' ? 'food' : i.aspect)),
  );
  return signals.praised.filter((a) => !troubled.has(a));
}

function ownIssuesEn(issues: ReviewIssue[], v: number): string {
  if (issues.length === 0) {
    return pick(
      [
        "I'm sorry we didn't get it right for you; that isn't the standard we hold ourselves to.",
        "I'm sorry we let you down.",
        'You deserved a better visit than the one you describe.',
      ],
      v,
      6,
    );
  }
  const x = joinEn(issues.map((i) => i.phrase));
  return pick(
    [
      `I'm sorry about ${x}; that isn't the standard we hold ourselves to.`,
      `There's no excuse for ${x}, and I'm sorry.`,
      `You shouldn't have had to deal with ${x}.`,
    ],
    v,
    6,
  );
}

function actionEn(issues: ReviewIssue[], v: number): string {
  const aspect = issues[0]?.aspect;
  if (!aspect)
    return pick(
      [
        "I'm going through your review with the team this week.",
        "I've shared your review with the team so we can learn from it.",
      ],
      v,
      7,
    );
  return pick(ACTION_EN[aspect], v, 7);
}

function mixedBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
  const parts: Part[] = [];
  const thanks = {
    formal: [
      'Thank you for such a balanced review.',
      'We appreciate you taking the time to describe both sides of your visit.',
      'Thank you for writing so candidly.',
    ],
    warm: [
      'Thank you for the honest review.',
      'Thanks for such a balanced review.',
      'I appreciate you taking the time to tell us both sides of your visit.',
    ],
    casual: [
      'Thanks for keeping it real with us.',
      'Thanks for the honest take.',
      'Really appreciate the straight talk.',
    ],
  }[ctx.register];
  parts.push({ text: pick(thanks, v, 1), keep: 2 });

  const goodList =
    signals.dishes.length > 0
      ? signals.dishes.map((d) => `the ${dishInSentence(d)}`)
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
          `It's good to hear ${good} worked for you; I'm sorry about ${issue}, and that's on us.`,
          `It was good to read what you said about ${good}. I'm sorry about ${issue}; that part is on us.`,
        ],
        v,
        2,
      ),
      keep: 0,
    });
  } else if (issue !== '') {
    parts.push({ text: ownIssuesEn(signals.issues, v), keep: 0 });
  } else {
    if (good !== '') parts.push({ text: `I'm glad ${good} came through for you.`, keep: 1 });
    parts.push({
      text: pick(
        [
          "It sounds like we didn't get everything right this time, and I'd like to know what would have made it better.",
          'Three stars tells me something was missing, and I would like to know what.',
        ],
        v,
        2,
      ),
      keep: 0,
    });
  }
  if (signals.staff[0] && signals.issues.every((i) => i.aspect !== 'staff' && i.aspect !== 'service')) {
    parts.push({ text: `I'll pass your kind words on to ${signals.staff[0]}.`, keep: 3 });
  }
  if (signals.issues.length > 0) parts.push({ text: actionEn(signals.issues, v), keep: 1 });
  parts.push({
    text: pick(
      [
        `Next time you're in, ${ctx.ask.en}; I'd like to hear how we did.`,
        `If you're willing to tell me more, please get in touch with us directly and ${ctx.ask.en}.`,
        `I'd love the chance to show you a better visit, and if you'd like to talk it through, reach out to us directly and ${ctx.ask.en}.`,
      ],
      v,
      4,
    ),
    keep: 1,
  });
  return parts;
}

function negativeBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
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
        ];
  parts.push({ text: pick(acknowledge, v, 1), keep: 2 });
  parts.push({ text: ownIssuesEn(signals.issues, v), keep: 0 });
  parts.push({ text: actionEn(signals.issues, v), keep: 1 });
  parts.push({
    text: pick(
      [
        `I'd like to hear more and put this right; please get in touch with us directly and ${ctx.ask.en}.`,
        `If you're willing, please reach out to us directly and ${ctx.ask.en} so I can follow up personally.`,
        `Please contact us directly and ${ctx.ask.en}; I'd like to understand exactly what happened.`,
      ],
      v,
      4,
    ),
    keep: 0,
  });
  return parts;
}

function sensitiveBodyEn(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const kind = signals.sensitive[0] ?? 'food-safety';
  return [
    { text: pick(['Thank you for raising this with us.', 'Thank you for letting us know.'], ctx.variant, 1), keep: 1 },
    { text: SENSITIVE_EN[kind], keep: 0 },
    {
      text: `Please contact us directly and ${ctx.ask.en} so we can hear the details and follow up properly.`,
      keep: 0,
    },
  ];
}

function starsOnlyEn(kind: ReplyKind, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
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
          v,
          1,
        ),
        keep: 0,
      },
      {
        text: pick(
          [
            'We hope to see you again soon.',
            `Looking forward to having you back at ${shortName(ctx.restaurant)}.`,
            'Come back and see us soon.',
          ],
          v,
          5,
        ),
        keep: 1,
      },
    ];
  }
  if (kind === 'mixed') {
    return [
      { text: 'Thank you for the rating.', keep: 1 },
      {
        text: `If there's anything that would have made your visit better, I'd like to hear it: next time you're in, ${ctx.ask.en}.`,
        keep: 0,
      },
    ];
  }
  return [
    {
      text: pick(
        ["I'm sorry your visit didn't live up to what you expected.", "I'm sorry we fell short on your visit."],
        v,
        1,
      ),
      keep: 0,
    },
    {
      text: `If you're willing to tell us what went wrong, please get in touch with us directly and ${ctx.ask.en}.`,
      keep: 0,
    },
  ];
}

// ---------- Spanish (tú for warm and casual brands, usted for formal ones) ----------

function greetingEs(kind: ReplyKind, name: string | null, ctx: ReplyContext): string {
  const gentle = kind !== 'positive';
  if (!name)
    return pick(
      gentle || ctx.register === 'formal' ? ['Hola:', 'Buenos días:'] : ['¡Hola!', 'Hola:', '¡Buenas!'],
      ctx.variant,
      0,
    );
  if (gentle || ctx.register === 'formal') return pick([`Hola, ${name}:`, `Buenos días, ${name}:`], ctx.variant, 0);
  return pick([`¡Hola, ${name}!`, `Hola, ${name}:`, `¡Buenas, ${name}!`], ctx.variant, 0);
}

function positiveBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
  const tu = ctx.register !== 'formal';
  const parts: Part[] = [];
  parts.push({
    text: pick(
      tu
        ? [
            '¡Muchas gracias por tomarte el tiempo de escribirnos!',
            'Gracias de corazón por tus palabras.',
            '¡Qué alegría leer esta reseña antes del servicio!',
            'Te agradecemos mucho que compartieras tu experiencia.',
          ]
        : [
            'Muchas gracias por tomarse el tiempo de escribirnos.',
            'Le agradecemos sinceramente sus amables palabras.',
            'Es un placer leer una reseña como la suya.',
          ],
      v,
      1,
    ),
    keep: 1,
  });
  if (signals.dishes.length > 0) {
    const withArticles = signals.dishes.map((d) => withArticleEs(dishInSentence(d)));
    const art = joinEs(withArticles);
    const de = joinEs(withArticles.map(deEs));
    parts.push({
      text: pick(
        tu
          ? [
              `Nos alegra muchísimo que disfrutaras ${de}.`,
              `En cocina ponemos mucho cariño en ${art}, así que nos hace especial ilusión que lo notaras.`,
              `Le pasaremos a la cocina lo que nos cuentas sobre ${art}: les va a encantar.`,
            ]
          : [
              `Nos alegra mucho que disfrutara ${de}.`,
              `En cocina ponemos mucho cuidado en ${art}, y nos alegra que se notara.`,
              `Trasladaremos a la cocina sus palabras sobre ${art}.`,
            ],
        v,
        2,
      ),
      keep: 0,
    });
  }
  const staff = signals.staff[0];
  if (staff) {
    parts.push({
      text: pick(
        tu
          ? [
              `Le daré tu mensaje a ${staff}: le va a hacer mucha ilusión.`,
              `${staff} se va a alegrar muchísimo cuando lea esto.`,
            ]
          : [`Le haré llegar sus palabras a ${staff}.`, `${staff} se alegrará mucho de leer esto.`],
        v,
        3,
      ),
      keep: 0,
    });
  }
  if (signals.dishes.length === 0 && !staff) {
    const praised = signals.praised
      .map((a) => PRAISE_ES[a])
      .filter((p): p is string => p !== undefined)
      .slice(0, 2);
    if (praised.length > 0) {
      const x = joinEs(praised);
      parts.push({
        text: pick(
          tu
            ? [`Nos alegra mucho leer lo que dices sobre ${x}.`, `Cuidamos mucho ${x}, así que leer esto nos encanta.`]
            : [`Nos alegra mucho leer lo que dice sobre ${x}.`, `Cuidamos mucho ${x}, y nos alegra que se note.`],
          v,
          2,
        ),
        keep: 0,
      });
    } else {
      parts.push({
        text: pick(
          tu
            ? ['Nos alegra mucho que disfrutaras de la visita.', '¡Qué bien que lo pasaras tan bien con nosotros!']
            : [
                'Nos alegra mucho que disfrutara de la visita.',
                'Es una satisfacción saber que la visita fue un éxito.',
              ],
          v,
          2,
        ),
        keep: 2,
      });
    }
  }
  if (ctx.rating === 4) {
    parts.push({
      text: tu
        ? 'Si hubo algo que te faltó para las cinco estrellas, nos encantaría saberlo la próxima vez.'
        : 'Si hubo algo que le faltó para las cinco estrellas, nos encantaría saberlo en su próxima visita.',
      keep: 3,
    });
  }
  const r = shortName(ctx.restaurant);
  parts.push({
    text: pick(
      tu
        ? ['¡Esperamos verte pronto de nuevo!', `¡Te esperamos pronto en ${r}!`, '¡Hasta la próxima!']
        : ['Esperamos tener el placer de recibirle de nuevo pronto.', `Le esperamos pronto en ${r}.`],
      v,
      5,
    ),
    keep: 2,
  });
  return parts;
}

function ownIssuesEs(issues: ReviewIssue[], v: number): string {
  if (issues.length === 0)
    return pick(
      [
        'Siento mucho que no estuviéramos a la altura; no es el nivel que nos exigimos.',
        'Siento de verdad haberle fallado en esta visita.',
      ],
      v,
      6,
    );
  const x = joinEs(issues.map((i) => i.phrase));
  return pick(
    [
      `Lamento mucho ${x}; no es el nivel que nos exigimos.`,
      `No hay excusa para ${x}, y lo siento de verdad.`,
      `Sentimos de verdad ${x}.`,
    ],
    v,
    6,
  );
}

function actionEs(issues: ReviewIssue[], v: number): string {
  const aspect = issues[0]?.aspect;
  if (!aspect)
    return pick(
      [
        'Esta semana lo estoy repasando con todo el equipo.',
        'Ya he compartido la reseña con el equipo para aprender de ella.',
      ],
      v,
      7,
    );
  return pick(ACTION_ES[aspect], v, 7);
}

function inviteEs(ctx: ReplyContext, v: number): string {
  return ctx.register !== 'formal'
    ? pick(
        [
          `Me gustaría saber más y arreglarlo: escríbenos directamente y ${ctx.ask.esTu}.`,
          `Si te parece bien, ponte en contacto con nosotros directamente y ${ctx.ask.esTu}; quiero hacer un seguimiento en persona.`,
        ],
        v,
        4,
      )
    : pick(
        [
          `Me gustaría saber más y arreglarlo: le ruego que se ponga en contacto con nosotros directamente y ${ctx.ask.esUsted}.`,
          `Si le parece bien, contacte con nosotros directamente y ${ctx.ask.esUsted}; quiero ocuparme personalmente.`,
        ],
        v,
        4,
      );
}

function mixedBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
  const tu = ctx.register !== 'formal';
  const parts: Part[] = [];
  parts.push({
    text: pick(
      tu
        ? ['Gracias por una reseña tan sincera.', 'Gracias por contarnos lo bueno y lo mejorable.']
        : ['Gracias por una reseña tan sincera.', 'Le agradecemos que nos cuente lo bueno y lo mejorable.'],
      v,
      1,
    ),
    keep: 2,
  });
  const goodList =
    signals.dishes.length > 0
      ? signals.dishes.map((d) => withArticleEs(dishInSentence(d)))
      : praisedBesideIssues(signals)
          .map((a) => PRAISE_ES[a])
          .filter((p): p is string => p !== undefined);
  const good = joinEs(goodList.slice(0, 2).map(deEs));
  const issue = joinEs(signals.issues.map((i) => i.phrase));
  if (good !== '' && issue !== '') {
    parts.push({
      text: tu
        ? `Me alegra leer lo que dices ${good}; ${issue}, en cambio, es responsabilidad nuestra y lo siento.`
        : `Me alegra leer lo que dice ${good}; ${issue}, en cambio, es responsabilidad nuestra y lo siento.`,
      keep: 0,
    });
  } else if (issue !== '') {
    parts.push({ text: ownIssuesEs(signals.issues, v), keep: 0 });
  } else {
    parts.push({
      text: tu
        ? 'Parece que no acertamos en todo esta vez, y me gustaría saber qué habría hecho la visita mejor.'
        : 'Parece que no acertamos en todo esta vez, y me gustaría saber qué habría mejorado la visita.',
      keep: 0,
    });
  }
  if (signals.issues.length > 0) parts.push({ text: actionEs(signals.issues, v), keep: 1 });
  parts.push({
    text: tu
      ? pick(
          [`La próxima vez que vengas, ${ctx.ask.esTu}: me gustaría saber qué tal lo hicimos.`, inviteEs(ctx, v)],
          v,
          4,
        )
      : pick(
          [`En su próxima visita, ${ctx.ask.esUsted}: me gustaría saber qué tal lo hicimos.`, inviteEs(ctx, v)],
          v,
          4,
        ),
    keep: 1,
  });
  return parts;
}

function negativeBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const v = ctx.variant;
  const tu = ctx.register !== 'formal';
  return [
    {
      text: pick(
        tu
          ? [
              'Gracias por contarnos lo que pasó.',
              'Siento que la visita no fuera lo que esperabas, y gracias por decírnoslo claramente.',
            ]
          : [
              'Gracias por contarnos lo ocurrido.',
              'Siento que la visita no estuviera a la altura de lo que esperaba, y le agradezco que nos lo diga.',
            ],
        v,
        1,
      ),
      keep: 2,
    },
    { text: ownIssuesEs(signals.issues, v), keep: 0 },
    { text: actionEs(signals.issues, v), keep: 1 },
    { text: inviteEs(ctx, v), keep: 0 },
  ];
}

function sensitiveBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const kind = signals.sensitive[0] ?? 'food-safety';
  const tu = ctx.register !== 'formal';
  return [
    { text: tu ? 'Gracias por contárnoslo.' : 'Gracias por hacérnoslo saber.', keep: 1 },
    { text: SENSITIVE_ES[kind], keep: 0 },
    {
      text: tu
        ? `Por favor, ponte en contacto con nosotros directamente y ${ctx.ask.esTu} para conocer los detalles y hacer un seguimiento como corresponde.`
        : `Le ruego que se ponga en contacto con nosotros directamente y ${ctx.ask.esUsted} para conocer los detalles y hacer un seguimiento como corresponde.`,
      keep: 0,
    },
  ];
}

function starsOnlyEs(kind: ReplyKind, ctx: ReplyContext): Part[] {
  const tu = ctx.register !== 'formal';
  if (kind === 'positive') {
    return [
      { text: `¡Gracias por las ${ctx.rating === 5 ? 'cinco' : 'cuatro'} estrellas!`, keep: 0 },
      { text: tu ? '¡Esperamos verte pronto de nuevo!' : 'Esperamos recibirle de nuevo pronto.', keep: 1 },
    ];
  }
  return [
    { text: 'Siento que la visita no estuviera a la altura.', keep: 0 },
    {
      text: tu
        ? `Si quieres contarnos qué falló, escríbenos directamente y ${ctx.ask.esTu}.`
        : `Si quiere contarnos qué falló, escríbanos directamente y ${ctx.ask.esUsted}.`,
      keep: 0,
    },
  ];
}

function countSentences(text: string): number {
  return text.split(/(?<=[.!?…])\s+(?=\S)/u).filter((s) => /\p{L}/u.test(s)).length;
}

/** Drops whole sentences, least important first (as assembleReply does), down to the owner's usual length. */
function fitLength(body: Part[], sentences: number): Part[] {
  const parts = body.filter((p) => p.text.trim() !== '');
  const total = () => parts.reduce((sum, p) => sum + countSentences(p.text), 0);
  while (total() > sentences && parts.length > 1) {
    let drop = 0;
    for (let i = 1; i < parts.length; i += 1) {
      const candidate = parts[i];
      const current = parts[drop];
      if (candidate && current && candidate.keep >= current.keep) drop = i;
    }
    parts.splice(drop, 1);
  }
  return parts;
}

/** "Thank you" becomes "Sam, thank you"; "I'm sorry" and a name ("Luis will be thrilled") keep their capital. */
function lowerFirst(text: string, names: readonly string[]): string {
  const first = text.split(/[\s,.!?;:]/u)[0] ?? '';
  if (/^I(?:['’](?:m|ve|d|ll))?$/u.test(first) || names.includes(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The greeting line in the owner's habit; '' when they open with the guest's name or go straight in. */
function learnedGreeting(voice: BrandVoice, name: string | null, es: boolean): string {
  if (voice.greeting !== 'salutation') return '';
  const who = voice.usesGuestName ? name : null;
  if (es) return who ? `Hola, ${who}:` : 'Hola:';
  const word = voice.salutation.trim() || 'Hi';
  if (who) return `${word} ${who},`;
  return /^dear$/iu.test(word) ? 'Dear guest,' : `${word} there,`;
}

/**
 * Applies the owner's learned habits to a written reply: their greeting (or none, or the guest's name first),
 * their usual number of sentences, no exclamation marks when they never use them, their emoji on happy replies.
 */
function applyVoice(
  voice: BrandVoice,
  kind: ReplyKind,
  signals: ReviewSignals,
  greeting: string,
  body: Part[],
): { greeting: string; body: Part[] } {
  const es = signals.language === 'es';
  const name = voice.usesGuestName ? signals.firstName : null;
  let parts = voice.sentencesPerReply > 0 ? fitLength(body, voice.sentencesPerReply) : body;
  let head = voice.source === 'owner-replies' ? learnedGreeting(voice, signals.firstName, es) : greeting;
  if (voice.greeting === 'name' && name) {
    const [first, ...rest] = parts;
    const names = signals.staff.flatMap((staff) => staff.split(/\s+/u).slice(0, 1));
    if (first) parts = [{ ...first, text: `${name}, ${lowerFirst(first.text.replace(/^¡/u, ''), names)}` }, ...rest];
  }
  if (!voice.exclamations) {
    const calm = (text: string) => text.replace(/¡/gu, '').replace(/!+/gu, '.');
    head = head.replace(/!$/u, ',').replace(/!/gu, '');
    parts = parts.map((p) => ({ ...p, text: calm(p.text) }));
  }
  const emoji = voice.emoji[0];
  if (emoji !== undefined && kind === 'positive' && parts.length > 0) {
    const last = parts.at(-1);
    if (last) parts = [...parts.slice(0, -1), { ...last, text: `${last.text} ${emoji}` }];
  }
  return { greeting: head, body: parts };
}

function writeReply(signals: ReviewSignals, kind: ReplyKind, ctx: ReplyContext): string {
  const es = signals.language === 'es';
  const greeting = es ? greetingEs(kind, signals.firstName, ctx) : greetingEn(kind, signals.firstName, ctx);
  let body: Part[];
  if (!signals.hasText && kind !== 'sensitive') {
    body = es ? starsOnlyEs(kind, ctx) : starsOnlyEn(kind, ctx);
  } else if (kind === 'positive') {
    body = es ? positiveBodyEs(signals, ctx) : positiveBodyEn(signals, ctx);
  } else if (kind === 'mixed') {
    body = es ? mixedBodyEs(signals, ctx) : mixedBodyEn(signals, ctx);
  } else if (kind === 'negative') {
    body = es ? negativeBodyEs(signals, ctx) : negativeBodyEn(signals, ctx);
  } else {
    body = es ? sensitiveBodyEs(signals, ctx) : sensitiveBodyEn(signals, ctx);
  }
  if (ctx.voice) {
    const voiced = applyVoice(ctx.voice, kind, signals, greeting, body);
    return assembleReply(voiced.greeting, voiced.body, ctx.signOff);
  }
  return assembleReply(greeting, body, ctx.signOff);
}

function contextFor(
  profile: BrandProfile,
  variant: number,
  rating: number | null,
  language: ReplyLanguage,
): ReplyContext {
  return {
    variant: Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0,
    register: registerOf(profile.toneOfVoice),
    restaurant: profile.name,
    ask: askFor(profile),
    signOff: signOffFor(profile, language),
    rating,
    voice: profile.voice?.source === 'owner-replies' ? profile.voice : null,
  };
}

export interface SuggestReplyInput {
  review: Review;
  insight: ReviewInsight;
  profile: BrandProfile;
  /** Selects among phrasings so similar reviews get different wording (practice §3, anti-repetition). */
  variant: number;
}

/** A suggested public owner reply to one review, ≤ 4,096 UTF-8 bytes. */
export function suggestReply({ review, insight, profile, variant }: SuggestReplyInput): string {
  const signals = readReviewSignals(review, insight, profile);
  const kind = kindOf(review.rating, signals, insight);
  return writeReply(signals, kind, contextFor(profile, variant, review.rating, signals.language));
}

/** Whether a review should go to a person before anyone replies publicly (escalation rules). */
export function reviewNeedsEscalation(review: Pick<Review, 'text'>): SensitiveKind[] {
  return detectSensitive(review.text);
}

/**
 * A prepared public reply to a review that raises one of the restaurant's recurring complaints.
 * The guest's name is left as "[first name]" because it is written before the review exists.
 */
export function suggestComplaintReply(theme: Theme, profile: BrandProfile, variant: number): string {
  // The label, not the evidence quote: a prepared reply must fit the next guest, not repeat "45 minutes".
  const context = theme.label;
  const signals: ReviewSignals = {
    language: 'en',
    firstName: '[first name]',
    dishes: [],
    staff: [],
    praised: [],
    issues: [{ aspect: theme.aspect, phrase: issuePhraseFor(theme.aspect, context, 'en') }],
    sensitive: [],
    hasText: true,
  };
  return writeReply(signals, 'negative', contextFor(profile, variant, null, 'en'));
}

/** A reply written from a plan rather than a review: the playbook's star-band templates use it. */
export interface TemplateReplyPlan {
  kind: 'positive' | 'mixed' | 'negative';
  rating: 1 | 2 | 3 | 4 | 5;
  dishes: string[];
  staff: string[];
  issues: ReviewIssue[];
}

export function suggestTemplateReply(plan: TemplateReplyPlan, profile: BrandProfile, variant: number): string {
  const signals: ReviewSignals = {
    language: 'en',
    firstName: '[first name]',
    dishes: plan.dishes.slice(0, 2),
    staff: plan.staff.slice(0, 1),
    praised: [],
    issues: plan.issues.slice(0, 2),
    sensitive: [],
    hasText: true,
  };
  return writeReply(signals, plan.kind, contextFor(profile, variant, plan.rating, 'en'));
}
