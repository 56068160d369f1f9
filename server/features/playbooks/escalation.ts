import type { SensitiveKind } from './review-signals.ts';

/**
 * How the blitz email and the reply page name what a review's words make a case for the owner before any public reply.
 * The playbook's own wording is SENSITIVE_LABEL (document/shared.ts); it differs for staff conduct.
 */
export const ESCALATION_LABEL: Record<SensitiveKind, string> = {
  illness: 'a foodborne-illness claim',
  allergen: 'an allergic reaction',
  'food-safety': 'a food-safety problem',
  discrimination: 'discrimination',
  legal: 'a legal threat',
  injury: 'an injury',
  'staff-conduct': 'a complaint about staff conduct',
};

/** "this review describes an allergic reaction and a legal threat." */
export function escalationSentence(kinds: readonly SensitiveKind[]): string | null {
  if (kinds.length === 0) return null;
  const labels = kinds.map((kind) => ESCALATION_LABEL[kind]);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `this review describes ${list}.`;
}
