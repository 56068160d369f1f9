import type { DomainEvents } from '#server/domain-events.ts';
import { playbookFileName } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { emailBrand } from './email-brand-config.ts';
import { operatorNotificationTemplate, playbookReadyTemplate } from './email-kinds.ts';
import type { PlaybookLookup, StoredPlaybookForEmail } from './playbook-lookup.ts';
import { queueEmail, registerEmailSendJob, type QueuedEmail } from './queue-email.ts';

/** What the playbook email tells an owner who opted in to the blitz: the first morning email and the Google links. */
export interface PlaybookEmailBlitzNote {
  firstSendAt: Date | null;
  /** The enrollment's morning clock (08:00 New York until the owner chooses another in their settings). */
  sendClock: { minute: number; timeZone: string };
  connectUrl: string | null;
  disconnectUrl: string | null;
}

export interface EmailFeatureDeps {
  playbooks: PlaybookLookup;
  /** The blitz feature provides the note: it sends through email, so email never imports it. */
  blitzNoteFor: (ctx: ServerContext, owner: { email: string; placeId: string }) => Promise<PlaybookEmailBlitzNote>;
}

/** The send job, and the events that send mail: a finished playbook (to the owner) and a new lead (to the operator). */
export function registerEmailJobs(ctx: ServerContext, deps: EmailFeatureDeps): void {
  registerEmailSendJob(ctx);
  ctx.events.on('playbook.ready', async (event) => {
    const playbook = await deps.playbooks.byId(event.playbookId);
    if (!playbook) {
      // Emitted after the playbook is stored, so this is a bug upstream; throwing makes the generation job retry.
      throw new Error(`playbook.ready for ${event.playbookId}, which is not stored`);
    }
    await queuePlaybookEmail(ctx, {
      playbook,
      to: event.contactEmail,
      ownerName: event.ownerName,
      restaurantName: event.restaurantName,
      format: event.format,
      dedupeKey: `playbook:${event.playbookId}`,
      blitz:
        event.blitzOptIn && event.placeId
          ? await deps.blitzNoteFor(ctx, { email: event.contactEmail, placeId: event.placeId })
          : null,
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
  blitz: PlaybookEmailBlitzNote | null;
  /** Which copy is attached: the owner's own (to the owner at generation) or the stored, public one. */
  copy: 'owner' | 'public';
}

/** The playbook email: a short note, the link to /sop/{id}, the playbook attached. */
export async function queuePlaybookEmail(ctx: ServerContext, input: PlaybookEmailInput): Promise<QueuedEmail> {
  const filename = playbookFileName(input.restaurantName, input.format);
  return queueEmail(ctx, {
    template: playbookReadyTemplate,
    to: input.to,
    dedupeKey: input.dedupeKey,
    props: {
      brand: emailBrand(ctx),
      ownerName: input.ownerName,
      restaurantName: input.restaurantName,
      sopId: input.playbook.id,
      attachment: { filename, format: input.format === 'html' ? 'html' : 'txt' },
      blitzFirstSendAt: input.blitz?.firstSendAt ?? null,
      ...(input.blitz ? { blitzSendClock: input.blitz.sendClock } : {}),
      connectUrl: input.blitz?.connectUrl ?? null,
      disconnectUrl: input.blitz?.disconnectUrl ?? null,
      engine: input.playbook.engine,
      reviewSource: input.playbook.reviewSource,
    },
    playbookAttachment: { sopId: input.playbook.id, format: input.format, filename, copy: input.copy },
  });
}

/** Each new lead, contact message and quote request emails OPERATOR_EMAIL when it is set. */
export async function queueOperatorNotification(
  ctx: ServerContext,
  event: DomainEvents['lead.received'],
): Promise<QueuedEmail | null> {
  const operator = ctx.config.mail.operatorEmail;
  if (!operator) return null;
  return queueEmail(ctx, {
    template: operatorNotificationTemplate,
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
