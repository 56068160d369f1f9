/**
 * The playbook form card as a step machine: 1 search and analyse, 2 review the brand (a dialog over step 1),
 * 3 creating the playbook, 4 pick a different format. Pure: timers, storage and API calls stay in the card's hooks,
 * which report what happened as actions; the random draw of a progress tick comes in with its action.
 */
import type { SavedPlaybookDraft } from '#app/shared/playbook-flow/flow-storage.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { PlaceDetails } from '#contracts/places.ts';
import type { ResearchBrandResponse } from '#contracts/playbooks.ts';
import { formValuesFromProfile, type BrandFormValues } from './brand-form.ts';
import { validateOwnerContact, type OwnerContactErrors } from './owner-contact.ts';
import { creepProgress, PROGRESS_DONE, tickProgress } from './progress.ts';

export type Place = { placeId: string; name: string; address: string; details: PlaceDetails | null };

/** The analysed brand and the owner's edits to it: made when step 2 opens, kept while the dialog is closed. */
export type ReviewState = {
  profile: BrandProfile;
  reviewSource: ResearchBrandResponse['reviewSource'];
  values: BrandFormValues;
  errors: OwnerContactErrors;
  /** Errors show once the owner has tried to generate. */
  showErrors: boolean;
};

/** What every step carries: the chosen place stays on screen behind the dialog and is read again on the way back. */
type Shared = {
  place: Place | null;
  loadingDetails: boolean;
  restaurantId: string | null;
  brandProfileId: string | null;
  analysing: boolean;
  progress: number;
  review: ReviewState | null;
  blitzOptIn: boolean;
  saving: boolean;
  draft: SavedPlaybookDraft | null;
};

export type SearchStepState = Shared & { step: 1 };
export type ReviewStepState = Shared & { step: 2; review: ReviewState };
export type CreatingStepState = Shared & { step: 3; draft: SavedPlaybookDraft };
export type FormatStepState = Shared & { step: 4; draft: SavedPlaybookDraft };
export type FormState = SearchStepState | ReviewStepState | CreatingStepState | FormatStepState;
export type Step = FormState['step'];
/** The two timers of the progress simulation (see progress.ts). */
export type ProgressTimer = 'rising' | 'creeping';

export type FormAction =
  | { type: 'placeChosen'; place: Place }
  | { type: 'placeDetailsSettled'; place: Place }
  | { type: 'restaurantStored'; restaurantId: string }
  | { type: 'selectionCleared' }
  | { type: 'researchStarted' }
  | { type: 'progressTicked'; phase: ProgressTimer; draw: number }
  | { type: 'researchSucceeded' }
  | { type: 'researchFailed' }
  | { type: 'brandProfileStored'; brandProfileId: string | null }
  | { type: 'reviewOpened'; profile: BrandProfile; reviewSource: ResearchBrandResponse['reviewSource'] }
  | { type: 'valuesChanged'; values: BrandFormValues }
  | { type: 'contactChecked'; errors: OwnerContactErrors }
  | { type: 'blitzOptInChanged'; blitzOptIn: boolean }
  | { type: 'savingStarted' }
  | { type: 'savingFailed' }
  | { type: 'generationStarted'; draft: SavedPlaybookDraft }
  | { type: 'reviewClosed' }
  | { type: 'backToReview' }
  | { type: 'formatRequested' }
  | { type: 'lastPlaybookRestored'; draft: SavedPlaybookDraft };

export const initialFormState: FormState = {
  step: 1,
  place: null,
  loadingDetails: false,
  restaurantId: null,
  brandProfileId: null,
  analysing: false,
  progress: 0,
  review: null,
  blitzOptIn: true,
  saving: false,
  draft: null,
};

/** Step 1, or step 2 when there is a brand to review. */
function reviewOrSearch(state: FormState): FormState {
  return state.review ? { ...state, step: 2, review: state.review } : { ...state, step: 1 };
}

/** The next progress value from the timer of a phase: each timer's step leaves the other phase's values alone. */
function nextProgress(progress: number, phase: ProgressTimer, draw: number): number {
  return phase === 'rising' ? tickProgress(progress, draw) : creepProgress(progress);
}

/** Steps 1 and 2: choosing a place and analysing it. */
function searchReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'placeChosen':
      return { ...state, place: action.place, loadingDetails: true };
    case 'placeDetailsSettled':
      return { ...state, place: action.place, loadingDetails: false };
    case 'restaurantStored':
      return { ...state, restaurantId: action.restaurantId };
    case 'selectionCleared':
      return { ...state, place: null, loadingDetails: false, restaurantId: null };
    case 'researchStarted':
      return { ...state, analysing: true, progress: 0 };
    case 'progressTicked':
      return state.analysing ? { ...state, progress: nextProgress(state.progress, action.phase, action.draw) } : state;
    case 'researchSucceeded':
      return { ...state, progress: PROGRESS_DONE };
    case 'researchFailed':
      return { ...state, analysing: false, progress: 0 };
    default:
      return state;
  }
}

/** Step 2: the review dialog's form. */
function reviewReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'reviewOpened': {
      const review: ReviewState = {
        profile: action.profile,
        reviewSource: action.reviewSource,
        values: formValuesFromProfile(action.profile),
        errors: {},
        showErrors: false,
      };
      return { ...state, step: 2, review, analysing: false, progress: 0 };
    }
    case 'brandProfileStored':
      return { ...state, brandProfileId: action.brandProfileId };
    case 'valuesChanged': {
      if (!state.review) return state;
      const { showErrors } = state.review;
      const errors = showErrors ? validateOwnerContact(action.values) : state.review.errors;
      return { ...state, review: { ...state.review, values: action.values, errors } };
    }
    case 'contactChecked':
      return state.review ? { ...state, review: { ...state.review, errors: action.errors, showErrors: true } } : state;
    case 'blitzOptInChanged':
      return { ...state, blitzOptIn: action.blitzOptIn };
    case 'savingStarted':
      return { ...state, saving: true };
    case 'savingFailed':
      return { ...state, saving: false };
    case 'reviewClosed':
      return { ...state, step: 1 };
    default:
      return searchReducer(state, action);
  }
}

/** Every transition of the card; an action that does not apply leaves the state as it is. */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'generationStarted':
      return {
        ...state,
        step: 3,
        draft: action.draft,
        brandProfileId: action.draft.brandProfileId,
        saving: false,
      };
    case 'backToReview':
      return reviewOrSearch(state);
    case 'formatRequested':
      return state.draft ? { ...state, step: 4, draft: state.draft } : state;
    case 'lastPlaybookRestored':
      return { ...state, step: 4, draft: action.draft, restaurantId: action.draft.restaurantId };
    default:
      return reviewReducer(state, action);
  }
}

/** Only a model's work is called "AI": the engine the server reported for the playbook or, before one, the brand. */
export function madeByModel(state: FormState): boolean {
  const engine = (state.draft?.profile ?? state.review?.profile)?.engine;
  return engine !== undefined && engine !== 'offline';
}
