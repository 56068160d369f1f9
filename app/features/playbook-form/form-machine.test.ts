import { describe, expect, it } from 'vitest';
import type { SavedPlaybookDraft } from '#app/shared/playbook-flow/flow-storage.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import { formValuesFromProfile } from './brand-form.ts';
import {
  formReducer,
  initialFormState,
  madeByModel,
  type FormAction,
  type FormState,
  type Place,
} from './form-machine.ts';

const profile: BrandProfile = {
  name: 'Grand Central Oyster Bar',
  address: '89 E 42nd St, New York, NY 10017',
  vibe: 'Vaulted, bustling, old New York',
  ownerName: '',
  contactEmail: '',
  cuisine: 'Seafood',
  priceTier: '$$$',
  toneOfVoice: ['Warm'],
  signOff: '— The Oyster Bar Team',
  signatureItems: ['Oyster pan roast'],
  strengths: [],
  complaints: [],
  staffMentioned: [],
  ratingDistribution: { '1': 1, '2': 1, '3': 2, '4': 5, '5': 11 },
  averageRating: 4.2,
  reviewCount: 20,
  replyRate: 0.1,
  reviewInsights: [],
  engine: 'offline',
};
const place: Place = { placeId: 'p1', name: 'Oyster Bar', address: '89 E 42nd St', details: null };
const draft: SavedPlaybookDraft = {
  restaurantId: 'r1',
  brandProfileId: 'b1',
  placeId: 'p1',
  blitzOptIn: true,
  profile: { ...profile, ownerName: 'Sam', contactEmail: 'sam@example.com' },
};

function run(...actions: FormAction[]): FormState {
  return actions.reduce(formReducer, initialFormState);
}

const analysed: FormAction[] = [
  { type: 'placeChosen', place },
  { type: 'placeDetailsSettled', place },
  { type: 'restaurantStored', restaurantId: 'r1' },
  { type: 'researchStarted' },
  { type: 'researchSucceeded' },
  { type: 'reviewOpened', profile, reviewSource: 'google' },
];

describe('playbook form step machine', () => {
  it('starts on the search with Blitz opted in', () => {
    expect(initialFormState).toMatchObject({ step: 1, place: null, blitzOptIn: true, review: null, draft: null });
  });

  it('loads the details of a chosen place, then stores the restaurant', () => {
    const chosen = run({ type: 'placeChosen', place });
    expect(chosen).toMatchObject({ place, loadingDetails: true });
    const settled = formReducer(chosen, { type: 'placeDetailsSettled', place: { ...place, name: 'Oyster Bar NYC' } });
    expect(settled).toMatchObject({ loadingDetails: false, place: { name: 'Oyster Bar NYC' } });
    expect(formReducer(settled, { type: 'restaurantStored', restaurantId: 'r1' }).restaurantId).toBe('r1');
  });

  it('clears the place, the loading flag and the restaurant together', () => {
    const state = run(
      { type: 'placeChosen', place },
      { type: 'restaurantStored', restaurantId: 'r1' },
      {
        type: 'selectionCleared',
      },
    );
    expect(state).toMatchObject({ place: null, loadingDetails: false, restaurantId: null });
  });

  it('runs the progress by the timer that ticks, only while analysing', () => {
    expect(run({ type: 'progressTicked', phase: 'rising', draw: 0 }).progress).toBe(0);
    const started = run({ type: 'researchStarted' });
    expect(started).toMatchObject({ analysing: true, progress: 0 });
    expect(formReducer(started, { type: 'progressTicked', phase: 'rising', draw: 0 }).progress).toBe(3);
    const held = { ...started, progress: 80 };
    expect(formReducer(held, { type: 'progressTicked', phase: 'rising', draw: 0.9 }).progress).toBe(80);
    expect(formReducer(held, { type: 'progressTicked', phase: 'creeping', draw: 0 }).progress).toBe(81);
    expect(formReducer(started, { type: 'researchSucceeded' }).progress).toBe(100);
    expect(formReducer(started, { type: 'researchFailed' })).toMatchObject({ step: 1, analysing: false, progress: 0 });
  });

  it('opens the review with the analysed values and no errors shown', () => {
    const state = run(...analysed);
    expect(state.step).toBe(2);
    expect(state).toMatchObject({ analysing: false, progress: 0, restaurantId: 'r1' });
    expect(state.review).toEqual({
      profile,
      reviewSource: 'google',
      values: formValuesFromProfile(profile),
      errors: {},
      showErrors: false,
    });
  });

  it('validates as the owner types only once generation was tried', () => {
    const opened = run(...analysed);
    const values = { ...formValuesFromProfile(profile), ownerName: 'Sam' };
    const typed = formReducer(opened, { type: 'valuesChanged', values });
    expect(typed.review).toMatchObject({ values, errors: {}, showErrors: false });
    const checked = formReducer(typed, { type: 'contactChecked', errors: { contactEmail: 'Required' } });
    expect(checked.review).toMatchObject({ showErrors: true, errors: { contactEmail: 'Required' } });
    const fixed = formReducer(checked, {
      type: 'valuesChanged',
      values: { ...values, contactEmail: 'sam@example.com' },
    });
    expect(fixed.review?.errors).toEqual({});
  });

  it('ignores review actions before there is a brand to review', () => {
    const values = formValuesFromProfile(profile);
    expect(run({ type: 'valuesChanged', values })).toEqual(initialFormState);
    expect(run({ type: 'contactChecked', errors: {} })).toEqual(initialFormState);
  });

  it('keeps the Blitz choice and the stored profile id across analyses', () => {
    const state = run(
      { type: 'blitzOptInChanged', blitzOptIn: false },
      { type: 'brandProfileStored', brandProfileId: 'b1' },
      ...analysed,
    );
    expect(state).toMatchObject({ blitzOptIn: false, brandProfileId: 'b1' });
  });

  it('goes to creating with the saved draft, and back to the review when generation fails', () => {
    const saving = run(...analysed, { type: 'savingStarted' });
    expect(saving.saving).toBe(true);
    expect(formReducer(saving, { type: 'savingFailed' })).toMatchObject({ step: 2, saving: false });
    const creating = formReducer(saving, { type: 'generationStarted', draft });
    expect(creating).toMatchObject({ step: 3, draft, brandProfileId: 'b1', saving: false });
    const format = formReducer(creating, { type: 'formatRequested' });
    expect(format).toMatchObject({ step: 4, draft });
    const back = formReducer(format, { type: 'backToReview' });
    expect(back.step).toBe(2);
    expect(back.review?.profile).toBe(profile);
  });

  it('closes the review to the search, keeping the brand for the dialog', () => {
    const closed = run(...analysed, { type: 'reviewClosed' });
    expect(closed.step).toBe(1);
    expect(closed.review?.profile).toBe(profile);
  });

  it('restores the last playbook on step 4 and falls back to the search without a brand', () => {
    const restored = run({ type: 'lastPlaybookRestored', draft });
    expect(restored).toMatchObject({ step: 4, draft, restaurantId: 'r1' });
    expect(formReducer(restored, { type: 'backToReview' }).step).toBe(1);
  });

  it('asks for a format only with a draft', () => {
    expect(run({ type: 'formatRequested' })).toEqual(initialFormState);
  });

  it('calls the work "AI" only when a model made it', () => {
    expect(madeByModel(initialFormState)).toBe(false);
    expect(madeByModel(run(...analysed))).toBe(false);
    const modelDraft = { ...draft, profile: { ...draft.profile, engine: 'openai' as const } };
    expect(madeByModel(run({ type: 'lastPlaybookRestored', draft: modelDraft }))).toBe(true);
  });
});
