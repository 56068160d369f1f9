import { KeyRoundIcon } from 'lucide-react';
import { Form } from 'react-router';
import { EmailLinkForm, Notice, SignInCard, useSubmitting } from '#app/components/sign-in/sign-in-parts.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';

const copy = ownerAccountCopy.signIn;

/** Asks for a link and a code by address (POST /sign-in, intent=request). */
export function EmailStep({ next, email, error }: { next: string; email?: string; error?: string | null }) {
  return (
    <EmailLinkForm
      action="/sign-in"
      fieldId="owner-email"
      label={copy.emailLabel}
      submitLabel={copy.send}
      busyLabel={copy.sending}
      next={next}
      email={email}
      error={error}
    />
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

/**
 * The page the emailed link opens, in whichever browser opened it: whose link it is and one button (POST /sign-in,
 * intent=link). Opening the page uses nothing; the press does. No code box: the code works only where it was asked.
 */
export function LinkStep({
  token,
  next,
  maskedEmail,
  error,
}: {
  token: string;
  next: string;
  maskedEmail: string;
  error?: string | null;
}) {
  const busy = useSubmitting();
  return (
    <SignInCard title={copy.linkTitle} icon={<KeyRoundIcon aria-hidden="true" className="size-5" />}>
      <p className="mt-3 text-sm text-muted-foreground">
        {copy.linkBody[0]} <strong className="font-semibold text-foreground">{maskedEmail}</strong> {copy.linkBody[1]}
      </p>
      {error ? <Notice tone="alert">{error}</Notice> : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="next" value={next} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? copy.confirming : copy.linkButton}
        </Button>
      </Form>
      <p className="mt-4 text-sm text-muted-foreground">{copy.linkNotYou}</p>
    </SignInCard>
  );
}
