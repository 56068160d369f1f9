import { createHash } from 'node:crypto';
import type { BrandProfile } from '#contracts/brand.ts';
import { aspectOfTerm, DISH_HEADS, findStaff } from '#server/features/brand/index.ts';
import { GOOGLE_REPLY_LIMIT_BYTES, utf8Bytes } from './replies/byte-limit.ts';
import { detectSensitive, foldText } from './review-signals.ts';

/**
 * The checks every public reply passes before an owner sees it, whoever wrote it (the offline engine or a model):
 * nothing a guest did not write or the owner did not confirm, no offers, links or contact details, the right
 * polarity for each thing the guest named, staff named only when praised, and no wording repeated across a batch.
 * A reply that fails is rewritten or replaced, never sent.
 */

export type GuestPolarity = 'positive' | 'negative' | 'neutral';

/** One thing the guest named and how they judged it. */
export interface GuestAspect {
  term: string;
  polarity: GuestPolarity;
}

export interface ReplyCheckInput {
  reply: string;
  review: { text: string; rating: number | null; authorName: string };
  /** What the guest named: the analysis' reading in the product, labelled data in the evaluation. */
  aspects: readonly GuestAspect[];
  profile: Pick<BrandProfile, 'name' | 'ownerName' | 'signOff' | 'signatureItems' | 'staffMentioned'>;
}

export type ReplyProblemCode =
  | 'empty'
  | 'too-long'
  | 'link'
  | 'contact-details'
  | 'offer'
  | 'invented-dish'
  | 'invented-name'
  | 'invented-number'
  | 'staff-named-in-complaint'
  | 'praises-criticised'
  | 'apologises-for-praised'
  | 'no-specific'
  | 'sensitive-admission'
  | 'stock-ask-after-complaint'
  | 'repeated-slot'
  | 'invented-remedy';

export interface ReplyProblem {
  code: ReplyProblemCode;
  detail: string;
}

const LINK = /https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|us|uk|biz|info|menu|restaurant)\b/i;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z]/i;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;
const OFFER =
  /\b(?:discount|coupon|voucher|promo(?:tion)? code|gift card|on the house|on us|complimentary|comp(?:ed)? (?:you|your)|free (?:meal|dessert|drink|round|dinner|lunch|entr[eé]e|appetizer|starter|visit|coffee|food)|\d+ ?% off|percent off|refund|credit (?:for|on) your|next (?:meal|visit|round|drink|one) (?:is|'s) on)\b/i;
const ADMISSION =
  /\b(?:our fault|we are liable|we're liable|liability|negligen|we made you (?:sick|ill)|(?:caused|gave you) (?:your|the|food) (?:illness|poisoning|reaction)|admit)\w*/i;
/** Asking what went wrong, which a reply may do only when the guest named nothing that did. */
const STOCK_ASK =
  /what was missing|something was missing|what would have made (?:it|your visit) better|made it a five|what we could have done better|if anything fell short|what went wrong/i;
/** A change the reply says the restaurant is making: a cause or remedy only the owner can vouch for. */
const REMEDY =
  /\b(?:retrain\w*|training (?:our|the) (?:staff|team)|(?:we(?:'re| are)|i'm|i am) (?:reviewing|changing|adjusting|updating|tightening|rethinking|taking a (?:hard |close )?look at)|review our (?:menu|prices|pricing|staffing|procedures|process)|pace the floor|(?:staffing|pacing) for busy|new (?:system|process|procedure)|hir(?:e|ing) more|we(?:'ve| have) (?:changed|fixed|updated|replaced|addressed)|what we can change in the room|so it doesn't happen again|won't happen again|estamos (?:revisando|ajustando|reforzando|mirando|buscando|viendo|cambiando)|hemos (?:reforzado|añadido|cambiado|ajustado)|para que no se repita|revisamos la carta|pr[oó]xima (?:mejora|revisi[oó]n)|repasamos en)\b/i;
const ILLNESS_ECHO = /food poisoning|vomit|diarrh|threw up|hospital|salmonella|e\. ?coli/i;

/** Clause cues: a clause with one of these thanks or praises; with the other it owns a problem. */
const PRAISE_CUE =
  /\b(?:glad|pleased|delighted|thrilled|happy|enjoy(?:ed)?|lov(?:e|ed)|great to (?:hear|read)|good to (?:hear|read)|thanks? (?:you )?for (?:the kind|your kind|the praise|the lovely|the good|the shout|praising)|kind words|means a lot|proud|came through|hit the spot|lived up|worked for you|made your (?:visit|night|evening|day)|stood out|a hit|alegr\w*|encant\w*|disfrut\w*|ilusi[oó]n|orgull\w*|qu[eé] bien)\b/i;
const APOLOGY_CUE =
  /\b(?:sorry|apolog\w*|no excuse|shouldn't have|should not have|fell short|falling short|let you down|not the standard|isn't the standard|not good enough|isn't good enough|on us|unacceptable|not acceptable|disappoint\w*|not up to|wasn't up to|missed the mark|didn't (?:get|live)|fix|put (?:it|this|that) right|siento|sentimos|lament\w*|disculp\w*|no hay excusa|responsabilidad nuestra|no es el nivel|fallad\w*|fallamos|no acertamos)\b/i;

/** Category words a reply may use instead of the guest's own term ("the service" for "our waiter"). */
const CATEGORY_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:the|your) (?:food|meal|dishes|cooking|kitchen)\b/i, 'food'],
  [/\b(?:the|your) (?:service|team|staff)\b/i, 'service'],
  [/\b(?:the|our) (?:atmosphere|ambience|ambiance|room|space|vibe|setting|dining room|decor)\b/i, 'ambience'],
  [/\b(?:the|our) (?:value|prices?|bill)\b/i, 'value'],
  [/\b(?:the|your) (?:drinks|bar|wine|cocktails)\b/i, 'drinks'],
  [/\b(?:the|your) (?:wait|pace|speed)\b|\bquick service\b/i, 'speed'],
  [/\b(?:la|tu|su) (?:comida|cocina)\b/i, 'food'],
  [/\b(?:el|tu|su) (?:servicio|personal)\b|\bla atenci[oó]n\b/i, 'service'],
  [/\bel (?:ambiente|local|sal[oó]n)\b/i, 'ambience'],
  [/\b(?:el|los) precios?\b|calidad-precio|\bla cuenta\b/i, 'value'],
  [/\bla espera\b|\brapidez\b/i, 'speed'],
  [/\blas bebidas\b/i, 'drinks'],
];

const NAME_ALLOWED = new Set(['i', "i'm", "i'll", "i've", "i'd", 'google', 'ok']);
const DISH_HEADS_USED_GENERICALLY = new Set(['dish', 'plate', 'special', 'platter', 'slice', 'roll', 'side']);

function words(text: string): string[] {
  return (foldText(text).match(/[\p{L}\p{N}'’]+/gu) ?? []).map((w) => w.replace(/['’]s$/u, ''));
}

function hasWord(folded: string, word: string): boolean {
  const w = foldText(word).trim();
  if (w === '') return false;
  const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(folded);
}

function singular(word: string): string {
  return word.replace(/(?:es|s)$/u, '');
}

/** Words of a longer term that alone name nothing ("list" of "wine list", "night" of "Friday night"). */
const TOO_GENERAL_TO_NAME = new Set(
  'the and with our your their list night time day place area size options option choices choice bit lot kind type way part side dinner lunch brunch meal food items item experience restaurant'.split(
    ' ',
  ),
);

/** Whether the reply names the guest's term: the whole term or its last word ("the squid" for "crispy squid"). */
export function namesTerm(replyFolded: string, term: string): boolean {
  const folded = foldText(term).trim();
  if (folded.length < 3) return false;
  if (hasWord(replyFolded, folded)) return true;
  if (!folded.includes(' ')) return hasWord(replyFolded, singular(folded)) && singular(folded).length >= 3;
  // "the tempura" names "tempura dinner", "the wine" names "wine list": any word of the term that is a thing.
  return folded
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !TOO_GENERAL_TO_NAME.has(w))
    .some((w) => hasWord(replyFolded, w) || (singular(w).length >= 3 && hasWord(replyFolded, singular(w))));
}

/** The reply's clauses, each marked praise, apology or neither. */
export function replyClauses(body: string): { text: string; stance: 'praise' | 'apology' | 'neutral' }[] {
  const pieces = body
    .split(/(?<=[.!?])\s+|;\s*|,\s+(?:and|but)\s+|\s+(?:but|pero)\s+|\s+while\s+|\s+though\s+/i)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return pieces.map((text) => {
    const apology = APOLOGY_CUE.test(text);
    const praise = PRAISE_CUE.test(text);
    return { text, stance: apology ? 'apology' : praise ? 'praise' : 'neutral' };
  });
}

/** The reply without its greeting line and sign-off: what the opening and closing rules are about. */
export function replyBody(reply: string, signOff = ''): string {
  const paragraphs = reply
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paragraphs.length > 1 && (paragraphs[0] ?? '').length <= 60 && /[,!:]$/.test(paragraphs[0] ?? ''))
    paragraphs.shift();
  const last = paragraphs.at(-1) ?? '';
  if (paragraphs.length > 1 && (/^[—–-]/.test(last) || (signOff.trim() !== '' && last === signOff.trim())))
    paragraphs.pop();
  const body = paragraphs.join(' ');
  // A sign-off written on the body's last line is not the closing sentence either.
  const sign = signOff.trim();
  return sign !== '' && body.endsWith(sign) && body.length > sign.length ? body.slice(0, -sign.length).trim() : body;
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The first four words of the body, folded: two replies in a batch never share one. */
export function openingOf(reply: string, signOff = ''): string {
  return words(replyBody(reply, signOff)).slice(0, 4).join(' ');
}

/** The body's last sentence, folded: two replies in a batch never share one. */
export function closingOf(reply: string, signOff = ''): string {
  return words(sentencesOf(replyBody(reply, signOff)).at(-1) ?? '').join(' ');
}

function staffInReview(input: ReplyCheckInput): string[] {
  const folded = foldText(input.review.text);
  const fromText = findStaff(input.review.text);
  const fromProfile = input.profile.staffMentioned.filter((name) => hasWord(folded, name.split(/\s+/)[0] ?? ''));
  return [...new Set([...fromText, ...fromProfile.map((n) => n.split(/\s+/)[0] ?? n)])].filter((n) => n !== '');
}

function checkPolarity(input: ReplyCheckInput, body: string, problems: ReplyProblem[]): void {
  const judged = input.aspects.filter((a) => a.polarity !== 'neutral');
  for (const clause of replyClauses(body)) {
    if (clause.stance === 'neutral') continue;
    const folded = foldText(clause.text);
    for (const aspect of judged) {
      if (!namesTerm(folded, aspect.term)) continue;
      if (clause.stance === 'praise' && aspect.polarity === 'negative')
        problems.push({ code: 'praises-criticised', detail: `praises "${aspect.term}", which the guest criticised` });
      if (clause.stance === 'apology' && aspect.polarity === 'positive')
        problems.push({
          code: 'apologises-for-praised',
          detail: `apologises for "${aspect.term}", which the guest praised`,
        });
    }
    // "The atmosphere" praised when the guest only complained about the room is the same mistake.
    for (const [pattern, category] of CATEGORY_WORDS) {
      if (!pattern.test(clause.text)) continue;
      const inCategory = judged.filter((a) => aspectOfTerm(a.term) === category && !namesTerm(folded, a.term));
      if (inCategory.length === 0) continue;
      if (clause.stance === 'praise' && inCategory.every((a) => a.polarity === 'negative'))
        problems.push({ code: 'praises-criticised', detail: `praises the ${category}, which the guest criticised` });
      if (clause.stance === 'apology' && inCategory.every((a) => a.polarity === 'positive'))
        problems.push({
          code: 'apologises-for-praised',
          detail: `apologises for the ${category}, which the guest praised`,
        });
    }
  }
}

function checkInventions(input: ReplyCheckInput, body: string, problems: ReplyProblem[]): void {
  const known = foldText(
    [
      input.review.text,
      input.review.authorName,
      input.profile.name,
      input.profile.ownerName,
      input.profile.signOff,
      ...input.profile.signatureItems,
      ...input.profile.staffMentioned,
    ].join(' \n '),
  );
  const knownWords = new Set(words(known).flatMap((w) => [w, singular(w)]));
  for (const word of new Set(words(body))) {
    const base = singular(word);
    const isDish = DISH_HEADS.has(word) || DISH_HEADS.has(base);
    if (isDish && !DISH_HEADS_USED_GENERICALLY.has(base) && !knownWords.has(word) && !knownWords.has(base))
      problems.push({
        code: 'invented-dish',
        detail: `mentions "${word}", which neither the guest nor the profile named`,
      });
  }
  // A capitalised word inside a sentence is a name; it must come from the review or the profile.
  for (const sentence of sentencesOf(body)) {
    const tokens = sentence.split(/\s+/).slice(1);
    for (const raw of tokens) {
      const token = raw.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '').replace(/['’]s$/u, '');
      if (!/^\p{Lu}\p{Ll}+/u.test(token) || NAME_ALLOWED.has(foldText(token))) continue;
      // "Veg-Burger", "Billy-Cheese": a hyphenated name is known when each of its parts is.
      const isKnown = (part: string) => knownWords.has(foldText(part));
      if (!isKnown(token) && !token.split(/[-‐–]/u).every(isKnown))
        problems.push({ code: 'invented-name', detail: `names "${token}", who is not in the review or the profile` });
    }
  }
  for (const number of body.match(/\d+/g) ?? []) {
    if (!known.includes(number))
      problems.push({ code: 'invented-number', detail: `states "${number}", which the guest did not write` });
  }
}

/** "the tasting and the tasting menu", "the chicken and the roast chicken": one thing named twice in a sentence. */
/** Words that open a sentence of thanks or gladness: two sentences of one reply never open with the same one. */
const OPENER_FAMILY =
  /^(?:thank|thanks|so glad|glad|i'?m glad|we'?re glad|so happy|happy|i'?m so glad|it'?s great|great to|we'?re thrilled|so pleased|we are glad|we are so pleased|we are delighted)/;

function repeatedSlot(body: string): string | null {
  const openers = sentencesOf(body)
    .map(
      (sentence) =>
        OPENER_FAMILY.exec(foldText(sentence).replace(/[’]/g, "'"))?.[0]
          ?.replace(/^(?:i'?m |we'?re |so |it'?s )/, '')
          .split(' ')[0],
    )
    .filter((opener): opener is string => opener !== undefined);
  const again = openers.find((opener, k) => openers.indexOf(opener) !== k);
  if (again) return `two sentences open with "${again}"`;
  // "So happy to hear you enjoyed…" then "Glad the portions left you happy": one feeling twice.
  const feelings = sentencesOf(body).filter((sentence) => /\b(?:glad|happy)\b/i.test(sentence));
  if (feelings.length > 1) return 'gladness said twice';
  for (const sentence of sentencesOf(body)) {
    const named = [...foldText(sentence).matchAll(/\bthe ([a-z][a-z' -]*?)(?=,| and |;|\.|$| was| were)/g)].map((m) =>
      (m[1] ?? '').trim(),
    );
    for (const [i, a] of named.entries()) {
      for (const b of named.slice(i + 1)) {
        if (a !== '' && b !== '' && (a === b || ` ${b} `.includes(` ${a} `) || ` ${a} `.includes(` ${b} `)))
          return `"${a}" and "${b}"`;
      }
    }
    // The same frame twice in one sentence ("not being cooked the way it should be … not being cooked …").
    const words = foldText(sentence).match(/[a-z']+/g) ?? [];
    const grams = new Set<string>();
    for (let k = 0; k + 4 <= words.length; k += 1) {
      const gram = words.slice(k, k + 4).join(' ');
      if (grams.has(gram)) return `"${gram}" twice`;
      grams.add(gram);
    }
  }
  return null;
}

function checkWording(input: ReplyCheckInput, body: string, problems: ReplyProblem[]): void {
  const complained = input.aspects.some((a) => a.polarity === 'negative');
  if (complained && STOCK_ASK.test(body))
    problems.push({ code: 'stock-ask-after-complaint', detail: 'asks what went wrong after the guest said what did' });
  const repeated = repeatedSlot(body);
  if (repeated)
    problems.push({ code: 'repeated-slot', detail: `names the same thing twice in one sentence (${repeated})` });
  const remedy = REMEDY.exec(body)?.[0];
  if (remedy && !foldText(input.review.text).includes(foldText(remedy)))
    problems.push({ code: 'invented-remedy', detail: `promises a change the review does not support ("${remedy}")` });
}

/** Every problem with one reply; an empty list means it may be shown to the owner. */
export function checkReply(input: ReplyCheckInput): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  const reply = input.reply.trim();
  if (reply === '') return [{ code: 'empty', detail: 'the reply is empty' }];
  if (utf8Bytes(reply) > GOOGLE_REPLY_LIMIT_BYTES)
    problems.push({ code: 'too-long', detail: `longer than Google's ${GOOGLE_REPLY_LIMIT_BYTES} bytes` });
  if (LINK.test(reply)) problems.push({ code: 'link', detail: 'contains a link (Google removes replies with links)' });
  if (EMAIL.test(reply) || PHONE.test(reply))
    problems.push({ code: 'contact-details', detail: 'contains an email address or phone number' });
  if (OFFER.test(reply)) problems.push({ code: 'offer', detail: 'offers a discount, free item or refund in public' });
  const body = replyBody(reply, input.profile.signOff);
  const sensitive = detectSensitive(input.review.text).length > 0;
  if (sensitive && (ADMISSION.test(body) || ILLNESS_ECHO.test(body)))
    problems.push({ code: 'sensitive-admission', detail: 'admits fault or repeats the details of a sensitive claim' });
  const complaint = sensitive || (input.review.rating !== null && input.review.rating <= 2);
  const bodyFolded = foldText(body);
  for (const name of staffInReview(input)) {
    if (!hasWord(bodyFolded, name)) continue;
    const inApology = replyClauses(body).some((c) => c.stance === 'apology' && hasWord(foldText(c.text), name));
    const criticised = input.aspects.some((a) => foldText(a.term) === foldText(name) && a.polarity === 'negative');
    if (complaint || inApology || criticised)
      problems.push({ code: 'staff-named-in-complaint', detail: `names ${name} in a reply to a complaint` });
  }
  checkPolarity(input, body, problems);
  checkInventions(input, body, problems);
  checkWording(input, body, problems);
  if (
    input.review.text.trim() !== '' &&
    input.aspects.length > 0 &&
    !input.aspects.some((a) => namesTerm(bodyFolded, a.term))
  )
    problems.push({ code: 'no-specific', detail: 'names nothing the guest named' });
  return problems;
}

/** The problems in words a model can act on when it is asked again. */
export function explainProblems(problems: readonly ReplyProblem[]): string {
  return [...new Set(problems.map((p) => p.detail))].join('; ');
}

/** What a batch (one email, one inbox page) and the week before it have already said. */
export interface ReplyMemory {
  openings: Set<string>;
  closings: Set<string>;
  /** Sentence key (`sentenceKey`) → times used this week, this batch included. */
  sentences: Map<string, number>;
  /** Sentence key → times used by this batch alone: what the caller records for the weeks to come. */
  written: Map<string, number>;
}

/** A sentence may appear this many times in a week of replies. */
export const WEEKLY_SENTENCE_LIMIT = 2;

export function emptyReplyMemory(): ReplyMemory {
  return { openings: new Set(), closings: new Set(), sentences: new Map(), written: new Map() };
}

/**
 * A sentence's key in the memory: a SHA-256 of its folded words, so "See you soon!" and "see you soon." are one
 * sentence and a stored week of keys says nothing a reader could take back to the reply. '' for a sentence without
 * words.
 */
export function sentenceKey(sentence: string): string {
  const folded = words(sentence).join(' ');
  return folded === '' ? '' : createHash('sha256').update(folded).digest('base64url').slice(0, 22);
}

/** The keys of a reply's body sentences (greeting and sign-off lines are not sentences of the reply). */
function sentenceKeysOf(reply: string, signOff: string): string[] {
  return sentencesOf(replyBody(reply, signOff))
    .map(sentenceKey)
    .filter((key) => key !== '');
}

/**
 * Whether a piece of a reply would repeat: it opens or closes like a reply of the batch, or one of its sentences has
 * already been used the week's limit.
 */
export function repeatsMemory(text: string, memory: ReplyMemory): boolean {
  if (memory.openings.has(words(text).slice(0, 4).join(' '))) return true;
  if (memory.closings.has(words(sentencesOf(text).at(-1) ?? '').join(' '))) return true;
  return sentencesOf(text).some((s) => (memory.sentences.get(sentenceKey(s)) ?? 0) >= WEEKLY_SENTENCE_LIMIT);
}

/** How many of the reply's sentences have already been used the week's limit. */
export function weekRepeatsOf(reply: string, memory: ReplyMemory, signOff = ''): number {
  return sentenceKeysOf(reply, signOff).filter((key) => (memory.sentences.get(key) ?? 0) >= WEEKLY_SENTENCE_LIMIT)
    .length;
}

/** Whether every sentence of the reply has been used before in the week: the same reply sent again. */
export function repeatsWholeReply(reply: string, memory: ReplyMemory, signOff = ''): boolean {
  const keys = sentenceKeysOf(reply, signOff);
  return keys.length > 0 && keys.every((key) => (memory.sentences.get(key) ?? 0) >= 1);
}

/** Why a reply would repeat the batch or the week, or null when it is fresh. */
export function repetitionOf(reply: string, memory: ReplyMemory, signOff = ''): string | null {
  const opening = openingOf(reply, signOff);
  if (opening !== '' && memory.openings.has(opening)) return `opens like another reply ("${opening}")`;
  const closing = closingOf(reply, signOff);
  if (closing !== '' && memory.closings.has(closing)) return 'closes with the same sentence as another reply';
  if (weekRepeatsOf(reply, memory, signOff) > 0) return 'repeats a sentence used twice this week';
  if (repeatsWholeReply(reply, memory, signOff)) return 'repeats a reply already written this week';
  return null;
}

export function rememberReply(reply: string, memory: ReplyMemory, signOff = ''): void {
  memory.openings.add(openingOf(reply, signOff));
  memory.closings.add(closingOf(reply, signOff));
  for (const key of sentenceKeysOf(reply, signOff)) {
    memory.sentences.set(key, (memory.sentences.get(key) ?? 0) + 1);
    memory.written.set(key, (memory.written.get(key) ?? 0) + 1);
  }
}
