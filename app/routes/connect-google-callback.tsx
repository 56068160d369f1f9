import { redirect } from 'react-router';
import { site } from '#app/content/site.ts';
import { ConnectProblemView } from '#app/features/google-connect/index.ts';
import type { Route } from './+types/connect-google-callback';
import { requireServices } from '#app/lib/route-context.ts';
import { problemPageData } from '#app/lib/route-errors.server.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: `Connect Google Business Profile · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** The cookie that clears the PKCE verifier rides on the problem page too. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * GET /connect/google/callback: Google's answer (`code` and `state`, or `error`). A good answer is exchanged, stored
 * sealed, and redirected to the connected page or the location choice, so a reload never repeats the exchange.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The connect callback');
  const result = await services.googleConnect.callback(
    new URL(request.url).searchParams,
    request.headers.get('cookie'),
  );
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (result.setCookie) headers.set('Set-Cookie', result.setCookie);
  if (result.kind === 'redirect') throw redirect(result.location, { headers });
  return problemPageData({ problem: result.problem, code: result.code, retryPath: result.retryPath }, { headers });
}

export default function ConnectGoogleCallback({ loaderData }: Route.ComponentProps) {
  return <ConnectProblemView page={loaderData} />;
}
