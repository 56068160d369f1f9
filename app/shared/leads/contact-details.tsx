import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, TimerIcon } from 'lucide-react';
import { formatPostalAddress, site } from '#app/content/site.ts';
import { cn } from '#app/lib/cn.ts';

export type ContactDetailsCopy = {
  emailLabel: string;
  phoneLabel: string;
  hoursLabel: string;
  addressLabel: string;
  responseLabel: string;
};

/** How else to reach us, beside the contact form: email, phone, hours, (reply time,) office address. */
export function ContactDetails({
  copy,
  responseText,
  className,
}: {
  copy: ContactDetailsCopy;
  /** The reply-time row, shown when given. */
  responseText?: string;
  className?: string;
}) {
  return (
    <dl className={cn('space-y-5 text-sm', className)}>
      <Detail icon={MailIcon} label={copy.emailLabel}>
        <a href={`mailto:${site.contact.email}`} className="font-medium text-primary underline">
          {site.contact.email}
        </a>
      </Detail>
      <Detail icon={PhoneIcon} label={copy.phoneLabel}>
        <a href={`tel:${site.contact.phoneE164}`} className="font-medium text-primary underline">
          {site.contact.phone}
        </a>
      </Detail>
      <Detail icon={ClockIcon} label={copy.hoursLabel}>
        {site.contact.hours}
      </Detail>
      {responseText && (
        <Detail icon={TimerIcon} label={copy.responseLabel}>
          {responseText}
        </Detail>
      )}
      <Detail icon={MapPinIcon} label={copy.addressLabel}>
        <address className="not-italic">{formatPostalAddress()}</address>
      </Detail>
    </dl>
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
