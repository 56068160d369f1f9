import { activeEnrollmentFor, sendClockOf, DEFAULT_SEND_CLOCK } from '#server/features/owners/index.ts';
import type { PlaybookEmailBlitzNote } from '#server/features/email/index.ts';
import { ownerGoogleLinks } from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { BlitzDependencies } from './run-due.ts';
import { blitzSchedule } from './schedule.ts';

/** The blitz note in the playbook email: when the first morning email comes, and the Google connect links. */
export async function playbookEmailBlitzNote(
  ctx: ServerContext,
  deps: BlitzDependencies,
  owner: { email: string; placeId: string },
): Promise<PlaybookEmailBlitzNote> {
  const enrollment = await activeEnrollmentFor(ctx, owner.email, owner.placeId);
  const clock = enrollment ? sendClockOf(enrollment) : DEFAULT_SEND_CLOCK;
  const firstSendAt = blitzSchedule(enrollment?.enrolledAt ?? ctx.now(), clock)[0]?.sendAt ?? null;
  // The enrollment may not exist yet (it is created right after the playbook event): the link names address and place.
  const google = deps.google ? await ownerGoogleLinks(ctx, owner) : { connectUrl: null, disconnectUrl: null };
  return { firstSendAt, sendClock: clock, ...google };
}
