import { MailIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';

const copy = ownerAccountCopy.signIn;

/** Whether a POST to `action` is under way (the page's buttons say so and stay pressed once). */
function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
}

export function Notice({ tone, children }: { tone: 'alert' | 'status'; children: ReactNode }) {
  return (
    <p
      role={tone}
      className={
        tone === 'alert'
          ? 'mt-4 flex items-start gap-2 rounded-md bg-accent px-3 py-2.5 text-left text-sm text-accent-foreground'
          : 'mt-4 flex items-start gap-2 rounded-md bg-secondary px-3 py-2.5 text-left text-sm text-secondary-foreground'
      }
    >
      {tone === 'alert' ? <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
      {children}
    </p>
  );
}

/** Asks for a link and a code by address (POST /sign-in, intent=request). */
export function EmailStep({ next, email, error }: { next: string; email?: string; error?: string | null }) {
  const busy = useSubmitting();
  return (
    <Form method="post" action="/sign-in" className="mt-6 space-y-4 text-left" noValidate>
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="next" value={next} />
      <div className="space-y-2">
        <Label htmlFor="owner-email">{copy.emailLabel}</Label>
        <Input
          id="owner-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          size="lg"
          defaultValue={email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'owner-email-error' : undefined}
        />
        {error ? (
          <p id="owner-email-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.sending : copy.send}
      </Button>
    </Form>
  );
}

/** The 6-digit code, typed in the browser that asked for it (POST /sign-in, intent=code). */
export function CodeStep({ next, error }: { next: string; error?: string | null }) {
  const busy = useSubmitting();
  return (
    <Form method="post" action="/sign-in" className="mt-6 space-y-4 text-left" noValidate>
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="next" value={next} />
      <div className="space-y-2">
        <Label htmlFor="owner-code">{copy.codeLabel}</Label>
        <Input
          id="owner-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          size="xl"
          variant="figure"
          className="text-center tracking-[0.3em]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'owner-code-error' : 'owner-code-hint'}
        />
        {error ? (
          <p id="owner-code-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p id="owner-code-hint" className="text-sm text-muted-foreground">
            {copy.codeHint}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.confirming : copy.confirm}
      </Button>
    </Form>
  );
}

/** The card every sign-in step sits in. */
export function SignInCard({ title, mailIcon, children }: { title: string; mailIcon?: boolean; children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 text-left shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        {mailIcon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <MailIcon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      </div>
      {children}
    </div>
  );
}
