import { lazy } from 'react';

// The review dialog (step 2) and the format step (step 4) with their dialog, checkbox and focus-trap code are not
// needed to search, so they load when a visitor picks a restaurant or starts generating, not with the page.
export const loadReviewDialog = () => import('./brand-review-dialog.tsx');
/** The calls after step 1, loaded (with the review dialog) when a visitor picks a restaurant. */
export const loadApi = () => import('#app/shared/playbook-flow/playbook-api.ts');
export type PlaybookApi = Awaited<ReturnType<typeof loadApi>>;
export const loadFormatStep = () => import('./format-step.tsx');
export const LazyBrandReviewDialog = lazy(async () => ({ default: (await loadReviewDialog()).BrandReviewDialog }));
export const LazyFormatStep = lazy(async () => ({ default: (await loadFormatStep()).FormatStep }));
