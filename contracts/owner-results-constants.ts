/** Values both sides of the owner's results use (zod-free, so the browser may import them). */

/** The results page. */
export const OWNER_RESULTS_PATH = '/inbox/results';
/** Below this many reviews in a period, a rate or a time is shown as "not meaningful yet", with the count. */
export const MIN_MEANINGFUL_REVIEWS = 5;
/** How many calendar months the rating chart and the themes cover. */
export const RESULTS_MONTHS = 12;
/** At most this many reviews are listed behind one theme. */
export const THEME_REVIEWS_LIMIT = 50;
/** How many praised and criticised things the page shows. */
export const RESULTS_THEMES = 8;
