import { InboxIcon } from 'lucide-react';
import { statusOf } from '#contracts/error-constants.ts';
import { data, Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { connectCopy } from '#app/content/google-connect.ts';
import { site } from '#app/content/site.ts';
import { ConnectPageShell } from '#app/features/google-connect/index.ts';
import type { Route } from './+types/connect-google-connected';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${connectCopy.connected.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** GET /connect/google/connected?t=: the result page after the callback (or the location choice) redirects here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The connected page');
  const page = await services.googleConnect.connected(tokenFrom(request));
  return data(page, { status: page.valid ? 200 : statusOf('BAD_REQUEST') });
}

export default function ConnectGoogleConnected({ loaderData }: Route.ComponentProps) {
  const copy = connectCopy.connected;
  if (!loaderData.valid) {
    return (
      <ConnectPageShell tone="problem">
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.invalidHeading}</h1>
        <p className="mt-3 text-muted-foreground">{copy.invalidBody}</p>
        <Button asChild size="lg" variant="outline" className="mt-6">
          <Link to="/account">{copy.account}</Link>
        </Button>
      </ConnectPageShell>
    );
  }
  return (
    <ConnectPageShell tone="success">
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.heading(loaderData.locationTitle)}</h1>
      <p className="mt-3 text-muted-foreground">{copy.body(loaderData.locationTitle)}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={`/inbox?place=${encodeURIComponent(loaderData.placeId)}`}>
          <InboxIcon aria-hidden="true" />
          {copy.openInbox}
        </Link>
      </Button>
      <p className="mt-10 text-sm text-muted-foreground">
        {copy.disconnectHint}{' '}
        <a className="font-medium text-primary underline" href={loaderData.disconnectPath}>
          {copy.disconnect}
        </a>
      </p>
    </ConnectPageShell>
  );
}
