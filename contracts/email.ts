import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './email-constants.ts';

/** POST /api/send-sop-email and POST /api/unsubscribe. */

/** The address is checked by the route (isEmailAddress), so a bad one is answered with the rule's message alone. */
export const sendPlaybookEmailRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  restaurantName: z.string().max(300).optional().default(''),
  sopContent: z.string().optional().default(''),
  sopId: z.string().min(1).max(120).optional(),
});

/** The signed token as mailbox providers send it (`?token=`), or in a JSON body. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(2048).optional() });
export const unsubscribeBodySchema = z
  .object({ token: z.string().max(2048).optional(), 'List-Unsubscribe': z.string().max(40).optional() })
  .optional();

export const successResponseSchema = z.object({ success: z.literal(true) });
