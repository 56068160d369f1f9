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

/**
 * What an unsubscribe link stops: `everything` (the owner's address: morning emails, review alerts and any other
 * marketing email), `copies` (an extra address the owner added: that restaurant's copies to it), `alerts` (a review
 * alert's "Turn off these alerts": the restaurant's same-day alerts to the owner; the morning emails go on), `reports`
 * (a monthly report's "Stop monthly reports": the restaurant's monthly reports to the owner; everything else goes on).
 */
export type UnsubscribeScope = 'everything' | 'copies' | 'alerts' | 'reports';

/** The unsubscribe page's GET: whether the link is valid, what it stops, for whom (masked) and which restaurant. */
export interface UnsubscribeLinkInfo {
  valid: boolean;
  scope: UnsubscribeScope;
  /** `m•••@example.com`; null for an invalid link. */
  maskedEmail: string | null;
  /** The restaurant the link's emails are about, when it names one that still exists. */
  restaurant: { name: string; placeId: string } | null;
}
