import { guestFirstName } from '#server/features/playbooks/index.ts';
import { confirmedProfileOf } from '#server/features/brand/index.ts';
import type { Enrollment } from '#server/features/owners/index.ts';
import type { ServerContext } from '#server/server-context.ts';

/** The owner name a lead without one is given (server/features/leads/lead-announcement.ts): nobody to sign as. */
const NO_OWNER_NAME = 'restaurant owner';

/** Where an owner's sign-off comes from: their settings, the playbook they confirmed, the name they gave. */
export type SignOffSource = 'signature' | 'playbook' | 'name';

export interface OwnerSignOff {
  /** "— Sam from the counter". */
  signOff: string;
  source: SignOffSource;
}

export type SignOffEnrollment = Pick<Enrollment, 'email' | 'restaurantId' | 'ownerName' | 'replySignature'>;

/** The sign-off the owner confirmed for their playbook: the newest stored final profile of their address and place. */
async function confirmedPlaybookSignOff(ctx: ServerContext, enrollment: SignOffEnrollment): Promise<string | null> {
  if (!enrollment.restaurantId) return null;
  const confirmed = await confirmedProfileOf(ctx, { email: enrollment.email, restaurantId: enrollment.restaurantId });
  const signOff = confirmed?.signOff.trim() ?? '';
  return signOff === '' ? null : signOff;
}

/**
 * Who signs an owner's suggested replies, the one rule of every path that writes one (the blitz, Free Forever and
 * Starter mornings, review alerts, the inbox): the signature from their settings, else the sign-off they confirmed for
 * the playbook, else the first name they gave. Null when none of these exists (a free-trial lead that gave no name):
 * the analysis' own sign-off stays. The settings page asks it with the signature left out, to say what an empty
 * signature signs with.
 */
export async function ownerSignOff(ctx: ServerContext, enrollment: SignOffEnrollment): Promise<OwnerSignOff | null> {
  const signature = enrollment.replySignature?.trim();
  if (signature) return { signOff: `— ${signature}`, source: 'signature' };
  const confirmed = await confirmedPlaybookSignOff(ctx, enrollment);
  if (confirmed) return { signOff: confirmed, source: 'playbook' };
  const name = enrollment.ownerName.trim();
  const first = name.toLowerCase() === NO_OWNER_NAME ? null : guestFirstName(name);
  return first ? { signOff: `— ${first}`, source: 'name' } : null;
}
