import {
  ChartLineIcon,
  ClockIcon,
  MessageSquareTextIcon,
  QuoteIcon,
  StoreIcon,
  TicketIcon,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { claims, claimsFootnote } from '#app/content/claims.ts';
import { autopilot } from '#app/content/landing/autopilot.ts';
import { illustrativeNote, type BenefitIcon } from '#app/content/landing/common.ts';
import { cn } from '#app/lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';

// The benefits' icons by the names the content gives them.
const benefitIcons: Record<BenefitIcon, LucideIcon> = {
  'message-square-text': MessageSquareTextIcon,
  ticket: TicketIcon,
  'chart-line': ChartLineIcon,
  clock: ClockIcon,
  store: StoreIcon,
};

/**
 * Features and results: the autopilot benefits, the results claims and a customer slide chosen by
 * dot buttons (it does not move by itself).
 */
export function AutopilotSection() {
  return (
    <section aria-labelledby="autopilot-heading" className="py-20 md:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="autopilot-heading"
            eyebrow={autopilot.eyebrow}
            heading={autopilot.heading}
            intro={autopilot.intro}
          />
          <ul className="mt-10 space-y-6">
            {autopilot.benefits.map((benefit) => (
              <li key={benefit.id} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
                  <BenefitIconFor name={benefit.icon} />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-foreground">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:pt-4">
          <CustomerSlides />
          <h3 className="mt-10 font-sans text-sm font-semibold tracking-[0.14em] text-muted-foreground uppercase">
            {autopilot.resultsHeading}
          </h3>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {autopilot.resultClaims.map((id) => (
              <div
                key={id}
                className="flex flex-col-reverse justify-end rounded-xl border border-border bg-card p-4 shadow-xs"
              >
                <dt className="mt-1 text-xs leading-5 text-muted-foreground">{claims[id].label}</dt>
                <dd className="font-display text-2xl font-semibold text-primary">{claims[id].value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs leading-5 text-muted-foreground">{claimsFootnote}</p>
        </div>
      </div>
    </section>
  );
}

function CustomerSlides() {
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const slides = autopilot.slides;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={autopilot.slidesLabel}
      className="rounded-2xl border border-border bg-card shadow-lg"
    >
      {/* All slides share one grid cell, so the card is as tall as the tallest and never jumps. */}
      <div id={slidesId} className="grid" aria-live="polite">
        {slides.map((slide, i) => (
          <CustomerSlide key={slide.id} slide={slide} position={i + 1} active={i === index} />
        ))}
      </div>
      <div className="flex items-center justify-between gap-4 px-6 pt-2 pb-5">
        {autopilot.illustrative ? (
          <p className="text-xs leading-5 text-muted-foreground">{illustrativeNote}</p>
        ) : (
          <span />
        )}
        <div className="flex shrink-0 items-center gap-1" role="group" aria-label={autopilot.slidesLabel}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-controls={slidesId}
              aria-current={i === index ? 'true' : undefined}
              aria-label={autopilot.dotLabel(slide.restaurant)}
              onClick={() => setIndex(i)}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  i === index ? 'w-6 bg-primary' : 'w-2.5 bg-input group-hover:bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

/** One customer: the drawing with its figure, the quote, and who said it; hidden unless it is the chosen one. */
function CustomerSlide({
  slide,
  position,
  active,
}: {
  slide: (typeof autopilot.slides)[number];
  position: number;
  active: boolean;
}) {
  return (
    <figure
      role="group"
      aria-roledescription="slide"
      aria-label={autopilot.slideLabel(position, autopilot.slides.length)}
      className={cn(
        '[grid-area:1/1] transition-opacity duration-500',
        active ? 'visible opacity-100' : 'invisible opacity-0',
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded-t-2xl bg-accent">
        {/* Only the shown slide loads its drawing (our own SVG files in public/illustrations). */}
        {active && (
          <img
            src={slide.image}
            alt={slide.imageAlt}
            width={480}
            height={320}
            decoding="async"
            className="block h-full w-full object-cover"
          />
        )}
        <div className="absolute bottom-3 left-3 rounded-lg bg-card/95 px-3 py-2 shadow-md">
          <p className="font-display text-xl leading-tight font-semibold text-primary">{slide.metric.value}</p>
          <p className="text-xs text-muted-foreground">{slide.metric.label}</p>
        </div>
      </div>
      <blockquote className="px-6 pt-6 text-base leading-7 text-foreground sm:text-lg">
        <QuoteIcon className="mb-2 size-6 text-terracotta" aria-hidden="true" />
        <p>{slide.quote}</p>
      </blockquote>
      <figcaption className="px-6 pt-4 pb-2 text-sm">
        <span className="font-semibold text-foreground">{slide.person}</span>
        <span className="text-muted-foreground">
          , {slide.role}, {slide.restaurant} · {slide.cuisine} · {slide.city}
        </span>
      </figcaption>
    </figure>
  );
}

function BenefitIconFor({ name }: { name: BenefitIcon }) {
  const Icon = benefitIcons[name];
  return <Icon className="size-5" aria-hidden="true" />;
}
