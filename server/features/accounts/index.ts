/** The accounts feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { registerAccountJobs } from './account-jobs.ts';
export { knownDeviceCookie, knownDeviceFor } from './known-device.ts';
export { createOwnerServices } from './owner-services.ts';
export { currentOwner, requestOwnerSignIn } from './owner-sign-in.ts';
export {
  clearedSessionCookie,
  csrfTokenFor,
  csrfTokenMatches,
  newSecretToken,
  revokeSessions,
  sha256Hex,
} from './sessions.ts';
export {
  limitWait,
  rateLimitedMessage,
  SIGN_IN_ADDRESS_CEILING,
  SIGN_IN_PER_ADDRESS_AND_CLIENT,
  SIGN_IN_PER_CLIENT,
  signInRequestWait,
  signInStepWait,
} from './sign-in-limits.ts';
export { inspectSignInLink, redeemSignInLink, SIGN_IN_LINK_MINUTES } from './sign-in-links.ts';
export { mailSignInLink } from './sign-in-mail.ts';
export { type SignInLinkPress } from './sign-in-links.ts';
export * as sessions from './sessions.ts';
