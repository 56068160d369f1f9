import { CircleCheckIcon, MailXIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, data, useNavigation } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { site } from '#app/content/site.ts';
import type { Route } from './+types/unsubscribe';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: `Unsubscribe · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** GET: a confirmation page with one button (a GET link in an email may be prefetched, so it never unsubscribes). */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The unsubscribe page');
  const token = tokenFrom(request, 'token');
  const inspected = token
    ? services.inspectUnsubscribeToken(token)
    : { valid: false, maskedEmail: null, extraRecipient: false };
  return { token, ...inspected };
}

/**
 * POST: both the page's button and the RFC 8058 one-click POST a mailbox provider sends to the List-Unsubscribe URL
 * (`List-Unsubscribe=One-Click`, token in the query, no cookies, no Origin). Unsubscribes at once and answers 200.
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
  return data({ unsubscribed: result.ok }, { status: result.ok ? 200 : 400 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const { token, valid, maskedEmail, extraRecipient } = loaderData;

  let body: ReactNode;
  if (actionData?.unsubscribed) {
    body = (
      <>
        <CircleCheckIcon aria-hidden className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">You’re unsubscribed</h1>
        <p className="mt-3 text-muted-foreground">
          {extraRecipient
            ? `${maskedEmail ?? 'This address'} is off this restaurant’s morning emails, starting now. The owner’s own emails go on.`
            : `${maskedEmail ?? 'This address'} will get no more reply-blitz or marketing email from ${site.brandName}, starting now. Emails you ask for, like a playbook you generate, still arrive.`}
        </p>
      </>
    );
  } else if (!valid || actionData?.unsubscribed === false) {
    body = (
      <>
        <TriangleAlertIcon aria-hidden className="size-10 text-destructive" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">This unsubscribe link doesn’t work</h1>
        <p className="mt-3 text-muted-foreground">
          It may have been cut short when it was copied. Use the link at the bottom of the latest email, or write to{' '}
          <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>
            {site.contact.email}
          </a>{' '}
          and we’ll remove you by hand.
        </p>
      </>
    );
  } else {
    body = (
      <>
        <MailXIcon aria-hidden className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Unsubscribe from {site.brandName} emails?</h1>
        <p className="mt-3 text-muted-foreground">
          {extraRecipient
            ? `${maskedEmail} will stop getting this restaurant’s morning emails, which its owner asked us to copy to it.`
            : `${maskedEmail} will stop getting the 7-day reply blitz and any other marketing email from us.`}
        </p>
        <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-6">
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <SiteLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">{body}</section>
    </SiteLayout>
  );
}
