import { contactSection } from '#app/content/landing/contact.ts';
import { landingSectionIds } from '#app/content/navigation.ts';
import { ContactDetails } from '#app/shared/leads/contact-details.tsx';
import { ContactForm } from '#app/shared/leads/contact-form.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Home contact section (#contact): an empty required field gets the focus, with no toast and nothing sent. */
export function ContactSection({ renderedAt }: { renderedAt: number }) {
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
          <ContactDetails copy={contactSection.details} className="mt-10" />
        </div>
        <ContactForm
          copy={contactSection}
          source="gmb-website"
          renderedAt={renderedAt}
          labelledBy="contact-heading"
          idPrefix="contact"
        />
      </div>
    </section>
  );
}
