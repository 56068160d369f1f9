import type { Complaint } from './guest-complaints.ts';

/**
 * What a guest said was wrong with a dish in a figure of speech ("curry sauce like water", "pad thai sweet enough to be
 * a dessert", "naans like cardboard", "slaw drowned in dressing"), said back plainly: "the curry sauce was watery". A
 * reply that owned such a dish only as "wasn't what you hoped for" read to blind readers as dodging what the guest
 * said, and the figure itself, said back in the owner's voice, as mocking it.
 */
const FIGURES: ReadonlyArray<readonly [RegExp, (plural: boolean, match: RegExpExecArray) => string]> = [
  [
    /^(?:\w+ ){0,2}(?:like|as thin as|thin as|basically|more like) (?:dish ?|bath ?|pond ?|tap |brown )?water\b|\bwatered[- ]down\b/,
    (plural) => `${be(plural)} watery`,
  ],
  [
    /\bsickly\b|\bsweet enough to\b|\b(?:tooth|teeth)[- ]?(?:achingly|rotting)\b|\bsugar (?:bomb|overload)\b|\blike (?:eating |a )?(?:candy|dessert|syrup|jam)\b|^(?:\w+ ){0,2}(?:straight|pure|basically|just) (?:syrup|sugar)\b/,
    (plural) => `${be(plural)} far too sweet`,
  ],
  [
    /\b(?:salt (?:lick|bomb)|salty enough to|like (?:sea ?water|eating salt|a salt lick))\b/,
    (p) => `${be(p)} far too salty`,
  ],
  [/\b(spicy|greasy|oily|dry|hard|rich) enough to\b/, (p, match) => `${be(p)} far too ${match[1]}`],
  [
    /^(?:\w+ ){0,2}(?:had |with )?(?:zero|no|hardly any|barely any|little to no) (?:flavou?r|taste|seasoning)\b|^(?:\w+ ){0,2}tasted of (?:nothing|not much)\b/,
    (plural) => `${be(plural)} bland`,
  ],
  [
    /^(?:\w+ ){0,2}(?:dried[- ]out|bone[- ]dry|dry as (?:a )?\w+|like (?:saw ?dust|cardboard))\b/,
    (p) => `${be(p)} dry`,
  ],
  [/^(?:\w+ ){0,2}like (?:shoe ?leather|leather|rubber|chewing gum|a (?:tyre|tire|boot))\b/, (p) => `${be(p)} tough`],
  [
    /^(?:\w+ ){0,2}(?:rock[- ]hard|hard as (?:a )?(?:rocks?|bricks?|stones?|nails)|like (?:a )?(?:rocks?|bricks?|stones?))\b/,
    (p) => `${be(p)} hard`,
  ],
  [/^(?:\w+ ){0,2}like (?:a |little )?(?:hockey )?pucks?\b/, (p) => `${be(p)} overcooked`],
  [
    /^(?:\w+ ){0,2}(?:was |were |is |are )?(?:basically |pretty much |completely |totally |just )?(undrinkable|inedible)\b/,
    (plural, match) => `${be(plural)} ${match[1]}`,
  ],
  [
    /^(?:\w+ ){0,2}(?:was |were )?(?:drown(?:ed|ing)|swimming|sat|sitting) in (?:a (?:puddle|pool|sea|lake|pond) of )?(?:\w+ )?(oil|grease|sauce|dressing|cream|butter|mayo|mayonnaise|gravy|cheese|syrup|water|vinegar)\b/,
    (plural, match) => `${be(plural)} swimming in ${match[1] === 'mayonnaise' ? 'mayo' : match[1]}`,
  ],
  [
    /^(?:\w+ ){0,2}(?:dripping (?:in|with) (?:oil|grease)|soaked in (?:oil|grease)|a grease ?(?:bomb|fest)|a greasy (?:brick|mess|lump))\b/,
    (p) => `${be(p)} greasy`,
  ],
  [
    /^(?:\w+ ){0,2}tasted (?:like|of) (?:the )?(?:fridge|freezer)\b|\bfreezer[- ]?burn(?:t|ed)?\b|^(?:\w+ ){0,3}(?:been )?(?:sat|sitting) (?:out|around|there|under (?:a|the) (?:heat )?lamp) (?:all day|for hours|for ages|a while|too long)\b/,
    (plural) => `${plural ? "weren't" : "wasn't"} fresh`,
  ],
];

const be = (plural: boolean) => (plural ? 'were' : 'was');

/** Words a slot cannot end on: what joins it to words that were cut off. */
const DANGLING = /(?: (?:and|with|w\/?|or|but|the|a))+$/;

/** The general words a dish's complaint falls back to when its own words were not understood. */
const GENERAL = /^(the .+?) (wasn't|weren't) what you hoped for$/;

/**
 * A dish owned in general words ("the curry sauce wasn't what you hoped for"), said as the guest's figure means it
 * where the words right after the dish in the review are such a figure ("curry sauce like water"). Anything else is
 * left as it was.
 */
/** "the cute spot", "the lovely pub": a place named with the guest's praise of it. */
const PRAISED_PLACE =
  /^the (?:cute|lovely|nice|gorgeous|beautiful|pretty|charming|cosy|cozy|quaint|great) (?:little )?(spot|place|pub|cafe|café|bar|room|shop|restaurant)\b/;

export function saidPlainly(said: Complaint, folded: string): Complaint {
  // "the price of the brisket and", "the nachos were soggy w": a slot never ends on a word that joins; "the cute spot was
  // cramped": the guest's praise of the place is not said back in the apology.
  const unpraised = (words: string) => words.replace(PRAISED_PLACE, 'the $1');
  const ended = {
    ...said,
    noun: unpraised(said.noun).replace(DANGLING, ''),
    ...(said.clause === undefined ? {} : { clause: unpraised(said.clause) }),
  };
  // "the bread with it was hard": the bread, not what it came with.
  const c = withoutSimile(
    ended.clause === undefined
      ? ended
      : {
          ...ended,
          clause: ended.clause
            .replace(/^(the [\w' -]+?) with (?:it|that|them|this|those)\b/, '$1')
            .replace(DANGLING, ''),
        },
  );
  const general = GENERAL.exec(c.clause ?? '');
  if (!general?.[1] || !c.key.startsWith('dish-')) return withoutHyperbole(c);
  const subject = general[1];
  const plural = general[2] === "weren't";
  const head = subject.split(' ').at(-1) ?? '';
  if (head.length < 3) return c;
  for (const at of folded.matchAll(new RegExp(`\\b${head.replace(/[^\w]/g, '')}\\b`, 'g'))) {
    // The dish's own clause: up to the next full stop, comma or "and"/"but" that starts another.
    const after = folded
      .slice((at.index ?? 0) + head.length)
      .split(/[.!?;,]| but | and (?:the|my|our|his|her|a|an|it|they|we|i)\b| though\b| tho\b/)[0]
      ?.trim();
    if (!after || after.split(' ').length > 12) continue;
    for (const [figure, plainly] of FIGURES) {
      const match = figure.exec(after);
      if (match) {
        const predicate = plainly(plural, match);
        return { ...c, clause: `${subject} ${predicate}`, subject, predicate };
      }
    }
  }
  return c;
}

/**
 * "the broth was salty enough to cure a ham": a figure in a clause that already says its fault, said plainly by the
 * same figures ("was far too salty").
 */
function withoutHyperbole(c: Complaint): Complaint {
  const said =
    /^(the .+?) (was|were) (.+ enough to .*|(?:\w+ ){0,2}(?:hard|dry) as (?:a )?(?:rocks?|bricks?|stones?|nails|a bone|bone|dust)\b.*)$/.exec(
      c.clause ?? '',
    );
  if (!said?.[1] || !said[3]) return c;
  const figure = FIGURES.map(([pattern, plainly]) => [pattern.exec(said[3] ?? ''), plainly] as const).find(
    ([match]) => match !== null,
  );
  if (!figure?.[0]) return c;
  const predicate = figure[1](said[2] === 'were', figure[0]);
  return { ...c, clause: `${said[1]} ${predicate}`, subject: said[1], predicate };
}

/** Words that say by themselves what was wrong with a dish, before a simile that only colours them. */
const SAYS_IT =
  /\b(?:crunchy|hard|gluey|thick|thin|sweet|salty|soggy|dry|cold|greasy|oily|chewy|tough|rubbery|bland|burnt|watery|mushy|stale|raw|undercooked|overcooked|lukewarm|limp|gritty|sour|bitter|small|tiny|flat|heavy|dense|pale|grey|gray)$/;

/** "burnt on the bottom like charcoal": the fault is said first, where it was. */
const BURNT =
  /^(?:burnt|burned|charred|black|raw|soggy|cold|frozen) (?:on|in|at) the (?:bottom|top|middle|edges?|inside|centre|center)$/;

/**
 * "the mac n cheese was gluey like wallpaper paste", "the rice was hard and cold like straight from the fridge": the
 * fault said plainly, without the guest's put-down ("the mac n cheese was gluey"); sweet or salty "like candy" is far
 * too sweet. Blind readers read the simile said back in the owner's voice as mocking the guest's words.
 */
function withoutSimile(c: Complaint): Complaint {
  const said = /^(the .+? (?:was|were|is|are|came out|came|arrived) )(.+?) like\b.*$/.exec(c.clause ?? '');
  if (!said?.[1] || !said[2] || !(SAYS_IT.test(said[2]) || BURNT.test(said[2])) || said[2].split(' ').length > 5)
    return c;
  const fault = said[2].replace(/\b(sweet|salty)$/, 'far too $1');
  const clause = `${said[1]}${fault}`;
  return c.predicate === undefined
    ? { ...c, clause }
    : { ...c, clause, predicate: clause.slice((c.subject ?? '').length + 1) };
}
