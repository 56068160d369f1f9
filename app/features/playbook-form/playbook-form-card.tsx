import { CheckCircle2Icon, LoaderCircleIcon, MapPinIcon, RefreshCwIcon, SparklesIcon, StarIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { playbookFlow } from '#app/content/playbook-flow.ts';
import { HowItWorksButton } from '#app/shared/how-it-works/how-it-works-button.tsx';
import {
  readLastPlaybook,
  writeCurrentRestaurantId,
  writeGoogleConnect,
  writeLastPlaybook,
  type PlaybookCardState,
  type SavedPlaybookDraft,
} from '#app/shared/playbook-flow/flow-storage.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { PlaceDetails, Prediction } from '#contracts/places.ts';
import type { ResearchBrandResponse } from '#contracts/playbooks.ts';
import { formValuesFromProfile, profileFromForm, type BrandFormValues } from './brand-form.ts';
import { hasErrors, validateOwnerContact, type OwnerContactErrors } from './owner-contact.ts';
import { splitDescription } from './place-text.ts';
import {
  creepProgress,
  progressLabel,
  progressPhase,
  PROGRESS_CREEP_MS,
  PROGRESS_DONE,
  PROGRESS_TICK_MS,
  tickProgress,
} from './progress.ts';
import { RestaurantSearch } from './restaurant-search.tsx';

// The review dialog (step 2) and the format step (step 4) with their dialog, checkbox and focus-trap code are not
// needed to search, so they load when a visitor picks a restaurant or starts generating, not with the page.
const loadReviewDialog = () => import('./brand-review-dialog.tsx');
/** The calls after step 1, loaded (with the review dialog) when a visitor picks a restaurant. */
const loadApi = () => import('#app/shared/playbook-flow/playbook-api.ts');
const loadFormatStep = () => import('./format-step.tsx');
const BrandReviewDialog = lazy(async () => ({ default: (await loadReviewDialog()).BrandReviewDialog }));
const FormatStep = lazy(async () => ({ default: (await loadFormatStep()).FormatStep }));

/** Step 1 → 2 one second after the analysis; /thank-you 2.5 s after generation starts. */
const STEP_CHANGE_DELAY_MS = 1_000;
const REDIRECT_DELAY_MS = 2_500;

type Place = { placeId: string; name: string; address: string; details: PlaceDetails | null };
type Step = 1 | 2 | 3 | 4;

/** The playbook form card (#playbook-form). */
export function PlaybookFormCard() {
  const navigate = useNavigate();
  const location = useLocation();
  const copy = playbookFlow;
  const [step, setStep] = useState<Step>(1);
  const [place, setPlace] = useState<Place | null>(null);
  const [loadingDetails, setLoadingDetails] = useState(false);
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [progress, setProgress] = useState(0);
  const [profile, setProfile] = useState<BrandProfile | null>(null);
  const [reviewSource, setReviewSource] = useState<ResearchBrandResponse['reviewSource']>(null);
  const [brandProfileId, setBrandProfileId] = useState<string | null>(null);
  const [values, setValues] = useState<BrandFormValues | null>(null);
  const [errors, setErrors] = useState<OwnerContactErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [blitzOptIn, setBlitzOptIn] = useState(true);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<SavedPlaybookDraft | null>(null);
  const selectionRef = useRef(0);
  const redirectTimer = useRef<number | undefined>(undefined);
  const stepTimer = useRef<number | undefined>(undefined);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  // The engine the server reported for this analysis: only a model's work is called "AI".
  const engine = (draft?.profile ?? profile)?.engine;
  const madeByModel = engine !== undefined && engine !== 'offline';

  useEffect(
    () => () => {
      window.clearTimeout(redirectTimer.current);
      window.clearTimeout(stepTimer.current);
    },
    [],
  );

  // Coming back from /thank-you with "Try a different format": step 4 with the last playbook's restaurant.
  const wantsFormat = (location.state as PlaybookCardState | null)?.tryDifferentFormat === true;
  useEffect(() => {
    if (!wantsFormat) return;
    const saved = readLastPlaybook();
    if (!saved) return;
    void loadFormatStep();
    setDraft(saved);
    setRestaurantId(saved.restaurantId);
    setStep(4);
  }, [wantsFormat]);

  // The progress simulation: 600 ms ticks to 80, then +1 per 1.2 s to 99.
  const phase = progressPhase(progress);
  useEffect(() => {
    if (!analysing || phase === 'done') return;
    const timer =
      phase === 'rising'
        ? window.setInterval(() => setProgress((value) => tickProgress(value, Math.random())), PROGRESS_TICK_MS)
        : window.setInterval(() => setProgress((value) => creepProgress(value)), PROGRESS_CREEP_MS);
    return () => window.clearInterval(timer);
  }, [analysing, phase]);

  const select = useCallback(async (prediction: Prediction, sessionToken: string) => {
    const selection = ++selectionRef.current;
    void loadReviewDialog();
    const api = loadApi();
    const fallback = splitDescription(prediction.description);
    const name = prediction.structured_formatting.main_text || fallback.name;
    setPlace({
      placeId: prediction.place_id,
      name,
      address: prediction.structured_formatting.secondary_text || fallback.address,
      details: null,
    });
    setLoadingDetails(true);
    let details: PlaceDetails | null = null;
    try {
      details = await (await api).fetchPlaceDetails(prediction.place_id, sessionToken);
    } catch (error) {
      // Fall back to the suggestion's description, split into name and address.
      console.warn('Place details failed; using the suggestion', error);
    }
    if (selection !== selectionRef.current) return;
    setPlace(
      details
        ? { placeId: details.place_id, name: details.name, address: details.address, details }
        : { placeId: prediction.place_id, name: fallback.name || name, address: fallback.address, details: null },
    );
    setLoadingDetails(false);
    try {
      const { storeRestaurant, storeRestaurantFallback } = await api;
      const id = details
        ? await storeRestaurant(details)
        : await storeRestaurantFallback(prediction.place_id, fallback.name || name, fallback.address);
      if (selection !== selectionRef.current) return;
      setRestaurantId(id);
      writeCurrentRestaurantId(id);
    } catch (error) {
      // Store failures are logged only.
      console.warn('Storing the restaurant failed', error);
    }
  }, []);

  const clearSelection = useCallback(() => {
    selectionRef.current++;
    setPlace(null);
    setLoadingDetails(false);
    setRestaurantId(null);
  }, []);

  async function research() {
    if (!place || loadingDetails || analysing) return;
    setAnalysing(true);
    setProgress(0);
    try {
      const { researchBrand, storeBrandProfile } = await loadApi();
      const { brandProfile: brand, reviewSource: analysedSource } = await researchBrand({
        name: place.name,
        address: place.address,
        placeId: place.placeId,
        reviews: place.details?.allReviews ?? [],
      });
      setProgress(PROGRESS_DONE);
      toast(copy.research.successToast);
      if (restaurantId) {
        storeBrandProfile({ restaurantId, profile: brand, finalProfile: null })
          .then(setBrandProfileId)
          .catch((error: unknown) => console.warn('Storing the brand profile failed', error));
      }
      stepTimer.current = window.setTimeout(() => {
        setProfile(brand);
        setReviewSource(analysedSource);
        setValues(formValuesFromProfile(brand));
        setErrors({});
        setShowErrors(false);
        setAnalysing(false);
        setProgress(0);
        setStep(2);
      }, STEP_CHANGE_DELAY_MS);
    } catch (error) {
      console.warn('Brand analysis failed', error);
      setAnalysing(false);
      setProgress(0);
      toast({ variant: 'destructive', ...copy.research.failureToast });
    }
  }

  function changeValues(next: BrandFormValues) {
    setValues(next);
    if (showErrors) setErrors(validateOwnerContact(next));
  }

  async function generate() {
    if (!profile || !values || saving) return;
    const found = validateOwnerContact(values);
    setErrors(found);
    setShowErrors(true);
    if (hasErrors(found)) {
      toast({ variant: 'destructive', ...copy.review.validationToast });
      const field = found.ownerName ? 'ownerName' : 'contactEmail';
      document.querySelector<HTMLElement>(`[role="dialog"] [name="${field}"]`)?.focus();
      return;
    }
    const final = profileFromForm(profile, values);
    void loadFormatStep();
    setSaving(true);
    let savedId = brandProfileId;
    let api: Awaited<ReturnType<typeof loadApi>>;
    try {
      api = await loadApi();
      const { updateFinalBrandProfile, storeBrandProfile } = api;
      if (savedId) {
        savedId = await updateFinalBrandProfile(savedId, final, blitzOptIn);
      } else if (restaurantId) {
        savedId = await storeBrandProfile({ restaurantId, profile, finalProfile: final, blitzOptIn });
      }
      setBrandProfileId(savedId);
    } catch (error) {
      console.warn('Saving the final profile failed', error);
      toast({ variant: 'destructive', ...copy.review.saveFailedToast });
      setSaving(false);
      return;
    }
    const nextDraft: SavedPlaybookDraft = {
      restaurantId,
      brandProfileId: savedId,
      placeId: place?.placeId ?? null,
      blitzOptIn,
      profile: final,
    };
    setDraft(nextDraft);
    writeLastPlaybook(nextDraft);
    setStep(3);
    setSaving(false);
    try {
      const answer = await api.generateSop(nextDraft, 'html');
      const usable = answer.success && ('sopContent' in answer ? answer.sopContent.length > 0 : answer.queued);
      if (!usable) throw new Error('Nothing usable in the answer');
      writeGoogleConnect(answer.googleConnectPath ? { path: answer.googleConnectPath, restaurantId } : null);
      redirectTimer.current = window.setTimeout(() => {
        void navigate(restaurantId ? `/thank-you?restaurant=${encodeURIComponent(restaurantId)}` : '/thank-you');
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      console.warn('Starting generation failed', error);
      backToReview();
    }
  }

  function backToReview() {
    window.clearTimeout(redirectTimer.current);
    toast(copy.creating.backgroundToast(madeByModel));
    if (profile) setStep(2);
    else setStep(1);
  }

  function tryDifferentFormat() {
    window.clearTimeout(redirectTimer.current);
    setStep(4);
  }

  function closeReview() {
    setStep(1);
    window.setTimeout(() => cardHeadingRef.current?.focus(), 0);
  }

  const researchDisabled = !place || loadingDetails || analysing;
  const reviewTotal = place?.details ? place.details.allReviews.length : null;

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

      {step <= 2 && (
        <>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{copy.card.intro}</p>
          <div className="mt-6">
            <RestaurantSearch
              onSelect={(prediction, token) => void select(prediction, token)}
              onClear={clearSelection}
              hasSelection={place !== null}
              disabled={analysing}
            />
          </div>
          {place && (
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
                      {copy.search.detailsReady(reviewTotal ?? 0, place.details.source === 'catalogue')}
                    </>
                  ) : null}
                </p>
              </div>
            </div>
          )}
          <Button
            type="button"
            size="lg"
            className="mt-5 w-full"
            disabled={researchDisabled}
            onClick={() => void research()}
          >
            {analysing ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <SparklesIcon aria-hidden="true" />
            )}
            {analysing ? copy.research.pending : copy.research.button}
          </Button>
          {analysing && (
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
          )}
          <div className="mt-5 border-t border-border pt-5">
            <HowItWorksButton variant="outline" className="w-full" />
          </div>
        </>
      )}

      {step === 3 && (
        <div role="status" className="mt-6 flex flex-col items-center text-center">
          <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
            <LoaderCircleIcon className="size-9 animate-spin" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-display text-xl font-semibold text-foreground">
            {copy.creating.title(madeByModel)}
          </h3>
          <p className="mt-2 max-w-sm text-sm leading-6 text-muted-foreground">
            {copy.creating.body(draft?.profile.name ?? place?.name ?? '')}
          </p>
          <Button type="button" variant="outline" className="mt-5" onClick={tryDifferentFormat}>
            <RefreshCwIcon aria-hidden="true" />
            {copy.creating.tryDifferentFormat}
          </Button>
        </div>
      )}

      {step === 4 && draft && (
        <div className="mt-6">
          <p className="mb-4 flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2Icon className="size-4 text-primary" aria-hidden="true" />
            {draft.profile.name}
          </p>
          <Suspense fallback={<StepLoading />}>
            <FormatStep draft={draft} onFailed={backToReview} />
          </Suspense>
        </div>
      )}

      {profile && values && (
        <Suspense fallback={null}>
          <BrandReviewDialog
            open={step === 2}
            profile={profile}
            values={values}
            onChange={changeValues}
            errors={showErrors ? errors : {}}
            blitzOptIn={blitzOptIn}
            onBlitzOptInChange={setBlitzOptIn}
            reviews={place?.details?.reviews ?? null}
            allReviews={place?.details?.allReviews ?? []}
            reviewSource={reviewSource}
            pending={saving}
            onClose={closeReview}
            onGenerate={() => void generate()}
          />
        </Suspense>
      )}
    </div>
  );
}

function StepLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
      {playbookFlow.card.loadingStep}
    </p>
  );
}
