import { MailIcon } from 'lucide-react';
import { statusOf } from '#contracts/error-constants.ts';
import { data, redirect } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import { site } from '#app/content/site.ts';
import { Notice, SignInCard } from '#app/components/sign-in/sign-in-parts.tsx';
import { CodeStep, EmailStep, LinkStep } from '#app/features/owner-account/index.ts';
import { readActionFields } from '#app/lib/action-form.server.ts';
import { currentOwner } from '#app/lib/owner-guard.server.ts';
import { signInFormSchema } from '#contracts/owner-forms.ts';
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
 * GET: the address form. With `?token=` (the emailed link) a page with one button, in whichever browser opened it
 * (the mail app's own browser, another device): a GET never uses the link, because mail scanners open links. An
 * expired or used link gets the address form with a notice. No code box there: the code works only where it was
 * asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = ownerServices(context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const next = judgedNext(context, url.searchParams.get('next'));
  if (token) {
    const link = await owner.inspectLink(token);
    return data(
      link.valid
        ? { mode: 'link' as const, token, maskedEmail: link.maskedEmail, linkProblem: null, next, signedOut: false }
        : { mode: 'request' as const, token: '', maskedEmail: '', linkProblem: link.message, next, signedOut: false },
      { status: link.valid ? 200 : statusOf('BAD_REQUEST'), headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (await currentOwner(request, context, 'The sign-in page')) throw redirect(next);
  const signedOut = url.searchParams.has('signed-out');
  return { mode: 'request' as const, token: '', maskedEmail: '', linkProblem: null, next, signedOut };
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') || actionHeaders.has('retry-after') ? actionHeaders : loaderHeaders;
}

type ActionResult =
  | { step: 'sent'; message: string }
  | { step: 'email'; error: string; email: string }
  | { step: 'code'; error: string }
  | { step: 'link'; error: string; linkUsable: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const owner = ownerServices(context);
  // The schema reads every field (a missing one is empty), so it never refuses; each step judges its own.
  const form = (await readActionFields(request, signInFormSchema)).data!;
  const clientIp = context.clientIp ?? '';
  const cookieHeader = request.headers.get('cookie');
  const userAgent = request.headers.get('user-agent');
  const next = judgedNext(context, form.next);
  const intent = form.intent;
  if (intent === 'link' || intent === 'code') {
    const result =
      intent === 'link'
        ? await owner.signInWithLink({ token: form.token, cookieHeader, userAgent, clientIp, next })
        : await owner.signInWithCode({ code: form.code, cookieHeader, userAgent, clientIp, next });
    if (result.ok) throw redirectWithCookies(result.next, result.setCookies);
    const status = statusOf(result.reason === 'rate-limited' ? 'RATE_LIMITED' : 'INVALID_INPUT');
    return data<ActionResult>(
      intent === 'link'
        ? { step: 'link', error: result.message, linkUsable: result.reason === 'rate-limited' }
        : { step: 'code', error: result.message },
      { status },
    );
  }
  const email = form.email;
  const { outcome, setCookie } = await owner.requestSignIn({ email, clientIp, next, cookieHeader });
  const headers = new Headers({ 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' });
  if (outcome.status === 'sent') return data<ActionResult>({ step: 'sent', message: copy.sent }, { headers });
  if (outcome.status === 'rate-limited') headers.set('Retry-After', String(outcome.retryAfterSeconds));
  return data<ActionResult>(
    { step: 'email', error: outcome.message, email: email.trim() },
    { status: statusOf(outcome.status === 'rate-limited' ? 'RATE_LIMITED' : 'INVALID_INPUT'), headers },
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** After asking: the code box, in the browser that asked (the only one where the code works). */
function SentCard({ next, error }: { next: string; error: string | null }) {
  return (
    <SignInCard title={copy.sentHeading} icon={<MailIcon aria-hidden="true" className="size-5" />}>
      <p className="mt-3 text-sm text-muted-foreground" role="status">
        {copy.sent}
      </p>
      <CodeStep next={next} error={error} />
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
}

/** The address form, with what went wrong last (a spent link, a bad address, a limit) or "signed out". */
function RequestCard({ loaderData, result }: { loaderData: LoaderData; result: ActionResult | undefined }) {
  const linkProblem = result?.step === 'link' ? result.error : loaderData.linkProblem;
  return (
    <SignInCard title={copy.title}>
      <p className="mt-2 text-sm text-muted-foreground">{copy.intro}</p>
      {loaderData.signedOut && !result ? <Notice tone="status">{copy.signedOut}</Notice> : null}
      {linkProblem ? <Notice tone="alert">{linkProblem}</Notice> : null}
      <EmailStep
        next={loaderData.next}
        email={result?.step === 'email' ? result.email : undefined}
        error={result?.step === 'email' ? result.error : null}
      />
    </SignInCard>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const next = loaderData.next;
  let body: React.ReactNode;
  if (result?.step === 'sent' || result?.step === 'code') {
    body = <SentCard next={next} error={result.step === 'code' ? result.error : null} />;
  } else if (loaderData.mode === 'link' && (result?.step !== 'link' || result.linkUsable)) {
    body = (
      <LinkStep
        token={loaderData.token}
        next={next}
        maskedEmail={loaderData.maskedEmail}
        error={result?.step === 'link' ? result.error : null}
      />
    );
  } else {
    body = <RequestCard loaderData={loaderData} result={result} />;
  }
  return (
    <SiteLayout>
      <section className="flex justify-center px-4 py-12 sm:py-20">{body}</section>
    </SiteLayout>
  );
}
