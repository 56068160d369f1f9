import type { Aspect } from '#contracts/brand.ts';
import {
  foldText,
  withArticleEs,
  type ReviewIssue,
  type ReviewSignals,
  type SensitiveKind,
} from '../review-signals.ts';
import type { Part } from './byte-limit.ts';
import {
  ACTION_ES,
  MIXED_THANKS_ES,
  NEGATIVE_ACK_ES,
  POSITIVE_THANKS_ES,
  mixedLinesEs,
  positiveClosingsEs,
} from './spanish-phrases.ts';
import {
  dishInSentence,
  pick,
  praisedBesideIssues,
  shortName,
  type ReplyContext,
  type ReplyKind,
  type ReplyLanguageWriter,
} from './reply-context.ts';

/** Spanish replies: tú for warm and casual brands, usted for formal ones. */

/** One complaint told twice ("el ruido en el local y el ruido en el salón") is owned once. */
function distinctPhrases(phrases: readonly string[]): string[] {
  const head = (p: string) => p.split(' ').slice(0, 2).join(' ');
  // "que la mesa no estuviera limpia" already says what "la limpieza del local" would.
  const clean = (p: string) => /limpi|sucia|suciedad/.test(p);
  // "que los platos tardaran tanto en llegar" is the wait.
  const late = phrases.some((p) => /tardaran? tanto/.test(p));
  const distinct = phrases.filter(
    (p, k) =>
      !phrases.slice(0, k).some((q) => head(q) === head(p) || (clean(q) && clean(p))) &&
      !(late && /^(?:la|una) espera\b/.test(p)),
  );
  // Nouns before clauses: "la espera y que los platos llegaran fríos", not "que los platos llegaran fríos y la espera".
  return [...distinct.filter((p) => !p.startsWith('que ')), ...distinct.filter((p) => p.startsWith('que '))];
}

/** "pregunta por mí" after "te agradecería que…" is "preguntaras por mí" (and "pregunte" → "preguntara"). */
function subjunctiveAsk(ask: string): string {
  return ask.replace(/^pregunta\b/, 'preguntaras').replace(/^pregunte\b/, 'preguntara');
}

function joinEs(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1) ?? ''}`;
}

function deEs(nounPhrase: string): string {
  return nounPhrase.startsWith('el ') ? `del ${nounPhrase.slice(3)}` : `de ${nounPhrase}`;
}

const PRAISE_ES: Partial<Record<Aspect, string>> = {
  food: 'la comida',
  service: 'el servicio',
  ambience: 'el ambiente',
  value: 'la relación calidad-precio',
  speed: 'la rapidez del servicio',
  cleanliness: 'la limpieza',
  drinks: 'las bebidas',
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
  security: 'La seguridad de nuestros clientes nos importa muchísimo, y estoy revisando personalmente lo ocurrido.',
};

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

/** Thanks for the dishes the guest named. */
function dishPartEs(signals: ReviewSignals, informal: boolean, variant: number): Part {
  const withArticles = signals.dishes.map((d) => withArticleEs(dishInSentence(d)));
  const dishes = joinEs(withArticles);
  const ofDishes = joinEs(withArticles.map(deEs));
  return {
    text: pick(
      informal
        ? [
            `Nos alegra muchísimo que disfrutaras ${ofDishes}.`,
            `En cocina ponemos mucho cariño en ${dishes}, así que nos hace especial ilusión que lo notaras.`,
            `Le pasaremos a la cocina lo que nos cuentas sobre ${dishes}: les va a encantar.`,
            `¡Qué bien que te gustaran ${dishes}!`,
            `Gracias por tus palabras sobre ${dishes}; en cocina se van a poner muy contentos.`,
            `Nos encanta saber que ${dishes} te conquistaron.`,
          ]
        : [
            `Nos alegra mucho que disfrutara ${ofDishes}.`,
            `En cocina ponemos mucho cuidado en ${dishes}, y nos alegra que se notara.`,
            `Trasladaremos a la cocina sus palabras sobre ${dishes}.`,
            `Es una alegría saber que disfrutó ${ofDishes}.`,
            `Agradecemos sus amables palabras sobre ${dishes}.`,
            `Nos complace que ${dishes} estuvieran a su gusto.`,
          ],
      variant,
      2,
    ),
    dropRank: 0,
  };
}

/** The promise to pass the guest's words on to the staff member they named. */
function staffPartEs(staff: string, informal: boolean, variant: number): Part {
  return {
    text: pick(
      informal
        ? [
            `Le daré tu mensaje a ${staff}: le va a hacer mucha ilusión.`,
            `${staff} se va a alegrar muchísimo cuando lea esto.`,
          ]
        : [`Le haré llegar sus palabras a ${staff}.`, `${staff} se alegrará mucho de leer esto.`],
      variant,
      3,
    ),
    dropRank: 0,
  };
}

/** With no dish or person named: joy at what they praised, or at the visit itself. */
function praisePartEs(signals: ReviewSignals, informal: boolean, variant: number): Part {
  const fromTerms = signals.terms.praised.map((t) => withArticleEs(t));
  const praised = (
    fromTerms.length > 0
      ? fromTerms
      : signals.praised.map((a) => PRAISE_ES[a]).filter((p): p is string => p !== undefined)
  ).slice(0, 2);
  if (praised.length > 0) {
    const praisedThings = joinEs(praised);
    return {
      text: pick(
        informal
          ? [
              `Nos alegra mucho leer lo que dices sobre ${praisedThings}.`,
              `Cuidamos mucho ${praisedThings}, así que leer esto nos encanta.`,
            ]
          : [
              `Nos alegra mucho leer lo que dice sobre ${praisedThings}.`,
              `Cuidamos mucho ${praisedThings}, y nos alegra que se note.`,
            ],
        variant,
        2,
      ),
      dropRank: 0,
    };
  }
  return {
    text: pick(
      informal
        ? ['Nos alegra mucho que disfrutaras de la visita.', '¡Qué bien que lo pasaras tan bien con nosotros!']
        : ['Nos alegra mucho que disfrutara de la visita.', 'Es una satisfacción saber que la visita fue un éxito.'],
      variant,
      2,
    ),
    dropRank: 2,
  };
}

function positiveBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const variant = ctx.variant;
  const informal = ctx.register !== 'formal';
  const parts: Part[] = [];
  parts.push({ text: pick(informal ? POSITIVE_THANKS_ES.tu : POSITIVE_THANKS_ES.usted, variant, 1), dropRank: 1 });
  if (signals.dishes.length > 0) parts.push(dishPartEs(signals, informal, variant));
  const staff = signals.staff[0];
  if (staff) parts.push(staffPartEs(staff, informal, variant));
  if (signals.dishes.length === 0 && !staff) parts.push(praisePartEs(signals, informal, variant));
  if (ctx.rating === 4) {
    parts.push({
      text: informal
        ? 'Si hubo algo que te faltó para las cinco estrellas, nos encantaría saberlo la próxima vez.'
        : 'Si hubo algo que le faltó para las cinco estrellas, nos encantaría saberlo en su próxima visita.',
      dropRank: 3,
    });
  }
  const closings = positiveClosingsEs(shortName(ctx.restaurant));
  parts.push({ text: pick(informal ? closings.tu : closings.usted, variant, 5), dropRank: 2 });
  return parts;
}

function ownIssuesEs(issues: ReviewIssue[], variant: number): string {
  if (issues.length === 0)
    return pick(
      [
        'Siento mucho que no estuviéramos a la altura; no es el nivel que nos exigimos.',
        'Siento de verdad haberle fallado en esta visita.',
      ],
      variant,
      6,
    );
  const issueList = joinEs(distinctPhrases(issues.map((i) => i.phrase)));
  return pick(
    [
      `Lamento mucho ${issueList}; no es el nivel que nos exigimos.`,
      `No hay excusa para ${issueList}, y lo siento de verdad.`,
      `Sentimos de verdad ${issueList}.`,
      `Siento mucho ${issueList}; no debió pasar.`,
      `Lamento de verdad ${issueList}; debimos hacerlo mejor.`,
      `Siento ${issueList}; no es lo que queremos para nadie.`,
      `Lamentamos ${issueList}; es responsabilidad nuestra.`,
      `Sentimos mucho ${issueList}; es responsabilidad nuestra.`,
    ],
    variant,
    6,
  );
}

function actionEs(issues: ReviewIssue[], variant: number): string {
  const aspect = issues[0]?.aspect;
  if (!aspect)
    return pick(
      [
        'Esta semana lo estoy repasando con todo el equipo.',
        'Ya he compartido la reseña con el equipo para aprender de ella.',
      ],
      variant,
      7,
    );
  return pick(ACTION_ES[aspect], variant, 7);
}

function inviteEs(ctx: ReplyContext, variant: number): string {
  return ctx.register !== 'formal'
    ? pick(
        [
          `Me gustaría saber más y arreglarlo: escríbenos directamente y ${ctx.ask.esTu}.`,
          `Si te parece bien, ponte en contacto con nosotros directamente y ${ctx.ask.esTu}; quiero hacer un seguimiento en persona.`,
          `Escríbenos directamente y ${ctx.ask.esTu}, así me cuentas todos los detalles.`,
          `Cuando tengas un momento, contacta con el restaurante y ${ctx.ask.esTu}; me ocuparé yo.`,
          `Te agradecería que nos escribieras directamente y ${subjunctiveAsk(ctx.ask.esTu)}.`,
          `Me encantaría hablarlo contigo: contacta con nosotros directamente y ${ctx.ask.esTu}.`,
          `Si quieres contarme más, escríbenos directamente y ${ctx.ask.esTu}.`,
          `Por favor, ponte en contacto con el restaurante y ${ctx.ask.esTu}; quiero entender qué pasó.`,
        ],
        variant,
        4,
      )
    : pick(
        [
          `Me gustaría saber más y arreglarlo: le ruego que se ponga en contacto con nosotros directamente y ${ctx.ask.esUsted}.`,
          `Si le parece bien, contacte con nosotros directamente y ${ctx.ask.esUsted}; quiero ocuparme personalmente.`,
          `Le agradecería que nos escribiera directamente y ${subjunctiveAsk(ctx.ask.esUsted)}.`,
          `Cuando tenga un momento, contacte con el restaurante y ${ctx.ask.esUsted}; me ocuparé yo.`,
          `Escríbanos directamente y ${ctx.ask.esUsted}, para conocer todos los detalles.`,
          `Me gustaría hablarlo con usted: contacte con nosotros directamente y ${ctx.ask.esUsted}.`,
          `Si desea contarme más, escríbanos directamente y ${ctx.ask.esUsted}.`,
          `Por favor, póngase en contacto con el restaurante y ${ctx.ask.esUsted}; quiero entender qué pasó.`,
        ],
        variant,
        4,
      );
}

function mixedBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const variant = ctx.variant;
  const informal = ctx.register !== 'formal';
  const parts: Part[] = [];
  parts.push({ text: pick(informal ? MIXED_THANKS_ES.tu : MIXED_THANKS_ES.usted, variant, 1), dropRank: 2 });
  const goodList =
    signals.dishes.length > 0
      ? signals.dishes.map((d) => withArticleEs(dishInSentence(d)))
      : signals.terms.praised.length > 0
        ? signals.terms.praised.map((t) => withArticleEs(t))
        : praisedBesideIssues(signals)
            .map((a) => PRAISE_ES[a])
            .filter((p): p is string => p !== undefined);
  const good = joinEs(goodList.slice(0, 2).map(deEs));
  const issue = joinEs(distinctPhrases(signals.issues.map((i) => i.phrase)));
  if (good !== '' && issue !== '') {
    parts.push({ text: pick(mixedLinesEs(good, issue, informal), variant, 2), dropRank: 0 });
  } else if (issue !== '') {
    parts.push({ text: ownIssuesEs(signals.issues, variant), dropRank: 0 });
  } else {
    parts.push({
      text: informal
        ? 'Parece que no acertamos en todo esta vez, y me gustaría saber qué habría hecho la visita mejor.'
        : 'Parece que no acertamos en todo esta vez, y me gustaría saber qué habría mejorado la visita.',
      dropRank: 0,
    });
  }
  if (signals.issues.length > 0) parts.push({ text: actionEs(signals.issues, variant), dropRank: 1 });
  parts.push({
    text: informal
      ? pick(
          [`La próxima vez que vengas, ${ctx.ask.esTu}: me gustaría saber qué tal lo hicimos.`, inviteEs(ctx, variant)],
          variant,
          4,
        )
      : pick(
          [`En su próxima visita, ${ctx.ask.esUsted}: me gustaría saber qué tal lo hicimos.`, inviteEs(ctx, variant)],
          variant,
          4,
        ),
    dropRank: 1,
  });
  return parts;
}

function negativeBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const variant = ctx.variant;
  const informal = ctx.register !== 'formal';
  return [
    { text: pick(informal ? NEGATIVE_ACK_ES.tu : NEGATIVE_ACK_ES.usted, variant, 1), dropRank: 2 },
    { text: ownIssuesEs(signals.issues, variant), dropRank: 0 },
    { text: actionEs(signals.issues, variant), dropRank: 1 },
    { text: inviteEs(ctx, variant), dropRank: 0 },
  ];
}

function sensitiveBodyEs(signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const kind = signals.sensitive[0] ?? 'food-safety';
  const informal = ctx.register !== 'formal';
  return [
    { text: informal ? 'Gracias por contárnoslo.' : 'Gracias por hacérnoslo saber.', dropRank: 1 },
    { text: SENSITIVE_ES[kind], dropRank: 0 },
    {
      text: informal
        ? `Por favor, ponte en contacto con nosotros directamente y ${ctx.ask.esTu} para conocer los detalles y hacer un seguimiento como corresponde.`
        : `Le ruego que se ponga en contacto con nosotros directamente y ${ctx.ask.esUsted} para conocer los detalles y hacer un seguimiento como corresponde.`,
      dropRank: 0,
    },
  ];
}

function starsOnlyEs(kind: ReplyKind, ctx: ReplyContext): Part[] {
  const informal = ctx.register !== 'formal';
  if (kind === 'positive') {
    return [
      { text: `¡Gracias por las ${ctx.rating === 5 ? 'cinco' : 'cuatro'} estrellas!`, dropRank: 0 },
      { text: informal ? '¡Esperamos verte pronto de nuevo!' : 'Esperamos recibirle de nuevo pronto.', dropRank: 1 },
    ];
  }
  return [
    { text: 'Siento que la visita no estuviera a la altura.', dropRank: 0 },
    {
      text: informal
        ? `Si quieres contarnos qué falló, escríbenos directamente y ${ctx.ask.esTu}.`
        : `Si quiere contarnos qué falló, escríbanos directamente y ${ctx.ask.esUsted}.`,
      dropRank: 0,
    },
  ];
}

/**
 * When nothing the guest named made it into the reply (their words about it were unclear), one thing is named
 * without a judgement, after the opening sentence, as the English replies do.
 */
function ensureNamedEs(parts: Part[], signals: ReviewSignals, ctx: ReplyContext): Part[] {
  const { praised, criticised, mentioned } = signals.terms;
  const named = [...praised, ...criticised, ...mentioned, ...signals.dishes];
  if (named.length === 0) return parts;
  const text = foldText(parts.map((p) => p.text).join(' '));
  if (named.some((t) => text.includes(foldText(t)))) return parts;
  const things = [...mentioned, ...criticised, ...praised].slice(0, 2);
  if (things.length === 0) return parts;
  const ofThings = joinEs(things.map((t) => deEs(withArticleEs(t))));
  const line = pick(
    ctx.register !== 'formal'
      ? [
          `Gracias por lo que nos cuentas ${ofThings}.`,
          `Ya he compartido con el equipo lo que dices ${ofThings}.`,
          `He leído con atención lo que escribes ${ofThings}.`,
        ]
      : [
          `Gracias por lo que nos cuenta ${ofThings}.`,
          `Ya he compartido con el equipo lo que dice ${ofThings}.`,
          `He leído con atención lo que escribe ${ofThings}.`,
        ],
    ctx.variant,
    8,
  );
  return [...parts.slice(0, 1), { text: line, dropRank: 1 }, ...parts.slice(1)];
}

export const spanish: ReplyLanguageWriter = {
  greeting: greetingEs,
  body: {
    positive: (signals, ctx) => ensureNamedEs(positiveBodyEs(signals, ctx), signals, ctx),
    mixed: (signals, ctx) => ensureNamedEs(mixedBodyEs(signals, ctx), signals, ctx),
    negative: (signals, ctx) => ensureNamedEs(negativeBodyEs(signals, ctx), signals, ctx),
    sensitive: sensitiveBodyEs,
  },
  starsOnly: starsOnlyEs,
};
