import { z } from 'zod';

/**
 * The forms of the owner's pages (sign-in, /account, /inbox), read by their route actions. A page's form sends
 * strings; a field that is missing (or a file) reads as empty, and what the text means is judged where it is used,
 * with that place's own messages. The settings page's sections have their own schemas (owner-settings.ts).
 */

/** A text field: its value, or empty when it is missing or not text. */
const text = z.string().catch('');

/** A box that is ticked when it says "yes". */
const yes = text.transform((value) => value === 'yes');

/** /sign-in: asking by address, the emailed link's press, or the code typed in the asking browser. */
export const signInFormSchema = z.object({
  intent: text,
  next: text,
  email: text,
  token: text,
  code: text,
});

/** /inbox: one action on one review ("Write it differently" buttons carry the style alone: a button sends one name). */
export const inboxActionFormSchema = z
  .object({
    intent: text,
    style: text,
    placeId: text,
    review: text,
    text,
    confirmEscalation: yes,
    confirmOverwrite: yes,
    reviewVersion: text,
    /** "draft" (the page asking for its missing drafts) names the page shown. */
    filter: text,
    page: text,
  })
  .transform((form) => ({
    ...form,
    intent: form.intent || (form.style ? 'rewrite' : ''),
    reviewVersion: form.reviewVersion || undefined,
  }));

export const BILLING_INTENTS = ['start-trial', 'add-card', 'manage-billing'] as const;
export type BillingIntent = (typeof BILLING_INTENTS)[number];

/** /account: a plan button of one of the owner's restaurants (checked to be theirs on the server). */
export const billingFormSchema = z.object({
  intent: z.enum(BILLING_INTENTS),
  placeId: z.string().min(1),
});

/** /connect/google/location: the Business Profile location chosen (checked against the connection's own list). */
export const locationFormSchema = z.object({ location: z.string().min(1) });
