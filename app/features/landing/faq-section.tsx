import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#app/components/ui/accordion.tsx';
import { faqItems, faqSection } from '#app/content/faq.ts';
import { SectionHeading } from './section-heading.tsx';

/** FAQ: one item open at a time, clicking the open one closes it (the Accordion primitive's rule). */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="border-t border-border bg-muted/50 py-20 md:py-28">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16 lg:px-8">
        <SectionHeading
          id="faq-heading"
          eyebrow={faqSection.eyebrow}
          heading={faqSection.heading}
          intro={faqSection.intro}
        />
        <Accordion className="rounded-2xl border border-border bg-card px-5 shadow-xs sm:px-7">
          {faqItems.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger className="font-sans">{item.question}</AccordionTrigger>
              <AccordionContent className="space-y-3">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
