import type * as React from 'react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogForm } from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { quoteDialog, quoteFields, type QuoteField, type QuoteFieldName } from '#app/content/plans.ts';
import { cn } from '#app/lib/cn.ts';
import { HoneypotField } from '#app/shared/leads/honeypot-field.tsx';
import { cleanFields, missingFields, submitLead } from '#app/shared/leads/lead-submission.ts';

type QuoteValues = Record<QuoteFieldName, string>;

const emptyValues = (): QuoteValues => Object.fromEntries(quoteFields.map((field) => [field.name, ''])) as QuoteValues;

const requiredNames = quoteFields.map((field) => field.name);

/**
 * The quote request's state: the fields (the invalid ones marked), and the submit: all ten fields required, or
 * 'Missing Information' and nothing is sent; on success a toast, the form reset and `onSent`.
 */
function useQuoteRequest(renderedAt: number, onSent: () => void) {
  const [values, setValues] = useState<QuoteValues>(emptyValues);
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState<QuoteFieldName[]>([]);
  // Remounts the fields on reset: the select primitive keeps its own state once uncontrolled.
  const [formKey, setFormKey] = useState(0);

  const set = (name: QuoteFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (value.trim() !== '') setInvalid((current) => current.filter((n) => n !== name));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const missing = missingFields(values, requiredNames);
    if (missing.length > 0) {
      setInvalid(missing);
      toast({ variant: 'destructive', ...quoteDialog.missingToast });
      return;
    }
    setPending(true);
    try {
      await submitLead('/api/quote-requests', cleanFields(values) as QuoteValues, { website, renderedAt });
      toast(quoteDialog.successToast);
      setValues(emptyValues());
      setWebsite('');
      setInvalid([]);
      setFormKey((k) => k + 1);
      onSent();
    } catch (error) {
      console.warn('Quote request failed', error);
      toast({ variant: 'destructive', ...quoteDialog.failureToast });
    } finally {
      setPending(false);
    }
  }

  return { values, set, website, setWebsite, pending, invalid, formKey, onSubmit };
}

/**
 * Complete Automation quote request: all ten fields required, or 'Missing Information' and nothing
 * is sent; 'Processing...' while pending; on success a toast, the form reset and the dialog closed.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  renderedAt,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderedAt: number;
  /** The plan button that opened it (no DialogTrigger: the dialog loads lazily), focused again on close. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const { values, set, website, setWebsite, pending, invalid, formKey, onSubmit } = useQuoteRequest(renderedAt, () =>
    onOpenChange(false),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        size="lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogForm
          key={formKey}
          onSubmit={onSubmit}
          className="relative grid gap-6 p-6 sm:p-8"
          aria-busy={pending}
          title={quoteDialog.title}
          titleSize="lg"
          description={quoteDialog.description}
          footer={
            <>
              <DialogClose asChild>
                <Button type="button" variant="outline" size="lg" disabled={pending}>
                  {quoteDialog.cancelLabel}
                </Button>
              </DialogClose>
              <Button type="submit" size="lg" disabled={pending}>
                {pending ? quoteDialog.pendingLabel : quoteDialog.submitLabel}
              </Button>
            </>
          }
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {quoteFields.map((field) => (
              <QuoteFieldControl
                key={field.name}
                field={field}
                value={values[field.name]}
                invalid={invalid.includes(field.name)}
                onChange={(value) => set(field.name, value)}
              />
            ))}
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

function QuoteFieldControl({
  field,
  value,
  invalid,
  onChange,
}: {
  field: QuoteField;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = `quote-${field.name}`;
  const labelId = `${id}-label`;
  const wide = field.type === 'textarea';
  // No `required` attribute: an empty field must reach the handler so the toast is shown, not a browser bubble.
  const common = { id, name: field.name, 'aria-required': true, 'aria-invalid': invalid || undefined };
  return (
    <div className={cn('grid gap-2', wide && 'sm:col-span-2')}>
      <Label id={labelId} htmlFor={id}>
        {field.label}
      </Label>
      {field.type === 'select' ? (
        <Select value={value || undefined} onValueChange={onChange} name={field.name}>
          <SelectTrigger {...common} aria-labelledby={labelId}>
            <SelectValue placeholder={quoteDialog.selectPlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {field.options?.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : field.type === 'textarea' ? (
        <Textarea
          {...common}
          rows={3}
          placeholder={field.placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          size="lg"
        />
      )}
    </div>
  );
}
