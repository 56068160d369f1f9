import {
  confirmExtraRecipient,
  enrollmentById,
  extraRecipientByTokenHash,
  extraRecipientsOf,
  insertExtraRecipient,
  maskEmail,
  normalizeEmail,
  removeExtraRecipient,
  renewRecipientLink,
  type Enrollment,
} from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import { failure, type Failure } from '#contracts/error-constants.ts';
import type { ConfirmAddressPage } from '#contracts/owner-settings.ts';
import { CONFIRM_ADDRESS_PATH, MAX_EXTRA_ADDRESSES } from '#contracts/owner-settings-constants.ts';
import { limitWait, newSecretToken, sha256Hex } from '#server/features/accounts/index.ts';
import { emailBrand, isSuppressed, queueEmail } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { addressConfirmationTemplate } from './emails/owner-settings-emails.ts';

/**
 * An owner's extra addresses (docs/owner-settings.md): up to three per enrollment, each confirmed by its own emailed
 * link before anything is sent to it. The link's token is 32 random bytes; only its SHA-256 is stored, and the
 * queued confirmation email's body is removed once it is sent. The link's page confirms on POST only (a mail scanner
 * opening it confirms nothing), once, within seven days.
 */

export const CONFIRM_LINK_DAYS = 7;
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;
/** Additions per owner: a few typos, not a way to mail strangers. */
export const ADDITIONS_PER_OWNER = { max: 10, windowMs: 24 * 60 * 60 * 1000 };
/**
 * Confirmation emails to one address from one owner: add, remove, add again cannot flood it. Counted per owner, so
 * someone else asking for the same address does not spend this owner's three.
 */
export const CONFIRMATIONS_PER_ADDRESS = { max: 3, windowMs: 24 * 60 * 60 * 1000 };
/**
 * Confirmation emails to one address from every owner together: what its mailbox can get in a day. Filling it takes
 * four signed-in owners (each an address that received its own sign-in mail), and it only delays an addition.
 */
export const CONFIRMATIONS_PER_ADDRESS_CEILING = { max: 10, windowMs: 24 * 60 * 60 * 1000 };

/** The seconds to wait before another confirmation may go from this owner to `email`; null when it may go now. */
async function confirmationWait(ctx: ServerContext, ownerEmail: string, email: string): Promise<number | null> {
  const owner = sha256Hex(normalizeEmail(ownerEmail));
  const recipient = sha256Hex(email);
  return (
    (await limitWait(ctx, 'owner-settings:add-address', owner, ADDITIONS_PER_OWNER)) ??
    (await limitWait(ctx, 'owner-settings:confirm-address', `${recipient}:${owner}`, CONFIRMATIONS_PER_ADDRESS)) ??
    (await limitWait(ctx, 'owner-settings:confirm-address-ceiling', recipient, CONFIRMATIONS_PER_ADDRESS_CEILING))
  );
}

export type AddAddressOutcome = { ok: true; message: string } | Failure<'BAD_REQUEST' | 'RATE_LIMITED'>;

export async function addExtraAddress(
  ctx: ServerContext,
  enrollment: Enrollment,
  ownerEmail: string,
  address: string,
): Promise<AddAddressOutcome> {
  const email = normalizeEmail(address);
  if (email === normalizeEmail(ownerEmail)) {
    return failure('BAD_REQUEST', 'That is your own address: it already gets every email.');
  }
  const rows = await extraRecipientsOf(ctx.database, enrollment.id);
  const existing = rows.find((row) => normalizeEmail(row.email) === email);
  if (existing?.confirmedAt) return failure('BAD_REQUEST', `${email} already gets these emails.`);
  if (!existing && rows.length >= MAX_EXTRA_ADDRESSES) {
    return failure('BAD_REQUEST', `You can add up to ${MAX_EXTRA_ADDRESSES} addresses. Remove one to add another.`);
  }
  const wait = await confirmationWait(ctx, ownerEmail, email);
  if (wait !== null) {
    const hours = Math.ceil(wait / 3600);
    return failure(
      'RATE_LIMITED',
      `Too many addresses added today. Try again in ${hours === 1 ? 'an hour' : `${hours} hours`}.`,
    );
  }
  // An address that asked us not to email it gets no confirmation request either.
  if (await isSuppressed(ctx, email)) {
    return failure('BAD_REQUEST', 'We can’t send email to this address. Try another one.');
  }
  const token = newSecretToken();
  const tokenHash = sha256Hex(token);
  const now = ctx.now();
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await renewRecipientLink(ctx.database, existing.id, tokenHash, now);
  } else {
    await insertExtraRecipient(ctx.database, { id, enrollmentId: enrollment.id, email, tokenHash, requestedAt: now });
  }
  await queueEmail(ctx, {
    template: addressConfirmationTemplate,
    to: email,
    dedupeKey: `address-confirmation:${id}:${tokenHash.slice(0, 16)}`,
    props: {
      brand: emailBrand(ctx),
      restaurantName: enrollment.restaurantName,
      ownerMasked: maskEmail(ownerEmail),
      confirmUrl: `${ctx.config.publicUrl}${CONFIRM_ADDRESS_PATH}?t=${token}`,
      validDays: CONFIRM_LINK_DAYS,
    },
    // The link is a secret until used: the stored body goes once the message is out.
    transientBody: true,
  });
  ctx.logger.info({ enrollmentId: enrollment.id }, 'extra address added; confirmation queued');
  return { ok: true, message: `We emailed ${email} a link to confirm. Nothing is sent to it before that.` };
}

export async function removeExtraAddress(ctx: ServerContext, enrollmentId: string, address: string): Promise<boolean> {
  return removeExtraRecipient(ctx.database, enrollmentId, address);
}

export async function extraAddressesOf(ctx: ServerContext, enrollmentId: string) {
  const rows = await extraRecipientsOf(ctx.database, enrollmentId);
  return rows.map((row) => ({ email: row.email, confirmed: row.confirmedAt !== null }));
}

const INVALID_PAGE: ConfirmAddressPage = { valid: false, restaurantName: null, maskedEmail: null, confirmed: false };

function tokenHashOf(token: string): string | null {
  return /^[\w-]{43}$/.test(token) ? sha256Hex(token) : null;
}

/** The GET of the confirmation link: what it is for. Confirms nothing. */
export async function inspectAddressToken(ctx: ServerContext, token: string): Promise<ConfirmAddressPage> {
  const hash = tokenHashOf(token);
  if (!hash) return INVALID_PAGE;
  const row = await extraRecipientByTokenHash(ctx.database, hash);
  if (!row || row.confirmedAt || row.requestedAt.getTime() + CONFIRM_LINK_MS <= ctx.now().getTime()) {
    return INVALID_PAGE;
  }
  return { valid: true, restaurantName: row.restaurantName, maskedEmail: maskEmail(row.email), confirmed: false };
}

/** The POST of the confirmation page: confirms the address, once, within the link's seven days. */
export async function confirmAddress(ctx: ServerContext, token: string): Promise<ConfirmAddressPage> {
  const hash = tokenHashOf(token);
  if (!hash) return INVALID_PAGE;
  const now = ctx.now();
  const row = await confirmExtraRecipient(ctx.database, hash, now, new Date(now.getTime() - CONFIRM_LINK_MS));
  if (!row) return INVALID_PAGE;
  const enrollment = await enrollmentById(ctx.database, row.enrollmentId);
  ctx.logger.info({ enrollmentId: row.enrollmentId }, 'extra address confirmed');
  return {
    valid: true,
    restaurantName: enrollment?.restaurantName ?? null,
    maskedEmail: maskEmail(row.email),
    confirmed: true,
  };
}
