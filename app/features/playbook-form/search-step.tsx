import { LoaderCircleIcon, MapPinIcon, SparklesIcon, StarIcon } from 'lucide-react';
import type { Prediction } from '#contracts/places.ts';
import { Button } from '#app/components/ui/button.tsx';
import { playbookFlow as copy } from '#app/content/playbook-flow.ts';
import { HowItWorksButton } from '#app/shared/how-it-works/how-it-works-button.tsx';
import type { Place } from './form-machine.ts';
import { progressLabel } from './progress.ts';
import { RestaurantSearch } from './restaurant-search.tsx';

type SearchStepProps = {
  place: Place | null;
  loadingDetails: boolean;
  analysing: boolean;
  progress: number;
  onSelect: (prediction: Prediction, sessionToken: string) => void;
  onClear: () => void;
  onResearch: () => void;
};

/** Steps 1 and 2 (the review dialog opens over it): find the restaurant and analyse its reviews. */
export function SearchStep({
  place,
  loadingDetails,
  analysing,
  progress,
  onSelect,
  onClear,
  onResearch,
}: SearchStepProps) {
  return (
    <>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{copy.card.intro}</p>
      <div className="mt-6">
        <RestaurantSearch onSelect={onSelect} onClear={onClear} hasSelection={place !== null} disabled={analysing} />
      </div>
      {place && <PlaceSummary place={place} loadingDetails={loadingDetails} />}
      <Button
        type="button"
        size="lg"
        className="mt-5 w-full"
        disabled={!place || loadingDetails || analysing}
        onClick={onResearch}
      >
        {analysing ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <SparklesIcon aria-hidden="true" />
        )}
        {analysing ? copy.research.pending : copy.research.button}
      </Button>
      {analysing && <ResearchProgress progress={progress} />}
      <div className="mt-5 border-t border-border pt-5">
        <HowItWorksButton variant="outline" className="w-full" />
      </div>
    </>
  );
}

function PlaceSummary({ place, loadingDetails }: { place: Place; loadingDetails: boolean }) {
  return (
    <div className="mt-4 flex items-start gap-3 rounded-xl border border-border bg-muted/60 p-3.5">
      <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-foreground">{place.name}</p>
        {place.address && <p className="text-muted-foreground">{place.address}</p>}
        <p className="mt-1 flex items-center gap-1.5 text-muted-foreground" role="status">
          {loadingDetails ? (
            <>
              <LoaderCircleIcon className="size-3.5 animate-spin" aria-hidden="true" />
              {copy.search.loadingDetails}
            </>
          ) : place.details ? (
            <>
              <StarIcon className="size-3.5 fill-amber text-[#8a6216]" aria-hidden="true" />
              {place.details.rating !== null ? `${place.details.rating.toFixed(1)} · ` : ''}
              {copy.search.detailsReady(place.details.allReviews.length, place.details.source === 'catalogue')}
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

function ResearchProgress({ progress }: { progress: number }) {
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm">
        <span id="research-progress-label" className="font-medium text-foreground">
          {progressLabel(progress)}
        </span>
        <span className="text-muted-foreground" aria-hidden="true">
          {progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="research-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%: ${progressLabel(progress)}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
