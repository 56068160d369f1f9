import type { Aspect, ReviewInsight } from '#contracts/brand.ts';
import {
  AFTER_CONTRAST_WEIGHT,
  EN,
  ES,
  globalRules,
  phraseText,
  scoreClause,
  splitClauses,
  type Clause,
  type ClauseResult,
  type Lexicon,
} from './clause-scoring.ts';
import type { PhraseRule } from './lexicon-en.ts';
import { parseEnglish, parseSpanish, type NlpSentence } from './nlp.ts';
import { findAmbience, findDishes, findStaff } from './review-mentions.ts';
import { learnedSentenceScore, SENTIMENT_MODEL, type SentimentModel } from './sentiment-model.ts';

/**
 * Per-review analysis from the review TEXT alone: the star rating is shown beside the
 * result, never used to compute it, so a 5★ review that says "waited an hour" still surfaces the wait.
 */

/** One place in a review where an aspect was judged; the restaurant level picks evidence quotes from these. */
export interface AspectHit {
  aspect: Aspect;
  /** Signed strength: > 0 praise, < 0 complaint, 0 mentioned without judgement. */
  weight: number;
  sentence: string;
  tag?: string;
  subject?: string;
}

export interface ReviewAnalysis {
  insight: ReviewInsight;
  hits: AspectHit[];
  /** Dish/drink names as written (lower case), in order of appearance. */
  signatureMentions: string[];
  staffNames: string[];
  ambienceWords: string[];
  /** The raw reading behind the sentiment: summed sentence scores and the praise/complaint mass of clauses. */
  reading: SentimentReading;
}

export interface SentimentReading {
  total: number;
  positiveMass: number;
  negativeMass: number;
}

export interface AnalyzeOptions {
  /** The learned sentence model added to the rules for English; null reads with the rules alone. */
  model?: SentimentModel | null;
}

/** How far a review with both praise and complaint may lean and still read as mixed, relative to the smaller side. */
const MIXED_MAX_LEAN = 0.75;
/** Below this summed score a review carries no leaning worth reporting. */
const NEUTRAL_MAX_TOTAL = 0.1;
/** wink's generic sentence score is a fallback: it decides only where our lexicon is silent. */
const GENERIC_WEIGHT_WHEN_SILENT = 2;
const GENERIC_WEIGHT_WITH_EVIDENCE = 0.4;

function polarityOf(weight: number): 'positive' | 'negative' | 'neutral' {
  if (weight >= 0.75) return 'positive';
  if (weight <= -0.75) return 'negative';
  return 'neutral';
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A review's overall sentiment from its reading. */
export function decideSentiment(reading: SentimentReading): { sentiment: ReviewInsight['sentiment']; score: number } {
  const score = round(Math.tanh(reading.total / 4));
  const bigger = Math.max(reading.positiveMass, reading.negativeMass);
  const smaller = Math.min(reading.positiveMass, reading.negativeMass);
  let sentiment: ReviewInsight['sentiment'];
  // Mixed only when praise and complaint are both substantial and neither clearly carries the review;
  // any clear leaning is committed to, and only a reading with next to no evidence is neutral.
  if (smaller >= 1.5 && smaller / bigger >= 0.35 && Math.abs(reading.total) < MIXED_MAX_LEAN * smaller)
    sentiment = 'mixed';
  else if (Math.abs(reading.total) < NEUTRAL_MAX_TOTAL) sentiment = 'neutral';
  else sentiment = reading.total > 0 ? 'positive' : 'negative';
  return { sentiment, score };
}

function emptyAnalysis(): ReviewAnalysis {
  return {
    insight: { sentiment: 'neutral', score: 0, aspects: [] },
    hits: [],
    signatureMentions: [],
    staffNames: [],
    ambienceWords: [],
    reading: { total: 0, positiveMass: 0, negativeMass: 0 },
  };
}

/** How one review is read: its lexicon, the phrase rules that can match it and the learned model (English only). */
interface ReadingSetup {
  lexicon: Lexicon;
  isEnglish: boolean;
  rules: { rule: PhraseRule; re: RegExp }[];
  model: SentimentModel | null;
}

/** What the sentences add up to, sentence by sentence. */
interface Tally extends SentimentReading {
  hits: AspectHit[];
  staffNames: string[];
  signatureMentions: string[];
}

type ScoredClause = { clause: Clause; result: ClauseResult };

/** A sentence's score: its clauses weighted, wink's generic score, the learned reading, and the contrast weight. */
function sentenceScoreOf(sentence: NlpSentence, scored: readonly ScoredClause[], setup: ReadingSetup): number {
  const startsWithContrast = setup.lexicon.contrastAfter.has(sentence.tokens[0]?.normal ?? '');
  const sentenceWeight = startsWithContrast ? AFTER_CONTRAST_WEIGHT : 1;
  let sentenceScore = 0;
  let evidence = 0;
  for (const { clause, result } of scored) {
    sentenceScore += clause.weight * result.score;
    evidence += result.evidence;
  }
  sentenceScore += sentence.genericScore * (evidence > 0 ? GENERIC_WEIGHT_WITH_EVIDENCE : GENERIC_WEIGHT_WHEN_SILENT);
  // The learned reading adds what word statistics from real reviews know and the rules do not.
  if (setup.isEnglish && setup.model !== null) sentenceScore += learnedSentenceScore(sentence.tokens, setup.model);
  return sentenceScore * sentenceWeight;
}

/** The aspect, tag, staff and dish hits of one clause. */
function addClauseHits({ clause, result }: ScoredClause, genericScore: number, quote: string, tally: Tally): void {
  const clauseScore = result.evidence > 0 ? result.score : genericScore * GENERIC_WEIGHT_WHEN_SILENT;
  // Where our lexicon was silent, the aspects a clause mentions take wink's generic reading of it.
  for (const [aspect, weight] of result.aspects)
    tally.hits.push({ aspect, weight: result.evidence > 0 ? weight : clauseScore, sentence: quote });
  for (const { tag, score, aspects } of result.tags) {
    // A pattern without aspects of its own ("too loud", "never again") is about what the clause mentions.
    const targets = aspects.length > 0 ? aspects : [...result.aspects.keys()];
    for (const aspect of targets) tally.hits.push({ aspect, weight: score, sentence: quote, tag });
  }
  const clauseText = clause.tokens.map((t) => t.value).join(' ');
  for (const name of findStaff(clauseText)) {
    if (!tally.staffNames.includes(name)) tally.staffNames.push(name);
    tally.hits.push({ aspect: 'staff', weight: clauseScore, sentence: quote, subject: name });
  }
  for (const dish of findDishes(clause.tokens)) {
    tally.signatureMentions.push(dish);
    tally.hits.push({ aspect: 'signature', weight: clauseScore, sentence: quote, subject: dish });
  }
}

function readSentence(sentence: NlpSentence, setup: ReadingSetup, tally: Tally): void {
  const scored = splitClauses(sentence.tokens, setup.lexicon).map((clause) => ({
    clause,
    result: scoreClause(clause.tokens, setup.lexicon, setup.isEnglish, setup.rules),
  }));
  const sentenceScore = sentenceScoreOf(sentence, scored, setup);
  tally.total += sentenceScore;
  for (const { result } of scored) {
    if (result.score > 0.5) tally.positiveMass += result.score;
    if (result.score < -0.5) tally.negativeMass -= result.score;
  }
  const quote = sentence.text.trim();
  for (const entry of scored) addClauseHits(entry, sentence.genericScore, quote, tally);
  // Names split across clause boundaries ("our server, Luis, was great") are caught on the whole sentence.
  for (const name of findStaff(quote)) {
    if (tally.staffNames.includes(name)) continue;
    tally.staffNames.push(name);
    tally.hits.push({ aspect: 'staff', weight: sentenceScore, sentence: quote, subject: name });
  }
}

/** Each aspect (and each named dish or person) with its summed untagged weight, as a polarity. */
function aspectsOf(hits: readonly AspectHit[]): ReviewInsight['aspects'] {
  const byAspect = new Map<string, { aspect: Aspect; subject?: string; weight: number }>();
  for (const hit of hits) {
    const key = `${hit.aspect}|${hit.subject ?? ''}`;
    const entry = byAspect.get(key) ?? {
      aspect: hit.aspect,
      ...(hit.subject === undefined ? {} : { subject: hit.subject }),
      weight: 0,
    };
    if (hit.tag === undefined) entry.weight += hit.weight;
    byAspect.set(key, entry);
  }
  return [...byAspect.values()].map((entry) => ({
    aspect: entry.aspect,
    sentiment: polarityOf(entry.weight),
    ...(entry.subject === undefined ? {} : { subject: entry.subject }),
  }));
}

/** Analyses one review's text. `language` is the review's BCP-47 code: "es…" uses the Spanish lexicon. */
export function analyzeReviewText(text: string, language = 'en', options: AnalyzeOptions = {}): ReviewAnalysis {
  const trimmed = text.trim();
  if (trimmed.length === 0) return emptyAnalysis();
  const isEnglish = !language.toLowerCase().startsWith('es');
  const lexicon = isEnglish ? EN : ES;
  const sentences = isEnglish ? parseEnglish(trimmed) : parseSpanish(trimmed);
  // A clause's text is a contiguous piece of the review's text, so a rule that cannot match the whole
  // review cannot match any clause: test each rule once per review, not once per clause.
  const fullText = sentences.map((sentence) => phraseText(sentence.tokens).text).join(' ');
  const setup: ReadingSetup = {
    lexicon,
    isEnglish,
    rules: globalRules(lexicon.phrases).filter(({ rule }) => rule.re.test(fullText)),
    model: options.model === undefined ? SENTIMENT_MODEL : options.model,
  };
  const tally: Tally = { total: 0, positiveMass: 0, negativeMass: 0, hits: [], staffNames: [], signatureMentions: [] };
  for (const sentence of sentences) readSentence(sentence, setup, tally);

  const reading: SentimentReading = {
    total: tally.total,
    positiveMass: tally.positiveMass,
    negativeMass: tally.negativeMass,
  };
  const { sentiment, score } = decideSentiment(reading);
  return {
    insight: { sentiment, score, aspects: aspectsOf(tally.hits) },
    hits: tally.hits,
    signatureMentions: tally.signatureMentions,
    staffNames: tally.staffNames,
    ambienceWords: findAmbience(trimmed),
    reading,
  };
}

/** The per-review insight shown in the review modal (contracts/brand.ts `reviewInsightSchema`). */
export function analyzeReview(text: string, language = 'en'): ReviewInsight {
  return analyzeReviewText(text, language).insight;
}
