import type { ResultsEstimate } from '#contracts/owner-results.ts';
import { OWNER_RESULTS_PATH } from '#contracts/owner-results-constants.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { ownerResultsCopy } from '#app/content/owner-results.ts';
import { dollars, percent } from './format.ts';

const copy = ownerResultsCopy.estimate;

/** The average ticket as the page read it: what was typed (kept on an error), and the field's error. */
export interface TicketField {
  value: string;
  error: string | null;
}

/**
 * The ROI calculator's model with the owner's own numbers. The average ticket is a GET form (a plain one: it works
 * without JavaScript and lands back on this section), never stored; the figure is labelled an estimate.
 */
export function EstimateSection({
  placeId,
  estimate,
  ticket,
}: {
  placeId: string;
  estimate: ResultsEstimate;
  ticket: TicketField;
}) {
  const lift = ticket.error ? null : estimate.estimatedMonthlyRevenueLift;
  return (
    <section id="estimate" aria-labelledby="results-estimate" className="mt-10 scroll-mt-24">
      <h2 id="results-estimate" className="text-xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      <div className="mt-4 grid gap-4 rounded-lg border border-border bg-card p-4 md:grid-cols-2">
        <div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{copy.monthlyReviews}</dt>
              <dd className="text-lg font-semibold tabular-nums">{estimate.monthlyReviews.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{copy.responseRate}</dt>
              <dd className="text-lg font-semibold tabular-nums">{percent(estimate.responseRate)}</dd>
            </div>
          </dl>
          <form method="get" action={`${OWNER_RESULTS_PATH}#estimate`} className="mt-4" noValidate>
            <input type="hidden" name="place" value={placeId} />
            <Label htmlFor="results-ticket">{copy.ticketLabel}</Label>
            <div className="mt-1.5 flex gap-2">
              <Input
                id="results-ticket"
                name="ticket"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={ticket.value}
                aria-invalid={ticket.error ? true : undefined}
                aria-describedby={ticket.error ? 'results-ticket-error results-ticket-hint' : 'results-ticket-hint'}
                className="max-w-40"
              />
              <Button type="submit" variant="outline">
                {copy.submit}
              </Button>
            </div>
            {ticket.error ? (
              <p id="results-ticket-error" className="mt-1.5 text-sm font-semibold text-destructive">
                {ticket.error}
              </p>
            ) : null}
            <p id="results-ticket-hint" className="mt-1.5 text-xs text-muted-foreground">
              {copy.ticketHint}
            </p>
          </form>
        </div>
        <EstimateFigure meaningful={estimate.meaningful} lift={lift} />
        <div className="md:col-span-2" data-testid="estimate-assumptions">
          <h3 className="text-sm font-semibold">{copy.assumptions}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {estimate.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The figure, or why there is none: too few reviews to mean anything, or no ticket given yet. */
function EstimateFigure({ meaningful, lift }: { meaningful: boolean; lift: number | null }) {
  return (
    <div className="flex flex-col justify-center rounded-md bg-muted p-4" data-testid="estimate-figure">
      {!meaningful ? (
        <p className="text-sm">{copy.tooFew}</p>
      ) : lift === null ? (
        <p className="text-sm">{copy.ask}</p>
      ) : (
        <>
          <p className="text-sm font-semibold text-muted-foreground">{copy.figureLabel}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">{dollars(lift)}</p>
          <p className="mt-1 text-sm font-semibold">{copy.figureNote}</p>
        </>
      )}
    </div>
  );
}
