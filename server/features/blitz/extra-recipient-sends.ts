import { type Enrollment, confirmedRecipients } from '#server/features/owners/index.ts';
import { type QueueEmailInput, queueEmail } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { BlitzEmailBase } from './emails/blitz-parts.tsx';
import { unsubscribeUrlFor } from './enrollment.ts';

/**
 * Copies one enrollment email to each extra address that confirmed (owner settings): the same email, with the
 * address's own unsubscribe link (it removes that address only) and its own dedupe key, so a retried send queues each
 * copy once; returns the copies' email ids. What only the owner may use is left out of a copy: the links that post a reply to Google, connect or
 * disconnect the profile (`ownerOnly` strips them from the props), the owner's inbox and the greeting by the owner's
 * name.
 */
export async function queueExtraRecipientCopies<P extends BlitzEmailBase>(
  ctx: ServerContext,
  enrollment: Pick<Enrollment, 'id' | 'email' | 'placeId'>,
  email: Pick<QueueEmailInput<P>, 'template' | 'dedupeKey' | 'props' | 'transientBody'>,
  ownerOnly: (props: P) => P = (props) => props,
): Promise<string[]> {
  const ids: string[] = [];
  for (const address of await confirmedRecipients(ctx.database, enrollment.id)) {
    const unsubscribeUrl = unsubscribeUrlFor(ctx, enrollment, address);
    const queued = await queueEmail(ctx, {
      template: email.template,
      to: address,
      dedupeKey: `${email.dedupeKey}:to:${address.toLowerCase()}`,
      unsubscribeUrl,
      props: {
        ...ownerOnly(email.props),
        ownerName: '',
        unsubscribeUrl,
        connectUrl: null,
        disconnectUrl: null,
        inboxUrl: null,
        extraRecipient: true,
      },
      ...(email.transientBody ? { transientBody: true } : {}),
    });
    ids.push(queued.id);
  }
  return ids;
}
