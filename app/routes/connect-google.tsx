import { data, Form, redirect, useNavigation } from 'react-router';
import { statusOf } from '#contracts/error-constants.ts';
import { Button } from '#app/components/ui/button.tsx';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import { site } from '#app/content/site.ts';
import { ConnectPageShell, ConnectProblemView } from '#app/features/google-connect/index.ts';
import { Notice } from '#app/components/sign-in/sign-in-parts.tsx';
import { CodeStep } from '#app/features/owner-account/index.ts';
import type { ConnectProblemPage } from '#contracts/google-connect.ts';
import type { Route } from './+types/connect-google';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { problemPageData } from '#app/lib/route-errors.server.ts';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

const copy = ownerAccountCopy.connect;

export function meta(): Route.MetaDescriptors {
  return [{ title: `Connect Google Business Profile · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

function servicesOf(context: Route.LoaderArgs['context']) {
  return requireServices(context, 'The connect page').googleConnect;
}

function problemData(result: ConnectProblemPage) {
  return problemPageData({
    kind: 'problem' as const,
    problem: result.problem,
    code: result.code,
    retryPath: result.retryPath,
  });
}

/** From the owner's own pages: no link, the owner guard says whose restaurant it is (sign in first, then back here). */
async function startForOwner(request: Request, context: Route.LoaderArgs['context'], place: string) {
  const { owner, services } = await requireOwner(request, context, { page: 'The connect page' });
  return services.googleConnect.startForPlace(owner, place);
}

/**
 * GET /connect/google?t=: checks the signed link. A browser signed in as the blitz's own address goes on to Google's
 * consent page with a fresh single-use state and the PKCE verifier in a cookie only the callback path receives; any
 * other browser gets the sign-in step. GET /connect/google?place=: the same for the signed-in owner's own restaurant,
 * from our pages (inbox, account, settings). Nothing about the owner's connection changes here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('t');
  const place = url.searchParams.get('place');
  const result =
    token === null && place !== null
      ? await startForOwner(request, context, place)
      : await servicesOf(context).start(token ?? '', request.headers.get('cookie'));
  if (result.kind === 'redirect') {
    throw redirect(result.location, { headers: { 'Set-Cookie': result.setCookie, 'Cache-Control': 'no-store' } });
  }
  if (result.kind === 'problem') return problemData(result);
  // After signing in, the owner comes back here and goes on to Google.
  return data({ ...result, nextPath: `${url.pathname}${url.search}` }, { headers: { 'Cache-Control': 'no-store' } });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : loaderHeaders;
}

/** POST (same-site only): emails the blitz's own address a sign-in link and code, bound to this browser. */
export async function action({ request, context }: Route.ActionArgs) {
  // Like every page action: a body that is not this page's form is refused (it carries no fields).
  await readActionForm(request);
  const token = tokenFrom(request);
  const result = await servicesOf(context).requestSignIn(token, {
    clientIp: context.clientIp ?? '',
    cookieHeader: request.headers.get('cookie'),
  });
  if (result.kind === 'problem') return problemData(result);
  const headers = new Headers({ 'Set-Cookie': result.setCookie, 'Cache-Control': 'no-store' });
  if (result.outcome.status === 'rate-limited') {
    headers.set('Retry-After', String(result.outcome.retryAfterSeconds));
    return data(
      { kind: 'refused' as const, message: result.outcome.message, maskedEmail: result.maskedEmail },
      { status: statusOf('RATE_LIMITED'), headers },
    );
  }
  return data({ kind: 'sent' as const, maskedEmail: result.maskedEmail }, { headers });
}

export default function ConnectGoogle({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  if (actionData?.kind === 'problem') return <ConnectProblemView page={actionData} />;
  if (loaderData.kind === 'problem') return <ConnectProblemView page={loaderData} />;
  return (
    <ConnectPageShell tone="neutral">
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.heading(loaderData.restaurantName)}</h1>
      {actionData?.kind === 'sent' ? (
        <div className="mt-3 w-full max-w-md">
          <p role="status" className="text-muted-foreground">
            {copy.sent(actionData.maskedEmail)}
          </p>
          <CodeStep next={loaderData.nextPath} />
        </div>
      ) : (
        <>
          <p className="mt-3 text-muted-foreground">{copy.body(loaderData.maskedEmail)}</p>
          {loaderData.signedInAs ? (
            <Notice tone="status">{copy.otherAccount(loaderData.signedInAs, loaderData.maskedEmail)}</Notice>
          ) : null}
          {actionData?.kind === 'refused' ? <Notice tone="alert">{actionData.message}</Notice> : null}
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" disabled={busy}>
              {copy.send(loaderData.maskedEmail)}
            </Button>
          </Form>
          <p className="mt-6 text-sm text-muted-foreground">{copy.notYou}</p>
        </>
      )}
    </ConnectPageShell>
  );
}
