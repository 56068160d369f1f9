import { ownerFirstName } from '#server/features/playbooks/guest-names.ts';
import { type ReplyLanguage, replyLanguageOf } from '#server/features/playbooks/reply-language.ts';
import { createHash } from 'node:crypto';
import type { BrandProfile, ReviewInsight, Theme } from '#contracts/brand.ts';
import { registerOf, readGuest, type GuestReading, readSpanishAspectTerms } from '#server/features/brand/index.ts';
import type { Review } from '#contracts/places.ts';
import { assembleReply } from './replies/byte-limit.ts';
import { english } from './replies/english.ts';
import { applyVoice } from './replies/learned-voice.ts';
import { properCase } from './replies/proper-case.ts';
import { bodyFor, registerFor, type ReplyStyle } from './replies/reply-style.ts';
import { shortName, type ReplyContext, type ReplyKind } from './replies/reply-context.ts';
import { spanish } from './replies/spanish.ts';
import {
  checkReply,
  closingOf,
  openingOf,
  rememberReply,
  repeatsMemory,
  repeatsWholeReply,
  sentencesOf,
  weekRepeatsOf,
  type GuestAspect,
  type ReplyMemory,
} from './reply-checks.ts';
import {
  type ReviewIssue,
  type ReviewSignals,
  NO_TERMS,
  foldText,
  issuePhraseFor,
  readReviewSignals,
} from './review-signals.ts';

/**
 * Offline reply writer: a suggested public owner reply in the brand's voice and the reviewer's language.
 * It names what the guest named, owns problems without excuses, moves negatives offline, offers nothing, keeps
 * private details private, never argues or guesses who wrote it, varies the wording and stays within Google's
 * reply limit. The wording per language is in replies/.
 */

export { GOOGLE_REPLY_LIMIT_BYTES, assembleReply, utf8Bytes } from './replies/byte-limit.ts';
export { dishInSentence } from './replies/reply-context.ts';
export { registerOf, type Register } from '#server/features/brand/index.ts';
export { emptyReplyMemory, type ReplyMemory } from './reply-checks.ts';
export { REPLY_STYLES, type ReplyStyle } from './replies/reply-style.ts';

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

function kindOf(rating: number | null, signals: ReviewSignals, insight: ReviewInsight | null): ReplyKind {
  if (signals.sensitive.length > 0) return 'sensitive';
  return signals.reading ? kindOfReading(rating, signals.reading) : kindOfAnalysis(rating, signals, insight);
}

/** The kind of reply an English review's reading asks for: the stars first, the words where there are none. */
function kindOfReading(rating: number | null, reading: GuestReading): ReplyKind {
  const complaints = reading.complaints.length > 0;
  // Low stars over words that only praise: thank for the praise rather than apologise for nothing.
  if (rating !== null && rating <= 2) return !complaints && reading.praised.length > 0 ? 'mixed' : 'negative';
  if (rating === 3) return 'mixed';
  if (rating !== null) return 'positive';
  if (complaints) return reading.praised.length > 0 ? 'mixed' : 'negative';
  return reading.lean < -0.3 ? 'negative' : 'positive';
}

/** The kind of reply for a review read by the aspect analysis alone (Spanish, or no reading). */
function kindOfAnalysis(rating: number | null, signals: ReviewSignals, insight: ReviewInsight | null): ReplyKind {
  if (rating !== null && rating <= 2) return 'negative';
  if (rating === 3) return 'mixed';
  // Five stars is a happy guest: an analysis that finds a "negative" aspect there is more likely wrong
  // than the guest, and an apology to a delighted reviewer reads as a bot.
  if (rating === 5) return 'positive';
  const doubtful =
    rating === null || insight === null || insight.sentiment === 'mixed' || insight.sentiment === 'negative';
  if (signals.issues.length > 0 && doubtful) return 'mixed';
  if (rating === null && insight && (insight.sentiment === 'negative' || insight.score < -0.2)) return 'negative';
  return 'positive';
}

/**
 * One phrasing of the reply. `leaveOut` names sentences to drop when they are not what the reply is about (the
 * thanks, the action, the invitation, the closing line; never the sentence that names the guest's words, `dropRank: 0`);
 * `style` is the owner's "write it differently" (shorter, warmer, more formal).
 */
function writeReply(
  signals: ReviewSignals,
  kind: ReplyKind,
  ctx: ReplyContext,
  leaveOut?: (text: string) => boolean,
  style?: ReplyStyle,
): string {
  const language = signals.language === 'es' ? spanish : english;
  const greeting = language.greeting(kind, signals.firstName, ctx);
  const written =
    !signals.hasText && kind !== 'sensitive' ? language.starsOnly(kind, ctx) : language.body[kind](signals, ctx);
  const keeps = (part: (typeof written)[number]) => (part.frame === undefined ? part.dropRank === 0 : !part.frame);
  const kept = leaveOut ? written.filter((part) => keeps(part) || !leaveOut(part.text)) : written;
  const chosen = kept.length > 0 ? kept : written.slice(0, 1);
  // The guest's "sunday" or "byob", said back, is written as an owner writes it.
  const body = signals.language === 'es' ? chosen : chosen.map((part) => ({ ...part, text: properCase(part.text) }));
  if (ctx.voice) {
    const voiced = applyVoice(ctx.voice, kind, signals, greeting, body);
    return assembleReply(voiced.greeting, bodyFor(voiced.body, style), ctx.signOff);
  }
  return assembleReply(greeting, bodyFor(body, style), ctx.signOff);
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
  /** Selects among phrasings so similar reviews get different wording. */
  variant: number;
  /**
   * What the batch (one email, one inbox page) and the week before it already said. The reply avoids its openings,
   * closings and twice-used sentences, and is added to it.
   */
  memory?: ReplyMemory;
  /** The owner asked for it written differently: shorter, warmer or more formal than the profile's own register. */
  style?: ReplyStyle;
}

function variantOf(review: Pick<Review, 'id' | 'text'>): number {
  return createHash('sha256').update(`${review.id}\n${review.text}`).digest().readUInt16BE(0);
}

/** How many phrasings the writer tries before settling for the one with the fewest problems. */
const PHRASING_ATTEMPTS = 24;
/** What leaving one framing sentence out of a reply costs, against 1 for a sentence repeated from the batch. */
const LEFT_OUT_COST = 0.6;

/**
 * What the guest named and how, as the reply checks read it: per term, in English and in Spanish. `reading`: the
 * English reading the writer already made (read once per reply, with the restaurant's name known).
 */
export function guestAspectsOf(
  review: Pick<Review, 'text' | 'language'> & { rating?: number | null },
  reading?: GuestReading | null,
): GuestAspect[] {
  if (replyLanguageOf(review) === 'es')
    return readSpanishAspectTerms(review.text).map((t) => ({ term: t.term, polarity: t.polarity }));
  // English: the same manager's reading the writer replies from, so a model's reply is held to it too.
  const read = reading ?? readGuest(review.text, new Set(), review.rating ?? null);
  return read.things.map((t) => ({ term: t.thing.words, polarity: t.polarity }));
}

/**
 * How much a phrasing repeats: a batch's opening or closing, a sentence already used twice this week, or the whole
 * reply already sent this week (every one of its sentences used before: the same praise reply twice).
 */
function repeatsOf(reply: string, memory: ReplyMemory | undefined, signOff: string): number {
  if (!memory) return 0;
  const opening = openingOf(reply, signOff);
  const closing = closingOf(reply, signOff);
  return (
    (opening !== '' && memory.openings.has(opening) ? 1 : 0) +
    (closing !== '' && memory.closings.has(closing) ? 1 : 0) +
    weekRepeatsOf(reply, memory, signOff) +
    (repeatsWholeReply(reply, memory, signOff) ? 2 : 0)
  );
}

/**
 * A suggested public owner reply to one review, ≤ 4,096 UTF-8 bytes, that passes the reply checks: phrasings are
 * tried in turn until one breaks no rule and repeats nothing in `memory`. When every phrasing repeats something (a
 * batch or a week of replies has used up a pool of thanks or closing lines), the repeating sentences that only frame
 * the reply may be left out, each at a cost, so that one used line is dropped but a reply is never cut to its apology
 * alone; what remains repeats as little as possible, and a rule is never broken to avoid a repeat.
 */
export function suggestReply({ review, insight, profile, variant, memory, style }: SuggestReplyInput): string {
  const signals = readReviewSignals(review, insight, profile);
  const kind = kindOf(review.rating, signals, insight);
  const aspects = guestAspectsOf(review, signals.reading);
  // The review itself picks the phrasing, not its place in the email: the first reply of every email would open alike.
  const base = variantOf(review) + (Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0);
  let best = '';
  let bestCost = Number.POSITIVE_INFINITY;
  let namesSomething = false;
  const wholeLength: number[] = [];
  const passes = memory ? [undefined, (text: string) => repeatsMemory(text, memory)] : [undefined];
  for (const [pass, leaveOut] of passes.entries()) {
    if (pass > 0 && bestCost === 0) break;
    for (let attempt = 0; attempt < PHRASING_ATTEMPTS && bestCost > 0; attempt += 1) {
      const written = contextFor(profile, base + attempt, review.rating, signals.language);
      // A warmer or more formal reply is the register the owner asked for, not the one learned from their replies.
      const ctx =
        style === 'warmer' || style === 'more-formal'
          ? { ...written, register: registerFor(written.register, style), voice: null }
          : written;
      const reply = writeReply(signals, kind, ctx, leaveOut, style);
      // Each sentence left out costs a little more than half a repeat: one repeated line is left out rather than
      // said twice in a morning, but a reply is not cut to its apology alone to avoid two. The whole phrasing's
      // length is known from the first pass, which tried every attempt before a second pass runs.
      const sentences = sentencesOf(reply).length;
      if (pass === 0) wholeLength[attempt] = sentences;
      const leftOut = (wholeLength[attempt] ?? sentences) - sentences;
      const all = checkReply({ reply, review, aspects, profile });
      const named = !all.some((p) => p.code === 'no-specific');
      if (pass === 0 && named) namesSomething = true;
      // Naming nothing is the reading's limit, not the phrasing's, unless leaving a sentence out lost the name.
      const problems = all.filter((p) => p.code !== 'no-specific' || (pass > 0 && namesSomething));
      const cost = problems.length * 100 + repeatsOf(reply, memory, ctx.signOff) + LEFT_OUT_COST * leftOut;
      if (cost < bestCost) {
        best = reply;
        bestCost = cost;
      }
    }
  }
  if (memory) rememberReply(best, memory, signOffFor(profile, signals.language));
  return best;
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
    terms: NO_TERMS,
    reading: null,
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
    terms: NO_TERMS,
    reading: null,
  };
  return writeReply(signals, plan.kind, contextFor(profile, variant, plan.rating, 'en'));
}
