import { BellOffIcon, CircleCheckIcon, MailXIcon, TriangleAlertIcon } from 'lucide-react';
import { statusOf } from '#contracts/error-constants.ts';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { MessagePage, MessagePageButton } from '#app/components/layout/message-page.tsx';
import { site } from '#app/content/site.ts';
import { unsubscribeCopy as copy } from '#app/content/unsubscribe.ts';
import type { Route } from './+types/unsubscribe';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${copy.metaTitle} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * GET: a confirmation page with one button, saying what this link stops (everything, an extra address's copies, or a
 * review alert's alerts, a monthly report's reports). A GET link in an email may be prefetched, so it never acts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The unsubscribe page');
  const token = tokenFrom(request, 'token');
  const link = token
    ? await services.inspectUnsubscribeToken(token)
    : { valid: false, scope: 'everything' as const, maskedEmail: null, restaurant: null };
  return { token, ...link };
}

/**
 * POST: both the page's button and the RFC 8058 one-click POST a mailbox provider sends to the List-Unsubscribe URL
 * (`List-Unsubscribe=One-Click`, token in the query, no cookies, no Origin). Stops what the token says at once and
 * answers 200.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The unsubscribe page');
  let token = tokenFrom(request, 'token');
  // A one-click POST carries the token in the query and its body is not read; the page's button sends a form.
  if (!token) {
    const form = await readActionForm(request);
    const field = form.get('token');
    token = typeof field === 'string' ? field : '';
  }
  const result = token ? await services.unsubscribe(token) : { ok: false };
  return data({ unsubscribed: result.ok }, { status: result.ok ? 200 : statusOf('BAD_REQUEST') });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, valid, scope, maskedEmail, restaurant } = loaderData;
  const words = { who: maskedEmail ?? 'This address', restaurant: restaurant?.name ?? null };

  let body: ReactNode;
  if (actionData?.unsubscribed) {
    const done = copy.done[scope];
    body = (
      <>
        <CircleCheckIcon aria-hidden className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance">{done.heading}</h1>
        <p className="mt-3 text-muted-foreground">{done.body(words, site.brandName)}</p>
        {(scope === 'alerts' || scope === 'reports') && restaurant ? (
          <a
            className="mt-6 font-medium text-primary underline underline-offset-4"
            href={`/inbox/settings?place=${encodeURIComponent(restaurant.placeId)}#${scope}-heading`}
          >
            {scope === 'alerts' ? copy.alertsBackOn : copy.reportsBackOn}
          </a>
        ) : null}
      </>
    );
  } else if (!valid || actionData?.unsubscribed === false) {
    body = (
      <>
        <TriangleAlertIcon aria-hidden className="size-10 text-destructive" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance">{copy.invalid.heading}</h1>
        <p className="mt-3 text-muted-foreground">
          {copy.invalid.body}{' '}
          <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>
            {site.contact.email}
          </a>{' '}
          {copy.invalid.after}
        </p>
      </>
    );
  } else {
    const ask = copy.ask[scope];
    const Icon = scope === 'alerts' ? BellOffIcon : MailXIcon;
    body = (
      <>
        <Icon aria-hidden className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance">{ask.heading(site.brandName, words)}</h1>
        <p className="mt-3 text-muted-foreground">{ask.body(words)}</p>
        <MessagePageButton
          action={`/unsubscribe?token=${encodeURIComponent(token)}`}
          label={ask.button}
          pendingLabel={ask.pending}
        />
      </>
    );
  }

  return <MessagePage>{body}</MessagePage>;
}
