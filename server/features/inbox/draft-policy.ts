/** What decides whether the inbox writes a draft for a review (docs/inbox.md, "The plan rule"). */
export interface DraftPolicyInput {
  /** The restaurant's newest blitz is still running (its 7 days). */
  blitzActive: boolean;
  /** A blitz or Free Forever email already suggested a reply to this review. */
  suggestedByEmail: boolean;
  /** The restaurant is on Starter (its trial or paid): every review gets a draft. */
  starter: boolean;
}

/**
 * May this review get a written draft? On Starter and while the blitz runs, every review; on Free Forever only the
 * one a day an email suggested.
 */
export function mayDraft({ blitzActive, suggestedByEmail, starter }: DraftPolicyInput): boolean {
  return starter || blitzActive || suggestedByEmail;
}
