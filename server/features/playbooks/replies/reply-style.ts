import type { Register } from '#server/features/brand/index.ts';
import { leastImportant, type Part } from './byte-limit.ts';

/** What an owner may ask of a reply they want written differently. */
export type ReplyStyle = 'shorter' | 'warmer' | 'more-formal';

export const REPLY_STYLES: readonly ReplyStyle[] = ['shorter', 'warmer', 'more-formal'];

/** A shorter reply keeps this many body sentences: the most important ones. */
const SHORTER_BODY_PARTS = 2;

/** The register a restyled reply is written in: warmer moves one step towards casual, more formal goes formal. */
export function registerFor(current: Register, style: ReplyStyle | undefined): Register {
  if (style === 'more-formal') return 'formal';
  if (style === 'warmer') return current === 'formal' ? 'warm' : 'casual';
  return current;
}

/** A shorter reply drops the least important body sentences (the same order the byte limit drops them in). */
export function bodyFor(parts: readonly Part[], style: ReplyStyle | undefined): Part[] {
  const kept = parts.filter((part) => part.text.trim() !== '');
  if (style !== 'shorter') return kept;
  while (kept.length > SHORTER_BODY_PARTS) kept.splice(leastImportant(kept), 1);
  return kept;
}
