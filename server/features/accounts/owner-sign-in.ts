import { isOwnerAddress, maskEmail, normalizeEmail } from '#server/features/owners/index.ts';
import type {
  OwnerIdentity,
  OwnerSignInLinkView,
  OwnerSignInRequestResult,
  OwnerSignInResult,
} from '#contracts/accounts.ts';
import { OWNER_HOME_PATH, OWNER_SIGN_IN_PATH } from '#contracts/account-constants.ts';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '#contracts/email-constants.ts';
import { safeOwnerNext } from '#contracts/next-path.ts';
import { setSiteCookie } from '#server/http/cookies.ts';
import type { ServerContext } from '#server/server-context.ts';
import { ownerSignInTemplate } from './emails/account-emails.ts';
import { knownDeviceCookie, knownDeviceFor } from './known-device.ts';
import { rateLimitedMessage, signInRequestWait, signInStepWait } from './sign-in-limits.ts';
import { inspectSignInLink, redeemSignInCode, redeemSignInLink, type SignInLinkPress } from './sign-in-links.ts';
import { mailSignInLink } from './sign-in-mail.ts';
import {
  clearedSessionCookie,
  createSession,
  findSession,
  newSecretToken,
  revokeSessions,
  secretTokenFromCookie,
  sessionTokenFrom,
} from './sessions.ts';

/**
 * Owner sign-in (docs/accounts.md): an emailed one-time link plus a 6-digit code. The link signs in whichever
 * browser opens it (owners tap it in their mail app's own browser), but only after one press on the page it opens:
 * a GET never signs in, because mail scanners open links. The code works only in the browser that asked, bound to it
 * by a cookie set when asking.
 */

export { OWNER_HOME_PATH, OWNER_SIGN_IN_PATH } from '#contracts/account-constants.ts';

export const OWNER_LINK_INVALID_MESSAGE = 'This sign-in link has expired or was already used. Ask for a new one below.';
export const OWNER_CODE_INVALID_MESSAGE =
  'That code is not right or has expired. Check the latest email, or ask for a new code.';

function browserTokenOf(ctx: ServerContext, cookieHeader: string | null): string | null {
  return secretTokenFromCookie(ctx, cookieHeader, 'signInBrowser');
}

export async function currentOwner(ctx: ServerContext, cookieHeader: string | null): Promise<OwnerIdentity | null> {
  return findSession(ctx, 'owner', sessionTokenFrom(ctx, 'owner', cookieHeader));
}

function sendOwnerSignIn(ctx: ServerContext, address: string, browserToken: string, next: string) {
  return mailSignInLink(ctx, {
    role: 'owner',
    email: address,
    browserToken,
    withCode: true,
    template: ownerSignInTemplate,
    signInPath: OWNER_SIGN_IN_PATH,
    homePath: OWNER_HOME_PATH,
    next,
  });
}

/**
 * Emails a link and a code when the address is an owner's. Whoever asks gets the same answer, and the answer does
 * not wait for the mail. The browser keeps (or gets) its binding cookie either way.
 */
export async function requestOwnerSignIn(
  ctx: ServerContext,
  input: { email: string; clientIp: string; next: string | null; cookieHeader: string | null },
): Promise<OwnerSignInRequestResult> {
  const next = safeOwnerNext(input.next, ctx.config.publicUrl);
  const browserToken = browserTokenOf(ctx, input.cookieHeader) ?? newSecretToken();
  // The cookie that binds the request to this browser lives as long as the link and code (SIGN_IN_LINK_MINUTES).
  const setCookie = setSiteCookie(ctx, 'signInBrowser', browserToken);
  const address = normalizeEmail(input.email);
  const valid = isEmailAddress(address);
  const wait = await signInRequestWait(ctx, 'owner', {
    clientIp: input.clientIp,
    address: valid ? address : null,
    knownDevice: valid ? knownDeviceFor(ctx, input.cookieHeader, 'owner', address) : null,
  });
  if (wait !== null) {
    return {
      outcome: { status: 'rate-limited', retryAfterSeconds: wait, message: rateLimitedMessage(wait) },
      setCookie,
    };
  }
  if (!valid) return { outcome: { status: 'invalid', message: INVALID_EMAIL_MESSAGE }, setCookie };
  void (async () => {
    if (await isOwnerAddress(ctx, address)) await sendOwnerSignIn(ctx, address, browserToken, next);
  })().catch((error: unknown) => ctx.logger.error({ err: error }, 'sending an owner sign-in link failed'));
  return { outcome: { status: 'sent' }, setCookie };
}

/**
 * Opens the session and marks the browser as one that signed in as this address (known-device.ts). `next` has been
 * judged (safeOwnerNext) before anything was redeemed, so the redirect cannot fail after it.
 */
async function openOwnerSession(
  ctx: ServerContext,
  email: string,
  request: { userAgent: string | null; cookieHeader: string | null },
  next: string,
): Promise<OwnerSignInResult> {
  const session = await createSession(ctx, 'owner', email, request.userAgent);
  // The binding has done its job: clearing it means no other request's code can be typed in this browser later.
  const clearBinding = setSiteCookie(ctx, 'signInBrowser', '', { clear: true });
  const device = knownDeviceCookie(ctx, request.cookieHeader, 'owner', email);
  ctx.logger.info({ sessionId: session.holder.sessionId }, 'owner signed in');
  return { ok: true, setCookies: [session.setCookie, clearBinding, device], next };
}

/** Whether the emailed link can still be used, and whose it is (masked); looking does not use it. */
export async function inspectOwnerSignInLink(ctx: ServerContext, token: string): Promise<OwnerSignInLinkView> {
  const link = await inspectSignInLink(ctx, 'owner', token);
  if (!link || !(await isOwnerAddress(ctx, link.email))) return { valid: false, message: OWNER_LINK_INVALID_MESSAGE };
  return { valid: true, maskedEmail: maskEmail(link.email) };
}

/** The press on the link's page: uses the link up, in whichever browser pressed, and opens a session there. */
export async function signInOwnerWithLink(ctx: ServerContext, input: SignInLinkPress): Promise<OwnerSignInResult> {
  const next = safeOwnerNext(input.next, ctx.config.publicUrl);
  const wait = await signInStepWait(ctx, 'owner', input.clientIp);
  if (wait !== null) return { ok: false, reason: 'rate-limited', message: rateLimitedMessage(wait) };
  const used = await redeemSignInLink(ctx, 'owner', input.token);
  if (!used.ok || !(await isOwnerAddress(ctx, used.email))) {
    return { ok: false, reason: 'invalid', message: OWNER_LINK_INVALID_MESSAGE };
  }
  return openOwnerSession(ctx, used.email, input, next);
}

export async function signInOwnerWithCode(
  ctx: ServerContext,
  input: { code: string; cookieHeader: string | null; userAgent: string | null; clientIp: string; next: string | null },
): Promise<OwnerSignInResult> {
  const next = safeOwnerNext(input.next, ctx.config.publicUrl);
  const wait = await signInStepWait(ctx, 'owner', input.clientIp);
  if (wait !== null) return { ok: false, reason: 'rate-limited', message: rateLimitedMessage(wait) };
  const used = await redeemSignInCode(ctx, 'owner', input.code, browserTokenOf(ctx, input.cookieHeader));
  if (!used.ok || !(await isOwnerAddress(ctx, used.email))) {
    return { ok: false, reason: 'invalid', message: OWNER_CODE_INVALID_MESSAGE };
  }
  return openOwnerSession(ctx, used.email, input, next);
}

export async function signOutOwner(ctx: ServerContext, cookieHeader: string | null): Promise<{ setCookie: string }> {
  const owner = await currentOwner(ctx, cookieHeader);
  if (owner) await revokeSessions(ctx, 'owner', owner, false);
  return { setCookie: clearedSessionCookie(ctx, 'owner') };
}
