/**
 * "Claim a row, do the work, settle it or give it back": the one shape of every exactly-once step (a blitz or Free
 * Forever morning, a review alert, a review sync, a reply being posted). Each feature keeps its own table and says
 * how its row is claimed and released; this says in what order, once.
 *
 * - `claim` takes the row (an insert that conflicts for everyone else, or a conditional update only one runner wins)
 *   and returns its handle, or null when another runner has it: nothing is done then.
 * - `work` runs only for the runner holding the claim.
 * - `settle` records what the work came to (when the work does not record it itself).
 * - `giveBack`, when the work threw, releases the claim so that a later run retries, and says what failed.
 */
export type ClaimOutcome<T, F> =
  { status: 'not-claimed' } | { status: 'done'; value: T } | { status: 'failed'; failure: F };

export interface ClaimedStep<C, T, F> {
  claim: () => Promise<C | null>;
  work: (claimed: C) => Promise<T>;
  settle?: (claimed: C, value: T) => Promise<void>;
  giveBack: (claimed: C, error: unknown) => Promise<F>;
}

export async function underClaim<C, T, F>(step: ClaimedStep<C, T, F>): Promise<ClaimOutcome<T, F>> {
  const claimed = await step.claim();
  if (claimed === null) return { status: 'not-claimed' };
  let value: T;
  try {
    value = await step.work(claimed);
    await step.settle?.(claimed, value);
  } catch (error) {
    return { status: 'failed', failure: await step.giveBack(claimed, error) };
  }
  return { status: 'done', value };
}
