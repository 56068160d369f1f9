/**
 * Anti-abuse without CAPTCHAs: a honeypot field people never see, and a minimum time between the
 * form rendering and its submission. Pure: the caller passes the clock.
 */

export const MIN_TIME_TO_SUBMIT_MS = 3_000;
export const TOO_FAST_MESSAGE = 'Please take a moment to check your details and submit again.';

/** The hidden `website` field: people leave it empty; form-filling bots tend to fill every field. */
export function isHoneypotFilled(website: string | undefined): boolean {
  return website !== undefined && website.trim() !== '';
}

/** True when the form says it rendered less than 3 s ago (a render time in the future counts too: it is forged). */
export function isSubmittedTooFast(renderedAt: number | undefined, now: Date): boolean {
  return renderedAt !== undefined && now.getTime() - renderedAt < MIN_TIME_TO_SUBMIT_MS;
}
