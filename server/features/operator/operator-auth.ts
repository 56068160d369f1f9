import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '#contracts/email-constants.ts';
import type { SignInOutcome, SignInRequestOutcome } from '#contracts/operator.ts';
import { operatorSignInTemplate } from '#server/features/email/index.ts';
import {
  knownDeviceCookie,
  knownDeviceFor,
  rateLimitedMessage,
  signInRequestWait,
  signInStepWait,
  inspectSignInLink as inspectLink,
  redeemSignInLink,
  type SignInLinkPress,
  mailSignInLink,
} from '#server/features/accounts/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { OPERATOR_SIGN_IN_PATH, safeNextPath } from './operator-guard.ts';
import { createSession } from './operator-session.ts';

export { SIGN_IN_LINK_MINUTES } from '#server/features/accounts/index.ts';
export {
  SIGN_IN_ADDRESS_CEILING,
  SIGN_IN_PER_ADDRESS_AND_CLIENT,
  SIGN_IN_PER_CLIENT,
} from '#server/features/accounts/index.ts';

export const SIGN_IN_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one below.';

function rateLimited(seconds: number): SignInRequestOutcome {
  return { status: 'rate-limited', retryAfterSeconds: seconds, message: rateLimitedMessage(seconds) };
}

/**
 * Emails a one-time link when the address is in OPERATOR_EMAILS. Whoever asks gets the same answer, and the answer
 * does not wait for the mail, so neither the words nor the time taken tell whether an address is an operator's.
 */
export async function requestSignInLink(
  ctx: ServerContext,
  input: { email: string; clientIp: string; next: string | null; cookieHeader: string | null },
): Promise<SignInRequestOutcome> {
  const address = input.email.trim().toLowerCase();
  const valid = isEmailAddress(address);
  const wait = await signInRequestWait(ctx, 'operator', {
    clientIp: input.clientIp,
    address: valid ? address : null,
    knownDevice: valid ? knownDeviceFor(ctx, input.cookieHeader, 'operator', address) : null,
  });
  if (wait !== null) return rateLimited(wait);
  if (!valid) return { status: 'invalid', message: INVALID_EMAIL_MESSAGE };
  if (ctx.config.operatorEmails.includes(address)) {
    void sendSignInLink(ctx, address, safeNextPath(ctx, input.next)).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'sending an operator sign-in link failed'),
    );
  }
  return { status: 'sent' };
}

/** Emails a one-time link to the console (no code: an operator's link works in any browser). */
export function sendSignInLink(ctx: ServerContext, address: string, next: string): Promise<void> {
  return mailSignInLink(ctx, {
    role: 'operator',
    email: address,
    browserToken: null,
    withCode: false,
    template: operatorSignInTemplate,
    signInPath: OPERATOR_SIGN_IN_PATH,
    homePath: '/operator',
    next,
  });
}

/** Whether the link can still be used; looking does not use it (mail scanners open links). */
export async function inspectSignInLink(ctx: ServerContext, token: string): Promise<{ valid: boolean }> {
  const link = await inspectLink(ctx, 'operator', token);
  return { valid: Boolean(link && ctx.config.operatorEmails.includes(link.email)) };
}

/**
 * Uses the link up (one conditional UPDATE, so two clicks racing cannot both win) and opens a session; the browser is
 * then a known device of the address (known-device.ts). The address must still be in OPERATOR_EMAILS.
 */
export async function signInWithLink(
  ctx: ServerContext,
  input: SignInLinkPress,
): Promise<SignInOutcome & { operator?: { email: string; sessionId: string } }> {
  const refused = { ok: false as const, message: SIGN_IN_LINK_INVALID_MESSAGE };
  // Judged before the link is used: a `next` that cannot be followed must not cost the link (or leave a session).
  const next = safeNextPath(ctx, input.next);
  const wait = await signInStepWait(ctx, 'operator', input.clientIp);
  if (wait !== null) return { ok: false, message: rateLimitedMessage(wait) };
  const link = await redeemSignInLink(ctx, 'operator', input.token);
  if (!link.ok || !ctx.config.operatorEmails.includes(link.email)) return refused;
  const session = await createSession(ctx, link.email, input.userAgent);
  const device = knownDeviceCookie(ctx, input.cookieHeader, 'operator', link.email);
  return { ok: true, setCookies: [session.setCookie, device], next, operator: session.operator };
}
