import { QuoteIcon } from 'lucide-react';
import { illustrativeNote } from '#app/content/landing/common.ts';
import { testimonialsSection } from '#app/content/landing/testimonials.ts';
import { landingSectionIds } from '#app/content/navigation.ts';
import { SectionHeading } from './section-heading.tsx';

/** Testimonials (#testimonials), with the illustrative note in view while they are composites. */
export function TestimonialsSection() {
  return (
    <section id={landingSectionIds.testimonials} aria-labelledby="testimonials-heading" className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={testimonialsSection.eyebrow}
          heading={testimonialsSection.heading}
        />
        {testimonialsSection.illustrative && (
          <p className="mt-4 max-w-2xl rounded-lg border border-border bg-muted px-4 py-2.5 text-sm text-muted-foreground">
            {illustrativeNote}
          </p>
        )}
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {testimonialsSection.items.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-xs">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-display text-2xl font-semibold text-primary">{item.result.value}</p>
                  <QuoteIcon className="size-5 shrink-0 text-terracotta" aria-hidden="true" />
                </div>
                <p className="text-xs text-muted-foreground">{item.result.label}</p>
                <blockquote className="mt-4 flex-1 text-base leading-7 text-foreground">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4 text-sm">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                  >
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-foreground">{item.name}</span>
                    <span className="block text-muted-foreground">
                      {item.role}, {item.restaurant} · {item.city}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
