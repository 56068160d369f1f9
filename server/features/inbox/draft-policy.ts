/** What decides whether the inbox writes a draft for a review (docs/inbox.md, "The plan rule"). */
export interface DraftPolicyInput {
  /** The restaurant's newest blitz is still running (its 7 days). */
  blitzActive: boolean;
  /** A blitz or Free Forever email already suggested a reply to this review. */
  suggestedByEmail: boolean;
}

/**
 * May this review get a written draft? While the blitz runs, every review; on Free Forever only the one a day an
 * email suggested. The one place a paid plan will answer yes.
 */
export function mayDraft({ blitzActive, suggestedByEmail }: DraftPolicyInput): boolean {
  return blitzActive || suggestedByEmail;
}
