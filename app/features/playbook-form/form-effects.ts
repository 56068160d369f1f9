/**
 * The card's side effects: API calls, storage, toasts, focus and timers. Each reports what happened to the step
 * machine (form-machine.ts) as actions.
 */
import type { Dispatch, RefObject } from 'react';
import type { NavigateFunction } from 'react-router';
import { toast } from '#app/components/ui/use-toast.ts';
import { playbookFlow as copy } from '#app/content/playbook-flow.ts';
import {
  writeCurrentRestaurantId,
  writeGoogleConnect,
  writeLastPlaybook,
  type SavedPlaybookDraft,
} from '#app/shared/playbook-flow/flow-storage.ts';
import type { PlaceDetails, Prediction } from '#contracts/places.ts';
import { profileFromForm } from './brand-form.ts';
import { madeByModel, type FormAction, type FormState, type ReviewState } from './form-machine.ts';
import { hasErrors, validateOwnerContact } from './owner-contact.ts';
import { splitDescription } from './place-text.ts';
import { loadApi, loadFormatStep, loadReviewDialog, type PlaybookApi } from './step-loaders.ts';

/** Step 1 → 2 one second after the analysis; /thank-you 2.5 s after generation starts. */
const STEP_CHANGE_DELAY_MS = 1_000;
const REDIRECT_DELAY_MS = 2_500;

export type FormRuntime = {
  dispatch: Dispatch<FormAction>;
  /** The state as last rendered, for work that finishes after later renders. */
  latest: RefObject<FormState>;
  /** Counts selections, so an older selection's late answers are dropped. */
  selection: RefObject<number>;
  stepTimer: RefObject<number | undefined>;
  redirectTimer: RefObject<number | undefined>;
  navigate: NavigateFunction;
};

/** Picks a suggestion: shows it at once, then its details, then stores the restaurant. */
export async function selectPlace(runtime: FormRuntime, prediction: Prediction, sessionToken: string) {
  const { dispatch } = runtime;
  const selection = ++runtime.selection.current;
  void loadReviewDialog();
  const api = loadApi();
  const fallback = splitDescription(prediction.description);
  const name = prediction.structured_formatting.main_text || fallback.name;
  const address = prediction.structured_formatting.secondary_text || fallback.address;
  dispatch({ type: 'placeChosen', place: { placeId: prediction.place_id, name, address, details: null } });
  let details: PlaceDetails | null = null;
  try {
    details = await (await api).fetchPlaceDetails(prediction.place_id, sessionToken);
  } catch (error) {
    // Fall back to the suggestion's description, split into name and address.
    console.warn('Place details failed; using the suggestion', error);
  }
  if (selection !== runtime.selection.current) return;
  dispatch({
    type: 'placeDetailsSettled',
    place: details
      ? { placeId: details.place_id, name: details.name, address: details.address, details }
      : { placeId: prediction.place_id, name: fallback.name || name, address: fallback.address, details: null },
  });
  try {
    const { storeRestaurant, storeRestaurantFallback } = await api;
    const id = details
      ? await storeRestaurant(details)
      : await storeRestaurantFallback(prediction.place_id, fallback.name || name, fallback.address);
    if (selection !== runtime.selection.current) return;
    dispatch({ type: 'restaurantStored', restaurantId: id });
    writeCurrentRestaurantId(id);
  } catch (error) {
    // Store failures are logged only.
    console.warn('Storing the restaurant failed', error);
  }
}

export function clearSelection(runtime: FormRuntime) {
  runtime.selection.current++;
  runtime.dispatch({ type: 'selectionCleared' });
}

/** Analyses the chosen place and opens the review a second after the answer. */
export async function research(runtime: FormRuntime, state: FormState) {
  const { place, restaurantId } = state;
  if (!place || state.loadingDetails || state.analysing) return;
  const { dispatch } = runtime;
  dispatch({ type: 'researchStarted' });
  try {
    const { researchBrand, storeBrandProfile } = await loadApi();
    const { brandProfile: profile, reviewSource } = await researchBrand({
      name: place.name,
      address: place.address,
      placeId: place.placeId,
      reviews: place.details?.allReviews ?? [],
    });
    dispatch({ type: 'researchSucceeded' });
    toast(copy.research.successToast);
    if (restaurantId) {
      storeBrandProfile({ restaurantId, profile, finalProfile: null })
        .then((brandProfileId) => dispatch({ type: 'brandProfileStored', brandProfileId }))
        .catch((error: unknown) => console.warn('Storing the brand profile failed', error));
    }
    runtime.stepTimer.current = window.setTimeout(
      () => dispatch({ type: 'reviewOpened', profile, reviewSource }),
      STEP_CHANGE_DELAY_MS,
    );
  } catch (error) {
    console.warn('Brand analysis failed', error);
    dispatch({ type: 'researchFailed' });
    toast({ variant: 'destructive', ...copy.research.failureToast });
  }
}

/** Saves the confirmed profile; undefined when saving failed (toasted). */
async function saveFinalProfile(state: FormState, review: ReviewState) {
  const { restaurantId, blitzOptIn } = state;
  const final = profileFromForm(review.profile, review.values);
  let savedId = state.brandProfileId;
  let api: PlaybookApi;
  try {
    api = await loadApi();
    if (savedId) {
      savedId = await api.updateFinalBrandProfile(savedId, final, blitzOptIn);
    } else if (restaurantId) {
      savedId = await api.storeBrandProfile({ restaurantId, profile: review.profile, finalProfile: final, blitzOptIn });
    }
  } catch (error) {
    console.warn('Saving the final profile failed', error);
    toast({ variant: 'destructive', ...copy.review.saveFailedToast });
    return undefined;
  }
  const draft: SavedPlaybookDraft = {
    restaurantId,
    brandProfileId: savedId,
    placeId: state.place?.placeId ?? null,
    blitzOptIn,
    profile: final,
  };
  return { api, draft };
}

/** Checks the owner's contact, saves the profile, starts generation and goes to /thank-you. */
export async function generate(runtime: FormRuntime, state: FormState) {
  const { review } = state;
  if (!review || state.saving) return;
  const { dispatch } = runtime;
  const found = validateOwnerContact(review.values);
  dispatch({ type: 'contactChecked', errors: found });
  if (hasErrors(found)) {
    toast({ variant: 'destructive', ...copy.review.validationToast });
    const field = found.ownerName ? 'ownerName' : 'contactEmail';
    document.querySelector<HTMLElement>(`[role="dialog"] [name="${field}"]`)?.focus();
    return;
  }
  void loadFormatStep();
  dispatch({ type: 'savingStarted' });
  const saved = await saveFinalProfile(state, review);
  if (!saved) {
    dispatch({ type: 'savingFailed' });
    return;
  }
  writeLastPlaybook(saved.draft);
  dispatch({ type: 'generationStarted', draft: saved.draft });
  await startGeneration(runtime, saved.api, saved.draft);
}

async function startGeneration(runtime: FormRuntime, api: PlaybookApi, draft: SavedPlaybookDraft) {
  const { restaurantId } = draft;
  try {
    const answer = await api.generatePlaybook(draft, 'html');
    const usable = answer.success && ('sopContent' in answer ? answer.sopContent.length > 0 : answer.queued);
    if (!usable) throw new Error('Nothing usable in the answer');
    writeGoogleConnect(answer.googleConnectPath ? { path: answer.googleConnectPath, restaurantId } : null);
    runtime.redirectTimer.current = window.setTimeout(() => {
      void runtime.navigate(restaurantId ? `/thank-you?restaurant=${encodeURIComponent(restaurantId)}` : '/thank-you');
    }, REDIRECT_DELAY_MS);
  } catch (error) {
    console.warn('Starting generation failed', error);
    backToReview(runtime);
  }
}

/** Generation goes on in the background: back to the review (or the search when there is none). */
export function backToReview(runtime: FormRuntime) {
  window.clearTimeout(runtime.redirectTimer.current);
  toast(copy.creating.backgroundToast(madeByModel(runtime.latest.current)));
  runtime.dispatch({ type: 'backToReview' });
}

export function tryDifferentFormat(runtime: FormRuntime) {
  window.clearTimeout(runtime.redirectTimer.current);
  runtime.dispatch({ type: 'formatRequested' });
}
