import { Form, data, useNavigation } from 'react-router';
import { statusOf } from '#contracts/error-constants.ts';
import { Button } from '#app/components/ui/button.tsx';
import { connectCopy } from '#app/content/google-connect.ts';
import { site } from '#app/content/site.ts';
import { ConnectPageShell } from '#app/features/google-connect/index.ts';
import type { Route } from './+types/connect-google-disconnect';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${connectCopy.disconnect.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** GET: what would be disconnected, and one button. A GET never disconnects (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The disconnect page');
  const token = tokenFrom(request);
  const page = await services.googleConnect.inspectDisconnect(token);
  return data({ ...page, token }, { status: page.valid ? 200 : statusOf('BAD_REQUEST') });
}

/** POST (same-origin only): revokes our access at Google and deletes the connection and what was stored for it. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The disconnect page');
  const result = await services.googleConnect.disconnect(tokenFrom(request));
  return data(result, { status: result.ok ? 200 : statusOf('BAD_REQUEST') });
}

export default function ConnectGoogleDisconnect({ loaderData, actionData }: Route.ComponentProps) {
  const copy = connectCopy.disconnect;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';

  if (!loaderData.valid || actionData?.ok === false) {
    return (
      <ConnectPageShell tone="problem">
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.invalidHeading}</h1>
        <p className="mt-3 text-muted-foreground">{copy.invalidBody}</p>
      </ConnectPageShell>
    );
  }
  if (actionData?.ok) {
    return (
      <ConnectPageShell tone="success">
        <h1 className="mt-4 text-2xl font-bold tracking-tight">
          {actionData.disconnected > 0 ? copy.doneHeading : copy.noneHeading}
        </h1>
        <p className="mt-3 text-muted-foreground">{actionData.disconnected > 0 ? copy.doneBody : copy.noneBody}</p>
        {actionData.revoked ? null : <p className="mt-3 text-muted-foreground">{copy.notRevoked}</p>}
      </ConnectPageShell>
    );
  }
  if (loaderData.locationTitles.length === 0) {
    return (
      <ConnectPageShell tone="neutral">
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.noneHeading}</h1>
        <p className="mt-3 text-muted-foreground">{copy.noneBody}</p>
      </ConnectPageShell>
    );
  }
  return (
    <ConnectPageShell tone="neutral">
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.heading}</h1>
      <p className="mt-3 text-muted-foreground">{copy.body(loaderData.locationTitles.join(', '))}</p>
      <Form
        method="post"
        action={`/connect/google/disconnect?t=${encodeURIComponent(loaderData.token)}`}
        className="mt-6"
      >
        <Button type="submit" size="lg" variant="destructive" disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </Form>
    </ConnectPageShell>
  );
}
