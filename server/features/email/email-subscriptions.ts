import type { DomainEvents } from '#server/domain-events.ts';
import { activeEnrollmentFor } from '#server/features/blitz/enrollment.ts';
import { blitzSchedule } from '#server/features/blitz/schedule.ts';
import { ownerGoogleLinks } from '#server/features/google-business/google-connections.ts';
import { playbookFileName } from '#server/features/playbooks/file-name.ts';
import type { ServerContext } from '#server/server-context.ts';
import { emailBrand } from './email-brand-config.ts';
import type { PlaybookLookup, StoredPlaybookForEmail } from './playbook-lookup.ts';
import { queueEmail, registerEmailSendJob, type QueuedEmail } from './queue-email.ts';

export interface EmailFeatureDeps {
  playbooks: PlaybookLookup;
}

/** The send job, and the events that send mail: a finished playbook (to the owner) and a new lead (to the operator). */
export function registerEmailJobs(ctx: ServerContext, deps: EmailFeatureDeps): void {
  registerEmailSendJob(ctx);
  ctx.events.on('playbook.ready', async (event) => {
    const playbook = await deps.playbooks.byId(event.sopId);
    if (!playbook) {
      // Emitted after the playbook is stored, so this is a bug upstream; throwing makes the generation job retry.
      throw new Error(`playbook.ready for ${event.sopId}, which is not stored`);
    }
    await queuePlaybookEmail(ctx, {
      playbook,
      to: event.contactEmail,
      ownerName: event.ownerName,
      restaurantName: event.restaurantName,
      format: event.format,
      dedupeKey: `playbook:${event.sopId}`,
      blitz: event.blitzOptIn && event.placeId ? { placeId: event.placeId } : null,
      copy: 'owner',
    });
  });
  ctx.events.on('lead.received', async (event) => {
    await queueOperatorNotification(ctx, event);
  });
}

export interface PlaybookEmailInput {
  playbook: StoredPlaybookForEmail;
  to: string;
  ownerName: string;
  restaurantName: string;
  format: 'html' | 'text';
  dedupeKey: string;
  /** Set when the owner opted in to the blitz: the note says when the first morning email comes. */
  blitz: { placeId: string } | null;
  /** Which copy is attached: the owner's own (to the owner at generation) or the stored, public one. */
  copy: 'owner' | 'public';
}

/** The playbook email (decisions §4): a short note, the link to /sop/{id}, the playbook attached. */
export async function queuePlaybookEmail(ctx: ServerContext, input: PlaybookEmailInput): Promise<QueuedEmail> {
  const filename = playbookFileName(input.restaurantName, input.format);
  let blitzFirstSendAt: Date | null = null;
  let google: { connectUrl: string | null; disconnectUrl: string | null } = { connectUrl: null, disconnectUrl: null };
  if (input.blitz) {
    const enrollment = await activeEnrollmentFor(ctx, input.to, input.blitz.placeId);
    blitzFirstSendAt = blitzSchedule(enrollment?.enrolledAt ?? ctx.now())[0]?.sendAt ?? null;
    // The enrollment may not exist yet (it is created right after this event): the link names address and place.
    google = await ownerGoogleLinks(ctx, { email: input.to, placeId: input.blitz.placeId });
  }
  return queueEmail(ctx, {
    kind: 'playbook-ready',
    to: input.to,
    dedupeKey: input.dedupeKey,
    props: {
      brand: emailBrand(ctx),
      ownerName: input.ownerName,
      restaurantName: input.restaurantName,
      sopId: input.playbook.id,
      attachment: { filename, format: input.format === 'html' ? 'html' : 'txt' },
      blitzFirstSendAt,
      engine: input.playbook.engine,
      reviewSource: input.playbook.reviewSource,
      ...google,
    },
    playbookAttachment: { sopId: input.playbook.id, format: input.format, filename, copy: input.copy },
  });
}

/** Each new lead, contact message and quote request emails OPERATOR_EMAIL when it is set (issue 6 §2). */
export async function queueOperatorNotification(
  ctx: ServerContext,
  event: DomainEvents['lead.received'],
): Promise<QueuedEmail | null> {
  const operator = ctx.config.mail.operatorEmail;
  if (!operator) return null;
  return queueEmail(ctx, {
    kind: 'operator-notification',
    to: operator,
    dedupeKey: `operator:${event.submissionId}`,
    props: {
      brand: emailBrand(ctx),
      kind: event.kind,
      summary: event.summary,
      fields: event.fields,
      submittedAt: event.submittedAt,
    },
  });
}
