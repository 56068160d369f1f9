import {
  currentEnrollment,
  normalizeEmail,
  sendClockOf,
  updateEnrollment,
  type Enrollment,
  type SendClock,
} from '#server/features/owners/index.ts';
import { sql } from 'drizzle-orm';
import type { OwnerIdentity, OwnerRestaurant } from '#contracts/accounts.ts';
import { failure } from '#contracts/error-constants.ts';
import {
  addAddressFormSchema,
  clockFormSchema,
  deleteDataFormSchema,
  removeAddressFormSchema,
  settingsIntentSchema,
  signatureFormSchema,
  switchFormSchema,
  type OwnerSettingsPage,
  type SettingsActionResult,
  type SettingsIntent,
} from '#contracts/owner-settings.ts';
import { queryRows } from '#server/db/database.ts';
import {
  enrolledOnOf,
  decidedDaysOf,
  nextMorning,
  ownerSignOff,
  canonicalTimeZone,
} from '#server/features/blitz/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { addExtraAddress, extraAddressesOf, removeExtraAddress } from './extra-addresses.ts';
import { billingEndingOnErase } from '#server/features/billing/index.ts';
import { eraseOwnerData } from './owner-data.ts';

/**
 * The owner's settings of one restaurant (docs/owner-settings.md). The restaurant is the signed-in owner's newest
 * enrollment for the place, as their account page picks it; a place that is not theirs is not found. Every change
 * acts on that enrollment only.
 */

export async function ownerEnrollmentFor(
  ctx: ServerContext,
  owner: OwnerIdentity,
  placeId: string,
): Promise<Enrollment | null> {
  if (placeId.length === 0 || placeId.length > 512) return null;
  return currentEnrollment(ctx, owner.email, placeId);
}

function planOf(enrollment: Enrollment): OwnerSettingsPage['plan'] {
  if (enrollment.status === 'active') return enrollment.freeForeverPausedAt ? 'blitz-paused' : 'blitz';
  if (enrollment.status === 'unsubscribed') return 'ended';
  return enrollment.freeForeverPausedAt ? 'paused' : 'running';
}

/** "Sunday, November 29 at 7:00 AM", on the owner's clock; a morning already due goes out with the next run. */
function morningLabel(at: Date, clock: SendClock, now: Date): string {
  if (at.getTime() <= now.getTime()) return 'within the next few minutes';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: clock.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** The enrollment's next morning email at `clock`: its days count from the date anchor.ts gives, its decided days kept. */
async function nextMorningOf(ctx: ServerContext, enrollment: Enrollment, clock: SendClock, now: Date) {
  const anchored = { ...enrollment, enrolledAt: await enrolledOnOf(ctx.database, enrollment) };
  return nextMorning(anchored, clock, await decidedDaysOf(ctx.database, enrollment.id), now);
}

export async function settingsPage(
  ctx: ServerContext,
  owner: OwnerIdentity,
  placeId: string,
  google: (owner: OwnerIdentity, placeId: string) => Promise<OwnerRestaurant['google']>,
): Promise<OwnerSettingsPage | null> {
  const enrollment = await ownerEnrollmentFor(ctx, owner, placeId);
  if (!enrollment) return null;
  const clock = sendClockOf(enrollment);
  const now = ctx.now();
  const next = await nextMorningOf(ctx, enrollment, clock, now);
  return {
    placeId: enrollment.placeId,
    restaurantName: enrollment.restaurantName,
    email: owner.email,
    signature: { value: enrollment.replySignature, whenEmpty: await unsignedSignOff(ctx, enrollment) },
    clock,
    nextMorning: next ? { label: morningLabel(next.at, clock, now), kind: next.kind } : null,
    addresses: await extraAddressesOf(ctx, enrollment.id),
    alertsOn: enrollment.alertsOffAt === null,
    monthlyReportsOn: enrollment.monthlyReportsOffAt === null,
    plan: planOf(enrollment),
    google: await google(owner, enrollment.placeId),
    billingOnDelete: await billingEndingOnErase(ctx, normalizeEmail(owner.email)),
  };
}

/** The first problem of a form, with the field it is about. */
function invalid(intent: SettingsIntent, error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  const field = issue?.path[0] !== undefined ? String(issue.path[0]) : undefined;
  return { ...failure('INVALID_INPUT', issue?.message, field), intent };
}

/** Whether both the runtime (the schedule) and the database (the Free Forever run) know the zone. */
async function knownTimeZone(ctx: ServerContext, zone: string): Promise<string | null> {
  const canonical = canonicalTimeZone(zone);
  if (!canonical) return null;
  const rows = await queryRows<{ name: string }>(
    ctx.database.db,
    sql`select name from pg_timezone_names where name = ${canonical}`,
  );
  return rows.length > 0 ? canonical : null;
}

/** One section's form for the owner's enrollment of the place. */
export async function actOnSettings(
  ctx: ServerContext,
  owner: OwnerIdentity,
  placeId: string,
  form: Record<string, unknown>,
): Promise<SettingsActionResult> {
  const parsedIntent = settingsIntentSchema.safeParse(form['intent']);
  if (!parsedIntent.success) {
    return { ...failure('BAD_REQUEST', 'This form is not one of the settings page’s.'), intent: null };
  }
  const intent = parsedIntent.data;
  const enrollment = await ownerEnrollmentFor(ctx, owner, placeId);
  if (!enrollment) return { ...failure('NOT_FOUND', 'This restaurant is not one of yours.'), intent };
  return SECTIONS[intent]({ ctx, owner, enrollment, form, now: ctx.now() });
}

/** One submitted section form, for the owner's enrollment. */
interface SectionForm {
  ctx: ServerContext;
  owner: OwnerIdentity;
  enrollment: Enrollment;
  form: Record<string, unknown>;
  now: Date;
}

const SECTIONS: Record<SettingsIntent, (section: SectionForm) => Promise<SettingsActionResult>> = {
  signature: saveSignature,
  clock: saveClock,
  'add-address': addAddress,
  'remove-address': removeAddress,
  alerts: switchAlerts,
  reports: switchMonthlyReports,
  'free-forever': switchFreeForever,
  'delete-data': deleteData,
};

/** What signs the owner's replies while their signature is empty: the one rule every reply follows (`ownerSignOff`). */
async function unsignedSignOff(
  ctx: ServerContext,
  enrollment: Enrollment,
): Promise<OwnerSettingsPage['signature']['whenEmpty']> {
  const signed = await ownerSignOff(ctx, { ...enrollment, replySignature: null });
  return signed && signed.source !== 'signature' ? { signOff: signed.signOff, source: signed.source } : null;
}

async function saveSignature({ ctx, enrollment, form }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'signature';
  const parsed = signatureFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  const signature = parsed.data.signature === '' ? null : parsed.data.signature;
  await updateEnrollment(ctx.database, enrollment.id, { replySignature: signature });
  if (signature) return { ok: true, intent, message: `New suggested replies are signed “— ${signature}”.` };
  const whenEmpty = await unsignedSignOff(ctx, enrollment);
  const message =
    whenEmpty === null
      ? 'New suggested replies are signed as your own replies on Google are, or else as the restaurant’s team.'
      : whenEmpty.source === 'playbook'
        ? `New suggested replies are signed “${whenEmpty.signOff}”, the sign-off you confirmed for your playbook.`
        : `New suggested replies are signed “${whenEmpty.signOff}”, with your first name.`;
  return { ok: true, intent, message };
}

async function saveClock({ ctx, enrollment, form, now }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'clock';
  const parsed = clockFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  const timeZone = await knownTimeZone(ctx, parsed.data.timeZone);
  if (!timeZone) {
    return { ...failure('INVALID_INPUT', 'Choose a time zone from the list.', 'timeZone'), intent };
  }
  await updateEnrollment(ctx.database, enrollment.id, { sendMinute: parsed.data.time, sendTimeZone: timeZone });
  const clock = { minute: parsed.data.time, timeZone };
  const next = await nextMorningOf(ctx, enrollment, clock, now);
  return {
    ok: true,
    intent,
    message: next
      ? `Saved. Your next morning email: ${morningLabel(next.at, clock, now)}.`
      : 'Saved. No morning email is scheduled for this restaurant now.',
  };
}

async function addAddress({ ctx, owner, enrollment, form }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'add-address';
  const parsed = addAddressFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  const outcome = await addExtraAddress(ctx, enrollment, owner.email, parsed.data.email);
  return outcome.ok ? { ok: true, intent, message: outcome.message } : { ...outcome, field: 'email', intent };
}

async function removeAddress({ ctx, enrollment, form }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'remove-address';
  const parsed = removeAddressFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  const removed = await removeExtraAddress(ctx, enrollment.id, parsed.data.email);
  return removed
    ? { ok: true, intent, message: `${normalizeEmail(parsed.data.email)} gets nothing more.` }
    : { ...failure('BAD_REQUEST', 'That address was not on the list.'), intent };
}

async function switchAlerts({ ctx, enrollment, form, now }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'alerts';
  const parsed = switchFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  await updateEnrollment(ctx.database, enrollment.id, {
    alertsOffAt: parsed.data.on ? null : (enrollment.alertsOffAt ?? now),
  });
  return {
    ok: true,
    intent,
    message: parsed.data.on ? 'Review alerts are on.' : 'Review alerts are off. Your morning emails go on.',
  };
}

async function switchMonthlyReports({ ctx, enrollment, form, now }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'reports';
  const parsed = switchFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  await updateEnrollment(ctx.database, enrollment.id, {
    monthlyReportsOffAt: parsed.data.on ? null : (enrollment.monthlyReportsOffAt ?? now),
  });
  return {
    ok: true,
    intent,
    message: parsed.data.on
      ? 'Monthly reports are on: the first morning of each month, with your Google profile connected.'
      : 'Monthly reports are off. Your morning emails and alerts go on.',
  };
}

async function switchFreeForever({ ctx, enrollment, form, now }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'free-forever';
  const parsed = switchFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  if (enrollment.status === 'unsubscribed') {
    const message = 'This restaurant’s emails were unsubscribed: start a new playbook to get them again.';
    return { ...failure('BAD_REQUEST', message), intent };
  }
  await updateEnrollment(ctx.database, enrollment.id, {
    freeForeverPausedAt: parsed.data.on ? null : (enrollment.freeForeverPausedAt ?? now),
  });
  return {
    ok: true,
    intent,
    message: parsed.data.on
      ? 'Free Forever is on: a suggested reply on mornings with a new review.'
      : 'Free Forever is paused: no Free Forever email until you resume it.',
  };
}

async function deleteData({ ctx, owner, form }: SectionForm): Promise<SettingsActionResult> {
  const intent = 'delete-data';
  const parsed = deleteDataFormSchema.safeParse(form);
  if (!parsed.success) return invalid(intent, parsed.error);
  const { setCookie, erased } = await eraseOwnerData(ctx, owner);
  return { ok: true, intent, message: 'Your data is deleted and you are signed out.', setCookie, erased };
}
