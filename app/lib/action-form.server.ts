import { data } from 'react-router';
import type { z } from 'zod';

/**
 * The one place a page action reads its body. A page's form arrives urlencoded (or multipart from a form with a file
 * input); anything else (JSON, text, a multipart body that does not parse, an empty body with no content type) is the
 * client's mistake and gets a 4xx with a sentence that says what was wrong, rendered by the root error boundary. A
 * body over the server's size limit never gets here: the page handler answers 413 (server/http/react-router-handler.ts).
 * Every route module that exports an action is swept with such bodies by tests/integration/page-action-sweep.test.ts.
 */

export const ACTION_FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export const actionFormMessages = {
  unsupportedType:
    'This page accepts only its own form (sent as application/x-www-form-urlencoded or multipart/form-data). Go back and submit the form on the page.',
  unreadable: 'The form could not be read: it arrived incomplete or malformed. Go back and submit it again.',
} as const;

function contentTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether the request says it carries a form (its content type), before anything is read. */
export function isActionForm(request: Request): boolean {
  return (ACTION_FORM_CONTENT_TYPES as readonly string[]).includes(contentTypeOf(request));
}

/** The request's form, or a thrown 415 (not a form) or 400 (a form that does not parse). */
export async function readActionForm(request: Request): Promise<FormData> {
  if (!isActionForm(request)) throw data(actionFormMessages.unsupportedType, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(actionFormMessages.unreadable, { status: 400 });
  }
}

/**
 * The request's form read against a page's zod schema (contracts/owner-forms.ts): each field's first value, as
 * `FormData.get` gives it. Not a form: the thrown 415 or 400 above; a form the schema refuses: `success: false`.
 */
export async function readActionFields<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.ZodSafeParseResult<z.output<Schema>>> {
  const form = await readActionForm(request);
  return schema.safeParse(Object.fromEntries([...new Set(form.keys())].map((name) => [name, form.get(name)])));
}
