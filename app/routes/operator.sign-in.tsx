import { KeyRoundIcon, MailIcon } from 'lucide-react';
import { statusOf } from '#contracts/error-constants.ts';
import { data, Form, redirect } from 'react-router';
import { BrandMark } from '#app/components/layout/brand-mark.tsx';
import { EmailLinkForm, Notice, SignInCard, useSubmitting } from '#app/components/sign-in/sign-in-parts.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { site } from '#app/content/site.ts';
import { operatorMeta } from '#app/features/operator/index.ts';
import { CONSOLE_HOME_PATH, safeConsoleNext } from '#contracts/next-path.ts';
import type { Route } from './+types/operator.sign-in';
import { readActionFields } from '#app/lib/action-form.server.ts';
import { operatorSignInFormSchema } from '#contracts/operator-forms.ts';
import { requirePublicUrl, requireServices } from '#app/lib/route-context.ts';

export const meta = operatorMeta('Sign in');

function servicesOf(context: Route.LoaderArgs['context']) {
  return requireServices(context, 'The operator console').operator;
}

/**
 * GET: the form that asks for a link; with `?token=` (the link from the email) a page with one button, because mail
 * scanners open links and a GET must not use the link up. A signed-in operator goes straight on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = servicesOf(context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  // Judged once, here: the page's forms carry only a console path (contracts/next-path.ts), whatever the link said.
  const next = safeConsoleNext(url.searchParams.get('next'), requirePublicUrl(context, 'The operator console'));
  if (token) {
    const { valid } = await operator.inspectSignInLink(token);
    return { mode: 'confirm' as const, token, valid, next, signedOut: false };
  }
  if (await operator.current(request)) throw redirect(next);
  return { mode: 'request' as const, token: '', valid: false, next, signedOut: url.searchParams.has('signed-out') };
}

/** The action's own headers (Retry-After on a 429) reach the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

type ActionResult = { status: 'sent' | 'invalid' | 'rate-limited' | 'link-refused'; message: string; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const operator = servicesOf(context);
  // Every field reads as text (a missing one is empty), so the schema never refuses; the services judge the values.
  const form = (await readActionFields(request, operatorSignInFormSchema)).data!;
  const clientIp = context.clientIp ?? '';
  const next = safeConsoleNext(form.next, requirePublicUrl(context, 'The operator console'));
  if (form.intent === 'confirm') {
    const outcome = await operator.signIn({
      token: form.token,
      cookieHeader: request.headers.get('cookie'),
      userAgent: request.headers.get('user-agent'),
      clientIp,
      next,
    });
    if (outcome.ok) {
      const headers = new Headers();
      for (const cookie of outcome.setCookies) headers.append('set-cookie', cookie);
      throw redirect(outcome.next, { headers });
    }
    return data<ActionResult>(
      { status: 'link-refused', message: outcome.message },
      { status: statusOf('BAD_REQUEST') },
    );
  }
  const { email } = form;
  const outcome = await operator.requestSignInLink({
    email,
    clientIp,
    next,
    cookieHeader: request.headers.get('cookie'),
  });
  if (outcome.status === 'sent') {
    return data<ActionResult>({
      status: 'sent',
      email: email.trim(),
      message: 'If this address may sign in, a link is on its way. It works once, for 15 minutes.',
    });
  }
  if (outcome.status === 'rate-limited') {
    return data<ActionResult>(
      { status: 'rate-limited', message: outcome.message },
      { status: statusOf('RATE_LIMITED'), headers: { 'retry-after': String(outcome.retryAfterSeconds) } },
    );
  }
  return data<ActionResult>(
    { status: 'invalid', message: outcome.message, email },
    { status: statusOf('INVALID_INPUT') },
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** The page the emailed link opens: one button, because a GET must not use the link up. */
function ConfirmStep({ token, next }: { token: string; next: string }) {
  const busy = useSubmitting();
  return (
    <SignInCard narrow title="Finish signing in" icon={<KeyRoundIcon aria-hidden="true" className="size-5" />}>
      <p className="mt-2 text-sm text-muted-foreground">
        This link works once. Signing in keeps you in for up to 7 days on this browser, or until 12 hours without use.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="next" value={next} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </SignInCard>
  );
}

/** After asking: the same words whether or not the address may sign in. */
function SentStep({ message, next }: { message: string; next: string }) {
  return (
    <SignInCard narrow title="Check your email" icon={<MailIcon aria-hidden="true" className="size-5" />}>
      <div role="status">
        <p className="mt-2 text-sm text-muted-foreground">{message}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          Nothing after a few minutes? Check the spam folder, or{' '}
          <a
            href={`/operator/sign-in${next !== CONSOLE_HOME_PATH ? `?next=${encodeURIComponent(next)}` : ''}`}
            className="font-medium text-primary underline"
          >
            ask again
          </a>
          .
        </p>
      </div>
    </SignInCard>
  );
}

/** The form that asks for a link, with what went wrong last time (a refused link, a bad address, a limit). */
function RequestStep({
  loaderData,
  result,
  next,
}: {
  loaderData: LoaderData;
  result: ActionResult | undefined;
  next: string;
}) {
  const linkProblem =
    loaderData.mode === 'confirm'
      ? (result?.message ?? 'This sign-in link has expired or was already used. Ask for a new one below.')
      : null;
  const error = result && result.status !== 'link-refused' ? result.message : null;
  return (
    <SignInCard narrow title="Sign in">
      <p className="mt-2 text-sm text-muted-foreground">
        Enter your work address and we’ll email you a one-time sign-in link.
      </p>
      {loaderData.signedOut && !result ? <Notice tone="status">You’re signed out.</Notice> : null}
      {linkProblem ? <Notice tone="alert">{linkProblem}</Notice> : null}
      <EmailLinkForm
        action="/operator/sign-in"
        fieldId="operator-email"
        label="Email address"
        submitLabel="Email me a sign-in link"
        busyLabel="Sending…"
        next={next}
        email={result?.email}
        error={error}
      />
    </SignInCard>
  );
}

export default function OperatorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const next = loaderData.next;

  let body: React.ReactNode;
  if (loaderData.mode === 'confirm' && loaderData.valid && result?.status !== 'link-refused') {
    body = <ConfirmStep token={loaderData.token} next={next} />;
  } else if (result?.status === 'sent') {
    body = <SentStep message={result.message} next={next} />;
  } else {
    body = <RequestStep loaderData={loaderData} result={result} next={next} />;
  }

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted px-4 py-10 sm:justify-center sm:py-16">
      <p className="mb-6 flex items-center gap-2.5 sm:mb-8">
        <BrandMark />
        <span className="text-lg font-semibold tracking-tight text-foreground">{site.brandName}</span>
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
          Operator console
        </span>
      </p>
      {body}
      <p className="mt-6 max-w-sm text-center text-xs text-muted-foreground">
        For the people who run {site.brandName}. Looking for your playbook?{' '}
        <a href="/" className="font-medium text-primary underline">
          Go to the home page
        </a>
        .
      </p>
    </main>
  );
}
