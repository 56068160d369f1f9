import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';

/**
 * What the owners' and the operators' sign-in pages share: the card, its notices, the address form that asks for an
 * emailed link, and the pressed-once state of their buttons. Each page brings its own words and form action.
 */

/** Whether a POST from this page is under way (its buttons say so and stay pressed once). */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
}

/** A line above the form: what went wrong (`alert`) or what just happened (`status`, e.g. signed out). */
export function Notice({ tone, children }: { tone: 'alert' | 'status'; children: ReactNode }) {
  const Icon = tone === 'alert' ? TriangleAlertIcon : CircleCheckIcon;
  return (
    <p
      role={tone}
      className={
        tone === 'alert'
          ? 'mt-4 flex items-start gap-2 rounded-md bg-accent px-3 py-2.5 text-left text-sm text-accent-foreground'
          : 'mt-4 flex items-start gap-2 rounded-md bg-secondary px-3 py-2.5 text-left text-sm text-secondary-foreground'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The card every sign-in step sits in, with its heading and an optional round icon beside it. */
export function SignInCard({
  title,
  icon,
  narrow = false,
  children,
}: {
  title: string;
  icon?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`w-full ${narrow ? 'max-w-sm' : 'max-w-md'} rounded-xl border border-border bg-card p-6 text-left shadow-sm sm:p-8`}
    >
      <div className="flex items-center gap-3">
        {icon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            {icon}
          </span>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      </div>
      {children}
    </div>
  );
}

export interface EmailLinkFormProps {
  /** Where the form posts (with intent=request and `next`). */
  action: string;
  /** The address field's id; its error line is `<fieldId>-error`. */
  fieldId: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  next: string;
  /** What the visitor typed last time, kept after a refusal. */
  email?: string | undefined;
  error?: string | null | undefined;
}

/** The address form that asks for a one-time sign-in link. */
export function EmailLinkForm({
  action,
  fieldId,
  label,
  submitLabel,
  busyLabel,
  next,
  email,
  error,
}: EmailLinkFormProps) {
  const busy = useSubmitting();
  const errorId = `${fieldId}-error`;
  return (
    <Form method="post" action={action} className="mt-6 space-y-4 text-left" noValidate>
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="next" value={next} />
      <div className="space-y-2">
        <Label htmlFor={fieldId}>{label}</Label>
        <Input
          id={fieldId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          size="lg"
          defaultValue={email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
