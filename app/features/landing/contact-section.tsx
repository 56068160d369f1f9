import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { contactSection } from '#app/content/landing/contact.ts';
import { landingSectionIds } from '#app/content/navigation.ts';
import { formatPostalAddress, site } from '#app/content/site.ts';
import { HoneypotField } from '#app/shared/leads/honeypot-field.tsx';
import { cleanFields, missingFields, submitLead } from '#app/shared/leads/lead-submission.ts';
import { SectionHeading } from './section-heading.tsx';

type ContactValues = { name: string; email: string; phone: string; restaurantName: string; message: string };
type ContactField = keyof ContactValues;

const empty: ContactValues = { name: '', email: '', phone: '', restaurantName: '', message: '' };
const required: ContactField[] = ['name', 'email', 'message'];
const optional: ContactField[] = ['phone', 'restaurantName'];

/**
 * Home contact form (#contact; spec §5, §8): name, email and message required, a silent no-op when one is missing
 * (focus moves to it; no toast, nothing sent); source gmb-website.
 */
export function ContactSection({ renderedAt }: { renderedAt: number }) {
  const [values, setValues] = useState<ContactValues>(empty);
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = contactSection.fields;

  const bind = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const [firstMissing] = missingFields(values, required);
    if (firstMissing) {
      formRef.current?.querySelector<HTMLElement>(`#contact-${firstMissing}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await submitLead(
        '/api/contact',
        { ...cleanFields(values, optional), source: 'gmb-website' },
        { website, renderedAt },
      );
      toast(contactSection.successToast);
      setValues(empty);
      setWebsite('');
    } catch (error) {
      console.warn('Contact message failed', error);
      toast({ variant: 'destructive', ...contactSection.failureToast });
    } finally {
      setPending(false);
    }
  }

  const details = contactSection.details;
  return (
    <section id={landingSectionIds.contact} aria-labelledby="contact-heading" className="py-20 md:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow={contactSection.eyebrow}
            heading={contactSection.heading}
            intro={contactSection.intro}
          />
          <dl className="mt-10 space-y-5 text-sm">
            <ContactDetail icon={<MailIcon className="size-4" aria-hidden="true" />} label={details.emailLabel}>
              <a href={`mailto:${site.contact.email}`} className="font-medium text-primary underline">
                {site.contact.email}
              </a>
            </ContactDetail>
            <ContactDetail icon={<PhoneIcon className="size-4" aria-hidden="true" />} label={details.phoneLabel}>
              <a href={`tel:${site.contact.phoneE164}`} className="font-medium text-primary underline">
                {site.contact.phone}
              </a>
            </ContactDetail>
            <ContactDetail icon={<ClockIcon className="size-4" aria-hidden="true" />} label={details.hoursLabel}>
              {site.contact.hours}
            </ContactDetail>
            <ContactDetail icon={<MapPinIcon className="size-4" aria-hidden="true" />} label={details.addressLabel}>
              {formatPostalAddress()}
            </ContactDetail>
          </dl>
        </div>
        <form
          ref={formRef}
          onSubmit={onSubmit}
          aria-labelledby="contact-heading"
          className="relative grid gap-5 rounded-2xl border border-border bg-card p-6 shadow-lg sm:grid-cols-2 sm:p-8"
        >
          <div className="grid gap-2">
            <Label htmlFor="contact-name">{fields.name.label}</Label>
            <Input
              {...bind('name')}
              aria-required="true"
              autoComplete={fields.name.autoComplete}
              placeholder={fields.name.placeholder}
              size="lg"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-email">{fields.email.label}</Label>
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
            <Label htmlFor="contact-phone">{fields.phone.label}</Label>
            <Input
              {...bind('phone')}
              type="tel"
              autoComplete={fields.phone.autoComplete}
              placeholder={fields.phone.placeholder}
              size="lg"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-restaurantName">{fields.restaurantName.label}</Label>
            <Input
              {...bind('restaurantName')}
              autoComplete={fields.restaurantName.autoComplete}
              placeholder={fields.restaurantName.placeholder}
              size="lg"
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="contact-message">{fields.message.label}</Label>
            <Textarea {...bind('message')} aria-required="true" rows={5} placeholder={fields.message.placeholder} />
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
              {pending ? contactSection.pendingLabel : contactSection.submitLabel}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}

function ContactDetail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold text-foreground">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="-mt-2 pl-12 text-muted-foreground">{children}</dd>
    </div>
  );
}
