import { MailIcon } from 'lucide-react';
import { data, redirect } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import { site } from '#app/content/site.ts';
import { Notice, SignInCard } from '#app/components/sign-in/sign-in-parts.tsx';
import { CodeStep, EmailStep } from '#app/features/owner-account/index.ts';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { OWNER_HOME_PATH } from '#contracts/account-constants.ts';
import { safeOwnerNext } from '#contracts/next-path.ts';
import type { Route } from './+types/sign-in';
import { requirePublicUrl, requireServices } from '#app/lib/route-context.ts';

const copy = ownerAccountCopy.signIn;

export function meta(): Route.MetaDescriptors {
  return [{ title: `${copy.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

function ownerServices(context: Route.LoaderArgs['context']) {
  const services = requireServices(context, 'The sign-in page');
  return services.owner;
}

/** Where to go after signing in, judged once, before anything is redeemed: a page of this site, or /account. */
function judgedNext(context: Route.LoaderArgs['context'], value: string | null): string {
  return safeOwnerNext(value, requirePublicUrl(context, 'The sign-in page'));
}

/** A redirect that sets every cookie (the session, and the cleared browser binding). */
function redirectWithCookies(location: string, cookies: string[]): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(location, { headers });
}

/**
 * GET: the address form. With `?token=` (the emailed link) it signs in at once, but only in the browser that asked
 * for the link (its binding cookie); anywhere else the link stays unused and the page says to use the code where
 * the request was made. A mail scanner opening the link has no binding and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = ownerServices(context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const next = judgedNext(context, url.searchParams.get('next'));
  const cookieHeader = request.headers.get('cookie');
  if (token) {
    const result = await owner.signInWithLink({
      token,
      cookieHeader,
      userAgent: request.headers.get('user-agent'),
      clientIp: context.clientIp ?? '',
      next,
    });
    if (result.ok) throw redirectWithCookies(result.next, result.setCookies);
    return data(
      { linkProblem: result.message, showCode: result.reason === 'other-browser', next, signedOut: false },
      { status: result.reason === 'rate-limited' ? 429 : 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (await owner.current(cookieHeader)) throw redirect(next);
  return { linkProblem: null, showCode: false, next, signedOut: url.searchParams.has('signed-out') };
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') || actionHeaders.has('retry-after') ? actionHeaders : loaderHeaders;
}

type ActionResult =
  { step: 'sent'; message: string } | { step: 'email'; error: string; email: string } | { step: 'code'; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const owner = ownerServices(context);
  const form = await readActionForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const clientIp = context.clientIp ?? '';
  const cookieHeader = request.headers.get('cookie');
  const next = judgedNext(context, field('next'));
  if (field('intent') === 'code') {
    const result = await owner.signInWithCode({
      code: field('code'),
      cookieHeader,
      userAgent: request.headers.get('user-agent'),
      clientIp,
      next,
    });
    if (result.ok) throw redirectWithCookies(result.next, result.setCookies);
    return data<ActionResult>(
      { step: 'code', error: result.message },
      { status: result.reason === 'rate-limited' ? 429 : 400 },
    );
  }
  const email = field('email');
  const { outcome, setCookie } = await owner.requestSignIn({ email, clientIp, next, cookieHeader });
  const headers = new Headers({ 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' });
  if (outcome.status === 'sent') return data<ActionResult>({ step: 'sent', message: copy.sent }, { headers });
  if (outcome.status === 'rate-limited') headers.set('Retry-After', String(outcome.retryAfterSeconds));
  return data<ActionResult>(
    { step: 'email', error: outcome.message, email: email.trim() },
    { status: outcome.status === 'rate-limited' ? 429 : 400, headers },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const next = loaderData.next;
  let body: React.ReactNode;
  if (result?.step === 'sent' || result?.step === 'code') {
    body = (
      <SignInCard title={copy.sentHeading} icon={<MailIcon aria-hidden="true" className="size-5" />}>
        <p className="mt-3 text-sm text-muted-foreground" role="status">
          {copy.sent}
        </p>
        <CodeStep next={next} error={result.step === 'code' ? result.error : null} />
        <p className="mt-4 text-sm text-muted-foreground">
          <a
            href={`/sign-in${next !== OWNER_HOME_PATH ? `?next=${encodeURIComponent(next)}` : ''}`}
            className="text-primary underline"
          >
            {copy.askAgain}
          </a>
        </p>
      </SignInCard>
    );
  } else if (loaderData.showCode) {
    body = (
      <SignInCard title={copy.title}>
        {loaderData.linkProblem ? <Notice tone="alert">{loaderData.linkProblem}</Notice> : null}
        <CodeStep next={next} />
      </SignInCard>
    );
  } else {
    body = (
      <SignInCard title={copy.title}>
        <p className="mt-2 text-sm text-muted-foreground">{copy.intro}</p>
        {loaderData.signedOut && !result ? <Notice tone="status">{copy.signedOut}</Notice> : null}
        {loaderData.linkProblem ? <Notice tone="alert">{loaderData.linkProblem}</Notice> : null}
        <EmailStep
          next={next}
          email={result?.step === 'email' ? result.email : undefined}
          error={result?.step === 'email' ? result.error : null}
        />
      </SignInCard>
    );
  }
  return (
    <SiteLayout>
      <section className="flex justify-center px-4 py-12 sm:py-20">{body}</section>
    </SiteLayout>
  );
}
