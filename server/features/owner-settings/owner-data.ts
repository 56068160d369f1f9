import { maskEmail } from '#server/features/owners/index.ts';
import type { OwnerIdentity } from '#contracts/accounts.ts';
import type { DataSubjectReport, EraseSummary } from '#contracts/operator-data-rights.ts';
import { clearedSessionCookie, revokeSessions } from '#server/features/accounts/index.ts';
import {
  recordOperatorAction,
  dataSubjectTarget,
  eraseDataSubject,
  findDataSubject,
} from '#server/features/operator/index.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * The owner's own data rights, from their settings: the export and the erasure the operator's data-rights page
 * performs, for the signed-in address (every restaurant of it). Each is written to the audit log with the owner as the
 * actor, the address masked and keyed like the console's entries, so the log holds no address in the clear.
 */

/** The audit log's actor for an owner: never the address in the clear (the log outlives an erasure). */
function ownerActor(owner: OwnerIdentity) {
  return { email: `owner ${maskEmail(owner.email)}`, sessionId: owner.sessionId };
}

export async function exportOwnerData(ctx: ServerContext, owner: OwnerIdentity): Promise<DataSubjectReport> {
  const report = await findDataSubject(ctx, owner.email);
  const { target, detail } = dataSubjectTarget(ctx, owner.email);
  await recordOperatorAction(ctx, ownerActor(owner), 'owner.data-export', target, { ...detail, by: 'owner' });
  return report;
}

/**
 * Erases everything stored about the owner's address, signs out every browser signed in as it, and records the
 * erasure (counts only). Returns the cookie that signs this browser out and what was removed.
 */
export async function eraseOwnerData(
  ctx: ServerContext,
  owner: OwnerIdentity,
): Promise<{ setCookie: string; erased: EraseSummary }> {
  const erased = await eraseDataSubject(ctx, owner.email);
  await revokeSessions(ctx, 'owner', owner, true);
  const { target, detail } = dataSubjectTarget(ctx, owner.email);
  await recordOperatorAction(ctx, ownerActor(owner), 'owner.data-erase', target, {
    ...detail,
    by: 'owner',
    leads: erased.leads,
    playbooks: erased.playbooks,
    emails: erased.emails,
    blitzEnrollments: erased.blitzEnrollments,
    enrollmentRecipients: erased.enrollmentRecipients,
    subscriptions: erased.subscriptions,
    stripeCanceled: erased.stripeCanceled,
    stripeCancelPending: erased.stripeCancelPending,
  });
  ctx.logger.info({ sessionId: owner.sessionId }, 'owner erased their data');
  return { setCookie: clearedSessionCookie(ctx, 'owner'), erased };
}
