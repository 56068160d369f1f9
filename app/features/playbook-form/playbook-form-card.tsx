import { Suspense, useCallback, useRef } from 'react';
import type { Prediction } from '#contracts/places.ts';
import { playbookFlow as copy } from '#app/content/playbook-flow.ts';
import type { BrandFormValues } from './brand-form.ts';
import * as effects from './form-effects.ts';
import { madeByModel, type FormState } from './form-machine.ts';
import { CreatingStep, FormatStepPanel } from './later-steps.tsx';
import { SearchStep } from './search-step.tsx';
import { LazyBrandReviewDialog } from './step-loaders.ts';
import { usePlaybookForm } from './use-playbook-form.ts';

/** The playbook form card (#playbook-form): a step machine (form-machine.ts) with one component per step. */
export function PlaybookFormCard() {
  const { state, runtime } = usePlaybookForm();
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const { step } = state;
  const select = useCallback(
    (prediction: Prediction, token: string) => void effects.selectPlace(runtime, prediction, token),
    [runtime],
  );
  const clearSelection = useCallback(() => effects.clearSelection(runtime), [runtime]);
  const backToReview = () => effects.backToReview(runtime);
  const closeReview = () => {
    runtime.dispatch({ type: 'reviewClosed' });
    window.setTimeout(() => cardHeadingRef.current?.focus(), 0);
  };

  return (
    <div
      role="region"
      aria-labelledby="playbook-card-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-xl ring-1 ring-forest-900/5 sm:p-8"
    >
      <p className="text-sm font-semibold text-terracotta">
        {step <= 2 ? copy.card.eyebrow : copy.card.stepLabel(step)}
      </p>
      <h2
        id="playbook-card-heading"
        ref={cardHeadingRef}
        tabIndex={-1}
        className="mt-2 text-2xl font-semibold text-foreground outline-none sm:text-[1.75rem]"
      >
        {copy.card.heading}
      </h2>

      {(state.step === 1 || state.step === 2) && (
        <SearchStep
          place={state.place}
          loadingDetails={state.loadingDetails}
          analysing={state.analysing}
          progress={state.progress}
          onSelect={select}
          onClear={clearSelection}
          onResearch={() => void effects.research(runtime, state)}
        />
      )}
      {state.step === 3 && (
        <CreatingStep
          madeByModel={madeByModel(state)}
          name={state.draft.profile.name}
          onTryDifferentFormat={() => effects.tryDifferentFormat(runtime)}
        />
      )}
      {state.step === 4 && <FormatStepPanel draft={state.draft} onFailed={backToReview} />}
      <ReviewDialog
        state={state}
        onChange={(values) => runtime.dispatch({ type: 'valuesChanged', values })}
        onBlitzOptInChange={(blitzOptIn) => runtime.dispatch({ type: 'blitzOptInChanged', blitzOptIn })}
        onClose={closeReview}
        onGenerate={() => void effects.generate(runtime, state)}
      />
    </div>
  );
}

type ReviewDialogProps = {
  state: FormState;
  onChange: (values: BrandFormValues) => void;
  onBlitzOptInChange: (value: boolean) => void;
  onClose: () => void;
  onGenerate: () => void;
};

/** Step 2: the review dialog, mounted (closed) from the first analysis on so it can open again. */
function ReviewDialog({ state, onChange, onBlitzOptInChange, onClose, onGenerate }: ReviewDialogProps) {
  const { review, place } = state;
  if (!review) return null;
  return (
    <Suspense fallback={null}>
      <LazyBrandReviewDialog
        open={state.step === 2}
        profile={review.profile}
        values={review.values}
        onChange={onChange}
        errors={review.showErrors ? review.errors : {}}
        blitzOptIn={state.blitzOptIn}
        onBlitzOptInChange={onBlitzOptInChange}
        reviews={place?.details?.reviews ?? null}
        allReviews={place?.details?.allReviews ?? []}
        reviewSource={review.reviewSource}
        pending={state.saving}
        onClose={onClose}
        onGenerate={onGenerate}
      />
    </Suspense>
  );
}
