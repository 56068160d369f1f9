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
  security: 'a theft or a guest who felt unsafe',
};

/**
 * What the owner does in the restaurant before the reply goes public, after the playbook's escalation rules ("First
 * two hours"): with the team and the records, never with the reviewer, whom Google gives no private way to reach.
 */
export const ESCALATION_FIRST_STEP: Record<SensitiveKind, string> = {
  illness: 'pull the ticket of that visit and check the temperature and prep logs of that service',
  allergen: 'find the dish and its allergen records, and talk to the server and the cook who were on shift',
  'food-safety': 'check the station and the batch, and photograph and log what you find',
  discrimination: 'talk to each member of staff involved, one at a time, and write down what each says',
  legal: 'speak to your lawyer or insurer',
  injury: 'write down what happened and who was on shift, and call your insurer',
  'staff-conduct': 'talk to the member of staff involved, away from the team, and write down what they say',
  security:
    'write down what happened and who was on shift, keep any camera footage of that service, and tell your insurer',
};

function joinAnd(items: readonly string[]): string {
  return items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the emails say after "Before you post:" for a review flagged for escalation: what it describes and what to check
 * first. "this review describes an allergic reaction and a legal threat, so find the dish …; and speak to your lawyer
 * or insurer."
 */
export function escalationSentence(kinds: readonly SensitiveKind[]): string | null {
  if (kinds.length === 0) return null;
  const labels = joinAnd(kinds.map((kind) => ESCALATION_LABEL[kind]));
  const steps = kinds.map((kind) => ESCALATION_FIRST_STEP[kind]);
  const todo = steps.length === 1 ? steps[0] : `${steps.slice(0, -1).join('; ')}; and ${steps.at(-1)}`;
  return `this review describes ${labels}, so ${todo}.`;
}
