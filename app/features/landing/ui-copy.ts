/**
 * Control labels the landing page needs that app/content does not carry yet (carousel arrows, table toggle state).
 * Kept in one place so they can move into app/content/landing.ts with no component change beyond the import.
 */
export const landingUiCopy = {
  showcasePrevious: 'Previous example',
  showcaseNext: 'Next example',
} as const;
