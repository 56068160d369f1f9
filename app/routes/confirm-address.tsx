import { CircleCheckIcon, MailPlusIcon, TriangleAlertIcon } from 'lucide-react';
import { statusOf } from '#contracts/error-constants.ts';
import { data } from 'react-router';
import { MessagePage, MessagePageButton } from '#app/components/layout/message-page.tsx';
import { ownerSettingsCopy } from '#app/content/owner-settings.ts';
import { site } from '#app/content/site.ts';
import { readActionForm } from '#app/lib/action-form.server.ts';
import type { Route } from './+types/confirm-address';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

const copy = ownerSettingsCopy.confirm;

export function meta(): Route.MetaDescriptors {
  return [{ title: `${copy.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** GET: what the link is for, and one button. A GET never confirms (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The confirmation page');
  const token = tokenFrom(request);
  const page = await services.ownerSettings.inspectAddressToken(token);
  return data(
    { ...page, token },
    { status: page.valid ? 200 : statusOf('BAD_REQUEST'), headers: { 'Cache-Control': 'no-store' } },
  );
}

/** POST (same-site only): confirms the address, once. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The confirmation page');
  await readActionForm(request);
  const page = await services.ownerSettings.confirmAddress(tokenFrom(request));
  return data(page, { status: page.valid ? 200 : statusOf('BAD_REQUEST') });
}

export default function ConfirmAddress({ loaderData, actionData }: Route.ComponentProps) {
  let body;
  if (actionData?.confirmed) {
    body = (
      <>
        <CircleCheckIcon aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.doneHeading}</h1>
        <p className="mt-3 text-muted-foreground">
          {copy.doneBody(actionData.maskedEmail ?? '', actionData.restaurantName ?? '')}
        </p>
      </>
    );
  } else if (!loaderData.valid || actionData?.valid === false) {
    body = (
      <>
        <TriangleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.invalidHeading}</h1>
        <p className="mt-3 text-muted-foreground">{copy.invalidBody}</p>
      </>
    );
  } else {
    body = (
      <>
        <MailPlusIcon aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.heading(loaderData.restaurantName ?? '')}</h1>
        <p className="mt-3 text-muted-foreground">{copy.body(loaderData.maskedEmail ?? '')}</p>
        <MessagePageButton
          action={`/confirm-address?t=${encodeURIComponent(loaderData.token)}`}
          label={copy.button}
          pendingLabel={copy.submitting}
        />
      </>
    );
  }
  return <MessagePage>{body}</MessagePage>;
}
