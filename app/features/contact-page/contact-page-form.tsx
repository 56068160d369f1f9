import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, TimerIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { contactPage } from '#app/content/pages.ts';
import { contactPageExtras } from '#app/content/playbook-flow.ts';
import { formatPostalAddress, site } from '#app/content/site.ts';
import { HoneypotField } from '#app/shared/leads/honeypot-field.tsx';
import { cleanFields, missingFields, submitLead } from '#app/shared/leads/lead-submission.ts';

type Values = { name: string; email: string; phone: string; business: string; message: string };
const empty: Values = { name: '', email: '', phone: '', business: '', message: '' };
const required = ['name', 'email', 'message'] as const;

/**
 * The /contact form (spec §3, §5, §8): name, email and message required ('Missing Information' otherwise); the
 * business field is sent as restaurantName with source gmb-website-contact, plus the honeypot and render time.
 */
export function ContactPageForm({ renderedAt }: { renderedAt: number }) {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const fields = contactPage.fields;
  const bind = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (missingFields(values, required).length > 0) {
      toast({ variant: 'destructive', ...contactPage.missingToast });
      return;
    }
    const { business, ...rest } = values;
    setPending(true);
    try {
      await submitLead(
        '/api/contact',
        {
          ...cleanFields({ ...rest, restaurantName: business }, ['phone', 'restaurantName']),
          source: 'gmb-website-contact',
        },
        { website, renderedAt },
      );
      toast({ title: contactPage.successToast.title, description: contactPageExtras.successDescription });
      setValues(empty);
      setWebsite('');
    } catch (error) {
      console.warn('Contact message failed', error);
      toast({ variant: 'destructive', ...contactPage.failureToast });
    } finally {
      setPending(false);
    }
  }

  const details = contactPage.details;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-16 lg:px-8">
      <div>
        <p className="text-sm font-semibold tracking-[0.14em] text-terracotta uppercase">{contactPage.eyebrow}</p>
        <h1 id="contact-page-heading" className="mt-3 text-4xl font-semibold text-foreground sm:text-5xl">
          {contactPage.heading}
        </h1>
        <p className="mt-5 text-lg leading-8 text-muted-foreground">{contactPage.intro}</p>
        <h2 className="mt-10 font-sans text-lg font-semibold text-foreground">{details.heading}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{contactPageExtras.detailsIntro}</p>
        <dl className="mt-6 space-y-5 text-sm">
          <Detail icon={MailIcon} label={details.emailLabel}>
            <a href={`mailto:${site.contact.email}`} className="font-medium text-primary underline">
              {site.contact.email}
            </a>
          </Detail>
          <Detail icon={PhoneIcon} label={details.phoneLabel}>
            <a href={`tel:${site.contact.phoneE164}`} className="font-medium text-primary underline">
              {site.contact.phone}
            </a>
          </Detail>
          <Detail icon={ClockIcon} label={details.hoursLabel}>
            {site.contact.hours}
          </Detail>
          <Detail icon={TimerIcon} label={details.responseLabel}>
            {`We reply ${site.contact.responseTime}.`}
          </Detail>
          <Detail icon={MapPinIcon} label={details.addressLabel}>
            <address className="not-italic">{formatPostalAddress()}</address>
          </Detail>
        </dl>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="contact-page-heading"
        className="relative grid gap-5 self-start rounded-2xl border border-border bg-card p-6 shadow-lg sm:grid-cols-2 sm:p-8"
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>{fields.name.label}</Label>
          <Input
            {...bind('name')}
            aria-required="true"
            autoComplete={fields.name.autoComplete}
            placeholder={fields.name.placeholder}
            size="lg"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>{fields.email.label}</Label>
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
          <Label htmlFor={`${id}-phone`}>{fields.phone.label}</Label>
          <Input
            {...bind('phone')}
            type="tel"
            autoComplete={fields.phone.autoComplete}
            placeholder={fields.phone.placeholder}
            size="lg"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-business`}>{fields.business.label}</Label>
          <Input
            {...bind('business')}
            autoComplete={fields.business.autoComplete}
            placeholder={fields.business.placeholder}
            size="lg"
          />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-message`}>{fields.message.label}</Label>
          <Textarea {...bind('message')} aria-required="true" rows={6} placeholder={fields.message.placeholder} />
        </div>
        <HoneypotField value={website} onChange={setWebsite} />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
            {pending ? contactPage.pendingLabel : contactPage.submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof MailIcon; label: string; children: React.ReactNode }) {
  return (
    <div className="relative pl-12">
      <span
        className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-lg bg-secondary text-primary"
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <dt className="font-semibold text-foreground">{label}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}
