import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import type { Toast } from '#app/content/landing/common.ts';
import { cn } from '#app/lib/cn.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { cleanFields, type LeadFields, missingFields, submitLead } from './lead-submission.ts';

type FieldCopy = { label: string; placeholder: string; autoComplete?: string };

export type ContactFormCopy = {
  fields: Record<'name' | 'email' | 'phone' | 'restaurant' | 'message', FieldCopy>;
  submitLabel: string;
  pendingLabel: string;
  successToast: Toast;
  failureToast: Toast;
  /** Shown when a required field is empty; without it, focus moves to the first empty field and nothing is said. */
  missingToast?: Toast;
};

type Values = { name: string; email: string; phone: string; restaurant: string; message: string };
const empty: Values = { name: '', email: '', phone: '', restaurant: '', message: '' };
const required = ['name', 'email', 'message'] as const;

type ContactFormProps = {
  copy: ContactFormCopy;
  source: LeadFields<'/api/contact'>['source'];
  /** The server's clock when the page was rendered, for the time-to-submit check. */
  renderedAt: number;
  /** id of the heading that names the form. */
  labelledBy: string;
  /** Field ids are `${idPrefix}-${field name}`; a generated prefix when omitted. */
  idPrefix?: string;
  /** The restaurant field's name in the form; it is always sent as restaurantName. */
  restaurantFieldName?: 'restaurantName' | 'business';
  messageRows?: number;
  noValidate?: boolean;
  className?: string;
};

/** The contact form of the landing page and of /contact: name, email and message required, sent to /api/contact. */
export function ContactForm({
  copy,
  source,
  renderedAt,
  labelledBy,
  idPrefix,
  restaurantFieldName = 'restaurantName',
  messageRows = 5,
  noValidate,
  className,
}: ContactFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const [values, setValues] = useState<Values>(empty);
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const fields = copy.fields;
  const nameOf = (field: keyof Values) => (field === 'restaurant' ? restaurantFieldName : field);
  const idOf = (field: keyof Values) => `${prefix}-${nameOf(field)}`;
  const bind = (field: keyof Values) => ({
    id: idOf(field),
    name: nameOf(field),
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const [firstMissing] = missingFields(values, required);
    if (firstMissing) {
      if (copy.missingToast) toast({ variant: 'destructive', ...copy.missingToast });
      else document.getElementById(idOf(firstMissing))?.focus();
      return;
    }
    const { restaurant, ...rest } = values;
    setPending(true);
    try {
      await submitLead(
        '/api/contact',
        { ...cleanFields({ ...rest, restaurantName: restaurant }, ['phone', 'restaurantName'] as const), source },
        { website, renderedAt },
      );
      toast(copy.successToast);
      setValues(empty);
      setWebsite('');
    } catch (error) {
      console.warn('Contact message failed', error);
      toast({ variant: 'destructive', ...copy.failureToast });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate={noValidate}
      aria-labelledby={labelledBy}
      className={cn(
        'relative grid gap-5 rounded-2xl border border-border bg-card p-6 shadow-lg sm:grid-cols-2 sm:p-8',
        className,
      )}
    >
      <ContactFields fields={fields} idOf={idOf} bind={bind} messageRows={messageRows} />
      <HoneypotField value={website} onChange={setWebsite} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
          {pending ? copy.pendingLabel : copy.submitLabel}
        </Button>
      </div>
    </form>
  );
}

type ContactFieldsProps = {
  fields: ContactFormProps['copy']['fields'];
  idOf: (field: keyof Values) => string;
  bind: (field: keyof Values) => {
    id: string;
    name: string;
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  messageRows: number;
};

/** Name, email, phone, restaurant and message, each bound to the form's values. */
function ContactFields({ fields, idOf, bind, messageRows }: ContactFieldsProps) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={idOf('name')}>{fields.name.label}</Label>
        <Input
          {...bind('name')}
          aria-required="true"
          autoComplete={fields.name.autoComplete}
          placeholder={fields.name.placeholder}
          size="lg"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf('email')}>{fields.email.label}</Label>
        <Input
          {...bind('email')}
          type="email"
          aria-required="true"
          autoComplete={fields.email.autoComplete}
          placeholder={fields.email.placeholder}
          size="lg"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf('phone')}>{fields.phone.label}</Label>
        <Input
          {...bind('phone')}
          type="tel"
          autoComplete={fields.phone.autoComplete}
          placeholder={fields.phone.placeholder}
          size="lg"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf('restaurant')}>{fields.restaurant.label}</Label>
        <Input
          {...bind('restaurant')}
          autoComplete={fields.restaurant.autoComplete}
          placeholder={fields.restaurant.placeholder}
          size="lg"
        />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={idOf('message')}>{fields.message.label}</Label>
        <Textarea
          {...bind('message')}
          aria-required="true"
          rows={messageRows}
          placeholder={fields.message.placeholder}
        />
      </div>
    </>
  );
}
