import { z } from 'zod';

/**
 * The forms of the console's own pages that have no session yet, read by their route actions (the console's other
 * forms carry their CSRF token and are read by operator-lists.ts and operator-data-rights.ts). A field that is missing
 * (or a file) reads as empty; what it means is judged where it is used, with that place's own messages.
 */

const text = z.string().catch('');

/** /operator/sign-in: asking for a link by address, or the emailed link's press (`intent=confirm`). */
export const operatorSignInFormSchema = z.object({
  intent: text,
  next: text,
  email: text,
  token: text,
});
