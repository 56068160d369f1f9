import { contactPage } from '#app/content/pages.ts';
import { ContactDetails } from '#app/shared/leads/contact-details.tsx';
import { ContactForm } from '#app/shared/leads/contact-form.tsx';

/** /contact: the contact form (a toast names missing fields; source gmb-website-contact) beside other ways to reach us. */
export function ContactPageView({ renderedAt }: { renderedAt: number }) {
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
        <p className="mt-1 text-sm text-muted-foreground">{details.intro}</p>
        <ContactDetails copy={details} responseText={details.responseText} className="mt-6" />
      </div>
      <ContactForm
        copy={contactPage}
        source="gmb-website-contact"
        renderedAt={renderedAt}
        labelledBy="contact-page-heading"
        restaurantFieldName="business"
        messageRows={6}
        noValidate
        className="self-start"
      />
    </div>
  );
}
