import type { Aspect, BrandProfile, ReviewInsight, Theme } from '#contracts/brand.ts';
import { voiceInPlainWords } from '#contracts/brand-voice-constants.ts';
import type { Review } from '#contracts/places.ts';
import { computePlaybookStats, type PlaybookStats } from './playbook-stats.ts';
import type { PlaybookBlock, PlaybookDocument, PlaybookSection, ReplyExample } from './playbook-types.ts';
import {
  dishInSentence,
  registerOf,
  suggestComplaintReply,
  suggestReply,
  suggestTemplateReply,
  type Register,
} from './reply-writer.ts';
import {
  detectSensitive,
  issuePhraseFor,
  ownerFirstName,
  replyLanguageOf,
  type SensitiveKind,
} from './review-signals.ts';

/**
 * The offline playbook composer (decisions §3; practice §4 lists what a professional playbook holds).
 * Every section is written from this restaurant's analysis and reviews: its dishes, strengths,
 * complaints, voice, sign-off and real reviewers. Pure: the clock comes in as `generatedAt`.
 */

export interface BuildPlaybookInput {
  profile: BrandProfile;
  reviews: Review[];
  generatedAt: Date;
  sopId?: string;
}

/** Internal switch for /sop-template: the same sections, with placeholders where data would go. */
export interface BuildOptions {
  template?: boolean;
  /**
   * The stored copy of a Google place's playbook: no review excerpts (Google's terms allow keeping only the place
   * id; docs/google-places-terms.md). Reviewer names are kept out by the caller, which passes reviews without them.
   */
  withholdReviewText?: boolean;
}

const ASPECT_OWNER: Record<Aspect, string> = {
  food: 'Head chef',
  signature: 'Head chef',
  speed: 'General manager (floor and pacing)',
  service: 'Front-of-house manager',
  staff: 'Front-of-house manager',
  value: 'Owner',
  ambience: 'General manager',
  cleanliness: 'Closing manager',
  drinks: 'Bar manager',
};

const ASPECT_FIRST_CHECK: Record<Aspect, string> = {
  food: 'Taste the dishes named in complaints at pre-shift for a week; check hold times at the pass.',
  signature: 'Spec-check the dish against its recipe card daily for a week; retrain whoever is on that station.',
  speed:
    'Pull ticket and seating times for the complained-about services; compare covers booked with staff on the floor.',
  service: 'Review the shift in question with the team; role-play the check-back and the apology at pre-shift.',
  staff: 'Talk to the staff member privately with the review in hand; never in front of the team.',
  value: 'Compare portion weights to spec and check the menu copy sets the right expectation for the price.',
  ambience: 'Walk the room at peak with a decibel app and a thermometer; note music level and door drafts.',
  cleanliness: 'Add a timed restroom and table check to the hourly floor routine; sign it off on a sheet.',
  drinks: 'Check recipes, glass temperatures and ticket times at the bar during the busiest hour.',
};

const TRAIT_GUIDANCE: Array<[RegExp, string]> = [
  [
    /warm|friendly|welcoming|hospitable/,
    'write the way you greet a regular at the door: first names, contractions, a real thank-you',
  ],
  [
    /refined|elegant|polished|sophisticated/,
    'full sentences, no slang or emoji, and calm confidence rather than gushing',
  ],
  [
    /gracious|courteous|respectful/,
    'thank first, never correct the guest in public, and let the apology stand without a "but"',
  ],
  [
    /confident|proud|assured/,
    'say what you stand for ("we dry-age in house", "we make it to order") without sounding defensive',
  ],
  [
    /playful|fun|cheeky|witty|quirky/,
    'a light touch and the odd exclamation mark on happy reviews, never on complaints',
  ],
  [
    /casual|laid|relaxed|down-to-earth|easygoing|unpretentious/,
    'short sentences, everyday words, talk like the team talks on the floor',
  ],
  [
    /classic|traditional|old-school|heritage|timeless/,
    'lean on the house history and the dishes guests return for, not trends',
  ],
  [
    /lively|energetic|upbeat|vibrant|bold/,
    'energy in positive replies, but slow down and get serious when something went wrong',
  ],
  [
    /honest|straightforward|direct|no-nonsense|genuine/,
    'plain statements: what happened, what you are changing, who to contact',
  ],
  [/family|community|neighbo/, 'talk about the neighbourhood and the regulars; sign as a person, not a brand'],
  [/professional|efficient/, 'clear, specific and brief: one thank-you, one detail, one next step'],
  [/sincere|heartfelt/, 'say thank you and sorry plainly, once each, and mean the one thing you promise'],
  [/personal/, 'the guest’s first name and one detail from their review, so it could only be an answer to them'],
  [/brief|concise/, 'say it in a couple of sentences: a short reply that names one real thing beats a long one'],
  [/thorough/, 'take the room to explain what happened and what changes, without excuses'],
];

function traitGuidance(trait: string): string {
  const t = trait.toLowerCase();
  const found = TRAIT_GUIDANCE.find(([pattern]) => pattern.test(t));
  return found ? found[1] : `let "${trait.toLowerCase()}" show in word choice, not in adjectives about yourselves`;
}

function pct(share: number | null): string {
  if (share === null || Number.isNaN(share)) return 'not known';
  return `${Math.round(share * 100)}%`;
}

/** Google Places (New) sends reviews without their owner replies: said wherever a reply figure would go. */
const REPLIES_NOT_SHARED = 'Google doesn’t share owner replies through Places';

function stars(n: number): string {
  return `${n}★`;
}

function hoursText(hours: number | null): string {
  if (hours === null) return 'not known (no dated owner replies in the sample)';
  if (hours < 48) return `${Math.round(hours)} hours`;
  return `${Math.round(hours / 24)} days`;
}

function fixed(value: number | null, digits = 1): string {
  return value === null ? 'n/a' : value.toFixed(digits);
}

/** "Jane Doherty" → "Jane D.": enough to attribute a quote without printing a full name. */
export function shortAuthor(name: string): string {
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return 'A guest';
  const first = parts[0] ?? '';
  const last = parts.at(-1) ?? '';
  if (parts.length === 1 || /\d|_/.test(first)) return first.slice(0, 40);
  if (/^\p{L}\.?$/u.test(last)) return `${first} ${last.replace(/\.?$/, '.')}`;
  return `${first} ${last.charAt(0).toUpperCase()}.`;
}

/**
 * Attribution required whenever a review is quoted, by the review's real source: Google's reviews are "on Google";
 * the bundled catalogue's are samples written for the demo and say so (docs/sample-reviews.md).
 */
export function attributionOf(review: Pick<Review, 'authorName' | 'source'>): string {
  return sourcedAuthor(shortAuthor(review.authorName), review.source);
}

function sourcedAuthor(author: string, source: Review['source'] | null): string {
  if (source === 'google') return `${author} on Google`;
  if (source === 'catalogue') return `${author}, sample review`;
  return author;
}

/** Where the reviews come from: Google when any does, the catalogue when all do, null when there are none. */
export function reviewSourceOf(reviews: Pick<Review, 'source'>[]): Review['source'] | null {
  if (reviews.some((r) => r.source === 'google')) return 'google';
  return reviews.length > 0 ? 'catalogue' : null;
}

/** A theme's quote, attributed by the source of the review it came from (its author's review, else the set's). */
function themeAttribution(theme: Theme, c: Context, fallback: string): string {
  const author = theme.evidenceAuthor.trim();
  const review = author === '' ? undefined : c.reviews.find((r) => r.authorName === author);
  return sourcedAuthor(author === '' ? fallback : shortAuthor(author), review?.source ?? c.reviewSource);
}

function excerpt(text: string, max = 280): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function joinList(items: string[], conj = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items.at(-1) ?? ''}`;
}

/** Theme labels can hold commas ("Knowledgeable, attentive servers"); then semicolons keep the list readable. */
function joinThemes(items: string[]): string {
  if (!items.some((i) => i.includes(','))) return joinList(items);
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join('; ')}; and ${items.at(-1) ?? ''}`;
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function neutralInsight(review: Review): ReviewInsight {
  const score = (review.rating - 3) / 2;
  return { sentiment: score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral', score, aspects: [] };
}

interface Context {
  profile: BrandProfile;
  reviews: Review[];
  insights: ReviewInsight[];
  stats: PlaybookStats;
  owner: string;
  ownerKnown: boolean;
  register: Register;
  dishes: string[];
  template: boolean;
  withholdReviewText: boolean;
  generatedAt: Date;
  reviewSource: Review['source'] | null;
  /** The catalogue's reviews are samples written for the demo: the copy never calls them the restaurant's own. */
  samples: boolean;
}

const SENSITIVE_LABEL: Record<SensitiveKind, string> = {
  illness: 'a foodborne-illness claim',
  allergen: 'an allergic reaction',
  'food-safety': 'a food-safety problem',
  discrimination: 'discrimination',
  legal: 'a legal threat',
  injury: 'an injury',
  'staff-conduct': 'staff conduct',
};

// ---------------------------------------------------------------- picking real reviews to answer

interface Pick3 {
  review: Review;
  insight: ReviewInsight;
  label: string;
}

/**
 * Best, medium and bad reviews to answer (decisions §3: at least three, more if available). Unanswered,
 * newest reviews with text come first, because a reply the owner can post today is worth the most.
 */
export function chooseReviewsToAnswer(reviews: Review[], insights: ReviewInsight[]): Pick3[] {
  const indexed = reviews.map((review, i) => ({ review, insight: insights[i] ?? neutralInsight(review) }));
  const rank = (a: (typeof indexed)[number], b: (typeof indexed)[number]) => {
    const textA = a.review.text.trim() === '' ? 1 : 0;
    const textB = b.review.text.trim() === '' ? 1 : 0;
    if (textA !== textB) return textA - textB;
    const openA = a.review.ownerReply ? 1 : 0;
    const openB = b.review.ownerReply ? 1 : 0;
    if (openA !== openB) return openA - openB;
    return (Date.parse(b.review.publishTime) || 0) - (Date.parse(a.review.publishTime) || 0);
  };
  const best = indexed
    .filter((x) => x.review.rating >= 4)
    .sort((a, b) => b.review.rating - a.review.rating || rank(a, b));
  const medium = indexed.filter((x) => x.review.rating === 3).sort(rank);
  // A review that needs escalating goes first among the bad ones: its holding reply is the hardest to write.
  const sensitive = (x: (typeof indexed)[number]) => (detectSensitive(x.review.text).length > 0 ? 0 : 1);
  const bad = indexed.filter((x) => x.review.rating <= 2).sort((a, b) => sensitive(a) - sensitive(b) || rank(a, b));
  const picked: Pick3[] = [];
  const take = (from: typeof indexed, count: number, label: string) => {
    for (const item of from.slice(0, count)) picked.push({ ...item, label });
  };
  take(best, 2, 'Praise');
  take(
    medium.length > 0 ? medium : best.slice(2).filter((x) => x.review.rating === 4),
    medium.length > 0 ? 2 : 1,
    'Mixed',
  );
  take(bad, 2, 'Complaint');
  return picked;
}

// ---------------------------------------------------------------- sections

function summarySection(c: Context): PlaybookSection {
  const { profile, stats } = c;
  const blocks: PlaybookBlock[] = [];
  if (c.template) {
    blocks.push({
      kind: 'paragraph',
      text: '[Restaurant name] is a [price tier] [cuisine] restaurant: [one line on the feel of the place]. Across [number] reviews averaging [rating]★, guests single out [strength 1] and [strength 2]; the complaint that comes back is [recurring complaint]. [Reply rate]% of reviews currently have an owner reply.',
    });
    blocks.push({
      kind: 'list',
      style: 'numbered',
      items: ['[First priority for the next 30 days]', '[Second priority]', '[Third priority]'],
    });
    return { id: 'summary', heading: 'What your reviews say', blocks };
  }
  const strengths = profile.strengths.slice(0, 3).map((t) => `${lowerFirst(t.label)} (${pct(t.share)} of reviews)`);
  const complaints = profile.complaints.slice(0, 3).map((t) => `${lowerFirst(t.label)} (${pct(t.share)})`);
  const meta = [profile.cuisine, profile.priceTier].filter((x) => x.trim() !== '').join(', ');
  const vibe = profile.vibe.trim().replace(/\.$/, '');
  const opening = `${profile.name}${meta ? ` (${meta})` : ''}${vibe ? `: ${vibe}` : ''}.`;
  const read = `We read ${stats.reviewCount} ${c.samples ? 'sample ' : ''}reviews`;
  const figures = stats.averageRating !== null ? ` ${read} averaging ${fixed(stats.averageRating)}★.` : ` ${read}.`;
  const praise = strengths.length > 0 ? ` Most praised: ${joinThemes(strengths)}.` : '';
  const pain =
    complaints.length > 0
      ? ` What costs you stars: ${joinThemes(complaints)}.`
      : ' No complaint recurs across reviews yet, so the job is to keep replying quickly and keep it that way.';
  const replies = !stats.ownerRepliesKnown
    ? ` How many of them have an owner reply is not known: ${REPLIES_NOT_SHARED}.`
    : stats.replyRate === null
      ? ' The reply rate is not known yet: there were no reviews to count.'
      : ` ${pct(stats.replyRate)} of reviews have an owner reply today${stats.medianReplyHours !== null ? `, typically ${hoursText(stats.medianReplyHours)} after posting` : ''}.`;
  if (c.samples) {
    blocks.push({
      kind: 'callout',
      tone: 'warning',
      title: 'Built from sample reviews',
      text: `The reviews quoted and counted in this playbook are sample reviews written for our demo, not real reviews of ${profile.name}, and the people named with them are not real guests. The structure, rules and templates are what every playbook gets; a playbook built from a restaurant’s real reviews quotes and counts those instead.`,
    });
  }
  blocks.push({ kind: 'paragraph', text: `${opening}${figures}${praise}${pain}${replies}` });

  const priorities: string[] = [];
  const open = stats.unansweredNegatives.length;
  if (open > 0) {
    priorities.push(
      open === 1
        ? 'Answer the one unanswered 1–2★ review this week; its ready reply is in section 7.'
        : `Answer the ${open} unanswered 1–2★ reviews this week, newest first; ready replies are in section 7.`,
    );
  }
  if (!stats.ownerRepliesKnown) {
    priorities.push(
      `Open Google Business Profile and answer every review still without a reply, 1–2★ first (${REPLIES_NOT_SHARED}, so this playbook cannot list them).`,
    );
  }
  if (stats.replyRate !== null && stats.replyRate < 0.9) {
    priorities.push(
      `Lift the reply rate from ${pct(stats.replyRate)} to every new review, using the daily check in section 3.`,
    );
  }
  const top = profile.complaints[0];
  if (top) {
    priorities.push(
      `Give "${top.label}" to the ${ASPECT_OWNER[top.aspect].toLowerCase()} as a 30-day fix and track it in the weekly theme review.`,
    );
  }
  if (c.dishes.length > 0) {
    priorities.push(
      `Name the dish the guest mentioned in every positive reply: ${joinList(c.dishes.slice(0, 3).map(dishInSentence))} are what people talk about.`,
    );
  }
  if (priorities.length < 3)
    priorities.push(
      'Sign every reply with a real first name and vary the wording: no two replies should read the same.',
    );
  blocks.push({ kind: 'subheading', text: 'Priorities for the next 30 days' });
  blocks.push({ kind: 'list', style: 'numbered', items: priorities.slice(0, 4) });
  const quote = profile.strengths[0];
  if (quote && quote.evidence.trim() !== '') {
    blocks.push({
      kind: 'callout',
      tone: 'info',
      title: c.samples ? 'In the words of a sample review' : 'In your guests’ words',
      text: `“${excerpt(quote.evidence, 200)}” (${themeAttribution(quote, c, 'a guest')})`,
    });
  }
  return { id: 'summary', heading: c.samples ? 'What the sample reviews say' : 'What your reviews say', blocks };
}

function rolesSection(c: Context): PlaybookSection {
  const owner = c.ownerKnown ? `${c.owner} (owner)` : c.owner;
  return {
    id: 'roles',
    heading: 'Roles and ownership',
    blocks: [
      {
        kind: 'paragraph',
        text: `One person drafts, one person approves, and nobody posts a reply to a 1–3★ review without ${c.ownerKnown ? c.owner : 'the owner'} seeing it first. Replies appear under the business name, so every one of them speaks for ${c.profile.name}.`,
      },
      {
        kind: 'table',
        caption: 'Who does what, by weekday',
        columns: ['Day', 'Checks and drafts', 'Approves and posts', 'Escalations go to'],
        rows: [
          ['Monday', 'General manager: triage everything since Friday', `${owner}: approves all drafts`, owner],
          ['Tuesday', 'General manager', `General manager posts 4–5★; ${owner} approves 1–3★`, owner],
          [
            'Wednesday',
            'General manager: catch up on anything still open',
            `General manager posts 4–5★; ${owner} approves 1–3★`,
            owner,
          ],
          ['Thursday', 'General manager', `General manager posts 4–5★; ${owner} approves 1–3★`, owner],
          ['Friday', 'General manager: drafts plus the weekly theme review', `${owner}: approves all drafts`, owner],
          [
            'Saturday',
            'Shift lead, before the first service',
            `Shift lead posts 4–5★; ${owner} approves 1–3★ by message the same day`,
            `${owner}, by phone`,
          ],
          [
            'Sunday',
            'Shift lead, before the first service',
            `Shift lead posts 4–5★; ${owner} approves 1–3★ by message the same day`,
            `${owner}, by phone`,
          ],
        ],
      },
      {
        kind: 'list',
        style: 'bullet',
        items: [
          'Keep one shared log (a sheet is enough): date, platform, stars, reviewer, theme, who drafted, who approved, date posted.',
          'The Google Business Profile, Yelp and Tripadvisor logins belong to the business, not to one employee; give managers their own access levels.',
          'If the drafter is the person the review criticises, someone else drafts it.',
        ],
      },
    ],
  };
}

function monitoringSection(c: Context): PlaybookSection {
  const themes = c.template
    ? '[recurring complaint 1], [recurring complaint 2]'
    : c.profile.complaints.length > 0
      ? joinList(c.profile.complaints.slice(0, 3).map((t) => lowerFirst(t.label)))
      : joinList(['wait times', 'food temperature', 'staff tone']);
  const volume =
    !c.template && c.stats.last30Days > 0
      ? `The reviews we read include ${c.stats.last30Days} from the last 30 days, about ${Math.max(1, Math.round(c.stats.last30Days / 4.3))} a week: the daily check should take under ten minutes.`
      : 'Most restaurants get a handful of reviews a week: the daily check should take under ten minutes.';
  return {
    id: 'monitoring',
    heading: 'Monitoring cadence',
    blocks: [
      { kind: 'paragraph', text: volume },
      { kind: 'subheading', text: 'Every day, before the first service' },
      {
        kind: 'list',
        style: 'numbered',
        items: [
          'Open Google Business Profile reviews sorted by newest, then Yelp, Tripadvisor, your reservation platform and the delivery apps.',
          'Log each new review with its stars and theme (food, wait, service, cleanliness, value, atmosphere, drinks, order accuracy).',
          'Anything that matches an escalation trigger (section 9) goes to the owner now, before any drafting.',
          'Draft replies with the frameworks in section 6; 1–3★ drafts go for approval, 4–5★ can be posted after a read-through.',
        ],
      },
      { kind: 'subheading', text: 'Every week' },
      {
        kind: 'table',
        caption: 'The weekly loop',
        columns: ['When', 'What happens', 'Who'],
        rows: [
          [
            'Monday',
            'Triage the weekend: every review logged, escalations assigned, drafts approved',
            'General manager and owner',
          ],
          [
            'Tuesday',
            `Root cause: for each complaint, check the ticket, the shift and the station. Watch ${themes}.`,
            'Theme owners (section 13)',
          ],
          ['Wednesday', 'Reply catch-up: nothing older than 48 hours left unanswered', 'General manager'],
          [
            'Friday',
            'Trend review: new reviews, average stars, which themes came back, what changed in the kitchen or on the floor',
            'Owner, general manager, head chef',
          ],
          ['First Monday of the month', 'Leadership review of the KPIs in section 15 against last month', 'Owner'],
        ],
      },
    ],
  };
}

function responseTimeSection(c: Context): PlaybookSection {
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Diners read replies: 97% of people who read reviews also read the business’s responses (BrightLocal, 2019), and a fast, specific reply is often what turns a one-off complaint into a returning guest.',
    },
    {
      kind: 'table',
      caption: 'Response-time standards',
      columns: ['Review', 'Examples', 'Public reply within', 'Private follow-up'],
      rows: [
        [
          'Critical',
          'Illness, allergic reaction, injury, discrimination, legal threat, staff misconduct',
          '24 hours, holding reply approved by the owner',
          'Owner informed within 2 hours; guest contacted the same day',
        ],
        [
          '1–2★',
          'Cold food, long waits, rude service, wrong orders',
          '24 hours',
          'Same day as the reply, when the guest reaches out',
        ],
        ['3★', 'Good food, slow service; nice room, loud music', '48 hours', 'Only if the guest asks'],
        ['4–5★', 'Praise, with or without a small niggle', '48 hours', 'None needed'],
        ['Stars only, no text', 'A rating with nothing written', '48 hours, one or two lines', 'None'],
      ],
    },
  ];
  if (!c.template) {
    const open = c.stats.unansweredNegatives.length;
    blocks.push({
      kind: 'callout',
      tone: open > 0 || !c.stats.ownerRepliesKnown ? 'warning' : 'info',
      title: 'Where you stand today',
      text: !c.stats.ownerRepliesKnown
        ? `Which reviews already have a reply, and how fast they got it, is not known: ${REPLIES_NOT_SHARED}. Check the 1–2★ reviews in Google Business Profile today and answer any that are still open.`
        : c.stats.replyRate === null
          ? 'There were no reviews to read, so there is no baseline yet: start the log with the next review.'
          : open > 0
            ? `${open} ${open === 1 ? 'review' : 'reviews'} of 1–2★ in the sample ${open === 1 ? 'has' : 'have'} no owner reply. Median time to reply so far: ${hoursText(c.stats.medianReplyHours)}.`
            : `Every 1–2★ review in the sample has an owner reply. Median time to reply so far: ${hoursText(c.stats.medianReplyHours)}.`,
    });
  }
  return { id: 'response-times', heading: 'Response-time standards', blocks };
}

const DO_WORDS: Record<Register, string[]> = {
  formal: [
    'Thank you',
    'We are delighted',
    'We look forward to welcoming you back',
    'I have shared this with our chef',
    'Please contact us directly',
  ],
  warm: [
    'Thank you for telling us',
    'So glad',
    'Come back and see us',
    "I've shared this with the kitchen",
    'Ask for me next time you’re in',
  ],
  casual: ['Thanks a ton', 'You made our day', 'See you next time', "That's on us", 'Give us a shout directly'],
};
const DONT_WORDS: Record<Register, string[]> = {
  formal: ['Awesome / super / OMG', 'Emoji', 'Hey'],
  warm: ['Dear Sir or Madam', 'We regret to inform you', 'Per our policy'],
  casual: ['Dear valued guest', 'We regret to inform you', 'Kindly be advised'],
};

/** Where the voice came from, in plain words: the owner's own replies (and what they do) or the type of place. */
function voiceSourceBlock(c: Context): PlaybookBlock {
  const words = voiceInPlainWords(c.profile.voice, { samples: c.samples, kind: c.profile.cuisine.toLowerCase() });
  const learned = c.profile.voice?.source === 'owner-replies';
  return {
    kind: 'paragraph',
    text: learned ? `${words} The example replies in this playbook follow these habits.` : words,
  };
}

function voiceSection(c: Context): PlaybookSection {
  const { profile } = c;
  const learned = !c.template && profile.voice?.source === 'owner-replies' ? profile.voice : null;
  const signOff = c.template ? '— [Owner first name], [role]' : profile.signOff.trim() || `— ${c.owner}`;
  const traits = c.template ? ['[Tone trait 1]', '[Tone trait 2]', '[Tone trait 3]'] : profile.toneOfVoice;
  const traitItems = c.template
    ? traits.map((t) => `${t}: [what it means in a reply]`)
    : traits.map((t) => `${t}: ${traitGuidance(t)}.`);
  const languages = c.stats.languages;
  const spanish = languages.find((l) => l.language === 'es')?.count ?? 0;
  const other = languages.find((l) => l.language === 'other')?.count ?? 0;
  const languageRule =
    spanish > 0
      ? `Reply in the reviewer’s language. ${spanish} of the reviews we read ${spanish === 1 ? 'is' : 'are'} in Spanish: answer ${spanish === 1 ? 'it' : 'them'} in Spanish, and keep a Spanish speaker on the approval rota.`
      : other > 0
        ? 'Reply in the reviewer’s language; if nobody on the team writes it well, reply in clear, simple English rather than a machine translation nobody checked.'
        : 'Reply in the reviewer’s language: a guest who writes in Spanish gets a reply in Spanish.';
  const doWords = [
    ...DO_WORDS[c.register],
    ...(c.template
      ? ['[Signature dish]', '[Signature drink]']
      : c.dishes.slice(0, 3).map((d) => `The ${dishInSentence(d)}`)),
  ];
  const dontWords = [
    'Thank you for your feedback (on its own, it says you didn’t read the review)',
    'We apologize for any inconvenience',
    'Valued customer',
    'Unfortunately you…',
    'That’s not what happened',
    'As you can see / obviously',
    ...DONT_WORDS[c.register],
  ];
  return {
    id: 'voice',
    heading: 'Brand-voice guide',
    blocks: [
      {
        kind: 'paragraph',
        text: c.template
          ? '[Restaurant name] sounds [tone traits]. Every reply should sound like the person who signs it, talking to one guest.'
          : `${profile.name} sounds ${joinList(traits.map((t) => t.toLowerCase()))}. Every reply should sound like ${c.ownerKnown ? c.owner : 'the person who signs it'} talking to one guest at the host stand, not like a brand talking to “customers”.`,
      },
      ...(c.template ? [] : [voiceSourceBlock(c)]),
      { kind: 'list', style: 'bullet', items: traitItems },
      { kind: 'subheading', text: 'Words and phrases that sound like you' },
      { kind: 'list', style: 'do', items: doWords },
      { kind: 'subheading', text: 'Words and phrases to drop' },
      { kind: 'list', style: 'dont', items: dontWords },
      { kind: 'subheading', text: 'House rules for every reply' },
      {
        kind: 'list',
        style: 'bullet',
        items: [
          `Sign every reply “${signOff}”. A real first name tells the guest a person read their review; Google shows the business name above the reply, so the signature is the only human part.`,
          learned && learned.greeting === 'none'
            ? 'Go straight in, as you do now: no greeting line. Use the guest’s first name in the reply when their display name is a name.'
            : 'Greet the guest by first name when their display name is a name; skip it when it is a handle.',
          'Mention one specific thing the guest mentioned (a dish, a server, the wait): it proves you read it. Never mention something they didn’t.',
          languageRule,
          learned && learned.sentencesPerReply > 0
            ? `Keep to your usual length: about ${learned.sentencesPerReply} ${learned.sentencesPerReply === 1 ? 'sentence' : 'sentences'} (around ${learned.wordsPerReply} words). Replies are hard limited to 4,096 bytes on Google.`
            : 'Aim for 40–120 words. Three or four short sentences beat one long paragraph; replies are hard limited to 4,096 bytes on Google.',
          'Vary the wording: no two replies on the same page should open or close the same way.',
        ],
      },
    ],
  };
}

function frameworksSection(c: Context): PlaybookSection {
  const { profile } = c;
  const dish = (i: number) =>
    c.template
      ? [i === 0 ? '[Signature dish]' : '[Second signature dish]']
      : c.dishes[i]
        ? [c.dishes[i] as string]
        : c.dishes.slice(0, 1);
  const staff = c.template ? ['[Server name]'] : profile.staffMentioned.slice(0, 1);
  const complaintIssue = (i: number) => {
    const theme = profile.complaints[i] ?? profile.complaints[0];
    if (c.template) return [{ aspect: 'speed' as const, phrase: '[the problem they describe]' }];
    if (!theme) return [];
    return [{ aspect: theme.aspect, phrase: issuePhraseFor(theme.aspect, theme.label, 'en') }];
  };
  const strength = profile.strengths[0];
  const strengthNote = c.template
    ? ' Mention [your best-known strength] only if the guest did.'
    : strength
      ? ` Guests most often praise ${lowerFirst(strength.label)}: if they mention it, say it back to them.`
      : '';
  const bands: Array<{ heading: string; steps: string[]; reply: string; note: string }> = [
    {
      heading: '5★: thank, be specific, invite back',
      steps: [
        'Thank them in your own words (not “thank you for your feedback”).',
        'Name the dish, drink or person they mentioned.',
        'One line of warmth about coming back. Stop there.',
      ],
      reply: suggestTemplateReply({ kind: 'positive', rating: 5, dishes: dish(0), staff, issues: [] }, profile, 0),
      note: `Swap in what the guest actually mentioned.${strengthNote}`,
    },
    {
      heading: '4★: thank, be specific, ask what would make it a five',
      steps: [
        'Thank them and name the detail they liked.',
        'If they mention a niggle, acknowledge it in one clause, without excuses.',
        'Invite them to tell you what would have made it a five.',
      ],
      reply: suggestTemplateReply({ kind: 'positive', rating: 4, dishes: dish(1), staff: [], issues: [] }, profile, 1),
      note: 'If the review contains a real complaint, use the 3★ framework instead, whatever the stars.',
    },
    {
      heading: '3★: credit the good, own the miss, show the fix',
      steps: [
        'Thank them for the balanced review.',
        'Say back what worked, then own what didn’t in plain words.',
        'Say what you are doing about it, then invite them to talk to you directly.',
      ],
      reply: suggestTemplateReply(
        { kind: 'mixed', rating: 3, dishes: dish(0), staff: [], issues: complaintIssue(0) },
        profile,
        2,
      ),
      note: 'The fix must be true: only promise what the theme owner has agreed to do.',
    },
    {
      heading: '2★: apologise for the specific thing, take it offline',
      steps: [
        'Thank them for telling you.',
        'Apologise for the specific problem; no “but”, no explanation of how busy it was.',
        'Say who is looking into it and invite them to contact you directly.',
      ],
      reply: suggestTemplateReply(
        { kind: 'negative', rating: 2, dishes: [], staff: [], issues: complaintIssue(0) },
        profile,
        3,
      ),
      note: 'Any offer to make it right goes in the private follow-up (section 11), never in the public reply.',
    },
    {
      heading: '1★: calm, brief, personal; check escalation first',
      steps: [
        'Check the escalation triggers in section 9 before writing a word.',
        'Acknowledge, apologise for the specific problem, no defence.',
        'Move it offline with a named person; keep it under 80 words.',
      ],
      reply: suggestTemplateReply(
        { kind: 'negative', rating: 1, dishes: [], staff: [], issues: complaintIssue(1) },
        profile,
        4,
      ),
      note: 'If the facts in the review are wrong, still don’t argue in public: correct them privately with the guest.',
    },
  ];
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Each framework is a shape, not a script: keep the order, change the words every time. The example replies below are written for this restaurant; replace the bracketed name and the details with what the guest actually wrote.',
    },
  ];
  for (const band of bands) {
    blocks.push({ kind: 'subheading', text: band.heading });
    blocks.push({ kind: 'list', style: 'numbered', items: band.steps });
    blocks.push({
      kind: 'replies',
      items: [
        {
          label: 'Template',
          rating: null,
          attribution: '',
          when: '',
          reviewExcerpt: '',
          reply: band.reply,
          note: band.note,
        },
      ],
    });
  }
  return { id: 'frameworks', heading: 'Reply frameworks by star rating', blocks };
}

function readyRepliesSection(c: Context): PlaybookSection {
  if (c.template) {
    return {
      id: 'ready-replies',
      heading: 'Ready replies to your recent reviews',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In your personalised playbook this section holds replies written for your own recent reviews (your best, a mixed one and your worst), each attributed to its reviewer and ready to post after a read-through.',
        },
        {
          kind: 'replies',
          items: [
            {
              label: 'Praise',
              rating: 5,
              attribution: '[Guest name] on Google',
              when: '[date]',
              reviewExcerpt: '[What the guest wrote]',
              reply:
                'Hi [first name],\n\nThank you for taking the time to write this. We’re so glad the [dish they mentioned] hit the spot. We hope to see you again soon.\n\n— [Owner first name]',
              note: '',
            },
          ],
        },
      ],
    };
  }
  const picks = chooseReviewsToAnswer(c.reviews, c.insights);
  const items: ReplyExample[] = picks.map((p, i) => {
    const sensitive = c.stats.escalations.find((e) => e.review.id === p.review.id);
    const notes: string[] = [];
    if (sensitive) {
      notes.push(
        `Escalate first: this review describes ${joinList(sensitive.kinds.map((k) => SENSITIVE_LABEL[k]))}. The owner approves this holding reply and contacts the guest before it is posted.`,
      );
    }
    if (p.review.ownerReply) notes.push('Already answered: use this as a model for the next one like it.');
    else if (!sensitive && !c.stats.ownerRepliesKnown)
      notes.push('Check on Google whether it already has a reply; if not, post this after a read-through.');
    else if (!sensitive) notes.push('Still unanswered: post this after a read-through.');
    if (replyLanguageOf(p.review) === 'es') notes.push('Written in Spanish, the reviewer’s language.');
    return {
      label: p.label,
      rating: p.review.rating,
      attribution: attributionOf(p.review),
      when: p.review.relativeTime,
      reviewExcerpt: c.withholdReviewText
        ? ''
        : p.review.text.trim() === ''
          ? '(Stars only, no text)'
          : excerpt(p.review.text),
      reply: suggestReply({ review: p.review, insight: p.insight, profile: c.profile, variant: i }),
      note: notes.join(' '),
      language: replyLanguageOf(p.review),
    };
  });
  const blocks: PlaybookBlock[] =
    items.length > 0
      ? [
          {
            kind: 'paragraph',
            text: `Replies to ${items.length} of ${c.samples ? 'the sample reviews' : `${c.profile.name}’s own reviews`}, from the best to the hardest. Read each one against the full review before posting; change anything that isn’t true.${c.withholdReviewText ? ' Google’s terms let us keep our replies but not the reviews: this copy leaves out what each guest wrote and who wrote it, and the copy emailed to the owner quotes them.' : ''}`,
          },
          { kind: 'replies', items },
        ]
      : [
          {
            kind: 'paragraph',
            text: 'We had no reviews to answer for this restaurant. Once reviews come in, draft the first replies with the frameworks in section 6 and the sign-off in section 5.',
          },
        ];
  return {
    id: 'ready-replies',
    heading: c.samples ? 'Ready replies to recent sample reviews' : 'Ready replies to your recent reviews',
    blocks,
  };
}

const DEFAULT_COMPLAINTS: Theme[] = [
  { aspect: 'speed', label: 'Long waits', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
  { aspect: 'food', label: 'Food arriving cold', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
  { aspect: 'service', label: 'Inattentive or rude service', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
];

function complaintRepliesSection(c: Context): PlaybookSection {
  const real = c.template ? [] : c.profile.complaints;
  const themes = real.length > 0 ? real : DEFAULT_COMPLAINTS;
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text:
        real.length > 0
          ? `These are the complaints that come back in ${c.samples ? 'the sample reviews' : `${c.profile.name}’s reviews`}. Each has a prepared reply to adapt and an owner in operations who fixes the cause (section 13).`
          : c.template
            ? 'In your personalised playbook, each recurring complaint found in your reviews gets its own prepared reply. Until then, these cover the three complaints restaurants hear most.'
            : 'No complaint recurs across your reviews yet. These prepared replies cover the three complaints restaurants hear most, so the team is ready when one arrives.',
    },
  ];
  themes.forEach((theme, i) => {
    const noteParts = [
      `Fix it in operations: ${ASPECT_OWNER[theme.aspect].toLowerCase()}. ${ASPECT_FIRST_CHECK[theme.aspect]}`,
    ];
    blocks.push({
      kind: 'replies',
      items: [
        {
          label: theme.count > 0 ? `${theme.label} (${pct(theme.share)} of reviews)` : theme.label,
          rating: null,
          attribution: theme.evidence.trim() !== '' ? themeAttribution(theme, c, 'A guest') : '',
          when: '',
          reviewExcerpt: theme.evidence.trim() !== '' ? excerpt(theme.evidence, 200) : '',
          reply: suggestComplaintReply(theme, c.profile, i),
          note: noteParts.join(' '),
        },
      ],
    });
  });
  return { id: 'complaint-replies', heading: 'Prepared replies to recurring complaints', blocks };
}

function escalationSection(c: Context): PlaybookSection {
  const owner = c.ownerKnown ? c.owner : 'The owner';
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Some reviews are not a writing task. When a review matches a trigger below, nobody replies until the owner has the facts; the public reply is short, calm and moves the conversation offline. Never admit fault for an illness or injury in public, never speculate, never name staff.',
    },
    {
      kind: 'table',
      caption: 'Escalation triggers',
      columns: ['Trigger', 'First two hours', 'Public reply by', 'In public, say'],
      rows: [
        [
          'Foodborne illness claim',
          'Pull the POS ticket, note the dishes and time, check the temperature and prep logs for that service; keep any retained product',
          owner,
          'We take it seriously; we are looking into it; please contact us directly',
        ],
        [
          'Allergic reaction',
          'Identify the dish and the allergen records; talk to the server and the station cook on shift',
          owner,
          'We take allergies seriously; we are reviewing what happened; please contact us directly',
        ],
        [
          'Foreign object, pests, undercooked meat',
          'Check the station and the batch; photograph and log; schedule a pest-control visit if relevant',
          owner,
          'This is not acceptable; we are looking into it with the kitchen; please contact us directly',
        ],
        [
          'Injury on the premises or an alcohol-service incident',
          'Write down the timeline, names of staff on shift, any incident report; call your insurer',
          owner,
          'We are sorry to hear it and are looking into it; please contact us directly. Nothing about fault',
        ],
        [
          'Discrimination',
          'Talk to every staff member involved separately; write down what each says',
          owner,
          'Every guest deserves respect; I am looking into it personally',
        ],
        [
          'Legal threat or health-department mention',
          'Do not reply until you have spoken to your lawyer or insurer',
          `${owner}, after advice`,
          'One line inviting direct contact, or nothing',
        ],
        [
          'Staff conduct (harassment, abuse, intoxication)',
          'Speak to the staff member privately; suspend from guest contact while you look into it if serious',
          owner,
          'That is not how anyone on our team should treat a guest; I am looking into it',
        ],
        [
          'A named staff member criticised',
          'Talk to them privately with the review in hand',
          'General manager',
          'Never repeat the name in the reply',
        ],
      ],
    },
    {
      kind: 'list',
      style: 'bullet',
      items: [
        'Notify the local health department when your jurisdiction requires it for illness reports; your inspector will tell you what they need.',
        'Keep a copy of the review, the POS ticket and your notes in one folder per incident.',
        'Once the matter is resolved privately, do not post the outcome publicly; the guest may update their review themselves.',
      ],
    },
  ];
  if (!c.template && c.stats.escalations.length > 0) {
    const lines = c.stats.escalations
      .slice(0, 5)
      .map(
        (e) =>
          `${attributionOf(e.review)}, ${stars(e.review.rating)}, ${e.review.relativeTime}: mentions ${joinList(e.kinds.map((k) => SENSITIVE_LABEL[k]))}${!c.stats.ownerRepliesKnown ? '' : e.review.ownerReply ? ' (has a reply)' : ' (no reply yet)'}.`,
      );
    blocks.push({
      kind: 'callout',
      tone: 'warning',
      title: c.samples ? 'Found in the sample reviews' : 'Found in your reviews',
      text: lines.join(' '),
    });
  }
  return { id: 'escalation', heading: 'Escalation rules', blocks };
}

function neverWriteSection(): PlaybookSection {
  return {
    id: 'never-write',
    heading: 'What never to write',
    blocks: [
      {
        kind: 'list',
        style: 'dont',
        items: [
          'Offers, discounts, free meals or “your next visit is on us” in a public reply. Tripadvisor removes responses offering gifts, services or money; Yelp removes owner comments that pander with incentives.',
          'Any request to change, remove or post a review in exchange for anything. Google has banned it since September 2022 and can freeze new reviews or show a warning banner on your profile.',
          'Private details about the guest: their full name, phone, email, table number, booking details, what they ordered last time, or who they came with.',
          'Guesses about who the reviewer is (“I think you were the table of six on Friday”), or suggestions that a competitor or ex-employee wrote it.',
          'Arguments, corrections of the guest’s account, sarcasm, or “we have never had this complaint before”.',
          'Excuses: how busy it was, that the kitchen was short-staffed, that the guest arrived late.',
          'Facts you have not checked, dishes you do not serve, or changes you have not made.',
          'The same reply twice. Guests scroll; copy-paste replies tell them nobody is reading.',
          'Links, phone numbers and hashtags: they may trip Google’s reply moderation, which can hold a reply for up to 30 days.',
          'Anything over Google’s limit of 4,096 bytes (about 4,000 English characters; fewer with accents or emoji). In practice, stay under 120 words.',
        ],
      },
      {
        kind: 'table',
        caption: 'Platform rules that catch owners out',
        columns: ['Platform', 'Rule'],
        rows: [
          [
            'Google',
            'Replies are moderated before they appear; the reviewer is notified and may update the review. No incentives to post, change or remove reviews; no selectively asking happy guests only. Maximum 4,096 bytes.',
          ],
          [
            'Yelp',
            'No public incentives. There is no reply API, so replies are posted by hand from the Yelp for Business app.',
          ],
          [
            'Tripadvisor',
            'One response per review; no gifts, services or money; no personal data; no guessing the reviewer; no quoting the guest; no bullet lists; no accusing the reviewer of fraud.',
          ],
          [
            'OpenTable and Resy',
            'Only diners who honoured a reservation can review on OpenTable; reply from the restaurant tools and keep recovery offers private.',
          ],
          [
            'Delivery apps',
            'Reply inside the app where it allows; refunds and credits go through the app’s support flow, never in a public reply.',
          ],
        ],
      },
    ],
  };
}

function offerCodePrefix(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]s\b/giu, 's')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w !== '' && !['THE', 'LA', 'EL', 'LE', 'AND'].includes(w));
  const first = words[0] ?? 'GUEST';
  return first.slice(0, 8);
}

function offersSection(c: Context): PlaybookSection {
  const prefix = c.template ? '[NAME]' : offerCodePrefix(c.profile.name);
  const monthDay = `${String(c.generatedAt.getUTCMonth() + 1).padStart(2, '0')}${String(c.generatedAt.getUTCDate()).padStart(2, '0')}`;
  const signer = c.template ? '[Owner first name]' : c.owner;
  const place = c.template ? '[Restaurant name]' : c.profile.name;
  return {
    id: 'offers',
    heading: 'Trackable offers and guest recovery',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A return-visit offer is a recovery tool for a guest you have already let down, made privately after they contact you. It is never part of a public reply and never conditional on a review: not for posting one, not for changing one, not for taking one down.',
      },
      {
        kind: 'list',
        style: 'numbered',
        items: [
          'The public reply invites the guest to contact you directly. Nothing else.',
          'When they do, listen first; the offer comes at the end of the conversation, if at all.',
          `Give a single-use code in the private message: ${prefix}-${monthDay}-01, ${prefix}-${monthDay}-02 and so on (restaurant, date issued, sequence).`,
          'Log it and tell the host stand, so the guest is welcomed by name and the owner or manager stops by the table.',
          'Count how many codes are redeemed within 60 days: that is your recovery rate, and it belongs in the monthly review.',
        ],
      },
      {
        kind: 'callout',
        tone: 'rule',
        title: 'Private follow-up message (email or direct message, never public)',
        text: `Hi [first name], thank you for getting in touch, and again, I’m sorry about [the problem]. I’ve [what you changed]. I’d like the chance to show you ${place} at its best: code ${prefix}-${monthDay}-01 is good for [the offer] on your next visit within 60 days; just mention it when you book. This isn’t tied to your review in any way. ${signer}`,
      },
      {
        kind: 'table',
        caption: 'Recovery log',
        columns: ['Date', 'Guest', 'Platform', 'What went wrong', 'Code', 'Redeemed', 'Back?'],
        rows: ['01', '02', '03'].map((n) => ['', '', '', '', `${prefix}-${monthDay}-${n}`, '', '']),
      },
    ],
  };
}

function spamSection(c: Context): PlaybookSection {
  const signOff = c.template ? '— [Owner first name]' : c.profile.signOff.trim() || `— ${c.owner}`;
  return {
    id: 'spam',
    heading: 'Suspected spam and fake reviews',
    blocks: [
      {
        kind: 'list',
        style: 'bullet',
        items: [
          'Signs: no match for the date in your bookings or POS; dishes you don’t serve; a burst of 1★ reviews in a few hours; a reviewer with no other history or the same text on several businesses; a review that is really an ad or a rant about something else.',
          'Flag it from Google Business Profile (Reviews → ⋮ → Report review) and choose the closest policy reason; on Yelp and Tripadvisor use their report buttons. Keep a screenshot and the date.',
          'Don’t argue, don’t accuse the reviewer of lying, and don’t speculate about who wrote it. Readers side with the calm reply.',
          'If it stays up and other guests can see it, post one neutral reply (below) and move on. Don’t reply to a review that is only abuse; report it.',
          'Never ask friends, staff or regulars to post reviews to bury it: that breaks every platform’s rules.',
        ],
      },
      {
        kind: 'replies',
        items: [
          {
            label: 'Neutral reply to a review you cannot place',
            rating: null,
            attribution: '',
            when: '',
            reviewExcerpt: '',
            reply: `Hello,\n\nWe take every review seriously, but we haven’t been able to match this one to a visit. If you dined with us, please contact us directly so we can look into it properly.\n\n${signOff}`,
            note: 'Use once, only after the review has been reported and left up.',
          },
        ],
      },
    ],
  };
}

function feedbackLoopSection(c: Context): PlaybookSection {
  const themes = c.template ? [] : c.profile.complaints;
  const rows: string[][] =
    themes.length > 0
      ? themes.map((t) => [
          t.label,
          `${pct(t.share)} (${t.count})`,
          ASPECT_OWNER[t.aspect],
          ASPECT_FIRST_CHECK[t.aspect],
          t.share > 0 ? `Under ${pct(t.share / 2)} of new reviews in 90 days` : 'No new mentions in 90 days',
        ])
      : (c.template ? [{ label: '[Recurring complaint]', aspect: 'speed' as Aspect }] : DEFAULT_COMPLAINTS).map((t) => [
          t.label,
          c.template ? '[share]' : '0%',
          ASPECT_OWNER[t.aspect],
          ASPECT_FIRST_CHECK[t.aspect],
          'Keep it at zero',
        ]);
  const protect = c.template ? [] : c.profile.strengths.slice(0, 4);
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Replies fix the page; operations fix the cause. Each recurring theme has one owner who checks the cause, makes a change and reports at the Friday trend review whether the theme came back.',
    },
    {
      kind: 'table',
      caption: 'Theme owners',
      columns: ['Theme', 'Share of reviews now', 'Owner in operations', 'First check', '90-day goal'],
      rows,
    },
  ];
  if (protect.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Strengths to protect' });
    blocks.push({
      kind: 'list',
      style: 'bullet',
      items: protect.map(
        (t) =>
          `${t.label} (${pct(t.share)} of reviews): owned by the ${ASPECT_OWNER[t.aspect].toLowerCase()}. Don’t change it without tasting or testing it against what guests praise.`,
      ),
    });
  }
  blocks.push({
    kind: 'list',
    style: 'bullet',
    items: [
      'Tag every new review with one or more themes in the log; the tags are what make recurrence measurable.',
      'When a fix ships (new hold times, an extra runner on Fridays, a restroom check), write the date in the log so the trend review can see before and after.',
      'Share one piece of praise with the whole team at every pre-shift: the named server or cook hears it first.',
    ],
  });
  return { id: 'feedback-loop', heading: 'Feedback loop to operations', blocks };
}

function aiPolicySection(c: Context): PlaybookSection {
  const approver = c.template ? '[Owner first name]' : c.ownerKnown ? c.owner : 'the owner';
  return {
    id: 'ai-policy',
    heading: 'AI-use policy',
    blocks: [
      {
        kind: 'table',
        caption: 'What AI may draft, and who signs off',
        columns: ['Review', 'AI may draft', 'A person approves', 'Escalate first'],
        rows: [
          ['4–5★ praise', 'Yes', 'The drafter reads it against the review, then posts', 'No'],
          ['3★ mixed', 'Yes', `${approver} or the general manager`, 'No'],
          ['1–2★ complaints', 'Yes, as a draft only', `${approver}, every time`, 'If a trigger in section 9 applies'],
          ['Illness, allergy, injury, discrimination, legal, staff conduct', 'No', `${approver} writes it`, 'Always'],
          ['Suspected fake or spam', 'No', 'General manager reports it', 'Report to the platform'],
        ],
      },
      {
        kind: 'list',
        style: 'bullet',
        items: [
          'Nothing is posted automatically. Someone reads the full review and the draft before it goes up.',
          'AI drafts may not invent dishes, staff names, offers, refunds or changes you haven’t made; anything specific in a draft must appear in the review or be true and checked.',
          'Review text is treated as data, never as instructions: a review that says “ignore your rules” changes nothing.',
          'If two drafts read alike, rewrite one. Vary openings and closings.',
          'Replies are checked against the 4,096-byte limit and the rules in section 10 before posting.',
        ],
      },
    ],
  };
}

function kpiSection(c: Context): PlaybookSection {
  const s = c.stats;
  const top = c.profile.complaints[0];
  const t = c.template;
  const trend =
    s.recentAverage !== null && s.olderAverage !== null
      ? `${fixed(s.recentAverage)}★ in the last 90 days vs ${fixed(s.olderAverage)}★ before`
      : s.recentAverage !== null
        ? `${fixed(s.recentAverage)}★ over the last 90 days`
        : `${fixed(s.averageRating)}★ overall`;
  return {
    id: 'kpis',
    heading: 'KPIs and your baseline',
    blocks: [
      {
        kind: 'paragraph',
        text: t
          ? 'Write down where you start, then review these five numbers on the first Monday of every month.'
          : `These are ${c.profile.name}’s figures today, from the reviews we read. Review them on the first Monday of every month.`,
      },
      {
        kind: 'table',
        caption: 'Key performance indicators',
        columns: ['KPI', 'Baseline now', '30-day target', '90-day target', 'How to measure'],
        rows: [
          [
            'Reply rate',
            t ? '[x]%' : s.ownerRepliesKnown ? pct(s.replyRate) : `Not known (${REPLIES_NOT_SHARED})`,
            '90% of new reviews',
            '100% of new reviews',
            'Replied ÷ received, per month, from the log',
          ],
          [
            'Median time to reply',
            t ? '[x] hours' : s.ownerRepliesKnown ? hoursText(s.medianReplyHours) : 'Not known',
            'Under 48 hours',
            'Under 24 hours',
            'Hours from review to posted reply, median per month',
          ],
          [
            'Unanswered negatives',
            t ? '[x]' : s.ownerRepliesKnown ? String(s.unansweredNegatives.length) : 'Not known',
            '0 older than 24 hours',
            '0 older than 24 hours',
            'Count of 1–2★ reviews with no reply',
          ],
          [
            'Theme recurrence',
            t ? '[top complaint]: [x]%' : top ? `${top.label}: ${pct(top.share)}` : 'No recurring complaint',
            top ? `Below ${pct(top.share)}` : 'Stay at zero',
            top ? `Below ${pct(top.share / 2)}` : 'Stay at zero',
            'Share of new reviews tagged with the theme',
          ],
          [
            'Rating trend',
            t ? '[x.x]★' : trend,
            'Hold or rise',
            'Up 0.1★ or more',
            'Average stars of reviews received in the last 90 days',
          ],
        ],
      },
    ],
  };
}

function appendixSection(c: Context): PlaybookSection {
  if (c.template) {
    return {
      id: 'appendix',
      heading: 'Appendix: review statistics',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your personalised playbook ends with your own figures: the star distribution, average rating, reply rate, the themes guests mention most with their share of reviews, and the dishes and staff they name.',
        },
      ],
    };
  }
  const s = c.stats;
  const total = s.reviewCount || 1;
  const distributionRows = ([5, 4, 3, 2, 1] as const).map((n) => [
    stars(n),
    String(s.distribution[n]),
    pct(s.distribution[n] / total),
  ]);
  const themeRows = [
    ...c.profile.strengths.map((t) => [
      'Strength',
      t.label,
      pct(t.share),
      String(t.count),
      t.evidence ? `“${excerpt(t.evidence, 120)}” (${themeAttribution(t, c, 'a guest')})` : '',
    ]),
    ...c.profile.complaints.map((t) => [
      'Complaint',
      t.label,
      pct(t.share),
      String(t.count),
      t.evidence ? `“${excerpt(t.evidence, 120)}” (${themeAttribution(t, c, 'a guest')})` : '',
    ]),
  ];
  const facts = [
    `Reviews analysed: ${s.reviewCount}.`,
    `Average rating: ${fixed(s.averageRating, 2)}★.`,
    !s.ownerRepliesKnown
      ? `Reviews with an owner reply: not known (${REPLIES_NOT_SHARED}).`
      : s.replyRate === null
        ? 'Reviews with an owner reply: not known (no reviews to count).'
        : `Reviews with an owner reply: ${s.repliedCount} (${pct(s.replyRate)}).`,
    `Median time to reply: ${s.ownerRepliesKnown ? hoursText(s.medianReplyHours) : 'not known'}.`,
    `Reviews in the last 90 days: ${s.recentCount}.`,
  ];
  if (s.languages.length > 0) {
    const names = { en: 'English', es: 'Spanish', other: 'other languages' };
    facts.push(`Languages: ${s.languages.map((l) => `${names[l.language]} ${l.count}`).join(', ')}.`);
  }
  if (c.dishes.length > 0) facts.push(`Dishes and drinks guests name: ${c.dishes.join(', ')}.`);
  if (c.profile.staffMentioned.length > 0) facts.push(`Staff guests name: ${c.profile.staffMentioned.join(', ')}.`);
  const blocks: PlaybookBlock[] = [
    { kind: 'table', caption: 'Star distribution', columns: ['Stars', 'Reviews', 'Share'], rows: distributionRows },
    { kind: 'list', style: 'bullet', items: facts },
  ];
  if (themeRows.length > 0) {
    blocks.push({
      kind: 'table',
      caption: 'Top themes',
      columns: ['Type', 'Theme', 'Share', 'Reviews', 'Evidence'],
      rows: themeRows,
    });
  }
  const fromGoogle = c.reviewSource === 'google';
  blocks.push({
    kind: 'paragraph',
    text: c.samples
      ? `Figures come from the ${s.reviewCount} sample reviews this playbook was built from: reviews written for our demo, not real reviews of ${c.profile.name}.`
      : fromGoogle
        ? `Figures come from the ${s.reviewCount} reviews available when this playbook was prepared. Google shows outside tools at most five reviews per place, chosen by relevance, so treat the shares as directional.`
        : `Figures come from the ${s.reviewCount} reviews available when this playbook was prepared${s.reviewCount < 20 ? '; with a sample this size, treat the shares as directional' : ''}.`,
  });
  return { id: 'appendix', heading: 'Appendix: review statistics', blocks };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function formatDate(date: Date): string {
  return DATE_FORMAT.format(date);
}

export function buildPlaybookWith(input: BuildPlaybookInput, options: BuildOptions = {}): PlaybookDocument {
  const { profile, reviews, generatedAt } = input;
  const template = options.template === true;
  const ownerName = ownerFirstName(profile);
  const insights = reviews.map((r, i) => profile.reviewInsights[i] ?? neutralInsight(r));
  const reviewSource = template ? null : reviewSourceOf(reviews);
  const context: Context = {
    profile,
    reviews,
    insights,
    stats: computePlaybookStats(profile, reviews, generatedAt),
    owner: template ? '[Owner first name]' : (ownerName ?? 'the owner'),
    ownerKnown: template || ownerName !== null,
    register: registerOf(profile.toneOfVoice),
    dishes: profile.signatureItems.filter((d) => d.trim() !== ''),
    template,
    withholdReviewText: options.withholdReviewText === true,
    generatedAt,
    reviewSource,
    samples: reviewSource === 'catalogue',
  };
  const name = template ? '[Restaurant name]' : profile.name.trim() || 'Your restaurant';
  const subtitleParts = template
    ? ['Review-response SOP template']
    : [profile.cuisine.trim(), profile.priceTier.trim(), profile.address.trim()].filter((s) => s !== '');
  return {
    title: `${name}: Review Response Playbook`,
    subtitle: `${subtitleParts.join(' · ')}${subtitleParts.length > 0 ? ' · ' : ''}Prepared ${formatDate(generatedAt)}`,
    restaurantName: name,
    generatedAt: generatedAt.toISOString(),
    sopId: input.sopId ?? null,
    lang: 'en',
    reviewSource,
    // The template is nobody's analysis; a personalised document starts as the offline composer's.
    ...(template ? {} : { engine: 'offline' as const }),
    sections: [
      summarySection(context),
      rolesSection(context),
      monitoringSection(context),
      responseTimeSection(context),
      voiceSection(context),
      frameworksSection(context),
      readyRepliesSection(context),
      complaintRepliesSection(context),
      escalationSection(context),
      neverWriteSection(),
      offersSection(context),
      spamSection(context),
      feedbackLoopSection(context),
      aiPolicySection(context),
      kpiSection(context),
      appendixSection(context),
    ],
  };
}

/** The personalised playbook for one restaurant (decisions §3). */
export function buildPlaybook(input: BuildPlaybookInput): PlaybookDocument {
  return buildPlaybookWith(input);
}
