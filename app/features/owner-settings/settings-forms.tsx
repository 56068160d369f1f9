import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input, inputVariants } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { ownerSettingsCopy } from '#app/content/owner-settings.ts';
import type { OwnerSettingsPage, SettingsActionResult } from '#contracts/owner-settings.ts';
import {
  COMMON_TIME_ZONES,
  DELETE_CONFIRMATION_WORD,
  MAX_EXTRA_ADDRESSES,
  SEND_MINUTE_STEP,
  SIGNATURE_MAX_LENGTH,
  sendTimeLabel,
  sendTimeValue,
} from '#contracts/owner-settings-constants.ts';
import { OneButtonForm, SectionMessage, SettingsSection, useSending } from './settings-section.tsx';

const copy = ownerSettingsCopy;
const TIMES = Array.from({ length: (24 * 60) / SEND_MINUTE_STEP }, (_, index) => index * SEND_MINUTE_STEP);

type Props = { page: OwnerSettingsPage; result: SettingsActionResult | undefined };

/** The field the answer is about gets aria-invalid and is described by the answer. */
function fieldState(result: SettingsActionResult | undefined, intent: string, field: string) {
  const invalid = result?.ok === false && result.intent === intent && result.field === field;
  return invalid ? { 'aria-invalid': true as const, 'aria-describedby': `${intent}-message` } : {};
}

export function SignatureSection({ page, result }: Props) {
  const sending = useSending('signature');
  return (
    <SettingsSection id="signature" heading={copy.signature.heading}>
      <p className="text-muted-foreground">{copy.signature.body}</p>
      <Form method="post" preventScrollReset className="space-y-3">
        <input type="hidden" name="intent" value="signature" />
        <div className="space-y-2">
          <Label htmlFor="signature">{copy.signature.label}</Label>
          <Input
            id="signature"
            name="signature"
            defaultValue={page.signature.value ?? ''}
            maxLength={SIGNATURE_MAX_LENGTH}
            autoComplete="name"
            aria-describedby="signature-hint"
            {...fieldState(result, 'signature', 'signature')}
          />
          <p id="signature-hint" className="text-muted-foreground">
            {copy.signature.hint(page.signature.whenEmpty)}
          </p>
        </div>
        <Button type="submit" disabled={sending}>
          {copy.signature.save}
        </Button>
      </Form>
      <SectionMessage result={result} intent="signature" />
    </SettingsSection>
  );
}

export function ClockSection({ page, result }: Props) {
  const sending = useSending('clock');
  const zones = COMMON_TIME_ZONES.some((option) => option.zone === page.clock.timeZone)
    ? COMMON_TIME_ZONES
    : [{ zone: page.clock.timeZone, label: page.clock.timeZone.replaceAll('_', ' ') }, ...COMMON_TIME_ZONES];
  const selectClass = inputVariants({ className: 'appearance-auto' });
  return (
    <SettingsSection id="clock" heading={copy.clock.heading}>
      <p className="text-muted-foreground">{copy.clock.body}</p>
      <Form method="post" preventScrollReset className="space-y-3">
        <input type="hidden" name="intent" value="clock" />
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <div className="space-y-2">
            <Label htmlFor="send-time">{copy.clock.timeLabel}</Label>
            <select
              id="send-time"
              name="time"
              defaultValue={sendTimeValue(page.clock.minute)}
              className={selectClass}
              {...fieldState(result, 'clock', 'time')}
            >
              {TIMES.map((minute) => (
                <option key={minute} value={sendTimeValue(minute)}>
                  {sendTimeLabel(minute)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="send-zone">{copy.clock.zoneLabel}</Label>
            <select
              id="send-zone"
              name="timeZone"
              defaultValue={page.clock.timeZone}
              className={selectClass}
              {...fieldState(result, 'clock', 'timeZone')}
            >
              {zones.map((option) => (
                <option key={option.zone} value={option.zone}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-muted-foreground">
          {page.nextMorning
            ? copy.clock.next(page.nextMorning.label, page.nextMorning.kind === 'free-forever')
            : copy.clock.none}{' '}
          {copy.clock.rule}
        </p>
        <Button type="submit" disabled={sending}>
          {copy.clock.save}
        </Button>
      </Form>
      <SectionMessage result={result} intent="clock" />
    </SettingsSection>
  );
}

export function AddressesSection({ page, result }: Props) {
  const sending = useSending('add-address');
  const form = useRef<HTMLFormElement>(null);
  // An address added is listed above: the field is cleared for the next one.
  useEffect(() => {
    if (result?.ok && result.intent === 'add-address') form.current?.reset();
  }, [result]);
  const full = page.addresses.length >= MAX_EXTRA_ADDRESSES;
  return (
    <SettingsSection id="addresses" heading={copy.addresses.heading}>
      <p className="text-muted-foreground">{copy.addresses.body}</p>
      {page.addresses.length === 0 ? (
        <p>{copy.addresses.empty}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {page.addresses.map((address) => (
            <li key={address.email} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium">{address.email}</p>
                <p className="text-muted-foreground">
                  {address.confirmed ? copy.addresses.confirmed : copy.addresses.waiting}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {address.confirmed ? null : (
                  <OneButtonForm
                    intent="add-address"
                    fields={{ email: address.email }}
                    label={copy.addresses.resend}
                    ariaLabel={copy.addresses.resendLabel(address.email)}
                  />
                )}
                <OneButtonForm
                  intent="remove-address"
                  fields={{ email: address.email }}
                  label={copy.addresses.remove}
                  ariaLabel={copy.addresses.removeLabel(address.email)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-muted-foreground">{copy.addresses.full}</p>
      ) : (
        <Form ref={form} method="post" preventScrollReset className="space-y-2">
          <input type="hidden" name="intent" value="add-address" />
          <Label htmlFor="extra-email">{copy.addresses.label}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="extra-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...fieldState(result, 'add-address', 'email')}
            />
            <Button type="submit" disabled={sending} className="sm:w-auto">
              {copy.addresses.add}
            </Button>
          </div>
        </Form>
      )}
      <SectionMessage result={result} intent="add-address" />
      <SectionMessage result={result} intent="remove-address" />
    </SettingsSection>
  );
}

export function DataSection({ page, result }: Props) {
  const sending = useSending('delete-data');
  return (
    <>
      <SettingsSection id="data" heading={copy.data.heading}>
        <p className="text-muted-foreground">{copy.data.body}</p>
        {/* A whole-page POST: the answer is a file the browser downloads. */}
        <Form method="post" action={`/inbox/settings/data?place=${encodeURIComponent(page.placeId)}`} reloadDocument>
          <Button type="submit" variant="outline">
            {copy.data.download}
          </Button>
        </Form>
      </SettingsSection>
      <SettingsSection id="delete" heading={copy.data.deleteHeading} tone="danger">
        <p className="text-muted-foreground">{copy.data.deleteBody}</p>
        {page.billingOnDelete.subscriptions.length > 0 ? (
          <p className="font-medium">{copy.data.billing.subscriptions(page.billingOnDelete.subscriptions)}</p>
        ) : null}
        {page.billingOnDelete.trials.length > 0 ? (
          <p className="text-muted-foreground">{copy.data.billing.trials(page.billingOnDelete.trials)}</p>
        ) : null}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="delete-data" />
          <div className="space-y-2">
            <Label htmlFor="delete-confirm">{copy.data.confirmLabel}</Label>
            <Input
              id="delete-confirm"
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              pattern={DELETE_CONFIRMATION_WORD}
              required
              {...fieldState(result, 'delete-data', 'confirm')}
            />
          </div>
          <Button type="submit" variant="destructive" disabled={sending}>
            {copy.data.delete}
          </Button>
        </Form>
        <SectionMessage result={result} intent="delete-data" />
      </SettingsSection>
    </>
  );
}
