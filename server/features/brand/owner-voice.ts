import type { BrandVoice } from '#contracts/brand.ts';

/**
 * Learns how an owner replies to reviews from the replies they have published: greeting, sign-off, whether they
 * name the guest, length, formality, exclamation marks, emoji and recurring phrases. Pure functions over text.
 */

export type Register = 'formal' | 'warm' | 'casual';

const FORMAL_TRAITS =
  /refined|formal|elegant|polished|sophisticated|gracious|classic|understated|professional|luxur|discreet|dignified/;
const CASUAL_TRAITS =
  /playful|casual|fun|cheeky|lively|laid-back|laid back|irreverent|quirky|bold|energetic|upbeat|witty|relaxed/;

/** The reply register follows the analysed tone of voice: a tasting room and a taco bar shouldn't sound alike. */
export function registerOf(toneOfVoice: readonly string[]): Register {
  let formal = 0;
  let casual = 0;
  for (const trait of toneOfVoice) {
    const t = trait.toLowerCase();
    if (FORMAL_TRAITS.test(t)) formal += 1;
    if (CASUAL_TRAITS.test(t)) casual += 1;
  }
  if (formal > casual) return 'formal';
  if (casual > formal) return 'casual';
  return 'warm';
}

/** One published owner reply and the name of the guest it answered. */
export interface OwnerReplySample {
  text: string;
  /** The reviewer's display name ("Sam K."); '' or an anonymous label when unknown. */
  guestName: string;
}

const DASH_SIGN_OFF = /(?:^|\s)(?:[—–]|-{1,2})\s*([^—–\n]{1,80})$/u;
const CLOSING_WORDS =
  /^(?:thanks|thank you|many thanks|best|best wishes|cheers|warmly|warm regards|regards|kind regards|best regards|sincerely|all the best|with thanks|gracias|saludos|un saludo|abrazos)[,!.]?$/iu;
const SALUTATION = /^(hi|hello|hey|dear|hiya|hola|good (?:morning|afternoon|evening)|buenos días|buenas)\b[\s,]*/iu;
const EMOJI = /\p{Extended_Pictographic}/gu;
const CONTRACTION = /\b\w+['’](?:s|re|ve|ll|d|m|t)\b/iu;
const CASUAL_WORDS = /\b(?:hey|awesome|cheers|guys|y['’]all|lol|stoked|yum|a ton|legend|pumped)\b/iu;
const FORMAL_WORDS = /\b(?:dear|sincerely|kindly|regards|we appreciate your|we strive|valued guest|esteemed)\b/iu;
/** Guest names that are not names: nobody to greet. */
const NOT_A_GUEST_NAME = /^(?:a google user|anonymous|guest|a guest|google user)$/iu;

/** A phrase neither starts nor ends on these ("for the", "the wait"), though "thank you" and "I'm sorry" count. */
const EDGE_STOPWORDS = new Set(
  'a an the and or but to of for in on at with is are was were be it its this that so as by from our your my'.split(
    ' ',
  ),
);
const STOPWORDS = new Set(
  'a an the and or but to of for in on at with is are was were be we you your our us it its this that i me my so as by from'.split(
    ' ',
  ),
);

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The guest's first name as a reply would use it, or null when there is none to use. */
export function guestFirstName(displayName: string): string | null {
  const clean = displayName.trim();
  if (clean === '' || NOT_A_GUEST_NAME.test(clean)) return null;
  const first = clean.split(/\s+/)[0] ?? '';
  return /^\p{L}[\p{L}'’-]{1,30}$/u.test(first) ? first : null;
}

/** "-- Maria" and "– Maria" are the same habit as "— Maria". */
function normaliseSignOff(text: string): string {
  return text
    .trim()
    .replace(/^(?:[—–]|-{1,2})\s*/u, '— ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ReplyParts {
  /** The greeting as written ("Hi Sam,"), '' when none. */
  greeting: string;
  /** The salutation word ("Hi"), '' when the reply does not open with one. */
  salutation: string;
  body: string;
  /** The sign-off, dashes normalised ("— Maria"), '' when unsigned. */
  signOff: string;
}

/** Removes the sign-off from the end of the reply's lines and returns it, '' when unsigned. */
function takeSignOff(lines: string[]): string {
  const last = lines.at(-1) ?? '';
  const dash = DASH_SIGN_OFF.exec(last);
  if (dash?.[1] !== undefined && dash[1].trim().split(/\s+/).length <= 8) {
    const rest = last.slice(0, last.length - dash[0].length).trim();
    lines.splice(-1, 1, ...(rest === '' ? [] : [rest]));
    return normaliseSignOff(dash[0]);
  }
  if (lines.length < 2 || last.split(/\s+/).length > 5 || /[.?!]$/u.test(last)) return '';
  // "Thanks,\nMaria" or a last line such as "Thanks, the Katz's team".
  const before = lines.at(-2) ?? '';
  if (CLOSING_WORDS.test(before)) {
    lines.splice(-2, 2);
    return `${before.replace(/[,!.]$/u, '')}, ${last}`;
  }
  if (CLOSING_WORDS.test(last.split(',')[0]?.trim() ?? '') || /^[\p{Lu}]/u.test(last)) {
    lines.splice(-1, 1);
    return last;
  }
  return '';
}

/** Removes the greeting from the start of the reply's lines and returns it with its salutation word. */
function takeGreeting(lines: string[]): { greeting: string; salutation: string } {
  const first = lines[0] ?? '';
  const salute = SALUTATION.exec(first);
  if (!salute) return { greeting: '', salutation: '' };
  const salutation = (salute[1] ?? '').replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  // A line of its own ("Hi Sam," / "Hola, Ana:"), else up to the first comma, colon or exclamation mark.
  const end = /^[^,!:]{0,40}[,!:]/u.exec(first);
  if (lines.length > 1 && /[,!:]$/u.test(first) && first.split(/\s+/).length <= 5) {
    lines.shift();
    return { greeting: first, salutation };
  }
  if (end) {
    lines[0] = first.slice(end[0].length).trim();
    return { greeting: end[0], salutation };
  }
  if (lines.length > 1) {
    lines.shift();
    return { greeting: first, salutation };
  }
  return { greeting: '', salutation };
}

/** Splits one reply into its greeting, body and sign-off. */
export function splitReply(reply: string): ReplyParts {
  const lines = reply
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const signOff = takeSignOff(lines);
  const { greeting, salutation } = takeGreeting(lines);
  return { greeting, salutation, body: lines.join(' ').trim(), signOff };
}

/** Abbreviations that end in a full stop without ending the sentence ("Mr. Smith", "e.g. the wait", "Sra. López"). */
const ABBREVIATION = /(?:^|[^\p{L}])(?:mr|mrs|ms|dr|dra|st|sr|sra|srta|sres|dña|e\.g|i\.e|p\.ej|vs)\.$/iu;

/**
 * Sentences in a stretch of text, for an owner's usual reply length and for fitting a reply to it: a sentence ends
 * at a run of . ! ? or … followed by a space ("Wow!! Thanks" is two), or at the end of the text without one. Not
 * after a known abbreviation, nor at an ellipsis the sentence carries on from in lower case ("wait... and then").
 * Emoji are no sentences and do not hide a boundary ("Thanks!🎉 See you" is two). A lower-case start after a full
 * stop is a new sentence: owners who write all in lower case still write several. (Intl.Segmenter's sentence
 * rules treat that as one sentence, which is why this is a rule of our own.)
 */
export function countSentences(text: string): number {
  const runs = text
    .replace(EMOJI, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=\S)/u);
  const sentences: string[] = [];
  for (const run of runs) {
    const previous = sentences.at(-1);
    const carriesOn =
      previous !== undefined &&
      (ABBREVIATION.test(previous) || (/(?:\.\.|…)$/u.test(previous) && /^\p{Ll}/u.test(run)));
    if (carriesOn) sentences[sentences.length - 1] = `${previous} ${run}`;
    else sentences.push(run);
  }
  return sentences.filter((sentence) => /\p{L}/u.test(sentence)).length;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value);
}

function mostCommon(values: string[]): { value: string; count: number } | null {
  const counts = new Map<string, { value: string; count: number }>();
  for (const value of values) {
    const key = fold(value);
    const entry = counts.get(key) ?? { value, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))[0] ?? null;
}

/**
 * Word runs (two to four words) that come back in at least two replies, longest and most frequent first. Runs of
 * stopwords alone, guests' names and the sign-off are left out: they say nothing about the owner's wording.
 */
export function recurringPhrases(bodies: string[], exclude: readonly string[], limit = 5): string[] {
  const excluded = new Set(exclude.map(fold).filter((w) => w !== ''));
  const seen = new Map<string, Set<number>>();
  bodies.forEach((body, index) => {
    // Within a sentence or clause: "coming in. We hope" is no phrase anyone says.
    for (const clause of fold(body)
      .replace(/[’]/g, "'")
      .split(/[.!?;:,…]+/u)) {
      const words = clause.split(/[^\p{L}\p{N}']+/u).filter((w) => w !== '');
      for (let size = 2; size <= 4; size += 1) {
        for (let start = 0; start + size <= words.length; start += 1) {
          const run = words.slice(start, start + size);
          if (run.every((w) => STOPWORDS.has(w)) || run.some((w) => excluded.has(w))) continue;
          if (EDGE_STOPWORDS.has(run[0] ?? '') || EDGE_STOPWORDS.has(run.at(-1) ?? '')) continue;
          const key = run.join(' ');
          const reviews = seen.get(key) ?? new Set<number>();
          reviews.add(index);
          seen.set(key, reviews);
        }
      }
    }
  });
  const candidates = [...seen.entries()]
    .filter(([, reviews]) => reviews.size >= 2)
    .map(([phrase, reviews]) => ({ phrase, count: reviews.size }))
    .sort((a, b) => b.count - a.count || b.phrase.length - a.phrase.length || a.phrase.localeCompare(b.phrase));
  const kept: { phrase: string; count: number }[] = [];
  for (const candidate of candidates) {
    // "sorry about" inside "sorry about the wait" with the same count is the same habit.
    if (kept.some((k) => k.phrase.includes(candidate.phrase) && k.count >= candidate.count)) continue;
    if (kept.some((k) => candidate.phrase.includes(k.phrase) && candidate.count >= k.count)) {
      const index = kept.findIndex((k) => candidate.phrase.includes(k.phrase));
      kept.splice(index, 1, candidate);
      continue;
    }
    kept.push(candidate);
    if (kept.length >= limit) break;
  }
  return kept.map((k) => k.phrase.replace(/(^|\s)i(?=['\s]|$)/gu, '$1I').slice(0, 60));
}

/** The voice when there are no owner replies to learn from: the tone then comes from the type of place. */
const PLACE_TYPE_VOICE: BrandVoice = {
  source: 'place-type',
  replyCount: 0,
  greeting: 'salutation',
  salutation: '',
  usesGuestName: true,
  signOff: '',
  sentencesPerReply: 0,
  wordsPerReply: 0,
  formality: 'warm',
  exclamations: false,
  emoji: [],
  phrases: [],
};

interface SplitSample {
  sample: OwnerReplySample;
  parts: ReplyParts;
  name: string | null;
}

/** How the owner opens: a salutation, the guest's name first, or straight in; and whether they name the guest. */
function greetingHabit(parts: readonly SplitSample[]): Pick<BrandVoice, 'greeting' | 'usesGuestName'> & {
  salutationWord: string;
} {
  const named = parts.filter((p) => p.name !== null);
  const naming = named.filter((p) =>
    new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(fold(p.name ?? ''))}(?:[^\\p{L}]|$)`, 'u').test(fold(p.sample.text)),
  );
  const usesGuestName = named.length > 0 ? naming.length * 2 >= named.length : false;

  const styles = parts.map((p) => {
    if (p.parts.salutation !== '') return 'salutation';
    const opening = fold(p.parts.body.split(/[\s,!.]/)[0] ?? '');
    return p.name !== null && opening === fold(p.name) ? 'name' : 'none';
  });
  const salutations = parts.filter((p) => p.parts.salutation !== '').map((p) => p.parts.salutation);
  const style = mostCommon(styles)?.value ?? 'none';
  const greeting: BrandVoice['greeting'] =
    style === 'salutation' ? 'salutation' : style === 'name' || usesGuestName ? 'name' : 'none';
  return { greeting, usesGuestName, salutationWord: mostCommon(salutations)?.value ?? '' };
}

/** Up to three emoji the owner comes back to: in two replies or more, or in three replies of ten. */
function emojiHabit(texts: readonly string[]): string[] {
  const emojiCounts = new Map<string, number>();
  for (const text of texts)
    for (const emoji of new Set(text.match(EMOJI) ?? [])) emojiCounts.set(emoji, (emojiCounts.get(emoji) ?? 0) + 1);
  return [...emojiCounts.entries()]
    .filter(([, n]) => n >= 2 || n / texts.length >= 0.3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([e]) => e);
}

/** Formal, casual or warm (neither, or both) from the words, marks and salutation the owner uses. */
function formalityOf(
  texts: readonly string[],
  habits: { salutationWord: string; emoji: readonly string[]; exclamations: boolean },
): BrandVoice['formality'] {
  const share = (test: (text: string) => boolean): number => texts.filter(test).length / texts.length;
  const contractions = share((t) => CONTRACTION.test(t));
  const casual =
    share((t) => CASUAL_WORDS.test(t)) >= 0.25 ||
    habits.emoji.length > 0 ||
    /^(?:hey|hiya)$/iu.test(habits.salutationWord) ||
    share((t) => t.includes('!')) >= 0.5;
  const formal =
    /^dear$/iu.test(habits.salutationWord) ||
    share((t) => FORMAL_WORDS.test(t)) >= 0.5 ||
    (contractions < 0.2 && !habits.exclamations);
  if (formal && !casual) return 'formal';
  return casual && !formal ? 'casual' : 'warm';
}

/** The owner's reply habits, or the place-type voice when there is no reply with text. */
export function learnVoice(samples: readonly OwnerReplySample[]): BrandVoice {
  const replies = samples.filter((sample) => sample.text.trim() !== '');
  if (replies.length === 0) return PLACE_TYPE_VOICE;
  const parts: SplitSample[] = replies.map((sample) => ({
    sample,
    parts: splitReply(sample.text),
    name: guestFirstName(sample.guestName),
  }));
  const { greeting, usesGuestName, salutationWord } = greetingHabit(parts);

  const signed = parts.map((p) => p.parts.signOff).filter((s) => s !== '');
  const usualSignOff = signed.length * 2 >= parts.length ? mostCommon(signed) : null;

  const bodies = parts.map((p) => p.parts.body);
  const texts = replies.map((r) => r.text);
  const exclamations = texts.filter((t) => t.includes('!') || t.includes('¡')).length / texts.length >= 0.25;
  const emoji = emojiHabit(texts);

  const excludeWords = [
    ...parts.flatMap((p) => (p.name === null ? [] : [p.name])),
    ...(usualSignOff?.value ?? '').split(/[^\p{L}]+/u),
  ];
  return {
    source: 'owner-replies',
    replyCount: replies.length,
    greeting,
    salutation: greeting === 'salutation' ? salutationWord.slice(0, 20) : '',
    usesGuestName,
    signOff: (usualSignOff?.value ?? '').slice(0, 120),
    sentencesPerReply: Math.min(20, median(bodies.map(countSentences))),
    wordsPerReply: Math.min(400, median(bodies.map(countWords))),
    formality: formalityOf(texts, { salutationWord, emoji, exclamations }),
    exclamations,
    emoji,
    phrases: recurringPhrases(bodies, excludeWords),
  };
}
