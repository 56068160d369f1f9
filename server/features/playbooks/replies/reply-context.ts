import type { Aspect, BrandVoice } from '#contracts/brand.ts';
import type { Register } from '#server/features/brand/index.ts';
import type { ReviewSignals } from '../review-signals.ts';
import type { Part } from './byte-limit.ts';

export type ReplyKind = 'positive' | 'mixed' | 'negative' | 'sensitive';

export interface ReplyContext {
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

/** One language's phrasing of every kind of reply. */
export interface ReplyLanguageWriter {
  greeting(kind: ReplyKind, name: string | null, ctx: ReplyContext): string;
  body: Record<ReplyKind, (signals: ReviewSignals, ctx: ReplyContext) => Part[]>;
  /** A rating without words (a sensitive review always has words). */
  starsOnly(kind: ReplyKind, ctx: ReplyContext): Part[];
}

/** Deterministic choice among phrasings: `salt` staggers the parts so nearby variants differ in several places. */
export function pick<T>(options: readonly T[], variant: number, salt: number): T {
  const n = options.length;
  const index = (((variant + salt * 3) % n) + n) % n;
  const chosen = options[index];
  if (chosen === undefined) throw new Error('pick from an empty list');
  return chosen;
}

export function capitalise(text: string): string {
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

export function shortName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length <= 60 ? clean : `${clean.slice(0, 57).trimEnd()}…`;
}

/** "Great food" next to "the food arrived cold" would read as a contradiction; praise only what wasn't also a problem. */
export function praisedBesideIssues(signals: ReviewSignals): Aspect[] {
  const troubled = new Set<string>(
    signals.issues.map((i) => (i.aspect === 'signature' || i.aspect === 'order' ? 'food' : i.aspect)),
  );
  return signals.praised.filter((a) => !troubled.has(a));
}
