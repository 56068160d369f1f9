import { data, redirect } from 'react-router';
import { site } from '#app/content/site.ts';
import { ConnectProblemView } from '#app/features/google-connect/index.ts';
import type { Route } from './+types/connect-google';

export function meta(): Route.MetaDescriptors {
  return [{ title: `Connect Google Business Profile · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * GET /connect/google?t=: checks the signed link, then sends the browser to Google's consent page with a fresh
 * single-use state and the PKCE verifier in a cookie only the callback path receives. Nothing about the owner's
 * connection changes here; a link that can't be used gets a page saying why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.services;
  if (!services) throw new Error('The connect page needs the server load context (context.services).');
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const result = await services.googleConnect.start(token);
  if (result.kind === 'redirect') {
    throw redirect(result.location, { headers: { 'Set-Cookie': result.setCookie, 'Cache-Control': 'no-store' } });
  }
  return data(
    { problem: result.problem, status: result.status, retryPath: result.retryPath },
    { status: result.status },
  );
}

export default function ConnectGoogle({ loaderData }: Route.ComponentProps) {
  return <ConnectProblemView page={loaderData} />;
}
