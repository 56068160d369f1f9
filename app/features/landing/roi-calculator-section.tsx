import { CheckIcon, ChevronDownIcon, LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { roiCalculator } from '#app/content/landing/roi-calculator.ts';
import { landingSectionIds } from '#app/content/navigation.ts';
import { ROI_INPUT_MAX } from '#contracts/roi-constants.ts';
import type { CurrentRate, RoiResults } from '#contracts/roi.ts';
import { api } from '#app/lib/api-client.ts';
import { cn } from '#app/lib/cn.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { formatUsd } from '#contracts/plan-constants.ts';
import { formatCount, formatPercent } from './format.ts';
import { roiRequestBody, sameRoiRequest, type RoiFormValues } from './roi-form.ts';
import { SectionHeading } from './section-heading.tsx';

/** Waits this long after the last keystroke before asking again: one request per pause, not per digit. */
const RECALCULATE_DEBOUNCE_MS = 250;

type RoiCalculatorSectionProps = {
  /** Results for the preset input, computed on the server by the same function as the API. */
  preset: RoiResults;
  presetValues: RoiFormValues;
};

/** The results for the current values: the preset until a change, then /api/calculate-roi's answer. */
function useRoiResults(values: RoiFormValues, presetValues: RoiFormValues, preset: RoiResults) {
  const [results, setResults] = useState<RoiResults>(preset);
  const [pending, setPending] = useState(false);
  const lastAnswered = useRef<RoiFormValues>(presetValues);

  useEffect(() => {
    if (sameRoiRequest(values, lastAnswered.current)) {
      setPending(false);
      return;
    }
    const controller = new AbortController();
    setPending(true);
    const timer = window.setTimeout(() => {
      api('POST /api/calculate-roi', { body: roiRequestBody(values) }, { signal: controller.signal })
        .then((answer) => {
          lastAnswered.current = values;
          setResults(answer.results);
          setPending(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return; // superseded by a newer change
          console.warn('ROI calculation failed', error);
          setPending(false);
          toast({ variant: 'destructive', ...roiCalculator.errorToast });
        });
    }, RECALCULATE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [values]);

  return { results, pending };
}

/**
 * The ROI calculator (#calculator). Starts with the server-rendered preset; every change
 * re-requests /api/calculate-roi (debounced, stale requests aborted) and replaces the results on success.
 */
export function RoiCalculatorSection({ preset, presetValues }: RoiCalculatorSectionProps) {
  const [values, setValues] = useState<RoiFormValues>(presetValues);
  const { results, pending } = useRoiResults(values, presetValues, preset);
  const update = (patch: Partial<RoiFormValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <section
      id={landingSectionIds.calculator}
      aria-labelledby="calculator-heading"
      className="border-y border-border bg-muted/60 py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="calculator-heading"
          eyebrow={roiCalculator.eyebrow}
          heading={roiCalculator.heading}
          intro={roiCalculator.intro}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
          <RoiInputs values={values} update={update} />
          <div className="flex flex-col gap-6">
            <ResultsCard results={results} pending={pending} />
            <BreakdownCard results={results} />
          </div>
        </div>
      </div>
    </section>
  );
}

function RoiInputs({ values, update }: { values: RoiFormValues; update: (patch: Partial<RoiFormValues>) => void }) {
  const fields = roiCalculator.fields;
  return (
    // Results update as the inputs change: a group of fields, not a form with nothing to submit.
    <div
      role="group"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:sticky lg:top-24 lg:self-start"
      aria-label={roiCalculator.eyebrow}
    >
      <div className="space-y-7">
        <NumberField
          id="roi-reviews"
          label={fields.reviews.label}
          help={fields.reviews.help}
          suffix={fields.reviews.suffix}
          value={values.reviews}
          onChange={(reviews) => update({ reviews })}
        />
        <NumberField
          id="roi-ticket"
          label={fields.ticket.label}
          help={fields.ticket.help}
          prefix={fields.ticket.prefix}
          value={values.ticket}
          onChange={(ticket) => update({ ticket })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-foreground">{fields.currentRate.label}</legend>
          <p className="mt-1 text-sm text-muted-foreground">{fields.currentRate.help}</p>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {fields.currentRate.options.map((option) => (
              <RateOption
                key={option.value}
                value={option.value}
                label={option.label}
                checked={values.currentRate === option.value}
                onSelect={(currentRate) => update({ currentRate })}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}

/** The headline figures, dimmed while a newer answer is on its way, and the call to action. */
function ResultsCard({ results, pending }: { results: RoiResults; pending: boolean }) {
  const { scrollToPlaybookForm } = useSiteNavigation();
  const labels = roiCalculator.results.labels;
  return (
    <div
      className="relative overflow-hidden rounded-2xl bg-forest-900 p-6 text-primary-foreground shadow-lg sm:p-8"
      aria-busy={pending}
      data-testid="roi-results"
    >
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-sans text-sm font-semibold tracking-[0.14em] text-amber uppercase">
          {roiCalculator.results.heading}
        </h3>
        <p
          role="status"
          className={cn(
            'inline-flex items-center gap-1.5 text-xs text-primary-foreground/80 transition-opacity',
            pending ? 'opacity-100' : 'opacity-0',
          )}
        >
          <LoaderCircleIcon className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {pending ? roiCalculator.results.updatingLabel : ''}
        </p>
      </div>
      <dl className={cn('mt-6 grid grid-cols-2 gap-x-6 gap-y-7 transition-opacity', pending && 'opacity-70')}>
        <Result
          label={labels.firstYearRevenue}
          value={formatUsd(results.firstYearRevenue)}
          emphasis
          testId="roi-first-year"
        />
        <Result label={labels.secondYearRevenue} value={formatUsd(results.secondYearRevenue)} emphasis />
        <Result label={labels.roiYear1} value={formatPercent(results.roiYear1)} />
        <Result label={labels.roiYear2} value={formatPercent(results.roiYear2)} />
        <Result label={labels.additionalCustomers} value={formatCount(results.additionalCustomers)} />
        <Result label={labels.timeSaved} value={formatCount(results.timeSaved)} />
      </dl>
      <Button type="button" variant="amber" size="lg" className="mt-8 w-full sm:w-auto" onClick={scrollToPlaybookForm}>
        <SparklesIcon aria-hidden="true" />
        {roiCalculator.ctaLabel}
      </Button>
    </div>
  );
}

/** The breakdown, the month-by-month table behind a toggle, the assumptions and the disclaimer. */
function BreakdownCard({ results }: { results: RoiResults }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h3 className="font-sans text-base font-semibold text-foreground">{roiCalculator.breakdown.heading}</h3>
      <dl className="mt-4 divide-y divide-border text-sm">
        {(Object.keys(roiCalculator.breakdown.labels) as (keyof RoiResults['breakdown'])[]).map((key) => (
          <div key={key} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-muted-foreground">{roiCalculator.breakdown.labels[key]}</dt>
            <dd className="font-semibold text-foreground tabular-nums">
              {isDollarField(key) ? formatUsd(results.breakdown[key]) : formatCount(results.breakdown[key])}
            </dd>
          </div>
        ))}
      </dl>
      <Button
        type="button"
        variant="outline"
        wrap
        className="mt-5 w-full sm:w-auto"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? roiCalculator.table.hideLabel : roiCalculator.table.showLabel}
        <ChevronDownIcon className={cn('transition-transform', showTable && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={tableId} hidden={!showTable} className="mt-5">
        {showTable && <MonthTable months={results.months} />}
      </div>
      <div className="mt-6 border-t border-border pt-6">
        <h3 className="font-sans text-sm font-semibold text-foreground">{roiCalculator.assumptions.heading}</h3>
        <ul className="mt-3 space-y-2 text-sm leading-6 text-muted-foreground">
          {roiCalculator.assumptions.items.map((item) => (
            <li key={item} className="flex gap-2.5">
              <CheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-6 border-t border-border pt-4 text-xs leading-5 text-muted-foreground">
        {roiCalculator.disclaimer}
      </p>
    </div>
  );
}

function isDollarField(key: keyof RoiResults['breakdown']): boolean {
  return key === 'monthlyNewRevenue' || key === 'annualServiceCost' || key === 'timeSavingsValue';
}

function NumberField(props: {
  id: string;
  label: string;
  help: string;
  prefix?: string;
  suffix?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const helpId = `${props.id}-help`;
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium text-foreground">
        {props.label}
      </label>
      <p id={helpId} className="mt-1 text-sm text-muted-foreground">
        {props.help}
      </p>
      <div className="relative mt-3">
        {props.prefix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-base font-semibold text-muted-foreground"
          >
            {props.prefix}
          </span>
        )}
        <Input
          id={props.id}
          type="number"
          inputMode="numeric"
          min={0}
          max={ROI_INPUT_MAX}
          step={1}
          aria-describedby={helpId}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          size="xl"
          variant="figure"
          className={cn(props.prefix && 'pl-8', props.suffix && 'pr-20')}
        />
        {props.suffix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {props.suffix}
          </span>
        )}
      </div>
    </div>
  );
}

function RateOption({
  value,
  label,
  checked,
  onSelect,
}: {
  value: CurrentRate;
  label: string;
  checked: boolean;
  onSelect: (value: CurrentRate) => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-secondary text-secondary-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
      )}
    >
      <input
        type="radio"
        name="currentRate"
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="size-4 accent-primary focus-visible:outline-none"
      />
      {label}
    </label>
  );
}

function Result({
  label,
  value,
  emphasis = false,
  testId,
}: {
  label: string;
  value: string;
  emphasis?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex flex-col-reverse justify-end">
      <dt className="mt-1 text-sm text-primary-foreground/80">{label}</dt>
      <dd
        data-testid={testId}
        className={cn(
          'font-display font-semibold tabular-nums',
          emphasis ? 'text-3xl text-amber sm:text-4xl' : 'text-2xl',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function MonthTable({ months }: { months: RoiResults['months'] }) {
  const columns = roiCalculator.table.columns;
  return (
    <div
      className="max-h-[28rem] overflow-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label={roiCalculator.table.caption}
    >
      <table className="w-full min-w-[32rem] text-sm tabular-nums">
        <caption className="px-4 py-3 text-left text-xs text-muted-foreground">{roiCalculator.table.caption}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {columns.month}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {columns.activeNewCustomers}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {columns.revenue}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {columns.cumulativeRevenue}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {months.map((row) => (
            <tr key={row.month} className={row.month === 12 ? 'bg-secondary/60' : undefined}>
              <th scope="row" className="px-4 py-2 text-left font-medium">
                {row.month}
              </th>
              <td className="px-4 py-2 text-right">{formatCount(row.activeNewCustomers)}</td>
              <td className="px-4 py-2 text-right">{formatUsd(row.revenue)}</td>
              <td className="px-4 py-2 text-right font-semibold">{formatUsd(row.cumulativeRevenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
