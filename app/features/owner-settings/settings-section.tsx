import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import type { SettingsActionResult, SettingsIntent } from '#contracts/owner-settings.ts';

/** One section of the settings page: a card with its heading, its words and its own form(s). */
export function SettingsSection(props: { id: string; heading: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section
      aria-labelledby={`${props.id}-heading`}
      className={
        props.tone === 'danger'
          ? 'rounded-xl border border-destructive/40 bg-card p-5 shadow-sm sm:p-6'
          : 'rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6'
      }
    >
      <h2 id={`${props.id}-heading`} className="text-lg font-semibold tracking-tight">
        {props.heading}
      </h2>
      <div className="mt-2 space-y-4 text-sm">{props.children}</div>
    </section>
  );
}

/** The section's answer under its form: what was saved, or why not (announced to screen readers). */
export function SectionMessage({
  result,
  intent,
}: {
  result: SettingsActionResult | undefined;
  intent: SettingsIntent;
}) {
  const mine = result && result.intent === intent ? result : null;
  return (
    <div aria-live="polite" id={`${intent}-message`}>
      {mine ? (
        <p
          className={
            mine.ok
              ? 'flex items-start gap-2 rounded-md bg-secondary px-3 py-2 text-secondary-foreground'
              : 'flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-destructive'
          }
        >
          {mine.ok ? (
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{mine.message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Whether this section's form is the one being sent. */
export function useSending(intent: SettingsIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/** A form of one button that posts one intent (with hidden values), such as "Pause Free Forever". */
export function OneButtonForm(props: {
  intent: SettingsIntent;
  fields: Record<string, string>;
  label: string;
  variant?: ButtonProps['variant'];
  ariaLabel?: string;
}) {
  const sending = useSending(props.intent);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={props.variant ?? 'outline'}
        size="sm"
        disabled={sending}
        {...(props.ariaLabel ? { 'aria-label': props.ariaLabel } : {})}
      >
        {props.label}
      </Button>
    </Form>
  );
}
