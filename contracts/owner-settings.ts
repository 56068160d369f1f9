import { z } from 'zod';
import type { OwnerIdentity, OwnerRestaurant } from './accounts.ts';
import type { Failure } from './error-constants.ts';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from './email-constants.ts';
import type { DataSubjectReport, EraseSummary } from './operator-data-rights.ts';
import { DELETE_CONFIRMATION_WORD, parseSendTime, SIGNATURE_MAX_LENGTH } from './owner-settings-constants.ts';

/**
 * The owner's settings page (/inbox/settings?place=…): what it shows of one restaurant, the forms it posts, and what
 * each answers. The page's loader and action reach the server through the load context (`ownerSettings`).
 */

/** One section's form: which setting it changes. */
export const settingsIntentSchema = z.enum([
  'signature',
  'clock',
  'add-address',
  'remove-address',
  'alerts',
  'reports',
  'free-forever',
  'delete-data',
]);
export type SettingsIntent = z.infer<typeof settingsIntentSchema>;

export const signatureFormSchema = z.object({
  /** Empty: replies are signed with the owner name given when the blitz started. */
  signature: z
    .string({ error: 'This field is required' })
    .trim()
    .max(SIGNATURE_MAX_LENGTH, `Must be ${SIGNATURE_MAX_LENGTH} characters or fewer`)
    .refine((value) => !/[<>\r\n]/.test(value), 'Use letters, spaces and punctuation only'),
});

export const clockFormSchema = z.object({
  time: z
    .string({ error: 'Choose a time' })
    .refine((value) => parseSendTime(value) !== null, 'Choose a time on the quarter hour, like 07:15')
    .transform((value) => parseSendTime(value)!),
  timeZone: z.string({ error: 'Choose a time zone' }).trim().min(1, 'Choose a time zone').max(64, 'Unknown time zone'),
});

export const addAddressFormSchema = z.object({
  email: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(EMAIL_MAX_LENGTH, `Must be ${EMAIL_MAX_LENGTH} characters or fewer`)
    .regex(EMAIL_ADDRESS_PATTERN, INVALID_EMAIL_MESSAGE),
});

export const removeAddressFormSchema = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) });

export const switchFormSchema = z.object({ on: z.enum(['true', 'false']).transform((value) => value === 'true') });

export const deleteDataFormSchema = z.object({
  confirm: z
    .string({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm`),
});

export interface ExtraAddress {
  email: string;
  confirmed: boolean;
}

/** What the settings page shows of the owner's restaurant. */
export interface OwnerSettingsPage {
  placeId: string;
  restaurantName: string;
  email: string;
  /**
   * The signature set in the settings, and what signs the replies while it is empty: the sign-off the owner confirmed
   * for the playbook, else their first name; null when neither exists (the analysis' own sign-off then stays).
   */
  signature: { value: string | null; whenEmpty: { signOff: string; source: 'playbook' | 'name' } | null };
  clock: { minute: number; timeZone: string };
  /** The next morning email, as the owner's clock shows it ("Sunday, November 29 at 7:00 AM"), or null when none. */
  nextMorning: { label: string; kind: 'blitz' | 'free-forever' } | null;
  addresses: ExtraAddress[];
  alertsOn: boolean;
  /** The monthly report (results of the month before, on the first morning of each month) is on. */
  monthlyReportsOn: boolean;
  /**
   * blitz: the 7-day blitz is running (blitz-paused: Free Forever will not start after it); running or paused: Free
   * Forever; ended: unsubscribed, nothing is sent.
   */
  plan: 'blitz' | 'blitz-paused' | 'running' | 'paused' | 'ended';
  google: OwnerRestaurant['google'];
  /**
   * What "Delete my data" ends besides, by restaurant name (every restaurant of the address): Starter subscriptions
   * Stripe bills, cancelled at once, and Starter trials without a card.
   */
  billingOnDelete: { subscriptions: string[]; trials: string[] };
}

/** A section's answer: its inline message (and, for a successful delete, the cookie that signs the owner out). */
export type SettingsActionResult =
  | { ok: true; intent: SettingsIntent; message: string; setCookie?: string; erased?: EraseSummary }
  | (Failure<'BAD_REQUEST' | 'INVALID_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED'> & { intent: SettingsIntent | null });

export interface ConfirmAddressPage {
  valid: boolean;
  restaurantName: string | null;
  maskedEmail: string | null;
  confirmed: boolean;
}

export interface OwnerSettingsServices {
  /** The settings of the owner's newest enrollment for the place, or null (404) when the place is not theirs. */
  page(owner: OwnerIdentity, placeId: string): Promise<OwnerSettingsPage | null>;
  /** One section's form, for the owner's own enrollment of the place only. */
  act(owner: OwnerIdentity, placeId: string, form: Record<string, unknown>): Promise<SettingsActionResult>;
  /** Everything stored about the owner's address (all their restaurants), audit-logged. */
  exportData(owner: OwnerIdentity): Promise<DataSubjectReport>;
  /** The confirmation page of an extra address (GET: shows, never confirms). */
  inspectAddressToken(token: string): Promise<ConfirmAddressPage>;
  /** The POST of that page: confirms the address once. */
  confirmAddress(token: string): Promise<ConfirmAddressPage>;
}
